// Decides how a bundle file is read: by its name and folder, and by sniffing its first
// bytes (JSON keys), so an odd layout still loads.
#pragma once

#include "engine/core/bundle.h"
#include "engine/core/observation.h"

#include <string>
#include <string_view>

namespace aw {

struct Classification {
    FileFormat format = FileFormat::TextLog;
    SourceKind kind = SourceKind::Other;
};

// `path` is relative to the bundle root; `bytes` the file content (only the head is read).
Classification classifyFile(std::string_view path, std::string_view bytes);
// The same for a bundle file, reading (not touching the mapping of) only the head it needs:
// 4 KiB, or 64 KiB of what may be JSON.
Classification classifyFile(std::string_view path, const FileData& data);

// NUL bytes in the first 4 KB, or mostly control characters: not a text file.
bool looksBinary(std::string_view bytes);

// The SourceKind a text log's name suggests: kernel-ish names -> Kernel, else AppLog.
SourceKind textKindFromName(std::string_view path);

// "applog" / "kernel" / "metrics" / "scheduler" / "cloud" / ... -> kind; false if unknown.
bool sourceKindFromString(std::string_view text, SourceKind& kind);

}  // namespace aw

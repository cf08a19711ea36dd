// Reads bundle archives (kArchiveExtensions) with libarchive straight into memory. Unsafe
// entries (absolute paths, "..", links, devices) are refused; decompression bombs are
// stopped as they expand: an entry, and the whole archive, may grow to a slack plus a ratio
// of the compressed bytes read for them so far, and the whole archive to a share of the
// memory this machine lets us use.
#pragma once

#include "engine/core/bundle.h"
#include "engine/format/archive_kinds.h"  // kArchiveExtensions, the one list

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct ArchiveEntry {
    std::string path;  // '/' separated, relative, the single top-level folder stripped
    std::shared_ptr<const FileData> data;
    TimeNs mtime = kNoTime;
};

// All entries together, decompressed, by default: half the memory this process may use
// (usable_memory.h), at most 16 GiB (the bytes stay in memory while the bundle is analysed).
std::uint64_t defaultArchiveTotalBytes();

struct ArchiveLimits {
    std::uint64_t maxTotalBytes = defaultArchiveTotalBytes();  // all entries together, decompressed
    // An entry, and the whole archive, expand to at most ratioSlackBytes + maxRatio x the
    // compressed bytes read for them so far: checked from the first byte, as they expand.
    double maxRatio = 1000.0;
    std::uint64_t ratioSlackBytes = 1ull << 20;
};

// Reads every regular entry. Returns false only when the archive cannot be opened at all
// (a problem says why; also when `path` is not a regular file: a FIFO, a device); a
// truncated or corrupt archive keeps the entries read so far, and one that trips a bomb
// guard keeps them and the part of the entry within the limit, with an error naming both.
bool readArchive(const std::string& path, std::vector<ArchiveEntry>& entries, std::vector<Problem>& problems,
                 const std::atomic<bool>* cancel = nullptr, const ArchiveLimits& limits = {},
                 const std::function<void(double)>& progress = {});

// The same from bytes in memory (the fuzz target; archives nested in tests).
bool readArchiveBytes(std::string_view bytes, const std::string& archiveName, std::vector<ArchiveEntry>& entries,
                      std::vector<Problem>& problems, const ArchiveLimits& limits = {});

// Strips a single top-level folder shared by every path ("bundle/nodes/a" -> "nodes/a").
// Returns the folder stripped ("" if none).
std::string stripCommonTopFolder(std::vector<std::string*>& paths);

}  // namespace aw

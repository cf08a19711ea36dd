// The bytes of a bundle file: small files read once into memory (a snapshot), big ones
// mapped (a 2 GB bundle must not cost 2 GB of heap) through a GuardedMapping, which turns
// the SIGBUS of a file truncated under us into zeros and a flag (guarded_mapping.h).
#pragma once

#include "engine/core/bundle.h"

#include <cstdint>
#include <memory>
#include <string>

namespace aw {

struct FileSnapshot {
    std::shared_ptr<const FileData> data;  // null when the file could not be read (`error` says why)
    std::string error;
    bool changedWhileReading = false;  // size or mtime moved during the read: the bytes read are kept
    TimeNs mtime = kNoTime;            // its modification time when it was opened
};

// Files from this size on are mapped rather than read (the benchmark bundle's logs are
// about 1 MB each: reading them would put the whole bundle on the heap).
inline constexpr std::uint64_t kMapFilesFrom = 64u << 10;

// Reads (or maps) the whole file. A file that grows, shrinks or is replaced during the read
// gives what was read, flagged; a mapped one that is cut short later reads as zeros past
// its new end and says so (FileData::truncatedWhileOpen); it never fails later.
FileSnapshot readFileSnapshot(const std::string& path);

}  // namespace aw

// The bytes of a bundle file, owned in memory: read once from a folder, or decompressed
// from an archive. Not memory-mapped on purpose: a mapped file that another process
// truncates while the bundle is open turns every later read of the lost pages into a
// SIGBUS, and bundles are often copied or rotated while someone looks at them.
#pragma once

#include "aw/bundle.h"

#include <memory>
#include <string>

namespace aw {

class MemoryFile final : public FileData {
public:
    explicit MemoryFile(std::string bytes) : bytes_(std::move(bytes)) {}
    std::string_view bytes() const override { return bytes_; }

private:
    std::string bytes_;
};

struct FileSnapshot {
    std::shared_ptr<const FileData> data;  // null when the file could not be read (`error` says why)
    std::string error;
    bool changedWhileReading = false;      // size or mtime moved during the read: the bytes read are kept
};

// Reads the whole file. A file that grows, shrinks or is replaced during the read gives
// what was read, flagged; it never fails later.
FileSnapshot readFileSnapshot(const std::string& path);

}  // namespace aw

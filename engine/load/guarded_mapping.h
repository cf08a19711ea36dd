// A read-only memory mapping of a whole file that survives the file being truncated.
//
// Big logs are mapped, not read: a 2 GB bundle must not cost 2 GB of heap. But a mapped
// file that another process truncates (log rotation, a copy being replaced) turns every
// read of the lost pages into SIGBUS, which would kill the workbench. A process-wide
// SIGBUS handler therefore maps a page of zeros over a lost page of a registered mapping
// and lets the read continue; the mapping remembers that its file changed, so the loader
// and the views can say so. Faults anywhere else keep their default action.
#pragma once

#include "engine/core/bundle.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

struct stat;

namespace aw {

class GuardedMapping final : public FileData {
public:
    // Maps the open descriptor `fd` (`size` bytes, > 0). nullptr and `error` set on failure.
    static std::shared_ptr<GuardedMapping> map(int fd, std::size_t size, std::string& error);
    ~GuardedMapping() override;
    GuardedMapping(const GuardedMapping&) = delete;
    GuardedMapping& operator=(const GuardedMapping&) = delete;

    std::string_view bytes() const override { return {static_cast<const char*>(data_), size_}; }
    // True once a read hit a page the file no longer has (it reads as zeros).
    bool truncatedWhileOpen() const override;
    // From the file at `path` (setSource) while it is still the one mapped (the same
    // device, inode, size and modification time), else from the mapping.
    std::size_t read(std::uint64_t offset, std::size_t length, char* into) const override;

    // Where the mapped file is, and what it was (fstat) when it was mapped: read() reads it
    // from there while it has not changed. Without it read() copies from the mapping.
    void setSource(std::string path, const struct stat& mapped);

private:
    GuardedMapping(void* data, std::size_t size, int slot) : data_(data), size_(size), slot_(slot) {}
    // pread of the whole range from the source file, if it is still the one mapped.
    bool readSource(std::uint64_t offset, std::size_t length, char* into) const;

    void* data_;
    std::size_t size_;
    int slot_;  // its entry in the handler's table
    std::string path_;
    std::uint64_t device_ = 0, inode_ = 0;
    std::int64_t mtimeSeconds_ = 0, mtimeNanoseconds_ = 0;
};

// How many mappings can be guarded at once; map() fails beyond it (the caller reads the
// file into memory instead).
inline constexpr int kMaxGuardedMappings = 16384;

}  // namespace aw

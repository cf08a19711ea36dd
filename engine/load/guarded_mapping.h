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
    // From the file mapped (setSource) while it still has the bytes asked for, else from
    // the mapping.
    std::size_t read(std::uint64_t offset, std::size_t length, char* into) const override;

    // The mapped file: its open descriptor `fd` (taken over), its path, and what it was
    // (fstat) when it was mapped. read() reads through the descriptor, kept open while the
    // process has descriptors to spare (a read is then one pread instead of open, fstat,
    // pread and close: each a trap of ~10 us on a virtual machine, and 9,219 small logs
    // made 38,000 opens); else through the path, while it still names the file mapped
    // (the same device, inode, size and modification time). Without it read() copies from
    // the mapping. Called once.
    void setSource(std::string path, const struct stat& mapped, int fd);

private:
    GuardedMapping(void* data, std::size_t size, int slot) : data_(data), size_(size), slot_(slot) {}
    // pread of the whole range from the source file, if it is still the one mapped.
    bool readSource(std::uint64_t offset, std::size_t length, char* into) const;

    void* data_;
    std::size_t size_;
    int slot_;  // its entry in the handler's table
    int fd_ = -1;  // the mapped file, or -1 (read through path_)
    std::string path_;
    std::uint64_t device_ = 0, inode_ = 0;
    std::int64_t mtimeSeconds_ = 0, mtimeNanoseconds_ = 0;
};

// How many mappings can be guarded at once; map() fails beyond it (the caller reads the
// file into memory instead).
inline constexpr int kMaxGuardedMappings = 16384;

}  // namespace aw

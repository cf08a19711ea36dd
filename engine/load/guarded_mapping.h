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
#include <mutex>
#include <string>

struct stat;

namespace aw {

class GuardedMapping final : public FileData {
public:
    // The file open on `fd` (`size` bytes, > 0, as fstat gave `opened`), at `path`. While the
    // process has descriptors to spare it keeps `fd` and maps the file when its bytes are
    // first asked for: a pass that reads the file (read(), head()) never maps it, and 9,219
    // small logs spent ~50 ms mapping them one by one, then unmapping them. Else it maps it
    // now. The object owns `fd` from then on; nullptr and `error` set when mapping failed
    // (`fd` is still the caller's).
    static std::shared_ptr<GuardedMapping> open(std::string path, const struct stat& opened, int fd, std::size_t size,
                                                std::string& error);
    ~GuardedMapping() override;
    GuardedMapping(const GuardedMapping&) = delete;
    GuardedMapping& operator=(const GuardedMapping&) = delete;

    // Maps the file at the first call (thread-safe). Should mapping fail then (address space,
    // too many mappings), the file is read into memory instead.
    std::string_view bytes() const override;
    std::size_t size() const override { return size_; }
    // True once a read hit a page the file no longer has (it reads as zeros).
    bool truncatedWhileOpen() const override;
    // From the file (its descriptor, or its path while it still names the file opened)
    // while it still has the bytes asked for, else from the mapping. read() reads through
    // the descriptor kept (one pread instead of open, fstat, pread and close: each a trap of
    // ~10 us on a virtual machine, and 9,219 small logs made 38,000 opens).
    std::size_t read(std::uint64_t offset, std::size_t length, char* into) const override;

private:
    GuardedMapping(std::size_t size, std::string path, const struct stat& opened);
    // mmap and a guarded slot; false (with `error`) when either fails.
    bool mapNow(int fd, std::string& error) const;
    // pread of the whole range from the source file, if it is still the one opened.
    bool readSource(std::uint64_t offset, std::size_t length, char* into) const;

    std::size_t size_;
    mutable std::once_flag mapOnce_;
    mutable const void* data_ = nullptr;
    mutable std::atomic<int> slot_{-1};           // its entry in the handler's table, once mapped
    mutable std::string copy_;                    // the bytes, when mapping failed at the first bytes()
    mutable std::atomic<bool> copyShort_{false};  // and the file had fewer bytes left than it had
    int fd_ = -1;                                 // the file opened, or -1 (read through path_)
    std::string path_;
    std::uint64_t device_ = 0, inode_ = 0;
    std::int64_t mtimeSeconds_ = 0, mtimeNanoseconds_ = 0;
};

// How many mappings can be guarded at once; map() fails beyond it (the caller reads the
// file into memory instead).
inline constexpr int kMaxGuardedMappings = 16384;

}  // namespace aw

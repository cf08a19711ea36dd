// A read-only memory mapping of a whole file that survives the file being truncated.
//
// Big logs are mapped, not read: a 2 GB bundle must not cost 2 GB of heap. But a mapped
// file that another process truncates (log rotation, a copy being replaced) turns every
// read of the lost pages into SIGBUS, which would kill the workbench. A process-wide
// SIGBUS handler therefore maps a page of zeros over a lost page of a registered mapping
// and lets the read continue; the mapping remembers that its file changed, so the loader
// and the views can say so. Faults anywhere else keep their default action.
#pragma once

#include "aw/bundle.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

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

private:
    GuardedMapping(void* data, std::size_t size, int slot) : data_(data), size_(size), slot_(slot) {}
    void* data_;
    std::size_t size_;
    int slot_;  // its entry in the handler's table
};

// How many mappings can be guarded at once; map() fails beyond it (the caller reads the
// file into memory instead).
inline constexpr int kMaxGuardedMappings = 16384;

}  // namespace aw

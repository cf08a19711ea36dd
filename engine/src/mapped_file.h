// The two ways a bundle file's bytes are held: memory-mapped from a folder, or owned
// after decompression from an archive.
#pragma once

#include "aw/bundle.h"

#include <memory>
#include <string>

namespace aw {

// A read-only mapping of a whole file. Empty files map to an empty view.
class MappedFile final : public FileData {
public:
    // nullptr and `error` set when the file cannot be opened or mapped.
    static std::shared_ptr<MappedFile> open(const std::string& path, std::string& error);
    ~MappedFile() override;
    std::string_view bytes() const override { return {static_cast<const char*>(data_), size_}; }

private:
    MappedFile() = default;
    void* data_ = nullptr;
    std::size_t size_ = 0;
};

// Bytes owned in memory (archive entries, test inputs).
class MemoryFile final : public FileData {
public:
    explicit MemoryFile(std::string bytes) : bytes_(std::move(bytes)) {}
    std::string_view bytes() const override { return bytes_; }

private:
    std::string bytes_;
};

}  // namespace aw

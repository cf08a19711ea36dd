// A piece of a text log read a chunk at a time into a buffer (FileData::read), each chunk
// ending just past a newline. The loader's pass copies about a MiB at a time from the page
// cache instead of touching the mapped file (on virtual machines the first touch of a mapped
// page costs more than the copy; bench/README.md has the figures), then the literal scan and
// the line splitter read the copy while it is in the CPU's cache.
#pragma once

#include "engine/core/bundle.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace aw {

class TextChunks {
public:
    static constexpr std::size_t kChunkBytes = std::size_t{1} << 20;

    // [begin, end) of `data`: `begin` a line start, `end` just past a newline or the end of
    // the file. `buffer` is the caller's, reused from piece to piece. Without `copy` the
    // chunks are views of bytes(): for a file whose pages were touched already.
    TextChunks(const FileData& data, std::size_t begin, std::size_t end, std::vector<char>& buffer, bool copy = true)
        : data_(data), pos_(begin), end_(end), buffer_(buffer), copy_(copy) {}

    // The next chunk (whole lines: it ends just past a newline or at `end`) and where it
    // starts in the file; false after the last. A line longer than a chunk is given as a chunk
    // of its own, from the mapping. The chunk stays valid until the next call.
    bool next(std::string_view& chunk, std::uint64_t& offset);

private:
    const FileData& data_;
    std::size_t pos_;
    std::size_t end_;
    std::vector<char>& buffer_;
    bool copy_;
};

}  // namespace aw

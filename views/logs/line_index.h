// A compact index of where each line of a file starts: 4 bytes per line (32-bit offsets
// relative to 4 GiB blocks), so a 1 GB log of 10 M lines costs 40 MB, not 80. Plain C++,
// filled progressively by LineIndexer and read by the GUI thread that owns it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace awv {

class LineIndex {
public:
    void clear();
    void reserve(std::uint64_t lines);

    // Records the byte offset where the next line starts. Offsets must be increasing.
    // The index always holds one entry more than it has lines: the start of the line
    // after the last complete one (or file size + 1 for a file without a final newline).
    void appendStart(std::uint64_t offset);
    // The same for many increasing offsets at once (a chunk from the indexer thread): a
    // chunk within the current 4 GiB block is one tight copy, not a call per line.
    void appendStarts(const std::vector<std::uint64_t>& offsets);

    // Complete lines indexed so far.
    std::uint64_t lineCount() const { return low_.empty() ? 0 : low_.size() - 1; }

    // 0-based line -> start offset of that line.
    std::uint64_t lineStart(std::uint64_t line) const;
    // 0-based line -> its bytes in `file`, without "\n" or "\r\n".
    std::string_view lineBytes(std::string_view file, std::uint64_t line) const;
    // The 0-based line containing byte `offset` (clamped to the last line).
    std::uint64_t lineAt(std::uint64_t offset) const;

    std::uint64_t memoryBytes() const;

    // Appends to `starts` the offset after every '\n' in file[from, to).
    static void scanLineStarts(std::string_view file, std::uint64_t from, std::uint64_t to,
                               std::vector<std::uint64_t>& starts);

private:
    std::vector<std::uint32_t> low_;         // offset & 0xffffffff per entry
    std::vector<std::uint64_t> blockFirst_;  // first entry index of each 4 GiB block
};

}  // namespace awv

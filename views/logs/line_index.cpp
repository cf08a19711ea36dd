#include "views/logs/line_index.h"

#include <algorithm>
#include <cstring>

namespace awv {

void LineIndex::clear() {
    low_.clear();
    low_.shrink_to_fit();
    blockFirst_.clear();
}

void LineIndex::reserve(std::uint64_t lines) {
    low_.reserve(lines + 1);
}

void LineIndex::appendStart(std::uint64_t offset) {
    const std::uint64_t block = offset >> 32;
    while (blockFirst_.size() <= block) blockFirst_.push_back(low_.size());
    low_.push_back(static_cast<std::uint32_t>(offset & 0xffffffffULL));
}

void LineIndex::appendStarts(const std::vector<std::uint64_t>& offsets) {
    if (offsets.empty()) return;
    if (blockFirst_.empty() || (offsets.back() >> 32) != blockFirst_.size() - 1) {
        for (std::uint64_t offset : offsets) appendStart(offset);  // a block starts in this chunk
        return;
    }
    // Offsets increase, so the first and the last in the current block mean all are.
    const std::size_t old = low_.size();
    low_.resize(old + offsets.size());
    std::uint32_t* out = low_.data() + old;
    for (std::size_t i = 0; i < offsets.size(); ++i) out[i] = static_cast<std::uint32_t>(offsets[i] & 0xffffffffULL);
}

std::uint64_t LineIndex::lineStart(std::uint64_t line) const {
    if (line >= low_.size()) return 0;
    // Few blocks (one per 4 GiB): a binary search over them is negligible.
    const auto it = std::upper_bound(blockFirst_.begin(), blockFirst_.end(), line);
    const std::uint64_t block = static_cast<std::uint64_t>(it - blockFirst_.begin()) - 1;
    return (block << 32) | low_[line];
}

std::string_view LineIndex::lineBytes(std::string_view file, std::uint64_t line) const {
    if (line >= lineCount()) return {};
    const std::uint64_t begin = std::min<std::uint64_t>(lineStart(line), file.size());
    std::uint64_t end = lineStart(line + 1);
    end = end == 0 ? begin : std::min<std::uint64_t>(end - 1, file.size());  // drop the '\n'
    if (end < begin) end = begin;
    if (end > begin && file[end - 1] == '\r') --end;
    return file.substr(begin, end - begin);
}

std::uint64_t LineIndex::lineAt(std::uint64_t offset) const {
    if (lineCount() == 0) return 0;
    std::uint64_t lo = 0, hi = lineCount();  // invariant: lineStart(lo) <= offset
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (lineStart(mid) <= offset) lo = mid;
        else hi = mid;
    }
    return lo;
}

std::uint64_t LineIndex::memoryBytes() const {
    return low_.capacity() * sizeof(std::uint32_t) + blockFirst_.capacity() * sizeof(std::uint64_t);
}

void LineIndex::scanLineStarts(std::string_view file, std::uint64_t from, std::uint64_t to,
                               std::vector<std::uint64_t>& starts) {
    to = std::min<std::uint64_t>(to, file.size());
    const char* base = file.data();
    const char* p = base + from;
    const char* end = base + to;
    while (p < end) {
        const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        if (!nl) break;
        p = static_cast<const char*>(nl) + 1;
        starts.push_back(static_cast<std::uint64_t>(p - base));
    }
}

}  // namespace awv

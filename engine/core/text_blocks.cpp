#include "engine/core/text_blocks.h"

#include <algorithm>

namespace aw {

namespace {
// Small files (a Slurm record, a pod list) take one small block; a journal of hundreds of
// megabytes takes blocks of 1 MiB. Sizes count the string's terminator: an allocation of
// a power of two.
constexpr std::size_t kMaxBlockSize = std::size_t{1} << 20;
// Unused room in the last block worth a copy of what it holds.
constexpr std::size_t kWorthShrinking = std::size_t{16} << 10;
}  // namespace

std::string_view TextBlocks::append(std::string_view text) {
    if (text.empty()) return {};
    if (blocks_.empty() || blocks_.back()->capacity() - blocks_.back()->size() < text.size()) {
        auto block = std::make_unique<std::string>();
        block->reserve(std::max(nextBlockSize_ - 1, text.size()));
        nextBlockSize_ = std::min(nextBlockSize_ * 2, kMaxBlockSize);
        blocks_.push_back(std::move(block));
    }
    std::string& block = *blocks_.back();
    const std::size_t at = block.size();
    block.append(text);  // within its capacity: the block's bytes do not move
    return std::string_view(block).substr(at);
}

TextBlocks::Moved TextBlocks::shrinkLast() {
    if (blocks_.empty()) return {};
    std::string& last = *blocks_.back();
    if (last.capacity() - last.size() < kWorthShrinking) return {};
    auto exact = std::make_unique<std::string>(last);  // a copy of `last`'s size
    Moved moved{std::move(blocks_.back()), exact->data()};
    blocks_.back() = std::move(exact);
    return moved;
}

void TextBlocks::moveTo(std::vector<std::unique_ptr<std::string>>& owner) {
    for (auto& block : blocks_) owner.push_back(std::move(block));
    blocks_.clear();
}

}  // namespace aw

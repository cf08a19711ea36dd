// TextChunks (see text_chunks.h).
#include "engine/text/text_chunks.h"

#include "engine/text/text_pieces.h"

#include <algorithm>

namespace aw {

bool TextChunks::next(std::string_view& chunk, std::uint64_t& offset) {
    if (pos_ >= end_) return false;
    offset = pos_;
    if (!copy_) {
        const std::string_view all = data_.bytes().substr(0, end_);
        chunk = all.substr(pos_, lineAlignedEnd(all, pos_, kChunkBytes) - pos_);
        pos_ += chunk.size();
        return !chunk.empty();
    }
    const std::size_t want = std::min(kChunkBytes, end_ - pos_);
    if (buffer_.size() < want) buffer_.resize(kChunkBytes);
    const std::size_t got = data_.read(pos_, want, buffer_.data());
    std::string_view text(buffer_.data(), got);
    if (got < want) {
        // Only a file cut short since it was mapped reads short: the rest as the mapping has it.
        text = data_.bytes().substr(pos_, end_ - pos_);
    } else if (pos_ + got < end_) {
        const std::size_t lastNewline = text.rfind('\n');
        if (lastNewline == std::string_view::npos) {
            // A line longer than a chunk: to its end, from the mapping.
            const std::string_view all = data_.bytes().substr(0, end_);
            text = all.substr(pos_, lineAlignedEnd(all, pos_, got) - pos_);
        } else {
            text = text.substr(0, lastNewline + 1);  // the rest is read again with the next chunk
        }
    }
    if (text.empty()) {
        pos_ = end_;
        return false;
    }
    chunk = text;
    pos_ += text.size();
    return true;
}

}  // namespace aw

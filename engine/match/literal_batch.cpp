#include "engine/match/literal_batch.h"

#include "engine/text/text_log_scanner.h"

namespace aw {

bool LiteralBatch::fits(std::string_view text) {
    return text.size() <= kMaxLineBytes && (text.empty() || text.back() != '\r') &&
           text.find('\n') == std::string_view::npos;
}

bool LiteralBatch::add(std::string_view text) {
    starts_.push_back(text_.size());
    text_ += text;
    text_ += '\n';
    return text_.size() >= kBatchBytes;
}

void LiteralBatch::scan(const LiteralScanner& scanner, LiteralScanner::Scratch& scratch,
                        const std::function<void(std::size_t, const std::vector<int>&, bool)>& visit) {
    // Where every item starts is known: its hits are found by walking the starts, not by
    // looking for the newlines around each hit as in a file.
    hits_.clear();
    scanner.scan(text_, scratch, hits_);
    std::size_t item = 0;
    for (std::size_t h = 0; h < hits_.size();) {
        while (item + 1 < starts_.size() && starts_[item + 1] <= hits_[h].offset) ++item;
        const std::size_t newline = (item + 1 < starts_.size() ? starts_[item + 1] : text_.size()) - 1;
        const std::size_t first = h;
        bool nonAscii = false;
        if (takeLineAtoms(hits_, h, newline, newline, atoms_, nonAscii)) visit(item, atoms_, nonAscii);
        if (h == first) ++h;  // a hit on a newline: none is, but never loop on one
    }
    text_.clear();
    starts_.clear();
}

}  // namespace aw

#include "engine/match/literal_batch.h"

#include "engine/text/text_log_scanner.h"

namespace aw {

bool LiteralBatch::fits(std::string_view text) {
    return text.size() <= kMaxLineBytes && (text.empty() || text.back() != '\r') &&
           text.find('\n') == std::string_view::npos;
}

bool LiteralBatch::add(std::string_view text) {
    text_ += text;
    text_ += '\n';
    ++count_;
    return text_.size() >= kBatchBytes;
}

void LiteralBatch::scan(const LiteralScanner& scanner, LiteralScanner::Scratch& scratch,
                        const std::function<void(std::size_t, const std::vector<int>&, bool)>& visit) {
    // Every item is one line: its number says which.
    forEachLineWithLiterals(text_, scanner, scratch, [&](const TextLine& line, const std::vector<int>& atoms, bool nonAscii) {
        visit(line.number - 1, atoms, nonAscii);
    });
    text_.clear();
    count_ = 0;
}

}  // namespace aw

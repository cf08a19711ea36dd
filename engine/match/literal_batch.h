// Short texts (a journal's records: ~130 bytes each) scanned for a scanner's literals a
// batch at a time. One Vectorscan call per record cost ~100 ns, half of what matching a
// journal record cost; joined by newlines, a MiB of records is scanned as a chunk of a text
// log is, in one call. Each text gets the atoms find() would give it alone (and, as a line
// of a log may, a whole-regex atom whose match runs on past a newline also names the text
// after it: one more candidate, which the rule's own regex then turns down).
#pragma once

#include "engine/match/literal_lines.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

class LiteralBatch {
public:
    // Whether `text` can join a batch as one line of it: no newline, no trailing '\r' and
    // not longer than a line is matched (kMaxLineBytes). Others are found alone.
    static bool fits(std::string_view text);

    // Appends `text` (which fits()) as the next item. True when the batch is full: scan it.
    bool add(std::string_view text);
    std::size_t size() const { return starts_.size(); }

    // Calls visit(item, atoms, nonAscii) for every item (numbered from 0 as added) that holds
    // an atom or a byte >= 0x80, in order, as find() would give them; then empties the batch.
    void scan(const LiteralScanner& scanner, LiteralScanner::Scratch& scratch,
              const std::function<void(std::size_t item, const std::vector<int>& atoms, bool nonAscii)>& visit);

    static constexpr std::size_t kBatchBytes = std::size_t{1} << 20;

private:
    std::string text_;
    std::vector<std::size_t> starts_;  // where each item starts in text_
    std::vector<LiteralScanner::Hit> hits_;
    std::vector<int> atoms_;
};

}  // namespace aw

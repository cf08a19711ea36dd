#include "engine/match/literal_lines.h"

#include "engine/text/newline_count.h"
#include "engine/text/text_pieces.h"

#include <algorithm>
#include <cstring>

namespace aw {

bool takeLineAtoms(const std::vector<LiteralScanner::Hit>& hits, std::size_t& next, std::uint64_t lineEnd,
                   std::uint64_t textEnd, std::vector<int>& atoms, bool& nonAscii) {
    atoms.clear();
    nonAscii = false;
    for (; next < hits.size() && hits[next].offset < lineEnd; ++next) {
        if (hits[next].offset + hits[next].length > textEnd) continue;
        if (hits[next].atom == LiteralScanner::kNonAscii) nonAscii = true;
        else atoms.push_back(hits[next].atom);
    }
    if (atoms.size() > 1) {
        std::sort(atoms.begin(), atoms.end());
        atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
    }
    return !atoms.empty() || nonAscii;
}

bool forEachLineWithLiterals(std::string_view bytes, const LiteralScanner& scanner, LiteralScanner::Scratch& scratch,
                             const LiteralLineVisitor& visit, const std::atomic<bool>* cancel, std::size_t chunkBytes) {
    // hs_scan takes an unsigned length; chunks also bound the match list's memory.
    chunkBytes = std::clamp<std::size_t>(chunkBytes, 1, std::size_t{1} << 30);
    std::vector<LiteralScanner::Hit> hits;
    std::vector<int> atoms;
    std::size_t counted = 0;         // the newlines before this offset
    std::size_t newlinesBefore = 0;  // are this many
    TextLine line;
    for (std::size_t from = 0; from < bytes.size();) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        const std::size_t to = lineAlignedEnd(bytes, from, chunkBytes);  // atoms never hold a newline
        hits.clear();
        mapPagesNow(bytes.substr(from, to - from));  // `bytes` may be a file's mapping
        scanner.scan(bytes.substr(from, to - from), scratch, hits, from);
        for (std::size_t h = 0; h < hits.size();) {
            const std::size_t at = hits[h].offset;
            // The line around the hit: chunks start at line starts, so it lies inside.
            const void* before = at > from ? memrchr(bytes.data() + from, '\n', at - from) : nullptr;
            const std::size_t begin =
                before ? static_cast<std::size_t>(static_cast<const char*>(before) - bytes.data()) + 1 : from;
            const void* after = std::memchr(bytes.data() + at, '\n', to - at);
            const std::size_t end =
                after ? static_cast<std::size_t>(static_cast<const char*>(after) - bytes.data()) : to;
            std::size_t length = end - begin;
            if (length && bytes[begin + length - 1] == '\r') --length;
            line.offset = begin;
            line.raw = bytes.substr(begin, length);
            line.truncated = length > kMaxLineBytes;
            line.text = line.truncated ? line.raw.substr(0, kMaxLineBytes) : line.raw;
            bool nonAscii = false;
            if (!takeLineAtoms(hits, h, end, begin + line.text.size(), atoms, nonAscii)) continue;
            newlinesBefore += countNewlines(bytes.substr(counted, begin - counted));
            counted = begin;
            line.number = static_cast<std::uint32_t>(newlinesBefore + 1);
            visit(line, atoms, nonAscii);
        }
        from = to;
    }
    return true;
}

}  // namespace aw

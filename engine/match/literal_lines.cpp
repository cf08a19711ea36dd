#include "engine/match/literal_lines.h"

#include "engine/text/text_pieces.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace aw {

std::size_t countNewlines(std::string_view text) {
    const char* p = text.data();
    const char* end = p + text.size();
    std::size_t count = 0;
#if defined(__SSE2__)
    // Byte counters (cmpeq gives -1 per newline), summed every 255 blocks at most.
    const __m128i newline = _mm_set1_epi8('\n');
    while (end - p >= 16) {
        __m128i counters = _mm_setzero_si128();
        for (int blocks = 0; blocks < 255 && end - p >= 16; ++blocks, p += 16)
            counters = _mm_sub_epi8(counters, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), newline));
        const __m128i sums = _mm_sad_epu8(counters, _mm_setzero_si128());
        count += static_cast<std::size_t>(_mm_cvtsi128_si32(sums)) +
                 static_cast<std::size_t>(_mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
    }
#endif
    for (; p < end; ++p) count += *p == '\n';
    return count;
}

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
    std::size_t counted = 0;        // the newlines before this offset
    std::size_t newlinesBefore = 0; // are this many
    TextLine line;
    for (std::size_t from = 0; from < bytes.size();) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        const std::size_t to = lineAlignedEnd(bytes, from, chunkBytes);  // atoms never hold a newline
        hits.clear();
        scanner.scan(bytes.substr(from, to - from), scratch, hits, from);
        for (std::size_t h = 0; h < hits.size();) {
            const std::size_t at = hits[h].offset;
            // The line around the hit: chunks start at line starts, so it lies inside.
            const void* before = at > from ? memrchr(bytes.data() + from, '\n', at - from) : nullptr;
            const std::size_t begin =
                before ? static_cast<std::size_t>(static_cast<const char*>(before) - bytes.data()) + 1 : from;
            const void* after = std::memchr(bytes.data() + at, '\n', to - at);
            const std::size_t end = after ? static_cast<std::size_t>(static_cast<const char*>(after) - bytes.data()) : to;
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

// Newlines of a 64-byte block as a bit mask (bit i: p[i] == '\n'), with SSE2 where the
// compiler targets it. Splitting lines by walking these bits costs a few instructions a
// line; memchr per line spends most of its time in call and setup for ~100-byte lines.
#pragma once

#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace aw {

inline std::uint64_t newlineMask64(const char* p) {
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    std::uint64_t mask = 0;
    for (int k = 0; k < 4; ++k) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
        mask |= std::uint64_t{static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, newline)))} << (16 * k);
    }
    return mask;
#else
    std::uint64_t mask = 0;
    for (int i = 0; i < 64; ++i) mask |= std::uint64_t{p[i] == '\n'} << i;
    return mask;
#endif
}

}  // namespace aw

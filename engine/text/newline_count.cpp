#include "engine/text/newline_count.h"

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
            counters =
                _mm_sub_epi8(counters, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), newline));
        const __m128i sums = _mm_sad_epu8(counters, _mm_setzero_si128());
        count += static_cast<std::size_t>(_mm_cvtsi128_si32(sums)) +
                 static_cast<std::size_t>(_mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
    }
#endif
    for (; p < end; ++p) count += *p == '\n';
    return count;
}

}  // namespace aw

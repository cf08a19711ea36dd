// UTF-8 as the writers need it: where a valid sequence ends. Bytes from logs are not
// always UTF-8; every writer that must emit valid text (JSON, reports, the terminal) asks
// here and replaces or escapes what is not.
#pragma once

#include <cstddef>
#include <string_view>

namespace aw {

// Length (1 to 4) of the valid UTF-8 sequence starting at s[p], or 0 when the bytes there
// are not one (a stray continuation byte, a cut sequence, an overlong form, a surrogate,
// past U+10FFFF). `p` < s.size().
inline std::size_t utf8SequenceLength(std::string_view s, std::size_t p) {
    const auto b0 = static_cast<unsigned char>(s[p]);
    std::size_t n = 0;
    if (b0 < 0x80) return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF) n = 2;
    else if (b0 >= 0xE0 && b0 <= 0xEF) n = 3;
    else if (b0 >= 0xF0 && b0 <= 0xF4) n = 4;
    else return 0;
    if (p + n > s.size()) return 0;
    for (std::size_t i = 1; i < n; ++i)
        if ((static_cast<unsigned char>(s[p + i]) & 0xC0) != 0x80) return 0;
    const auto b1 = static_cast<unsigned char>(s[p + 1]);
    if (b0 == 0xE0 && b1 < 0xA0) return 0;  // overlong
    if (b0 == 0xED && b1 > 0x9F) return 0;  // surrogates
    if (b0 == 0xF0 && b1 < 0x90) return 0;  // overlong
    if (b0 == 0xF4 && b1 > 0x8F) return 0;  // > U+10FFFF
    return n;
}

// A C1 control character (U+0080 to U+009F) starts at s[p]: \xC2 then \x80-\x9F. Some
// terminals act on them as on ESC sequences (U+009B is CSI).
inline bool isC1Control(std::string_view s, std::size_t p) {
    return p + 1 < s.size() && static_cast<unsigned char>(s[p]) == 0xC2 &&
           static_cast<unsigned char>(s[p + 1]) >= 0x80 && static_cast<unsigned char>(s[p + 1]) <= 0x9F;
}

}  // namespace aw

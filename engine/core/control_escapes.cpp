#include "engine/core/control_escapes.h"

#include "engine/core/utf8.h"

#include <cstdio>

namespace aw {
namespace {

void appendEscape(std::string& out, const char* format, unsigned value) {
    char buf[8];
    std::snprintf(buf, sizeof buf, format, value);
    out += buf;
}

// U+202A-U+202E (E2 80 AA-AE) and U+2066-U+2069 (E2 81 A6-A9), or 0.
unsigned bidiControl(std::string_view s, std::size_t p) {
    if (p + 2 >= s.size() || static_cast<unsigned char>(s[p]) != 0xE2) return 0;
    const auto b1 = static_cast<unsigned char>(s[p + 1]), b2 = static_cast<unsigned char>(s[p + 2]);
    if (b1 == 0x80 && b2 >= 0xAA && b2 <= 0xAE) return 0x2000 + (b2 - 0x80);
    if (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9) return 0x2040 + (b2 - 0x80);
    return 0;
}

}  // namespace

std::string escapeControls(std::string_view whole, EscapeOptions options) {
    const std::string_view text = whole.substr(0, options.maxBytes);
    std::string out;
    out.reserve(text.size());
    for (std::size_t p = 0; p < text.size();) {
        const auto c = static_cast<unsigned char>(text[p]);
        std::size_t n = 1;
        if ((c == '\t' && options.keepTab) || (c >= 0x20 && c < 0x7F)) out += static_cast<char>(c);
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c < 0x80) appendEscape(out, "\\x%02x", c);
        else if (isC1Control(text, p)) appendEscape(out, "\\u%04x", static_cast<unsigned char>(text[p + 1])), n = 2;
        else if (const unsigned bidi = bidiControl(text, p)) appendEscape(out, "\\u%04x", bidi), n = 3;
        else if ((n = utf8SequenceLength(text, p)) != 0) out.append(text.substr(p, n));
        else appendEscape(out, "\\x%02x", c), n = 1;
        p += n;
    }
    if (text.size() < whole.size()) out += "...";
    return out;
}

}  // namespace aw

// Epoch digits: 10 (seconds, with an optional fraction), 13 (ms), 16 (us) or 19 (ns), at the
// line's start or in brackets.
#pragma once

#include "engine/text/stamps/date_parts.h"

namespace aw::stamps {
namespace {

// The digits at the cursor, then a byte that ends a number.
inline bool parseEpoch(Cursor& c, TimeNs& time) {
    Cursor t = c;
    std::int64_t v = 0;
    int n = 0;
    // At most 19 digits; a value above INT64_MAX is no time of ours.
    while (isDigit(t.peek()) && n < 19) {
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, t.peek() - '0', &v)) return false;
        ++t.p;
        ++n;
    }
    if (isDigit(t.peek())) return false;
    // The unit times the value must fit TimeNs (10 digits of seconds reach past 2262).
    const auto scaled = [&](std::int64_t unit, std::int64_t extra) {
        return !__builtin_mul_overflow(v, unit, &time) && !__builtin_add_overflow(time, extra, &time);
    };
    switch (n) {
    case 10: {
        std::int64_t ns = 0;
        if (t.peek() == '.' && isDigit(t.peek(1))) {
            ++t.p;
            ns = t.fraction();
        }
        if (!scaled(kNsPerSec, ns)) return false;
        break;
    }
    case 13:
        if (!scaled(1'000'000, 0)) return false;
        break;
    case 16:
        if (!scaled(1'000, 0)) return false;
        break;
    case 19: time = v; break;
    default: return false;
    }
    // "1764489600-foo" or "1764489600abc" is an identifier, not a time.
    char next = t.peek();
    if (next != '\0' && next != ' ' && next != '\t' && next != ']' && next != ':' && next != ',' && next != '|' &&
        next != ';')
        return false;
    c = t;
    return true;
}

// At the line's start: "1796025662 job started". A line that starts indented is a table's or
// a block's, not a stamped log line's: its first number is an epoch only with a fraction
// (nccl-tests' result rows start with "  1073741824", which read as 2004-01-10).
inline bool readEpoch(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    if (!parseEpoch(t, pt.time)) return false;
    if (line.indented && t.s.substr(at, t.p - at).find('.') == std::string_view::npos) return false;
    pt.quality = TimeQuality::Exact;
    at = t.p;
    return true;
}

// In brackets: "[1796025662.25] ...", the ']' after it if there is one.
inline bool readBracketedEpoch(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    if (!isDigit(t.peek()) || !parseEpoch(t, pt.time)) return false;
    pt.quality = TimeQuality::Exact;
    if (t.peek() == ']') ++t.p;
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

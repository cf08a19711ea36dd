// loghub's BGL (Blue Gene/L RAS log): "LABEL EPOCH YYYY.MM.DD LOCATION
// YYYY-MM-DD-HH.MM.SS.ffffff LOCATION RAS ...", LABEL "-" or an alert category. The epoch
// seconds are UTC; the stamp's fraction refines them.
#pragma once

#include "engine/text/stamps/date_parts.h"

namespace aw::stamps {
namespace {

inline bool readBgl(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    // The label: 1 to 24 bytes, then a space (memchr: this runs on every line whose
    // time no earlier form read, half of a training log's).
    const std::size_t label = t.done() ? std::string_view::npos : t.s.substr(t.p, 25).find(' ');
    if (label == 0 || label == std::string_view::npos) return false;
    t.p += label + 1;
    int epochDigits = 0;
    while (isDigit(t.peek(epochDigits))) ++epochDigits;
    if (epochDigits != 10 || t.peek(10) != ' ') return false;
    std::int64_t seconds = 0;
    for (int i = 0; i < 10; ++i) seconds = seconds * 10 + (t.peek(i) - '0');
    t.p += 11;
    int y, mo, d;
    if (!t.digits(4, y) || !t.eat('.') || !t.digits(2, mo) || !t.eat('.') || !t.digits(2, d) || !t.eat(' '))
        return false;
    while (!t.done() && t.peek() != ' ') ++t.p;  // the location
    if (!t.eat(' ')) return false;
    int y2, mo2, d2, h, mi, s;
    if (!t.digits(4, y2) || !t.eat('-') || !t.digits(2, mo2) || !t.eat('-') || !t.digits(2, d2) || !t.eat('-') ||
        !t.digits(2, h) || !t.eat('.') || !t.digits(2, mi) || !t.eat('.') || !t.digits(2, s))
        return false;
    std::int64_t ns = 0;
    if (t.peek() == '.') {
        ++t.p;
        ns = t.fraction();
    }
    // Ten digits reach past 2262, the last second nanoseconds can count: not a stamp then.
    TimeNs time;
    if (__builtin_mul_overflow(seconds, kNsPerSec, &time) || __builtin_add_overflow(time, ns, &time)) return false;
    pt.time = time;
    pt.quality = TimeQuality::Exact;
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

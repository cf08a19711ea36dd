// The parts timestamp formats are made of: month and weekday names, a date and a clock that
// can be, a zone suffix, seconds with their fraction, and the source's own zone applied to a
// time written without one.
#pragma once

#include "engine/text/stamps/cursor.h"
#include "engine/text/timestamp.h"

namespace aw::stamps {
namespace {

inline int monthFromName(std::string_view s) {
    if (s.size() < 3) return 0;
    static constexpr const char* kMonths[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                              "jul", "aug", "sep", "oct", "nov", "dec"};
    char a = static_cast<char>(s[0] | 0x20), b = static_cast<char>(s[1] | 0x20), c = static_cast<char>(s[2] | 0x20);
    for (int i = 0; i < 12; ++i)
        if (kMonths[i][0] == a && kMonths[i][1] == b && kMonths[i][2] == c) return i + 1;
    return 0;
}

inline bool isWeekdayName(std::string_view s) {
    if (s.size() < 3) return false;
    static constexpr const char* kDays[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
    char a = static_cast<char>(s[0] | 0x20), b = static_cast<char>(s[1] | 0x20), c = static_cast<char>(s[2] | 0x20);
    for (const char* d : kDays)
        if (d[0] == a && d[1] == b && d[2] == c) return true;
    return false;
}

inline bool validDate(int month, int day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}
// Years whose every instant fits TimeNs (int64 ns: 1677-09-21 .. 2262-04-11), with room
// for a zone offset. "9999-01-01" in a broken log must not overflow.
inline bool representableYear(int year) {
    return year >= 1678 && year <= 2261;
}
inline bool validTime(int h, int m, int s) {
    return h <= 23 && m <= 59 && s <= 60;
}

// Applies the per-source zone to a zone-less wall-clock time.
inline void applyLocalZone(ParsedTime& pt, const TimeContext& ctx, TimeQuality withoutZone) {
    if (ctx.tzKnown) {
        pt.time -= TimeNs(ctx.tzOffsetSeconds) * kNsPerSec;
        pt.quality = withoutZone == TimeQuality::AssumedUtc ? TimeQuality::Exact : withoutZone;
    } else {
        pt.quality = withoutZone;
    }
}

// Zone suffix at the cursor: Z, +HH, +HHMM, +HH:MM. Returns false (cursor unchanged) if none.
inline bool parseZone(Cursor& c, std::int32_t& offset) {
    if (c.peek() == 'Z' || c.peek() == 'z') {
        ++c.p;
        offset = 0;
        return true;
    }
    if (c.peek() != '+' && c.peek() != '-') return false;
    Cursor t = c;
    bool neg = t.peek() == '-';
    ++t.p;
    int hh = 0, mm = 0;
    if (!t.digits(2, hh)) return false;
    if (t.peek() == ':') {
        Cursor u = t;
        ++u.p;
        if (u.digits(2, mm)) t = u;
    } else if (isDigit(t.peek())) {
        if (!t.digits(2, mm)) return false;
    }
    if (hh > 14 || mm > 59) return false;
    offset = (hh * 3600 + mm * 60) * (neg ? -1 : 1);
    c = t;
    return true;
}

// :SS[.frac] at the cursor, after HH:MM read as `h` and `mi` (checked with the seconds).
inline bool parseSeconds(Cursor& c, int h, int mi, int& s, std::int64_t& ns) {
    Cursor t = c;
    if (!t.eat(':') || !t.digits(2, s) || !validTime(h, mi, s)) return false;
    ns = 0;
    if ((t.peek() == '.' || t.peek() == ',') && isDigit(t.peek(1))) {
        ++t.p;
        ns = t.fraction();
    }
    c = t;
    return true;
}

// HH:MM:SS[.frac] at the cursor.
inline bool parseClock(Cursor& c, int& h, int& mi, int& s, std::int64_t& ns) {
    Cursor t = c;
    if (!t.digits(2, h) || !t.eat(':') || !t.digits(2, mi) || !parseSeconds(t, h, mi, s, ns)) return false;
    c = t;
    return true;
}

}  // namespace
}  // namespace aw::stamps

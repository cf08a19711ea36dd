// ISO 8601 / RFC 3339: "YYYY-MM-DD[T ]HH:MM[:SS][.frac][zone]", with or without a zone,
// a ',' or '.' before the fraction. At the line's start, in brackets (NCCL, slurmd, Talos,
// Ray) and in parentheses after a logger and level (submitit).
#pragma once

#include "engine/text/stamps/date_parts.h"

#include <cstring>

namespace aw::stamps {
namespace {

// "YYYY-MM-DD?HH:MM" and the time it starts, as last read on this thread: consecutive
// lines mostly share their minute, and comparing 16 bytes is cheaper than reading and
// converting them.
struct IsoMinute {
    static constexpr std::size_t kBytes = 16;
    char text[kBytes] = {};
    TimeNs start = kNoTime;
};

// YYYY-MM-DD[T ]HH:MM[:SS][.frac][zone] at the cursor.
inline bool parseIso(Cursor& c, TimeNs& time, bool& hasZone) {
    thread_local IsoMinute memo;
    Cursor t = c;
    TimeNs minute = kNoTime;
    if (memo.start != kNoTime && t.s.size() - t.p >= IsoMinute::kBytes &&
        std::memcmp(t.s.data() + t.p, memo.text, IsoMinute::kBytes) == 0) {
        minute = memo.start;
        t.p += IsoMinute::kBytes;
    } else {
        int y, mo, d, h, mi;
        if (!t.digits(4, y) || !t.eat('-') || !t.digits(2, mo) || !t.eat('-') || !t.digits(2, d)) return false;
        if (t.peek() != 'T' && t.peek() != ' ' && t.peek() != 't') return false;
        ++t.p;
        if (!t.digits(2, h) || !t.eat(':') || !t.digits(2, mi)) return false;
        if (!representableYear(y) || !validDate(mo, d) || !validTime(h, mi, 0)) return false;
        minute = civilToNs(y, mo, d, h, mi, 0);
        std::memcpy(memo.text, c.s.data() + c.p, IsoMinute::kBytes);
        memo.start = minute;
    }
    int s = 0;
    if (t.peek() == ':') {
        ++t.p;
        if (!t.digits(2, s) || s > 60) return false;
    }
    std::int64_t ns = 0;
    if ((t.peek() == '.' || t.peek() == ',') && isDigit(t.peek(1))) {
        ++t.p;
        ns = t.fraction();
    }
    std::int32_t zone = 0;
    hasZone = parseZone(t, zone);
    if (!hasZone && t.peek() == ' ' && (t.peek(1) == 'U' && t.peek(2) == 'T' && t.peek(3) == 'C')) {
        t.p += 4;
        hasZone = true;
    }
    time = minute + TimeNs(s) * kNsPerSec + ns - TimeNs(zone) * kNsPerSec;
    c = t;
    return true;
}

// An ISO time's quality: exact with its zone, else in the source's zone (UTC if unknown).
inline void isoQuality(ParsedTime& pt, bool hasZone, const TimeContext& ctx) {
    if (hasZone) pt.quality = TimeQuality::Exact;
    else applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
}

// At the line's start: "2026-11-30T08:01:02.123456+02:00 ...", "2026-11-30 08:01:02,123 - INFO".
inline bool readIso(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    bool hasZone = false;
    if (!parseIso(t, pt.time, hasZone)) return false;
    isoQuality(pt, hasZone, line.ctx);
    at = t.p;
    return true;
}

// In brackets, blanks before it or not, the ']' after it if there is one: "[2026-11-30 08:11:03]".
inline bool readBracketedIso(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    bool hasZone = false;
    if (!isDigit(t.peek()) || !parseIso(t, pt.time, hasZone)) return false;
    isoQuality(pt, hasZone, line.ctx);
    if (t.peek() == ']') ++t.p;
    at = t.p;
    return true;
}

// Python logging with the time in parentheses after the logger and level, as submitit
// writes it: "submitit WARNING (2022-08-12 02:06:11,453) - Bypassing signal SIGTERM".
inline bool readParenthesisedIso(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    for (int word = 0; word < 2; ++word) {  // logger, level: 1 to 40 bytes without '(', then a space
        const std::string_view head = t.done() ? std::string_view() : t.s.substr(t.p, 41);
        const std::size_t n = head.find(' ');
        if (n == 0 || n == std::string_view::npos || head.substr(0, n).find('(') != std::string_view::npos)
            return false;
        t.p += n + 1;
    }
    if (!t.eat('(') || !isDigit(t.peek())) return false;
    bool hasZone = false;
    if (!parseIso(t, pt.time, hasZone) || t.peek() != ')') return false;
    ++t.p;
    isoQuality(pt, hasZone, line.ctx);
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

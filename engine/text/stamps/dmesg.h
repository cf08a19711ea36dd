// The kernel's ring buffer as dmesg prints it: seconds since boot ("[ 1234.567890]"), `dmesg
// -T`'s ctime ("[Mon Nov 30 08:01:02 2026]"), and `dmesg -H`, which writes the time once a
// minute ("[Nov20 14:05]") and on the lines between the time since the line before
// ("[  +0.000316]").
#pragma once

#include "engine/text/stamps/date_parts.h"
#include "engine/text/stamps/yearless.h"

#include <optional>

namespace aw::stamps {
namespace {

// "[ 1234.567890]": seconds since boot, placed at the node's boot time when it is known.
inline bool readDmesg(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    if (!isDigit(t.peek())) return false;
    std::int64_t secs = 0;
    int n = 0;
    while (isDigit(t.peek())) {
        if (++n > 9) return false;  // 9 digits: 31 years of uptime, and boot time + secs * 10^9 fits TimeNs
        secs = secs * 10 + (t.peek() - '0');
        ++t.p;
    }
    if (t.peek() != '.') return false;
    ++t.p;
    if (!isDigit(t.peek())) return false;
    std::int64_t ns = t.fraction();
    if (t.peek() != ']') return false;
    ++t.p;
    TimeNs rel = secs * kNsPerSec + ns;
    if (line.ctx.bootTime != kNoTime && !__builtin_add_overflow(line.ctx.bootTime, rel, &pt.time)) {
        pt.quality = TimeQuality::Exact;
    } else {  // no boot time, or one so late that the sum leaves TimeNs
        pt.time = rel;
        pt.quality = TimeQuality::BootRelative;
    }
    at = t.p;
    return true;
}

// dmesg -T: "[Mon Nov 30 08:01:02 2026]", the ']' after it if there is one.
inline bool readDmesgCtime(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    if (t.peek(3) != ' ' || !isWeekdayName(t.s.substr(t.p))) return false;
    t.p += 4;
    int mo = monthFromName(t.s.substr(t.p));
    if (!mo || t.peek(3) != ' ') return false;
    t.p += 3;
    t.skipBlanks();
    int d = 0;
    if (!(isDigit(t.peek()) && isDigit(t.peek(1)) ? t.digits(2, d) : t.digits(1, d))) return false;
    t.skipBlanks();
    int h, mi, s, y;
    std::int64_t ns;
    if (!parseClock(t, h, mi, s, ns)) return false;
    t.skipBlanks();
    if (!t.digits(4, y) || !representableYear(y) || !validDate(mo, d)) return false;
    pt.time = civilToNs(y, mo, d, h, mi, s, ns);
    applyLocalZone(pt, line.ctx, TimeQuality::AssumedUtc);
    if (t.peek() == ']') ++t.p;
    at = t.p;
    return true;
}

// dmesg -H's minute stamp: "[Nov20 14:05]" (no year, no seconds).
inline bool readDmesgMinute(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    const int mo = monthFromName(t.s.substr(t.p));
    if (!mo) return false;
    t.p += 3;
    t.eat(' ');
    int d = 0, h = 0, mi = 0;
    if (!(isDigit(t.peek(1)) ? t.digits(2, d) : t.digits(1, d)) || !t.eat(' ') || !t.digits(2, h) || !t.eat(':') ||
        !t.digits(2, mi) || t.peek() != ']' || !validDate(mo, d) || !validTime(h, mi, 0))
        return false;
    ++t.p;
    pt.time = placeYearless(mo, d, h, mi, 0, 0, line.ctx);
    applyLocalZone(pt, line.ctx, TimeQuality::InferredYear);
    at = t.p;
    return true;
}

// dmesg -H between its minute stamps: "[  +0.000316]", the time since the line before. The
// delta, and in `end` where the bracket ends.
inline std::optional<TimeNs> readRelativeDelta(Cursor c, std::size_t& end) {
    if (!c.eat('[')) return std::nullopt;
    c.skipBlanks();
    if (!c.eat('+')) return std::nullopt;
    std::int64_t seconds = 0;
    int n = 0;
    while (isDigit(c.peek()) && n < 9) seconds = seconds * 10 + (c.peek() - '0'), ++c.p, ++n;
    if (n == 0 || !c.eat('.') || !isDigit(c.peek())) return std::nullopt;
    const std::int64_t ns = c.fraction();
    if (!c.eat(']')) return std::nullopt;
    end = c.p;
    return seconds * kNsPerSec + ns;
}

}  // namespace
}  // namespace aw::stamps

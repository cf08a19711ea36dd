// RFC 3164 syslog: "Nov 30 08:01:02" (the day may be space padded: "Nov  3"), no year.
#pragma once

#include "engine/text/stamps/date_parts.h"
#include "engine/text/stamps/yearless.h"

namespace aw::stamps {
namespace {

inline bool readSyslog(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    if (t.peek(3) != ' ') return false;  // first: most lines fail here ("node0087:...")
    int mo = monthFromName(t.s.substr(t.p));
    if (!mo) return false;
    t.p += 3;
    t.skipBlanks();
    int d = 0;
    if (isDigit(t.peek()) && isDigit(t.peek(1))) {
        t.digits(2, d);
    } else if (isDigit(t.peek())) {
        t.digits(1, d);
    } else {
        return false;
    }
    if (t.peek() != ' ' || !validDate(mo, d)) return false;
    t.skipBlanks();
    int h, mi, s;
    std::int64_t ns;
    if (!parseClock(t, h, mi, s, ns)) return false;
    // Some syslog variants add the year after the clock ("Nov 30 08:01:02 2026 host").
    pt.time = placeYearless(mo, d, h, mi, s, ns, line.ctx);
    applyLocalZone(pt, line.ctx, TimeQuality::InferredYear);
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

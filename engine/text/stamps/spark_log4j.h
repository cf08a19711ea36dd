// Spark's log4j default, "yy/MM/dd HH:mm:ss LEVEL": "17/06/09 20:10:40 INFO executor...".
// The level after it is required: "dd/dd/dd" alone could be any order of day, month, year.
#pragma once

#include "engine/text/stamps/date_parts.h"

namespace aw::stamps {
namespace {

inline bool readSparkLog4j(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    int y, mo, d, h, mi, s;
    std::int64_t ns;
    if (!t.digits(2, y) || !t.eat('/') || !t.digits(2, mo) || !t.eat('/') || !t.digits(2, d) || !t.eat(' ') ||
        !parseClock(t, h, mi, s, ns) || !t.eat(' ') || !validDate(mo, d))
        return false;
    const std::string_view rest = t.s.substr(t.p, 6);
    if (!(rest.starts_with("INFO ") || rest.starts_with("WARN ") || rest.starts_with("ERROR ") ||
          rest.starts_with("DEBUG ") || rest.starts_with("TRACE ") || rest.starts_with("FATAL ")))
        return false;
    pt.time = civilToNs(2000 + y, mo, d, h, mi, s, ns);
    applyLocalZone(pt, line.ctx, TimeQuality::AssumedUtc);
    --t.p;  // the stamp ends before the blank
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

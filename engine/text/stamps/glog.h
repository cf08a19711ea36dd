// glog / klog: "<IWEF>MMDD HH:MM:SS.frac", no year ("I1130 08:01:02.123456 1234 kubelet.go:123]").
// PyTorch's own c10 prefix writes it in brackets, and the month without its leading zero
// from January to September: "[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616]".
#pragma once

#include "engine/text/stamps/date_parts.h"
#include "engine/text/stamps/yearless.h"

#include <cstring>

namespace aw::stamps {
namespace {

inline bool isGlogSeverity(char c) {
    return c == 'I' || c == 'W' || c == 'E' || c == 'F' || c == 'D';
}

// A year-less minute as last read on this thread ("1130 08:06" as written) and the time it
// starts, kept only when every second of it lands in the same year: the minute lies inside
// the context's window, which is shorter than a year, so no other year's date is as near.
// Consecutive glog lines mostly share their minute; then only the seconds are read.
struct YearlessMinute {
    static constexpr std::size_t kMaxBytes = 16;
    char text[kMaxBytes] = {};
    std::size_t length = 0;
    TimeContext ctx;
    TimeNs start = kNoTime;
};

// <IWEF>MMDD HH:MM:SS.frac, or <IWEF>MDD, at the cursor.
inline bool parseGlog(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    if (!isGlogSeverity(c.peek())) return false;
    thread_local YearlessMinute memo;
    Cursor t = c;
    ++t.p;
    const std::size_t from = t.p;
    int mo = 0, d = 0, h = 0, mi = 0, s = 0;
    std::size_t minuteEnd = 0;
    const bool known = memo.start != kNoTime && t.s.size() - from > memo.length &&
                       std::memcmp(t.s.data() + from, memo.text, memo.length) == 0 && memo.ctx == ctx;
    if (known) {
        t.p += memo.length;
    } else {
        const bool shortMonth = isDigit(t.peek()) && isDigit(t.peek(1)) && isDigit(t.peek(2)) && t.peek(3) == ' ';
        if (!t.digits(shortMonth ? 1 : 2, mo) || !t.digits(2, d) || !validDate(mo, d)) return false;
        if (t.peek() != ' ') return false;
        t.skipBlanks();
        if (!t.digits(2, h) || !t.eat(':') || !t.digits(2, mi)) return false;
        minuteEnd = t.p;
    }
    std::int64_t ns = 0;
    if (!parseSeconds(t, h, mi, s, ns)) return false;
    if (known) {
        pt.time = memo.start + TimeNs(s) * kNsPerSec + ns;
    } else {
        pt.time = placeYearless(mo, d, h, mi, s, ns, ctx);
        const TimeNs start = pt.time - (TimeNs(s) * kNsPerSec + ns);
        if (minuteEnd - from <= YearlessMinute::kMaxBytes && wholeMinuteInWindow(start, ctx)) {
            memo.length = minuteEnd - from;
            std::memcpy(memo.text, t.s.data() + from, memo.length);
            memo.ctx = ctx;
            memo.start = start;
        }
    }
    applyLocalZone(pt, ctx, TimeQuality::InferredYear);
    c = t;
    return true;
}

// At the line's start: "I1130 08:01:02.123456    1234 kubelet.go:123] Pod started".
inline bool readGlog(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t{line.text, at};
    if (!parseGlog(t, line.ctx, pt)) return false;
    at = t.p;
    return true;
}

// "[I1130 08:06:22.433109407 ProcessGroupNCCL.cpp:2210] ...": the stamp ends before the
// file and line, the ']' after them. First of the bracketed forms: a third of a training
// log's lines may be PyTorch's, and no other form in brackets starts with a letter then a
// digit (they start with a digit, a day or a month name), so a line it does not read has no
// time of another form.
inline bool readBracketedGlog(const StampLine& line, std::size_t& at, ParsedTime& pt) {
    Cursor t = insideBracket(line, at);
    // The letter and the digit here, inlined: every other bracketed line fails on them
    // without a call.
    if (!isGlogSeverity(t.peek()) || !isDigit(t.peek(1)) || !parseGlog(t, line.ctx, pt)) return false;
    at = t.p;
    return true;
}

}  // namespace
}  // namespace aw::stamps

// Hand-written timestamp parsing (see aw/timestamp.h). No regex, no allocation: a cursor
// over the line and small digit readers.
#include "engine/text/timestamp.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <ctime>

namespace aw {
namespace {

constexpr TimeNs kNsPerSec = kNsPerSecond;

struct Cursor {
    std::string_view s;
    std::size_t p = 0;

    bool done() const { return p >= s.size(); }
    char peek(std::size_t ahead = 0) const { return p + ahead < s.size() ? s[p + ahead] : '\0'; }
    bool eat(char c) {
        if (peek() != c) return false;
        ++p;
        return true;
    }
    // Exactly `n` digits.
    bool digits(int n, int& out) {
        int v = 0;
        for (int i = 0; i < n; ++i) {
            char c = peek(i);
            if (c < '0' || c > '9') return false;
            v = v * 10 + (c - '0');
        }
        p += n;
        out = v;
        return true;
    }
    // A fraction after '.' or ',': up to 9 digits kept, the rest skipped. Returns ns.
    std::int64_t fraction() {
        static constexpr std::int64_t kScale[10] = {1'000'000'000, 100'000'000, 10'000'000, 1'000'000, 100'000,
                                                    10'000,        1'000,       100,        10,        1};
        const std::size_t first = p, kept = std::min(s.size(), p + 9);
        std::int64_t ns = 0;
        for (; p < kept && isDigit(s[p]); ++p) ns = ns * 10 + (s[p] - '0');
        const std::size_t n = p - first;
        while (p < s.size() && isDigit(s[p])) ++p;
        return ns * kScale[n];
    }
    void skipBlanks() { while (peek() == ' ' || peek() == '\t') ++p; }
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }

int monthFromName(std::string_view s) {
    if (s.size() < 3) return 0;
    static constexpr const char* kMonths[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                              "jul", "aug", "sep", "oct", "nov", "dec"};
    char a = static_cast<char>(s[0] | 0x20), b = static_cast<char>(s[1] | 0x20),
         c = static_cast<char>(s[2] | 0x20);
    for (int i = 0; i < 12; ++i)
        if (kMonths[i][0] == a && kMonths[i][1] == b && kMonths[i][2] == c) return i + 1;
    return 0;
}

bool isWeekdayName(std::string_view s) {
    if (s.size() < 3) return false;
    static constexpr const char* kDays[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
    char a = static_cast<char>(s[0] | 0x20), b = static_cast<char>(s[1] | 0x20),
         c = static_cast<char>(s[2] | 0x20);
    for (const char* d : kDays)
        if (d[0] == a && d[1] == b && d[2] == c) return true;
    return false;
}

bool validDate(int month, int day) { return month >= 1 && month <= 12 && day >= 1 && day <= 31; }
// Years whose every instant fits TimeNs (int64 ns: 1677-09-21 .. 2262-04-11), with room
// for a zone offset. "9999-01-01" in a broken log must not overflow.
bool representableYear(int year) { return year >= 1678 && year <= 2261; }
bool validTime(int h, int m, int s) { return h <= 23 && m <= 59 && s <= 60; }

int currentYear() {
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    return tm.tm_year + 1900;
}

// The days since 1970 of a year-less date in the three years around the context window
// (INT64_MIN where a year is not representable), as last computed on this thread: the
// lines of a file share their window and, mostly, their date.
struct YearlessDays {
    TimeNs lo = kNoTime, hi = kNoTime;
    int month = 0, day = 0;
    std::int64_t days[3] = {};
};

const YearlessDays& yearlessDays(int month, int day, TimeNs lo, TimeNs hi) {
    thread_local YearlessDays memo;
    if (memo.month == month && memo.day == day && memo.lo == lo && memo.hi == hi) return memo;
    memo.lo = lo;
    memo.hi = hi;
    memo.month = month;
    memo.day = day;
    const int base = yearOf(lo);
    for (int k = 0; k < 3; ++k)
        memo.days[k] = representableYear(base - 1 + k) ? daysFromCivil(base - 1 + k, month, day) : INT64_MIN;
    return memo;
}

// The context's window as [lo, hi] (one end standing for a missing other); false without one.
bool yearlessWindow(const TimeContext& ctx, TimeNs& lo, TimeNs& hi) {
    lo = ctx.windowStart;
    hi = ctx.windowEnd;
    if (lo == kNoTime) lo = hi;
    if (hi == kNoTime) hi = lo;
    if (lo == kNoTime) return false;
    if (hi < lo) std::swap(lo, hi);
    return true;
}

// A UTC-naive time as the context's local clock shows it (the window is in local time).
TimeNs localTime(TimeNs t, const TimeContext& ctx) {
    return ctx.tzKnown ? t - TimeNs(ctx.tzOffsetSeconds) * kNsPerSec : t;
}

// Time of a year-less date: the year that puts it closest to the context window, so a
// Dec 31 line and a Jan 1 line of a window spanning New Year land in consecutive years.
TimeNs placeYearless(int month, int day, int h, int mi, int s, std::int64_t ns,
                     const TimeContext& ctx) {
    TimeNs lo = kNoTime, hi = kNoTime;
    if (!yearlessWindow(ctx, lo, hi)) {
        int y = ctx.year && representableYear(ctx.year) ? ctx.year : currentYear();
        return civilToNs(y, month, day, h, mi, s, ns);
    }
    const TimeNs timeOfDay = ((TimeNs(h) * 60 + mi) * 60 + s) * kNsPerSec + ns;
    const YearlessDays& candidates = yearlessDays(month, day, lo, hi);
    TimeNs best = kNoTime;
    TimeNs bestDistance = 0;
    for (const std::int64_t days : candidates.days) {
        if (days == INT64_MIN) continue;
        TimeNs t = days * 86400 * kNsPerSec + timeOfDay;
        TimeNs local = localTime(t, ctx);
        TimeNs d = local < lo ? lo - local : local > hi ? local - hi : 0;
        // After the file was last written: impossible, but for a day of clock and zone slack.
        if (ctx.windowIsFileTime && local > hi + 86400 * kNsPerSec) continue;
        if (best == kNoTime || d < bestDistance) { best = t; bestDistance = d; }
    }
    if (best == kNoTime)  // a window at the very edge of TimeNs: use this year instead
        best = civilToNs(currentYear(), month, day, h, mi, s, ns);
    return best;
}

// Applies the per-source zone to a zone-less wall-clock time.
void applyLocalZone(ParsedTime& pt, const TimeContext& ctx, TimeQuality withoutZone) {
    if (ctx.tzKnown) {
        pt.time -= TimeNs(ctx.tzOffsetSeconds) * kNsPerSec;
        pt.quality = withoutZone == TimeQuality::AssumedUtc ? TimeQuality::Exact : withoutZone;
    } else {
        pt.quality = withoutZone;
    }
}

// Zone suffix at the cursor: Z, +HH, +HHMM, +HH:MM. Returns false (cursor unchanged) if none.
bool parseZone(Cursor& c, std::int32_t& offset) {
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

// "YYYY-MM-DD?HH:MM" and the time it starts, as last read on this thread: consecutive
// lines mostly share their minute, and comparing 16 bytes is cheaper than reading and
// converting them.
struct IsoMinute {
    static constexpr std::size_t kBytes = 16;
    char text[kBytes] = {};
    TimeNs start = kNoTime;
};

// YYYY-MM-DD[T ]HH:MM[:SS][.frac][zone] at the cursor.
bool parseIso(Cursor& c, TimeNs& time, bool& hasZone) {
    thread_local IsoMinute memo;
    Cursor t = c;
    TimeNs minute = kNoTime;
    if (memo.start != kNoTime && t.s.size() - t.p >= IsoMinute::kBytes &&
        std::memcmp(t.s.data() + t.p, memo.text, IsoMinute::kBytes) == 0) {
        minute = memo.start;
        t.p += IsoMinute::kBytes;
    } else {
        int y, mo, d, h, mi;
        if (!t.digits(4, y) || !t.eat('-') || !t.digits(2, mo) || !t.eat('-') || !t.digits(2, d))
            return false;
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

// :SS[.frac] at the cursor, after HH:MM read as `h` and `mi` (checked with the seconds).
bool parseSeconds(Cursor& c, int h, int mi, int& s, std::int64_t& ns) {
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
bool parseClock(Cursor& c, int& h, int& mi, int& s, std::int64_t& ns) {
    Cursor t = c;
    if (!t.digits(2, h) || !t.eat(':') || !t.digits(2, mi) || !parseSeconds(t, h, mi, s, ns)) return false;
    c = t;
    return true;
}

bool isGlogSeverity(char c) { return c == 'I' || c == 'W' || c == 'E' || c == 'F' || c == 'D'; }

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

// Whether placeYearless gives start + the seconds for every second of the minute at `start`.
bool wholeMinuteInWindow(TimeNs start, const TimeContext& ctx) {
    TimeNs lo = kNoTime, hi = kNoTime;
    if (start == kNoTime || !yearlessWindow(ctx, lo, hi)) return false;
    constexpr TimeNs kDay = 86400 * kNsPerSec;
    if (hi - lo >= 364 * kDay) return false;
    const TimeNs local = localTime(start, ctx);
    return local >= lo && local <= hi - 61 * kNsPerSec;  // :60 (a leap second) and its fraction too
}

// glog / klog: <IWEF>MMDD HH:MM:SS.frac. PyTorch's own c10 prefix writes the month without
// its leading zero, <IWEF>MDD, from January to September: "[E626 06:24:44.903881913 ...]".
bool parseGlog(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
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

// RFC 3164: "Nov 30 08:01:02" (day may be space padded: "Nov  3").
bool parseSyslog(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
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
    pt.time = placeYearless(mo, d, h, mi, s, ns, ctx);
    applyLocalZone(pt, ctx, TimeQuality::InferredYear);
    c = t;
    return true;
}

// loghub's BGL (Blue Gene/L RAS log): "LABEL EPOCH YYYY.MM.DD LOCATION
// YYYY-MM-DD-HH.MM.SS.ffffff LOCATION RAS ...", LABEL "-" or an alert category. The epoch
// seconds are UTC; the stamp's fraction refines them.
bool parseBgl(Cursor& c, ParsedTime& pt) {
    Cursor t = c;
    // The location: 1 to 24 bytes, then a space (memchr: this runs on every line whose
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
    c = t;
    return true;
}

// Spark's log4j default, "yy/MM/dd HH:mm:ss LEVEL": "17/06/09 20:10:40 INFO executor...".
// The level after it is required: "dd/dd/dd" alone could be any order of day, month, year.
bool parseSparkLog4j(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
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
    applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
    --t.p;  // the stamp ends before the blank
    c = t;
    return true;
}

// Python logging with the time in parentheses after the logger and level, as submitit
// writes it: "submitit WARNING (2022-08-12 02:06:11,453) - Bypassing signal SIGTERM".
bool parseParenthesisedIso(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
    for (int word = 0; word < 2; ++word) {  // logger, level: 1 to 40 bytes without '(', then a space
        const std::string_view head = t.done() ? std::string_view() : t.s.substr(t.p, 41);
        const std::size_t n = head.find(' ');
        if (n == 0 || n == std::string_view::npos || head.substr(0, n).find('(') != std::string_view::npos) return false;
        t.p += n + 1;
    }
    if (!t.eat('(') || !isDigit(t.peek())) return false;
    bool hasZone = false;
    if (!parseIso(t, pt.time, hasZone) || t.peek() != ')') return false;
    ++t.p;
    if (hasZone) pt.quality = TimeQuality::Exact;
    else applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
    c = t;
    return true;
}

// dmesg -H's minute stamp inside brackets: "Nov20 14:05" (no year, no seconds).
bool parseDmesgMinute(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
    const int mo = monthFromName(t.s.substr(t.p));
    if (!mo) return false;
    t.p += 3;
    t.eat(' ');
    int d = 0, h = 0, mi = 0;
    if (!(isDigit(t.peek(1)) ? t.digits(2, d) : t.digits(1, d)) || !t.eat(' ') || !t.digits(2, h) || !t.eat(':') ||
        !t.digits(2, mi) || t.peek() != ']' || !validDate(mo, d) || !validTime(h, mi, 0))
        return false;
    pt.time = placeYearless(mo, d, h, mi, 0, 0, ctx);
    applyLocalZone(pt, ctx, TimeQuality::InferredYear);
    c = t;
    return true;
}

// dmesg -T inside brackets: "Mon Nov 30 08:01:02 2026"
bool parseCtime(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
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
    applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
    c = t;
    return true;
}

// An HTTP date (RFC 1123), as AWS Health and Azure Scheduled Events write it:
// "Tue, 09 Aug 2022 17:07:32 GMT".
bool parseHttpDate(Cursor& c, ParsedTime& pt) {
    Cursor t = c;
    if (t.peek(3) != ',' || !isWeekdayName(t.s.substr(t.p))) return false;
    t.p += 4;
    t.skipBlanks();
    int d = 0, y = 0, h, mi, s;
    std::int64_t ns;
    if (!t.digits(2, d) || !t.eat(' ')) return false;
    const int mo = monthFromName(t.s.substr(t.p));
    if (!mo) return false;
    t.p += 3;
    if (!t.eat(' ') || !t.digits(4, y) || !t.eat(' ') || !parseClock(t, h, mi, s, ns)) return false;
    t.skipBlanks();
    const std::string_view zone = t.s.substr(t.p, 3);
    if (zone != "GMT" && zone != "UTC") return false;
    t.p += 3;
    if (!representableYear(y) || !validDate(mo, d)) return false;
    pt.time = civilToNs(y, mo, d, h, mi, s, ns);
    pt.quality = TimeQuality::Exact;
    c = t;
    return true;
}

// Epoch digits: 10 (s, optional fraction), 13 (ms), 16 (us) or 19 (ns), then a non-digit.
bool parseEpoch(Cursor& c, TimeNs& time) {
    Cursor t = c;
    std::int64_t v = 0;
    int n = 0;
    // At most 19 digits; a value above INT64_MAX is no time of ours.
    while (isDigit(t.peek()) && n < 19) {
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, t.peek() - '0', &v))
            return false;
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
    case 13: if (!scaled(1'000'000, 0)) return false; break;
    case 16: if (!scaled(1'000, 0)) return false; break;
    case 19: time = v; break;
    default: return false;
    }
    // "1764489600-foo" or "1764489600abc" is an identifier, not a time.
    char next = t.peek();
    if (next != '\0' && next != ' ' && next != '\t' && next != ']' && next != ':' &&
        next != ',' && next != '|' && next != ';')
        return false;
    c = t;
    return true;
}

// dmesg: "[ 1234.567890]" seconds since boot.
bool parseDmesg(Cursor& c, const TimeContext& ctx, ParsedTime& pt) {
    Cursor t = c;
    t.skipBlanks();
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
    TimeNs rel = secs * kNsPerSec + ns;
    if (ctx.bootTime != kNoTime && !__builtin_add_overflow(ctx.bootTime, rel, &pt.time)) {
        pt.quality = TimeQuality::Exact;
    } else {  // no boot time, or one so late that the sum leaves TimeNs
        pt.time = rel;
        pt.quality = TimeQuality::BootRelative;
    }
    c = t;
    return true;
}

}  // namespace

std::optional<ParsedTime> parseLineTimestamp(std::string_view line, const TimeContext& ctx) {
    int rank = -1;
    return parseLineTimestamp(line, rankPrefixLength(line, rank), ctx);
}

std::optional<ParsedTime> parseLineTimestamp(std::string_view line, std::size_t prefix, const TimeContext& ctx) {
    if (prefix == 0) {
        std::size_t hostLength = 0;
        prefix = talosPrefixLength(line, hostLength);
    }
    Cursor c{line, std::min(prefix, line.size())};
    c.skipBlanks();
    if (c.done()) return std::nullopt;
    // A line that starts indented is a table's or a block's, not a stamped log line's: its
    // first number is a bare epoch only with a fraction (nccl-tests' result rows start with
    // "  1073741824", which read as 2004-01-10).
    const bool indented = prefix == 0 && c.p > 0;
    ParsedTime pt;
    pt.offset = static_cast<std::uint32_t>(c.p);
    const std::size_t begin = c.p;
    auto finish = [&](Cursor& end) {
        // Field by field: copied whole, `pt` was read back in wider loads than the parsers'
        // stores into it, which the CPU cannot forward (a stall on every stamped line).
        std::optional<ParsedTime> out(std::in_place);
        out->time = pt.time;
        out->quality = pt.quality;
        out->offset = pt.offset;
        out->length = static_cast<std::uint32_t>(end.p - begin);
        return out;
    };

    const char first = c.peek();
    if (first == '[') {
        Cursor t = c;
        ++t.p;
        t.skipBlanks();
        if (isGlogSeverity(t.peek()) && isDigit(t.peek(1))) {
            // PyTorch's "[I1130 08:06:22.433109407 ...": a letter then a digit, which no other
            // form in brackets starts with (they start with a digit, a day or a month name).
            if (parseGlog(t, ctx, pt)) return finish(t);
            return std::nullopt;
        }
        t = c;
        ++t.p;
        if (parseDmesg(t, ctx, pt)) { ++t.p; return finish(t); }
        t.skipBlanks();
        bool hasZone = false;
        if (isDigit(t.peek()) && parseIso(t, pt.time, hasZone)) {
            if (hasZone) pt.quality = TimeQuality::Exact;
            else applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
            if (t.peek() == ']') ++t.p;
            return finish(t);
        }
        if (parseCtime(t, ctx, pt)) {
            if (t.peek() == ']') ++t.p;
            return finish(t);
        }
        if (parseDmesgMinute(t, ctx, pt)) {
            ++t.p;
            return finish(t);
        }
        if (parseGlog(t, ctx, pt)) return finish(t);  // the ']' comes after file:line
        if (isDigit(t.peek()) && parseEpoch(t, pt.time)) {
            pt.quality = TimeQuality::Exact;
            if (t.peek() == ']') ++t.p;
            return finish(t);
        }
        return std::nullopt;
    }
    if (isDigit(first)) {
        Cursor t = c;
        bool hasZone = false;
        if (parseIso(t, pt.time, hasZone)) {
            if (hasZone) pt.quality = TimeQuality::Exact;
            else applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
            return finish(t);
        }
        t = c;
        if (parseSparkLog4j(t, ctx, pt)) return finish(t);
        t = c;
        if (parseEpoch(t, pt.time) && (!indented || line.substr(c.p, t.p - c.p).find('.') != std::string_view::npos)) {
            pt.quality = TimeQuality::Exact;
            return finish(t);
        }
        return std::nullopt;
    }
    {
        Cursor t = c;
        if (parseGlog(t, ctx, pt)) return finish(t);
    }
    {
        Cursor t = c;
        if (parseSyslog(t, ctx, pt)) return finish(t);
    }
    {
        Cursor t = c;
        if (parseBgl(t, pt)) return finish(t);
    }
    {
        Cursor t = c;
        if (parseParenthesisedIso(t, ctx, pt)) return finish(t);
    }
    return std::nullopt;
}

std::optional<ParsedTime> parseSlurmCancelTime(std::string_view line, std::size_t prefix, const TimeContext& ctx) {
    if (prefix > line.size() || !line.substr(prefix).starts_with("slurmstepd")) return std::nullopt;  // cheap, first
    constexpr std::string_view kAt = " CANCELLED AT ";
    const std::string_view head = line.substr(0, 256);
    const std::size_t at = head.find(kAt);
    if (at == std::string_view::npos || head.find("*** ") == std::string_view::npos) return std::nullopt;
    Cursor c{line, at + kAt.size()};
    ParsedTime pt;
    pt.offset = static_cast<std::uint32_t>(c.p);
    bool hasZone = false;
    if (!isDigit(c.peek()) || !parseIso(c, pt.time, hasZone)) return std::nullopt;
    if (hasZone) pt.quality = TimeQuality::Exact;
    else applyLocalZone(pt, ctx, TimeQuality::AssumedUtc);
    pt.length = static_cast<std::uint32_t>(c.p - pt.offset);
    return pt;
}

std::optional<TimeNs> parseRelativeDelta(std::string_view line, std::size_t prefix, std::size_t& end) {
    Cursor c{line, std::min(prefix, line.size())};
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

std::optional<ParsedTime> parseTimeString(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '"')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '"')) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    Cursor c{text, 0};
    ParsedTime pt;
    bool hasZone = false;
    if (parseIso(c, pt.time, hasZone)) {
        pt.quality = hasZone ? TimeQuality::Exact : TimeQuality::AssumedUtc;
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    c = Cursor{text, 0};
    if (parseHttpDate(c, pt)) {
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    // A bare date ("2026-11-30").
    c = Cursor{text, 0};
    int y, mo, d;
    if (c.digits(4, y) && c.eat('-') && c.digits(2, mo) && c.eat('-') && c.digits(2, d) &&
        c.done() && representableYear(y) && validDate(mo, d)) {
        pt.time = civilToNs(y, mo, d, 0, 0, 0);
        pt.quality = TimeQuality::AssumedUtc;
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    // Epoch digits with an optional fraction, magnitude decides the unit.
    bool allNumeric = true;
    int dots = 0;
    for (char ch : text) {
        if (ch == '.') ++dots;
        else if (!isDigit(ch)) allNumeric = false;
    }
    if (allNumeric && dots <= 1) {
        char* end = nullptr;
        std::string_view digitsOnly = text.substr(0, text.find('.'));
        if (dots == 0 && digitsOnly.size() > 12) {
            // ms, us or ns by the digit count; anything that does not fit TimeNs is no time.
            std::int64_t v = 0;
            const std::int64_t unit = digitsOnly.size() <= 13 ? 1'000'000 : digitsOnly.size() <= 16 ? 1'000 : 1;
            for (char ch : digitsOnly)
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, ch - '0', &v))
                    return std::nullopt;
            if (__builtin_mul_overflow(v, unit, &pt.time)) return std::nullopt;
        } else {
            char buf[64];
            std::size_t n = text.size() < sizeof buf - 1 ? text.size() : sizeof buf - 1;
            text.copy(buf, n);
            buf[n] = '\0';
            pt.time = epochNumberToNs(std::strtod(buf, &end));
            if (pt.time == kNoTime) return std::nullopt;
        }
        pt.quality = TimeQuality::Exact;
        pt.length = static_cast<std::uint32_t>(text.size());
        return pt;
    }
    return std::nullopt;
}

TimeNs epochNumberToNs(double value) {
    if (!std::isfinite(value)) return kNoTime;
    const double a = std::fabs(value);
    const double ns = a < 1e11 ? value * 1e9    // seconds
                    : a < 1e14 ? value * 1e6    // milliseconds
                    : a < 1e17 ? value * 1e3    // microseconds
                               : value;         // nanoseconds
    // Converting a double outside int64 is undefined: such a number is no time.
    if (!(std::fabs(ns) < 9.2e18)) return kNoTime;
    return static_cast<TimeNs>(std::llround(ns));
}

std::optional<std::int32_t> parseZoneOffset(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    if (text == "Z" || text == "z" || text == "UTC" || text == "utc" || text == "GMT") return 0;
    if (text.size() > 3 && (text.substr(0, 3) == "UTC" || text.substr(0, 3) == "GMT"))
        text.remove_prefix(3);
    if (text.front() != '+' && text.front() != '-') return std::nullopt;
    const bool neg = text.front() == '-';
    text.remove_prefix(1);
    int hh = 0, mm = 0, n = 0;
    std::size_t p = 0;
    while (p < text.size() && isDigit(text[p]) && n < 2) { hh = hh * 10 + (text[p] - '0'); ++p; ++n; }
    if (!n) return std::nullopt;
    if (p < text.size() && text[p] == ':') ++p;
    int m = 0;
    while (p < text.size() && isDigit(text[p]) && m < 2) { mm = mm * 10 + (text[p] - '0'); ++p; ++m; }
    if (p != text.size() || hh > 14 || mm > 59) return std::nullopt;
    return (hh * 3600 + mm * 60) * (neg ? -1 : 1);
}

}  // namespace aw

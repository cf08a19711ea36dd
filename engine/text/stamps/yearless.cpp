// Placing a year-less date (see yearless.h).
#include "engine/text/stamps/yearless.h"

#include "engine/text/stamps/date_parts.h"

#include <ctime>
#include <utility>

namespace aw::stamps {
namespace {

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

}  // namespace

TimeNs placeYearless(int month, int day, int h, int mi, int s, std::int64_t ns, const TimeContext& ctx) {
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
        if (best == kNoTime || d < bestDistance) {
            best = t;
            bestDistance = d;
        }
    }
    if (best == kNoTime)  // a window at the very edge of TimeNs: use this year instead
        best = civilToNs(currentYear(), month, day, h, mi, s, ns);
    return best;
}

bool wholeMinuteInWindow(TimeNs start, const TimeContext& ctx) {
    TimeNs lo = kNoTime, hi = kNoTime;
    if (start == kNoTime || !yearlessWindow(ctx, lo, hi)) return false;
    constexpr TimeNs kDay = 86400 * kNsPerSec;
    if (hi - lo >= 364 * kDay) return false;
    const TimeNs local = localTime(start, ctx);
    return local >= lo && local <= hi - 61 * kNsPerSec;  // :60 (a leap second) and its fraction too
}

}  // namespace aw::stamps

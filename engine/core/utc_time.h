// Time on one axis for every node and source: UTC nanoseconds since the Unix epoch, the
// calendar arithmetic that turns a written date into it, and the ISO 8601 form reports and
// the CLI print.
#pragma once

#include <cstdint>
#include <limits>
#include <string>

namespace aw {

using TimeNs = std::int64_t;
inline constexpr TimeNs kNoTime = std::numeric_limits<TimeNs>::min();
inline constexpr TimeNs kNsPerSecond = 1'000'000'000;

// Days since 1970-01-01 of a proleptic Gregorian date (month 1..12): Howard Hinnant's
// days_from_civil. Inline: the timestamp parser calls it for lines of every log.
inline std::int64_t daysFromCivil(int y, unsigned m, unsigned d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

// UTC ns of a calendar time (no validation beyond ranges already checked by callers).
inline TimeNs civilToNs(int year, unsigned month, unsigned day, unsigned hour, unsigned minute, unsigned second,
                        std::int64_t nanos = 0) {
    const std::int64_t days = daysFromCivil(year, month, day);
    return ((days * 24 + hour) * 60 + minute) * 60 * kNsPerSecond + TimeNs(second) * kNsPerSecond + nanos;
}

// The year of a UTC time.
int yearOf(TimeNs t);

// ISO 8601 UTC with millisecond precision ("2026-12-02T08:01:02.123Z"), or "" for kNoTime.
std::string formatIsoUtc(TimeNs t);
// The current time as ISO 8601 UTC to the second ("2026-12-02T08:01:02Z"): when a note was
// saved or a report exported.
std::string nowIsoUtc();

}  // namespace aw

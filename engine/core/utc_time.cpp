#include "engine/core/utc_time.h"

#include <cstdio>
#include <ctime>

namespace aw {

int yearOf(TimeNs t) {
    std::int64_t secs = t / kNsPerSecond;
    if (t % kNsPerSecond < 0) --secs;
    std::int64_t z = (secs >= 0 ? secs : secs - 86399) / 86400 + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    return static_cast<int>(yoe + era * 400 + (m <= 2));
}

std::string formatIsoUtc(TimeNs t) {
    if (t == kNoTime) return {};
    // Floor division so times before 1970 still print correctly.
    TimeNs secs = t / 1'000'000'000;
    TimeNs ns = t % 1'000'000'000;
    if (ns < 0) {
        ns += 1'000'000'000;
        --secs;
    }
    std::time_t tt = static_cast<std::time_t>(secs);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[80];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                  tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ns / 1'000'000));
    return buf;
}

std::string nowIsoUtc() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

}  // namespace aw

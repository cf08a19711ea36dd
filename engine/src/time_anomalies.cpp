// TimeAnomalyCheck (see time_anomalies.h).
#include "time_anomalies.h"

#include <cstdio>

namespace aw {

namespace {

constexpr TimeNs kYear2000 = 946'684'800'000'000'000;

std::string seconds(std::uint64_t ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", double(ns) / 1e9);
    return buf;
}

}  // namespace

TimeAnomalyCheck::TimeAnomalyCheck(std::string file, bool checkOrder, TimeNs now)
    : file_(std::move(file)), checkOrder_(checkOrder), now_(now) {}

void TimeAnomalyCheck::see(TimeNs time, std::uint32_t line) {
    if (time == kNoTime) return;
    // The difference in unsigned arithmetic: times from a broken clock can be far apart
    // enough to overflow a signed subtraction.
    const std::uint64_t back = previous_ != kNoTime && time < previous_
                                   ? static_cast<std::uint64_t>(previous_) - static_cast<std::uint64_t>(time)
                                   : 0;
    if (checkOrder_ && back > static_cast<std::uint64_t>(kBackTolerance)) {
        if (++backJumps_ <= kMaxReportsPerKind)
            found_.push_back({file_, line, Severity::Warning,
                              "time goes back " + seconds(back) + " s from line " +
                                  std::to_string(previousLine_) + " (" + formatIsoUtc(previous_) + " -> " +
                                  formatIsoUtc(time) + "): lines out of order, or the clock was reset"});
    }
    if (time > now_ + kFutureTolerance && ++future_ <= 1)
        found_.push_back({file_, line, Severity::Warning,
                          "time " + formatIsoUtc(time) + " is in the future: this node's clock is wrong?"});
    if (time < kYear2000 && ++unset_ <= 1)
        found_.push_back({file_, line, Severity::Warning,
                          "time " + formatIsoUtc(time) + " is before 2000: this node's clock was not set?"});
    previous_ = time;
    previousLine_ = line;
}

void TimeAnomalyCheck::finish(std::vector<Problem>& problems) {
    for (Problem& p : found_) problems.push_back(std::move(p));
    found_.clear();
    if (backJumps_ > kMaxReportsPerKind)
        problems.push_back({file_, 0, Severity::Warning,
                            "time goes back " + std::to_string(backJumps_) + " times in this file"});
    if (future_ > 1)
        problems.push_back({file_, 0, Severity::Warning, std::to_string(future_) + " times in the future"});
    if (unset_ > 1)
        problems.push_back({file_, 0, Severity::Warning, std::to_string(unset_) + " times before 2000"});
}

}  // namespace aw

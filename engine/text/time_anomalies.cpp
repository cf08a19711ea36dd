// TimeAnomalyCheck (see time_anomalies.h).
#include "engine/text/time_anomalies.h"

#include <algorithm>
#include <cstdio>

namespace aw {

namespace {

std::string seconds(std::uint64_t ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", double(ns) / 1e9);
    return buf;
}

}  // namespace

TimeAnomalyCheck::TimeAnomalyCheck(std::string file, bool checkOrder, TimeNs now)
    : file_(std::move(file)), checkOrder_(checkOrder), now_(now) {}

void TimeAnomalyCheck::report(Kind kind, std::uint32_t line, std::string message) {
    const int count = kind == Kind::BackJump ? backJumps_ : kind == Kind::Future ? future_ : unset_;
    const int limit = kind == Kind::BackJump ? kMaxReportsPerKind : 1;
    if (count <= limit) found_.push_back({kind, {file_, line, Severity::Warning, std::move(message)}});
}

void TimeAnomalyCheck::reportBackJump(TimeNs from, std::uint32_t fromLine, TimeNs to, std::uint32_t line) {
    // The difference in unsigned arithmetic: times from a broken clock can be far apart
    // enough to overflow a signed subtraction.
    const std::uint64_t back =
        from != kNoTime && to < from ? static_cast<std::uint64_t>(from) - static_cast<std::uint64_t>(to) : 0;
    if (!checkOrder_ || back <= static_cast<std::uint64_t>(kBackTolerance)) return;
    ++backJumps_;
    report(Kind::BackJump, line,
           "time goes back " + seconds(back) + " s from line " + std::to_string(fromLine) + " (" + formatIsoUtc(from) +
               " -> " + formatIsoUtc(to) + "): lines out of order, or the clock was reset");
}

void TimeAnomalyCheck::seeAnything(TimeNs time, std::uint32_t line) {
    if (time == kNoTime) return;
    if (first_ == kNoTime) {
        first_ = time;
        firstLine_ = line;
    }
    reportBackJump(previous_, previousLine_, time, line);
    if (time > now_ + kFutureTolerance) {
        ++future_;
        report(Kind::Future, line, "time " + formatIsoUtc(time) + " is in the future: this node's clock is wrong?");
    }
    if (time < kYear2000) {
        ++unset_;
        report(Kind::Unset, line, "time " + formatIsoUtc(time) + " is before 2000: this node's clock was not set?");
    }
    previous_ = time;
    previousLine_ = line;
}

void TimeAnomalyCheck::join(TimeAnomalyCheck&& next) {
    if (next.first_ == kNoTime) return;  // it saw no time: nothing to add
    if (first_ == kNoTime) {
        first_ = next.first_;
        firstLine_ = next.firstLine_;
    }
    // The jump into the next piece comes before anything the piece found at that line.
    reportBackJump(previous_, previousLine_, next.first_, next.firstLine_);
    for (auto& entry : next.found_) {  // the piece's first few, kept while room is left
        const Kind kind = entry.first;
        const int reported = static_cast<int>(
            std::count_if(found_.begin(), found_.end(), [kind](const auto& f) { return f.first == kind; }));
        if (reported < (kind == Kind::BackJump ? kMaxReportsPerKind : 1)) found_.push_back(std::move(entry));
    }
    backJumps_ += next.backJumps_;
    future_ += next.future_;
    unset_ += next.unset_;
    previous_ = next.previous_;
    previousLine_ = next.previousLine_;
}

void TimeAnomalyCheck::finish(std::vector<Problem>& problems) {
    for (auto& [kind, problem] : found_) problems.push_back(std::move(problem));
    found_.clear();
    if (backJumps_ > kMaxReportsPerKind)
        problems.push_back(
            {file_, 0, Severity::Warning, "time goes back " + std::to_string(backJumps_) + " times in this file"});
    if (future_ > 1)
        problems.push_back({file_, 0, Severity::Warning, std::to_string(future_) + " times in the future"});
    if (unset_ > 1) problems.push_back({file_, 0, Severity::Warning, std::to_string(unset_) + " times before 2000"});
}

}  // namespace aw

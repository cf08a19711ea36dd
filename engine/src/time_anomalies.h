// Wrong clocks, as seen in one file read in order: times that go back (lines out of
// order, or a clock reset), times in the future, and times before 2000 (a clock that
// was never set). Each becomes a Warning naming the line; the times themselves are kept
// as written, since the attribution's clock-skew tolerance copes with small errors.
#pragma once

#include "aw/bundle.h"

#include <ctime>
#include <string>
#include <vector>

namespace aw {

class TimeAnomalyCheck {
public:
    // `checkOrder`: the file is a log written in time order (not a JSON list whose records
    // come in any order). `now`: the reading machine's clock (a parameter for tests).
    explicit TimeAnomalyCheck(std::string file, bool checkOrder = true,
                              TimeNs now = TimeNs(std::time(nullptr)) * 1'000'000'000);

    // One timed line or record, in file order. Only times the line itself states count.
    void see(TimeNs time, std::uint32_t line);
    // Appends the warnings (the first few of each kind, then a count).
    void finish(std::vector<Problem>& problems);

    static constexpr TimeNs kBackTolerance = 1'000'000'000;        // 1 s: interleaved writers
    static constexpr TimeNs kFutureTolerance = 86'400'000'000'000;  // a day: time zones, skew
    static constexpr int kMaxReportsPerKind = 5;

private:
    std::string file_;
    bool checkOrder_;
    TimeNs now_;
    TimeNs previous_ = kNoTime;
    std::uint32_t previousLine_ = 0;
    int backJumps_ = 0;
    int future_ = 0;
    int unset_ = 0;
    std::vector<Problem> found_;
};

}  // namespace aw

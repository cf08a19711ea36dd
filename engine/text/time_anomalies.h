// Wrong clocks, as seen in one file read in order: times that go back (lines out of
// order, or a clock reset), times in the future, and times before 2000 (a clock that
// was never set). Each becomes a Warning naming the line; the times themselves are kept
// as written, since the attribution's clock-skew tolerance copes with small errors.
#pragma once

#include "engine/core/bundle.h"

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
    void see(TimeNs time, std::uint32_t line) {
        // Most lines: no earlier than the line before, and a plausible time (inline: every
        // line of every log comes here).
        if (time >= previous_ && previous_ != kNoTime && time >= kYear2000 && time <= now_ + kFutureTolerance) {
            previous_ = time;
            previousLine_ = line;
            return;
        }
        seeAnything(time, line);
    }
    // Appends the warnings (the first few of each kind, then a count).
    void finish(std::vector<Problem>& problems);

    // For a file checked in pieces: `next` checked the piece right after this one's. Joined
    // in file order, the warnings are those of one check over the whole file.
    void join(TimeAnomalyCheck&& next);

    const std::string& file() const { return file_; }

    static constexpr TimeNs kBackTolerance = 1'000'000'000;         // 1 s: interleaved writers
    static constexpr TimeNs kFutureTolerance = 86'400'000'000'000;  // a day: time zones, skew
    static constexpr int kMaxReportsPerKind = 5;
    static constexpr TimeNs kYear2000 = 946'684'800'000'000'000;  // earlier: a clock never set

private:
    std::string file_;
    bool checkOrder_;
    TimeNs now_;
    TimeNs previous_ = kNoTime;
    std::uint32_t previousLine_ = 0;
    enum class Kind { BackJump, Future, Unset };
    void seeAnything(TimeNs time, std::uint32_t line);
    void report(Kind kind, std::uint32_t line, std::string message);
    void reportBackJump(TimeNs from, std::uint32_t fromLine, TimeNs to, std::uint32_t line);

    TimeNs first_ = kNoTime;  // the first time seen, and its line
    std::uint32_t firstLine_ = 0;
    int backJumps_ = 0;
    int future_ = 0;
    int unset_ = 0;
    std::vector<std::pair<Kind, Problem>> found_;  // the first few of each kind, in line order
};

}  // namespace aw

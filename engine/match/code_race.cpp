// CodeRace (see code_race.h).
#include "engine/match/code_race.h"

#include <algorithm>

namespace aw {
namespace {

double median(std::vector<double> values) {
    const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

}  // namespace

CodeRace::Turn CodeRace::next(std::size_t size) {
    const int decided = winner();
    if (decided >= 0) return {decided, false};
    if (size < kTimedFrom) return {0, false};
    std::lock_guard lock(mutex_);
    if (winner_ >= 0) return {winner_, false};
    // The code with fewer turns taken or under way; the first code on a tie.
    const std::size_t taken0 = secondsPerByte_[0].size() + running_[0];
    const std::size_t taken1 = secondsPerByte_[1].size() + running_[1];
    const int code = taken1 < taken0 ? 1 : 0;
    ++running_[static_cast<std::size_t>(code)];
    return {code, true};
}

bool CodeRace::finished(int code, std::size_t bytes, double seconds) {
    std::lock_guard lock(mutex_);
    const auto k = static_cast<std::size_t>(code);
    --running_[k];
    if (winner_ >= 0) return false;
    secondsPerByte_[k].push_back(seconds / static_cast<double>(bytes));
    if (secondsPerByte_[0].size() < kTurnsEach || secondsPerByte_[1].size() < kTurnsEach) return false;
    // Medians: a turn slowed by another process on the machine does not decide the race.
    winner_ = median(secondsPerByte_[1]) < median(secondsPerByte_[0]) ? 1 : 0;
    return true;
}

void CodeRace::forfeit(int code) {
    std::lock_guard lock(mutex_);
    if (winner_ < 0) winner_ = code == 0 ? 1 : 0;
}

}  // namespace aw

#include "engine/collect/collect_log.h"

namespace aw {

const char* toString(StepOutcome outcome) {
    switch (outcome) {
    case StepOutcome::Ok: return "ok";
    case StepOutcome::Empty: return "empty";
    case StepOutcome::Failed: return "failed";
    case StepOutcome::TimedOut: return "timeout";
    case StepOutcome::Truncated: return "truncated";
    case StepOutcome::Skipped: return "skipped";
    case StepOutcome::Cancelled: return "cancelled";
    }
    return "failed";
}

void CollectLog::add(CollectStep step) {
    std::lock_guard lock(mutex_);
    steps_.push_back(std::move(step));
}

std::vector<CollectStep> CollectLog::steps() const {
    std::lock_guard lock(mutex_);
    return steps_;
}

}  // namespace aw

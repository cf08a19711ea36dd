// Filters that keep a job's verdict to its own evidence on a shared node: a kernel line
// that names another job's cgroup (and the rest of that kernel report) is that job's
// (other_job), and an event from before the job started or after it ended is not its cause
// unless it is a fault that persists (outside_job). Both read the job the manifest names
// (AttributionState::job); without it they do nothing.
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

void otherJobFilter(const RuleSpec& rule, AttributionState& state);
void outsideJobFilter(const RuleSpec& rule, AttributionState& state);

}  // namespace aw

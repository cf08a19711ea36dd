// Phase 3, REFINERS, in sub-phases EARLY, MIDDLE, LATE, FINAL: adjust the classes before
// the outcome (a CUDA error right after the same node's Xid contributes; a generic error
// gives way to a specific fault; the scheduler's reaction is a symptom; the first fault to
// appear is the root). POST_OUTCOME refiners run after the outcome is chosen.
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

void runRefiner(const RuleSpec& rule, AttributionState& state);
void runPostOutcome(const RuleSpec& rule, AttributionState& state);

// The order of refiner sub-phases ("EARLY" = 0 ... "FINAL" = 3).
int subPhaseOrder(const std::string& subPhase);

}  // namespace aw

// Phase 2, FILTERS: correlate and suppress. benign and baseline make noise of lines every
// healthy job prints; cascade makes symptoms of what other nodes print after one node's
// fault; broad finds the same fault on too many nodes to blame any one of them.
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

void runFilter(const RuleSpec& rule, AttributionState& state);

// True when event `e` is selected by the rule's symptoms/roles/kinds condition.
bool selects(const RuleCondition& c, const EventState& e);

// Seconds as TimeNs.
constexpr TimeNs secondsToNs(double s) {
    return static_cast<TimeNs>(s * 1e9);
}

}  // namespace aw

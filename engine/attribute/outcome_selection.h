// OUTCOME: after the FINAL refiners, the outcome rules are tried in catalog order and the
// first that applies writes the verdict: outcome, culprits, confidence, summary, chain of
// reasons and, when the evidence does not decide, the candidates.
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

// True when `rule` applied and wrote the verdict.
bool runOutcomeRule(const RuleSpec& rule, AttributionState& state);

}  // namespace aw

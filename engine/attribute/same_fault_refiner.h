// One fault through several sources is one fault: a time limit that sacct records as
// TIMEOUT and slurmstepd prints as "CANCELLED ... DUE TO TIME LIMIT", an out-of-memory
// kill that the kernel, slurmstepd and sacct each report. The rule for merging is written
// once, for every such pair: the symptoms that share a `same_fault` key (emits.same_fault
// in the rule files) are one fault when nothing tells them apart (refiner type same_fault).
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

void sameFaultRefiner(const RuleSpec& rule, AttributionState& state);

}  // namespace aw

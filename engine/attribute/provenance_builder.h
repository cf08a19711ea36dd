// Builds the provenance graph: evidence (raw lines) -> events -> decisions (the filter,
// refiner and outcome rules that classed them) -> verdict. Symptom and noise events of one
// decision and symptom become a single summary node when there are many, so a 1,000-node
// bundle still gives a readable graph.
#pragma once

#include "engine/attribute/attribution_state.h"

namespace aw {

inline constexpr std::size_t kSummariseAbove = 3;  // events per (decision, symptom) shown one by one

Provenance buildProvenance(const AttributionState& state);

}  // namespace aw

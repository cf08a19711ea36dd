// What an unknown verdict still says: the job as its scheduler described it (its id, nodes
// and window, from the manifest), and the sources the bundle lacks, each with the option
// of `attribution-cli collect` that brings it (no kernel logs: --kernel-logs).
#pragma once

#include "engine/attribute/attribution_state.h"
#include "engine/attribute/extracted_hits.h"

namespace aw {

// The sources an analysis that saw `seen` lacks, in the order they usually decide a
// verdict; commands name `job`'s id when it is known.
std::vector<MissingSource> missingSources(const SourcesSeen& seen, const WorkloadScope& job);

// For an unknown outcome: fills state.verdict.workload from state.job and the missing
// sources, each also as a step of the chain of reasons.
void addScopeAndMissingSources(AttributionState& state, const SourcesSeen& seen);

}  // namespace aw

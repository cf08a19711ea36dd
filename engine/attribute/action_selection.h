// What to do about the verdict: the catalog's action rules (phase "action") matched against
// the verdict, filled in with the culprit's node, GPU and evidence, with the commands of the
// bundle's scheduler. The driver's own recovery action (Xid 154) wins over the catalog's
// default for the symptom; a GPU that failed before in the bundle escalates to service.
#pragma once

#include "engine/attribute/attribution_state.h"
#include "engine/rules/rule_parser.h"

#include <string>
#include <vector>

namespace aw {

struct ActionContext {
    std::string scheduler;  // "slurm", "kubernetes" or "" (both sets of commands are given)
    std::string workload;   // the workload id, "" if unknown
};

// Fills state.verdict.job and state.verdict.actions from `rules` (in catalog order: the
// first rule that applies decides; rules marked "adds" that apply add their actions).
// Returns the ids of the rules used.
std::vector<std::string> chooseActions(const std::vector<const RuleSpec*>& rules, AttributionState& state,
                                       const ActionContext& context);

}  // namespace aw

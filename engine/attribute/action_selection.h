// What to do about the verdict: the catalog's action rules (phase "action") matched against
// the verdict, filled in with the culprit's node, GPU and evidence, with the commands of the
// bundle's scheduler. The driver's own recovery action (Xid 154) wins over the catalog's
// default for the symptom; a GPU that failed before, in the bundle or in earlier jobs of the
// fleet, escalates to service.
#pragma once

#include "engine/attribute/attribution_state.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"

#include <string>
#include <vector>

namespace aw {

// A node (and GPU, -1 if unknown) an earlier job's verdict blamed, from the fleet store.
struct PriorBlame {
    std::string node;
    std::int32_t gpu = -1;
    TimeNs time = kNoTime;  // when that job ended
    std::string symptom;
    std::string workload;
};

struct ActionContext {
    std::string scheduler;  // "slurm", "kubernetes" or "" (both sets of commands are given)
    std::string workload;   // the workload id, "" if unknown
    // Earlier jobs' blames (an open fleet): the culprit blamed before is a repeat offender,
    // as a GPU that failed before in the bundle is.
    std::vector<PriorBlame> priorBlames;
};

// Fills state.verdict.job and state.verdict.actions from `rules` (in catalog order: the
// first rule that applies decides; rules marked "adds" that apply add their actions).
// Returns the ids of the rules used.
std::vector<std::string> chooseActions(const std::vector<const RuleSpec*>& rules, AttributionState& state,
                                       const ActionContext& context);

// The catalog's history rule (actions.json "history"): the first of `rules`, nullptr without
// one; from a whole catalog, an empty FaultHistory without one (no recovery action is read,
// nothing counts as earlier or again).
const FaultHistory* faultHistoryOf(const std::vector<const RuleSpec*>& rules);
FaultHistory faultHistoryOf(const RuleCatalog& catalog);

// The prior blames that make the culprit (`node`, `gpu` or -1, its fault at `faultTime`) a
// repeat offender: the same node, the same GPU when both are known, by another workload, in
// a job that ended at least `history.earlierBySeconds` before the fault. Oldest first.
std::vector<PriorBlame> earlierBlames(const std::string& node, std::int32_t gpu, TimeNs faultTime,
                                      const ActionContext& context, const FaultHistory& history);

// Chooses the job advice and actions of a finished analysis again, with `context` (an open
// fleet's prior blames): the same rules of `catalog`, the events and verdict of `result`.
void reconsiderActions(const RuleCatalog& catalog, AnalysisResult& result, const ActionContext& context);

}  // namespace aw

// An open fleet's say on one bundle: when earlier jobs blamed this verdict's culprit, its
// actions escalate (engine/attribute/action_selection.h, the repeat_offender rules) and the
// views say so. Applied after the analysis, so the analysis cache stays the bundle's own.
#pragma once

#include "engine/attribute/action_selection.h"
#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/fleet/fleet_store.h"
#include "engine/rules/rule_catalog.h"

#include <vector>

namespace aw {

// The earlier jobs of `store` that blamed the culprit of `result` (empty: none, or no
// culprit); when there are some, `result`'s actions are chosen again with them.
std::vector<PriorBlame> applyFleetHistory(const FleetStore& store, const Bundle& bundle, const RuleCatalog& catalog,
                                          AnalysisResult& result);

}  // namespace aw

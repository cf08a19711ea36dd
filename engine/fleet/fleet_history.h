// An open fleet's say on one bundle: when earlier jobs blamed this verdict's culprit, its
// actions escalate (engine/attribute/action_selection.h, the repeat_offender rules) and the
// views say so; an unknown verdict's unexplained lines are ranked against its healthy jobs. The front door applies it (OpenOptions::priorBlames), after the analysis,
// so the analysis cache stays the bundle's own and every front end gives the same actions.
#pragma once

#include "engine/attribute/unexplained_lines.h"
#include "engine/fleet/fleet_store.h"
#include "engine/open/open_bundle.h"

#include <functional>
#include <string>
#include <vector>

namespace aw {

// OpenOptions::priorBlames from `store`, which must outlive the open.
std::function<std::vector<PriorBlame>(const std::string& node)> fleetHistoryOf(const FleetStore& store);

// OpenOptions::healthyTemplates from `store` (which must outlive the open): an unknown
// verdict's unexplained lines ranked against the fleet's healthy jobs, whose count is read now.
HealthyTemplateCounts fleetTemplateCountsOf(const FleetStore& store);

}  // namespace aw

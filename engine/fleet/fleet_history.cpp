#include "engine/fleet/fleet_history.h"

namespace aw {

std::function<std::vector<PriorBlame>(const std::string& node)> fleetHistoryOf(const FleetStore& store) {
    return [&store](const std::string& node) { return store.blamesOf(node); };
}

HealthyTemplateCounts fleetTemplateCountsOf(const FleetStore& store) {
    HealthyTemplateCounts counts;
    counts.healthyJobs = store.healthyJobCount();
    counts.jobsWith = [&store](std::uint64_t hash) { return store.healthyJobsWith(hash); };
    return counts;
}

}  // namespace aw

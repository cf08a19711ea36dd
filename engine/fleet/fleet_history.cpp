#include "engine/fleet/fleet_history.h"

namespace aw {

std::function<std::vector<PriorBlame>(const std::string& node)> fleetHistoryOf(const FleetStore& store) {
    return [&store](const std::string& node) { return store.blamesOf(node); };
}

}  // namespace aw

#include "engine/fleet/fleet_history.h"

namespace aw {

std::vector<PriorBlame> applyFleetHistory(const FleetStore& store, const Bundle& bundle, const RuleCatalog& catalog,
                                          AnalysisResult& result) {
    const Verdict& v = result.verdict;
    if (v.culpritNodes.empty()) return {};
    const Event* root = result.findEvent(v.rootEventId);
    ActionContext context{bundle.manifest.scheduler, bundle.manifest.workloadId, store.blamesOf(v.culpritNodes.front())};
    std::vector<PriorBlame> earlier =
        earlierBlames(v.culpritNodes.front(), v.culpritGpu, root ? root->time : kNoTime, context, faultHistoryOf(catalog));
    if (!earlier.empty()) reconsiderActions(catalog, result, context);
    return earlier;
}

}  // namespace aw

// The workload a collection is about, as the scheduler describes it: its id, nodes and
// window. Every source then collects over this scope.
#pragma once

#include "engine/core/utc_time.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct CollectScope {
    std::string workloadId;           // "slurm-4242", "k8s-team-a-llama-pretrain"
    std::string name;                 // the job's own name
    std::string scheduler = "other";  // "slurm", "kubernetes" or "other"
    std::string state;                // the scheduler's final state: FAILED, NODE_FAIL, Failed ...
    // Which cluster ran it and its index in a job array, when the scheduler says: with the
    // job id, the fleet's key for the job (written to the manifest as workload.cluster and
    // workload.array_index).
    std::string cluster;
    std::string arrayIndex;
    TimeNs start = kNoTime;  // the job's window, before any margin
    TimeNs end = kNoTime;
    std::vector<std::string> nodes;
    std::map<std::string, std::vector<std::string>> aliases;  // node -> pod names
    std::map<std::string, std::vector<int>> ranks;            // node -> global ranks, when known
    std::string problem;  // why the scope cannot be collected over (a window too long ...), else ""
    bool known() const { return !nodes.empty() && start != kNoTime && end != kNoTime && problem.empty(); }
};

// The manifest (docs/bundle-format.md §2) of a collected bundle.
std::string manifestJson(const CollectScope& scope);

}  // namespace aw

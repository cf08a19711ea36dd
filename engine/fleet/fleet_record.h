// One analysed bundle as the fleet keeps it: what a cluster operator asks of many jobs
// (which outcome, which nodes, GPUs and ranks were blamed, when), without the events. A
// bundle that could not be opened is a record too, with its error, so a batch says why.
// Written as one JSON file per bundle by a batch task (fleet_task.h), merged into the
// store (fleet_store.h) by one writer.
#pragma once

#include "engine/core/result.h"
#include "engine/core/utc_time.h"
#include "engine/open/open_bundle.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct FleetRecord {
    std::string bundlePath;   // as it was given to the analysis
    std::string contentHash;  // bundleContentHash(): the same bytes are the same job
    // The job itself, when the manifest names it (fleetJobKey()): collecting it again
    // replaces its row. "": the content hash stands for the job.
    std::string jobKey;
    std::string workloadId;
    std::string workloadName;
    std::string scheduler;
    TimeNs windowStart = kNoTime;  // the manifest's window, else the bundle's first and last line
    TimeNs windowEnd = kNoTime;
    std::string outcome;  // toString(Outcome); "error" when the bundle could not be opened
    std::string confidence;
    bool broadEvent = false;
    std::string symptom;
    std::string summary;
    std::vector<std::string> culpritNodes;
    std::int32_t culpritGpu = -1;  // on culpritNodes.front()
    std::vector<std::int32_t> culpritRanks;
    std::string catalogVersion;         // AnalysisCache::catalogKey(): its version and a hash of its rules
    std::string analysedAt;             // ISO 8601 UTC
    std::string error;                  // why the bundle gave no verdict ("" when it did)
    std::vector<std::string> problems;  // "file:line: message" of the bundle's errors, first 20
    // The scheduler's record says the job ended well (job_health.h): its lines are the
    // background a fleet ranks other jobs' unexplained lines against.
    bool healthy = false;
    // The templates of its error-looking lines no rule explained (templateHash(),
    // engine/attribute/unexplained_lines.h), best ranked first, kMaxFleetTemplates at most.
    std::vector<std::uint64_t> templates;
    // Not kept: the path held no recognised source (a README); `fleet run` and `fleet task`
    // skip it and name it instead of storing a verdict of it.
    bool notABundle = false;
};

// How many unexplained templates a job keeps in the fleet.
inline constexpr std::size_t kMaxFleetTemplates = 256;

// "slurm/<cluster>/<job id>[_<array index>]" for a Slurm job the manifest names (cluster ""
// when it does not say); "" otherwise (a Kubernetes Job's name is reused by the next one).
std::string fleetJobKey(const Manifest& manifest);

// The record of an opened bundle (failure or verdict).
FleetRecord fleetRecordOf(const std::string& bundlePath, const std::string& contentHash, const OpenedBundle& opened);

// Hashes and opens the bundle (without the per-user analysis cache) and records it;
// `contentHash`, when given, is the bundle's hash computed already.
FleetRecord analyseForFleet(const std::string& bundlePath, const OpenOptions& options,
                            const std::string& contentHash = {});

// The record as one JSON object ("format": "attribution-fleet-result/1"), and back (the
// failure says what is wrong with the text; its reader names the file).
std::string toJson(const FleetRecord& record);
Result<FleetRecord> fleetRecordFromJson(std::string_view json);

}  // namespace aw

// Slurm's JSON, the one reading of it: `sacct --json`, `scontrol --json show job` and
// `scontrol --json show node`, data parser v0.0.37 (21.08) to v0.0.40 (23.11). Each version
// shapes the same fields differently (a state is "FAILED", ["FAILED"] or
// {"current":"FAILED"}; nodes are "n[1-4]" or {"range":"n[1-4]"}; a time is a number or
// {"number":N,"set":true}; sacct and scontrol name the same field differently): the loader
// (load/json/slurm_reader) and the collector (collect/slurm_scope) read them here alike.
#pragma once

#include "engine/core/utc_time.h"

#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>

namespace aw {

struct SlurmJsonJob {
    std::string id;  // "" when the record has none
    std::string name;
    std::string state;                              // every state, joined with ',' ("FAILED", "CANCELLED,REQUEUED")
    std::string reason;                             // the state's reason, as written ("None" included)
    std::string nodes;                              // a host list, "" when none
    std::string failedNode;                         // 22.05 and later
    std::string exitCode;                           // "1", or the string Slurm gave ("SUCCESS" in 22.05)
    std::string signal;                             // the exit code's signal name ("KILL")
    std::optional<std::int64_t> requestedMemoryMb;  // tres.requested's mem (ReqMem)
    TimeNs start = kNoTime, end = kNoTime;
    std::string stdoutPath, stderrPath;  // sacct 23.02 and later, scontrol --json
    std::string workDir;
    std::string user;                     // the owner's name
    std::string cluster;                  // sacct's cluster, "" from scontrol
    long uid = -1;                        // the owner's uid, when given
    std::string arrayJobId, arrayTaskId;  // "" for a job of no array
};

struct SlurmJsonStep {
    std::string id;  // "4242.0", "4242.batch"
    std::string name, state, nodes, exitCode, signal;
    std::optional<std::int64_t> maxRssBytes;  // tres.requested.max's mem (MaxRSS)
    TimeNs start = kNoTime, end = kNoTime;
};

struct SlurmJsonNode {
    std::string name;   // name, else hostname
    std::string state;  // joined with ',' ("DOWN,DRAIN")
    std::string reason;
    std::string reasonSetBy;  // reason_set_by_user
    TimeNs reasonChangedAt = kNoTime;
};

SlurmJsonJob readSlurmJsonJob(simdjson::dom::element job);
// `jobId` completes a step id given as a number.
SlurmJsonStep readSlurmJsonStep(simdjson::dom::element step, const std::string& jobId);
SlurmJsonNode readSlurmJsonNode(simdjson::dom::element node);

// The first of a joined state list ("CANCELLED,REQUEUED" -> "CANCELLED").
std::string firstSlurmState(const std::string& states);
// Whether a node in this state, with no reason, is ordinary (idle, allocated, ...).
bool routineSlurmNodeState(std::string_view state);

}  // namespace aw

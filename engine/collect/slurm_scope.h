// A Slurm job as the scope of a collection: its nodes, window and state from
// `sacct --json` (kept as slurm/sacct.json), its output files from `scontrol show job`
// (JSON where the installed Slurm has it, the plain key=value text where it has not), and
// the plain `sacct -P` where sacct lacks JSON. The job's output is copied into slurm/ when
// it is a regular file its owner (scontrol's UserId, else sacct's user) can read, no link
// on the way (local_file.h). Once scontrol has forgotten the job (MinJobAge), its output is
// where the batch script's #SBATCH -o says (sacct -B, slurm_output_path.h), else at
// sbatch's default name, or where --job-output says; collect.json says which, or why none.
#pragma once

#include "engine/collect/collect_context.h"
#include "engine/collect/collect_scope.h"

#include <string>
#include <string_view>

namespace aw {

CollectScope scopeSlurmJob(const std::string& jobId, CollectContext& ctx);

// What `scontrol show job` says of a job (either format), for the scope and the output.
struct SlurmJobInfo {
    std::string jobId, name, state, nodes, stdoutPath, stderrPath, workDir;
    TimeNs start = kNoTime, end = kNoTime;
    long uid = -1;                        // the job's owner: scontrol's UserId=name(uid), or user_id
    std::string user;                     // sacct's user name, for when no uid was said
    std::string arrayJobId, arrayTaskId;  // "" for a job of no array
    std::string cluster;                  // sacct's; "" from scontrol
};
// Plain `scontrol show job ID`: "Key=Value" words; times are the controller's local time.
SlurmJobInfo parseScontrolShowJob(std::string_view text);
// `sacct --json` (data parser v0.0.38 of Slurm 22.05 to v0.0.40 of 23.11): the job `jobId`.
bool parseSacctJson(std::string_view json, const std::string& jobId, SlurmJobInfo& info);
// `sacct -X -P -n -o JobID,JobName,State,ExitCode,Start,End,NodeList,WorkDir`.
bool parseSacctPlain(std::string_view text, SlurmJobInfo& info);
// A zone-less Slurm time ("2026-12-05T05:40:01") in this machine's local time; kNoTime for
// "Unknown", "None" or anything else.
TimeNs slurmLocalTime(std::string_view text);

}  // namespace aw

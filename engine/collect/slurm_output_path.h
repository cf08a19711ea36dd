// Where a Slurm job's output went, once slurmctld has forgotten the job (MinJobAge after its
// end): the `#SBATCH -o/-e` lines of its batch script as accounting kept it (`sacct -B`,
// where the cluster stores scripts: AccountingStoreFlags=job_script), and sbatch's filename
// patterns (%j, %x, %u, %N, %A, %a, %%, a width as in %4j) filled in from the job's record.
// The script and the names are the job owner's data: the result is only ever a path to read
// through local_file.h, never a shell's word.
#pragma once

#include "engine/core/result.h"

#include <string>
#include <string_view>

namespace aw {

// The output and error names the batch script's #SBATCH lines give ("" when it gives none),
// as written (patterns not filled in). The last of each wins, as in sbatch.
struct SbatchOutputNames {
    std::string output, error;
    bool hasScript = false;  // false: sacct printed NONE, or no script at all
};
// `text` is what `sacct -B -j JOB` prints: a "Batch Script for JOB" header, a rule of
// dashes, then the script (or NONE). The #SBATCH lines are read as sbatch does: those
// before the first line that is neither blank nor a comment.
SbatchOutputNames parseBatchScriptOutputs(std::string_view text);

// What fills a filename pattern in.
struct SlurmFilenameFields {
    std::string jobId, name, user, firstNode;
    std::string arrayJobId, arrayTaskId;  // "" for a job that is not an array's task
};
// Fills in `pattern` as slurmstepd does for the batch step; a failure (the reason alone: the
// caller names the pattern) when it holds a pattern that cannot be filled in here (%t, %n,
// %s, %J, %A of a non-array job ...). A pattern with a backslash is taken as written, the
// backslashes removed (sbatch's rule).
Result<std::string> expandSlurmFilename(std::string_view pattern, const SlurmFilenameFields& fields);

}  // namespace aw

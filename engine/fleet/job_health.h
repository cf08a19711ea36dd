// Whether a job ended well, as far as a bundle can honestly say: its scheduler's own record
// says so. The verdict cannot: `unknown` is what a job that failed of something no rule
// knows gets too, and its lines are the ones a fleet must not learn to ignore. A fleet's
// healthy jobs are the background its unexplained lines are ranked against (docs/fleet.md).
#pragma once

#include "engine/core/bundle.h"

namespace aw {

// True when the bundle holds the scheduler's record of the job (its Slurm JSON or scontrol
// files, kubectl's pods; never a text log) and every such record says
// it ended well: Slurm's job records (not its steps; of the manifest's job when it names
// one) are COMPLETED with exit code 0 (or none given), or Kubernetes' pod records are all
// in phase Succeeded. No record, or any other state (FAILED, TIMEOUT, a requeue's
// NODE_FAIL, a pod Running or Failed): false.
bool jobEndedWell(const Bundle& bundle);

}  // namespace aw

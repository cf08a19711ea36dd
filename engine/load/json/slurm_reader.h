// Slurm `sacct --json` and `scontrol show job --json`: job and step states, per node.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readSlurmJson(const ReaderInput& in);

}  // namespace aw

// Slurm `sacct --json` and `scontrol show job --json`: job and step states, per node;
// `scontrol show node`, JSON (FileFormat::SlurmJson) or plain (FileFormat::SlurmNodeText):
// the state of each node that is not routine, its reason, who set it and when.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readSlurmJson(const ReaderInput& in);
ReaderOutput readSlurmNodeText(const ReaderInput& in);

}  // namespace aw

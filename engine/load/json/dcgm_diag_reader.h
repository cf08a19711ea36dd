// `dcgmi diag -r N` (text or -j) of one node, as `collect --node-command` keeps it
// (nodes/<node>/dcgmi-diag.txt): a record per test and GPU whose result is not a Pass, e.g.
// `dcgm_diag section=hardware test=gpu_memory gpu=0 result=fail message="Found 4 faulty memory
// elements on GPU 0"` (-j adds DCGM's own `category=hardware_memory severity=isolate` of the
// error). A Pass gives none: it is no evidence. The records have no time: a diag says what the
// GPUs did when it ran, on a node drained for it.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readDcgmDiag(const ReaderInput& in);

}  // namespace aw

// `dcgmi health -c` (text or -j) of one node, as `collect --node-command` keeps it
// (nodes/<node>/dcgmi-health.txt): a record per system DCGM says is not healthy, e.g.
// `dcgm_health gpu=3 system=memory health=failure message="Detected 2 volatile double-bit ECC
// error(s) in GPU 3."` (another entity: `entity=nvswitch id=1` instead of `gpu=`). A Healthy
// report gives none: it is no evidence (DCGM#263: Healthy beside a GPU that needed a reset).
// The records have no time: the check says what DCGM's retained samples held when it ran.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readDcgmHealth(const ReaderInput& in);

}  // namespace aw

// Cloud-provider events: a JSON array or NDJSON of maintenance, host and GPU events.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readCloudEvents(const ReaderInput& in);

}  // namespace aw

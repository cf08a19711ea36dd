// Loki query_range responses (resultType streams): one record per log line of each stream.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readLokiJson(const ReaderInput& in);

}  // namespace aw

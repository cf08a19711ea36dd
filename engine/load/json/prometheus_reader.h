// Prometheus query_range responses (resultType matrix): metric series per node and GPU.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readPrometheusJson(const ReaderInput& in);

}  // namespace aw

// A /metrics scrape in Prometheus' text exposition format, as dcgm-exporter and node_exporter
// serve it and users paste it: `# HELP`/`# TYPE` comments, then `name{label="value",...} value
// [timestamp_ms]` per line. One sample per series, at its timestamp or else at the end of the
// file's time window (a scrape is one moment: when the file was written, when nothing better
// is known). Lines that do not parse are Problems naming the file and line; the others load.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readPrometheusText(const ReaderInput& in);

// Whether `head` (a file's first bytes) looks like the text format: it starts with a
// `# HELP` or `# TYPE` comment.
bool looksLikePrometheusText(std::string_view head);

}  // namespace aw

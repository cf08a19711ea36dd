// journalctl -o json (NDJSON): one record per journal entry.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readJournalJson(const ReaderInput& in);

}  // namespace aw

// collect.json, written by `attribution-cli collect` beside the files it collected
// (docs/collect.md): what each request answered. Not evidence of the failure, so nothing
// is analysed in it; what the collection could not get becomes a warning of the bundle,
// so that whoever opens it knows which sources the verdict lacked.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readCollectRecord(const ReaderInput& in);

}  // namespace aw

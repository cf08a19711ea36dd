// Reading Flight Recorder dumps into aw::FlightRecorderDump (API in
// aw/flight_recorder.h). Both forms go through one value tree: the pickle form through the
// strict pickle reader, the JSON form through simdjson into the same tree, so the fields
// are read by one piece of code.
#pragma once

#include "engine/flight_recorder/flight_recorder.h"
#include "engine/flight_recorder/pickle_reader.h"

#include <string>
#include <string_view>

namespace aw {

// Parses JSON into the pickle value tree (objects become dicts, arrays lists), with the
// byte offset of each value. Depth is capped as for pickles. Null value + error on failure.
PickleResult readJsonAsValueTree(std::string_view bytes, const PickleLimits& limits = {});

// Fills `out` from a parsed dump tree; problems (file, offset) for fields of the wrong
// shape. False when the tree is not a Flight Recorder dump at all.
bool dumpFromValueTree(const PickleValue& root, std::string_view path, FlightRecorderDump& out,
                       std::vector<Problem>& problems);

}  // namespace aw

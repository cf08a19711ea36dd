// Internals of the Flight Recorder hang analysis shared with tests and the attribution
// step (the API is aw/flight_recorder.h).
#pragma once

#include "engine/flight_recorder/flight_recorder.h"

#include <string>
#include <vector>

namespace aw {

// "0-4, 6-15" for {0,1,2,3,4,6,...,15}: rank sets stay readable at scale.
std::string formatRankList(const std::vector<int>& ranks);

// "[[1048576]] Float" for an entry's input sizes and dtypes.
std::string formatSizes(const FrEntry& entry);

}  // namespace aw

// A Flight Recorder dump shown as text in the raw-log view: a dump is a pickle,
// unreadable as it is.
#pragma once

#include "engine/flight_recorder/dump_reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace aw {

// A dump as text, for the raw-log view: a dump is a pickle, unreadable as it is. One line
// per group config, group status and entry, in the order they stand in the file, each
// remembering the byte offset it came from so that evidence (which points into the dump)
// lands on its line.
struct FrDumpText {
    std::string text;
    std::vector<std::uint64_t> lineOffsets;  // per line, ascending: the dump offset it stands for
    // The 1-based line that shows the record at `offset` (the last line starting at or before it).
    std::uint32_t lineForOffset(std::uint64_t offset) const;
};
FrDumpText renderDumpText(const FlightRecorderDump& dump);

}  // namespace aw

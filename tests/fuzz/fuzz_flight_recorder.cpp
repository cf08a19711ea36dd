// Flight Recorder dumps: the strict pickle reader and the JSON form, then the dump
// fields. The first byte picks the form, so both share one corpus.
#include "engine/flight_recorder/hang_analysis.h"
#include "tests/fuzz/fuzz_input.h"
#include "engine/flight_recorder/pickle_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    aw::PickleLimits limits;
    limits.maxValues = 1'000'000;  // keeps one input's memory bounded under ASan
    (void)aw::readPickle(text, limits);
    aw::FlightRecorderDump dump;
    std::vector<aw::Problem> problems;
    aw::readFlightRecorderDump("flight_recorder/_dump_0", text, dump, problems);
    return 0;
}

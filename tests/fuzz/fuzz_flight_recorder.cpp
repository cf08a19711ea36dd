// Flight Recorder dumps: the strict pickle reader and the JSON form, then the dump
// fields. The first byte picks the form, so both share one corpus. The reader's work is
// linear: at most 3 units a byte (an opcode, a value put in a container, a key indexed),
// whatever the memo shares; and the whole input takes well under 5 s, even under ASan.
#include "engine/flight_recorder/hang_analysis.h"
#include "tests/fuzz/fuzz_input.h"
#include "engine/flight_recorder/pickle_reader.h"

#include <chrono>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    aw::PickleLimits limits;
    limits.maxValues = 1'000'000;  // keeps one input's memory bounded under ASan
    const auto start = std::chrono::steady_clock::now();
    const aw::PickleResult pickle = aw::readPickle(text, limits);
    if (pickle.work > 3 * size + 3) __builtin_trap();
    aw::FlightRecorderDump dump;
    std::vector<aw::Problem> problems;
    aw::readFlightRecorderDump("flight_recorder/_dump_0", text, dump, problems);
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > 5.0) __builtin_trap();
    return 0;
}

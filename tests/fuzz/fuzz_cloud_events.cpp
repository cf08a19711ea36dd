// Cloud provider events (NDJSON or a JSON array: maintenance, preemption, host errors).
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/json/cloud_events_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"cloud/fuzz.ndjson", awfuzz::asText(data, size), {}};
    aw::ReaderOutput out = aw::readCloudEvents(in);
    awfuzz::checkRecords(out);
    return 0;
}

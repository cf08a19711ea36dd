// Slurm JSON (sacct --json / scontrol show job --json), with its {"number":N,"set":true} wrappers,
// and the plain `scontrol show node` (the reader's other entry) on the same bytes.
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/json/slurm_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"slurm/fuzz.json", awfuzz::asText(data, size), {}};
    aw::ReaderOutput out = aw::readSlurmJson(in);
    awfuzz::checkRecords(out);
    aw::ReaderOutput text = aw::readSlurmNodeText(in);
    awfuzz::checkRecords(text);
    return 0;
}

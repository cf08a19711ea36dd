// Slurm JSON (sacct --json / scontrol show job --json), with its {"number":N,"set":true} wrappers.
#include "tests/fuzz/fuzz_input.h"
#include "engine/load/json/slurm_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"slurm/fuzz.json", awfuzz::asText(data, size), {}};
    aw::ReaderOutput out = aw::readSlurmJson(in);
    for (const auto& r : out.records)
        if (r.textBegin + r.textLength > out.arena.size() || r.nodeName >= out.nodeNames.size()) __builtin_trap();
    return 0;
}

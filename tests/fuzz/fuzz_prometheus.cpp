// Prometheus query_range / query JSON (metric series with node and GPU labels).
#include "tests/fuzz/fuzz_input.h"
#include "engine/load/json/prometheus_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"metrics/fuzz.json", awfuzz::asText(data, size), {}};
    aw::ReaderOutput out = aw::readPrometheusJson(in);
    for (const auto& r : out.records)
        if (r.textBegin + r.textLength > out.arena.size()) __builtin_trap();
    return 0;
}

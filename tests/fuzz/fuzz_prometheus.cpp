// Prometheus query_range / query JSON and the text format of a /metrics scrape (metric
// series with node and GPU labels).
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/json/prometheus_reader.h"
#include "engine/load/json/prometheus_text_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"metrics/fuzz.json", awfuzz::asText(data, size), {}};
    aw::ReaderOutput out = aw::readPrometheusJson(in);
    awfuzz::checkRecords(out);
    aw::TimeContext scrape;
    scrape.windowEnd = 1'796'026'203'000'000'000;
    const aw::ReaderOutput text = aw::readPrometheusText({"metrics/fuzz.prom", in.bytes, scrape});
    if (text.metrics.size() != text.metricNodes.size()) __builtin_trap();
    return 0;
}

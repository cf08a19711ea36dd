// Kubernetes JSON: pod lists and event lists (kubectl get -o json).
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/json/k8s_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"k8s/fuzz.json", awfuzz::asText(data, size), {}};
    awfuzz::checkRecords(aw::readK8sPodsJson(in));
    awfuzz::checkRecords(aw::readK8sEventsJson(in));
    return 0;
}

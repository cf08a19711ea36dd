// Kubernetes JSON: pod lists and event lists (kubectl get -o json).
#include "tests/fuzz/fuzz_input.h"
#include "engine/load/json/k8s_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"k8s/fuzz.json", awfuzz::asText(data, size), {}};
    for (aw::ReaderOutput out : {aw::readK8sPodsJson(in), aw::readK8sEventsJson(in)})
        for (const auto& r : out.records)
            if (r.textBegin + r.textLength > out.arena.size() || r.nodeName >= out.nodeNames.size()) __builtin_trap();
    return 0;
}

// The tools' tables a node command or a paste leaves in a bundle: `dcgmi health -c` and
// `dcgmi diag` (text or -j) and `kubectl get pods -o wide`, each classified and read on the
// same bytes.
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/file_classifier.h"
#include "engine/load/json/dcgm_diag_reader.h"
#include "engine/load/json/dcgm_health_reader.h"
#include "engine/load/json/k8s_pods_text_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ReaderInput in{"nodes/gpu07/dcgmi-health.txt", awfuzz::asText(data, size), {}};
    (void)aw::classifyFile(in.path, in.bytes);
    awfuzz::checkRecords(aw::readDcgmHealth(in));
    awfuzz::checkRecords(aw::readDcgmDiag(in));
    awfuzz::checkRecords(aw::readK8sPodsText(in));
    return 0;
}

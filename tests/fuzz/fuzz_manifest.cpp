// bundle.json: the manifest reader (nodes, aliases, boot times, per-source overrides).
#include "tests/fuzz/fuzz_input.h"
#include "engine/load/json/manifest_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ManifestData m = aw::readManifest("bundle.json", awfuzz::asText(data, size));
    (void)m;
    return 0;
}

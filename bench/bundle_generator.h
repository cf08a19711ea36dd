// Writes a large, realistic failure bundle for benchmarks: N Slurm nodes running one
// training job (manifest, per-node train.log and dmesg.log, Slurm output and sacct),
// mostly benign training output, one GPU falling off the bus (Xid 79) on the culprit
// node and the NCCL watchdog-timeout cascade on every other node. Deterministic: the
// same options give the same bytes.
#pragma once

#include <cstdint>
#include <string>

namespace awbench {

struct GeneratorOptions {
    std::string outDir;
    unsigned nodes = 1024;
    std::uint64_t totalBytes = 2'000'000'000;  // approximate size of all node logs together
    unsigned culpritNode = 6;                  // 0-based: node0007
    unsigned culpritGpu = 3;
    std::uint64_t seed = 42;
    std::string workloadId = "slurm-4242";     // the manifest's workload id
    unsigned threads = 0;                      // 0: all cores (output does not depend on it)
};

struct GeneratedBundle {
    std::uint64_t bytes = 0;
    std::uint64_t lines = 0;
    std::uint64_t files = 0;
    std::string culpritNodeName;
    int culpritRank = -1;
};

// Writes the bundle under options.outDir (created; existing files are overwritten).
// Throws std::runtime_error when a file cannot be written.
GeneratedBundle generateBundle(const GeneratorOptions& options);

// "node0007": the name the generator gives node `index` (0-based).
std::string generatedNodeName(unsigned index);

}  // namespace awbench

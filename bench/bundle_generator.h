// Writes a large, realistic failure bundle for benchmarks: N Slurm nodes running one
// training job (manifest, per-node train.log and dmesg.log, Slurm output and sacct),
// mostly benign training output, one GPU falling off the bus (Xid 79) on the culprit
// node and the NCCL watchdog-timeout cascade on every other node. Deterministic: the
// same options give the same bytes.
#pragma once

#include <cstdint>
#include <string>

namespace awbench {

// The shapes of real bundles (issue 28). All have the same failure (node0007's GPU falls
// off the bus, every other rank times out); they differ in how the training output is
// written.
enum class Shape {
    Megatron,     // train.log per node: Megatron, Python logging, c10d and NCCL lines mixed
    IsoRank,      // train.log per node, every line "[rankN]:<ISO time> INFO ..."
    PyTorch,      // train.log per node, PyTorch's own "[I1130 08:00:00.123456789 file.cpp:N] ..."
    Glog,         // train.log per node, glog/absl "I1130 08:00:00.123456 12345 train.py:N] ..."
    JournalJson,  // journal.json per node: journalctl -o json of the training and the kernel
    ManySmall,    // a log per rank (nodes/<node>/rank<N>.log), 8 a node
    OneBig,       // every node's output in one file (slurm/slurm-4242.out), node after node
};
// "megatron", "iso-rank", "pytorch", "glog", "journal-json", "many-small", "one-big".
const char* shapeName(Shape shape);
bool parseShape(const std::string& name, Shape& shape);

struct GeneratorOptions {
    Shape shape = Shape::Megatron;
    std::string outDir;
    unsigned nodes = 1024;
    std::uint64_t totalBytes = 2'000'000'000;  // approximate size of all node logs together
    unsigned culpritNode = 6;                  // 0-based: node0007
    unsigned culpritGpu = 3;
    std::uint64_t seed = 42;
    std::string workloadId = "slurm-4242";  // the manifest's workload id
    unsigned threads = 0;                   // 0: all cores (output does not depend on it)
    // node0001's train.log (rank 0 prints the most) grows to at least this many bytes and
    // lines; 0: as big as the others'. Issue 47's reporter typed into a 13.7 MB, 128k-line
    // node0001/train.log of a 478 MB bundle, ten times any other node's log.
    std::uint64_t firstNodeLogBytes = 0;
    std::uint64_t firstNodeLogLines = 0;
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

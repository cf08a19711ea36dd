// aw-gen-bundle OUT_DIR [--nodes N] [--bytes N] [--seed N] [--culprit-node N] [--culprit-gpu G]
// [--workload-id ID] [--shape S] [--first-node-log-bytes N] [--first-node-log-lines N]: writes
// a large realistic bundle (see bundle_generator.h) for benchmarks, or many small ones with
// known culprits for the fleet's tests (culprit node N counts from 1: node0007 is 7);
// node0001's train.log can be made bigger than the others'. Keep the output outside the repo.
#include "bundle_generator.h"

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv) {
    // An option where the folder should be ("--help") must not become a 2 GB folder of that name.
    if (argc < 2 || argv[1][0] == '-' || argc % 2 != 0) {
        std::fprintf(stderr, "usage: aw-gen-bundle OUT_DIR [--nodes N] [--bytes N] [--seed N] [--culprit-node N] "
                             "[--culprit-gpu G] [--workload-id ID]\n"
                             "       [--shape megatron|iso-rank|pytorch|glog|journal-json|many-small|one-big]\n"
                             "       [--first-node-log-bytes N] [--first-node-log-lines N]\n");
        return 2;
    }
    awbench::GeneratorOptions o;
    o.outDir = argv[1];
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--nodes") o.nodes = static_cast<unsigned>(std::stoul(v));
        else if (k == "--bytes") o.totalBytes = std::stoull(v);
        else if (k == "--seed") o.seed = std::stoull(v);
        else if (k == "--culprit-node") o.culpritNode = static_cast<unsigned>(std::stoul(v)) - 1;
        else if (k == "--culprit-gpu") o.culpritGpu = static_cast<unsigned>(std::stoul(v)) % 8;
        else if (k == "--workload-id") o.workloadId = v;
        else if (k == "--first-node-log-bytes") o.firstNodeLogBytes = std::stoull(v);
        else if (k == "--first-node-log-lines") o.firstNodeLogLines = std::stoull(v);
        else if (k == "--shape") {
            if (!awbench::parseShape(v, o.shape)) {
                std::fprintf(stderr, "unknown shape %s\n", v.c_str());
                return 2;
            }
        } else {
            std::fprintf(stderr, "unknown option %s\n", k.c_str());
            return 2;
        }
    }
    try {
        const auto g = awbench::generateBundle(o);
        std::printf("%s: %llu files, %llu bytes, %llu lines; culprit %s rank %d\n", o.outDir.c_str(),
                    static_cast<unsigned long long>(g.files), static_cast<unsigned long long>(g.bytes),
                    static_cast<unsigned long long>(g.lines), g.culpritNodeName.c_str(), g.culpritRank);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "aw-gen-bundle: %s\n", e.what());
        return 1;
    }
    return 0;
}

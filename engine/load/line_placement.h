// Which node a line of a text log belongs to: the node of the file it is in; else the node
// the host it names is ("node007:1234:1234 [3] NCCL ..."); else the one node that owns the
// job-wide rank it carries ("[rank51]: CUDA error ...", srun's "51: "), as when every rank
// of a job prints to one Slurm output. torchrun's "[default3]:" is a rank within a node
// and places nothing; neither does a rank that no node or several nodes claim.
#pragma once

#include "engine/core/bundle.h"
#include "engine/text/text_log_scanner.h"

#include <optional>
#include <string_view>
#include <unordered_map>

namespace aw {

class LinePlacement {
public:
    LinePlacement(const Bundle& bundle, const SourceFile& file) : bundle_(bundle), fileNode_(file.node) {}

    std::uint32_t nodeOf(const LineFacts& facts);

    // True when a line of a file without a node is placed by its job-wide rank, if at all.
    static bool placedByRank(const LineFacts& facts) {
        return facts.host.empty() && facts.rank >= 0 && !facts.localRank;
    }

private:
    const Bundle& bundle_;
    const std::uint32_t fileNode_;
    std::unordered_map<std::string_view, std::uint32_t> hostNodes_;  // keys view the file bytes
    std::string_view lastHost_;
    std::uint32_t lastHostNode_ = kNoNode;
    std::optional<std::unordered_map<int, std::uint32_t>> rankOwners_;  // built when first asked
};

}  // namespace aw

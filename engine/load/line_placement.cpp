#include "engine/load/line_placement.h"

namespace aw {

std::uint32_t LinePlacement::nodeOf(const LineFacts& facts) {
    if (fileNode_ != kNoNode) return fileNode_;
    if (!facts.host.empty()) {
        if (facts.host != lastHost_) {  // lines of one file name few hosts, often in runs
            lastHost_ = facts.host;
            auto [it, added] = hostNodes_.try_emplace(facts.host, kNoNode);
            if (added) it->second = bundle_.findNode(facts.host);
            lastHostNode_ = it->second;
        }
        return lastHostNode_;
    }
    if (!placedByRank(facts)) return kNoNode;
    if (!rankOwners_) {
        rankOwners_.emplace();
        for (std::uint32_t n = 0; n < bundle_.nodes.size(); ++n)
            for (int rank : bundle_.nodes[n].ranks) {
                auto [it, added] = rankOwners_->try_emplace(rank, n);
                if (!added && it->second != n) it->second = kNoNode;  // claimed twice: nobody's
            }
    }
    const auto owner = rankOwners_->find(facts.rank);
    return owner == rankOwners_->end() ? kNoNode : owner->second;
}

}  // namespace aw

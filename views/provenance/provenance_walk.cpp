#include "views/provenance/provenance_walk.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace awv {
namespace {

class WalkBuilder {
public:
    WalkBuilder(const aw::Provenance& provenance) : provenance_(provenance) {
        for (std::size_t i = 0; i < provenance.nodes.size(); ++i) index_.emplace(provenance.nodes[i].id, i);
        // Who is linked to whom, once: asking the edges list per node made a walk over a
        // big provenance (a verdict with 24,580 linked decisions) quadratic.
        adjacent_.resize(provenance.nodes.size());
        for (const auto& edge : provenance.edges) {
            const auto from = index_.find(edge.from), to = index_.find(edge.to);
            if (from != index_.end()) adjacent_[from->second].push_back(to == index_.end() ? kMissing : to->second);
            if (to != index_.end() && to != from)
                adjacent_[to->second].push_back(from == index_.end() ? kMissing : from->second);
        }
    }

    const aw::ProvNode* find(const std::string& id) const {
        auto it = index_.find(id);
        return it == index_.end() ? nullptr : &provenance_.nodes[it->second];
    }

    // Neighbours in either direction, in edge order: the engine's edge direction does
    // not matter for "what is linked to what".
    std::vector<const aw::ProvNode*> neighbours(const std::string& id, aw::ProvKind kind) const {
        std::vector<const aw::ProvNode*> found;
        const auto it = index_.find(id);
        if (it == index_.end()) return found;
        std::unordered_set<std::size_t> seen;
        for (std::size_t other : adjacent_[it->second]) {
            if (other == kMissing) continue;
            const aw::ProvNode* node = &provenance_.nodes[other];
            if (node->kind == kind && seen.insert(other).second) found.push_back(node);
        }
        return found;
    }

    const aw::ProvNode* eventNode(std::uint32_t eventId) const {
        if (eventId == 0) return nullptr;
        for (const auto& node : provenance_.nodes)
            if (node.kind == aw::ProvKind::Event && node.eventId == eventId) return &node;
        return nullptr;
    }

    void push(const aw::ProvNode* node) {
        if (node && visited_.insert(node->id).second) steps_.push_back(node->id);
    }
    bool visited(const aw::ProvNode* node) const { return visited_.count(node->id) != 0; }

    void walkEvent(const aw::ProvNode* event) {
        push(event);
        for (const auto& node : provenance_.nodes)
            if (node.kind == aw::ProvKind::Decision && node.eventId == event->eventId) push(&node);
        for (const aw::ProvNode* evidence : neighbours(event->id, aw::ProvKind::Evidence)) push(evidence);
    }

    std::vector<std::string> build(const aw::Verdict& verdict) {
        const aw::ProvNode* verdictNode = nullptr;
        for (const auto& node : provenance_.nodes)
            if (node.kind == aw::ProvKind::Verdict) {
                verdictNode = &node;
                break;
            }
        if (!verdictNode) return {};
        push(verdictNode);

        // The decisions that chose the outcome carry the verdict's rule; other decisions
        // linked to the verdict (noise filters, say) are not on the chain. Without a
        // verdict rule, every decision linked to the verdict is.
        auto outcomeDecisions = neighbours(verdictNode->id, aw::ProvKind::Decision);
        const bool anyNamed = std::any_of(outcomeDecisions.begin(), outcomeDecisions.end(),
                                          [&](const aw::ProvNode* d) { return d->rule == verdict.rule; });
        if (anyNamed && !verdict.rule.empty())
            std::erase_if(outcomeDecisions, [&](const aw::ProvNode* d) { return d->rule != verdict.rule; });
        for (const aw::ProvNode* decision : outcomeDecisions) push(decision);

        std::vector<const aw::ProvNode*> roots;
        if (const aw::ProvNode* root = eventNode(verdict.rootEventId)) {
            roots.push_back(root);
        } else {
            for (const aw::ProvNode* decision : outcomeDecisions) {
                if (const aw::ProvNode* about = eventNode(decision->eventId)) roots.push_back(about);
                for (const aw::ProvNode* linked : neighbours(decision->id, aw::ProvKind::Event))
                    roots.push_back(linked);
            }
        }
        for (const aw::ProvNode* root : roots)
            if (!visited(root)) walkEvent(root);
        return std::move(steps_);
    }

private:
    const aw::Provenance& provenance_;
    static constexpr std::size_t kMissing = static_cast<std::size_t>(-1);  // an edge to an unknown id
    std::unordered_map<std::string, std::size_t> index_;
    std::vector<std::vector<std::size_t>> adjacent_;  // per node, the other end of each of its edges
    std::unordered_set<std::string> visited_;
    std::vector<std::string> steps_;
};

}  // namespace

std::vector<std::string> provenanceWalkOrder(const aw::Provenance& provenance, const aw::Verdict& verdict) {
    return WalkBuilder(provenance).build(verdict);
}

std::string ProvenanceWalk::current() const {
    return position_ >= 0 && position_ < count() ? steps_[position_] : std::string();
}

int ProvenanceWalk::indexOf(const std::string& nodeId) const {
    auto it = std::find(steps_.begin(), steps_.end(), nodeId);
    return it == steps_.end() ? -1 : int(it - steps_.begin());
}

bool ProvenanceWalk::next() {
    if (!canGoNext()) return false;
    ++position_;
    return true;
}

bool ProvenanceWalk::previous() {
    if (!canGoPrevious()) return false;
    --position_;
    return true;
}

bool ProvenanceWalk::moveTo(const std::string& nodeId) {
    const int index = indexOf(nodeId);
    if (index < 0) return false;
    position_ = index;
    return true;
}

}  // namespace awv

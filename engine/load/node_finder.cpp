#include "engine/load/node_finder.h"

#include "engine/core/host_list.h"

namespace aw {

NodeFinder::NodeFinder(const std::vector<Node>& nodes) {
    // try_emplace keeps the first node to claim a name, as Bundle::findNode's passes do.
    auto add = [&](std::string_view name, std::uint32_t i) {
        byName_.try_emplace(lowerAscii(name), i);
        byShort_.try_emplace(lowerAscii(shortHostName(name)), i);
    };
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        add(nodes[i].name, i);
        for (const std::string& alias : nodes[i].aliases) add(alias, i);
    }
}

std::uint32_t NodeFinder::findByName(std::string_view name) const {
    const auto it = byName_.find(lowerAscii(name));
    return it == byName_.end() ? kNoNode : it->second;
}

std::uint32_t NodeFinder::find(std::string_view name) const {
    if (name.empty()) return kNoNode;
    if (const std::uint32_t byName = findByName(name); byName != kNoNode) return byName;
    if (const auto it = byShort_.find(lowerAscii(shortHostName(name))); it != byShort_.end()) return it->second;
    return kNoNode;
}

}  // namespace aw

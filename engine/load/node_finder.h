// Bundle::findNode for many lookups: the same answer (a name or alias with ASCII case
// ignored, the first node first; failing that, the short host names) from two hash maps
// built once, instead of a pass over every node per lookup. A 1,024-node bundle asks once
// per file and per record while its nodes are settled, on one thread.
#pragma once

#include "engine/core/bundle.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace aw {

class NodeFinder {
public:
    explicit NodeFinder(const std::vector<Node>& nodes);
    // The index of the node `name` names, or kNoNode.
    std::uint32_t find(std::string_view name) const;
    // The same by names and aliases only, without the short host names.
    std::uint32_t findByName(std::string_view name) const;

private:
    std::unordered_map<std::string, std::uint32_t> byName_;   // lower-cased names and aliases
    std::unordered_map<std::string, std::uint32_t> byShort_;  // their lower-cased short host names
};

}  // namespace aw

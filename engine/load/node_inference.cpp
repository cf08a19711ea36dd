// Node identity across names (see node_inference.h).
#include "engine/load/node_inference.h"

#include "engine/core/host_list.h"

#include <algorithm>

namespace aw {
namespace {

bool isIpLike(std::string_view s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.' || c == ':'; });
}

void appendUnique(std::vector<int>& to, const std::vector<int>& from) {
    for (int v : from)
        if (std::find(to.begin(), to.end(), v) == to.end()) to.push_back(v);
}

}  // namespace

int NodeRegistry::lookup(std::string_view name) const {
    const std::string key = lowerAscii(name);
    if (auto it = byName_.find(key); it != byName_.end()) return it->second;
    if (!isIpLike(name)) {
        const std::string shortKey = lowerAscii(shortHostName(name));
        if (auto it = byShort_.find(shortKey); it != byShort_.end()) return it->second;
    }
    return -1;
}

void NodeRegistry::addName(int group, std::string_view name) {
    Group& g = groups_[group];
    // One spelling per name: "GPU-HOST-1" and "gpu-host-1" are the same alias.
    if (byName_.emplace(lowerAscii(name), group).second) g.names.emplace_back(name);
    if (!isIpLike(name)) byShort_.emplace(lowerAscii(shortHostName(name)), group);
}

void NodeRegistry::addManifestNode(const Node& node) {
    if (node.name.empty()) return;
    int g = lookup(node.name);
    if (g < 0) {
        for (const std::string& alias : node.aliases)
            if ((g = lookup(alias)) >= 0) break;
    }
    if (g < 0) {
        g = static_cast<int>(groups_.size());
        groups_.emplace_back();
    }
    Group& group = groups_[g];
    if (!group.fromManifest) {
        group.fromManifest = true;
        group.manifestName = node.name;
    }
    appendUnique(group.ranks, node.ranks);
    appendUnique(group.gpus, node.gpus);
    if (node.bootTime != kNoTime) group.bootTime = node.bootTime;
    addName(g, node.name);
    for (const std::string& alias : node.aliases) addName(g, alias);
}

void NodeRegistry::addSeen(std::string_view name) {
    if (name.empty() || (!hostShaped(name) && !isIpLike(name) && !redactedHost(name))) return;
    int g = lookup(name);
    if (g < 0) {
        g = static_cast<int>(groups_.size());
        groups_.emplace_back();
    }
    addName(g, name);
}

bool NodeRegistry::known(std::string_view name) const {
    return lookup(name) >= 0;
}

void NodeRegistry::addPodOf(std::string_view host, std::string_view pod) {
    const int podGroup = lookup(pod);
    if (podGroup < 0 || host.empty() || !hostShaped(host)) return;
    int hostGroup = lookup(host);
    if (hostGroup < 0) {
        addSeen(host);
        hostGroup = lookup(host);
        if (hostGroup < 0) return;
    }
    if (groups_[hostGroup].preferredName.empty()) groups_[hostGroup].preferredName = std::string(host);
    if (hostGroup == podGroup) return;
    // The pod's names (and ranks) join the host; its group stays, empty, and is skipped.
    Group& from = groups_[podGroup];
    for (const std::string& name : std::vector<std::string>(from.names)) {
        byName_[lowerAscii(name)] = hostGroup;
        if (!isIpLike(name)) byShort_[lowerAscii(shortHostName(name))] = hostGroup;
        groups_[hostGroup].names.push_back(name);
    }
    for (int rank : from.ranks) groups_[hostGroup].ranks.push_back(rank);
    for (int gpu : from.gpus) groups_[hostGroup].gpus.push_back(gpu);
    from = Group{};
}

std::vector<Node> NodeRegistry::finish() const {
    std::vector<Node> nodes;
    nodes.reserve(groups_.size());
    for (const Group& g : groups_) {
        if (g.names.empty() && !g.fromManifest) continue;  // merged into a pod's host
        Node node;
        if (g.fromManifest) {
            node.name = g.manifestName;
        } else if (!g.preferredName.empty()) {
            node.name = g.preferredName;
        } else {
            // The short name when there is one, else the first in natural order.
            std::vector<std::string> names = g.names;
            std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
                bool af = a.find('.') != std::string::npos && !isIpLike(a);
                bool bf = b.find('.') != std::string::npos && !isIpLike(b);
                if (af != bf) return !af;
                return naturalLess(a, b);
            });
            node.name = names.front();
        }
        for (const std::string& n : g.names)
            if (n != node.name) node.aliases.push_back(n);
        std::sort(node.aliases.begin(), node.aliases.end(),
                  [](const std::string& a, const std::string& b) { return naturalLess(a, b); });
        node.ranks = g.ranks;
        std::sort(node.ranks.begin(), node.ranks.end());
        node.gpus = g.gpus;
        std::sort(node.gpus.begin(), node.gpus.end());
        node.bootTime = g.bootTime;
        nodes.push_back(std::move(node));
    }
    std::sort(nodes.begin(), nodes.end(), [](const Node& a, const Node& b) { return naturalLess(a.name, b.name); });
    return nodes;
}

std::string nodeFromPath(std::string_view path, const std::function<bool(std::string_view)>& known, bool useStem) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= path.size(); ++i) {
        if (i == path.size() || path[i] == '/') {
            if (i > start) parts.push_back(path.substr(start, i - start));
            start = i + 1;
        }
    }
    if (parts.empty()) return {};
    const std::size_t dirs = parts.size() - 1;
    std::string_view stem = useStem ? parts.back().substr(0, parts.back().find('.')) : std::string_view();
    // Strip a log-name prefix: "dmesg-node003" -> "node003".
    for (std::string_view word : {"dmesg", "syslog", "kern", "journal", "messages", "train", "nccl", "stdout", "stderr",
                                  "node_exporter", "dcgm"}) {
        if (stem.size() > word.size() + 1 && lowerAscii(stem.substr(0, word.size())) == word &&
            (stem[word.size()] == '-' || stem[word.size()] == '_')) {
            stem = stem.substr(word.size() + 1);
            break;
        }
    }
    if (known) {
        for (std::size_t i = 0; i < dirs; ++i)
            if (known(parts[i])) return std::string(parts[i]);
        if (!stem.empty() && known(stem)) return std::string(stem);
    }
    for (std::size_t i = 0; i + 1 < dirs; ++i) {
        std::string dir = lowerAscii(parts[i]);
        if (dir == "nodes" || dir == "hosts" || dir == "machines") return std::string(parts[i + 1]);
    }
    for (std::size_t i = 0; i < dirs; ++i)
        if (looksLikeHostName(parts[i])) return std::string(parts[i]);
    if (!stem.empty() && looksLikeHostName(stem)) return std::string(stem);
    return {};
}

}  // namespace aw

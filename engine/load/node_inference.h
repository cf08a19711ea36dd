// Which nodes a bundle has: the manifest's, plus every host name found in paths, lines
// and labels. A node seen under several names (short name, FQDN, manifest alias) is one
// node with aliases. Fed sequentially in file order so the result is deterministic.
#pragma once

#include "engine/core/bundle.h"

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace aw {

class NodeRegistry {
public:
    void addManifestNode(const Node& node);
    // A host name seen in a path, line or label. Ignored unless host-shaped.
    void addSeen(std::string_view name);
    // True if `name` (or its short form) already belongs to a node.
    bool known(std::string_view name) const;
    // A Kubernetes pod that ran on `host`: when the pod's name was seen as a node (its log
    // files in a folder named after it), it becomes one of the host's names, and the host
    // keeps its own name for the node.
    void addPodOf(std::string_view host, std::string_view pod);
    // The nodes, in natural order of their canonical names.
    std::vector<Node> finish() const;

private:
    struct Group {
        bool fromManifest = false;
        std::string manifestName;
        std::string preferredName;  // a pod's host: the node's name over its pods' names
        std::vector<std::string> names;
        std::vector<int> ranks;
        std::vector<int> gpus;
        TimeNs bootTime = kNoTime;
    };
    int lookup(std::string_view name) const;
    void addName(int group, std::string_view name);

    std::vector<Group> groups_;
    std::unordered_map<std::string, int> byName_;   // lower-case full names
    std::unordered_map<std::string, int> byShort_;  // lower-case short names
};

// The node a file belongs to from its path: `nodes/<name>/...`, a directory that looks
// like a host name (node017, gpu-node-3), or the file stem (node017.log,
// dmesg-node003.log). `known` lets a manifest name win over the generic shape test.
// `useStem` false: only folders count (multi-node files such as metrics/node_load1.json).
std::string nodeFromPath(std::string_view path, const std::function<bool(std::string_view)>& known = {},
                         bool useStem = true);

}  // namespace aw

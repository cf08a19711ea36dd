// `kubectl get pods -o wide` (and `-A`'s NAMESPACE column) as kubectl prints it and users
// paste it: NAME READY STATUS RESTARTS AGE IP NODE NOMINATED NODE READINESS GATES, the
// columns aligned under their headings. The one reading of it: the classifier recognises it,
// the loader's reader maps each pod to its node.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct KubectlPodRow {
    std::string pod;       // "namespace/name" under -A, else "name"
    std::string status;    // STATUS as printed: Running, CrashLoopBackOff, Terminating, OOMKilled, ...
    std::string restarts;  // its count, without "(5m ago)"
    std::string node;      // empty for "<none>" (not scheduled)
    std::uint32_t line = 0;
    std::size_t offset = 0;  // where the row starts
};

struct KubectlPods {
    std::vector<KubectlPodRow> rows;
    std::vector<std::string> problems;  // rows not read, with their line
};

// Whether `head` opens with the table's heading, or with the command that printed it (a
// prompt line naming `kubectl get po`) and then the heading.
bool looksLikeKubectlPodsWide(std::string_view head);

// A pod list holds at most this many rows (kubectl pages nothing; a cluster of 150,000 pods
// is Kubernetes' documented limit).
inline constexpr std::size_t kKubectlMaxPods = 150000;

// Every row of every pods table in `text`. A row whose pod is not a Kubernetes name or
// whose node is not a node name (RFC 1123) is not read, and said in `problems`.
KubectlPods parseKubectlPodsWide(std::string_view text);

}  // namespace aw

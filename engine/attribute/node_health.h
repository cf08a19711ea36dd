// How each node fared, for the Nodes view, the timeline and the reports: when it last wrote
// a line, when it last made training progress (the training_progress rule's last line), how
// many of the analysis' events of each class are its, and whether it went silent before the
// others: a node that stops logging while the others wait on it is the classic culprit of a
// hang, and one with nothing near the first fault while the others still write was not
// there to see it.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <array>
#include <string>
#include <vector>

namespace aw {

struct NodeHealth {
    std::string node;
    TimeNs lastLine = kNoTime;      // the last timed line of its files
    TimeNs lastProgress = kNoTime;  // the last training-progress line
    std::uint64_t progressLines = 0;
    std::array<std::uint32_t, 4> events{};  // by EventClass: root cause, contributing, symptom, noise
    // It stopped well before the others: its last training step (when every node reports
    // steps) or its last line is earlier than the others' typical one by more than a tenth
    // of the job's run (at least a minute).
    bool wentSilent = false;
    TimeNs silentFor = 0;  // how long before the others' typical last step or line (the longer)
    // Its last line is more than a minute before the first fault while most nodes still
    // wrote after it: whatever happened at the fault, this node's logs cannot say.
    bool quietAtFault = false;
    // The Kubernetes pods that ran on it (kubectl get pods: -o json's spec.nodeName, -o wide's
    // NODE), without their namespace, in the order the bundle lists them.
    std::vector<std::string> pods;
};

// One entry per node of the bundle, in the bundle's node order.
std::vector<NodeHealth> nodeHealth(const Bundle& bundle, const AnalysisResult& result);

// The nodes the bundle and its analysis name: the bundle's, and any an event or the verdict
// names that the bundle's node list lacks (a job-wide log naming a host): what a status
// line counts, so it never says "0 nodes" beside a verdict that blames one.
std::size_t namedNodeCount(const Bundle& bundle, const AnalysisResult& result);

// When the job started running, for the silence test: the median over nodes of the latest
// first line among each node's files (a dmesg from boot days earlier does not stretch the
// job to days, which made a ten-minute silence look short). kNoTime without timed files.
TimeNs jobRunStart(const Bundle& bundle);

}  // namespace aw

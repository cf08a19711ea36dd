// How each node fared, for the Nodes view and the reports: when it last wrote a line,
// when it last made training progress (the training_progress rule's last line), how many
// of the analysis' events are its, and whether it went silent before the others: a node
// that stops logging while the others wait on it is the classic culprit of a hang.
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
    // It stopped well before the others: its last progress (else last line) is earlier than
    // the others' typical one by more than `silentGap` (at least a minute).
    bool wentSilent = false;
    TimeNs silentFor = 0;  // how long before the others' typical last progress (or line)
};

// One entry per node of the bundle, in the bundle's node order.
std::vector<NodeHealth> nodeHealth(const Bundle& bundle, const AnalysisResult& result);

}  // namespace aw

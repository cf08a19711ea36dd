// The step-through order of the provenance graph: from the verdict back to the raw lines
// that prove it. Plain logic over engine values, no widgets.
//
// The order is: the verdict; the decision that chose its outcome (the decision linked to
// the verdict that carries Verdict::rule; all linked decisions when none does); the
// root event; the other
// decisions about that event (filters and refiners), in graph order; then the evidence
// of the event, in graph order. Without a root event, every event the outcome decisions
// point at is walked the same way, one after the other.
#pragma once

#include "engine/core/analysis.h"

#include <string>
#include <vector>

namespace awv {

std::vector<std::string> provenanceWalkOrder(const aw::Provenance& provenance, const aw::Verdict& verdict);

// A position on the walk. -1 is "not started"; next() from there goes to the verdict.
class ProvenanceWalk {
public:
    ProvenanceWalk() = default;
    explicit ProvenanceWalk(std::vector<std::string> steps) : steps_(std::move(steps)) {}

    int count() const { return int(steps_.size()); }
    int position() const { return position_; }
    const std::vector<std::string>& steps() const { return steps_; }
    // The node id at the current position, or "" before the first step.
    std::string current() const;
    int indexOf(const std::string& nodeId) const;  // -1 when the node is not on the walk

    bool canGoNext() const { return position_ + 1 < count(); }
    bool canGoPrevious() const { return position_ > 0; }
    bool next();
    bool previous();
    bool moveTo(const std::string& nodeId);  // false (and no move) when not on the walk
    void reset() { position_ = -1; }

private:
    std::vector<std::string> steps_;
    int position_ = -1;
};

}  // namespace awv

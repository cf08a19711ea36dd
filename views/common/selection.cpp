#include "views/common/selection.h"

namespace awv {

template <typename Emit> void Selection::broadcast(Emit&& emitSignal) {
    if (broadcasting_) return;  // a view echoing the selection back: already handled
    broadcasting_ = true;
    emitSignal();
    broadcasting_ = false;
}

void Selection::selectEvent(std::uint32_t eventId) {
    broadcast([&] { event_ = eventId; emit eventSelected(eventId); });
}

void Selection::selectEvidence(const aw::SourceLocation& where, std::uint32_t matchBegin,
                               std::uint32_t matchEnd) {
    broadcast([&] { emit evidenceSelected(where, matchBegin, matchEnd); });
}

void Selection::selectNode(const QString& node) {
    broadcast([&] { node_ = node; emit nodeSelected(node); });
}

void Selection::selectRule(const QString& ruleId) {
    broadcast([&] { emit ruleSelected(ruleId); });
}

void Selection::selectProvenanceNode(const QString& id) {
    broadcast([&] { emit provenanceNodeSelected(id); });
}

}  // namespace awv

#include "views/common/selection.h"

#include <algorithm>

namespace awv {

template <typename Emit>
void Selection::broadcast(Emit&& emitSignal) {
    if (broadcasting_) return;  // a view echoing the selection back: already handled
    broadcasting_ = true;
    emitSignal();
    broadcasting_ = false;
}

void Selection::selectEvent(std::uint32_t eventId) {
    broadcast([&] {
        event_ = eventId;
        emit eventSelected(eventId);
    });
}

void Selection::selectEvidence(const aw::SourceLocation& where, std::uint32_t matchBegin, std::uint32_t matchEnd) {
    broadcast([&] { emit evidenceSelected(where, matchBegin, matchEnd); });
}

void Selection::selectNode(const QString& node) {
    broadcast([&] {
        node_ = node;
        emit nodeSelected(node);
    });
}

void Selection::selectRule(const QString& ruleId) {
    broadcast([&] { emit ruleSelected(ruleId); });
}

void Selection::selectProvenanceNode(const QString& id) {
    broadcast([&] { emit provenanceNodeSelected(id); });
}

void Selection::selectMoment(aw::TimeNs time) {
    if (time == aw::kNoTime) return;
    broadcast([&] { emit momentSelected(time); });
}

void Selection::setTimeRange(aw::TimeNs from, aw::TimeNs to) {
    TimeRange range;
    if (from != aw::kNoTime && to != aw::kNoTime) range = {std::min(from, to), std::max(from, to)};
    if (range == range_) return;
    range_ = range;
    emit timeRangeChanged(range_);  // not through broadcast: a range set while an event is shown must land
}

}  // namespace awv

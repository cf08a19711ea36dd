// The one selection all views share. Selecting a thing in one view goes through here,
// and every other view selects and reveals it. Views call select*(); they react to the
// *Selected signals. Re-entrant calls made while a selection is being broadcast are
// ignored, so views may echo selections without loops.
// It also holds the time range the user picked on the timeline: every view that lists
// things in time (events, raw lines, the merged log, search, export) shows only that range
// while it is set.
#pragma once

#include "engine/core/observation.h"
#include "engine/core/utc_time.h"

#include <QObject>
#include <QString>
#include <cstdint>

namespace awv {

// A closed range of UTC times [from, to]; empty when not set.
struct TimeRange {
    aw::TimeNs from = aw::kNoTime;
    aw::TimeNs to = aw::kNoTime;
    bool isSet() const { return from != aw::kNoTime && to != aw::kNoTime; }
    // A time outside a set range; an unknown time (kNoTime) is never outside.
    bool excludes(aw::TimeNs t) const { return isSet() && t != aw::kNoTime && (t < from || t > to); }
    bool operator==(const TimeRange&) const = default;
};

class Selection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    std::uint32_t currentEvent() const { return event_; }
    QString currentNode() const { return node_; }

    void selectEvent(std::uint32_t eventId);              // an event of the analysis (id)
    void selectEvidence(const aw::SourceLocation& where,  // a raw line, with the span to mark
                        std::uint32_t matchBegin = 0, std::uint32_t matchEnd = 0);
    void selectNode(const QString& node);          // a node by name
    void selectRule(const QString& ruleId);        // a catalog rule
    void selectProvenanceNode(const QString& id);  // a node of the provenance graph
    // Every node's logs at a moment (the merged log, at that time).
    void selectMoment(aw::TimeNs time);

    // The time range every view follows; from > to is swapped, kNoTime in either clears.
    TimeRange timeRange() const { return range_; }
    void setTimeRange(aw::TimeNs from, aw::TimeNs to);
    void clearTimeRange() { setTimeRange(aw::kNoTime, aw::kNoTime); }

signals:
    void eventSelected(std::uint32_t eventId);
    void evidenceSelected(const aw::SourceLocation& where, std::uint32_t matchBegin, std::uint32_t matchEnd);
    void nodeSelected(const QString& node);
    void ruleSelected(const QString& ruleId);
    void provenanceNodeSelected(const QString& id);
    void momentSelected(aw::TimeNs time);
    void timeRangeChanged(const awv::TimeRange& range);

private:
    template <typename Emit>
    void broadcast(Emit&& emitSignal);
    bool broadcasting_ = false;
    std::uint32_t event_ = 0;
    QString node_;
    TimeRange range_;
};

}  // namespace awv

Q_DECLARE_METATYPE(aw::SourceLocation)

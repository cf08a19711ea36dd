// The one selection all views share. Selecting a thing in one view goes through here,
// and every other view selects and reveals it. Views call select*(); they react to the
// *Selected signals. Re-entrant calls made while a selection is being broadcast are
// ignored, so views may echo selections without loops.
#pragma once

#include "engine/core/observation.h"

#include <QObject>
#include <QString>
#include <cstdint>

namespace awv {

class Selection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    std::uint32_t currentEvent() const { return event_; }
    QString currentNode() const { return node_; }

    void selectEvent(std::uint32_t eventId);              // an event of the analysis (id)
    void selectEvidence(const aw::SourceLocation& where,  // a raw line, with the span to mark
                        std::uint32_t matchBegin = 0, std::uint32_t matchEnd = 0);
    void selectNode(const QString& node);                 // a node by name
    void selectRule(const QString& ruleId);               // a catalog rule
    void selectProvenanceNode(const QString& id);         // a node of the provenance graph

signals:
    void eventSelected(std::uint32_t eventId);
    void evidenceSelected(const aw::SourceLocation& where, std::uint32_t matchBegin,
                          std::uint32_t matchEnd);
    void nodeSelected(const QString& node);
    void ruleSelected(const QString& ruleId);
    void provenanceNodeSelected(const QString& id);

private:
    template <typename Emit> void broadcast(Emit&& emitSignal);
    bool broadcasting_ = false;
    std::uint32_t event_ = 0;
    QString node_;
};

}  // namespace awv

Q_DECLARE_METATYPE(aw::SourceLocation)

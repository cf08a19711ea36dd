// Every event of an analysis as a two-level tree: class group (root cause, contributing,
// symptoms, noise) -> the events of that class, with their rule, node, time, count and
// the reason for their class.
#pragma once

#include "views/common/document.h"
#include "views/common/event_notes.h"

#include <QAbstractItemModel>

#include <array>
#include <cstdint>
#include <vector>

namespace awv {

class ClassificationModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { TitleColumn, NodeColumn, TimeColumn, CountColumn, RuleColumn, ReasonColumn, ColumnCount };
    enum Role {
        EventIdRole = Qt::UserRole + 1,  // uint; 0 on group rows
        EventClassRole,                  // int(aw::EventClass), on group and event rows
        NodeRole,                        // QString
        SymptomRole,                     // QString
        SortRole,                        // a value that sorts naturally (time as qint64, counts)
        IsGroupRole,                     // bool
        FilterTextRole,                  // everything the text filter searches, lower case
        FirstTimeRole,                   // qint64 aw::TimeNs of the first occurrence (kNoTime: none)
        LastTimeRole,                    // qint64 aw::TimeNs of the last occurrence
    };

    explicit ClassificationModel(QObject* parent = nullptr);

    void setDocument(DocumentPtr doc);
    const DocumentPtr& document() const { return doc_; }
    // The user's notes: a noted event's title ends with "✎", its tooltip shows the note.
    void setEventNotes(const EventNotes* notes);

    QModelIndex indexOfEvent(std::uint32_t eventId, int column = 0) const;
    int eventCount(aw::EventClass cls) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant groupData(int group, int column, int role) const;
    QVariant eventData(const aw::Event& event, int column, int role) const;
    const aw::Event* eventAt(const QModelIndex& index) const;
    QString titleOf(const aw::Event& event) const;

    DocumentPtr doc_;
    const EventNotes* notes_ = nullptr;
    // Per group (in kEventClassesInOrder order): indexes into result.events.
    std::array<std::vector<std::uint32_t>, 4> groups_;
    // Each event's title in the user's language, by index into result.events (said once: a
    // view asks for it at every paint).
    std::vector<QString> titles_;
};

}  // namespace awv

// The collectives grid of a hang: per process group, one column per rank and the last
// collectives (by sequence number) as rows, read from the bundle's Flight Recorder dumps.
// The cells the hang analysis blames are marked with colour and a text mark ("✗ missing",
// "⚠ stuck"), so they read without colour too. Clicking a cell selects the Flight Recorder
// event of that rank when the analysis made one, else the dump record itself; selecting a
// Flight Recorder event elsewhere (timeline, provenance, classification) reveals its cell.
// Each column's header gives the rank's progress in the group (last enqueued, last
// completed, unfinished entries) and marks the hang's culprits, since real dumps hold only
// the work in flight and the counters tell more than the rows.
#pragma once

#include "engine/flight_recorder/hang_analysis.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QAbstractTableModel>
#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace awv {

// One process group of a FlightRecorderReport as a table: rows = sequence numbers,
// columns = ranks.
class CollectivesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { CulpritRole = Qt::UserRole + 1, RankRole, SeqRole };

    using QAbstractTableModel::QAbstractTableModel;

    void setGroup(const aw::FrGroupTimeline* group, const std::map<int, std::string>* rankNodes,
                  const std::vector<int>* culprits = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const aw::FrCell* cell(const QModelIndex& index) const;
    int rankAt(int column) const;

private:
    const aw::FrGroupTimeline* group_ = nullptr;
    const std::map<int, std::string>* rankNodes_ = nullptr;
    const std::vector<int>* culprits_ = nullptr;
};

class CollectivesView : public QWidget {
    Q_OBJECT
public:
    CollectivesView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    const aw::FlightRecorderReport& report() const { return *report_; }
    CollectivesModel* model() const { return model_; }
    QComboBox* groupBox() const { return groups_; }
    QTableView* table() const { return table_; }
    QLabel* findingsLabel() const { return findings_; }

    // What a click on the cell does (public so tests and keyboard activation share it).
    void activateCell(const QModelIndex& index);
    // Shows the culprit cell of a Flight Recorder event's rank; false when it has none.
    bool revealEvent(std::uint32_t eventId);

private:
    void showGroup(int index);

    Selection* selection_;
    DocumentPtr doc_;
    std::shared_ptr<const aw::FlightRecorderReport> report_;
    std::map<int, std::string> rankNodes_;
    CollectivesModel* model_;
    QComboBox* groups_;
    QTableView* table_;
    QLabel* findings_;
};

}  // namespace awv

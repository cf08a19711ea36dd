// The fleet: many analysed jobs from a store (engine/fleet/fleet_store.h). A filter bar
// (outcome, node, period, repeat window), then three tabs: the jobs (double-click opens that
// bundle), the blamed nodes and GPUs with the repeat offenders first (double-click shows
// that node's jobs), and the outcome mix over time. Reading runs off the GUI thread; a newer
// filter supersedes a read still running.
#pragma once

#include "views/fleet/fleet_models.h"
#include "views/fleet/fleet_snapshot.h"

#include <QFutureWatcher>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTimer;

namespace awv {

class FleetOutcomeChart;

class FleetView : public QWidget {
    Q_OBJECT
public:
    explicit FleetView(QWidget* parent = nullptr);
    ~FleetView() override;

    // Reads the store at `path` (again, when it is the one shown: new results ingested).
    void openStore(const QString& path);
    // Reads the store again with the filters as they are (the node filter waits for a pause
    // in typing before it calls this).
    void reload();
    QString storePath() const { return path_; }
    FleetSnapshotPtr snapshot() const { return snapshot_; }
    FleetQuery query() const;

    QComboBox* outcomeFilter() const { return outcome_; }
    QLineEdit* nodeFilter() const { return node_; }
    QComboBox* periodFilter() const { return period_; }
    QSpinBox* repeatWindow() const { return repeatDays_; }
    QTabWidget* tabs() const { return tabs_; }
    QTableView* jobsTable() const { return jobsTable_; }
    QTableView* offendersTable() const { return offendersTable_; }
    FleetOutcomeChart* outcomeChart() const { return chart_; }
    QLabel* statusLabel() const { return status_; }

signals:
    void openBundleRequested(const QString& path);
    void snapshotShown();  // a read was applied to the tables and the chart

private:
    void showSnapshot(const FleetSnapshotPtr& snapshot);
    void fillOutcomes(const std::vector<std::string>& outcomes);

    QString path_;
    FleetSnapshotPtr snapshot_;
    QFutureWatcher<FleetSnapshotPtr> watcher_;
    bool readAgain_ = false;  // a filter changed while a read ran

    QComboBox* outcome_;
    QLineEdit* node_;
    QComboBox* period_;
    QSpinBox* repeatDays_;
    QTimer* typing_;
    QTabWidget* tabs_;
    FleetJobsModel* jobs_;
    FleetOffendersModel* offenders_;
    QSortFilterProxyModel* jobsSorted_;
    QSortFilterProxyModel* offendersSorted_;
    QTableView* jobsTable_;
    QTableView* offendersTable_;
    FleetOutcomeChart* chart_;
    QLabel* status_;
};

}  // namespace awv

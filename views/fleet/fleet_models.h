// The fleet's two tables: the jobs (one row per analysed bundle) and the blamed nodes and
// GPUs (how often, how recently, for what, repeat offenders first). Both sort by their
// SortRole in a QSortFilterProxyModel.
#pragma once

#include "views/fleet/fleet_snapshot.h"

#include <QAbstractTableModel>

namespace awv {

class FleetJobsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        WorkloadColumn,
        OutcomeColumn,
        CulpritColumn,
        GpuColumn,
        SymptomColumn,
        ConfidenceColumn,
        BundleColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, BundlePathRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setSnapshot(FleetSnapshotPtr snapshot);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    FleetSnapshotPtr snapshot_;
};

class FleetOffendersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NodeColumn,
        GpuColumn,
        JobsColumn,
        LastColumn,
        FirstColumn,
        ForWhatColumn,
        RepeatColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, NodeRole, RepeatRole };

    using QAbstractTableModel::QAbstractTableModel;
    void setSnapshot(FleetSnapshotPtr snapshot);
    int repeatOffenders() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    FleetSnapshotPtr snapshot_;
};

// "gpu_hardware" as the verdict names it ("GPU hardware failure"), "error" as unreadable.
QString fleetOutcomeTitle(const std::string& outcome);
QColor fleetOutcomeColor(const std::string& outcome);

}  // namespace awv

#include "views/fleet/fleet_models.h"

#include "views/common/outcome_style.h"

#include "engine/rules/rule_parser.h"

#include <QBrush>
#include <QColor>

namespace awv {

namespace {

QString text(const std::string& s) {
    return QString::fromStdString(s);
}
QString when(aw::TimeNs t) {
    return t == aw::kNoTime ? QString() : text(aw::formatIsoUtc(t)).left(16).replace('T', ' ');
}
qint64 sortTime(aw::TimeNs t) {
    return t == aw::kNoTime ? std::numeric_limits<qint64>::min() : t;
}

}  // namespace

QString fleetOutcomeTitle(const std::string& outcome) {
    if (const auto o = aw::parseOutcome(outcome)) return outcomeTitle(*o);
    if (outcome == "error") return FleetJobsModel::tr("Could not be read");
    return text(outcome);
}

QColor fleetOutcomeColor(const std::string& outcome) {
    if (const auto o = aw::parseOutcome(outcome)) return outcomeColor(*o);
    return QColor(0x42, 0x42, 0x42);
}

void FleetJobsModel::setSnapshot(FleetSnapshotPtr snapshot) {
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
}

int FleetJobsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !snapshot_ ? 0 : static_cast<int>(snapshot_->jobs.size());
}

int FleetJobsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetJobsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !snapshot_) return {};
    const aw::FleetJob& job = snapshot_->jobs[static_cast<std::size_t>(index.row())];
    const aw::FleetRecord& r = job.record;
    if (role == BundlePathRole) return text(r.bundlePath);
    if (role == Qt::ToolTipRole) return text(r.error.empty() ? r.summary : r.error);
    if (role == Qt::ForegroundRole && index.column() == OutcomeColumn) return QBrush(fleetOutcomeColor(r.outcome));
    const QString nodes = text([&] {
        std::string out;
        for (const auto& n : r.culpritNodes) out += (out.empty() ? "" : ", ") + n;
        return out;
    }());
    if (role == SortRole) {
        switch (index.column()) {
        case TimeColumn: return sortTime(job.time);
        case GpuColumn: return r.culpritGpu;
        default: break;
        }
    } else if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case TimeColumn: return when(job.time);
    case WorkloadColumn: return text(r.workloadId.empty() ? r.workloadName : r.workloadId);
    case OutcomeColumn: return fleetOutcomeTitle(r.outcome);
    case CulpritColumn: return nodes;
    case GpuColumn: return r.culpritGpu < 0 ? QVariant() : QVariant(r.culpritGpu);
    case SymptomColumn: return text(r.symptom);
    case ConfidenceColumn: return text(r.confidence);
    case BundleColumn: return text(r.bundlePath);
    }
    return {};
}

QVariant FleetJobsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case TimeColumn: return tr("Ended (UTC)");
    case WorkloadColumn: return tr("Job");
    case OutcomeColumn: return tr("Outcome");
    case CulpritColumn: return tr("Culprit");
    case GpuColumn: return tr("GPU");
    case SymptomColumn: return tr("Symptom");
    case ConfidenceColumn: return tr("Confidence");
    case BundleColumn: return tr("Bundle");
    }
    return {};
}

void FleetOffendersModel::setSnapshot(FleetSnapshotPtr snapshot) {
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
}

int FleetOffendersModel::repeatOffenders() const {
    if (!snapshot_) return 0;
    return static_cast<int>(std::count_if(snapshot_->offenders.begin(), snapshot_->offenders.end(),
                                          [](const aw::FleetOffender& o) { return o.repeat; }));
}

int FleetOffendersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !snapshot_ ? 0 : static_cast<int>(snapshot_->offenders.size());
}

int FleetOffendersModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetOffendersModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !snapshot_) return {};
    const aw::FleetOffender& o = snapshot_->offenders[static_cast<std::size_t>(index.row())];
    if (role == NodeRole) return text(o.node);
    if (role == RepeatRole) return o.repeat;
    QStringList forWhat;
    for (const auto& [symptom, count] : o.symptoms)
        forWhat << (count > 1 ? QStringLiteral("%1 ×%2").arg(text(symptom.empty() ? "?" : symptom)).arg(count)
                              : text(symptom.empty() ? "?" : symptom));
    if (role == Qt::ToolTipRole && index.column() == RepeatColumn && o.repeat)
        return tr("Blamed in two or more jobs within the repeat window: drain and service it rather than reset it");
    if (role == Qt::ForegroundRole && o.repeat && index.column() == RepeatColumn)
        return QBrush(QColor(0xC6, 0x28, 0x28));
    if (role == SortRole) {
        switch (index.column()) {
        case GpuColumn: return o.gpu;
        case JobsColumn: return static_cast<qulonglong>(o.jobs);
        case LastColumn: return sortTime(o.last);
        case FirstColumn: return sortTime(o.first);
        case RepeatColumn: return o.repeat;
        default: break;
        }
    } else if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case NodeColumn: return text(o.node);
    case GpuColumn: return o.gpu < 0 ? tr("whole node") : QString::number(o.gpu);
    case JobsColumn: return static_cast<qulonglong>(o.jobs);
    case LastColumn: return when(o.last);
    case FirstColumn: return when(o.first);
    case ForWhatColumn: return forWhat.join(QStringLiteral(", "));
    case RepeatColumn: return o.repeat ? tr("⚠ repeat offender") : QString();
    }
    return {};
}

QVariant FleetOffendersModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NodeColumn: return tr("Node");
    case GpuColumn: return tr("GPU");
    case JobsColumn: return tr("Jobs blamed");
    case LastColumn: return tr("Last blamed");
    case FirstColumn: return tr("First blamed");
    case ForWhatColumn: return tr("For what");
    case RepeatColumn: return tr("Repeat");
    }
    return {};
}

}  // namespace awv

#include "views/rules/rules_model.h"

#include <QBrush>
#include <QColor>

namespace awv {

QString phaseLabel(aw::Phase phase) {
    switch (phase) {
    case aw::Phase::Extractor: return RulesModel::tr("Extractor");
    case aw::Phase::Filter: return RulesModel::tr("Filter");
    case aw::Phase::Refiner: return RulesModel::tr("Refiner");
    case aw::Phase::Outcome: return RulesModel::tr("Outcome");
    case aw::Phase::PostOutcome: return RulesModel::tr("Post-outcome");
    case aw::Phase::Collector: return RulesModel::tr("Collector");
    case aw::Phase::Action: return RulesModel::tr("Action");
    }
    return {};
}

RulesModel::RulesModel(QObject* parent) : QAbstractTableModel(parent) {}

void RulesModel::setDocument(DocumentPtr doc) {
    beginResetModel();
    doc_ = std::move(doc);
    hits_.clear();
    if (doc_)
        for (const aw::RuleStat& stat : doc_->result->ruleStats) hits_[stat.rule] += stat.hits;
    endResetModel();
}

std::uint64_t RulesModel::hits(const std::string& ruleId) const {
    const auto it = hits_.find(ruleId);
    return it == hits_.end() ? 0 : it->second;
}

const aw::Rule* RulesModel::ruleAt(int row) const {
    if (!doc_ || !doc_->catalog || row < 0 || row >= static_cast<int>(doc_->catalog->rules.size())) return nullptr;
    return &doc_->catalog->rules[row];
}

QModelIndex RulesModel::indexOfRule(const QString& ruleId, int column) const {
    if (!doc_ || !doc_->catalog) return {};
    const std::string id = ruleId.toStdString();
    const auto& rules = doc_->catalog->rules;
    for (std::size_t row = 0; row < rules.size(); ++row)
        if (rules[row].id == id) return index(static_cast<int>(row), column);
    return {};
}

int RulesModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !doc_ || !doc_->catalog) return 0;
    return static_cast<int>(doc_->catalog->rules.size());
}

int RulesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RulesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const aw::Rule* rule = ruleAt(index.row());
    if (!rule) return {};
    const std::uint64_t count = hits(rule->id);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn: return QString::fromStdString(rule->id);
        case PhaseColumn:
            return rule->subPhase.empty()
                       ? phaseLabel(rule->phase)
                       : QStringLiteral("%1 · %2").arg(phaseLabel(rule->phase), QString::fromStdString(rule->subPhase));
        case HitsColumn: return QString::number(count);
        case DescriptionColumn: return QString::fromStdString(rule->description);
        }
        return {};
    case Qt::ToolTipRole: return QString::fromStdString(rule->description.empty() ? rule->id : rule->description);
    case Qt::ForegroundRole:
        if (count == 0) return QBrush(QColor(0x8a, 0x8a, 0x8a));  // did not fire on this bundle
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == HitsColumn) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RuleIdRole: return QString::fromStdString(rule->id);
    case HitsRole: return static_cast<qulonglong>(count);
    case SortRole:
        switch (index.column()) {
        case PhaseColumn: return index.row();  // catalog order is evaluation order
        case HitsColumn: return static_cast<qulonglong>(count);
        default: return data(index, Qt::DisplayRole);
        }
    }
    return {};
}

QVariant RulesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case IdColumn: return tr("Rule");
    case PhaseColumn: return tr("Phase");
    case HitsColumn: return tr("Hits");
    case DescriptionColumn: return tr("Description");
    }
    return {};
}

}  // namespace awv

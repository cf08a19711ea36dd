// The rule catalog as a table: id, phase, hits on the loaded bundle, description.
#pragma once

#include "views/common/document.h"

#include <QAbstractTableModel>

#include <unordered_map>

namespace awv {

class RulesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IdColumn, PhaseColumn, HitsColumn, DescriptionColumn, ColumnCount };
    enum Role {
        RuleIdRole = Qt::UserRole + 1,  // QString
        HitsRole,                       // qulonglong
        SortRole,                       // natural sort key per column
    };

    explicit RulesModel(QObject* parent = nullptr);

    void setDocument(DocumentPtr doc);
    QModelIndex indexOfRule(const QString& ruleId, int column = 0) const;
    const aw::Rule* ruleAt(int row) const;
    std::uint64_t hits(const std::string& ruleId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    DocumentPtr doc_;
    std::unordered_map<std::string, std::uint64_t> hits_;
};

// A translated name for a rule phase ("Extractor", "Filter", ...).
QString phaseLabel(aw::Phase phase);

}  // namespace awv

// Filters the classification tree by free text, node, class and symptom. Group rows stay
// while any of their events passes, and then show "shown of total" counts.
#pragma once

#include "engine/core/analysis.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace awv {

class ClassificationFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ClassificationFilter(QObject* parent = nullptr);

    void setText(const QString& text);
    void setNode(const QString& node);                       // "" = all nodes
    void setEventClass(std::optional<aw::EventClass> cls);   // nullopt = all classes
    void setSymptom(const QString& symptom);                 // "" = all symptoms
    void clearFilters();
    bool isFiltering() const;

    QString text() const { return text_; }
    QString node() const { return node_; }
    std::optional<aw::EventClass> eventClass() const { return class_; }
    QString symptom() const { return symptom_; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString text_;
    QString node_;
    std::optional<aw::EventClass> class_;
    QString symptom_;
};

}  // namespace awv

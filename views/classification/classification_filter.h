// Filters the classification tree by free text, node, class and symptom. Group rows stay
// while any of their events passes, and then show "shown of total" counts.
#pragma once

#include "engine/core/analysis.h"
#include "views/common/selection.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace awv {

class ClassificationFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ClassificationFilter(QObject* parent = nullptr);

    void setText(const QString& text);
    void setNode(const QString& node);                      // "" = all nodes
    void setEventClass(std::optional<aw::EventClass> cls);  // nullopt = all classes
    void setSymptom(const QString& symptom);                // "" = all symptoms
    // The shared time range: an event shows while its first to last time meets it.
    void setTimeRange(const TimeRange& range);
    // Clears the text, node, class and symptom; the range is the Selection's to clear.
    void clearFilters();
    bool isFiltering() const;
    // Whether the range alone hides the event at this source index.
    bool outsideTimeRange(const QModelIndex& sourceIndex) const;

    QString text() const { return text_; }
    QString node() const { return node_; }
    std::optional<aw::EventClass> eventClass() const { return class_; }
    QString symptom() const { return symptom_; }
    TimeRange timeRange() const { return range_; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString text_;
    QString node_;
    std::optional<aw::EventClass> class_;
    QString symptom_;
    TimeRange range_;
};

}  // namespace awv

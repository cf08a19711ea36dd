#include "views/classification/classification_filter.h"

#include "views/classification/classification_model.h"
#include "views/common/event_class_style.h"

namespace awv {

ClassificationFilter::ClassificationFilter(QObject* parent) : QSortFilterProxyModel(parent) {
    setRecursiveFilteringEnabled(true);  // a group shows while one of its events passes
    setSortRole(ClassificationModel::SortRole);
}

void ClassificationFilter::setText(const QString& text) {
    const QString lowered = text.trimmed().toLower();
    if (lowered == text_) return;
    text_ = lowered;
    invalidateFilter();
}

void ClassificationFilter::setNode(const QString& node) {
    if (node == node_) return;
    node_ = node;
    invalidateFilter();
}

void ClassificationFilter::setEventClass(std::optional<aw::EventClass> cls) {
    if (cls == class_) return;
    class_ = cls;
    invalidateFilter();
}

void ClassificationFilter::setSymptom(const QString& symptom) {
    if (symptom == symptom_) return;
    symptom_ = symptom;
    invalidateFilter();
}

void ClassificationFilter::setTimeRange(const TimeRange& range) {
    if (range == range_) return;
    range_ = range;
    invalidateFilter();
}

bool ClassificationFilter::outsideTimeRange(const QModelIndex& sourceIndex) const {
    if (!range_.isSet() || sourceIndex.data(ClassificationModel::IsGroupRole).toBool()) return false;
    const auto first = static_cast<aw::TimeNs>(sourceIndex.data(ClassificationModel::FirstTimeRole).toLongLong());
    const auto last = static_cast<aw::TimeNs>(sourceIndex.data(ClassificationModel::LastTimeRole).toLongLong());
    if (first == aw::kNoTime) return false;  // no time: the range says nothing about it
    return last < range_.from || first > range_.to;
}

void ClassificationFilter::clearFilters() {
    text_.clear();
    node_.clear();
    class_.reset();
    symptom_.clear();
    invalidateFilter();
}

bool ClassificationFilter::isFiltering() const {
    return !text_.isEmpty() || !node_.isEmpty() || class_.has_value() || !symptom_.isEmpty() || range_.isSet();
}

bool ClassificationFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (index.data(ClassificationModel::IsGroupRole).toBool())
        return !isFiltering();  // otherwise shown only through an accepted event (recursive)
    if (class_ && index.data(ClassificationModel::EventClassRole).toInt() != static_cast<int>(*class_)) return false;
    if (outsideTimeRange(index)) return false;
    if (!node_.isEmpty() && index.data(ClassificationModel::NodeRole).toString() != node_) return false;
    if (!symptom_.isEmpty() && index.data(ClassificationModel::SymptomRole).toString() != symptom_) return false;
    if (!text_.isEmpty() && !index.data(ClassificationModel::FilterTextRole).toString().contains(text_)) return false;
    return true;
}

bool ClassificationFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    // Groups keep their importance order (root cause first) whatever column is sorted.
    if (left.data(ClassificationModel::IsGroupRole).toBool()) {
        const bool ascending = sortOrder() == Qt::AscendingOrder;
        const bool less = left.data(ClassificationModel::EventClassRole).toInt() <
                          right.data(ClassificationModel::EventClassRole).toInt();
        return ascending ? less : !less;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

QVariant ClassificationFilter::data(const QModelIndex& index, int role) const {
    if (role == Qt::DisplayRole && index.column() == ClassificationModel::TitleColumn && isFiltering() &&
        index.data(ClassificationModel::IsGroupRole).toBool()) {
        const auto cls = static_cast<aw::EventClass>(index.data(ClassificationModel::EventClassRole).toInt());
        const QModelIndex source = mapToSource(index);
        return tr("%1 (%2 of %3)")
            .arg(eventClassGroupLabel(cls))
            .arg(rowCount(index))
            .arg(sourceModel()->rowCount(source));
    }
    // A group's occurrences while filtering: those of the events shown, not of all (it
    // said 701 over 15 events shown of 84).
    if ((role == Qt::DisplayRole || role == ClassificationModel::SortRole) &&
        index.column() == ClassificationModel::CountColumn && isFiltering() &&
        index.data(ClassificationModel::IsGroupRole).toBool()) {
        const QModelIndex group = index.siblingAtColumn(0);
        quint64 occurrences = 0;
        for (int row = 0; row < rowCount(group); ++row)
            occurrences += this->index(row, ClassificationModel::CountColumn, group)
                               .data(ClassificationModel::SortRole)
                               .toULongLong();
        return role == Qt::DisplayRole ? QVariant(QString::number(occurrences)) : QVariant(occurrences);
    }
    return QSortFilterProxyModel::data(index, role);
}

}  // namespace awv

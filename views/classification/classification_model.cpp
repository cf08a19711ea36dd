#include "views/classification/classification_model.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"

#include <QDateTime>
#include <QFont>
#include <QBrush>

namespace awv {

namespace {
// Group rows carry internal id 0; event rows carry their group number + 1.
constexpr quintptr kGroupId = 0;

int groupOf(aw::EventClass cls) {
    for (std::size_t i = 0; i < kEventClassesInOrder.size(); ++i)
        if (kEventClassesInOrder[i] == cls) return static_cast<int>(i);
    return 3;
}

QString clockTime(aw::TimeNs t) {
    if (t == aw::kNoTime) return {};
    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(t / 1'000'000, Qt::UTC);
    return utc.toString(QStringLiteral("HH:mm:ss.zzz"));
}
}  // namespace

ClassificationModel::ClassificationModel(QObject* parent) : QAbstractItemModel(parent) {}

void ClassificationModel::setDocument(DocumentPtr doc) {
    beginResetModel();
    doc_ = std::move(doc);
    for (auto& group : groups_) group.clear();
    titles_.clear();
    if (doc_) {
        const auto& events = doc_->result->events;
        for (std::uint32_t i = 0; i < events.size(); ++i) groups_[groupOf(events[i].cls)].push_back(i);
        titles_.reserve(events.size());
        for (const aw::Event& e : events) titles_.push_back(sayEventTitle(e));
    }
    endResetModel();
}

int ClassificationModel::eventCount(aw::EventClass cls) const {
    return static_cast<int>(groups_[groupOf(cls)].size());
}

QModelIndex ClassificationModel::indexOfEvent(std::uint32_t eventId, int column) const {
    if (!doc_ || eventId == 0 || eventId > doc_->result->events.size()) return {};
    const std::uint32_t eventIndex = eventId - 1;  // ids index events + 1
    const int group = groupOf(doc_->result->events[eventIndex].cls);
    const auto& rows = groups_[group];
    for (std::size_t row = 0; row < rows.size(); ++row)
        if (rows[row] == eventIndex) return createIndex(static_cast<int>(row), column, quintptr(group + 1));
    return {};
}

QModelIndex ClassificationModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, kGroupId);
    if (parent.internalId() != kGroupId) return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ClassificationModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kGroupId) return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int ClassificationModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return doc_ ? static_cast<int>(groups_.size()) : 0;
    if (parent.column() != 0 || parent.internalId() != kGroupId) return 0;
    return static_cast<int>(groups_[parent.row()].size());
}

int ClassificationModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

const aw::Event* ClassificationModel::eventAt(const QModelIndex& index) const {
    if (!doc_ || !index.isValid() || index.internalId() == kGroupId) return nullptr;
    const auto& rows = groups_[index.internalId() - 1];
    if (index.row() < 0 || index.row() >= static_cast<int>(rows.size())) return nullptr;
    return &doc_->result->events[rows[index.row()]];
}

QVariant ClassificationModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (index.internalId() == kGroupId) return groupData(index.row(), index.column(), role);
    if (const aw::Event* event = eventAt(index)) return eventData(*event, index.column(), role);
    return {};
}

void ClassificationModel::setEventNotes(const EventNotes* notes) {
    if (notes_) disconnect(notes_, nullptr, this, nullptr);
    notes_ = notes;
    if (!notes_) return;
    connect(notes_, &EventNotes::changed, this, [this](std::uint32_t eventId) {
        const QModelIndex title = indexOfEvent(eventId);
        if (title.isValid()) emit dataChanged(title, title);
    });
    connect(notes_, &EventNotes::reset, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

QVariant ClassificationModel::groupData(int group, int column, int role) const {
    const aw::EventClass cls = kEventClassesInOrder[group];
    const int count = static_cast<int>(groups_[group].size());
    switch (role) {
    case Qt::DisplayRole:
        if (column == TitleColumn) return tr("%1 (%2)").arg(eventClassGroupLabel(cls)).arg(count);
        if (column == CountColumn) {
            quint64 occurrences = 0;
            for (std::uint32_t i : groups_[group]) occurrences += doc_->result->events[i].count;
            return QString::number(occurrences);
        }
        return {};
    case Qt::DecorationRole: return column == TitleColumn ? QVariant(eventClassIcon(cls)) : QVariant();
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::ForegroundRole: return QBrush(eventClassStyle(cls).text);
    case Qt::BackgroundRole: return QBrush(eventClassStyle(cls).background);
    case Qt::ToolTipRole: return tr("%n event(s) classified as %1", nullptr, count).arg(eventClassLabel(cls));
    case EventIdRole: return 0u;
    case EventClassRole: return static_cast<int>(cls);
    case IsGroupRole: return true;
    case SortRole: return group;  // groups keep their fixed order whatever the sort
    case NodeRole:
    case SymptomRole:
    case FilterTextRole: return QString();
    }
    return {};
}

QVariant ClassificationModel::eventData(const aw::Event& event, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case TitleColumn: {
            QString title = event.suppressed ? tr("%1 (suppressed)").arg(titleOf(event)) : titleOf(event);
            if (notes_ && !notes_->note(event.id).isEmpty()) title += QStringLiteral(" ✎");
            return title;
        }
        case NodeColumn:
            if (event.node.empty()) return tr("job");
            return event.gpu >= 0 ? tr("%1 · GPU %2").arg(QString::fromStdString(event.node)).arg(event.gpu)
                                  : QString::fromStdString(event.node);
        // "≥": the line had no time of its own; this is the time of a line before it.
        case TimeColumn:
            return event.timeInherited ? QStringLiteral("≥ ") + clockTime(event.time) : clockTime(event.time);
        case CountColumn: return QString::number(event.count);
        case RuleColumn: return QString::fromStdString(event.rule);
        case ReasonColumn: return QString::fromStdString(event.reason);
        }
        return {};
    case Qt::DecorationRole: return column == TitleColumn ? QVariant(eventClassIcon(event.cls)) : QVariant();
    case Qt::ForegroundRole:
        if (event.suppressed || event.cls == aw::EventClass::Noise) return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::FontRole:
        if (event.cls == aw::EventClass::RootCause) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == CountColumn) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b><br>").arg(titleOf(event).toHtmlEscaped());
        tip += tr("Symptom: %1").arg(QString::fromStdString(event.symptom).toHtmlEscaped()) + QStringLiteral("<br>");
        if (event.time != aw::kNoTime)
            tip += (event.timeInherited ? tr("First seen: at or after %1 (the line has no time; this is the time of a "
                                             "line before it)")
                                        : tr("First seen: %1"))
                       .arg(QString::fromStdString(aw::formatIsoUtc(event.time))) +
                   QStringLiteral("<br>");
        if (event.count > 1 && event.lastTime != aw::kNoTime)
            tip += tr("Last seen: %1").arg(QString::fromStdString(aw::formatIsoUtc(event.lastTime))) +
                   QStringLiteral("<br>");
        tip += tr("Class: %1, decided by %2")
                   .arg(eventClassLabel(event.cls), QString::fromStdString(event.classRule).toHtmlEscaped());
        if (!event.reason.empty())
            tip += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(event.reason).toHtmlEscaped());
        if (const QString note = notes_ ? notes_->note(event.id) : QString(); !note.isEmpty())
            tip += QStringLiteral("<br><b>%1</b> %2").arg(tr("Note:"), note.toHtmlEscaped());
        return tip;
    }
    case EventIdRole: return event.id;
    case EventClassRole: return static_cast<int>(event.cls);
    case NodeRole: return QString::fromStdString(event.node);
    case SymptomRole: return QString::fromStdString(event.symptom);
    case IsGroupRole: return false;
    case FirstTimeRole: return static_cast<qint64>(event.time);
    case LastTimeRole: return static_cast<qint64>(event.lastTime == aw::kNoTime ? event.time : event.lastTime);
    case SortRole:
        switch (column) {
        case TimeColumn: return static_cast<qint64>(event.time);
        case CountColumn: return event.count;
        default: return eventData(event, column, Qt::DisplayRole);
        }
    case FilterTextRole:  // the English title too: the words the logs and the CLI use
        return (titleOf(event) + QLatin1Char('\n') +
                QString::fromStdString(event.title + '\n' + event.node + '\n' + event.symptom + '\n' + event.rule +
                                       '\n' + event.classRule + '\n' + event.reason))
            .toLower();
    }
    return {};
}

QString ClassificationModel::titleOf(const aw::Event& event) const {
    const auto& events = doc_->result->events;
    const auto i = static_cast<std::size_t>(&event - events.data());
    return i < titles_.size() ? titles_[i] : QString::fromStdString(event.title);
}

QVariant ClassificationModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case TitleColumn: return tr("Event");
    case NodeColumn: return tr("Node");
    case TimeColumn: return tr("Time (UTC)");
    case CountColumn: return tr("Count");
    case RuleColumn: return tr("Rule");
    case ReasonColumn: return tr("Reason for class");
    }
    return {};
}

}  // namespace awv

#include "views/collectives/collectives_view.h"

#include "views/common/event_class_style.h"

#include <algorithm>

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace awv {

namespace {

QString stateMark(const aw::FrCell& c) {
    if (!c.present) return c.culprit ? CollectivesView::tr("✗ missing") : QStringLiteral("–");
    QString state = QString::fromUtf8(aw::toString(c.state));
    return c.culprit ? QStringLiteral("⚠ ") + state : state;
}

}  // namespace

void CollectivesModel::setGroup(const aw::FrGroupTimeline* group, const std::map<int, std::string>* rankNodes,
                                const std::vector<int>* culprits) {
    beginResetModel();
    group_ = group;
    rankNodes_ = rankNodes;
    culprits_ = culprits;
    endResetModel();
}

int CollectivesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !group_ ? 0 : static_cast<int>(group_->seqs.size());
}

int CollectivesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !group_ ? 0 : static_cast<int>(group_->ranks.size());
}

const aw::FrCell* CollectivesModel::cell(const QModelIndex& index) const {
    if (!group_ || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return nullptr;
    return &group_->cells[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(index.column())];
}

int CollectivesModel::rankAt(int column) const {
    if (!group_ || column < 0 || column >= columnCount()) return -1;
    return group_->ranks[static_cast<std::size_t>(column)];
}

QVariant CollectivesModel::data(const QModelIndex& index, int role) const {
    const aw::FrCell* c = cell(index);
    if (!c) return {};
    switch (role) {
    case Qt::DisplayRole: return stateMark(*c);
    case Qt::ToolTipRole:
        if (!c->present)
            return tr("Rank %1 has no record of collective #%2")
                .arg(rankAt(index.column()))
                .arg(group_->seqs[static_cast<std::size_t>(index.row())]);
        return tr("%1 %2, record %3")
            .arg(QString::fromStdString(c->op), QString::fromStdString(c->sizes))
            .arg(c->recordId);
    case Qt::BackgroundRole:
        if (c->culprit) return eventClassStyle(aw::EventClass::RootCause).background;
        if (c->present && c->state == aw::CollectiveState::Completed) return QVariant();
        return c->present ? eventClassStyle(aw::EventClass::Symptom).background : QVariant();
    case Qt::ForegroundRole:
        if (c->culprit) return eventClassStyle(aw::EventClass::RootCause).text;
        return {};
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case CulpritRole: return c->culprit;
    case RankRole: return rankAt(index.column());
    case SeqRole: return qlonglong(group_->seqs[static_cast<std::size_t>(index.row())]);
    default: return {};
    }
}

QVariant CollectivesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (!group_ || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount()) return {};
        const int rank = rankAt(section);
        const auto column = static_cast<std::size_t>(section);
        const bool culprit = culprits_ && std::find(culprits_->begin(), culprits_->end(), rank) != culprits_->end();
        QString label = (culprit ? tr("⚠ rank %1") : tr("rank %1")).arg(rank);
        if (rankNodes_)
            if (auto it = rankNodes_->find(rank); it != rankNodes_->end())
                label += QStringLiteral("\n") + QString::fromStdString(it->second);
        if (group_->rankFile[column] == ~0u) return label + QStringLiteral("\n") + tr("no dump");
        if (column < group_->lastEnqueued.size() && group_->lastEnqueued[column] >= 0)
            label += QStringLiteral("\n") + tr("enqueued #%1").arg(group_->lastEnqueued[column]);
        if (column < group_->lastCompleted.size() && group_->lastCompleted[column] >= 0)
            label += QStringLiteral("\n") + tr("completed #%1").arg(group_->lastCompleted[column]);
        if (column < group_->pending.size() && group_->pending[column] >= 0)
            label += QStringLiteral("\n") + tr("%n unfinished", nullptr, int(group_->pending[column]));
        return label;
    }
    if (section < 0 || section >= rowCount()) return {};
    return QStringLiteral("#%1").arg(group_->seqs[static_cast<std::size_t>(section)]);
}

CollectivesView::CollectivesView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      model_(new CollectivesModel(this)),
      groups_(new QComboBox(this)),
      table_(new QTableView(this)),
      findings_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(groups_);
    layout->addWidget(findings_);
    layout->addWidget(table_, 1);
    findings_->setWordWrap(true);
    findings_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_->setModel(model_);
    groups_->setAccessibleName(tr("Process group"));
    table_->setAccessibleName(tr("Collectives by rank"));
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(groups_, &QComboBox::currentIndexChanged, this, &CollectivesView::showGroup);
    connect(table_, &QTableView::clicked, this, &CollectivesView::activateCell);
    connect(table_, &QTableView::activated, this, &CollectivesView::activateCell);
    if (selection_) connect(selection_, &Selection::eventSelected, this, &CollectivesView::revealEvent);
    setDocument(nullptr);
    feed->subscribe(this);
}

void CollectivesView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    model_->setGroup(nullptr, nullptr);
    static const auto kNone = std::make_shared<const aw::FlightRecorderReport>();
    report_ = doc_ && doc_->flightRecorder ? doc_->flightRecorder : kNone;
    rankNodes_.clear();
    if (doc_ && doc_->bundle)
        for (const auto& node : doc_->bundle->nodes)
            for (int r : node.ranks) rankNodes_[r] = node.name;
    const QSignalBlocker block(groups_);
    groups_->clear();
    for (const auto& g : report_->groups) {
        const bool blamed = std::any_of(report_->findings.begin(), report_->findings.end(),
                                        [&](const aw::FrFinding& f) { return f.pg == g.pg; }) ||
                            std::any_of(report_->waits.begin(), report_->waits.end(),
                                        [&](const aw::FrWait& w) { return w.pg == g.pg; });
        groups_->addItem(tr("process group %1 (%2)%3")
                             .arg(QString::fromStdString(g.pg), QString::fromStdString(g.desc),
                                  blamed ? tr(" — blamed") : QString()));
    }
    QStringList lines;
    for (const auto& f : report_->findings) lines << QString::fromStdString(f.explanation).toHtmlEscaped();
    findings_->setText(report_->empty()  ? tr("No Flight Recorder dumps in this bundle.")
                       : lines.isEmpty() ? tr("Every rank arrived at every collective.")
                                         : lines.join(QStringLiteral("<br>")));
    // Open on the first group a finding names.
    int first = report_->groups.empty() ? -1 : 0;
    if (!report_->findings.empty())
        for (std::size_t i = 0; i < report_->groups.size(); ++i)
            if (report_->groups[i].pg == report_->findings.front().pg) {
                first = int(i);
                break;
            }
    groups_->setCurrentIndex(first);
    showGroup(first);
}

void CollectivesView::showGroup(int index) {
    if (index < 0 || std::size_t(index) >= report_->groups.size()) {
        model_->setGroup(nullptr, nullptr);
        return;
    }
    model_->setGroup(&report_->groups[std::size_t(index)], &rankNodes_, &report_->culpritRanks);
}

bool CollectivesView::revealEvent(std::uint32_t eventId) {
    const aw::Event* event = doc_ ? doc_->result->findEvent(eventId) : nullptr;
    if (!event || event->rank < 0 || event->rule.rfind("fr_", 0) != 0) return false;
    for (std::size_t g = 0; g < report_->groups.size(); ++g) {
        const aw::FrGroupTimeline& group = report_->groups[g];
        const auto column = std::find(group.ranks.begin(), group.ranks.end(), event->rank) - group.ranks.begin();
        if (std::size_t(column) >= group.ranks.size()) continue;
        for (std::size_t row = group.cells.size(); row-- > 0;) {
            if (!group.cells[row][std::size_t(column)].culprit) continue;
            if (groups_->currentIndex() != int(g)) groups_->setCurrentIndex(int(g));
            const QModelIndex cell = model_->index(int(row), int(column));
            table_->setCurrentIndex(cell);
            table_->scrollTo(cell);
            return true;
        }
    }
    return false;
}

void CollectivesView::activateCell(const QModelIndex& index) {
    const aw::FrCell* c = model_->cell(index);
    if (!c || !selection_) return;
    const int rank = model_->rankAt(index.column());
    // The analysis's event for this rank, when the verdict's engine made one.
    if (doc_)
        for (const auto& e : doc_->result->events)
            if (e.rank == rank && e.rule.rfind("fr_", 0) == 0) {
                selection_->selectEvent(e.id);
                return;
            }
    const std::size_t column = static_cast<std::size_t>(index.column());
    const std::uint32_t file = model_->rankAt(index.column()) >= 0
                                   ? report_->groups[std::size_t(groups_->currentIndex())].rankFile[column]
                                   : ~0u;
    if (!c->present || file == ~0u) return;
    aw::SourceLocation where;
    where.file = file;
    where.line = 1;
    where.offset = c->offset;
    selection_->selectEvidence(where);
}

}  // namespace awv

#include "views/classification/classification_view.h"

#include "views/classification/classification_filter.h"
#include "views/classification/classification_model.h"
#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

#include <set>

namespace awv {

ClassificationView::ClassificationView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      model_(new ClassificationModel(this)),
      filter_(new ClassificationFilter(this)),
      filterEdit_(new QLineEdit(this)),
      classCombo_(new QComboBox(this)),
      nodeCombo_(new QComboBox(this)),
      symptomCombo_(new QComboBox(this)),
      tree_(new QTreeView(this)),
      summary_(new QLabel(this)),
      hiddenNotice_(new QLabel(this)) {
    filter_->setSourceModel(model_);

    filterEdit_->setPlaceholderText(tr("Filter events: text, node, rule, reason…"));
    // Names for screen readers: a combo box otherwise announces only its current item.
    filterEdit_->setAccessibleName(tr("Filter events"));
    classCombo_->setAccessibleName(tr("Show class"));
    nodeCombo_->setAccessibleName(tr("Show node"));
    symptomCombo_->setAccessibleName(tr("Show symptom"));
    tree_->setAccessibleName(tr("Events by class"));
    filterEdit_->setClearButtonEnabled(true);
    classCombo_->setToolTip(tr("Show one class only"));
    nodeCombo_->setToolTip(tr("Show the events of one node only"));
    symptomCombo_->setToolTip(tr("Show one symptom only"));
    fillCombos();

    tree_->setModel(filter_);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(false);
    tree_->setSortingEnabled(true);
    tree_->sortByColumn(ClassificationModel::TimeColumn, Qt::AscendingOrder);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setAllColumnsShowFocus(true);
    tree_->header()->setStretchLastSection(true);
    tree_->setColumnWidth(ClassificationModel::TitleColumn, 240);
    tree_->setColumnWidth(ClassificationModel::NodeColumn, 90);
    tree_->setColumnWidth(ClassificationModel::TimeColumn, 95);
    tree_->setColumnWidth(ClassificationModel::CountColumn, 55);
    tree_->setColumnWidth(ClassificationModel::RuleColumn, 170);

    summary_->setTextFormat(Qt::PlainText);
    summary_->setForegroundRole(QPalette::PlaceholderText);  // quiet, and readable in a dark theme

    // The text filter gets a row of its own: beside three combos it shrank to nothing in a
    // narrow dock. The class (as wide as its widest name) and the node share the row below,
    // the symptom (long names) has the last: three in one row cut "Tous symptômes" and
    // "Cause première" at 1366x768 (issue 47).
    classCombo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QComboBox* combo : {nodeCombo_, symptomCombo_}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    auto* combos = new QHBoxLayout;
    combos->setContentsMargins(0, 0, 0, 0);
    combos->addWidget(classCombo_);
    combos->addWidget(nodeCombo_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(filterEdit_);
    layout->addLayout(combos);
    layout->addWidget(symptomCombo_);
    layout->addWidget(hiddenNotice_);
    layout->addWidget(tree_, 1);
    layout->addWidget(summary_);
    hiddenNotice_->setObjectName(QStringLiteral("HiddenEventNotice"));
    hiddenNotice_->setWordWrap(true);
    hiddenNotice_->setTextFormat(Qt::RichText);
    hiddenNotice_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    hiddenNotice_->hide();
    connect(hiddenNotice_, &QLabel::linkActivated, this, &ClassificationView::showHiddenEvent);

    filterEdit_->installEventFilter(this);
    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        filter_->setText(text);
        expandGroups();
        updateSummary();
    });
    for (QComboBox* combo : {classCombo_, nodeCombo_, symptomCombo_})
        connect(combo, &QComboBox::currentIndexChanged, this, &ClassificationView::applyComboFilters);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current); });
    connect(selection_, &Selection::eventSelected, this, &ClassificationView::revealEvent);
    connect(selection_, &Selection::timeRangeChanged, this, [this](const TimeRange& range) {
        filter_->setTimeRange(range);
        expandGroups();
        updateSummary();
        if (hiddenEvent_ != 0 && filter_->mapFromSource(model_->indexOfEvent(hiddenEvent_)).isValid()) {
            const std::uint32_t id = hiddenEvent_;
            hiddenEvent_ = 0;
            revealEvent(id);  // the range that hid it is gone
        }
    });
    filter_->setTimeRange(selection_->timeRange());
    updateSummary();
    feed->subscribe(this);
}

bool ClassificationView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == filterEdit_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_PageDown) {
            tree_->setFocus(Qt::TabFocusReason);
            if (!tree_->currentIndex().isValid() && filter_->rowCount() > 0) {
                // The first event of the first group (its header is not an event).
                const QModelIndex group = filter_->index(0, 0);
                tree_->setCurrentIndex(filter_->rowCount(group) > 0 ? filter_->index(0, 0, group) : group);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ClassificationView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    const QSignalBlocker blockEdit(filterEdit_);
    filterEdit_->clear();
    filter_->clearFilters();
    hiddenEvent_ = 0;
    hiddenNotice_->hide();
    model_->setDocument(doc_);
    fillCombos();
    expandGroups();
    updateSummary();
    if (selection_->currentEvent() != 0) revealEvent(selection_->currentEvent());
}

void ClassificationView::fillCombos() {
    const QSignalBlocker b1(classCombo_), b2(nodeCombo_), b3(symptomCombo_);
    classCombo_->clear();
    classCombo_->addItem(tr("All classes"), -1);
    for (aw::EventClass cls : kEventClassesInOrder)
        classCombo_->addItem(eventClassIcon(cls), eventClassLabel(cls), static_cast<int>(cls));

    nodeCombo_->clear();
    nodeCombo_->addItem(tr("All nodes"), QString());
    symptomCombo_->clear();
    symptomCombo_->addItem(tr("All symptoms"), QString());
    if (!doc_) return;
    std::set<std::string> nodes, symptoms;
    for (const aw::Event& event : doc_->result->events) {
        if (!event.node.empty()) nodes.insert(event.node);
        if (!event.symptom.empty()) symptoms.insert(event.symptom);
    }
    for (const std::string& node : nodes)
        nodeCombo_->addItem(QString::fromStdString(node), QString::fromStdString(node));
    for (const std::string& symptom : symptoms)
        symptomCombo_->addItem(QString::fromStdString(symptom), QString::fromStdString(symptom));
}

void ClassificationView::applyComboFilters() {
    const int cls = classCombo_->currentData().toInt();
    filter_->setEventClass(cls < 0 ? std::nullopt : std::optional<aw::EventClass>(static_cast<aw::EventClass>(cls)));
    filter_->setNode(nodeCombo_->currentData().toString());
    filter_->setSymptom(symptomCombo_->currentData().toString());
    expandGroups();
    updateSummary();
}

void ClassificationView::expandGroups() {
    // Noise is the long tail: folded unless the user is searching it.
    for (int row = 0; row < filter_->rowCount(); ++row) {
        const QModelIndex group = filter_->index(row, 0);
        const auto cls = static_cast<aw::EventClass>(group.data(ClassificationModel::EventClassRole).toInt());
        tree_->setExpanded(group, cls != aw::EventClass::Noise || filter_->isFiltering());
    }
}

void ClassificationView::updateSummary() {
    if (hiddenEvent_ != 0 && filter_->mapFromSource(model_->indexOfEvent(hiddenEvent_)).isValid()) {
        hiddenEvent_ = 0;  // the filters changed and show it now
        hiddenNotice_->hide();
    }
    if (!doc_) {
        summary_->setText(tr("No bundle loaded."));
        return;
    }
    int shown = 0;
    for (int row = 0; row < filter_->rowCount(); ++row) shown += filter_->rowCount(filter_->index(row, 0));
    const int total = static_cast<int>(doc_->result->events.size());
    summary_->setText(filter_->isFiltering() ? tr("%1 of %n event(s) shown", nullptr, total).arg(shown)
                                             : tr("%n event(s)", nullptr, total));
}

std::uint32_t ClassificationView::currentEvent() const {
    return tree_->currentIndex().data(ClassificationModel::EventIdRole).toUInt();
}

void ClassificationView::focusFilter() {
    filterEdit_->setFocus(Qt::ShortcutFocusReason);
    filterEdit_->selectAll();
}

void ClassificationView::onCurrentChanged(const QModelIndex& current) {
    if (revealing_) return;
    const std::uint32_t eventId = current.data(ClassificationModel::EventIdRole).toUInt();
    if (eventId != 0) selection_->selectEvent(eventId);
}

void ClassificationView::revealEvent(std::uint32_t eventId) {
    if (eventId == currentEvent()) return;
    const QModelIndex source = model_->indexOfEvent(eventId);
    if (!source.isValid()) return;
    const QModelIndex proxy = filter_->mapFromSource(source);
    if (!proxy.isValid()) {
        // Hidden by a filter or the time range: they stay (the user set them), and the
        // view says so, with a link that shows the event.
        showHiddenNotice(eventId);
        return;
    }
    hiddenEvent_ = 0;
    hiddenNotice_->hide();
    revealing_ = true;
    tree_->expand(proxy.parent());
    tree_->selectionModel()->setCurrentIndex(proxy, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    tree_->scrollTo(proxy, QAbstractItemView::EnsureVisible);
    revealing_ = false;
}

void ClassificationView::showHiddenNotice(std::uint32_t eventId) {
    hiddenEvent_ = eventId;
    const aw::Event* event = doc_ ? doc_->result->findEvent(eventId) : nullptr;
    const QString title = event ? sayEventTitle(*event).toHtmlEscaped() : QString::number(eventId);
    const bool byRange = filter_->outsideTimeRange(model_->indexOfEvent(eventId));
    const QString why = byRange ? tr("The selected event “%1” is outside the time range.").arg(title)
                                : tr("The selected event “%1” is hidden by the filters.").arg(title);
    hiddenNotice_->setText(QStringLiteral("%1 <a href=\"show\">%2</a>").arg(why, tr("Show it")));
    hiddenNotice_->show();
}

void ClassificationView::showHiddenEvent() {
    const std::uint32_t id = hiddenEvent_;
    if (id == 0) return;
    if (filter_->outsideTimeRange(model_->indexOfEvent(id))) selection_->clearTimeRange();
    if (!filter_->mapFromSource(model_->indexOfEvent(id)).isValid()) {
        const QSignalBlocker b1(filterEdit_), b2(classCombo_), b3(nodeCombo_), b4(symptomCombo_);
        filterEdit_->clear();
        classCombo_->setCurrentIndex(0);
        nodeCombo_->setCurrentIndex(0);
        symptomCombo_->setCurrentIndex(0);
        filter_->clearFilters();
        expandGroups();
        updateSummary();
    }
    hiddenEvent_ = 0;
    revealEvent(id);
}

}  // namespace awv

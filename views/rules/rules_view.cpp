#include "views/rules/rules_view.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"
#include "views/rules/rules_model.h"

#include <QCheckBox>
#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace awv {

namespace {
// Text filter over every column, optionally hiding the rules that did not fire.
class RulesFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setFiredOnly(bool on) {
        firedOnly_ = on;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        if (firedOnly_ && sourceModel()->index(row, 0, parent).data(RulesModel::HitsRole).toULongLong() == 0)
            return false;
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }

private:
    bool firedOnly_ = false;
};

QString clockTime(aw::TimeNs t) {
    if (t == aw::kNoTime) return {};
    return QDateTime::fromMSecsSinceEpoch(t / 1'000'000, Qt::UTC).toString(QStringLiteral("HH:mm:ss.zzz"));
}
}  // namespace

RulesView::RulesView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      model_(new RulesModel(this)),
      proxy_(new RulesFilter(this)),
      filterEdit_(new QLineEdit(this)),
      firedOnly_(new QCheckBox(tr("Fired only"), this)),
      table_(new QTableView(this)),
      ruleTitle_(new QLabel(this)),
      definition_(new QPlainTextEdit(this)),
      hitsTitle_(new QLabel(this)),
      hits_(new QTreeWidget(this)) {
    proxy_->setSourceModel(model_);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setSortRole(RulesModel::SortRole);

    filterEdit_->setPlaceholderText(tr("Filter rules: id, phase, description…"));
    filterEdit_->setAccessibleName(tr("Filter rules"));
    table_->setAccessibleName(tr("Rules"));
    hits_->setAccessibleName(tr("Hits of the selected rule"));
    filterEdit_->setClearButtonEnabled(true);
    firedOnly_->setToolTip(tr("Hide the rules that did not fire on this bundle"));

    table_->setModel(proxy_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setSortingEnabled(true);
    table_->sortByColumn(RulesModel::PhaseColumn, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    table_->setColumnWidth(RulesModel::IdColumn, 200);
    table_->setColumnWidth(RulesModel::PhaseColumn, 110);
    table_->setColumnWidth(RulesModel::HitsColumn, 50);

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    definition_->setFont(mono);
    definition_->setReadOnly(true);
    definition_->setLineWrapMode(QPlainTextEdit::NoWrap);
    definition_->setPlaceholderText(tr("Choose a rule to see its definition."));
    ruleTitle_->setTextFormat(Qt::RichText);
    ruleTitle_->setWordWrap(true);

    hits_->setColumnCount(3);
    hits_->setHeaderLabels({tr("Time (UTC)"), tr("Node"), tr("Event")});
    hits_->setRootIsDecorated(false);
    hits_->setUniformRowHeights(true);
    hits_->setColumnWidth(0, 95);
    hits_->setColumnWidth(1, 90);

    auto* filterRow = new QHBoxLayout;
    filterRow->setContentsMargins(0, 0, 0, 0);
    filterRow->addWidget(filterEdit_, 1);
    filterRow->addWidget(firedOnly_);
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(filterRow);
    topLayout->addWidget(table_, 1);

    auto* definitionBox = new QWidget(this);
    auto* definitionLayout = new QVBoxLayout(definitionBox);
    definitionLayout->setContentsMargins(0, 0, 0, 0);
    definitionLayout->addWidget(ruleTitle_);
    definitionLayout->addWidget(definition_, 1);

    auto* hitsBox = new QWidget(this);
    auto* hitsLayout = new QVBoxLayout(hitsBox);
    hitsLayout->setContentsMargins(0, 0, 0, 0);
    hitsLayout->addWidget(hitsTitle_);
    hitsLayout->addWidget(hits_, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(definitionBox);
    splitter->addWidget(hitsBox);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(filterEdit_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);
    connect(firedOnly_, &QCheckBox::toggled, this,
            [this](bool on) { static_cast<RulesFilter*>(proxy_)->setFiredOnly(on); });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const QString id = current.data(RulesModel::RuleIdRole).toString();
                showRule(id);
                if (!revealing_ && !id.isEmpty()) selection_->selectRule(id);
            });
    connect(hits_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || revealing_) return;
        selection_->selectEvent(item->data(0, Qt::UserRole).toUInt());
    });
    connect(selection_, &Selection::ruleSelected, this, &RulesView::revealRule);
    connect(selection_, &Selection::eventSelected, this, &RulesView::revealEvent);
    showRule({});
    feed->subscribe(this);
}

void RulesView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    shownRule_.clear();
    model_->setDocument(doc_);
    showRule({});
}

QString RulesView::currentRule() const {
    return shownRule_;
}

void RulesView::focusFilter() {
    filterEdit_->setFocus(Qt::ShortcutFocusReason);
    filterEdit_->selectAll();
}

void RulesView::showRule(const QString& ruleId) {
    shownRule_ = ruleId;
    const QSignalBlocker block(hits_);
    hits_->clear();
    const aw::Rule* rule =
        (doc_ && doc_->catalog && !ruleId.isEmpty()) ? doc_->catalog->find(ruleId.toStdString()) : nullptr;
    if (!rule) {
        ruleTitle_->setText(tr("<i>No rule selected</i>"));
        definition_->clear();
        hitsTitle_->setText(tr("Events"));
        return;
    }
    ruleTitle_->setText(tr("<b>%1</b> — %2 <span style='color:gray'>(%3)</span>")
                            .arg(QString::fromStdString(rule->id).toHtmlEscaped(), phaseLabel(rule->phase),
                                 QString::fromStdString(rule->sourceFile).toHtmlEscaped()));
    definition_->setPlainText(QString::fromStdString(rule->definitionJson));

    // The events this rule emitted (extractors) or whose class it decided (filters, refiners).
    int count = 0;
    for (const aw::Event& event : doc_->result->events) {
        if (event.rule != rule->id && event.classRule != rule->id) continue;
        auto* item = new QTreeWidgetItem(hits_);
        item->setText(0, clockTime(event.time));
        item->setText(1, event.node.empty() ? tr("job") : QString::fromStdString(event.node));
        item->setText(2, sayEventTitle(event));
        item->setIcon(2, eventClassIcon(event.cls));
        item->setToolTip(2, QString::fromStdString(event.reason));
        item->setData(0, Qt::UserRole, event.id);
        ++count;
    }
    hitsTitle_->setText(tr("%n event(s) from this rule", nullptr, count));
}

void RulesView::revealRule(const QString& ruleId) {
    if (ruleId == shownRule_) return;
    QModelIndex proxyIndex = proxy_->mapFromSource(model_->indexOfRule(ruleId));
    if (!proxyIndex.isValid()) {
        const QSignalBlocker b1(filterEdit_), b2(firedOnly_);
        filterEdit_->clear();
        firedOnly_->setChecked(false);
        proxy_->setFilterFixedString({});
        static_cast<RulesFilter*>(proxy_)->setFiredOnly(false);
        proxyIndex = proxy_->mapFromSource(model_->indexOfRule(ruleId));
        if (!proxyIndex.isValid()) return;
    }
    revealing_ = true;
    table_->selectionModel()->setCurrentIndex(proxyIndex,
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(proxyIndex);
    revealing_ = false;
}

void RulesView::revealEvent(std::uint32_t eventId) {
    // Follow the event: show the rule that produced it, with the event marked in the hits.
    const aw::Event* event = doc_ ? doc_->result->findEvent(eventId) : nullptr;
    if (!event) return;
    revealRule(QString::fromStdString(event->rule));
    revealing_ = true;
    for (int i = 0; i < hits_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = hits_->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toUInt() == eventId) {
            hits_->setCurrentItem(item);
            hits_->scrollToItem(item);
            break;
        }
    }
    revealing_ = false;
}

}  // namespace awv

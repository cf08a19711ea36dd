#include "views/logs/search_results_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace awv {

namespace {
constexpr int kFileRole = Qt::UserRole + 1;   // on file and line items
constexpr int kLineRole = Qt::UserRole + 2;   // on line items
constexpr int kIndexRole = Qt::UserRole + 3;  // on file items: index into the results
}  // namespace

SearchResultsView::SearchResultsView(QWidget* parent) : QWidget(parent) {
    summary_ = new QLabel(this);
    cancel_ = new QPushButton(tr("Stop"), this);
    cancel_->setToolTip(tr("Stop searching; the matches found so far stay"));
    merge_ = new QPushButton(tr("Merge these files by time"), this);
    merge_->setToolTip(tr("Show the files with matches as one log ordered by time"));
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setToolTip(tr("Close the search results"));
    close->setAccessibleName(tr("Close the search results"));
    tree_ = new QTreeWidget(this);
    tree_->setHeaderLabels({tr("Where"), tr("Matches")});
    tree_->setAccessibleName(tr("Search results in every file"));
    tree_->setUniformRowHeights(true);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(4, 2, 4, 2);
    top->addWidget(summary_, 1);
    top->addWidget(cancel_);
    top->addWidget(merge_);
    top->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(top);
    layout->addWidget(tree_, 1);

    connect(&search_, &BundleSearch::resultsChanged, this, [this] {
        addNewResults();
        updateSummary();
    });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        search_.cancel();  // what was found stays listed
    });
    connect(merge_, &QPushButton::clicked, this, [this] {
        std::vector<std::uint32_t> files;
        for (int n = 0; n < tree_->topLevelItemCount(); ++n) {
            QTreeWidgetItem* node = tree_->topLevelItem(n);
            for (int f = 0; f < node->childCount(); ++f) files.push_back(node->child(f)->data(0, kFileRole).toUInt());
        }
        if (!files.empty()) emit mergeRequested(std::move(files));
    });
    connect(close, &QToolButton::clicked, this, &SearchResultsView::closeRequested);
    connect(tree_, &QTreeWidget::itemExpanded, this, &SearchResultsView::fillFileItem);
    connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QVariant line = item->data(0, kLineRole);
        if (line.isValid()) emit lineActivated(item->data(0, kFileRole).toUInt(), line.toUInt());
        else if (item->data(0, kFileRole).isValid()) item->setExpanded(!item->isExpanded());
    });
    updateSummary();
}

void SearchResultsView::setDocument(DocumentPtr doc) {
    search_.stop();
    doc_ = std::move(doc);
    tree_->clear();
    nodeItems_.clear();
    shown_ = 0;
    updateSummary();
}

void SearchResultsView::stop() {
    search_.stop();
    updateSummary();
}

void SearchResultsView::search(const QRegularExpression& regex, const TimeRange& range) {
    tree_->clear();
    nodeItems_.clear();
    shown_ = 0;
    search_.start(doc_, regex, range);
}

bool SearchResultsView::focusFirstMatch() {
    QTreeWidgetItem* node = tree_->topLevelItem(0);
    QTreeWidgetItem* file = node ? node->child(0) : nullptr;
    if (!file) return false;
    file->setExpanded(true);  // lists its lines
    tree_->setFocus(Qt::TabFocusReason);
    tree_->setCurrentItem(file->childCount() > 0 ? file->child(0) : file);
    return true;
}

void SearchResultsView::addNewResults() {
    const auto& results = search_.results();
    if (shown_ > results.size()) shown_ = 0;  // a new search
    for (; shown_ < results.size(); ++shown_) {
        const FileMatches& found = results[shown_];
        const aw::SourceFile& file = doc_->bundle->files[found.file];
        const std::uint32_t node = file.node < doc_->bundle->nodes.size() ? file.node : aw::kNoNode;
        QTreeWidgetItem*& nodeItem = nodeItems_[node];
        if (!nodeItem) {
            nodeItem = new QTreeWidgetItem(tree_);
            nodeItem->setText(0, node == aw::kNoNode ? tr("Job and cluster") : QString::fromStdString(doc_->bundle->nodes[node].name));
            QFont bold = nodeItem->font(0);
            bold.setBold(true);
            nodeItem->setFont(0, bold);
            nodeItem->setData(1, Qt::UserRole, QVariant::fromValue<qulonglong>(0));
            nodeItem->setExpanded(true);
        }
        const qulonglong nodeCount = nodeItem->data(1, Qt::UserRole).toULongLong() + found.count;
        nodeItem->setData(1, Qt::UserRole, nodeCount);
        nodeItem->setText(1, QStringLiteral("%L1").arg(nodeCount));
        auto* fileItem = new QTreeWidgetItem(nodeItem);
        fileItem->setText(0, QString::fromStdString(file.path));
        fileItem->setToolTip(0, QString::fromStdString(file.path));
        fileItem->setText(1, QStringLiteral("%L1").arg(found.count));
        fileItem->setData(0, kFileRole, found.file);
        fileItem->setData(0, kIndexRole, static_cast<qulonglong>(shown_));
        // Lines are listed when the file is opened; a placeholder makes it openable.
        fileItem->addChild(new QTreeWidgetItem);
    }
}

void SearchResultsView::fillFileItem(QTreeWidgetItem* item) {
    const QVariant index = item->data(0, kIndexRole);
    if (!index.isValid() || item->childCount() != 1 || item->child(0)->data(0, kFileRole).isValid()) return;
    const auto& results = search_.results();
    const auto i = static_cast<std::size_t>(index.toULongLong());
    if (i >= results.size()) return;
    delete item->takeChild(0);
    const FileMatches& found = results[i];
    QList<QTreeWidgetItem*> lines;
    for (const FileMatches::Line& line : found.lines) {
        auto* lineItem = new QTreeWidgetItem;
        lineItem->setText(0, tr("%L1: %2").arg(line.line).arg(line.text));
        lineItem->setToolTip(0, line.text);
        lineItem->setData(0, kFileRole, found.file);
        lineItem->setData(0, kLineRole, line.line);
        lines.push_back(lineItem);
    }
    if (found.count > found.lines.size()) {
        auto* more = new QTreeWidgetItem;
        more->setText(0, tr("… %L1 more: open the file and use Next match").arg(found.count - found.lines.size()));
        more->setFlags(Qt::ItemIsEnabled);
        lines.push_back(more);
    }
    item->addChildren(lines);
}

void SearchResultsView::updateSummary() {
    const std::uint64_t matches = search_.matchCount();
    const auto files = static_cast<int>(search_.results().size());
    QString text = tr("%L1 matching line(s) in %n file(s)", nullptr, files).arg(matches);
    if (search_.isRunning()) text += tr(" — searching… %1%").arg(static_cast<int>(search_.progress() * 100));
    summary_->setText(text);
    cancel_->setVisible(search_.isRunning());
    merge_->setEnabled(files > 0);
}

}  // namespace awv

#include "views/logs/search_results_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <climits>
#include <iterator>

namespace awv {

namespace {
constexpr int kFileRole = Qt::UserRole + 1;  // on file and line items
constexpr int kLineRole = Qt::UserRole + 2;  // on line items
constexpr int kRefreshMs = 150;              // the list and header follow a running search this often
}  // namespace

SearchResultsView::SearchResultsView(QWidget* parent) : QWidget(parent) {
    summary_ = new QLabel(this);
    // A long header must not widen the window: it is cut instead.
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    summary_->setMinimumWidth(0);
    cancel_ = new QPushButton(tr("Stop"), this);
    cancel_->setToolTip(tr("Stop searching (Esc); the matches found so far stay"));
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
    tree_->installEventFilter(this);
    refresh_ = new QTimer(this);
    refresh_->setSingleShot(true);
    refresh_->setInterval(kRefreshMs);
    connect(refresh_, &QTimer::timeout, this, &SearchResultsView::refresh);

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
        if (!refresh_->isActive()) refresh_->start();
    });
    connect(&search_, &BundleSearch::finished, this, [this] {
        refresh_->stop();
        refresh();
    });
    connect(cancel_, &QPushButton::clicked, this, &SearchResultsView::cancel);
    connect(merge_, &QPushButton::clicked, this, [this] {
        std::vector<std::uint32_t> files;
        for (const FileMatches& found : search_.results()) files.push_back(found.file);
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

bool SearchResultsView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == tree_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && search_.isRunning()) {
        cancel();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void SearchResultsView::clearTree() {
    refresh_->stop();
    tree_->clear();
    nodeItems_.clear();
    fileItems_.clear();
}

void SearchResultsView::setDocument(DocumentPtr doc) {
    search_.stop();
    pending_ = false;
    doc_ = std::move(doc);
    clearTree();
    updateSummary();
}

void SearchResultsView::stop() {
    search_.stop();
    pending_ = false;
    clearTree();
    updateSummary();
}

void SearchResultsView::cancel() {
    pending_ = false;
    search_.cancel();  // what was found stays listed
    refresh();
}

void SearchResultsView::setPending() {
    search_.stop();  // cancelled first: its workers end within a chunk
    clearTree();
    pending_ = true;
    updateSummary();
}

void SearchResultsView::search(const QRegularExpression& regex, const TimeRange& range) {
    pending_ = false;
    clearTree();
    search_.start(doc_, regex, range);
    updateSummary();
}

bool SearchResultsView::focusFirstMatch() {
    refresh();
    QTreeWidgetItem* node = tree_->topLevelItem(0);
    QTreeWidgetItem* file = node ? node->child(0) : nullptr;
    if (!file) return false;
    file->setExpanded(true);  // lists its lines
    tree_->setFocus(Qt::TabFocusReason);
    tree_->setCurrentItem(file->childCount() > 0 ? file->child(0) : file);
    return true;
}

std::optional<SearchResultsView::Location> SearchResultsView::step(std::uint32_t file, std::uint32_t line,
                                                                   bool forward) {
    const std::vector<FileMatches>& results = search_.results();
    if (results.empty()) return std::nullopt;
    const auto byFile = [](const FileMatches& f, std::uint32_t i) { return f.file < i; };
    auto at =
        static_cast<std::size_t>(std::lower_bound(results.begin(), results.end(), file, byFile) - results.begin());
    // Lines are numbered here, for the files stepped through only.
    const auto lines = [&](std::size_t i) -> const std::vector<FileMatches::Line>& {
        return search_.numberedResultsOf(results[i].file)->lines;
    };
    const bool inFile = at < results.size() && results[at].file == file;
    if (forward) {
        if (inFile) {
            const auto& here = lines(at);
            const auto next = std::upper_bound(here.begin(), here.end(), line,
                                               [](std::uint32_t l, const FileMatches::Line& m) { return l < m.line; });
            if (next != here.end()) return Location{file, next->line};
            ++at;
        }
        if (at == results.size()) at = 0;  // wrap around to the first file
        return Location{results[at].file, lines(at).front().line};
    }
    if (inFile) {
        const auto& here = lines(at);
        const auto before = std::lower_bound(here.begin(), here.end(), line,
                                             [](const FileMatches::Line& m, std::uint32_t l) { return m.line < l; });
        if (before != here.begin()) return Location{file, std::prev(before)->line};
    }
    at = at == 0 ? results.size() - 1 : at - 1;  // wrap around to the last file
    return Location{results[at].file, lines(at).back().line};
}

void SearchResultsView::showCurrent(std::uint32_t file, std::uint32_t line) {
    refresh();
    const auto found = fileItems_.find(file);
    if (found == fileItems_.end()) return;
    QTreeWidgetItem* fileItem = found->second;
    QTreeWidgetItem* current = fileItem;
    if (fileItem->isExpanded()) {
        for (int i = 0; i < fileItem->childCount(); ++i) {
            if (fileItem->child(i)->data(0, kLineRole).toUInt() == line) current = fileItem->child(i);
        }
    }
    const QSignalBlocker block(tree_);
    tree_->setCurrentItem(current);
    tree_->scrollToItem(current);
}

void SearchResultsView::refresh() {
    if (!doc_ || !doc_->bundle) return updateSummary();
    for (const FileMatches& found : search_.results()) {
        if (fileItems_.count(found.file)) continue;
        const aw::SourceFile& file = doc_->bundle->files[found.file];
        const std::uint32_t node = file.node < doc_->bundle->nodes.size() ? file.node : aw::kNoNode;
        auto nodeAt = nodeItems_.find(node);
        if (nodeAt == nodeItems_.end()) {
            auto* nodeItem = new QTreeWidgetItem;
            nodeItem->setText(0, node == aw::kNoNode ? tr("Job and cluster")
                                                     : QString::fromStdString(doc_->bundle->nodes[node].name));
            QFont bold = nodeItem->font(0);
            bold.setBold(true);
            nodeItem->setFont(0, bold);
            nodeItem->setData(1, Qt::UserRole, QVariant::fromValue<qulonglong>(0));
            nodeAt = nodeItems_.emplace(node, nodeItem).first;
            // Nodes in bundle order, the job's files last, whatever order the files finish in.
            tree_->insertTopLevelItem(static_cast<int>(std::distance(nodeItems_.begin(), nodeAt)), nodeItem);
            nodeItem->setExpanded(true);
        }
        QTreeWidgetItem* nodeItem = nodeAt->second;
        const qulonglong nodeCount = nodeItem->data(1, Qt::UserRole).toULongLong() + found.count;
        nodeItem->setData(1, Qt::UserRole, nodeCount);
        nodeItem->setText(1, QStringLiteral("%L1").arg(nodeCount));
        auto* fileItem = new QTreeWidgetItem;
        fileItem->setText(0, QString::fromStdString(file.path));
        fileItem->setToolTip(0, QString::fromStdString(file.path));
        fileItem->setText(1, QStringLiteral("%L1").arg(found.count));
        fileItem->setData(0, kFileRole, found.file);
        // Lines are listed when the file is opened; a placeholder makes it openable.
        fileItem->addChild(new QTreeWidgetItem);
        int at = 0;
        while (at < nodeItem->childCount() && nodeItem->child(at)->data(0, kFileRole).toUInt() < found.file) ++at;
        nodeItem->insertChild(at, fileItem);
        fileItems_.emplace(found.file, fileItem);
    }
    updateSummary();
}

void SearchResultsView::fillFileItem(QTreeWidgetItem* item) {
    const QVariant file = item->data(0, kFileRole);
    if (!file.isValid() || item->data(0, kLineRole).isValid() || item->childCount() != 1 ||
        item->child(0)->data(0, kFileRole).isValid())
        return;
    const FileMatches* found = search_.numberedResultsOf(file.toUInt());
    if (!found || !search_.matcher() || !doc_) return;
    delete item->takeChild(0);
    QList<QTreeWidgetItem*> lines;
    const std::size_t listed = std::min(found->lines.size(), kListedPerFile);
    for (std::size_t i = 0; i < listed; ++i) {
        const FileMatches::Line& line = found->lines[i];
        const QString text = BundleSearch::excerpt(*doc_, found->file, line.offset, *search_.matcher());
        auto* lineItem = new QTreeWidgetItem;
        lineItem->setText(0, tr("%L1: %2").arg(line.line).arg(text));
        lineItem->setToolTip(0, text);
        lineItem->setData(0, kFileRole, found->file);
        lineItem->setData(0, kLineRole, line.line);
        lines.push_back(lineItem);
    }
    if (found->count > listed) {
        auto* more = new QTreeWidgetItem;
        more->setText(0, tr("… %L1 more: open the file and use F3").arg(found->count - listed));
        more->setFlags(Qt::ItemIsEnabled);
        lines.push_back(more);
    }
    item->addChildren(lines);
}

QString SearchResultsView::summaryText() const {
    return summary_->text();
}

void SearchResultsView::updateSummary() {
    if (pending_) {
        summary_->setText(tr("Searching…"));
        cancel_->setVisible(false);
        merge_->setEnabled(false);
        return;
    }
    const auto files = static_cast<int>(search_.results().size());
    // Two plurals, each with its own number ("1 matching line in 2 files").
    const QString lines =
        tr("%Ln matching line(s)", nullptr, static_cast<int>(std::min<std::uint64_t>(search_.matchCount(), INT_MAX)));
    QString text = tr("%1 in %Ln file(s)", nullptr, files).arg(lines);
    if (search_.isRunning()) {
        text +=
            tr(" — searching… %L1 of %L2 files (Esc stops)").arg(search_.filesSearched()).arg(search_.filesToSearch());
    }
    summary_->setText(text);
    summary_->setToolTip(text);
    cancel_->setVisible(search_.isRunning());
    merge_->setEnabled(files > 0);
}

}  // namespace awv

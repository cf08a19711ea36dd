#include "views/sources/nodes_view.h"

#include "views/common/event_class_style.h"

#include "engine/attribute/node_health.h"

#include <algorithm>
#include <climits>

#include <QDateTime>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QLineEdit>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace awv {

namespace {
QString clock(aw::TimeNs t) {
    return QDateTime::fromMSecsSinceEpoch(t / 1'000'000, Qt::UTC).toString(QStringLiteral("HH:mm:ss"));
}

// "9 min", "1 h 05 min", "40 s".
QString duration(aw::TimeNs ns) {
    const qint64 s = ns / 1'000'000'000;
    if (s < 120) return NodesView::tr("%1 s").arg(s);
    if (s < 3600) return NodesView::tr("%1 min").arg(s / 60);
    return NodesView::tr("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0'));
}

QString clockRange(aw::TimeNs first, aw::TimeNs last) {
    if (first == aw::kNoTime) return {};
    if (last == aw::kNoTime || last == first) return clock(first);
    return QStringLiteral("%1 – %2").arg(clock(first), clock(last));
}

QString numberList(const std::vector<int>& numbers) {
    QStringList parts;
    // Collapse runs: 0,1,2,3,8 -> "0–3, 8".
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
        parts << (j > i + 1 ? QStringLiteral("%1–%2").arg(numbers[i]).arg(numbers[j])
                            : QString::number(numbers[i]));
        if (j == i + 1) parts << QString::number(numbers[j]);
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}
}  // namespace

NodesView::NodesView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent), selection_(selection), filterEdit_(new QLineEdit(this)), tree_(new QTreeWidget(this)) {
    filterEdit_->setPlaceholderText(tr("Filter nodes and files…"));
    filterEdit_->setAccessibleName(tr("Filter nodes and files"));
    tree_->setAccessibleName(tr("Nodes and their files"));
    filterEdit_->setClearButtonEnabled(true);
    tree_->setColumnCount(ColumnCount);
    tree_->setHeaderLabels({tr("Node / file"), tr("Ranks · GPUs / format"), tr("Kind"), tr("Lines"),
                            tr("Time span (UTC)")});
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setColumnWidth(NameColumn, 180);
    tree_->setColumnWidth(DetailColumn, 150);
    tree_->setColumnWidth(KindColumn, 90);
    tree_->setColumnWidth(LinesColumn, 60);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    silent_ = new QLabel(this);
    silent_->setWordWrap(true);
    silent_->setStyleSheet(QStringLiteral("QLabel { color: #b35900; font-weight: bold; }"));
    silent_->hide();
    layout->addWidget(filterEdit_);
    layout->addWidget(silent_);
    layout->addWidget(tree_, 1);

    connect(filterEdit_, &QLineEdit::textChanged, this, &NodesView::applyFilter);
    connect(tree_, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { onCurrentItemChanged(item); });
    connect(selection_, &Selection::nodeSelected, this, &NodesView::revealNode);
    connect(selection_, &Selection::eventSelected, this, [this](std::uint32_t id) {
        const aw::Event* event = doc_ ? doc_->result->findEvent(id) : nullptr;
        if (event && !event->node.empty()) revealNode(QString::fromStdString(event->node));
    });
    feed->subscribe(this);
}

void NodesView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    const QSignalBlocker block(tree_);
    tree_->clear();
    {
        const QSignalBlocker blockFilter(filterEdit_);  // another bundle: the last one's filter means nothing
        filterEdit_->clear();
    }
    silent_->clear();
    silent_->hide();
    if (!doc_ || !doc_->bundle) return;
    const aw::Bundle& bundle = *doc_->bundle;

    // Which nodes the verdict blames, and how many events each node has, for emphasis.
    std::map<std::string, int> eventsPerNode;
    for (const aw::Event& event : doc_->result->events)
        if (event.cls != aw::EventClass::Noise) ++eventsPerNode[event.node];
    const auto& culprits = doc_->result->verdict.culpritNodes;

    // How each node fared: its last line and progress, and whether it went silent first.
    const std::vector<aw::NodeHealth> health = aw::nodeHealth(bundle, *doc_->result);
    QStringList silent;
    std::vector<QTreeWidgetItem*> nodeItems;
    for (const aw::Node& node : bundle.nodes) {
        auto* item = new QTreeWidgetItem(tree_);
        const QString name = QString::fromStdString(node.name);
        item->setText(NameColumn, name);
        QStringList detail;
        if (!node.ranks.empty()) detail << tr("ranks %1").arg(numberList(node.ranks));
        if (!node.gpus.empty()) detail << tr("%n GPU(s)", nullptr, static_cast<int>(node.gpus.size()));
        item->setText(DetailColumn, detail.join(QStringLiteral(" · ")));
        const int events = eventsPerNode[node.name];
        item->setText(KindColumn, events ? tr("%n event(s)", nullptr, events) : QString());
        QStringList aliases;
        for (const std::string& alias : node.aliases) aliases << QString::fromStdString(alias);
        item->setToolTip(NameColumn, aliases.isEmpty() ? name : tr("%1 (also: %2)").arg(name, aliases.join(", ")));
        item->setData(NameColumn, NodeNameRole, name);
        if (std::find(culprits.begin(), culprits.end(), node.name) != culprits.end()) {
            QFont bold = item->font(NameColumn);
            bold.setBold(true);
            item->setFont(NameColumn, bold);
            item->setIcon(NameColumn, eventClassIcon(aw::EventClass::RootCause));
            item->setToolTip(NameColumn, tr("%1 — the culprit named by the verdict").arg(name));
        }
        const aw::NodeHealth& h = health[nodeItems.size()];
        QStringList when;
        if (h.lastLine != aw::kNoTime) when << tr("last line %1").arg(clock(h.lastLine));
        if (h.lastProgress != aw::kNoTime) when << tr("progress %1").arg(clock(h.lastProgress));
        item->setText(TimeColumn, when.join(QStringLiteral(" · ")));
        item->setToolTip(TimeColumn, tr("The last line any of its files wrote, and its last training step (%Ln step line(s))",
                                        nullptr, static_cast<int>(std::min<std::uint64_t>(h.progressLines, INT_MAX))));
        if (h.wentSilent) {
            const QString why = tr("went silent %1 before the others").arg(duration(h.silentFor));
            item->setText(KindColumn, item->text(KindColumn).isEmpty() ? why : item->text(KindColumn) + QStringLiteral(" · ") + why);
            item->setIcon(KindColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
            item->setToolTip(KindColumn, tr("%1 stopped %2 before the others' last %3: a node that stops while the others "
                                            "wait on it is the usual culprit of a hang")
                                             .arg(name, duration(h.silentFor),
                                                  h.lastProgress != aw::kNoTime ? tr("training step") : tr("line")));
            silent << tr("%1 (%2)").arg(name, duration(h.silentFor));
        }
        nodeItems.push_back(item);
    }
    silent_->setText(silent.isEmpty() ? QString() : tr("Went silent before the others: %1").arg(silent.join(QStringLiteral(", "))));
    silent_->setVisible(!silent.isEmpty());
    auto* jobItem = new QTreeWidgetItem(tree_);
    jobItem->setText(NameColumn, tr("Whole job"));
    jobItem->setToolTip(NameColumn, tr("Sources that belong to no single node: scheduler, cloud, metrics, manifest"));
    QFont italic = jobItem->font(NameColumn);
    italic.setItalic(true);
    jobItem->setFont(NameColumn, italic);

    const QLocale locale;
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
        const aw::SourceFile& file = bundle.files[i];
        QTreeWidgetItem* parent = file.node < nodeItems.size() ? nodeItems[file.node] : jobItem;
        auto* item = new QTreeWidgetItem(parent);
        item->setText(NameColumn, QString::fromStdString(file.path));
        item->setToolTip(NameColumn, QString::fromStdString(file.path));
        item->setText(DetailColumn, QString::fromLatin1(aw::toString(file.format)));
        item->setText(KindColumn, QString::fromLatin1(aw::toString(file.source)));
        item->setText(LinesColumn, locale.toString(static_cast<qulonglong>(file.lineCount)));
        item->setTextAlignment(LinesColumn, Qt::AlignRight | Qt::AlignVCenter);
        // Lines with no time of their own: many of them mean a stamp format that was not read.
        item->setToolTip(LinesColumn, tr("%Ln line(s), %1 without a time of their own", nullptr,
                                         static_cast<int>(std::min<std::uint64_t>(file.lineCount, INT_MAX)))
                                          .arg(locale.toString(static_cast<qulonglong>(file.untimedCount))));
        if (file.observationCount > 0 && file.untimedCount == file.observationCount)
            item->setText(TimeColumn, tr("no time read"));
        else
            item->setText(TimeColumn, clockRange(file.firstTime, file.lastTime));
        item->setData(NameColumn, FileIndexRole, i);
        if (file.node < bundle.nodes.size())
            item->setData(NameColumn, NodeNameRole, QString::fromStdString(bundle.nodes[file.node].name));
    }
    if (jobItem->childCount() == 0) delete jobItem;
    for (QTreeWidgetItem* item : nodeItems) item->setExpanded(false);
    applyFilter(filterEdit_->text());
}

QString NodesView::silentSummary() const { return silent_->text(); }

QString NodesView::currentNode() const {
    const QTreeWidgetItem* item = tree_->currentItem();
    return item ? item->data(NameColumn, NodeNameRole).toString() : QString();
}

void NodesView::focusFilter() {
    filterEdit_->setFocus(Qt::ShortcutFocusReason);
    filterEdit_->selectAll();
}

void NodesView::applyFilter(const QString& text) {
    const QString needle = text.trimmed();
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* node = tree_->topLevelItem(i);
        const bool nodeMatches = needle.isEmpty() || node->text(NameColumn).contains(needle, Qt::CaseInsensitive);
        bool anyChild = false;
        for (int c = 0; c < node->childCount(); ++c) {
            QTreeWidgetItem* file = node->child(c);
            bool matches = nodeMatches;
            for (int col = 0; col < ColumnCount && !matches; ++col)
                matches = file->text(col).contains(needle, Qt::CaseInsensitive);
            file->setHidden(!matches);
            anyChild |= matches;
        }
        node->setHidden(!nodeMatches && !anyChild);
        if (!needle.isEmpty() && anyChild && !nodeMatches) node->setExpanded(true);
    }
}

void NodesView::onCurrentItemChanged(QTreeWidgetItem* item) {
    if (!item || revealing_) return;
    const QVariant fileIndex = item->data(NameColumn, FileIndexRole);
    if (fileIndex.isValid() && doc_ && doc_->bundle) {
        // A file: open it at its first line in the raw log view.
        aw::SourceLocation where;
        where.file = fileIndex.toUInt();
        where.line = 1;
        where.offset = 0;
        const std::string_view bytes = doc_->bundle->files[where.file].data
                                           ? doc_->bundle->files[where.file].data->bytes()
                                           : std::string_view();
        where.length = static_cast<std::uint32_t>(std::min(bytes.find('\n'), bytes.size()));
        selection_->selectEvidence(where);
    }
    const QString node = item->data(NameColumn, NodeNameRole).toString();
    if (!node.isEmpty()) selection_->selectNode(node);
}

void NodesView::revealNode(const QString& node) {
    if (node.isEmpty() || currentNode() == node) return;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(i);
        if (item->data(NameColumn, NodeNameRole).toString() != node) continue;
        revealing_ = true;
        item->setHidden(false);
        tree_->setCurrentItem(item);
        tree_->scrollToItem(item);
        revealing_ = false;
        return;
    }
}

}  // namespace awv

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
        parts << (j > i + 1 ? QStringLiteral("%1–%2").arg(numbers[i]).arg(numbers[j]) : QString::number(numbers[i]));
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
    tree_->setHeaderLabels({tr("Node / file"), QString(), QString(), QString(), QString(), tr("Health / kind"),
                            tr("Last line / time span (UTC)"), tr("Ranks · GPUs · pods / format"), tr("Lines")});
    // A narrow column per class, headed by its marker: the counts fit a docked pane.
    for (int c = 0; c < 4; ++c) {
        const aw::EventClass cls = kEventClassesInOrder[static_cast<std::size_t>(c)];
        tree_->headerItem()->setIcon(RootCauseColumn + c, eventClassIcon(cls));
        tree_->headerItem()->setToolTip(RootCauseColumn + c,
                                        tr("%1: the node's events of this class").arg(eventClassGroupLabel(cls)));
    }
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->header()->setMinimumSectionSize(24);
    tree_->setColumnWidth(NameColumn, 130);
    for (int c = RootCauseColumn; c <= NoiseColumn; ++c) tree_->setColumnWidth(c, 30);
    tree_->setColumnWidth(HealthColumn, 130);
    tree_->setColumnWidth(TimeColumn, 150);
    tree_->setColumnWidth(DetailColumn, 150);
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

    const auto& culprits = doc_->result->verdict.culpritNodes;

    // How each node fared: its events per class, its last line and progress, and whether it
    // went silent first or had nothing at the first fault.
    const std::vector<aw::NodeHealth> health = aw::nodeHealth(bundle, *doc_->result);
    std::vector<std::pair<aw::TimeNs, QString>> silentFirst;  // the longest silence first
    QStringList silent, quiet;
    std::vector<QTreeWidgetItem*> nodeItems;
    for (const aw::Node& node : bundle.nodes) {
        auto* item = new QTreeWidgetItem(tree_);
        const QString name = QString::fromStdString(node.name);
        item->setText(NameColumn, name);
        QStringList detail;
        if (!node.ranks.empty()) detail << tr("ranks %1").arg(numberList(node.ranks));
        if (!node.gpus.empty()) detail << tr("%n GPU(s)", nullptr, static_cast<int>(node.gpus.size()));
        const aw::NodeHealth& h = health[nodeItems.size()];
        QStringList pods;
        for (const std::string& pod : h.pods) pods << QString::fromStdString(pod);
        // The pods beside the node's name: a Kubernetes job is read by its pods' names.
        if (!pods.isEmpty())
            item->setText(
                NameColumn,
                tr("%1 (pod %2)", nullptr, static_cast<int>(pods.size())).arg(name, pods.join(QStringLiteral(", "))));
        item->setText(DetailColumn, detail.join(QStringLiteral(" · ")));
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
        for (int c = 0; c < 4; ++c) {
            const aw::EventClass cls = kEventClassesInOrder[static_cast<std::size_t>(c)];
            const std::uint32_t count = h.events[static_cast<std::size_t>(cls)];
            item->setText(RootCauseColumn + c, count ? QLocale().toString(count) : QString());
            item->setTextAlignment(RootCauseColumn + c, Qt::AlignCenter);
            item->setToolTip(RootCauseColumn + c, tr("%1: %2").arg(eventClassGroupLabel(cls)).arg(count));
            if (count && cls != aw::EventClass::Noise)
                item->setForeground(RootCauseColumn + c, eventClassStyle(cls).color);
        }
        QStringList when;
        if (h.lastLine != aw::kNoTime) when << tr("last line %1").arg(clock(h.lastLine));
        if (h.lastProgress != aw::kNoTime) when << tr("progress %1").arg(clock(h.lastProgress));
        item->setText(TimeColumn, when.join(QStringLiteral(" · ")));
        item->setToolTip(TimeColumn,
                         tr("The last line any of its files wrote, and its last training step (%Ln step line(s))",
                            nullptr, static_cast<int>(std::min<std::uint64_t>(h.progressLines, INT_MAX))));
        QStringList flags, why;
        if (h.wentSilent) {
            flags << tr("silent %1 early").arg(duration(h.silentFor));
            why << tr("%1 stopped %2 before the others' last %3: a node that stops while the others "
                      "wait on it is the usual culprit of a hang")
                       .arg(name, duration(h.silentFor),
                            h.lastProgress != aw::kNoTime ? tr("training step") : tr("line"));
            silentFirst.push_back({h.silentFor, tr("%1 (%2)").arg(name, duration(h.silentFor))});
        }
        if (h.quietAtFault) {
            flags << tr("nothing at fault");
            why << tr("%1 wrote its last line before the first fault while most nodes wrote on: its logs cannot say "
                      "what it did then")
                       .arg(name);
            quiet << name;
        }
        if (!flags.isEmpty()) {
            item->setText(HealthColumn, flags.join(QStringLiteral(" · ")));
            item->setIcon(HealthColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
            item->setToolTip(HealthColumn, why.join(QStringLiteral("\n")));
            item->setForeground(HealthColumn, QColor(0xb3, 0x59, 0x00));
        }
        nodeItems.push_back(item);
    }
    std::stable_sort(silentFirst.begin(), silentFirst.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& entry : silentFirst) silent << entry.second;
    // A banner, not a list of a thousand: the first few, then how many more.
    const auto firstFew = [](QStringList names) {
        constexpr int kShown = 8;
        if (names.size() <= kShown) return names.join(QStringLiteral(", "));
        const int more = static_cast<int>(names.size()) - kShown;
        return names.mid(0, kShown).join(QStringLiteral(", ")) + QStringLiteral(" ") + tr("and %n more", nullptr, more);
    };
    QStringList summary;
    if (!silent.isEmpty()) summary << tr("Went silent before the others: %1").arg(firstFew(silent));
    if (!quiet.isEmpty()) summary << tr("Nothing at the first fault: %1").arg(firstFew(quiet));
    silent_->setText(summary.join(QLatin1Char('\n')));
    silent_->setVisible(!summary.isEmpty());
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
        else item->setText(TimeColumn, clockRange(file.firstTime, file.lastTime));
        item->setData(NameColumn, FileIndexRole, i);
        if (file.node < bundle.nodes.size())
            item->setData(NameColumn, NodeNameRole, QString::fromStdString(bundle.nodes[file.node].name));
    }
    if (jobItem->childCount() == 0) delete jobItem;
    for (QTreeWidgetItem* item : nodeItems) item->setExpanded(false);
    applyFilter(filterEdit_->text());
}

QString NodesView::silentSummary() const {
    return silent_->text();
}

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
        const std::string_view bytes =
            doc_->bundle->files[where.file].data ? doc_->bundle->files[where.file].data->bytes() : std::string_view();
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

#include "views/sources/problems_view.h"

#include <map>
#include <tuple>

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

namespace awv {

namespace {
enum Role { FileIndexRole = Qt::UserRole + 1, LineRole, SeverityRankRole };

QString severityLabel(aw::Severity severity) {
    switch (severity) {
    case aw::Severity::Error: return ProblemsView::tr("Error");
    case aw::Severity::Warning: return ProblemsView::tr("Warning");
    case aw::Severity::Info: return ProblemsView::tr("Info");
    }
    return {};
}

QIcon severityIcon(aw::Severity severity) {
    QStyle* style = QApplication::style();
    switch (severity) {
    case aw::Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case aw::Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case aw::Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

// Where line `line` (1-based) starts and how long it is, by counting newlines.
bool locateLine(std::string_view bytes, std::uint32_t line, aw::SourceLocation& where) {
    std::size_t offset = 0;
    for (std::uint32_t current = 1; current < line; ++current) {
        const std::size_t newline = bytes.find('\n', offset);
        if (newline == std::string_view::npos) return false;
        offset = newline + 1;
    }
    const std::size_t end = std::min(bytes.find('\n', offset), bytes.size());
    where.line = line;
    where.offset = offset;
    where.length = static_cast<std::uint32_t>(end - offset);
    return true;
}
}  // namespace

ProblemsView::ProblemsView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      model_(new QStandardItemModel(0, ColumnCount, this)),
      proxy_(new QSortFilterProxyModel(this)),
      filterEdit_(new QLineEdit(this)),
      tree_(new QTreeView(this)),
      summary_(new QLabel(this)) {
    model_->setHorizontalHeaderLabels({tr("Severity"), tr("File"), tr("Line"), tr("Message"), tr("Found by")});
    proxy_->setSourceModel(model_);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setSortRole(SeverityRankRole);

    filterEdit_->setPlaceholderText(tr("Filter problems: file, message…"));
    filterEdit_->setAccessibleName(tr("Filter problems"));
    tree_->setAccessibleName(tr("Problems"));
    filterEdit_->setClearButtonEnabled(true);
    tree_->setModel(proxy_);
    tree_->setRootIsDecorated(false);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setSortingEnabled(true);
    tree_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->sortByColumn(SeverityColumn, Qt::AscendingOrder);
    tree_->setColumnWidth(SeverityColumn, 90);
    tree_->setColumnWidth(FileColumn, 220);
    tree_->setColumnWidth(LineColumn, 50);
    tree_->setColumnWidth(MessageColumn, 420);
    summary_->setStyleSheet(QStringLiteral("color: palette(mid);"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(filterEdit_);
    layout->addWidget(tree_, 1);
    layout->addWidget(summary_);

    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        proxy_->setFilterFixedString(text);
        updateSummary();
    });
    connect(tree_, &QTreeView::activated, this, &ProblemsView::openProblem);
    connect(tree_, &QTreeView::clicked, this, &ProblemsView::openProblem);
    updateSummary();
    feed->subscribe(this);
}

void ProblemsView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    filterEdit_->clear();  // another bundle: the last one's filter means nothing
    model_->removeRows(0, model_->rowCount());
    if (doc_) {
        auto add = [this](const aw::Problem& problem, const QString& origin) {
            QList<QStandardItem*> row;
            auto* severity = new QStandardItem(severityIcon(problem.severity), severityLabel(problem.severity));
            // Errors first when sorted ascending.
            severity->setData(2 - static_cast<int>(problem.severity), SeverityRankRole);
            auto* file =
                new QStandardItem(problem.file.empty() ? tr("(bundle)") : QString::fromStdString(problem.file));
            file->setData(file->text(), SeverityRankRole);
            auto* line = new QStandardItem(problem.line ? QString::number(problem.line) : QString());
            line->setData(problem.line, SeverityRankRole);
            line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto* message = new QStandardItem(QString::fromStdString(problem.message));
            message->setToolTip(message->text());
            message->setData(message->text(), SeverityRankRole);
            auto* from = new QStandardItem(origin);
            from->setData(origin, SeverityRankRole);
            // Which bundle file the problem points into, to open it on click.
            if (doc_->bundle && !problem.file.empty()) {
                for (std::uint32_t i = 0; i < doc_->bundle->files.size(); ++i)
                    if (doc_->bundle->files[i].path == problem.file) {
                        severity->setData(i, FileIndexRole);
                        severity->setData(problem.line, LineRole);
                        break;
                    }
            }
            row << severity << file << line << message << from;
            model_->appendRow(row);
        };
        // The analysis carries the loader's problems on: each is listed once, as the loader's.
        auto key = [](const aw::Problem& p) { return std::make_tuple(p.file, p.line, p.message); };
        std::map<std::tuple<std::string, std::uint32_t, std::string>, int> fromLoader;
        if (doc_->bundle)
            for (const aw::Problem& problem : doc_->bundle->problems) {
                ++fromLoader[key(problem)];
                add(problem, tr("Loader"));
            }
        for (const aw::Problem& problem : doc_->result->problems) {
            auto it = fromLoader.find(key(problem));
            if (it != fromLoader.end() && it->second > 0) --it->second;  // the loader's, listed already
            else add(problem, tr("Analysis"));
        }
    }
    updateSummary();
    emit problemCountChanged(problemCount());
}

int ProblemsView::problemCount() const {
    return model_->rowCount();
}

void ProblemsView::focusFilter() {
    filterEdit_->setFocus(Qt::ShortcutFocusReason);
    filterEdit_->selectAll();
}

void ProblemsView::updateSummary() {
    if (!doc_) {
        summary_->setText(tr("No bundle loaded."));
    } else if (model_->rowCount() == 0) {
        summary_->setText(tr("Every file of the bundle was read without problems."));
    } else if (proxy_->rowCount() != model_->rowCount()) {
        summary_->setText(tr("%1 of %n problem(s) shown", nullptr, model_->rowCount()).arg(proxy_->rowCount()));
    } else {
        summary_->setText(tr("%n problem(s)", nullptr, model_->rowCount()));
    }
}

void ProblemsView::openProblem(const QModelIndex& index) {
    if (!doc_ || !doc_->bundle || !index.isValid()) return;
    const QModelIndex first = proxy_->mapToSource(index.siblingAtColumn(SeverityColumn));
    const QVariant fileIndex = model_->data(first, FileIndexRole);
    if (!fileIndex.isValid()) return;
    const aw::SourceFile& file = doc_->bundle->files[fileIndex.toUInt()];
    if (!file.data) return;
    aw::SourceLocation where;
    where.file = fileIndex.toUInt();
    const std::uint32_t line = std::max(1u, model_->data(first, LineRole).toUInt());
    if (locateLine(file.data->bytes(), line, where)) selection_->selectEvidence(where);
}

}  // namespace awv

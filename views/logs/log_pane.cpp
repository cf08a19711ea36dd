#include "views/logs/log_pane.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

namespace awv {

namespace {
constexpr int kFileRole = Qt::UserRole + 1;
constexpr int kMergedItem = -2;

LogReveal revealOf(const RuleHit& hit) {
    if (hit.matchEnd <= hit.matchBegin) return {};
    return {LogReveal::Kind::Bytes, hit.matchBegin, hit.matchEnd};
}
}  // namespace

LogPane::LogPane(QWidget* parent) : QWidget(parent) {
    chooser_ = new QComboBox(this);
    chooser_->setToolTip(tr("The file shown in this pane"));
    chooser_->setAccessibleName(tr("File shown"));
    chooser_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    chooser_->setMinimumContentsLength(30);
    area_ = new LogTextArea(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(chooser_);
    layout->addWidget(area_, 1);

    connect(chooser_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (fillingChooser_ || index < 0) return;
        const QVariant data = chooser_->itemData(index, kFileRole);
        if (!data.isValid() || data.toInt() == kMergedItem) return;
        openFile(static_cast<std::uint32_t>(data.toInt()));
    });
    connect(&indexer_, &LineIndexer::linesAdded, this, [this] {
        area_->rowsChanged();
        applyPendingJump();
        emit statusChanged();
    });
    connect(&indexer_, &LineIndexer::finished, this, [this] {
        applyPendingJump();
        if (filter_.active() && !filtered_ && !filtering_) restartFilter();  // it waited for the index
        if (!filtering_) emit busyFinished();
    });
    connect(&filterWatcher_, &QFutureWatcher<std::vector<std::uint64_t>>::finished, this, [this] {
        if (!filtering_) return;  // given up for another filter or file
        filtering_ = false;
        // The line the user was on stays current, or the first shown line after it.
        const bool hadRow = area_->hasCurrentRow();
        const std::uint64_t was = hadRow ? sourceRowOf(area_->currentRow()) : 0;
        filtered_ = std::make_unique<FilteredLines>(sourceLines(), filterWatcher_.result());
        area_->setLines(filtered_.get());
        if (hadRow && filtered_->rowCount() > 0)
            area_->setCurrentRow(std::min(filtered_->shownRowAtOrAfter(was), filtered_->rowCount() - 1), true);
        applyPendingJump();
        emit statusChanged();
        emit busyFinished();
    });
    connect(&search_, &LogSearch::matchesChanged, this, &LogPane::statusChanged);
    connect(&mergeWatcher_, &QFutureWatcher<std::shared_ptr<MergedLog>>::finished, this, [this] {
        if (!merging_) return;  // a merge given up for another file or merge
        merging_ = false;
        merged_ = mergeWatcher_.result();
        area_->setLines(merged_.get());
        // A line placed by the time of the line before it (it has none) is marked "≥".
        area_->setRowLabel([this](std::uint64_t row) {
            const std::uint64_t source = sourceRowOf(row);
            const QString label = labelForFile(merged_->fileOf(source));
            return merged_->entry(source).inherited ? QStringLiteral("≥ ") + label : label;
        });
        restartSearch();
        applyPendingJump();
        if (pendingTime_ != aw::kNoTime) goToTime(std::exchange(pendingTime_, aw::kNoTime));
        if (filter_.active()) restartFilter();
        emit statusChanged();
        emit busyFinished();
    });
    connect(area_, &LogTextArea::focusReceived, this, [this] { emit activated(this); });
    connect(area_, &LogTextArea::rowClicked, this, [this](std::uint64_t row) {
        emit activated(this);
        if (const LogLines* l = lines(); l && row < l->rowCount()) emit lineClicked(l->fileOf(row), l->lineOf(row));
    });
    connect(area_, &LogTextArea::currentRowChanged, this, &LogPane::statusChanged);
}

LogPane::~LogPane() {
    stopFilter();
    if (mergeCancel_) mergeCancel_->store(true);
    mergeWatcher_.waitForFinished();
    search_.stop();
    indexer_.stop();
}

const LogLines* LogPane::lines() const {
    if (filtered_) return filtered_.get();
    return sourceLines();
}

const LogLines* LogPane::sourceLines() const {
    if (merged_) return merged_.get();
    return fileLines_.get();
}

void LogPane::stopFilter() {
    if (filterCancel_) filterCancel_->store(true);
    filterWatcher_.waitForFinished();
    filtering_ = false;
    filtered_.reset();
}

void LogPane::setFilter(const LineFilter& filter) {
    if (filter == filter_) return;
    filter_ = filter;
    restartFilter();
}

void LogPane::restartFilter() {
    const bool wasFiltered = filtered_ != nullptr;
    const bool hadRow = wasFiltered && area_->hasCurrentRow();
    const std::uint64_t was = hadRow ? sourceRowOf(area_->currentRow()) : 0;
    stopFilter();
    if (wasFiltered) {
        area_->setLines(sourceLines());
        if (hadRow) area_->setCurrentRow(was, true);
    }
    emit statusChanged();
    const LogLines* source = sourceLines();
    if (!filter_.active() || !source || !doc_) return;
    if (fileLines_ && !indexer_.isFinished()) return;  // again when the index is complete
    std::vector<std::uint32_t> files = merged_ ? mergedFiles_ : std::vector<std::uint32_t>{file_};
    std::sort(files.begin(), files.end());
    auto noise =
        filter_.hideNoise && hits_ ? noiseLines(*hits_, files) : std::vector<std::pair<std::uint32_t, std::uint32_t>>{};
    filterCancel_ = std::make_shared<std::atomic<bool>>(false);
    filtering_ = true;
    filterWatcher_.setFuture(QtConcurrent::run([source, merged = merged_, doc = doc_, file = file_, filter = filter_,
                                                noise = std::move(noise), cancel = filterCancel_] {
        // The pane waits for this worker before it changes or drops `source`.
        std::function<aw::TimeNs(std::uint64_t)> timeOf;
        std::vector<aw::TimeNs> times;
        if (filter.range.isSet()) {
            if (merged) {
                timeOf = [merged](std::uint64_t row) { return merged->entry(row).time; };
            } else {
                times = fileLineTimes(*doc, file);
                timeOf = [&times](std::uint64_t row) { return row < times.size() ? times[row] : aw::kNoTime; };
            }
        }
        return filterRows(*source, filter, noise, timeOf, cancel.get());
    }));
    emit statusChanged();
}

std::optional<std::uint64_t> LogPane::shownRowOf(std::uint64_t sourceRow) const {
    if (!filtered_) return sourceRow;
    return filtered_->shownRow(sourceRow);
}

std::uint64_t LogPane::sourceRowOf(std::uint64_t shownRow) const {
    if (!filtered_ || shownRow >= filtered_->rowCount()) return shownRow;
    return filtered_->sourceRow(shownRow);
}

bool LogPane::goToTime(aw::TimeNs time) {
    if (merging_) {
        pendingTime_ = time;
        return true;
    }
    const LogLines* l = lines();
    if (!l || l->rowCount() == 0 || time == aw::kNoTime) return false;
    if (merged_) {
        // The merge is sorted by time: the first entry at or after it, then its shown row.
        const auto& m = *merged_;
        std::uint64_t lo = 0, hi = m.rowCount();
        while (lo < hi) {
            const std::uint64_t mid = (lo + hi) / 2;
            if (m.entry(mid).time < time) lo = mid + 1;
            else hi = mid;
        }
        const std::uint64_t shown = filtered_ ? filtered_->shownRowAtOrAfter(lo) : lo;
        if (shown >= l->rowCount()) return false;
        jumpToRow(shown);
        return true;
    }
    // One file: its lines' own times, in file order (a clock may step back: the first line
    // at or after the time).
    const std::vector<aw::TimeNs> times = fileLineTimes(*doc_, file_);
    for (std::uint64_t row = 0; row < times.size() && row < sourceRowCount(); ++row) {
        if (times[row] == aw::kNoTime || times[row] < time) continue;
        const std::uint64_t shown = filtered_ ? filtered_->shownRowAtOrAfter(row) : row;
        if (shown >= l->rowCount()) return false;
        jumpToRow(shown);
        return true;
    }
    return false;
}

void LogPane::setDocument(DocumentPtr doc, const LogRuleHits* hits) {
    stopFilter();
    pendingTime_ = aw::kNoTime;
    if (mergeCancel_) mergeCancel_->store(true);
    mergeWatcher_.waitForFinished();
    merging_ = false;
    search_.stop();
    area_->setLines(nullptr);
    indexer_.stop();
    merged_.reset();
    fileLines_.reset();
    file_ = kNoFile;
    pending_ = {};
    doc_ = std::move(doc);
    hits_ = hits;
    area_->setRuleHits(hits);
    fillFileChooser();
    // Start on the first text file so the pane is never empty; a hidden pane (the second
    // one, before side by side is on) when it is shown: its index would cost a second
    // pass over the file and a second index, for nothing on screen.
    if (isHidden()) {
        openFirstWhenShown_ = true;
    } else {
        openFirstFile();
    }
    emit statusChanged();
}

void LogPane::openFirstFile() {
    openFirstWhenShown_ = false;
    for (int i = 0; i < chooser_->count(); ++i) {
        const QVariant data = chooser_->itemData(i, kFileRole);
        if (data.isValid() && data.toInt() >= 0) {
            openFile(static_cast<std::uint32_t>(data.toInt()));
            break;
        }
    }
}

void LogPane::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (openFirstWhenShown_ && doc_ && file_ == kNoFile && !isMerged()) openFirstFile();
    openFirstWhenShown_ = false;
}

QString LogPane::labelForFile(std::uint32_t file) const {
    if (!doc_ || !doc_->bundle || file >= doc_->bundle->files.size()) return {};
    const aw::Bundle& bundle = *doc_->bundle;
    const aw::SourceFile& f = bundle.files[file];
    const QString base = QFileInfo(QString::fromStdString(f.path)).fileName();
    if (f.node < bundle.nodes.size())
        return QString::fromStdString(bundle.nodes[f.node].name) + QStringLiteral(" · ") + base;
    return base;
}

void LogPane::fillFileChooser() {
    fillingChooser_ = true;
    auto* model = new QStandardItemModel(chooser_);
    if (doc_ && doc_->bundle) {
        const aw::Bundle& bundle = *doc_->bundle;
        const auto addHeader = [&](const QString& title) {
            auto* item = new QStandardItem(title);
            item->setFlags(Qt::NoItemFlags);  // a group title, not a choice
            QFont bold = chooser_->font();
            bold.setBold(true);
            item->setFont(bold);
            model->appendRow(item);
        };
        const auto addFile = [&](std::uint32_t i) {
            auto* item = new QStandardItem(QStringLiteral("    ") + QString::fromStdString(bundle.files[i].path));
            item->setData(static_cast<int>(i), kFileRole);
            item->setToolTip(QString::fromStdString(bundle.files[i].path));
            model->appendRow(item);
        };
        const auto isText = [&](const aw::SourceFile& f) { return f.format != aw::FileFormat::Binary && f.data; };
        for (std::uint32_t n = 0; n <= bundle.nodes.size(); ++n) {
            const std::uint32_t node = n < bundle.nodes.size() ? n : aw::kNoNode;
            bool header = false;
            for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
                const aw::SourceFile& f = bundle.files[i];
                const bool mine = node == aw::kNoNode ? f.node >= bundle.nodes.size() : f.node == node;
                if (!mine || !isText(f)) continue;
                if (!header) {
                    addHeader(node == aw::kNoNode ? tr("Job and cluster")
                                                  : QString::fromStdString(bundle.nodes[n].name));
                    header = true;
                }
                addFile(i);
            }
        }
    }
    chooser_->setModel(model);
    chooser_->setCurrentIndex(-1);
    fillingChooser_ = false;
}

void LogPane::openFile(std::uint32_t file) {
    if (!doc_ || !doc_->bundle || file >= doc_->bundle->files.size()) return;
    openFirstWhenShown_ = false;
    stopFilter();
    pendingTime_ = aw::kNoTime;
    if (mergeCancel_) mergeCancel_->store(true);
    mergeWatcher_.waitForFinished();
    merging_ = false;
    merged_.reset();
    mergedFiles_.clear();
    area_->setRowLabel({});
    area_->setLines(nullptr);
    file_ = file;
    fileLines_ = std::make_unique<FileLines>(file, &indexer_);
    indexer_.start(doc_->textOf(file));
    area_->setLines(fileLines_.get());

    fillingChooser_ = true;
    if (chooser_->count() > 0 && chooser_->itemData(0, kFileRole).toInt() == kMergedItem &&
        chooser_->itemData(0, kFileRole).isValid()) {
        chooser_->removeItem(0);
    }
    chooser_->setCurrentIndex(chooser_->findData(static_cast<int>(file), kFileRole));
    fillingChooser_ = false;

    restartSearch();
    applyPendingJump();
    restartFilter();
    emit statusChanged();
}

void LogPane::showMerged(std::vector<std::uint32_t> files) {
    if (!doc_ || !doc_->bundle) return;
    stopFilter();
    if (mergeCancel_) mergeCancel_->store(true);
    mergeWatcher_.waitForFinished();
    search_.stop();
    area_->setLines(nullptr);
    merged_.reset();
    indexer_.stop();
    fileLines_.reset();
    file_ = kNoFile;
    mergedFiles_ = files;

    fillingChooser_ = true;
    const bool hasMergedItem = chooser_->count() > 0 && chooser_->itemData(0, kFileRole).isValid() &&
                               chooser_->itemData(0, kFileRole).toInt() == kMergedItem;
    const QString title = tr("Merged by time: %n file(s)", nullptr, static_cast<int>(files.size()));
    if (hasMergedItem) {
        chooser_->setItemText(0, title);
    } else {
        chooser_->insertItem(0, title);
        chooser_->setItemData(0, kMergedItem, kFileRole);
    }
    chooser_->setCurrentIndex(0);
    fillingChooser_ = false;

    mergeCancel_ = std::make_shared<std::atomic<bool>>(false);
    merging_ = true;
    mergeWatcher_.setFuture(QtConcurrent::run([bundle = doc_->bundle, files = std::move(files), cancel = mergeCancel_] {
        return MergedLog::build(bundle, files, cancel.get());
    }));
    emit statusChanged();
}

bool LogPane::isBusy() const {
    return merging_ || filtering_ || (fileLines_ && !indexer_.isFinished()) || search_.isRunning();
}

std::uint32_t LogPane::currentFile() const {
    const LogLines* l = lines();
    if (l && area_->hasCurrentRow() && area_->currentRow() < l->rowCount()) return l->fileOf(area_->currentRow());
    return file_;
}

std::uint32_t LogPane::currentLine() const {
    const LogLines* l = lines();
    if (l && area_->hasCurrentRow() && area_->currentRow() < l->rowCount()) return l->lineOf(area_->currentRow());
    return 0;
}

void LogPane::jumpToRow(std::uint64_t row, LogReveal reveal) {
    area_->clearSelection();
    area_->setCurrentRow(row, true);
    if (reveal.kind == LogReveal::Kind::SearchMatch) area_->revealSearchMatch(row);
    else if (reveal.kind == LogReveal::Kind::Bytes) area_->revealBytes(row, reveal.begin, reveal.end);
    else area_->horizontalScrollBar()->setValue(0);
}

void LogPane::applyPendingJump() {
    if (!pending_.set) return;
    const LogLines* l = lines();
    if (!l) return;
    if (const auto row = l->rowOf(pending_.file, pending_.line)) {
        pending_.set = false;
        hiddenLine_ = 0;
        jumpToRow(*row, pending_.reveal);
    } else if (merged_ || indexer_.isFinished()) {
        pending_.set = false;  // the line does not exist: stay where we are
        // Or the filter hides it: said in the status, the filter stays.
        if (filtered_ && sourceLines()->rowOf(pending_.file, pending_.line)) {
            hiddenLine_ = pending_.line;
            emit statusChanged();
        }
    }
}

void LogPane::goToLocation(std::uint32_t file, std::uint32_t line, LogReveal reveal) {
    if (!doc_ || !doc_->bundle || file >= doc_->bundle->files.size()) return;
    if (merging_) {  // jump once the merged log is ready (or stay, if the line is not in it)
        pending_ = {file, line, true, reveal};
        return;
    }
    if (merged_) {
        if (merged_->rowOf(file, line)) {
            pending_ = {file, line, true, reveal};
            applyPendingJump();  // there, or nowhere when the filter hides it
            return;
        }
        openFile(file);  // not among the merged files: show the file itself
    } else if (file != file_) {
        openFile(file);
    }
    pending_ = {file, line, true, reveal};
    applyPendingJump();
}

void LogPane::goToLine(std::uint32_t line, LogReveal reveal) {
    const LogLines* l = lines();
    if (!l || line == 0) return;
    if (merged_) {
        jumpToRow(std::min<std::uint64_t>(line - 1, l->rowCount() ? l->rowCount() - 1 : 0), reveal);
        return;
    }
    pending_ = {file_, line, true, reveal};
    applyPendingJump();
}

void LogPane::markSpan(std::uint32_t file, std::uint32_t line, std::uint32_t begin, std::uint32_t end) {
    area_->setSelectedSpan(file, line, begin, end);
}

void LogPane::setSearchPending() {
    searchPending_ = true;
    search_.abandon();
    emit statusChanged();
}

void LogPane::cancelSearch() {
    searchPending_ = false;
    search_.cancel();
    emit statusChanged();
}

void LogPane::setSearch(const QRegularExpression& regex) {
    searchPending_ = false;
    searchRegex_ = regex;
    area_->setSearchRegex(regex);
    if (regex.pattern().isEmpty()) {
        search_.stop();
        emit statusChanged();
        return;
    }
    restartSearch();
}

void LogPane::restartSearch() {
    if (searchRegex_.pattern().isEmpty()) return;
    if (merged_) {
        search_.startInMerged(merged_, searchRegex_);
    } else if (file_ != kNoFile && doc_) {
        search_.startInFile(doc_->textOf(file_), searchRegex_);
    }
    emit statusChanged();
}

bool LogPane::findNext() {
    return stepToMatch(true);
}
bool LogPane::findPrevious() {
    return stepToMatch(false);
}

bool LogPane::stepToMatch(bool forward) {
    // Matches are rows of the file or merge; the filter may hide some: the next shown one.
    const auto& rows = search_.matchRows();
    if (rows.empty() || !lines()) return false;
    const bool has = area_->hasCurrentRow();
    const std::uint64_t cur = has ? sourceRowOf(area_->currentRow()) : 0;
    const std::size_t n = rows.size();
    std::size_t start = 0;
    if (forward) {
        start = static_cast<std::size_t>(
            (has ? std::upper_bound(rows.begin(), rows.end(), cur) : std::lower_bound(rows.begin(), rows.end(), cur)) -
            rows.begin());
    } else {
        const auto it = std::lower_bound(rows.begin(), rows.end(), cur);
        start = static_cast<std::size_t>((it == rows.begin() ? rows.end() : it) - rows.begin()) + n - 1;
    }
    for (std::size_t k = 0; k < n; ++k) {  // wrapping around
        const std::uint64_t source = rows[(forward ? start + k : start - k) % n];
        if (const auto shown = shownRowOf(source)) {
            if (!filtered_ && !merged_)
                goToLine(static_cast<std::uint32_t>(source + 1), {LogReveal::Kind::SearchMatch});
            else jumpToRow(*shown, {LogReveal::Kind::SearchMatch});
            return true;
        }
    }
    return false;
}

bool LogPane::nextHit() {
    if (!hits_) return false;
    const LogLines* l = lines();
    if (!l) return false;
    if (merged_) {
        const std::uint64_t start = area_->hasCurrentRow() ? area_->currentRow() + 1 : 0;
        for (std::uint64_t row = start; row < l->rowCount(); ++row) {
            const auto hits = hits_->forLine(l->fileOf(row), l->lineOf(row));
            if (!hits.empty()) {
                jumpToRow(row, revealOf(hits.front()));
                return true;
            }
        }
        return false;
    }
    for (const RuleHit* hit = hits_->nextInFile(file_, currentLine()); hit; hit = hits_->nextInFile(file_, hit->line)) {
        if (!filtered_) {
            goToLine(hit->line, revealOf(*hit));  // there once indexed
            return true;
        }
        if (const auto row = l->rowOf(file_, hit->line)) {  // not one the filter hides
            jumpToRow(*row, revealOf(*hit));
            return true;
        }
    }
    return false;
}

bool LogPane::previousHit() {
    if (!hits_) return false;
    const LogLines* l = lines();
    if (!l) return false;
    if (merged_) {
        for (std::uint64_t row = area_->hasCurrentRow() ? area_->currentRow() : 0; row-- > 0;) {
            const auto hits = hits_->forLine(l->fileOf(row), l->lineOf(row));
            if (!hits.empty()) {
                jumpToRow(row, revealOf(hits.front()));
                return true;
            }
        }
        return false;
    }
    const std::uint32_t line = area_->hasCurrentRow() ? currentLine() : 0xffffffffu;
    for (const RuleHit* hit = hits_->previousInFile(file_, line); hit; hit = hits_->previousInFile(file_, hit->line)) {
        if (!filtered_) {
            goToLine(hit->line, revealOf(*hit));
            return true;
        }
        if (const auto row = l->rowOf(file_, hit->line)) {
            jumpToRow(*row, revealOf(*hit));
            return true;
        }
    }
    return false;
}

QString LogPane::statusText() const {
    if (!doc_ || !doc_->bundle) return {};
    QString text;
    if (isMerged()) {
        text = tr("Merged by time: %n file(s)", nullptr, static_cast<int>(mergedFiles_.size()));
        if (merging_) text += tr(" (merging…)");
        else text += tr(" (≥: a line with no time of its own, placed after the line before it)");
    } else if (file_ != kNoFile) {
        text = QString::fromStdString(doc_->bundle->files[file_].path);
    }
    if (filtered_) text += tr(" — %L1 of %L2 lines shown (filtered)").arg(rowCount()).arg(sourceRowCount());
    else text += tr(" — %L1 lines").arg(rowCount());
    if (filtering_) text += tr(" (filtering…)");
    if (!merged_ && fileLines_ && !indexer_.isFinished()) text += tr(" (indexing…)");
    if (const std::uint32_t line = currentLine()) text += tr(" — line %L1").arg(line);
    if (hiddenLine_ != 0 && filtered_) text += tr(" — line %L1 is hidden by the filter").arg(hiddenLine_);
    if (searchPending_) {
        text += tr(" — searching…");
    } else if (!searchRegex_.pattern().isEmpty()) {
        text += tr(" — %Ln matching line(s)", nullptr, static_cast<int>(search_.matchRows().size()));
        if (search_.isRunning())
            text += tr(" (searching… %1%, Esc stops)").arg(static_cast<int>(search_.progress() * 100));
    }
    return text;
}

}  // namespace awv

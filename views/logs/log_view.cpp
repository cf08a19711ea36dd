#include "views/logs/log_view.h"

#include "views/common/finding_markdown.h"
#include "views/common/range_chip.h"
#include "views/logs/go_to_target.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_search.h"
#include "views/logs/search_results_view.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QTimer>
#include <QToolButton>
#include <set>
#include <QVBoxLayout>

namespace awv {

namespace {
// A copy bigger than this many lines is cut (a whole 10 GB log does not fit a clipboard).
constexpr std::uint64_t kMaxCopiedRows = 200000;
// Bytes of one line copied as written (the painted part is 4 KB).
constexpr std::size_t kMaxCopiedLineBytes = std::size_t{1} << 20;
}  // namespace

LogView::LogView(Selection* selection, DocumentFeed* feed, QWidget* parent) : QWidget(parent), selection_(selection) {
    auto* bar = new QToolBar(this);
    bar->setIconSize(QSize(16, 16));
    auto* filterBar = new QToolBar(this);
    filterBar->setIconSize(QSize(16, 16));
    splitter_ = new QSplitter(Qt::Horizontal, this);
    for (auto*& pane : panes_) {
        pane = new LogPane(splitter_);
        splitter_->addWidget(pane);
        connect(pane, &LogPane::activated, this, &LogView::setActivePane);
        connect(pane, &LogPane::lineClicked, this, &LogView::onLineClicked);
        connect(pane, &LogPane::statusChanged, this, &LogView::updateStatus);
        connect(pane->textArea(), &LogTextArea::contextMenuRequested, this,
                [this, pane](std::uint64_t, const QPoint& at) {
                    setActivePane(pane);
                    lineMenu()->popup(at);
                });
    }
    panes_[1]->hide();
    active_ = panes_[0];
    results_ = new SearchResultsView(this);
    results_->hide();
    connect(results_, &SearchResultsView::lineActivated, this, [this](std::uint32_t file, std::uint32_t line) {
        active_->goToLocation(file, line, {LogReveal::Kind::SearchMatch});
        active_->textArea()->setFocus();
    });
    connect(results_, &SearchResultsView::mergeRequested, this,
            [this](std::vector<std::uint32_t> files) { showMergedFiles(std::move(files)); });
    connect(results_, &SearchResultsView::closeRequested, this, [this] {
        results_->stop();
        results_->hide();
    });
    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(splitter_);
    vertical->addWidget(results_);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 1);
    vertical->setCollapsible(1, false);
    vertical->setChildrenCollapsible(false);
    vertical_ = vertical;
    typingPause_ = new QTimer(this);
    typingPause_->setSingleShot(true);
    typingPause_->setInterval(kTypingPauseMs);
    connect(typingPause_, &QTimer::timeout, this, [this] {
        setSearchPattern(searchBox_->text());
        if (searchAll_->isChecked() && results_->isVisible()) searchAllFiles();
    });
    status_ = new QLabel(this);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long status (a deep path, a search's progress) is cut, never widens the window.
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    status_->setMinimumWidth(0);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(bar);
    layout->addWidget(filterBar);
    layout->addWidget(vertical, 1);
    layout->addWidget(status_);
    buildToolBar(bar);
    buildFilterBar(filterBar);
    for (LogPane* pane : panes_) pane->textArea()->setBookmarks(&bookmarks_);

    if (selection_) {
        connect(selection_, &Selection::eventSelected, this, &LogView::onEventSelected);
        connect(selection_, &Selection::evidenceSelected, this, &LogView::onEvidenceSelected);
        connect(selection_, &Selection::timeRangeChanged, this, [this] {
            applyLineFilter();
            if (results_->isVisible() && searchAll_->isChecked()) searchAllFiles();  // the search follows the range too
        });
        connect(selection_, &Selection::momentSelected, this, &LogView::showAllNodesAt);
    }
    // Going to the raw log (Alt+5) lands in the text, where the arrows and Ctrl+C work.
    setFocusProxy(panes_[0]->textArea());
    feed->subscribe(this);
}

LogView::~LogView() = default;

bool LogView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == searchBox_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape &&
        (typingPause_->isActive() || panes_[0]->search().isRunning() || panes_[1]->search().isRunning() ||
         results_->bundleSearch().isRunning())) {
        stopSearching();
        return true;
    }
    // Down in the search box goes into the list of matches in every file, on its first line.
    if (watched == searchBox_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Down && results_->isVisible() && results_->focusFirstMatch())
        return true;
    return QWidget::eventFilter(watched, event);
}

void LogView::buildToolBar(QToolBar* bar) {
    const auto makeAction = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    find_ = makeAction(tr("Find…"), QKeySequence::Find, [this] {
        searchBox_->setFocus();
        searchBox_->selectAll();
    });
    findNext_ = makeAction(tr("Next match"), QKeySequence(Qt::CTRL | Qt::Key_N), [this] { findNext(); });
    findPrevious_ =
        makeAction(tr("Previous match"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { findPrevious(); });
    nextHit_ = makeAction(tr("Next rule hit"), QKeySequence(Qt::Key_F3), [this] { nextHit(); });
    previousHit_ = makeAction(tr("Previous rule hit"), QKeySequence(Qt::SHIFT | Qt::Key_F3), [this] { previousHit(); });
    goToLine_ = makeAction(tr("Go to line or time…"), QKeySequence(Qt::CTRL | Qt::Key_G), [this] { askGoToLine(); });
    toggleBookmark_ =
        makeAction(tr("Toggle bookmark"), QKeySequence(Qt::CTRL | Qt::Key_B), [this] { toggleBookmark(); });
    nextBookmark_ = makeAction(tr("Next bookmark"), QKeySequence(Qt::Key_F2), [this] { nextBookmark(); });
    previousBookmark_ =
        makeAction(tr("Previous bookmark"), QKeySequence(Qt::SHIFT | Qt::Key_F2), [this] { previousBookmark(); });
    toggleBookmark_->setToolTip(tr("Bookmark the current line, or remove its bookmark (Ctrl+B)"));
    nextBookmark_->setToolTip(tr("Next bookmark, in this file or the next one (F2)"));
    previousBookmark_->setToolTip(tr("Previous bookmark, in this file or an earlier one (Shift+F2)"));
    sideBySide_ = makeAction(tr("Side by side"), QKeySequence(), [this](bool on) { setSideBySide(on); });
    sideBySide_->setCheckable(true);
    copy_ = makeAction(tr("&Copy"), QKeySequence::Copy, [this] { copySelection(); });
    copyLine_ = makeAction(tr("Copy &line"), QKeySequence(), [this] { copyLines(false); });
    copyLocation_ = makeAction(tr("Copy with file:line"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                               [this] { copyLines(true); });
    copyFinding_ = makeAction(tr("Copy finding as &Markdown"), QKeySequence(), [this] { copyFinding(); });
    wrap_ = makeAction(tr("Wrap long lines"), QKeySequence(Qt::ALT | Qt::Key_Z), [this](bool on) {
        for (LogPane* pane : panes_) pane->textArea()->setWrap(on);
    });
    wrap_->setCheckable(true);
    searchAll_ = makeAction(tr("All files"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), [this](bool on) {
        if (!on) return;
        searchBox_->setFocus();
        searchBox_->selectAll();
        searchAllFiles();
    });
    searchAll_->setCheckable(true);
    searchAll_->setToolTip(tr(
        "Search every file of the bundle (Enter in the search box, Ctrl+Shift+F); the matches are listed by node and file"));
    copyLocation_->setToolTip(tr("Copy the selected lines, each after its file and line number"));
    copyFinding_->setToolTip(tr("Copy the event a rule found on this line, with its evidence and reason, as Markdown"));
    wrap_->setToolTip(tr("Wrap lines longer than the pane instead of scrolling sideways (Alt+Z)"));
    // Arrows rather than words for stepping, so the toolbar fits a laptop's pane.
    findPrevious_->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    findNext_->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    previousHit_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    nextHit_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    findPrevious_->setToolTip(tr("Previous line matching the search (Ctrl+Shift+N)"));
    findNext_->setToolTip(tr("Next line matching the search (Ctrl+N)"));
    nextHit_->setToolTip(
        tr("Next line a rule matched (F3); while the matches in every file are listed, the next of those"));
    previousHit_->setToolTip(tr(
        "Previous line a rule matched (Shift+F3); while the matches in every file are listed, the previous of those"));
    sideBySide_->setToolTip(tr("Show a second file next to this one"));

    searchBox_ = new QLineEdit(bar);
    searchBox_->installEventFilter(this);
    searchBox_->setPlaceholderText(tr("Search (regular expression)"));
    searchBox_->setAccessibleName(tr("Search the raw log"));
    searchBox_->setClearButtonEnabled(true);
    searchBox_->setMinimumWidth(160);
    caseSensitive_ = new QCheckBox(tr("Match case"), bar);
    connect(searchBox_, &QLineEdit::returnPressed, this, [this] {
        if (typingPause_->isActive()) setSearchPattern(searchBox_->text());  // Enter does not wait for the pause
        if (searchAll_->isChecked()) searchAllFiles();
        else if (QGuiApplication::keyboardModifiers() & Qt::ShiftModifier) findPrevious();
        else findNext();
    });
    connect(searchBox_, &QLineEdit::textChanged, this, &LogView::onSearchTyped);
    connect(caseSensitive_, &QCheckBox::toggled, this, [this] {
        setSearchPattern(searchBox_->text());
        applyLineFilter();  // the filter's expressions follow Match case too
    });

    bar->addWidget(searchBox_);
    bar->addWidget(caseSensitive_);
    bar->addAction(searchAll_);
    bar->addAction(findPrevious_);
    bar->addAction(findNext_);
    bar->addSeparator();
    bar->addAction(previousHit_);
    bar->addAction(nextHit_);
    bar->addAction(goToLine_);
    bar->addSeparator();
    bar->addAction(sideBySide_);
    bar->addAction(wrap_);
    mergeButton_ = new QToolButton(bar);
    mergeButton_->setText(tr("Merge by time"));
    mergeButton_->setToolTip(tr("Interleave the lines of several nodes' files by their times"));
    mergeButton_->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(mergeButton_);
    connect(menu, &QMenu::aboutToShow, this, &LogView::fillMergeMenu);
    mergeButton_->setMenu(menu);
    bar->addWidget(mergeButton_);
    bookmarkButton_ = new QToolButton(bar);
    bookmarkButton_->setText(tr("Bookmarks"));
    bookmarkButton_->setToolTip(tr("The bookmarked lines of every file; Ctrl+B marks the current line"));
    bookmarkButton_->setPopupMode(QToolButton::InstantPopup);
    auto* marks = new QMenu(bookmarkButton_);
    connect(marks, &QMenu::aboutToShow, this, &LogView::fillBookmarkMenu);
    bookmarkButton_->setMenu(marks);
    bar->addWidget(bookmarkButton_);
}

void LogView::buildFilterBar(QToolBar* bar) {
    include_ = new QLineEdit(bar);
    // Short placeholders: the raw-log dock is narrow (the accessible names say it all).
    include_->setPlaceholderText(tr("Show (regex)"));
    include_->setToolTip(tr("Show only the lines matching this regular expression"));
    include_->setAccessibleName(tr("Show only lines matching"));
    exclude_ = new QLineEdit(bar);
    exclude_->setPlaceholderText(tr("Hide (regex)"));
    exclude_->setToolTip(tr("Hide the lines matching this regular expression"));
    exclude_->setAccessibleName(tr("Hide lines matching"));
    for (QLineEdit* box : {include_, exclude_}) {
        box->setClearButtonEnabled(true);
        box->setMinimumWidth(100);
        box->setProperty("tip", box->toolTip());  // back after an invalid expression's message
        connect(box, &QLineEdit::textChanged, this, &LogView::applyLineFilter);
    }
    level_ = new QComboBox(bar);
    level_->setAccessibleName(tr("Lowest level shown"));
    level_->setToolTip(tr("Hide lines below a level (the level word near the start of the line)"));
    level_->addItem(tr("All levels"), static_cast<int>(LineLevel::None));
    level_->addItem(tr("Info and above"), static_cast<int>(LineLevel::Info));
    level_->addItem(tr("Warnings and errors"), static_cast<int>(LineLevel::Warning));
    level_->addItem(tr("Errors only"), static_cast<int>(LineLevel::Error));
    level_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(level_, &QComboBox::currentIndexChanged, this, &LogView::applyLineFilter);
    hideNoise_ = new QCheckBox(tr("Hide benign and everyday lines"), bar);
    hideNoise_->setToolTip(
        tr("Hide the lines whose every rule hit the analysis classed noise: printed by healthy jobs"));
    connect(hideNoise_, &QCheckBox::toggled, this, &LogView::applyLineFilter);
    bar->addWidget(include_);
    bar->addWidget(exclude_);
    bar->addWidget(level_);
    bar->addWidget(hideNoise_);
    if (selection_) {
        // In a holder: a toolbar's own widgets are shown and hidden by their actions only.
        auto* holder = new QWidget(bar);
        auto* row = new QHBoxLayout(holder);
        row->setContentsMargins(4, 0, 0, 0);
        row->addWidget(new RangeChip(selection_, holder));
        bar->addWidget(holder);
    }
}

LineFilter LogView::lineFilter() const {
    LineFilter filter;
    const auto regex = [&](QLineEdit* box) {
        QRegularExpression re(box->text(), caseSensitive_->isChecked() ? QRegularExpression::NoPatternOption
                                                                       : QRegularExpression::CaseInsensitiveOption);
        const bool valid = box->text().isEmpty() || re.isValid();
        box->setStyleSheet(valid ? QString() : QStringLiteral("QLineEdit { background: #fde3e3; color: #7f1010; }"));
        box->setToolTip(valid ? box->property("tip").toString() : re.errorString());
        return valid ? re : QRegularExpression();
    };
    filter.include = regex(include_);
    filter.exclude = regex(exclude_);
    filter.minLevel = static_cast<LineLevel>(level_->currentData().toInt());
    filter.hideNoise = hideNoise_->isChecked();
    if (selection_) filter.range = selection_->timeRange();
    return filter;
}

void LogView::applyLineFilter() {
    const LineFilter filter = lineFilter();
    for (LogPane* pane : panes_) pane->setFilter(filter);
    updateStatus();
}

bool LogView::toggleBookmark() {
    const std::uint32_t line = active_->currentLine();
    if (line == 0) return false;
    const bool done = bookmarks_.toggle(active_->currentFile(), line);
    for (LogPane* pane : panes_) pane->textArea()->viewport()->update();
    updateStatus();
    return done;
}

void LogView::goToBookmark(const LogBookmark& mark) {
    active_->goToLocation(mark.file, mark.line);
    active_->textArea()->setFocus();
}

bool LogView::nextBookmark() {
    const std::uint32_t line = active_->currentLine();
    const std::uint32_t file = line != 0 ? active_->currentFile() : 0;
    const auto mark = bookmarks_.next(file, line);
    if (mark) goToBookmark(*mark);
    return mark.has_value();
}

bool LogView::previousBookmark() {
    const std::uint32_t line = active_->currentLine();
    const auto mark =
        line != 0 ? bookmarks_.previous(active_->currentFile(), line) : bookmarks_.previous(0xffffffffu, 0);
    if (mark) goToBookmark(*mark);
    return mark.has_value();
}

void LogView::fillBookmarkMenu() {
    QMenu* menu = bookmarkButton_->menu();
    menu->clear();
    menu->addAction(toggleBookmark_);
    menu->addAction(nextBookmark_);
    menu->addAction(previousBookmark_);
    if (bookmarks_.empty() || !doc_ || !doc_->bundle) return;
    menu->addSeparator();
    for (const LogBookmark& mark : bookmarks_.all()) {
        if (mark.file >= doc_->bundle->files.size()) continue;
        QString text =
            QString::fromStdString(doc_->bundle->files[mark.file].path) + QStringLiteral(":%1").arg(mark.line);
        menu->addAction(text.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
                        [this, mark] { goToBookmark(mark); });
    }
    menu->addSeparator();
    menu->addAction(tr("Clear bookmarks"), this, [this] {
        bookmarks_.clear();
        for (LogPane* pane : panes_) pane->textArea()->viewport()->update();
    });
}

bool LogView::goTo(const QString& lineOrTime) {
    aw::TimeNs reference = aw::kNoTime;
    if (doc_) {
        if (const aw::Event* root = doc_->result->findEvent(doc_->result->verdict.rootEventId)) reference = root->time;
        for (const aw::Event& e : doc_->result->events)
            if (reference == aw::kNoTime) reference = e.time;
    }
    const GoToTarget target = parseGoToTarget(lineOrTime, reference);
    switch (target.kind) {
    case GoToTarget::Kind::Line: active_->goToLine(target.line); return true;
    case GoToTarget::Kind::Time: return active_->goToTime(target.time);
    case GoToTarget::Kind::Invalid: break;
    }
    return false;
}

void LogView::showAllNodesAt(aw::TimeNs time) {
    if (!doc_ || !doc_->bundle || time == aw::kNoTime) return;
    QStringList all;
    for (const aw::Node& node : doc_->bundle->nodes) all << QString::fromStdString(node.name);
    if (all.isEmpty()) return;
    if (active_->isMerged() && mergedNodes_ == all) {
        active_->goToTime(time);
        return;
    }
    showMergedNodes(all);
    active_->goToTime(time);  // once the merge is ready
}

void LogView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    typingPause_->stop();
    {
        const QSignalBlocker block(searchBox_);  // another bundle: the last one's search means nothing
        searchBox_->clear();
        setSearchPattern(QString());
    }
    hits_ = {};
    if (doc_) hits_.build(*doc_);
    bookmarks_.clear();
    marked_ = {};
    mergedNodes_.clear();
    for (LogPane* pane : panes_) pane->setDocument(doc_, &hits_);
    results_->setDocument(doc_);
    results_->hide();
    searchAll_->setChecked(false);  // Ctrl+Shift+F on the new bundle searches every file, not toggles off
    // Open on the first fault's line: the most useful place to start reading.
    if (doc_ && doc_->result->verdict.rootEventId != 0) {
        if (const aw::Event* root = doc_->result->findEvent(doc_->result->verdict.rootEventId);
            root && !root->evidence.empty()) {
            const aw::EvidenceRef& ev = root->evidence.front();
            showLocation(ev.where, ev.matchBegin, ev.matchEnd);
        }
    }
    updateStatus();
}

void LogView::setActivePane(LogPane* pane) {
    if (active_ == pane) return;
    active_ = pane;
    setFocusProxy(pane->textArea());
    updateStatus();
}

void LogView::setSideBySide(bool on) {
    sideBySide_->setChecked(on);
    panes_[1]->setVisible(on);
    if (!on && active_ == panes_[1]) setActivePane(panes_[0]);
}

std::uint32_t LogView::currentFile() const {
    return active_->currentFile();
}
std::uint32_t LogView::currentLine() const {
    return active_->currentLine();
}
std::uint64_t LogView::lineCount() const {
    return active_->rowCount();
}
bool LogView::isBusy() const {
    return panes_[0]->isBusy() || panes_[1]->isBusy();
}

QVector<HighlightSpan> LogView::highlightsForLine(std::uint32_t file, std::uint32_t line) const {
    QVector<HighlightSpan> spans;
    for (const RuleHit& hit : hits_.forLine(file, line)) {
        spans.push_back({HighlightSpan::Kind::RuleHit, hit.matchBegin, hit.matchEnd, hit.eventId, hit.cls});
    }
    if (marked_.set && marked_.file == file && marked_.line == line) {
        spans.push_back({HighlightSpan::Kind::Selected, marked_.begin, marked_.end, 0, aw::EventClass::Symptom});
    }
    return spans;
}

void LogView::openFile(std::uint32_t file) {
    active_->openFile(file);
}
void LogView::goToLine(std::uint32_t line) {
    active_->goToLine(line);
}

void LogView::showLocation(const aw::SourceLocation& where, std::uint32_t matchBegin, std::uint32_t matchEnd) {
    if (!doc_ || !doc_->bundle || where.file >= doc_->bundle->files.size()) return;
    std::uint32_t line = doc_->shownLine(where);
    if (doc_->isDecoded(where.file)) {
        matchBegin = matchEnd = 0;  // the span is not in the decoded line
    } else if (const RuleHit* hit = hits_.forRecord(where.file, where.line, where.offset)) {
        // The hit knows where the match sits in the record as written (a JSON record's
        // evidence span is in its normalised text).
        line = hit->line;
        matchBegin = hit->matchBegin;
        matchEnd = hit->matchEnd;
    }
    marked_ = {where.file, line, matchBegin, matchEnd, true};
    for (LogPane* pane : panes_) pane->markSpan(where.file, line, matchBegin, matchEnd);
    // Prefer a visible pane that already shows the file; else the active pane.
    LogPane* target = active_;
    for (LogPane* pane : panes_) {
        if (pane->isVisible() && pane->shownFile() == where.file) target = pane;
    }
    target->goToLocation(where.file, line,
                         matchEnd > matchBegin ? LogReveal{LogReveal::Kind::Bytes, matchBegin, matchEnd} : LogReveal{});
    setActivePane(target);
}

void LogView::showMergedFiles(std::vector<std::uint32_t> files) {
    active_->showMerged(std::move(files));
}

void LogView::showMergedNodes(const QStringList& nodes) {
    if (!doc_ || !doc_->bundle) return;
    const aw::Bundle& bundle = *doc_->bundle;
    mergedNodes_ = nodes;
    std::vector<std::uint32_t> files;
    // Files in node order as named, so equal times keep a predictable order.
    for (const QString& name : nodes) {
        const std::uint32_t node = bundle.findNode(name.toStdString());
        for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
            const aw::SourceFile& f = bundle.files[i];
            if (f.node == node && node != aw::kNoNode && f.format != aw::FileFormat::Binary &&
                f.format != aw::FileFormat::PrometheusJson && f.data) {
                files.push_back(i);
            }
        }
    }
    showMergedFiles(std::move(files));
}

void LogView::fillMergeMenu() {
    QMenu* menu = mergeButton_->menu();
    menu->clear();
    if (!doc_ || !doc_->bundle) return;
    const QString current = selection_ ? selection_->currentNode() : QString();
    if (!current.isEmpty()) {
        menu->addAction(tr("Files of %1").arg(current), this, [this, current] { showMergedNodes({current}); });
    }
    if (!mergedNodes_.isEmpty()) {
        menu->addAction(tr("Back to single file"), this, [this] {
            mergedNodes_.clear();
            if (!active_->mergedFiles().empty()) active_->openFile(active_->mergedFiles().front());
        });
    }
    if (!doc_->bundle->nodes.empty()) {
        menu->addAction(tr("All nodes"), this, [this] {
            QStringList all;
            for (const aw::Node& node : doc_->bundle->nodes) all << QString::fromStdString(node.name);
            showMergedNodes(all);
        });
    }
    menu->addSeparator();
    for (const aw::Node& node : doc_->bundle->nodes) {
        const QString name = QString::fromStdString(node.name);
        QAction* action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(mergedNodes_.contains(name));
        connect(action, &QAction::toggled, this, [this, name](bool on) {
            QStringList nodes = mergedNodes_;
            if (on && !nodes.contains(name)) nodes.push_back(name);
            if (!on) nodes.removeAll(name);
            if (nodes.isEmpty()) {
                mergedNodes_.clear();
                if (!active_->mergedFiles().empty()) active_->openFile(active_->mergedFiles().front());
                return;
            }
            showMergedNodes(nodes);
        });
    }
}

void LogView::searchAllFiles() {
    if (!searchAll_->isChecked()) searchAll_->setChecked(true);
    // Asked for before typing paused: the pause's own search would clear these results and
    // run the same search again (F3 then stepped through the rule hits meanwhile).
    if (typingPause_->isActive()) setSearchPattern(searchBox_->text());
    const QString pattern = searchBox_->text();
    QRegularExpression regex(pattern, caseSensitive_->isChecked() ? QRegularExpression::NoPatternOption
                                                                  : QRegularExpression::CaseInsensitiveOption);
    if (pattern.isEmpty() || !doc_ || !regex.isValid()) {
        results_->stop();  // nothing to search: no list, and no "Searching…" left behind
        return;
    }
    showResultsPanel();
    results_->search(regex, selection_ ? selection_->timeRange() : TimeRange{});
}

void LogView::showResultsPanel() {
    if (results_->isVisible()) return;
    results_->show();
    // A third of the height, at least 220 px (the panes keep 160), whatever the list had.
    const int total = vertical_->height();
    const int list = std::min(std::max(220, total / 3), std::max(0, total - 160));
    if (total > 0) vertical_->setSizes({total - list, list});
}

void LogView::onSearchTyped() {
    // The searches of the text before are dropped now, and the counts say so; the new one
    // starts once typing pauses.
    for (LogPane* pane : panes_) pane->setSearchPending();
    if (searchAll_->isChecked() && results_->isVisible()) results_->setPending();
    typingPause_->start();
    updateStatus();
}

void LogView::stopSearching() {
    if (typingPause_->isActive()) {
        typingPause_->stop();
        setSearchPattern(searchBox_->text());  // not searched yet: its highlight, no search
    }
    for (LogPane* pane : panes_) pane->cancelSearch();
    results_->cancel();
    updateStatus();
}

bool LogView::stepSearchMatch(bool forward) {
    const std::uint32_t file = active_->currentFile();
    const std::uint32_t line = active_->currentLine();
    const auto to = results_->step(file == LogPane::kNoFile ? 0 : file, line, forward);
    if (!to) return false;
    active_->goToLocation(to->file, to->line, {LogReveal::Kind::SearchMatch});
    results_->showCurrent(to->file, to->line);
    return true;
}

void LogView::askGoToLine() {
    if (lineCount() == 0) return;
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Go to line or time"),
        tr("Line (1–%L1), or a UTC time such as 08:01:02 or 2026-12-02 08:01:02:").arg(lineCount()), QLineEdit::Normal,
        QString::number(std::max<std::uint32_t>(1, currentLine())), &ok);
    if (ok && !goTo(text)) status_->setText(tr("“%1” is neither a line nor a time of this log.").arg(text));
}

void LogView::setSearchPattern(const QString& pattern) {
    typingPause_->stop();
    if (searchBox_->text() != pattern) {
        const QSignalBlocker block(searchBox_);
        searchBox_->setText(pattern);
    }
    QRegularExpression regex(pattern, caseSensitive_->isChecked() ? QRegularExpression::NoPatternOption
                                                                  : QRegularExpression::CaseInsensitiveOption);
    // The engine's matcher (RE2) decides what is valid: it runs the search.
    QString error;
    if (!pattern.isEmpty() && !regex.isValid()) error = regex.errorString();
    else if (!pattern.isEmpty()) error = QString::fromStdString(textSearchFor(regex)->error());
    const bool valid = error.isEmpty();
    searchBox_->setStyleSheet(valid ? QString() : QStringLiteral("QLineEdit { background: #fde3e3; color: #7f1010; }"));
    searchBox_->setToolTip(error);
    if (!valid) regex = QRegularExpression();
    for (LogPane* pane : panes_) pane->setSearch(regex);
    updateStatus();
}

bool LogView::findNext() {
    return active_->findNext();
}
bool LogView::findPrevious() {
    return active_->findPrevious();
}

bool LogView::nextHit() {
    if (results_->isVisible() && results_->hasMatches()) return stepSearchMatch(true);
    bool moved = active_->nextHit();
    if (!moved && !active_->isMerged()) {
        // No more in this file: continue in the next file that has hits, wrapping around.
        if (const RuleHit* hit = hits_.next(active_->shownFile(), 0xffffffffu)) {
            active_->goToLocation(hit->file, hit->line, {LogReveal::Kind::Bytes, hit->matchBegin, hit->matchEnd});
            moved = true;
        }
    }
    if (moved) selectHitOnCurrentLine();
    return moved;
}

bool LogView::previousHit() {
    if (results_->isVisible() && results_->hasMatches()) return stepSearchMatch(false);
    bool moved = active_->previousHit();
    if (!moved && !active_->isMerged()) {
        // previous() lands on the first hit of the earlier file's *last* hit line.
        if (const RuleHit* hit = hits_.previous(active_->shownFile(), 0)) {
            active_->goToLocation(hit->file, hit->line, {LogReveal::Kind::Bytes, hit->matchBegin, hit->matchEnd});
            moved = true;
        }
    }
    if (moved) selectHitOnCurrentLine();
    return moved;
}

void LogView::selectHitOnCurrentLine() {
    if (const std::uint32_t line = active_->currentLine()) onLineClicked(active_->currentFile(), line);
}

std::pair<std::uint64_t, std::uint64_t> LogView::rowsToCopy() const {
    const LogTextArea* area = active_->textArea();
    if (area->hasSelection()) {
        const auto [from, to] = area->selection();
        // A selection ending at the start of a line does not take that line.
        const std::uint64_t last = to.ch == 0 && to.row > from.row ? to.row - 1 : to.row;
        return {from.row, std::min(last, from.row + kMaxCopiedRows - 1)};
    }
    const std::uint64_t row = area->hasCurrentRow() ? area->currentRow() : area->firstVisibleRow();
    return {row, row};
}

void LogView::copySelection() {
    LogTextArea* area = active_->textArea();
    if (!area->hasSelection()) return copyLines(false);
    setClipboard(area->selectedText(kMaxCopiedRows));
}

void LogView::copyLines(bool withLocation) {
    const LogLines* lines = active_->shownLines();
    if (!doc_ || !lines || lines->rowCount() == 0) return;
    const auto [from, to] = rowsToCopy();
    QStringList out;
    for (std::uint64_t row = from; row <= to && row < lines->rowCount(); ++row) {
        const std::string_view bytes = lines->rowBytes(row).substr(0, kMaxCopiedLineBytes);
        QString text = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
        if (withLocation) {
            const std::uint32_t file = lines->fileOf(row);
            const QString path =
                file < doc_->bundle->files.size() ? QString::fromStdString(doc_->bundle->files[file].path) : QString();
            text = QStringLiteral("%1:%2: %3").arg(path).arg(lines->lineOf(row)).arg(text);
        }
        out << text;
    }
    setClipboard(out.join(QLatin1Char('\n')));
}

void LogView::copyFinding() {
    const LogLines* lines = active_->shownLines();
    if (!doc_ || !lines) return;
    const auto [from, to] = rowsToCopy();
    std::set<std::uint32_t> seen;
    QStringList out;
    for (std::uint64_t row = from; row <= to && row < lines->rowCount(); ++row) {
        for (const RuleHit& hit : hits_.forLine(lines->fileOf(row), lines->lineOf(row))) {
            if (!seen.insert(hit.eventId).second) continue;
            if (const aw::Event* event = doc_->result->findEvent(hit.eventId)) out << findingMarkdown(*doc_, *event);
        }
    }
    if (!out.isEmpty()) setClipboard(out.join(QLatin1Char('\n')));
}

void LogView::setClipboard(const QString& text) {
    if (text.isEmpty()) return;
    QGuiApplication::clipboard()->setText(text);
}

QMenu* LogView::lineMenu() {
    if (!lineMenu_) {
        lineMenu_ = new QMenu(this);
        lineMenu_->addAction(copy_);
        lineMenu_->addAction(copyLine_);
        lineMenu_->addAction(copyLocation_);
        lineMenu_->addAction(copyFinding_);
        lineMenu_->addSeparator();
        lineMenu_->addAction(nextHit_);
        lineMenu_->addAction(previousHit_);
        lineMenu_->addAction(goToLine_);
        lineMenu_->addSeparator();
        lineMenu_->addAction(toggleBookmark_);
        lineMenu_->addAction(nextBookmark_);
        lineMenu_->addAction(previousBookmark_);
        lineMenu_->addSeparator();
        lineMenu_->addAction(wrap_);
    }
    // "Copy finding" only where a rule hit the line (or one of the selected lines).
    const LogLines* lines = active_->shownLines();
    bool hit = false;
    if (lines && lines->rowCount() > 0) {
        const auto [from, to] = rowsToCopy();
        for (std::uint64_t row = from; row <= to && row < lines->rowCount() && !hit; ++row)
            hit = !hits_.forLine(lines->fileOf(row), lines->lineOf(row)).empty();
    }
    copyFinding_->setEnabled(hit);
    return lineMenu_;
}

void LogView::onEventSelected(std::uint32_t eventId) {
    if (selectingHere_ || !doc_) return;
    const aw::Event* event = doc_->result->findEvent(eventId);
    if (!event || event->evidence.empty()) return;
    const aw::EvidenceRef& ev = event->evidence.front();
    showLocation(ev.where, ev.matchBegin, ev.matchEnd);
}

void LogView::onEvidenceSelected(const aw::SourceLocation& where, std::uint32_t begin, std::uint32_t end) {
    if (selectingHere_) return;
    showLocation(where, begin, end);
}

void LogView::onLineClicked(std::uint32_t file, std::uint32_t line) {
    const auto hits = hits_.forLine(file, line);
    if (hits.empty() || !selection_) return;
    marked_ = {file, line, hits.front().matchBegin, hits.front().matchEnd, true};
    for (LogPane* pane : panes_) pane->markSpan(file, line, marked_.begin, marked_.end);
    selectingHere_ = true;
    selection_->selectEvent(hits.front().eventId);
    selectingHere_ = false;
}

void LogView::updateStatus() {
    if (status_ && active_) status_->setText(active_->statusText());
}

}  // namespace awv

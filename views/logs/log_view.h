// The raw log viewer: multi-gigabyte files open at once and scroll smoothly because only
// the visible lines are painted, straight from the bundle's bytes. Rule hits tint their
// lines by event class and box the matched span; regex search, go to line, next/previous
// hit; two panes side by side; and a mode merging several files by time. Follows the
// shared Selection (events and evidence scroll into view) and selects the event of a
// clicked hit line.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/logs/line_filter.h"
#include "views/logs/log_bookmarks.h"
#include "views/logs/log_rule_hits.h"
#include "views/common/selection.h"

#include <QVector>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTimer;
class QToolBar;
class QToolButton;

namespace awv {

class LogPane;
class SearchResultsView;

struct HighlightSpan {
    enum class Kind { RuleHit, Selected };
    Kind kind = Kind::RuleHit;
    std::uint32_t begin = 0;  // byte span within the line
    std::uint32_t end = 0;
    std::uint32_t eventId = 0;  // RuleHit: the event whose evidence this is
    aw::EventClass cls = aw::EventClass::Symptom;
};

class LogView : public QWidget {
    Q_OBJECT
public:
    LogView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);
    ~LogView() override;

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    // The active pane (the one last clicked; the left one at first).
    std::uint32_t currentFile() const;  // bundle file index of the current line
    std::uint32_t currentLine() const;  // 1-based; 0 when no line is current
    std::uint64_t lineCount() const;    // rows shown in the active pane (indexed so far)
    bool isBusy() const;                // indexing, merging or searching in a pane
    // Rule hits (and the selected evidence span) on a line of the bundle, byte spans.
    QVector<HighlightSpan> highlightsForLine(std::uint32_t file, std::uint32_t line) const;

    void openFile(std::uint32_t file);
    void goToLine(std::uint32_t line);
    void showLocation(const aw::SourceLocation& where, std::uint32_t matchBegin = 0, std::uint32_t matchEnd = 0);
    // Merged-by-time mode in the active pane over these files (or all text files of nodes).
    void showMergedFiles(std::vector<std::uint32_t> files);
    void showMergedNodes(const QStringList& nodes);
    void setSideBySide(bool on);

    void setSearchPattern(const QString& pattern);  // a QRegularExpression; "" clears
    // Typing in the search box searches once typing pauses this long (each keystroke
    // drops the search of the one before at once).
    static constexpr int kTypingPauseMs = 150;
    // Esc: stops the searches running (in the panes and over every file), keeping their matches.
    void stopSearching();
    QLineEdit* searchBox() const { return searchBox_; }
    bool findNext();
    bool findPrevious();
    bool nextHit();
    bool previousHit();

    // F3: the next rule hit; while the list of matches in every file shows, the next of
    // those matches, across files (Shift+F3: the previous).
    QAction* nextHitAction() const { return nextHit_; }          // F3
    QAction* previousHitAction() const { return previousHit_; }  // Shift+F3
    QAction* goToLineAction() const { return goToLine_; }        // Ctrl+G
    QAction* findAction() const { return find_; }                // Ctrl+F: focus the search box
    QAction* sideBySideAction() const { return sideBySide_; }
    QAction* copyAction() const { return copy_; }                  // Ctrl+C: the selection, else the line
    QAction* copyLineAction() const { return copyLine_; }          // the whole lines, as written
    QAction* copyLocationAction() const { return copyLocation_; }  // "file:line: text" per line
    QAction* copyFindingAction() const { return copyFinding_; }    // the line's event as Markdown
    QAction* wrapAction() const { return wrap_; }
    QAction* searchAllAction() const { return searchAll_; }  // Ctrl+Shift+F: every file of the bundle
    // Searches every file for the search box's pattern and lists the matches under the panes.
    void searchAllFiles();
    SearchResultsView* searchResults() const { return results_; }

    // lnav's tools. The filter: lines in or out by regex, by level, benign and everyday
    // lines hidden, and the shared time range; every pane follows it.
    QLineEdit* includeBox() const { return include_; }  // only lines matching
    QLineEdit* excludeBox() const { return exclude_; }  // never lines matching
    QComboBox* levelCombo() const { return level_; }    // data: int(LineLevel)
    QCheckBox* hideNoiseBox() const { return hideNoise_; }
    LineFilter lineFilter() const;
    // Bookmarks across files: Ctrl+B on the current line, F2 / Shift+F2 to step, listed in
    // the Bookmarks button's menu.
    const LogBookmarks& bookmarks() const { return bookmarks_; }
    QAction* toggleBookmarkAction() const { return toggleBookmark_; }
    QAction* nextBookmarkAction() const { return nextBookmark_; }
    QAction* previousBookmarkAction() const { return previousBookmark_; }
    bool toggleBookmark();
    bool nextBookmark();
    bool previousBookmark();
    // What the Go to dialog (Ctrl+G) does with its text: a line, or a UTC time.
    bool goTo(const QString& lineOrTime);
    // Every node's logs merged by time, at `time` (from a point on the timeline).
    void showAllNodesAt(aw::TimeNs time);

    // The context menu of the active pane's current line (what a right click opens).
    QMenu* lineMenu();

    LogPane* pane(int index) const { return panes_[index]; }
    LogPane* activePane() const { return active_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildToolBar(QToolBar* bar);
    void setActivePane(LogPane* pane);
    void onEventSelected(std::uint32_t eventId);
    void onEvidenceSelected(const aw::SourceLocation& where, std::uint32_t begin, std::uint32_t end);
    void onLineClicked(std::uint32_t file, std::uint32_t line);
    void updateStatus();
    void fillMergeMenu();
    void askGoToLine();
    void applyLineFilter();
    void fillBookmarkMenu();
    void buildFilterBar(QToolBar* bar);
    void goToBookmark(const LogBookmark& mark);
    void selectHitOnCurrentLine();       // F3 landed on a hit line: its event is the selection
    void onSearchTyped();                // a keystroke in the search box
    bool stepSearchMatch(bool forward);  // F3 through the matches in every file
    void showResultsPanel();
    // The rows to copy: the selected ones, else the current one (at most kMaxCopiedRows).
    std::pair<std::uint64_t, std::uint64_t> rowsToCopy() const;
    void copySelection();
    void copyLines(bool withLocation);
    void copyFinding();
    void setClipboard(const QString& text);

    Selection* selection_;
    DocumentPtr doc_;
    LogRuleHits hits_;
    QSplitter* splitter_ = nullptr;
    QSplitter* vertical_ = nullptr;  // the panes above the list of matches in every file
    QTimer* typingPause_ = nullptr;
    LogPane* panes_[2] = {nullptr, nullptr};
    LogPane* active_ = nullptr;
    QLineEdit* searchBox_ = nullptr;
    QCheckBox* caseSensitive_ = nullptr;
    QLabel* status_ = nullptr;
    QToolButton* mergeButton_ = nullptr;
    QAction* nextHit_ = nullptr;
    QAction* previousHit_ = nullptr;
    QAction* goToLine_ = nullptr;
    QAction* find_ = nullptr;
    QAction* findNext_ = nullptr;
    QAction* findPrevious_ = nullptr;
    QAction* sideBySide_ = nullptr;
    QAction* copy_ = nullptr;
    QAction* copyLine_ = nullptr;
    QAction* copyLocation_ = nullptr;
    QAction* copyFinding_ = nullptr;
    QAction* wrap_ = nullptr;
    QAction* searchAll_ = nullptr;
    SearchResultsView* results_ = nullptr;
    QLineEdit* include_ = nullptr;
    QLineEdit* exclude_ = nullptr;
    QComboBox* level_ = nullptr;
    QCheckBox* hideNoise_ = nullptr;
    LogBookmarks bookmarks_;
    QAction* toggleBookmark_ = nullptr;
    QAction* nextBookmark_ = nullptr;
    QAction* previousBookmark_ = nullptr;
    QToolButton* bookmarkButton_ = nullptr;
    QMenu* lineMenu_ = nullptr;
    QStringList mergedNodes_;
    struct Marked {
        std::uint32_t file = 0, line = 0, begin = 0, end = 0;
        bool set = false;
    } marked_;
    bool selectingHere_ = false;  // our own selectEvent must not move the view
};

}  // namespace awv

// One pane of the log view: a file chooser (the bundle's text files grouped by node), the
// painted text area, and what feeds it: the progressive line index of one file, or a log
// merged by time from several files; plus the regex search over what it shows.
#pragma once

#include "views/common/document.h"
#include "views/logs/line_filter.h"
#include "views/logs/line_indexer.h"
#include "views/logs/log_lines.h"
#include "views/logs/log_rule_hits.h"
#include "views/logs/log_search.h"
#include "views/logs/log_text_area.h"
#include "views/logs/merged_log.h"

#include <QFutureWatcher>
#include <QWidget>

class QComboBox;
class QLabel;

namespace awv {

// One file, read through its line index.
class FileLines : public LogLines {
public:
    FileLines(std::uint32_t file, const LineIndexer* indexer) : file_(file), indexer_(indexer) {}
    std::uint64_t rowCount() const override { return indexer_->index().lineCount(); }
    std::string_view rowBytes(std::uint64_t row) const override {
        return indexer_->index().lineBytes(indexer_->bytes(), row);
    }
    std::uint32_t fileOf(std::uint64_t) const override { return file_; }
    std::uint32_t lineOf(std::uint64_t row) const override { return static_cast<std::uint32_t>(row + 1); }
    std::optional<std::uint64_t> rowOf(std::uint32_t file, std::uint32_t line) const override {
        if (file != file_ || line == 0 || line > rowCount()) return std::nullopt;
        return line - 1;
    }

private:
    std::uint32_t file_;
    const LineIndexer* indexer_;
};

// What to bring into view sideways on a line jumped to: nothing (the line start), its
// first search match, or a byte span (a rule's match).
struct LogReveal {
    enum class Kind { None, SearchMatch, Bytes } kind = Kind::None;
    std::uint32_t begin = 0, end = 0;
};

class LogPane : public QWidget {
    Q_OBJECT
public:
    static constexpr std::uint32_t kNoFile = 0xffffffffu;

    explicit LogPane(QWidget* parent = nullptr);
    ~LogPane() override;

    void setDocument(DocumentPtr doc, const LogRuleHits* hits);

    void openFile(std::uint32_t file);
    void showMerged(std::vector<std::uint32_t> files);
    bool isMerged() const { return merged_ != nullptr || merging_; }
    const std::vector<std::uint32_t>& mergedFiles() const { return mergedFiles_; }

    std::uint32_t shownFile() const { return file_; }  // kNoFile when merged or empty
    std::uint32_t currentFile() const;                 // file of the current row
    std::uint32_t currentLine() const;                 // 1-based, 0 when none
    std::uint64_t rowCount() const { return lines() ? lines()->rowCount() : 0; }
    bool isBusy() const;  // indexing or merging

    // Shows (file, line), opening the file if the pane does not show it; centres it.
    // If the line is not indexed yet, goes there as soon as it is.
    void goToLocation(std::uint32_t file, std::uint32_t line, LogReveal reveal = {});
    void goToLine(std::uint32_t line, LogReveal reveal = {});  // a line of the shown file (row+1 in merged mode)
    const LogLines* shownLines() const { return lines(); }
    void markSpan(std::uint32_t file, std::uint32_t line, std::uint32_t begin, std::uint32_t end);

    // What the pane hides (regex in/out, level, noise, time range); rows are kept off the
    // GUI thread once the file is indexed or the merge is done.
    void setFilter(const LineFilter& filter);
    const LineFilter& filter() const { return filter_; }
    bool isFiltered() const { return filtered_ != nullptr; }
    bool isFiltering() const { return filtering_; }
    std::uint64_t sourceRowCount() const { return sourceLines() ? sourceLines()->rowCount() : 0; }
    // The first row at or after a UTC time (merged: by the merge's times; one file: by its
    // lines' own times). False when no shown line has a time at or after it.
    bool goToTime(aw::TimeNs time);

    void setSearch(const QRegularExpression& regex);
    // A keystroke in the search box: the search running is dropped at once and the count
    // says a new one is coming (the box waits for typing to pause before it starts it).
    void setSearchPending();
    void cancelSearch();  // Esc: stops searching, keeping the matches found
    const LogSearch& search() const { return search_; }
    bool findNext();
    bool findPrevious();
    bool nextHit();
    bool previousHit();

    LogTextArea* textArea() const { return area_; }
    QString statusText() const;

signals:
    void activated(LogPane* pane);
    void lineClicked(std::uint32_t file, std::uint32_t line);
    void statusChanged();
    void busyFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    const LogLines* lines() const;        // what is shown: the filtered rows, else the source
    const LogLines* sourceLines() const;  // the file or the merged log
    void stopFilter();
    void restartFilter();
    // Shown row of a source row (search matches are source rows); nullopt when hidden.
    std::optional<std::uint64_t> shownRowOf(std::uint64_t sourceRow) const;
    std::uint64_t sourceRowOf(std::uint64_t shownRow) const;
    bool stepToMatch(bool forward);

    void fillFileChooser();
    void openFirstFile();
    void applyPendingJump();
    void jumpToRow(std::uint64_t row, LogReveal reveal = {});
    void restartSearch();
    QString labelForFile(std::uint32_t file) const;

    DocumentPtr doc_;
    const LogRuleHits* hits_ = nullptr;
    QComboBox* chooser_ = nullptr;
    LogTextArea* area_ = nullptr;
    LineIndexer indexer_;
    std::unique_ptr<FileLines> fileLines_;
    std::uint32_t file_ = kNoFile;
    std::shared_ptr<MergedLog> merged_;
    std::vector<std::uint32_t> mergedFiles_;
    QFutureWatcher<std::shared_ptr<MergedLog>> mergeWatcher_;
    std::shared_ptr<std::atomic<bool>> mergeCancel_;
    LogSearch search_;
    QRegularExpression searchRegex_;
    bool searchPending_ = false;
    struct Pending {
        std::uint32_t file = 0, line = 0;
        bool set = false;
        LogReveal reveal;
    } pending_;
    bool fillingChooser_ = false;
    bool merging_ = false;  // a merge runs; its result has not been taken yet
    LineFilter filter_;
    std::unique_ptr<FilteredLines> filtered_;
    QFutureWatcher<std::vector<std::uint64_t>> filterWatcher_;
    std::shared_ptr<std::atomic<bool>> filterCancel_;
    bool filtering_ = false;
    aw::TimeNs pendingTime_ = aw::kNoTime;
    std::uint32_t hiddenLine_ =
        0;  // a line asked for that the filter hides (0: none)  // go to this time once the merge is ready
    bool openFirstWhenShown_ = false;  // hidden at setDocument: open the first file once shown
};

}  // namespace awv

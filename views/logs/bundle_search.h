// A search over every text file of a bundle at once (decoded Flight Recorder dumps
// included), off the GUI thread, on every core, with the engine's matcher over the mapped
// files (aw::TextSearch). Each file's matches arrive as soon as the file is done (the
// list fills while it runs); cancel() (Esc, or the next keystroke) stops it. A file
// reports how many lines match and where (line numbers and byte offsets, so F3 can step
// through them and the list can show any of them without a second search).
#pragma once

#include "engine/match/text_search.h"
#include "views/common/document.h"
#include "views/common/selection.h"

#include <QFuture>
#include <QObject>
#include <QRegularExpression>
#include <atomic>
#include <memory>
#include <vector>

namespace awv {

struct FileMatches {
    std::uint32_t file = 0;
    std::uint64_t count = 0;  // matching lines in the file
    struct Line {
        std::uint32_t line = 0;    // 1-based, in the text the raw-log view shows; 0 until numbered
        std::uint64_t offset = 0;  // where the line starts in that text
    };
    std::vector<Line> lines;  // the first kKeptPerFile of them
    // The workers find offsets only (counting newlines would be a second pass over every
    // file); lines are numbered on the GUI thread for the files the user opens or steps into.
    bool numbered = false;
};

class BundleSearch : public QObject {
    Q_OBJECT
public:
    // Lines kept per file for stepping and listing (the count is always whole): 16 MB.
    static constexpr std::size_t kKeptPerFile = std::size_t{1} << 20;

    explicit BundleSearch(QObject* parent = nullptr);
    ~BundleSearch() override;

    // With a time range set, only lines in it count (issue 47: search follows the range).
    void start(DocumentPtr doc, const QRegularExpression& regex, const TimeRange& range = {});
    void stop();    // also forgets the results
    void cancel();  // stops at once, keeping what was found

    bool isRunning() const { return running_; }
    const std::vector<FileMatches>& results() const { return results_; }  // files with matches, by file index
    const FileMatches* resultsOf(std::uint32_t file) const;
    // The same with its lines numbered (done at the first call: a pass over the file's text).
    const FileMatches* numberedResultsOf(std::uint32_t file);
    std::uint64_t matchCount() const { return matches_; }
    std::size_t filesSearched() const { return filesDone_; }
    std::size_t filesToSearch() const { return filesTotal_; }
    double progress() const { return total_ ? double(done_) / double(total_) : 1.0; }
    // The matcher of the current search (null before one), for excerpts of its lines.
    const std::shared_ptr<const aw::TextSearch>& matcher() const { return matcher_; }

    // The searched files of a bundle: every file with text (dumps as decoded).
    static std::vector<std::uint32_t> searchableFiles(const Document& doc);
    // One file's matches (what each worker runs, used by tests too).
    // With a time range set, only the lines in it count, and they come numbered.
    static FileMatches searchFile(const Document& doc, std::uint32_t file, const aw::TextSearch& search,
                                  aw::TextSearch::Scratch& scratch, const std::atomic<bool>* cancel = nullptr,
                                  const TimeRange& range = {});
    // Numbers the lines of `found` (offsets into the file's text).
    static void numberLines(const Document& doc, FileMatches& found);
    // The text of a matching line for the list: up to 300 characters from a little before
    // its first match.
    static QString excerpt(const Document& doc, std::uint32_t file, std::uint64_t offset, const aw::TextSearch& search);

signals:
    void resultsChanged();
    void finished();

private:
    void abandon();  // cancels the worker without waiting and forgets the results

    QFuture<void> worker_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<const aw::TextSearch> matcher_;
    DocumentPtr doc_;  // of the results, to number their lines
    std::vector<FileMatches> results_;
    quint64 generation_ = 0;
    std::uint64_t matches_ = 0;
    std::uint64_t done_ = 0, total_ = 0;  // bytes
    std::size_t filesDone_ = 0, filesTotal_ = 0;
    bool running_ = false;
};

}  // namespace awv

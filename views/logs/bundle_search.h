// A regular-expression search over every text file of a bundle at once (decoded Flight
// Recorder dumps included), off the GUI thread and cancellable, with progress. Each file
// reports how many lines match and the first few of them with their text, so the result
// list can group them by node and file and open any of them.
#pragma once

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
        std::uint32_t line = 0;  // 1-based, in the text the raw-log view shows
        QString text;            // 300 characters of the line, from a little before its first match
    };
    std::vector<Line> lines;  // the first kShownPerFile of them
};

class BundleSearch : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kShownPerFile = 500;

    explicit BundleSearch(QObject* parent = nullptr);
    ~BundleSearch() override;

    // With a time range set, only lines in it count (issue 47: search follows the range).
    void start(DocumentPtr doc, const QRegularExpression& regex, const TimeRange& range = {});
    void stop();    // also forgets the results
    void cancel();  // stops, keeping what was found

    bool isRunning() const { return running_; }
    const std::vector<FileMatches>& results() const { return results_; }  // files with matches, in file order
    std::uint64_t matchCount() const;
    double progress() const { return total_ ? double(done_) / double(total_) : 1.0; }

    // The searched files of a bundle: every file with text (dumps as decoded).
    static std::vector<std::uint32_t> searchableFiles(const Document& doc);
    // One file's matches (a pure helper the worker runs, used by tests too).
    static FileMatches searchFile(const Document& doc, std::uint32_t file, const QRegularExpression& regex,
                                  const std::atomic<bool>* cancel = nullptr, const TimeRange& range = {});

signals:
    void resultsChanged();
    void finished();

private:
    QFuture<void> worker_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::vector<FileMatches> results_;
    quint64 generation_ = 0;
    std::uint64_t done_ = 0, total_ = 0;  // bytes
    bool running_ = false;
};

}  // namespace awv

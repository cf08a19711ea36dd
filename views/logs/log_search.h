// Search over a whole log, off the GUI thread, with the engine's matcher (aw::TextSearch:
// Vectorscan over the mapped bytes, RE2 on candidate lines). Matching rows arrive in
// batches while the search runs, so "next match" works and the count grows; a new search
// (the next keystroke) cancels the one running, and cancel() (Esc) stops it keeping what
// was found.
#pragma once

#include "engine/core/bundle.h"
#include "engine/match/text_search.h"

#include <QFuture>
#include <QObject>
#include <QRegularExpression>
#include <atomic>
#include <memory>
#include <vector>

namespace awv {

class MergedLog;

// The engine's matcher for a search box's pattern: its text, case-insensitive unless the
// regex was made without QRegularExpression::CaseInsensitiveOption.
std::shared_ptr<const aw::TextSearch> textSearchFor(const QRegularExpression& regex);

class LogSearch : public QObject {
    Q_OBJECT
public:
    explicit LogSearch(QObject* parent = nullptr);
    ~LogSearch() override;

    void startInFile(std::shared_ptr<const aw::FileData> data, const QRegularExpression& regex);
    void startInMerged(std::shared_ptr<const MergedLog> merged, const QRegularExpression& regex);
    void stop();     // also forgets the results
    void cancel();   // stops at once, keeping what was found (the worker ends on its own)
    void abandon();  // stops at once and forgets the results, without waiting for the worker

    const QRegularExpression& regex() const { return regex_; }
    const std::vector<std::uint64_t>& matchRows() const { return rows_; }
    bool isRunning() const { return running_; }
    double progress() const { return total_ ? double(done_) / double(total_) : 1.0; }

    // Pure helper, also used by tests: the 0-based lines of `bytes` with a match.
    static std::vector<std::uint64_t> searchBytes(std::string_view bytes, const QRegularExpression& regex,
                                                  const std::atomic<bool>* cancel = nullptr);

signals:
    void matchesChanged();
    void finished();

private:
    void begin(const QRegularExpression& regex);
    void deliver(quint64 generation, std::vector<std::uint64_t> rows, std::uint64_t done, bool last);
    // Called by a worker: hands `rows` (emptied) to deliver() on the GUI thread.
    void post(quint64 generation, std::vector<std::uint64_t>& rows, std::uint64_t done, bool last);

    QRegularExpression regex_;
    std::vector<std::uint64_t> rows_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFuture<void> worker_;
    quint64 generation_ = 0;
    std::uint64_t done_ = 0, total_ = 0;  // bytes (rows when merged)
    bool running_ = false;
};

}  // namespace awv

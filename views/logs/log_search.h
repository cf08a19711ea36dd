// Regular-expression search over a whole log, off the GUI thread. A file is searched in
// blocks of whole lines (one QString per 4 MB block, never one per line); results arrive
// progressively as sorted 0-based rows, so "next match" works while the search runs.
#pragma once

#include "engine/core/bundle.h"

#include <QFuture>
#include <QObject>
#include <QRegularExpression>
#include <atomic>
#include <memory>
#include <vector>

namespace awv {

class MergedLog;

class LogSearch : public QObject {
    Q_OBJECT
public:
    explicit LogSearch(QObject* parent = nullptr);
    ~LogSearch() override;

    void startInFile(std::shared_ptr<const aw::FileData> data, const QRegularExpression& regex);
    void startInMerged(std::shared_ptr<const MergedLog> merged, const QRegularExpression& regex);
    void stop();  // also forgets the results

    const QRegularExpression& regex() const { return regex_; }
    const std::vector<std::uint64_t>& matchRows() const { return rows_; }
    bool isRunning() const { return running_; }

    // Pure helpers, also used by the workers: the 0-based lines of `bytes` with a match.
    static std::vector<std::uint64_t> searchBytes(std::string_view bytes, const QRegularExpression& regex,
                                                  const std::atomic<bool>* cancel = nullptr);

signals:
    void matchesChanged();
    void finished();

private:
    void begin(const QRegularExpression& regex);
    void deliver(quint64 generation, std::vector<std::uint64_t> rows, bool last);

    QRegularExpression regex_;
    std::vector<std::uint64_t> rows_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFuture<void> worker_;
    quint64 generation_ = 0;
    bool running_ = false;
};

}  // namespace awv

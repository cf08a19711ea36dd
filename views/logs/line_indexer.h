// Builds a LineIndex for one file off the GUI thread. The first 64 KiB are indexed at
// once, so the first screen never waits; the rest arrives in chunks through the event
// loop, so the GUI thread owns the index and never takes a lock to read it. The worker
// hands its line starts over through one buffer and keeps at most one hand-over queued:
// queued calls go before the low-priority paint requests of Qt, so a queue of chunks
// would hold every repaint (a jump, a scroll) back until the file was indexed.
#pragma once

#include "views/logs/line_index.h"

#include "engine/core/bundle.h"

#include <QFuture>
#include <QObject>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace awv {

class LineIndexer : public QObject {
    Q_OBJECT
public:
    explicit LineIndexer(QObject* parent = nullptr);
    ~LineIndexer() override;

    // Starts indexing `data` (kept alive while indexing); drops any previous index.
    void start(std::shared_ptr<const aw::FileData> data);
    void stop();

    const LineIndex& index() const { return index_; }
    std::string_view bytes() const { return data_ ? data_->bytes() : std::string_view{}; }
    bool isFinished() const { return finished_; }

signals:
    void linesAdded(quint64 lineCount);
    void finished();

private:
    // Line starts the worker found and the GUI thread has not taken yet.
    struct Handoff {
        std::mutex mutex;
        std::vector<std::uint64_t> starts;
        bool last = false;    // the worker reached the end of the file
        bool queued = false;  // a take() is queued; the worker does not queue another
    };
    void take(Handoff& handoff, std::uint64_t fileSize);
    void appendChunk(const std::vector<std::uint64_t>& starts, bool last, std::uint64_t fileSize);

    LineIndex index_;
    std::shared_ptr<const aw::FileData> data_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFuture<void> worker_;
    quint64 generation_ = 0;
    bool finished_ = true;
};

}  // namespace awv

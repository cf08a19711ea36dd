#include "line_indexer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace awv {

namespace {
constexpr std::uint64_t kFirstScreenBytes = 64 * 1024;
constexpr std::uint64_t kFirstChunkBytes = 1024 * 1024;
constexpr std::uint64_t kChunkBytes = 16 * 1024 * 1024;
}  // namespace

LineIndexer::LineIndexer(QObject* parent) : QObject(parent) {}

LineIndexer::~LineIndexer() { stop(); }

void LineIndexer::stop() {
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    cancel_.reset();
    ++generation_;  // chunks still queued from the old worker are ignored
}

void LineIndexer::appendChunk(const std::vector<std::uint64_t>& starts, bool last,
                              std::uint64_t fileSize) {
    for (std::uint64_t s : starts) {
        // A final newline makes a start at fileSize: that is the end sentinel, not a line.
        index_.appendStart(s);
    }
    if (last) {
        // A last line without '\n' still counts: pretend the newline is after the end.
        const std::uint64_t lastStart = index_.lineStart(index_.lineCount());
        if (fileSize > lastStart) index_.appendStart(fileSize + 1);
        finished_ = true;
    }
    emit linesAdded(index_.lineCount());
    if (last) emit finished();
}

void LineIndexer::start(std::shared_ptr<const aw::FileData> data) {
    stop();
    data_ = std::move(data);
    index_.clear();
    finished_ = false;
    const std::string_view bytes = this->bytes();
    const std::uint64_t size = bytes.size();
    index_.reserve(size / 80);  // a guess for typical logs; grows as needed
    index_.appendStart(0);

    std::vector<std::uint64_t> starts;
    const std::uint64_t firstEnd = std::min(size, kFirstScreenBytes);
    LineIndex::scanLineStarts(bytes, 0, firstEnd, starts);
    appendChunk(starts, firstEnd == size, size);
    if (firstEnd == size) return;

    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    worker_ = QtConcurrent::run([this, keep = data_, cancel = cancel_, generation, firstEnd, size] {
        const std::string_view bytes = keep->bytes();
        std::uint64_t pos = firstEnd;
        std::uint64_t chunk = kFirstChunkBytes;
        while (pos < size && !cancel->load()) {
            const std::uint64_t end = std::min(size, pos + chunk);
            std::vector<std::uint64_t> starts;
            starts.reserve(static_cast<std::size_t>((end - pos) / 64));
            LineIndex::scanLineStarts(bytes, pos, end, starts);
            pos = end;
            chunk = kChunkBytes;
            const bool last = pos >= size;
            QMetaObject::invokeMethod(
                this,
                [this, generation, last, size, starts = std::move(starts)] {
                    if (generation == generation_) appendChunk(starts, last, size);
                },
                Qt::QueuedConnection);
        }
    });
}

}  // namespace awv

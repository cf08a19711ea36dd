#include "views/logs/line_indexer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace awv {

namespace {
constexpr std::uint64_t kFirstScreenBytes = 64 * 1024;
constexpr std::uint64_t kFirstChunkBytes = 1024 * 1024;
constexpr std::uint64_t kChunkBytes = 16 * 1024 * 1024;
}  // namespace

LineIndexer::LineIndexer(QObject* parent) : QObject(parent) {}

LineIndexer::~LineIndexer() {
    stop();
}

void LineIndexer::stop() {
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    cancel_.reset();
    ++generation_;  // chunks still queued from the old worker are ignored
}

void LineIndexer::appendChunk(const std::vector<std::uint64_t>& starts, bool last, std::uint64_t fileSize) {
    // A final newline makes a start at fileSize: that is the end sentinel, not a line.
    index_.appendStarts(starts);
    if (last) {
        // A last line without '\n' still counts: pretend the newline is after the end.
        const std::uint64_t lastStart = index_.lineStart(index_.lineCount());
        if (fileSize > lastStart) index_.appendStart(fileSize + 1);
        finished_ = true;
    }
    emit linesAdded(index_.lineCount());
    if (last) emit finished();
}

void LineIndexer::take(Handoff& handoff, std::uint64_t fileSize) {
    std::vector<std::uint64_t> starts;
    bool last = false;
    {
        std::lock_guard lock(handoff.mutex);
        starts.swap(handoff.starts);
        last = handoff.last;
        handoff.queued = false;
    }
    appendChunk(starts, last, fileSize);
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
    auto handoff = std::make_shared<Handoff>();
    worker_ = QtConcurrent::run([this, keep = data_, cancel = cancel_, handoff, generation, firstEnd, size] {
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
            bool queue = false;
            {
                std::lock_guard lock(handoff->mutex);
                if (handoff->starts.empty()) handoff->starts = std::move(starts);
                else handoff->starts.insert(handoff->starts.end(), starts.begin(), starts.end());
                handoff->last = pos >= size;
                queue = !handoff->queued;
                handoff->queued = true;
            }
            if (queue) {
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, handoff, size] {
                        if (generation == generation_) take(*handoff, size);
                    },
                    Qt::QueuedConnection);
            }
        }
    });
}

}  // namespace awv

#include "views/logs/log_search.h"

#include "views/logs/merged_log.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace awv {

namespace {
constexpr qint64 kBatchMs = 40;  // how often found rows reach the GUI thread while searching
}  // namespace

std::shared_ptr<const aw::TextSearch> textSearchFor(const QRegularExpression& regex) {
    const QByteArray pattern = regex.pattern().toUtf8();
    const bool caseless = regex.patternOptions() & QRegularExpression::CaseInsensitiveOption;
    return std::make_shared<const aw::TextSearch>(
        std::string_view(pattern.constData(), static_cast<std::size_t>(pattern.size())), caseless);
}

LogSearch::LogSearch(QObject* parent) : QObject(parent) {}

LogSearch::~LogSearch() {
    stop();
}

void LogSearch::stop() {
    if (cancel_) cancel_->store(true);
    // Cancelled, the worker ends within one chunk (a few ms): this wait is short.
    if (worker_.isRunning()) worker_.waitForFinished();
    abandon();
}

void LogSearch::abandon() {
    // Not waited for: the worker sees the flag within a chunk and what it still sends
    // carries an old generation (the next keystroke's search starts at once).
    if (cancel_) cancel_->store(true);
    cancel_.reset();
    ++generation_;
    rows_.clear();
    done_ = total_ = 0;
    running_ = false;
}

void LogSearch::cancel() {
    if (!running_) return;
    if (cancel_) cancel_->store(true);
    ++generation_;  // what the worker still sends is dropped
    running_ = false;
    emit matchesChanged();
    emit finished();
}

void LogSearch::begin(const QRegularExpression& regex) {
    abandon();
    regex_ = regex;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
}

void LogSearch::deliver(quint64 generation, std::vector<std::uint64_t> rows, std::uint64_t done, bool last) {
    if (generation != generation_) return;
    rows_.insert(rows_.end(), rows.begin(), rows.end());
    done_ = std::max(done_, done);
    if (last) running_ = false;
    emit matchesChanged();
    if (last) emit finished();
}

void LogSearch::post(quint64 generation, std::vector<std::uint64_t>& rows, std::uint64_t done, bool last) {
    // From a worker: `this` is only the context of the queued call (dropped if it is gone).
    QMetaObject::invokeMethod(
        this,
        [this, generation, done, last, batch = std::move(rows)]() mutable {
            deliver(generation, std::move(batch), done, last);
        },
        Qt::QueuedConnection);
    rows.clear();
}

std::vector<std::uint64_t> LogSearch::searchBytes(std::string_view bytes, const QRegularExpression& regex,
                                                  const std::atomic<bool>* cancel) {
    std::vector<std::uint64_t> all;
    const auto search = textSearchFor(regex);
    aw::TextSearch::Scratch scratch;
    search->forEachMatchingLine(
        bytes, scratch,
        [&](std::uint64_t row, std::string_view) {
            all.push_back(row);
            return true;
        },
        cancel);
    return all;
}

void LogSearch::startInFile(std::shared_ptr<const aw::FileData> data, const QRegularExpression& regex) {
    begin(regex);
    auto search = textSearchFor(regex_);
    if (!data || !search->usable()) {
        running_ = false;
        emit matchesChanged();
        emit finished();
        return;
    }
    total_ = data->bytes().size();
    const quint64 generation = generation_;
    worker_ = QtConcurrent::run([this, data, search, cancel = cancel_, generation] {
        const std::string_view bytes = data->bytes();
        aw::TextSearch::Scratch scratch;
        std::vector<std::uint64_t> batch;
        QElapsedTimer sinceSent;
        sinceSent.start();
        const auto send = [&](std::uint64_t done, bool last) {
            post(generation, batch, done, last);
            sinceSent.restart();
        };
        search->forEachMatchingLine(
            bytes, scratch,
            [&](std::uint64_t row, std::string_view line) {
                batch.push_back(row);
                if ((batch.size() & 255) == 1 && sinceSent.elapsed() >= kBatchMs)
                    send(static_cast<std::uint64_t>(line.data() - bytes.data()), false);
                return true;
            },
            cancel.get());
        if (!cancel->load()) send(bytes.size(), true);
    });
}

void LogSearch::startInMerged(std::shared_ptr<const MergedLog> merged, const QRegularExpression& regex) {
    begin(regex);
    auto search = textSearchFor(regex_);
    if (!merged || !search->usable()) {
        running_ = false;
        emit matchesChanged();
        emit finished();
        return;
    }
    total_ = merged->rowCount();
    const quint64 generation = generation_;
    worker_ = QtConcurrent::run([this, merged, search, cancel = cancel_, generation] {
        std::vector<std::uint64_t> batch;
        QElapsedTimer sinceSent;
        sinceSent.start();
        const auto send = [&](std::uint64_t done, bool last) {
            post(generation, batch, done, last);
            sinceSent.restart();
        };
        const std::uint64_t rows = merged->rowCount();
        for (std::uint64_t row = 0; row < rows; ++row) {
            if ((row & 1023) == 0) {
                if (cancel->load()) return;
                if (sinceSent.elapsed() >= kBatchMs) send(row, false);
            }
            std::string_view bytes = merged->rowBytes(row);
            if (!bytes.empty() && bytes.back() == '\r') bytes.remove_suffix(1);
            if (search->matchesLine(bytes)) batch.push_back(row);
        }
        send(rows, true);
    });
}

}  // namespace awv

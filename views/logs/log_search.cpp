#include "views/logs/log_search.h"

#include "views/logs/merged_log.h"

#include <QtConcurrent/QtConcurrentRun>
#include <cstring>
#include <functional>

namespace awv {

namespace {

constexpr std::uint64_t kBlockBytes = 4 * 1024 * 1024;

// Calls `found(lines)` after every block with the new matching lines of that block.
void searchBlocks(std::string_view bytes, const QRegularExpression& regex,
                  const std::atomic<bool>* cancel,
                  const std::function<void(std::vector<std::uint64_t>&&)>& found) {
    std::uint64_t pos = 0;
    std::uint64_t firstLine = 0;
    while (pos < bytes.size() && !(cancel && cancel->load())) {
        // Extend the block to the end of a line so no line is split between blocks.
        std::uint64_t end = std::min<std::uint64_t>(bytes.size(), pos + kBlockBytes);
        if (end < bytes.size()) {
            const void* nl = std::memchr(bytes.data() + end, '\n', bytes.size() - end);
            end = nl ? static_cast<std::uint64_t>(static_cast<const char*>(nl) - bytes.data()) + 1
                     : bytes.size();
        }
        const QString text = QString::fromUtf8(bytes.data() + pos, static_cast<qsizetype>(end - pos));
        std::vector<std::uint64_t> lines;
        qsizetype counted = 0;
        std::uint64_t line = firstLine;
        qsizetype from = 0;
        while (from <= text.size()) {
            const QRegularExpressionMatch m = regex.match(text, from);
            if (!m.hasMatch()) break;
            const qsizetype at = m.capturedStart();
            line += static_cast<std::uint64_t>(QStringView(text).mid(counted, at - counted).count(QLatin1Char('\n')));
            counted = at;
            lines.push_back(line);
            // Continue on the next line: one hit per line is all the list needs.
            const qsizetype nl = text.indexOf(QLatin1Char('\n'), std::max(at, m.capturedEnd() - 1));
            if (nl < 0) break;
            from = nl + 1;
        }
        firstLine += static_cast<std::uint64_t>(
            std::count(bytes.data() + pos, bytes.data() + end, '\n'));
        pos = end;
        found(std::move(lines));
    }
}

}  // namespace

LogSearch::LogSearch(QObject* parent) : QObject(parent) {}

LogSearch::~LogSearch() { stop(); }

void LogSearch::stop() {
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    cancel_.reset();
    ++generation_;
    rows_.clear();
    running_ = false;
}

void LogSearch::begin(const QRegularExpression& regex) {
    stop();
    regex_ = regex;
    regex_.setPatternOptions(regex_.patternOptions() | QRegularExpression::MultilineOption);
    regex_.optimize();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
}

void LogSearch::deliver(quint64 generation, std::vector<std::uint64_t> rows, bool last) {
    if (generation != generation_) return;
    rows_.insert(rows_.end(), rows.begin(), rows.end());
    if (last) running_ = false;
    if (!rows.empty() || last) emit matchesChanged();
    if (last) emit finished();
}

std::vector<std::uint64_t> LogSearch::searchBytes(std::string_view bytes, const QRegularExpression& regex,
                                                  const std::atomic<bool>* cancel) {
    QRegularExpression re = regex;
    re.setPatternOptions(re.patternOptions() | QRegularExpression::MultilineOption);
    std::vector<std::uint64_t> all;
    searchBlocks(bytes, re, cancel, [&](std::vector<std::uint64_t>&& lines) {
        all.insert(all.end(), lines.begin(), lines.end());
    });
    return all;
}

void LogSearch::startInFile(std::shared_ptr<const aw::FileData> data, const QRegularExpression& regex) {
    begin(regex);
    if (!data || !regex_.isValid() || regex_.pattern().isEmpty()) {
        running_ = false;
        emit matchesChanged();
        emit finished();
        return;
    }
    const quint64 generation = generation_;
    worker_ = QtConcurrent::run([this, data, re = regex_, cancel = cancel_, generation] {
        searchBlocks(data->bytes(), re, cancel.get(), [&](std::vector<std::uint64_t>&& lines) {
            if (lines.empty()) return;
            QMetaObject::invokeMethod(
                this, [this, generation, lines = std::move(lines)] { deliver(generation, lines, false); },
                Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(this, [this, generation] { deliver(generation, {}, true); },
                                  Qt::QueuedConnection);
    });
}

void LogSearch::startInMerged(std::shared_ptr<const MergedLog> merged, const QRegularExpression& regex) {
    begin(regex);
    if (!merged || !regex_.isValid() || regex_.pattern().isEmpty()) {
        running_ = false;
        emit matchesChanged();
        emit finished();
        return;
    }
    const quint64 generation = generation_;
    worker_ = QtConcurrent::run([this, merged, re = regex_, cancel = cancel_, generation] {
        std::vector<std::uint64_t> rows;
        for (std::uint64_t row = 0; row < merged->rowCount() && !cancel->load(); ++row) {
            const std::string_view bytes = merged->rowBytes(row);
            if (re.match(QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()))).hasMatch()) {
                rows.push_back(row);
            }
        }
        QMetaObject::invokeMethod(
            this, [this, generation, rows = std::move(rows)] { deliver(generation, rows, true); },
            Qt::QueuedConnection);
    });
}

}  // namespace awv

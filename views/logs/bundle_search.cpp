#include "views/logs/bundle_search.h"

#include "views/logs/line_filter.h"
#include "views/logs/log_search.h"

#include <QtConcurrent/QtConcurrentRun>
#include <cstring>

namespace awv {

namespace {
constexpr qsizetype kShownChars = 300;
constexpr qsizetype kContextChars = 60;                // shown before the match
constexpr std::size_t kScannedLineBytes = 64 * 1024;  // of a line, to find its match in
}  // namespace

BundleSearch::BundleSearch(QObject* parent) : QObject(parent) {}

BundleSearch::~BundleSearch() { stop(); }

void BundleSearch::stop() {
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    cancel_.reset();
    ++generation_;
    results_.clear();
    done_ = total_ = 0;
    running_ = false;
}

void BundleSearch::cancel() {
    if (!running_) return;
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    ++generation_;  // what the worker queued after the stop is dropped
    running_ = false;
    emit resultsChanged();
    emit finished();
}

std::uint64_t BundleSearch::matchCount() const {
    std::uint64_t n = 0;
    for (const FileMatches& f : results_) n += f.count;
    return n;
}

std::vector<std::uint32_t> BundleSearch::searchableFiles(const Document& doc) {
    std::vector<std::uint32_t> files;
    for (std::uint32_t i = 0; i < doc.bundle->files.size(); ++i) {
        // What the raw-log view can show (a dump as its decoded text).
        const aw::SourceFile& f = doc.bundle->files[i];
        if (f.data && f.format != aw::FileFormat::Binary) files.push_back(i);
    }
    return files;
}

FileMatches BundleSearch::searchFile(const Document& doc, std::uint32_t file, const QRegularExpression& regex,
                                     const std::atomic<bool>* cancel, const TimeRange& range) {
    FileMatches out;
    out.file = file;
    const std::shared_ptr<const aw::FileData> data = doc.textOf(file);
    if (!data) return out;
    const std::string_view bytes = data->bytes();
    std::vector<std::uint64_t> rows = LogSearch::searchBytes(bytes, regex, cancel);
    if (range.isSet() && !rows.empty()) rows = rowsInRange(rows, fileLineTimes(doc, file), range);
    out.count = rows.size();
    // The text of the first matches: one walk over the newlines up to the last shown.
    std::uint64_t row = 0;
    std::size_t pos = 0;
    for (std::size_t i = 0; i < rows.size() && i < kShownPerFile; ++i) {
        while (row < rows[i] && pos < bytes.size()) {
            const void* nl = std::memchr(bytes.data() + pos, '\n', bytes.size() - pos);
            pos = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - bytes.data()) + 1 : bytes.size();
            ++row;
        }
        std::string_view line = bytes.substr(pos, std::min<std::size_t>(bytes.size() - pos, kScannedLineBytes));
        line = line.substr(0, line.find('\n'));
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        // The part of the line around its first match (a JSON line's match may be far in).
        const QString whole = QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size()));
        const qsizetype at = std::max<qsizetype>(0, regex.match(whole).capturedStart() - kContextChars);
        QString text = (at > 0 ? QStringLiteral("…") : QString()) + whole.mid(at, kShownChars);
        out.lines.push_back({static_cast<std::uint32_t>(rows[i] + 1), std::move(text)});
    }
    return out;
}

void BundleSearch::start(DocumentPtr doc, const QRegularExpression& regex, const TimeRange& range) {
    stop();
    if (!doc || !doc->bundle || regex.pattern().isEmpty() || !regex.isValid()) {
        emit resultsChanged();
        emit finished();
        return;
    }
    const std::vector<std::uint32_t> files = searchableFiles(*doc);
    for (std::uint32_t f : files) total_ += doc->textOf(f)->bytes().size();
    running_ = true;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    emit resultsChanged();
    worker_ = QtConcurrent::run([this, doc, files, regex, range, cancel = cancel_, generation] {
        for (std::uint32_t file : files) {
            if (cancel->load()) break;
            FileMatches found = searchFile(*doc, file, regex, cancel.get(), range);
            const std::uint64_t bytes = doc->textOf(file)->bytes().size();
            QMetaObject::invokeMethod(
                this,
                [this, generation, bytes, found = std::move(found)]() mutable {
                    if (generation != generation_) return;
                    done_ += bytes;
                    if (found.count > 0) {
                        results_.push_back(std::move(found));
                    }
                    emit resultsChanged();
                },
                Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation] {
                if (generation != generation_) return;
                running_ = false;
                emit resultsChanged();
                emit finished();
            },
            Qt::QueuedConnection);
    });
}

}  // namespace awv

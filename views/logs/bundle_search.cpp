#include "views/logs/bundle_search.h"

#include "engine/core/parallel_for.h"
#include "engine/text/newline_count.h"
#include "views/logs/line_filter.h"
#include "views/logs/log_search.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <thread>

namespace awv {

namespace {
constexpr qsizetype kShownChars = 300;
constexpr std::size_t kContextBytes = 60;             // shown before the match
constexpr std::size_t kScannedLineBytes = 64 * 1024;  // of a line, to find its match in
}  // namespace

BundleSearch::BundleSearch(QObject* parent) : QObject(parent) {}

BundleSearch::~BundleSearch() {
    stop();
}

void BundleSearch::abandon() {
    // The worker sees the flag within a chunk and ends on its own; what it still sends
    // carries an old generation and is dropped. Nothing here waits for it.
    if (cancel_) cancel_->store(true);
    cancel_.reset();
    ++generation_;
    results_.clear();
    matches_ = 0;
    done_ = total_ = 0;
    filesDone_ = filesTotal_ = 0;
    running_ = false;
}

void BundleSearch::stop() {
    if (cancel_) cancel_->store(true);
    if (worker_.isRunning()) worker_.waitForFinished();
    abandon();
}

void BundleSearch::cancel() {
    if (!running_) return;
    if (cancel_) cancel_->store(true);
    ++generation_;  // what the workers still send is dropped
    running_ = false;
    emit resultsChanged();
    emit finished();
}

const FileMatches* BundleSearch::resultsOf(std::uint32_t file) const {
    const auto it = std::lower_bound(results_.begin(), results_.end(), file,
                                     [](const FileMatches& f, std::uint32_t i) { return f.file < i; });
    return it != results_.end() && it->file == file ? &*it : nullptr;
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

FileMatches BundleSearch::searchFile(const Document& doc, std::uint32_t file, const aw::TextSearch& search,
                                     aw::TextSearch::Scratch& scratch, const std::atomic<bool>* cancel,
                                     const TimeRange& range) {
    FileMatches out;
    out.file = file;
    const std::shared_ptr<const aw::FileData> data = doc.textOf(file);
    if (!data) return out;
    const std::string_view bytes = data->bytes();
    if (range.isSet()) {
        // A time range: the matching rows, then those whose time (or the last one before
        // them) the range keeps; their line numbers come with them.
        std::vector<std::uint64_t> rows, offsets;
        search.forEachMatchingLine(
            bytes, scratch,
            [&](std::uint64_t row, std::string_view line) {
                rows.push_back(row);
                offsets.push_back(static_cast<std::uint64_t>(line.data() - bytes.data()));
                return true;
            },
            cancel);
        const std::vector<std::uint64_t> kept = rowsInRange(rows, fileLineTimes(doc, file), range);
        out.numbered = true;
        for (std::size_t i = 0, k = 0; i < rows.size() && k < kept.size(); ++i) {
            if (rows[i] != kept[k]) continue;
            ++k;
            ++out.count;
            if (out.lines.size() < kKeptPerFile)
                out.lines.push_back(
                    {static_cast<std::uint32_t>(std::min<std::uint64_t>(rows[i] + 1, 0xffffffffu)), offsets[i]});
        }
        return out;
    }
    search.forEachMatchingLine(
        bytes, scratch,
        [&](std::uint64_t, std::string_view line) {
            ++out.count;
            if (out.lines.size() < kKeptPerFile)
                out.lines.push_back({0, static_cast<std::uint64_t>(line.data() - bytes.data())});
            return true;
        },
        cancel, std::size_t{4} << 20, aw::TextSearch::Rows::Uncounted);
    return out;
}

void BundleSearch::numberLines(const Document& doc, FileMatches& found) {
    if (found.numbered) return;
    found.numbered = true;
    const std::shared_ptr<const aw::FileData> data = doc.textOf(found.file);
    if (!data) return;
    const std::string_view bytes = data->bytes();
    std::uint64_t newlines = 0;
    std::uint64_t counted = 0;  // the newlines before this offset are in `newlines`
    for (FileMatches::Line& line : found.lines) {
        const std::uint64_t at = std::min<std::uint64_t>(line.offset, bytes.size());
        newlines += aw::countNewlines(bytes.substr(counted, at - counted));
        counted = at;
        line.line = static_cast<std::uint32_t>(std::min<std::uint64_t>(newlines + 1, 0xffffffffu));
    }
}

const FileMatches* BundleSearch::numberedResultsOf(std::uint32_t file) {
    const auto it = std::lower_bound(results_.begin(), results_.end(), file,
                                     [](const FileMatches& f, std::uint32_t i) { return f.file < i; });
    if (it == results_.end() || it->file != file) return nullptr;
    if (doc_) numberLines(*doc_, *it);
    return &*it;
}

QString BundleSearch::excerpt(const Document& doc, std::uint32_t file, std::uint64_t offset,
                              const aw::TextSearch& search) {
    const std::shared_ptr<const aw::FileData> data = doc.textOf(file);
    if (!data || offset >= data->bytes().size()) return {};
    std::string_view line = data->bytes().substr(offset, kScannedLineBytes);
    line = line.substr(0, line.find('\n'));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    // The part of the line around its first match (a JSON line's match may be far in).
    std::size_t begin = 0, end = 0;
    std::size_t from = search.findInLine(line, begin, end) && begin > kContextBytes ? begin - kContextBytes : 0;
    while (from > 0 && (static_cast<unsigned char>(line[from]) & 0xc0) == 0x80) --from;  // not inside a character
    const std::string_view shown = line.substr(from, static_cast<std::size_t>(kShownChars) * 4);
    const QString text = QString::fromUtf8(shown.data(), static_cast<qsizetype>(shown.size())).left(kShownChars);
    return from > 0 ? QStringLiteral("…") + text : text;
}

void BundleSearch::start(DocumentPtr doc, const QRegularExpression& regex, const TimeRange& range) {
    abandon();  // the search of the keystroke before, if any: not waited for
    matcher_.reset();
    if (!doc || !doc->bundle || regex.pattern().isEmpty()) {
        emit resultsChanged();
        emit finished();
        return;
    }
    doc_ = doc;
    matcher_ = textSearchFor(regex);
    if (!matcher_->usable()) {
        emit resultsChanged();
        emit finished();
        return;
    }
    const std::vector<std::uint32_t> files = searchableFiles(*doc);
    for (std::uint32_t f : files) total_ += doc->bundle->files[f].data->bytes().size();
    filesTotal_ = files.size();
    running_ = true;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    emit resultsChanged();
    worker_ = QtConcurrent::run([this, doc, files, search = matcher_, range, cancel = cancel_, generation] {
        // Every core: files are handed out one at a time, big and small balance themselves.
        const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
        std::vector<aw::TextSearch::Scratch> scratches(threads);
        aw::parallelFor(files.size(), threads, cancel.get(), [&](std::size_t item, unsigned worker) {
            FileMatches found = searchFile(*doc, files[item], *search, scratches[worker], cancel.get(), range);
            if (cancel->load()) return;
            const std::uint64_t bytes = doc->bundle->files[files[item]].data->bytes().size();
            QMetaObject::invokeMethod(
                this,
                [this, generation, bytes, found = std::move(found)]() mutable {
                    if (generation != generation_) return;
                    done_ += bytes;
                    ++filesDone_;
                    if (found.count > 0) {
                        matches_ += found.count;
                        const auto at =
                            std::lower_bound(results_.begin(), results_.end(), found.file,
                                             [](const FileMatches& f, std::uint32_t i) { return f.file < i; });
                        results_.insert(at, std::move(found));
                    }
                    emit resultsChanged();
                },
                Qt::QueuedConnection);
        });
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

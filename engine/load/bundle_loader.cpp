// loadBundle, in steps: gathers the files of a folder or archive, reads the manifest,
// classifies every file, reads them in parallel, then settles the node table and resolves
// every node name. Every step that depends on order runs in path order, so the same bundle
// always gives the same Bundle, whatever the disk order or thread count.
#include "engine/load/bundle_loader.h"
#include "engine/core/record_field.h"

#include "engine/load/archive_reader.h"
#include "engine/load/bundle_path.h"
#include "engine/load/file_classifier.h"
#include "engine/core/host_list.h"
#include "engine/load/json/cloud_events_reader.h"
#include "engine/load/json/collect_record_reader.h"
#include "engine/load/json/dcgm_diag_reader.h"
#include "engine/load/json/dcgm_health_reader.h"
#include "engine/load/json/journal_json_reader.h"
#include "engine/load/json/k8s_pods_text_reader.h"
#include "engine/load/json/k8s_reader.h"
#include "engine/load/json/loki_reader.h"
#include "engine/load/json/manifest_reader.h"
#include "engine/load/json/prometheus_reader.h"
#include "engine/load/json/prometheus_text_reader.h"
#include "engine/load/json/slurm_reader.h"
#include "engine/load/file_snapshot.h"
#include "engine/load/node_finder.h"
#include "engine/load/node_inference.h"
#include "engine/core/parallel_for.h"
#include "engine/text/text_chunks.h"
#include "engine/load/load_visitor.h"
#include "engine/text/text_log_scanner.h"
#include "engine/text/text_pieces.h"
#include "engine/text/time_anomalies.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_map>
#include <unordered_set>

namespace aw {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxTruncationWarningsPerFile = 5;
constexpr std::size_t kMaxHostsPerFile = 10000;
constexpr std::size_t kMaxRanksPerFile = 65536;
constexpr const char* kChangedWhileReading = "file changed or disappeared while it was read; the bytes read are used";
constexpr const char* kTruncatedWhileOpen =
    "file was cut short on disk while it was open; the part that is gone reads as zero bytes";

struct Entry {
    std::string path;
    std::shared_ptr<const FileData> data;
    TimeNs mtime = kNoTime;
};

// Everything one worker learns about one file.
struct FileResult {
    std::vector<Problem> problems;
    std::uint64_t lineCount = 0;
    std::uint64_t observationCount = 0;
    std::uint64_t untimedCount = 0;  // observations with no time of their own
    TimeNs firstTime = kNoTime;
    TimeNs lastTime = kNoTime;
    std::set<std::string, std::less<>> hosts;  // host names lines attribute themselves to
    std::set<int> ranks;
    bool structured = false;
    ReaderOutput output;
};

struct PlannedFile {
    std::string nodeName;  // from an override or the path ("" if none)
};

bool isAbsoluteTime(TimeQuality q) {
    return q == TimeQuality::Exact || q == TimeQuality::AssumedUtc || q == TimeQuality::InferredYear ||
           q == TimeQuality::Inherited;
}

// Whether the line or record gave a time at all (seconds since boot count).
bool ownTime(TimeQuality q) {
    return q != TimeQuality::Inherited && q != TimeQuality::None;
}

// A time the line or record states itself (not inherited, not boot-relative).
bool statesItsTime(TimeQuality q) {
    return q == TimeQuality::Exact || q == TimeQuality::AssumedUtc || q == TimeQuality::InferredYear;
}

void widen(TimeNs t, TimeNs& first, TimeNs& last) {
    if (t == kNoTime) return;
    if (first == kNoTime || t < first) first = t;
    if (last == kNoTime || t > last) last = t;
}

// The files of a folder, opened one after the other: in parallel, two threads opening
// files wait for each other (9,219 rank logs: 0.10-0.11 s against 0.05 s; mapping them
// too, 0.16-0.21 s against 0.09-0.11 s before files were mapped when first read whole).
void gatherFolder(const std::string& root, std::vector<Entry>& entries, std::vector<Problem>& problems) {
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
        problems.push_back({"", 0, Severity::Error, "cannot open bundle folder: " + ec.message()});
        return;
    }
    for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec) {
            problems.push_back({"", 0, Severity::Warning, "cannot list part of the folder: " + ec.message()});
            ec.clear();
            continue;
        }
        const fs::directory_entry& de = *it;
        // Lexically: fs::relative resolves symlinks, which would name a link by its target
        // ("../../etc/passwd") instead of its place in the bundle.
        std::string rel = de.path().lexically_relative(root).generic_string();
        if (rel.empty()) continue;
        if (de.is_symlink(ec)) {
            problems.push_back({rel, 0, Severity::Warning, "symbolic link, not followed"});
            if (de.is_directory(ec)) it.disable_recursion_pending();
            continue;
        }
        if (de.is_directory(ec)) continue;
        if (!de.is_regular_file(ec)) {
            problems.push_back({rel, 0, Severity::Warning, "not a regular file, not read"});
            continue;
        }
        Entry e;
        e.path = std::move(rel);
        entries.push_back(std::move(e));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
    for (Entry& e : entries) {
        FileSnapshot snapshot = readFileSnapshot((fs::path(root) / e.path).string());
        if (!snapshot.data) {
            problems.push_back({e.path, 0, Severity::Error, "cannot read file: " + snapshot.error});
            continue;
        }
        if (snapshot.changedWhileReading) problems.push_back({e.path, 0, Severity::Warning, kChangedWhileReading});
        e.mtime = snapshot.mtime;  // from the snapshot's fstat: a stat of its own per file cost as much
        e.data = std::move(snapshot.data);
    }
    std::erase_if(entries, [](const Entry& e) { return !e.data; });
}

// What one piece of a text log tells (the whole log unless it is big). Pieces are read on
// several threads and joined in file order into what one pass would have found.
struct TextPieceResult {
    explicit TextPieceResult(const std::string& path) : clock(path) {}
    FileResult counts;              // lines, observations, time range, hosts, ranks
    std::vector<Problem> cutLines;  // the first few lines cut to 1 MiB
    int truncations = 0;
    TimeAnomalyCheck clock;
};

// Reads one piece of a text log: counts, time range, hosts and ranks; the observations
// themselves are replayed on demand by forEachObservation (observations.h) with the same
// maker, and shown to `visitor` (may be null) as they are made.
void scanTextPiece(const SourceFile& file, const TextPiece& piece, bool described, const std::atomic<bool>* cancel,
                   TextPieceResult& out, LoadVisitor::PieceVisitor* visitor) {
    TextObservationMaker maker(file.timeContext, file.source);
    if (piece.lastTimedBefore != std::string_view::npos)
        maker.catchUp(file.data->bytes().substr(piece.lastTimedBefore, piece.begin - piece.lastTimedBefore));
    FileResult& result = out.counts;
    TextLine line;
    Observation obs;
    std::string lastHost;
    // Ranks recur on every other line: skip the set for those seen (a bit each, grown to
    // the highest rank seen; a 1,024-node job's ranks pass 8,000).
    std::vector<bool> seenRank(4096);
    constexpr std::size_t kMaxSeenRank = std::size_t{1} << 24;
    // Copied a chunk at a time, unless the pieces of a big log were described already: its
    // mapped pages are touched then, and reading them in place is the cheaper.
    thread_local std::vector<char> buffer;  // a loader thread's chunk, reused from piece to piece
    TextChunks chunks(*file.data, piece.begin, piece.end, buffer, /*copy=*/!described);
    std::string_view chunk;
    std::uint64_t chunkOffset = 0;
    std::uint32_t linesBefore = piece.linesBefore;
    while (chunks.next(chunk, chunkOffset)) {
        if (visitor) visitor->chunk(chunk, chunkOffset);
        LineSplitter lines(chunk);
        while (lines.next(line)) {
            ++result.lineCount;
            line.number += linesBefore;
            line.offset += chunkOffset;
            if ((line.number & 0xFFFF) == 0 && cancel && cancel->load(std::memory_order_relaxed)) return;
            if (line.truncated && ++out.truncations <= kMaxTruncationWarningsPerFile)
                out.cutLines.push_back(
                    {file.path, line.number, Severity::Warning,
                     "line of " + std::to_string(line.raw.size()) + " bytes cut to 1 MiB for matching"});
            if (isBlankLine(line.text)) continue;
            LineFacts facts = maker.make(line, obs);
            if (visitor) visitor->line(line, obs, facts);
            ++result.observationCount;
            if (!maker.lastLineTimed()) ++result.untimedCount;
            if (isAbsoluteTime(obs.timeQuality)) widen(obs.time, result.firstTime, result.lastTime);
            if (statesItsTime(obs.timeQuality)) out.clock.see(obs.time, line.number);
            if (facts.rank >= 0 && result.ranks.size() < kMaxRanksPerFile) {
                const auto r = static_cast<std::size_t>(facts.rank);
                if (r >= seenRank.size() && r < kMaxSeenRank) seenRank.resize(std::max(r + 1, seenRank.size() * 2));
                if (r >= seenRank.size() || !seenRank[r]) {
                    if (r < seenRank.size()) seenRank[r] = true;
                    result.ranks.insert(facts.rank);
                }
            }
            if (!facts.host.empty() && facts.host != lastHost) {
                lastHost = facts.host;
                if (result.hosts.size() < kMaxHostsPerFile && facts.host != "localhost" &&
                    result.hosts.find(facts.host) == result.hosts.end())
                    result.hosts.emplace(facts.host);
            }
        }
        linesBefore += lines.count();
    }
    if (visitor) visitor->finish();
}

// The pieces of one log, in file order, as one result. (Past the caps of hosts and ranks
// per file, which of them are kept can differ from one pass; below them nothing does.)
void joinTextPieces(std::vector<TextPieceResult>& pieces, FileResult& result) {
    TextPieceResult& all = pieces.front();
    for (std::size_t k = 1; k < pieces.size(); ++k) {
        TextPieceResult& next = pieces[k];
        all.counts.lineCount += next.counts.lineCount;
        all.counts.observationCount += next.counts.observationCount;
        all.counts.untimedCount += next.counts.untimedCount;
        widen(next.counts.firstTime, all.counts.firstTime, all.counts.lastTime);
        widen(next.counts.lastTime, all.counts.firstTime, all.counts.lastTime);
        for (const std::string& h : next.counts.hosts)
            if (all.counts.hosts.size() < kMaxHostsPerFile) all.counts.hosts.insert(h);
        for (int r : next.counts.ranks)
            if (all.counts.ranks.size() < kMaxRanksPerFile) all.counts.ranks.insert(r);
        for (Problem& p : next.cutLines)
            if (all.cutLines.size() < kMaxTruncationWarningsPerFile) all.cutLines.push_back(std::move(p));
        all.truncations += next.truncations;
        all.clock.join(std::move(next.clock));
    }
    result = std::move(all.counts);
    result.problems = std::move(all.cutLines);
    if (all.truncations > kMaxTruncationWarningsPerFile)
        result.problems.push_back({all.clock.file(), 0, Severity::Warning,
                                   std::to_string(all.truncations) + " lines longer than 1 MiB were cut"});
    all.clock.finish(result.problems);
}

// Reads a structured file into observations and metric series. `visitor` (may be null) sees
// its records, and the file's are not kept when it has taken them.
void readStructured(const SourceFile& file, std::uint32_t fileIndex, std::string_view nodeName,
                    const LoadVisitor* visitor, FileResult& result) {
    // Readers keep nothing of their input (readerBytes). A thread keeps its buffer for the
    // next small file; a big file's copy is freed here.
    constexpr std::size_t kReuseUpTo = std::size_t{16} << 20;
    thread_local std::string reused;
    std::string own;
    const std::string_view bytes = readerBytes(*file.data, file.data->size() <= kReuseUpTo ? reused : own);
    ReaderInput in{file.path, bytes, file.timeContext, file.data->bytes()};
    switch (file.format) {
    case FileFormat::JournalJson: result.output = readJournalJson(in); break;
    case FileFormat::LokiJson: result.output = readLokiJson(in); break;
    case FileFormat::PrometheusJson: result.output = readPrometheusJson(in); break;
    case FileFormat::PrometheusText: result.output = readPrometheusText(in); break;
    case FileFormat::SlurmJson: result.output = readSlurmJson(in); break;
    case FileFormat::SlurmNodeText: result.output = readSlurmNodeText(in); break;
    case FileFormat::K8sPodsJson: result.output = readK8sPodsJson(in); break;
    case FileFormat::K8sPodsText: result.output = readK8sPodsText(in); break;
    case FileFormat::DcgmHealth: result.output = readDcgmHealth(in); break;
    case FileFormat::DcgmDiag: result.output = readDcgmDiag(in); break;
    case FileFormat::K8sEventsJson: result.output = readK8sEventsJson(in); break;
    case FileFormat::CloudEvents: result.output = readCloudEvents(in); break;
    case FileFormat::CollectRecord: result.output = readCollectRecord(in); break;
    default: return;
    }
    result.structured = true;
    result.output.finish();
    result.lineCount = result.output.lineCount;
    result.problems = std::move(result.output.problems);
    result.observationCount = result.output.records.size();
    // Journal exports are written in time order; other JSON lists records in any order.
    TimeAnomalyCheck clock(file.path, /*checkOrder=*/file.format == FileFormat::JournalJson);
    for (const auto& rec : result.output.records) {
        if (!ownTime(rec.timeQuality)) ++result.untimedCount;
        if (isAbsoluteTime(rec.timeQuality)) widen(rec.time, result.firstTime, result.lastTime);
        if (statesItsTime(rec.timeQuality)) clock.see(rec.time, rec.where.line);
    }
    clock.finish(result.problems);
    for (const MetricSeries& series : result.output.metrics)
        for (const MetricSample& s : series.samples) widen(s.time, result.firstTime, result.lastTime);
    if (visitor && !result.output.records.empty() && visitor->visitRecords(fileIndex, file, nodeName, result.output)) {
        // Given back now, while this thread reads on: forEachObservation reads them again.
        result.output.records = std::vector<ReaderOutput::Record>();  // (`= {}` would keep the room)
        result.output.text = TextBlocks();
    }
}

void reuseTextScan(const TextScanSummary& known, FileResult& result) {
    result.lineCount = known.lineCount;
    result.observationCount = known.observationCount;
    result.untimedCount = known.untimedCount;
    result.firstTime = known.firstTime;
    result.lastTime = known.lastTime;
    result.hosts.insert(known.hosts.begin(), known.hosts.end());
    result.ranks.insert(known.ranks.begin(), known.ranks.end());
    result.problems = known.problems;
}

TextScanSummary summaryOf(const FileResult& result) {
    TextScanSummary s;
    s.lineCount = result.lineCount;
    s.observationCount = result.observationCount;
    s.untimedCount = result.untimedCount;
    s.firstTime = result.firstTime;
    s.lastTime = result.lastTime;
    s.hosts.assign(result.hosts.begin(), result.hosts.end());
    s.ranks.assign(result.ranks.begin(), result.ranks.end());
    s.problems = result.problems;
    return s;
}

void processFile(const SourceFile& file, std::uint32_t fileIndex, std::string_view nodeName, const LoadOptions& options,
                 const LoadVisitor* visitor, FileResult& result) {
    switch (file.format) {
    case FileFormat::TextLog:  // scanned in pieces by readFiles, unless an earlier scan is known
        if (options.knownTextScans) {
            if (auto it = options.knownTextScans->find(file.path); it != options.knownTextScans->end())
                reuseTextScan(it->second, result);
        }
        break;
    case FileFormat::Binary:
        result.problems.push_back({file.path, 0, Severity::Warning, "binary file, not read"});
        break;
    case FileFormat::Manifest:
    case FileFormat::FlightRecorder:
        break;  // the manifest was read first; Flight Recorder dumps are only listed for now
    default: readStructured(file, fileIndex, nodeName, visitor, result); break;
    }
}

// Runs `work(i)` for i in [0, count) on `threads` threads, reporting progress from
// `from` to `to`.
void runParallel(std::size_t count, unsigned threads, const LoadOptions& options, double from, double to,
                 const std::function<void(std::size_t)>& work) {
    std::size_t done = 0;  // guarded by progressMutex, so reports never go backwards
    std::mutex progressMutex;
    parallelFor(count, threads, options.cancel, [&](std::size_t i, unsigned) {
        work(i);
        if (options.progress) {
            std::lock_guard lock(progressMutex);
            options.progress(from + (to - from) * double(++done) / double(count));
        }
    });
}

// Reads every file on `threads` threads; big text logs in pieces, each piece a task.
void readFiles(const std::vector<SourceFile>& files, const std::vector<PlannedFile>& plans, unsigned threads,
               const LoadOptions& options, const LoadVisitor* visitor, std::vector<FileResult>& results) {
    std::vector<std::size_t> textFiles;  // text logs to scan, and their pieces
    std::vector<PieceJob> jobs;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const SourceFile& f = files[i];
        const bool known = options.knownTextScans && options.knownTextScans->count(f.path);
        if (f.format == FileFormat::TextLog && f.size > 0 && !known) {
            textFiles.push_back(i);
            jobs.push_back({f.data.get(), f.timeContext, {}});
        }
    }
    // Pieces first learn the lines before them and the time their first lines inherit.
    planTextPieces(jobs, options.textPieceBytes, [&](std::size_t count, const std::function<void(std::size_t)>& work) {
        runParallel(count, threads, options, 0.1, 0.15, work);
    });
    struct Task {
        std::size_t file;
        std::size_t job;  // into jobs, or npos for a file read whole by processFile
        std::size_t piece;
    };
    std::vector<Task> tasks;
    std::vector<std::vector<TextPieceResult>> pieceResults(jobs.size());
    for (std::size_t i = 0, j = 0; i < files.size(); ++i) {
        if (j < textFiles.size() && textFiles[j] == i) {
            for (std::size_t k = 0; k < jobs[j].pieces.size(); ++k) {
                tasks.push_back({i, j, k});
                pieceResults[j].emplace_back(files[i].path);
            }
            ++j;
        } else if (files[i].size > 0 || files[i].format == FileFormat::Binary) {
            tasks.push_back({i, std::string_view::npos, 0});
        }
    }
    runParallel(tasks.size(), threads, options, 0.15, 0.95, [&](std::size_t t) {
        const Task& task = tasks[t];
        if (task.job == std::string_view::npos)
            processFile(files[task.file], static_cast<std::uint32_t>(task.file), plans[task.file].nodeName, options,
                        visitor, results[task.file]);
        else {
            const std::vector<TextPiece>& pieces = jobs[task.job].pieces;
            const auto pieceVisitor =
                visitor ? visitor->visitPiece(static_cast<std::uint32_t>(task.file), files[task.file],
                                              plans[task.file].nodeName, pieces[task.piece], pieces.size())
                        : nullptr;
            scanTextPiece(files[task.file], pieces[task.piece], /*described=*/pieces.size() > 1, options.cancel,
                          pieceResults[task.job][task.piece], pieceVisitor.get());
        }
    });
    for (std::size_t j = 0; j < jobs.size(); ++j) joinTextPieces(pieceResults[j], results[textFiles[j]]);
}

const SourceOverride* findOverride(const ManifestData& m, std::string_view path) {
    for (const SourceOverride& o : m.sources)
        if (o.path == path) return &o;
    return nullptr;
}

// Kubernetes events about a pod often do not name the node (only kubelet events carry
// source.host): take it from the pod list.
void linkPodEventsToNodes(Bundle& bundle) {
    std::unordered_map<std::string, std::uint32_t> podNode;
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        if (!listsPods(bundle.files[i].format)) continue;
        for (const Observation& o : bundle.records[i]) {
            std::string_view pod = recordField(o.text, "pod");
            if (pod.empty() || o.node == kNoNode) continue;
            podNode.emplace(std::string(pod), o.node);
            if (std::size_t slash = pod.find('/'); slash != std::string_view::npos)
                podNode.emplace(std::string(pod.substr(slash + 1)), o.node);
        }
    }
    if (podNode.empty()) return;
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        if (bundle.files[i].format != FileFormat::K8sEventsJson) continue;
        for (Observation& o : bundle.records[i]) {
            if (o.node != kNoNode) continue;
            std::string_view object = recordField(o.text, "object");
            if (!object.starts_with("Pod/")) continue;
            if (auto it = podNode.find(std::string(object.substr(4))); it != podNode.end()) o.node = it->second;
        }
    }
}

// A node seen under a second name (FQDN and short name, or a manifest name and a host
// name) is read as one node; say so, naming the first file that used the other name.
// Aliases the manifest declares are intended and not reported.
void reportSecondNames(Bundle& bundle, const ManifestData& manifest, const std::vector<PlannedFile>& plans,
                       const std::vector<FileResult>& results) {
    // The first file naming each alias, found in one pass over every name of every file: a
    // scan of them all per alias was quadratic (a 50-byte sacct.json listing 50,000 hosts by
    // two names took 9 s).
    std::unordered_set<std::string_view> declared;
    for (const Node& m : manifest.nodes) declared.insert(m.aliases.begin(), m.aliases.end());
    constexpr std::size_t kNowhere = ~std::size_t(0);
    std::unordered_map<std::string_view, std::size_t> firstFile;
    for (const Node& node : bundle.nodes)
        for (const std::string& alias : node.aliases)
            if (!declared.count(alias)) firstFile.emplace(alias, kNowhere);
    if (firstFile.empty()) return;
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        const auto mark = [&](std::string_view name) {
            const auto it = firstFile.find(name);
            if (it != firstFile.end() && it->second == kNowhere) it->second = i;
        };
        const FileResult& r = results[i];
        mark(plans[i].nodeName);
        for (const std::string& h : r.hosts) mark(h);
        for (const std::string& h : r.output.hosts) mark(h);
        for (const std::string& n : r.output.metricNodes) mark(n);
        for (const std::string& n : r.output.nodeNames) mark(n);
    }
    for (const Node& node : bundle.nodes) {
        for (const std::string& alias : node.aliases) {
            const auto it = firstFile.find(alias);
            if (it == firstFile.end()) continue;  // declared by the manifest
            bundle.problems.push_back(
                {it->second == kNowhere ? std::string() : bundle.files[it->second].path, 0, Severity::Info,
                 "node " + node.name + " also appears as " + alias + "; both names are read as one node"});
        }
    }
}

// Year-less stamps (syslog's "Nov 30 08:01:02", glog's) take their year from the bundle's
// own dated lines when it has any: the first dated line near the start of each text log
// gives the span they are placed in. The files' modification times (the fallback) are
// often the day the bundle was copied, years later.
void yearFromDatedLines(std::vector<SourceFile>& files) {
    constexpr std::size_t kPeekBytes = 64 * 1024;
    constexpr int kPeekLines = 200;
    // The first dated line of the first 200 in 64 KiB, read in place (not touching the
    // mapping): the whole lines of the first 4 KiB almost always hold it.
    auto firstDated = [&](std::string_view head) -> TimeNs {
        LineSplitter lines(head);
        TextLine line;
        for (int n = 0; n < kPeekLines && lines.next(line); ++n) {
            const auto t = parseLineTimestamp(line.text, TimeContext{});
            if (t && (t->quality == TimeQuality::Exact || t->quality == TimeQuality::AssumedUtc)) return t->time;
        }
        return kNoTime;
    };
    TimeNs lo = kNoTime, hi = kNoTime;
    std::string buffer;
    for (const SourceFile& f : files) {
        if (f.format != FileFormat::TextLog || !f.data) continue;
        const std::string_view small = f.data->head(4096, buffer);
        TimeNs t = kNoTime;
        if (small.size() == f.data->size()) {
            t = firstDated(small);
        } else {
            t = firstDated(small.substr(0, small.rfind('\n') + 1));
            if (t == kNoTime) t = firstDated(f.data->head(kPeekBytes, buffer));
        }
        if (t != kNoTime) widen(t, lo, hi);
    }
    if (lo == kNoTime) return;
    for (SourceFile& f : files) {
        f.timeContext.windowStart = lo;
        f.timeContext.windowEnd = hi;
        f.timeContext.windowIsFileTime = false;
    }
}

// Step 1: the files of a folder, an archive or a single log, sorted by path. False when
// the bundle cannot be read at all (the reason is among its problems).
bool gatherEntries(const std::string& path, const LoadOptions& options, Bundle& bundle, std::vector<Entry>& entries) {
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        bundle.problems.push_back({"", 0, Severity::Error, "bundle not found: " + path});
        return false;
    }
    // A FIFO or a device would hang the read or never end: refused before any is opened.
    if (std::string refused = bundlePathProblem(path); !refused.empty()) {
        bundle.problems.push_back({"", 0, Severity::Error, std::move(refused)});
        return false;
    }
    if (fs::is_directory(path, ec)) {
        gatherFolder(path, entries, bundle.problems);
    } else if (!isArchivePath(path)) {
        // A single log file is a bundle of one file.
        FileSnapshot snapshot = readFileSnapshot(path);
        if (!snapshot.data) {
            bundle.problems.push_back({"", 0, Severity::Error, "cannot read " + path + ": " + snapshot.error});
            return false;
        }
        Entry e;
        e.path = fs::path(path).filename().string();
        if (snapshot.changedWhileReading)
            bundle.problems.push_back({e.path, 0, Severity::Warning, kChangedWhileReading});
        e.mtime = snapshot.mtime;
        e.data = std::move(snapshot.data);
        entries.push_back(std::move(e));
    } else {
        std::vector<ArchiveEntry> archived;
        auto archiveProgress = [&](double f) {
            if (options.progress) options.progress(0.1 * f);
        };
        if (readArchive(path, archived, bundle.problems, options.cancel, {}, archiveProgress)) {
            for (ArchiveEntry& a : archived) entries.push_back({std::move(a.path), std::move(a.data), a.mtime});
            std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
            // Duplicate paths in an archive: the last one wins, as tar does.
            for (std::size_t i = 1; i < entries.size();) {
                if (entries[i].path == entries[i - 1].path) {
                    bundle.problems.push_back(
                        {entries[i].path, 0, Severity::Warning, "duplicate archive entry, the last copy is used"});
                    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(i - 1));
                } else {
                    ++i;
                }
            }
        }
    }
    return true;
}

// Step 2: the manifest first: node names, boot times, time window, per-source overrides.
ManifestData readBundleManifest(const std::vector<Entry>& entries, Bundle& bundle) {
    ManifestData manifest;
    for (const Entry& e : entries) {
        if (e.path == "bundle.json") {
            manifest = readManifest(e.path, e.data->bytes());
            bundle.manifest = manifest.manifest;
            for (Problem& p : manifest.problems) bundle.problems.push_back(std::move(p));
            break;
        }
    }
    return manifest;
}

// Step 3: classify each file (in parallel: each reads its head; 9,219 files took 44 ms on
// one thread, 29-33 ms on two) and decide its node and time context (in file order). The
// entries' bytes move into the bundle's files.
std::vector<PlannedFile> planFiles(std::vector<Entry>& entries, const ManifestData& manifest, NodeRegistry& registry,
                                   unsigned threads, Bundle& bundle) {
    // Boot times by any name of a manifest node; the first node to claim a name keeps it.
    // (A scan of the node table per file was quadratic: 2 million lower-cased copies for
    // 2,051 files of 1,024 nodes.)
    const NodeFinder manifestNodes(manifest.nodes);
    auto bootTimeOf = [&](std::string_view nodeName) -> TimeNs {
        const std::uint32_t n = manifestNodes.findByName(nodeName);
        return n == kNoNode ? kNoTime : manifest.nodes[n].bootTime;
    };
    std::vector<Classification> classes(entries.size());
    parallelFor(entries.size(), threads, nullptr,
                [&](std::size_t i, unsigned) { classes[i] = classifyFile(entries[i].path, *entries[i].data); });
    std::vector<PlannedFile> plans;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        Entry& e = entries[i];
        SourceFile f;
        f.path = e.path;
        f.size = e.data->size();
        f.data = e.data;
        const Classification& c = classes[i];
        f.format = c.format;
        f.source = c.kind;
        PlannedFile plan;
        const SourceOverride* o = findOverride(manifest, f.path);
        if (o && o->hasKind) f.source = o->kind;
        if (o && !o->node.empty()) {
            plan.nodeName = o->node;
        } else if (f.format != FileFormat::Manifest) {
            // Multi-node JSON (metrics, Loki, scheduler, cloud) names its nodes per record;
            // only a node folder makes the whole file one node's.
            const bool perRecordNodes = f.format == FileFormat::PrometheusJson ||
                                        f.format == FileFormat::PrometheusText || f.format == FileFormat::LokiJson ||
                                        f.format == FileFormat::SlurmJson || f.format == FileFormat::SlurmNodeText ||
                                        listsPods(f.format) || f.format == FileFormat::K8sEventsJson ||
                                        f.format == FileFormat::CloudEvents;
            plan.nodeName = nodeFromPath(
                f.path, [&](std::string_view n) { return registry.known(n); },
                /*useStem=*/!perRecordNodes);
        }
        if (!plan.nodeName.empty()) registry.addSeen(plan.nodeName);
        TimeContext& tc = f.timeContext;
        if (manifest.manifest.start != kNoTime || manifest.manifest.end != kNoTime) {
            tc.windowStart = manifest.manifest.start;
            tc.windowEnd = manifest.manifest.end;
        } else {
            tc.windowStart = tc.windowEnd = e.mtime;
            tc.windowIsFileTime = e.mtime != kNoTime;
        }
        if (o && o->hasZone) {
            tc.tzKnown = true;
            tc.tzOffsetSeconds = o->zoneOffsetSeconds;
        }
        if (!plan.nodeName.empty()) tc.bootTime = bootTimeOf(plan.nodeName);
        if (f.size == 0) bundle.problems.push_back({f.path, 0, Severity::Warning, "empty file"});
        bundle.files.push_back(std::move(f));
        plans.push_back(std::move(plan));
    }
    entries.clear();
    if (manifest.manifest.start == kNoTime && manifest.manifest.end == kNoTime) yearFromDatedLines(bundle.files);
    return plans;
}

// Step 5: settle the nodes, in file order. Hosts named by lines of a node's own file only
// count as that node's other names (FQDN vs short name); elsewhere they are nodes.
void settleNodes(Bundle& bundle, NodeRegistry& registry, const ManifestData& manifest,
                 const std::vector<PlannedFile>& plans, const std::vector<FileResult>& results) {
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        const std::string& own = plans[i].nodeName;
        auto consider = [&](std::string_view host) {
            if (own.empty()) {
                registry.addSeen(host);
            } else if (lowerAscii(shortHostName(host)) == lowerAscii(shortHostName(own))) {
                registry.addSeen(host);
            }
        };
        for (const std::string& h : results[i].hosts) consider(h);
        for (const std::string& h : results[i].output.hosts) registry.addSeen(h);
        // Each run of records naming one host once (this step is serial, and a name costs a
        // registry lookup: 0.09 s when it was each of a 995,000-entry journal's records).
        for (const std::string& n : results[i].output.nodeNames) registry.addSeen(n);
        for (const std::string& n : results[i].output.metricNodes) registry.addSeen(n);
    }
    // Pods named like nodes (their logs in a folder per pod) are their hosts' (spec.nodeName
    // of kubectl get pods): one node, not a pod row and a host row.
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        if (!listsPods(bundle.files[i].format)) continue;
        const ReaderOutput& out = results[i].output;
        for (const auto& rec : out.records) {
            const std::string_view pod = recordField(rec.text, "pod");
            const std::string& host = out.nodeOf(rec);
            if (pod.empty() || host.empty()) continue;
            registry.addPodOf(host, pod.substr(pod.find('/') == std::string_view::npos ? 0 : pod.find('/') + 1));
        }
    }
    bundle.nodes = registry.finish();
    reportSecondNames(bundle, manifest, plans, results);
}

// Step 6: resolve names to node indices and move the results into the bundle.
void placeResults(Bundle& bundle, const std::vector<PlannedFile>& plans, std::vector<FileResult>& results) {
    // Ranks from the manifest are authoritative; log prefixes only fill in the rest.
    std::vector<bool> ranksFromManifest(bundle.nodes.size());
    for (std::size_t n = 0; n < bundle.nodes.size(); ++n) ranksFromManifest[n] = !bundle.nodes[n].ranks.empty();
    const NodeFinder nodeFinder(bundle.nodes);
    bundle.records.resize(bundle.files.size());
    for (std::size_t i = 0; i < bundle.files.size(); ++i) {
        SourceFile& f = bundle.files[i];
        FileResult& r = results[i];
        const auto fileIndex = static_cast<std::uint32_t>(i);
        if (!plans[i].nodeName.empty()) f.node = nodeFinder.find(plans[i].nodeName);
        if (f.node != kNoNode) {
            Node& node = bundle.nodes[f.node];
            if (f.timeContext.bootTime == kNoTime) f.timeContext.bootTime = node.bootTime;
            if (!ranksFromManifest[f.node])
                for (int rank : r.ranks)
                    if (std::find(node.ranks.begin(), node.ranks.end(), rank) == node.ranks.end())
                        node.ranks.push_back(rank);
        }
        f.lineCount = r.lineCount;
        f.observationCount = r.observationCount;
        f.untimedCount = r.untimedCount;
        f.firstTime = r.firstTime;
        f.lastTime = r.lastTime;
        if (f.format == FileFormat::TextLog && f.size > 0 && !bundle.cancelled)
            bundle.textScans.emplace(f.path, summaryOf(r));
        for (Problem& p : r.problems) bundle.problems.push_back(std::move(p));
        if (!r.structured) continue;

        ReaderOutput& out = r.output;
        // The reader's records become the bundle's as they are: their node names resolved
        // in place, their text left in the blocks the bundle now owns.
        out.placeRecords(fileIndex, f.node, nodeFinder);
        bundle.records[i] = std::move(out.records);
        out.text.moveTo(bundle.textArena);
        for (std::size_t m = 0; m < out.metrics.size(); ++m) {
            MetricSeries& series = out.metrics[m];
            series.where.file = fileIndex;
            const std::string& nodeName = m < out.metricNodes.size() ? out.metricNodes[m] : std::string();
            series.node = nodeName.empty() ? f.node : nodeFinder.find(nodeName);
            bundle.metrics.push_back(std::move(series));
        }
    }
    linkPodEventsToNodes(bundle);
    for (Node& node : bundle.nodes) std::sort(node.ranks.begin(), node.ranks.end());
}

// Step 7: files cut short while open, then problems in path order (bundle-level first),
// each file's by line.
void finishProblems(Bundle& bundle) {
    for (const SourceFile& f : bundle.files)
        if (f.data && f.data->truncatedWhileOpen())
            bundle.problems.push_back({f.path, 0, Severity::Warning, kTruncatedWhileOpen});
    std::stable_sort(bundle.problems.begin(), bundle.problems.end(), [](const Problem& a, const Problem& b) {
        if (a.file != b.file) return a.file < b.file;
        return a.line < b.line;
    });
}

}  // namespace

Bundle loadBundle(const std::string& path, const LoadOptions& options, const LoadVisitor* visitor) {
    Bundle bundle;
    bundle.root = path;
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };
    if (options.progress) options.progress(0.0);

    std::vector<Entry> entries;
    if (!gatherEntries(path, options, bundle, entries)) return bundle;
    if (cancelled()) {
        bundle.cancelled = true;
        return bundle;
    }
    if (entries.empty())
        bundle.problems.push_back({"", 0, Severity::Error, "the bundle is empty: no file in it could be read"});

    const ManifestData manifest = readBundleManifest(entries, bundle);
    NodeRegistry registry;
    for (const Node& n : manifest.nodes) registry.addManifestNode(n);
    const unsigned threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    const std::vector<PlannedFile> plans = planFiles(entries, manifest, registry, threads, bundle);
    if (options.progress) options.progress(0.1);

    // Step 4: read every file in parallel (big text logs in pieces).
    std::vector<FileResult> results(bundle.files.size());
    readFiles(bundle.files, plans, threads, options, visitor, results);
    if (cancelled()) bundle.cancelled = true;

    settleNodes(bundle, registry, manifest, plans, results);
    placeResults(bundle, plans, results);
    finishProblems(bundle);
    if (options.progress) options.progress(1.0);
    return bundle;
}

}  // namespace aw

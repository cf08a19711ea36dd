#include "engine/attribute/extract_phase.h"

#include "engine/flight_recorder/finding_observations.h"
#include "engine/load/observations.h"
#include "engine/load/line_placement.h"
#include "engine/match/literal_batch.h"
#include "engine/match/literal_lines.h"
#include "engine/text/text_pieces.h"
#include "engine/attribute/metric_rules.h"
#include "engine/core/host_list.h"
#include "engine/core/parallel_for.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <functional>
#include <mutex>
#include <thread>

namespace aw {

namespace {

constexpr std::size_t kMaxEvidenceText = 400;  // bytes of the raw line kept with evidence

std::string_view nodeNameOf(const Bundle& bundle, std::uint32_t node) {
    if (node == kNoNode || node >= bundle.nodes.size()) return {};
    return bundle.nodes[node].name;
}

bool skipFormat(FileFormat format) {
    // Metric series are read by the metric rules; binary files and the manifest hold no lines.
    return format == FileFormat::PrometheusJson || format == FileFormat::PrometheusText ||
           format == FileFormat::Binary || format == FileFormat::Manifest || format == FileFormat::CollectRecord;
}

}  // namespace

int captureAsInt(std::string_view text) {
    int value = -1;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) return -1;
    return value;
}

ExtractPhase::ExtractPhase(std::vector<const RuleSpec*> extractors) : extractors_(std::move(extractors)) {
    std::vector<const RuleSpec*> regexRules;
    for (std::uint32_t i = 0; i < extractors_.size(); ++i) {
        if (!extractors_[i]->regex.empty()) {
            regexRules.push_back(extractors_[i]);
            regexToExtractor_.push_back(i);
        } else if (!extractors_[i]->metric.empty()) {
            metricRules_.push_back(i);
        }
    }
    matcher_ = std::make_unique<LineMatcher>(regexRules);
}

bool ExtractPhase::readsLines(const Bundle& bundle, std::uint32_t fileIndex) {
    const SourceFile& file = bundle.files[fileIndex];
    const bool replayedRecords = fileIndex < bundle.records.size() && !bundle.records[fileIndex].empty();
    return file.format == FileFormat::TextLog && file.data && !replayedRecords;
}

void ExtractPhase::scanRecords(const Bundle& bundle, std::uint32_t fileIndex, HitMap& hits,
                               std::vector<std::uint64_t>& ruleHits, const std::atomic<bool>* cancel) const {
    const SourceFile& file = bundle.files[fileIndex];
    if (skipFormat(file.format)) return;
    MatchScratch scratch;
    std::uint64_t seen = 0;
    bool stopped = false;
    matchRecords(
        file, scratch,
        [&](const std::function<void(const Observation&)>& each) {
            forEachObservation(bundle, fileIndex, [&](const Observation& obs) {
                if (stopped) return;
                if (cancel && (++seen & 0xFFFF) == 0 && cancel->load(std::memory_order_relaxed)) {
                    stopped = true;
                    return;
                }
                each(obs);
            });
        },
        [&](const Observation& obs, bool prefiltered) {
            if (!stopped) matchObservation(namesOf(bundle, file, obs), file, obs, hits, ruleHits, scratch, prefiltered);
        });
}

void ExtractPhase::matchRecords(const SourceFile& file, MatchScratch& scratch,
                                const std::function<void(const std::function<void(const Observation&)>&)>& records,
                                const std::function<void(const Observation&, bool)>& match) const {
    // The records of a source whose every rule needs a literal are scanned a batch at a time
    // (literal_batch.h), a batch per source; the hits they make do not depend on the order.
    struct Pending {
        LiteralBatch batch;
        std::vector<Observation> records;
    };
    std::array<Pending, 8> pending;  // by SourceKind
    auto scanPending = [&](SourceKind source) {
        Pending& p = pending[static_cast<std::size_t>(source)];
        p.batch.scan(*matcher_->fileScanner(source), scratch.matcher.literal,
                     [&](std::size_t item, const std::vector<int>& atoms, bool nonAscii) {
                         if (matcher_->mayMatchAtoms(source, atoms, nonAscii, scratch.matcher))
                             match(p.records[item], /*prefiltered=*/true);
                     });
        p.records.clear();
    };
    records([&](const Observation& obs) {
        const SourceKind source = obs.source == SourceKind::Other ? file.source : obs.source;
        if (!matcher_->fileScanner(source) || !LiteralBatch::fits(obs.text)) {
            match(obs, /*prefiltered=*/false);
            return;
        }
        Pending& p = pending[static_cast<std::size_t>(source)];
        p.records.push_back(obs);
        if (p.batch.add(obs.text)) scanPending(source);
    });
    for (std::size_t s = 0; s < pending.size(); ++s)
        if (pending[s].batch.size() > 0) scanPending(static_cast<SourceKind>(s));
}

void ExtractPhase::scanTextLines(const Bundle& bundle, std::uint32_t fileIndex, const TextPiece& piece, HitMap& hits,
                                 std::vector<std::uint64_t>& ruleHits, const std::atomic<bool>* cancel) const {
    // The same observations forEachObservation makes, for the lines that matter.
    const SourceFile& file = bundle.files[fileIndex];
    const std::string_view bytes = file.data->bytes();
    const std::string_view text = bytes.substr(piece.begin, piece.end - piece.begin);
    MatchScratch scratch;
    TextObservationMaker maker(file.timeContext, file.source);
    if (piece.lastTimedBefore != std::string_view::npos)
        maker.catchUp(bytes.substr(piece.lastTimedBefore, piece.begin - piece.lastTimedBefore));
    Observation obs;
    obs.where.file = fileIndex;
    std::size_t madeUpTo = piece.begin;  // the maker has seen every line before this offset
    LinePlacement placement(bundle, file);
    auto matchLine = [&](TextLine line) {
        line.offset += piece.begin;  // the piece's lines, numbered and placed in the file
        line.number += piece.linesBefore;
        maker.catchUp(bytes.substr(madeUpTo, line.offset - madeUpTo));
        const LineFacts facts = maker.make(line, obs);
        madeUpTo = std::min<std::size_t>(bytes.size(), line.offset + line.raw.size() + 1);
        obs.node = placement.nodeOf(facts);
        matchObservation(namesOf(bundle, file, obs), file, obs, hits, ruleHits, scratch, /*prefiltered=*/true);
    };
    if (const LiteralScanner* scanner = matcher_->fileScanner(file.source)) {
        forEachLineWithLiterals(
            text, *scanner, scratch.matcher.literal,
            [&](const TextLine& line, const std::vector<int>& atoms, bool nonAscii) {
                if (isBlankLine(line.text)) return;
                if (matcher_->mayMatchAtoms(file.source, atoms, nonAscii, scratch.matcher)) matchLine(line);
            },
            cancel);
        return;
    }
    LineSplitter lines(text);
    TextLine line;
    while (lines.next(line)) {
        if (cancel && (line.number & 0xFFFF) == 0 && cancel->load(std::memory_order_relaxed)) return;
        if (isBlankLine(line.text)) continue;
        if (matcher_->mayMatch(file.source, line.text, scratch.matcher)) matchLine(line);
    }
}

ExtractPhase::NodeNames ExtractPhase::namesOf(const Bundle& bundle, const SourceFile& file, const Observation& obs) {
    const bool own = obs.node != kNoNode && obs.node < bundle.nodes.size();
    return {&bundle, nodeNameOf(bundle, file.node), nodeNameOf(bundle, obs.node), own ? obs.node : file.node};
}

bool ExtractPhase::plainKey(std::uint32_t rule, std::uint32_t nodeIndex, std::int32_t gpu, std::uint64_t& key) {
    if (nodeIndex >= 0xFFFFF || gpu < -1 || gpu >= 0xFFFFE) return false;
    key = (std::uint64_t{rule} << 40) | (std::uint64_t{nodeIndex} << 20) | static_cast<std::uint64_t>(gpu + 1);
    return true;
}

namespace {

// The scheduler the bundle came from: the manifest's word, else its scheduler files.
std::string schedulerOf(const Bundle& bundle) {
    const std::string named = lowerAscii(bundle.manifest.scheduler);
    if (named == "slurm") return "slurm";
    if (named == "kubernetes" || named == "k8s") return "kubernetes";
    for (const SourceFile& f : bundle.files) {
        if (f.format == FileFormat::SlurmJson || f.format == FileFormat::SlurmNodeText) return "slurm";
        if (f.format == FileFormat::K8sEventsJson || listsPods(f.format)) return "kubernetes";
    }
    return {};
}

// The time an event may take from its line: seconds since an unknown boot (dmesg with no
// boot time) are no date, and would read as January 1970 and sort before every real fault.
TimeNs eventTime(const Observation& obs) {
    return obs.timeQuality == TimeQuality::BootRelative ? kNoTime : obs.time;
}

// The matched span in the record's own bytes. A text log's rules read the line itself; a
// structured record's read a normalised text, so its match is looked for in the record
// (as written, then JSON-escaped, then its longest word); not found leaves the span empty.
MarkedLine markedLine(const SourceFile& file, const Observation& obs, const LineMatch& match) {
    MarkedLine mark{obs.where, obs.where.line, 0, 0};
    if (match.end <= match.begin || match.end > obs.text.size()) return mark;
    if (file.format == FileFormat::TextLog) {
        mark.matchBegin = obs.textOffset + static_cast<std::uint32_t>(match.begin);
        mark.matchEnd = obs.textOffset + static_cast<std::uint32_t>(match.end);
        return mark;
    }
    const std::string_view bytes = file.data ? file.data->bytes() : std::string_view();
    if (obs.where.offset >= bytes.size()) return mark;
    const std::string_view record = bytes.substr(obs.where.offset, obs.where.length);
    const std::string_view matched = obs.text.substr(match.begin, match.end - match.begin);
    // Found in the record: the span is made relative to the line it is on.
    const auto found = [&](std::string_view needle) {
        const std::size_t at = needle.empty() ? std::string_view::npos : record.find(needle);
        if (at == std::string_view::npos) return false;
        const std::string_view before = record.substr(0, at);
        const std::size_t newline = before.rfind('\n');
        const std::size_t lineStart = newline == std::string_view::npos ? 0 : newline + 1;
        mark.line += static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n'));
        mark.matchBegin = static_cast<std::uint32_t>(at - lineStart);
        mark.matchEnd = static_cast<std::uint32_t>(at - lineStart + needle.size());
        return true;
    };
    if (found(matched)) return mark;
    std::string escaped;
    for (char c : matched) {
        if (c == '"' || c == '\\') escaped += '\\';
        escaped += c;
    }
    if (escaped.size() != matched.size() && found(escaped)) return mark;
    std::string_view longest;
    for (std::size_t i = 0; i < matched.size();) {
        std::size_t j = i;
        while (j < matched.size() && (isHostByte(matched[j]) || matched[j] == ':')) ++j;
        if (j - i > longest.size()) longest = matched.substr(i, j - i);
        i = j + 1;
    }
    if (longest.size() >= 4) found(longest);
    return mark;
}

}  // namespace

bool ExtractPhase::countRepeat(int m, const NodeNames& names, const SourceFile& file, std::uint32_t fileIndex,
                               const Observation& obs, std::size_t literalAt, std::vector<std::uint64_t>& ruleHits,
                               MatchScratch& scratch) const {
    const std::uint32_t rule = regexToExtractor_[static_cast<std::size_t>(m)];
    std::uint64_t key = 0;
    if (!plainKey(rule, names.cacheIndex, obs.gpu, key)) return false;
    CollapsedHit* hit = scratch.plainHits.find(key);
    if (!hit || hit->wouldKeep(obs.time, file.path, obs.where.line, obs.where.offset)) return false;
    if (hit->wouldMark(obs.where)) {
        // One of the first lines of its node and GPU, marked for the raw-log view: a literal
        // rule's span is its literal where the caller found it (as matchObservation would find
        // it), no need for a search (2.1 million NCCL INFO lines of the many-small shape came
        // this way).
        const CompiledExtractor& c = matcher_->extractor(static_cast<std::size_t>(m));
        if (!c.literalOnly) return false;
        LineMatch& match = scratch.match;
        match.begin = static_cast<std::uint32_t>(literalAt);
        match.end = static_cast<std::uint32_t>(literalAt + c.literal.size());
        MarkedLine mark = markedLine(file, obs, match);
        mark.where.file = fileIndex;  // the caller's observation does not say it
        hit->addMark(mark);
    }
    ++ruleHits[rule];
    ++hit->count;
    hit->addTime(eventTime(obs), obs.timeQuality == TimeQuality::Inherited);
    return true;
}

bool ExtractPhase::matchObservation(const NodeNames& names, const SourceFile& file, const Observation& obs,
                                    HitMap& hits, std::vector<std::uint64_t>& ruleHits, MatchScratch& scratch,
                                    bool prefiltered) const {
    LineMatch& match = scratch.match;
    const SourceKind source = obs.source == SourceKind::Other ? file.source : obs.source;
    matcher_->candidates(source, obs.text, scratch.candidates, scratch.matcher, prefiltered);
    if (!names.bundle)
        for (int m : scratch.candidates)
            if (matcher_->extractor(static_cast<std::size_t>(m)).nodeGroup > 0) return false;
    for (int m : scratch.candidates) {
        const CompiledExtractor& c = matcher_->extractor(static_cast<std::size_t>(m));
        const std::uint32_t rule = regexToExtractor_[static_cast<std::size_t>(m)];
        bool captured = false;
        HitKey key;
        key.rule = rule;
        std::string_view node = names.lineNode.empty() ? names.fileNode : names.lineNode;
        key.gpu = obs.gpu;
        std::int32_t rank = obs.rank;
        if (c.keyNeedsCaptures()) {
            if (!matcher_->capture(static_cast<std::size_t>(m), obs.text, match)) continue;
            captured = true;
            if (c.gpuGroup > 0 && !match.groups[c.gpuGroup].empty())
                key.gpu = captureAsInt({match.groups[c.gpuGroup].data(), match.groups[c.gpuGroup].size()});
            if (c.rankGroup > 0 && !match.groups[c.rankGroup].empty())
                rank = captureAsInt({match.groups[c.rankGroup].data(), match.groups[c.rankGroup].size()});
            if (c.deviceGroup > 0)
                key.device.assign(match.groups[c.deviceGroup].data(), match.groups[c.deviceGroup].size());
            if (!c.formGroups.empty()) {
                // A family's member is its own event (ENOSPC and EIO on one node are two faults).
                key.member = matcher_->member(static_cast<std::size_t>(m), match);
                if (key.member < 0) continue;
            }
            if (c.nodeGroup > 0 && !match.groups[c.nodeGroup].empty()) {
                const std::string_view named(match.groups[c.nodeGroup].data(), match.groups[c.nodeGroup].size());
                const std::uint32_t known = names.bundle->findNode(named);
                node = known == kNoNode ? named : nodeNameOf(*names.bundle, known);
            }
        }
        ++ruleHits[rule];
        CollapsedHit* entry = nullptr;
        std::uint64_t cacheKey = 0;
        const bool plain = !captured && plainKey(rule, names.cacheIndex, key.gpu, cacheKey);
        if (plain) entry = scratch.plainHits.find(cacheKey);
        if (!entry) {
            key.node.assign(node.data(), node.size());
            entry = &hits[key];
            if (plain) scratch.plainHits.insert(cacheKey, entry);
        }
        CollapsedHit& hit = *entry;
        ++hit.count;
        hit.addTime(eventTime(obs), obs.timeQuality == TimeQuality::Inherited);
        const bool mark = hit.wouldMark(obs.where);
        if (!hit.wouldKeep(obs.time, file.path, obs.where.line, obs.where.offset)) {
            if (!mark) continue;
            if (!captured && !matcher_->span(static_cast<std::size_t>(m), obs.text, match, scratch.matcher)) continue;
            hit.addMark(markedLine(file, obs, match));
            continue;
        }
        // A rule without groups of its own captures its span alone, which candidates() may have found.
        if (!captured &&
            !(c.groupNames.size() <= 1 ? matcher_->span(static_cast<std::size_t>(m), obs.text, match, scratch.matcher)
                                       : matcher_->capture(static_cast<std::size_t>(m), obs.text, match)))
            continue;
        // The line's mark, for the view's marks and its evidence: found in the record once.
        const MarkedLine lineMark = markedLine(file, obs, match);
        if (mark) hit.addMark(lineMark);
        OccurrenceKey occ{obs.time, file.path, obs.where.line, obs.where.offset};
        if (!hit.hasFirst || occ < hit.firstKey) {
            hit.hasFirst = true;
            hit.firstKey = occ;
            hit.rank = rank;
            hit.captures.clear();
            for (std::size_t g = 1; g < c.groupNames.size(); ++g)
                if (!c.groupNames[g].empty() && !match.groups[g].empty())
                    hit.captures.emplace_back(c.groupNames[g],
                                              std::string(match.groups[g].data(), match.groups[g].size()));
        }
        TimedEvidence ev;
        ev.ref.where = obs.where;
        ev.ref.file = file.path;
        ev.ref.matchBegin = obs.textOffset + match.begin;
        ev.ref.matchEnd = obs.textOffset + match.end;
        ev.ref.text = std::string(obs.text.substr(0, kMaxEvidenceText));
        ev.mark = lineMark;
        ev.key = std::move(occ);
        hit.addEvidence(std::move(ev));
    }
    return true;
}

void ExtractPhase::ingest(const Bundle& bundle, const AnalyzeOptions& options, ExtractedStore& store,
                          const std::vector<bool>& seenDuringLoad, const FlightRecorderReport& hangs) const {
    store.ruleHits.resize(extractors_.size(), 0);
    for (const Node& node : bundle.nodes) {
        auto& ranks = store.nodes[node.name];
        for (int r : node.ranks)
            if (std::find(ranks.begin(), ranks.end(), r) == ranks.end()) ranks.push_back(r);
        std::sort(ranks.begin(), ranks.end());
    }
    store.problems.insert(store.problems.end(), bundle.problems.begin(), bundle.problems.end());
    const TimeNs first = bundle.firstTime();
    const TimeNs last = bundle.lastTime();
    if (first != kNoTime && (store.firstTime == kNoTime || first < store.firstTime)) store.firstTime = first;
    if (last != kNoTime && (store.lastTime == kNoTime || last > store.lastTime)) store.lastTime = last;
    if (store.scheduler.empty()) store.scheduler = schedulerOf(bundle);
    if (store.workload.empty()) store.workload = bundle.manifest.workloadId;
    if (store.job.id.empty() && store.job.jobId.empty() && bundle.manifest.present) {
        const Manifest& m = bundle.manifest;
        store.job = {m.workloadId, m.jobId, m.nodes, m.start, m.end};
    }
    for (const SourceFile& f : bundle.files) {
        if (f.source == SourceKind::Kernel) store.sources.kernel = true;
        if (f.source == SourceKind::Scheduler) store.sources.scheduler = true;
        if (f.source == SourceKind::AppLog) store.sources.appLog = true;
        if (f.source == SourceKind::Metrics) store.sources.metrics = true;
    }
    if (!bundle.metrics.empty()) store.sources.metrics = true;

    // Work items: whole files, and line-aligned pieces of big text logs so that one huge
    // log keeps every core busy.
    unsigned threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::uint32_t> textFiles;
    std::vector<PieceJob> jobs;
    auto seen = [&](std::uint32_t i) { return i < seenDuringLoad.size() && seenDuringLoad[i]; };
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
        if (!skipFormat(bundle.files[i].format) && readsLines(bundle, i) && !seen(i)) {
            textFiles.push_back(i);
            jobs.push_back({bundle.files[i].data.get(), bundle.files[i].timeContext, {}});
        }
    }
    planTextPieces(jobs, options.textPieceBytes, [&](std::size_t count, const std::function<void(std::size_t)>& work) {
        parallelFor(count, threads, options.cancel, [&](std::size_t k, unsigned) { work(k); });
    });
    struct Item {
        std::uint32_t file;
        TextPiece piece;
    };
    std::vector<Item> items;
    for (std::uint32_t i = 0, text = 0; i < bundle.files.size(); ++i) {
        if (skipFormat(bundle.files[i].format) || seen(i)) continue;
        if (text < textFiles.size() && textFiles[text] == i) {
            for (const TextPiece& p : jobs[text].pieces) items.push_back({i, p});
            ++text;
        } else {
            items.push_back({i, {}});
        }
    }
    std::uint64_t totalBytes = 0;
    auto itemBytes = [&](const Item& item) {
        return std::max<std::uint64_t>(1, readsLines(bundle, item.file) ? item.piece.end - item.piece.begin
                                                                        : bundle.files[item.file].size);
    };
    for (const Item& item : items) totalBytes += itemBytes(item);
    std::atomic<std::uint64_t> doneBytes{0};
    std::vector<HitMap> perThread(threads);
    std::vector<std::vector<std::uint64_t>> perThreadHits(threads, std::vector<std::uint64_t>(extractors_.size(), 0));
    parallelFor(items.size(), threads, options.cancel, [&](std::size_t k, unsigned t) {
        const Item& item = items[k];
        if (readsLines(bundle, item.file))
            scanTextLines(bundle, item.file, item.piece, perThread[t], perThreadHits[t], options.cancel);
        else scanRecords(bundle, item.file, perThread[t], perThreadHits[t], options.cancel);
        const std::uint64_t done = doneBytes.fetch_add(itemBytes(item)) + itemBytes(item);
        if (options.progress) options.progress(static_cast<double>(done) / static_cast<double>(totalBytes));
    });
    for (unsigned t = 0; t < threads; ++t) {
        mergeHits(store.hits, std::move(perThread[t]));
        for (std::size_t r = 0; r < extractors_.size(); ++r) store.ruleHits[r] += perThreadHits[t][r];
    }

    HitMap metricHits;
    for (std::uint32_t rule : metricRules_)
        extractMetricHits(bundle, rule, *extractors_[rule], metricHits, store.ruleHits[rule]);
    mergeHits(store.hits, std::move(metricHits));

    // Flight Recorder dumps: the hang analysis's findings, one normalised line per culprit
    // rank, matched by the flight_recorder extractors like any structured record.
    store.problems.insert(store.problems.end(), hangs.problems.begin(), hangs.problems.end());
    const FlightRecorderObservations fr = flightRecorderObservations(hangs, bundle);
    HitMap frHits;
    MatchScratch scratch;
    for (const Observation& obs : fr.observations)
        matchObservation(namesOf(bundle, bundle.files[obs.where.file], obs), bundle.files[obs.where.file], obs, frHits,
                         store.ruleHits, scratch);
    mergeHits(store.hits, std::move(frHits));
}

}  // namespace aw

#include "engine/attribute/unexplained_lines.h"

#include "engine/format/fnv1a.h"
#include "engine/load/line_placement.h"
#include "engine/load/observations.h"
#include "engine/text/log_template.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <cstdint>
#include <array>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace aw {

bool looksLikeError(std::string_view line) {
    static constexpr std::array<std::string_view, 22> words = {"error",       "fail",      "fatal",
                                                               "exception",   "panic",     "abort",
                                                               "traceback",   "segfault",  "segmentation fault",
                                                               "killed",      "timed out", "timeout",
                                                               "refused",     "denied",    "cannot",
                                                               "can't",       "unable to", "unrecoverable",
                                                               "corrupt",     "critical",  "crash",
                                                               "no such file"};
    // Folded into a buffer on the stack: this runs on every line of the bundle.
    char folded[kMaxTemplateInput];
    const std::size_t n = std::min(line.size(), kMaxTemplateInput);
    for (std::size_t i = 0; i < n; ++i) {
        const char c = line[i];
        folded[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    const std::string_view lower(folded, n);
    for (std::string_view w : words)
        if (lower.find(w) != std::string_view::npos) return true;
    return false;
}

std::uint64_t templateHash(std::string_view pattern) {
    return fnv1a(pattern);
}

namespace {

// Files whose observations are lines or records a person reads (not series, dumps, manifests).
bool readable(const SourceFile& f) {
    switch (f.format) {
    case FileFormat::PrometheusJson:
    case FileFormat::PrometheusText:
    case FileFormat::FlightRecorder:
    case FileFormat::Manifest:
    case FileFormat::Binary:
    case FileFormat::CollectRecord: return false;
    default: return f.data != nullptr;
    }
}

struct Location {
    std::uint32_t file;
    std::uint64_t offset;
    bool operator==(const Location&) const = default;
};

struct LocationHash {
    std::size_t operator()(const Location& l) const { return std::hash<std::uint64_t>()(l.offset * 1000003u + l.file); }
};

struct Row {
    UnexplainedTemplate row;
    std::uint64_t order = 0;  // when it was first read
};

// What the rules explained: the lines their events matched, and those lines' templates.
struct Explained {
    std::unordered_set<Location, LocationHash> lines;
    std::unordered_set<std::string> templates;
};

Explained explainedBy(const Bundle& bundle, const AnalysisResult& result) {
    Explained out;
    for (const Event& e : result.events) {
        for (const EvidenceRef& ev : e.evidence) {
            out.lines.insert({ev.where.file, ev.where.offset});
            out.templates.insert(logTemplate(ev.text));
        }
        for (const MarkedLine& m : e.markedLines) {
            out.lines.insert({m.where.file, m.where.offset});
            if (m.where.file >= bundle.files.size()) continue;
            const SourceFile& f = bundle.files[m.where.file];
            if (f.format != FileFormat::TextLog || !f.data) continue;
            const std::string_view bytes = f.data->bytes();
            if (m.where.offset < bytes.size())
                out.templates.insert(logTemplate(
                    bytes.substr(m.where.offset, std::min<std::size_t>(m.where.length, kMaxTemplateInput))));
        }
    }
    return out;
}

}  // namespace

UnexplainedLines findUnexplainedLines(const Bundle& bundle, const AnalysisResult& result,
                                      const UnexplainedOptions& options) {
    UnexplainedLines out;
    const Explained explained = explainedBy(bundle, result);
    // A template's row, or kExplained for the templates of lines a rule matched: one lookup a line.
    constexpr std::size_t kExplained = SIZE_MAX;
    std::unordered_map<std::string, std::size_t> index;
    for (const std::string& t : explained.templates) index.emplace(t, kExplained);
    std::vector<Row> rows;
    std::uint64_t read = 0, order = 0;
    std::string pattern;  // the current line's template, reused
    // A line of file `fi` at `where`: counted under its template, or the first of a new one
    // (`place` then gives its time, node and source: only a template's first line needs them).
    const auto take = [&](std::uint32_t fi, std::string_view text, const SourceLocation& where, auto&& place) {
        if (!looksLikeError(text) || explained.lines.count({fi, where.offset})) return;
        logTemplateInto(text, pattern);
        const auto it = index.find(pattern);
        if (it != index.end() && it->second == kExplained) return;
        ++out.lines;
        if (it != index.end()) {
            ++rows[it->second].row.count;
            return;
        }
        if (rows.size() >= options.maxTemplates) {
            ++out.linesLeftOut;
            return;
        }
        const Observation obs = place();
        Row r;
        r.order = order;
        r.row.pattern = pattern;
        r.row.first.where = where;
        r.row.first.where.file = fi;
        r.row.first.file = bundle.files[fi].path;
        r.row.first.text = std::string(text.substr(0, kMaxTemplateInput));
        r.row.first.matchEnd = static_cast<std::uint32_t>(r.row.first.text.size());
        r.row.node = obs.node < bundle.nodes.size() ? bundle.nodes[obs.node].name : std::string();
        r.row.source = obs.source;
        r.row.firstTime = obs.time;
        r.row.count = 1;
        index.emplace(pattern, rows.size());
        rows.push_back(std::move(r));
    };
    for (std::uint32_t fi = 0; fi < bundle.files.size(); ++fi) {
        const SourceFile& file = bundle.files[fi];
        if (!readable(file)) continue;
        if (options.cancel && options.cancel->load()) break;
        if (read > 0 && read + file.size > options.maxBytes) {
            out.notAllRead = true;
            break;
        }
        read += file.size;
        const bool keptRecords = fi < bundle.records.size() && !bundle.records[fi].empty();
        if (file.format == FileFormat::TextLog && !keptRecords) {
            // Lines straight from the bytes; a time is made only for a template's first line,
            // the lines before it caught up at once (TextObservationMaker::catchUp).
            const std::string_view bytes = file.data->bytes();
            LineSplitter lines(bytes);
            TextObservationMaker maker(file.timeContext, file.source);
            LinePlacement placement(bundle, file);
            std::size_t made = 0;  // where the maker has read up to
            TextLine line;
            while (lines.next(line)) {
                ++order;
                if ((order & 65535) == 0 && options.cancel && options.cancel->load()) break;
                SourceLocation where;
                where.line = line.number;
                where.offset = line.offset;
                where.length = static_cast<std::uint32_t>(std::min<std::size_t>(line.raw.size(), UINT32_MAX));
                take(fi, line.text, where, [&] {
                    maker.catchUp(bytes.substr(made, line.offset - made));
                    Observation obs;
                    const LineFacts facts = maker.make(line, obs);
                    obs.node = placement.nodeOf(facts);
                    made = lines.position();
                    return obs;
                });
            }
            continue;
        }
        forEachObservation(bundle, fi, [&](const Observation& obs) {
            ++order;
            take(fi, obs.text, obs.where, [&] { return obs; });
        });
    }

    // Rank: the sum of a template's place by first appearance (dated ones by time, then in
    // reading order) and its place by rarity; ties go to the rarer (a line repeated 10,000
    // times is more often a consequence than a cause).
    std::vector<std::size_t> early(rows.size()), rare(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) early[i] = rare[i] = i;
    std::stable_sort(early.begin(), early.end(), [&](std::size_t a, std::size_t b) {
        const auto key = [&](std::size_t i) {
            const TimeNs t = rows[i].row.firstTime;
            return std::make_tuple(t == kNoTime, t, rows[i].order);
        };
        return key(a) < key(b);
    });
    std::stable_sort(rare.begin(), rare.end(), [&](std::size_t a, std::size_t b) {
        return std::make_pair(rows[a].row.count, rows[a].order) < std::make_pair(rows[b].row.count, rows[b].order);
    });
    std::vector<std::size_t> earlyPlace(rows.size()), rarePlace(rows.size());
    for (std::size_t p = 0; p < rows.size(); ++p) earlyPlace[early[p]] = p;
    for (std::size_t p = 0; p < rows.size(); ++p) rarePlace[rare[p]] = p;
    // With a fleet, first by how many of its healthy jobs printed the template: what healthy
    // jobs print too is background noise, what none printed is news. Every kept template is
    // looked up (an indexed query each), not only those shown.
    const bool againstFleet = options.fleet && options.fleet->jobsWith;
    std::vector<std::uint64_t> healthy(rows.size(), 0);
    if (againstFleet) {
        out.fleetHealthyJobs = static_cast<std::int64_t>(options.fleet->healthyJobs);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (options.fleet->healthyJobs > 0) healthy[i] = options.fleet->jobsWith(templateHash(rows[i].row.pattern));
            rows[i].row.healthyJobs = static_cast<std::int64_t>(healthy[i]);
        }
    }
    std::vector<std::size_t> ranked(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) ranked[i] = i;
    std::stable_sort(ranked.begin(), ranked.end(), [&](std::size_t a, std::size_t b) {
        return std::make_tuple(healthy[a], earlyPlace[a] + rarePlace[a], rarePlace[a]) <
               std::make_tuple(healthy[b], earlyPlace[b] + rarePlace[b], rarePlace[b]);
    });
    for (std::size_t p = 0; p < ranked.size(); ++p) {
        Row& r = rows[ranked[p]];
        if (p < options.maxShown) {
            out.templates.push_back(std::move(r.row));
        } else {
            ++out.templatesLeftOut;
            out.linesLeftOut += r.row.count;
        }
    }
    return out;
}

std::string unexplainedRanking(const UnexplainedLines& lines) {
    std::string within = "earliest and rarest within the bundle";
    if (lines.fleetHealthyJobs < 0) return within;
    if (lines.fleetHealthyJobs == 0) return within + " (the fleet holds no healthy job to rank against)";
    const std::string jobs =
        std::to_string(lines.fleetHealthyJobs) + " healthy job" + (lines.fleetHealthyJobs == 1 ? "" : "s");
    return "against " + jobs + " of the fleet (templates fewer of them printed first), then " + within;
}

void addUnexplainedLines(const Bundle& bundle, AnalysisResult& result, const std::atomic<bool>* cancel,
                         const HealthyTemplateCounts* fleet) {
    if (result.verdict.outcome != Outcome::Unknown) return;
    UnexplainedOptions options;
    options.cancel = cancel;
    options.fleet = fleet;
    result.verdict.unexplained = findUnexplainedLines(bundle, result, options);
}

}  // namespace aw

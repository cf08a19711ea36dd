#include "engine/fleet/fleet_record.h"

#include "engine/format/json_field.h"

#include "engine/attribute/unexplained_lines.h"
#include "engine/core/json_writer.h"
#include "engine/fleet/content_hash.h"
#include "engine/fleet/job_health.h"
#include "engine/store/analysis_cache.h"

#include <simdjson.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>

namespace aw {

namespace {

constexpr std::string_view kFormat = "attribution-fleet-result/1";
constexpr std::size_t kMaxProblems = 20;

std::string problemText(const Problem& p) {
    std::string where = p.file.empty() ? std::string("(bundle)") : p.file;
    if (p.line) where += ":" + std::to_string(p.line);
    return where + ": " + p.message;
}

void addErrors(FleetRecord& r, const std::vector<Problem>& problems) {
    for (const Problem& p : problems)
        if (p.severity == Severity::Error && r.problems.size() < kMaxProblems) r.problems.push_back(problemText(p));
}

// The manifest's window, else the first and last time any file carried.
void windowOf(const Bundle& bundle, FleetRecord& r) {
    r.windowStart = bundle.manifest.start;
    r.windowEnd = bundle.manifest.end;
    for (const auto& f : bundle.files) {
        if (bundle.manifest.start == kNoTime && f.firstTime != kNoTime)
            r.windowStart = r.windowStart == kNoTime ? f.firstTime : std::min(r.windowStart, f.firstTime);
        if (bundle.manifest.end == kNoTime && f.lastTime != kNoTime)
            r.windowEnd = r.windowEnd == kNoTime ? f.lastTime : std::max(r.windowEnd, f.lastTime);
    }
}

void writeTime(JsonWriter& w, std::string_view name, TimeNs t) {
    w.key(name);
    if (t == kNoTime) w.null();
    else w.value(formatIsoUtc(t));
    w.key(std::string(name) + "_ns");
    if (t == kNoTime) w.null();
    else w.value(static_cast<std::int64_t>(t));
}

// A template hash as 16 hex digits (JSON numbers lose 64-bit integers in many readers).
std::string templateHashText(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016" PRIx64, hash);
    return text;
}

std::optional<std::uint64_t> templateHashOf(std::string_view text) {
    if (text.size() != 16) return std::nullopt;
    std::uint64_t hash = 0;
    for (char c : text) {
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0) return std::nullopt;
        hash = hash << 4 | static_cast<std::uint64_t>(digit);
    }
    return hash;
}

TimeNs time(simdjson::dom::element e, std::string_view key) {
    std::int64_t t = 0;
    return e[key].get_int64().get(t) ? kNoTime : t;
}

}  // namespace

std::string fleetJobKey(const Manifest& m) {
    if (m.scheduler != "slurm" || m.jobId.empty()) return {};
    return "slurm/" + m.cluster + "/" + m.jobId + (m.arrayIndex.empty() ? "" : "_" + m.arrayIndex);
}

FleetRecord fleetRecordOf(const std::string& bundlePath, const std::string& contentHash, const OpenedBundle& opened) {
    FleetRecord r;
    r.bundlePath = bundlePath;
    r.contentHash = contentHash;
    r.analysedAt = nowIsoUtc();
    if (opened.bundle) {
        const Bundle& b = *opened.bundle;
        r.workloadId = b.manifest.workloadId;
        r.workloadName = b.manifest.workloadName;
        r.scheduler = b.manifest.scheduler;
        r.jobKey = fleetJobKey(b.manifest);
        windowOf(b, r);
    }
    if (opened.failure != OpenFailure::None || !opened.result) {
        r.outcome = "error";
        r.error = opened.error.empty() ? "nothing in the bundle could be read" : opened.error;
        r.notABundle = opened.failure == OpenFailure::NotABundle;
        if (opened.bundle) addErrors(r, opened.bundle->problems);
        return r;
    }
    const AnalysisResult& result = *opened.result;
    const Verdict& v = result.verdict;
    r.outcome = toString(v.outcome);
    r.confidence = toString(v.confidence);
    r.broadEvent = v.broadEvent;
    r.symptom = v.symptom;
    r.summary = v.summary;
    r.culpritNodes = v.culpritNodes;
    r.culpritGpu = v.culpritNodes.empty() ? -1 : v.culpritGpu;
    r.culpritRanks = v.culpritRanks;
    r.catalogVersion = opened.catalog ? AnalysisCache::catalogKey(*opened.catalog) : result.catalogVersion;
    addErrors(r, result.problems);
    if (opened.bundle) {
        // Whatever the verdict: a job that ended well prints its everyday errors too.
        r.healthy = jobEndedWell(*opened.bundle);
        UnexplainedOptions kept;
        kept.maxShown = kMaxFleetTemplates;
        for (const UnexplainedTemplate& t : findUnexplainedLines(*opened.bundle, result, kept).templates)
            r.templates.push_back(templateHash(t.pattern));
    }
    return r;
}

FleetRecord analyseForFleet(const std::string& bundlePath, const OpenOptions& options, const std::string& contentHash) {
    const Result<std::string> hash = contentHash.empty() ? bundleContentHash(bundlePath) : contentHash;
    if (!hash) {
        FleetRecord r;
        r.bundlePath = bundlePath;
        r.outcome = "error";
        r.error = hash.failure().message;
        r.analysedAt = nowIsoUtc();
        return r;
    }
    OpenOptions o = options;
    o.cachePath.clear();         // many bundles, each once: the per-user cache would only grow
    o.unexplainedLines = false;  // a record keeps the verdict alone
    return fleetRecordOf(bundlePath, *hash, openBundle(bundlePath, o));
}

std::string toJson(const FleetRecord& r) {
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("format").value(kFormat);
    w.key("bundle").value(r.bundlePath);
    w.key("content_hash").value(r.contentHash);
    w.key("job_key").value(r.jobKey);
    w.key("workload").beginObject();
    w.key("id").value(r.workloadId);
    w.key("name").value(r.workloadName);
    w.key("scheduler").value(r.scheduler);
    writeTime(w, "start", r.windowStart);
    writeTime(w, "end", r.windowEnd);
    w.endObject();
    w.key("outcome").value(r.outcome);
    w.key("confidence").value(r.confidence);
    w.key("broad_event").value(r.broadEvent);
    w.key("symptom").value(r.symptom);
    w.key("summary").value(r.summary);
    w.key("culprit").beginObject();
    w.key("nodes").beginArray();
    for (const auto& n : r.culpritNodes) w.value(n);
    w.endArray();
    w.key("gpu");
    if (r.culpritGpu < 0) w.null();
    else w.value(r.culpritGpu);
    w.key("ranks").beginArray();
    for (int rank : r.culpritRanks) w.value(rank);
    w.endArray();
    w.endObject();
    w.key("catalog").value(r.catalogVersion);
    w.key("analysed_at").value(r.analysedAt);
    w.key("error").value(r.error);
    w.key("problems").beginArray();
    for (const auto& p : r.problems) w.value(p);
    w.endArray();
    w.key("healthy").value(r.healthy);
    w.key("templates").beginArray();
    for (std::uint64_t t : r.templates) w.value(templateHashText(t));
    w.endArray();
    w.endObject();
    out += '\n';
    return out;
}

Result<FleetRecord> fleetRecordFromJson(std::string_view json) {
    const auto fail = [](const std::string& why) { return Failure{why}; };
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    if (const auto code = parser.parse(json.data(), json.size()).get(root))
        return fail(std::string("not JSON: ") + simdjson::error_message(code));
    if (textField(root, "format") != kFormat) return fail("not an attribution-fleet-result/1 file");
    FleetRecord r;
    r.bundlePath = textField(root, "bundle");
    r.contentHash = textField(root, "content_hash");
    r.jobKey = textField(root, "job_key");
    if (r.contentHash.empty() && textField(root, "error").empty()) return fail("no content_hash");
    simdjson::dom::element workload;
    if (!root["workload"].get(workload)) {
        r.workloadId = textField(workload, "id");
        r.workloadName = textField(workload, "name");
        r.scheduler = textField(workload, "scheduler");
        r.windowStart = time(workload, "start_ns");
        r.windowEnd = time(workload, "end_ns");
    }
    r.outcome = textField(root, "outcome");
    if (r.outcome.empty()) return fail("no outcome");
    r.confidence = textField(root, "confidence");
    bool broad = false;
    if (!root["broad_event"].get_bool().get(broad)) r.broadEvent = broad;
    r.symptom = textField(root, "symptom");
    r.summary = textField(root, "summary");
    simdjson::dom::element culprit;
    if (!root["culprit"].get(culprit)) {
        simdjson::dom::array nodes, ranks;
        if (!culprit["nodes"].get_array().get(nodes))
            for (auto n : nodes) {
                std::string_view s;
                if (!n.get_string().get(s)) r.culpritNodes.emplace_back(s);
            }
        std::int64_t gpu = -1;
        if (!culprit["gpu"].get_int64().get(gpu)) r.culpritGpu = static_cast<std::int32_t>(gpu);
        if (!culprit["ranks"].get_array().get(ranks))
            for (auto n : ranks) {
                std::int64_t rank = 0;
                if (!n.get_int64().get(rank)) r.culpritRanks.push_back(static_cast<std::int32_t>(rank));
            }
    }
    r.catalogVersion = textField(root, "catalog");
    r.analysedAt = textField(root, "analysed_at");
    r.error = textField(root, "error");
    simdjson::dom::array problems;
    if (!root["problems"].get_array().get(problems))
        for (auto p : problems) {
            std::string_view s;
            if (!p.get_string().get(s)) r.problems.emplace_back(s);
        }
    // Written since the fleet ranks unexplained lines (absent from older results: not healthy,
    // no templates). Only well-formed hashes, and no more than a job keeps.
    bool healthy = false;
    if (!root["healthy"].get_bool().get(healthy)) r.healthy = healthy;
    simdjson::dom::array templates;
    if (!root["templates"].get_array().get(templates))
        for (auto t : templates) {
            std::string_view s;
            if (r.templates.size() >= kMaxFleetTemplates) break;
            if (t.get_string().get(s)) continue;
            if (const auto hash = templateHashOf(s)) r.templates.push_back(*hash);
        }
    return r;
}

}  // namespace aw

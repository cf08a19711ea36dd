// The documented JSON of an analysis (docs/cli.md). Written by hand, field by field, in a
// fixed order and with fixed number formats, so the same result always gives the same bytes.
#include "engine/attribute/analysis_json.h"

#include "engine/attribute/unexplained_lines.h"

#include "engine/core/json_writer.h"  // appendJsonString: escaping, invalid UTF-8 as U+FFFD

#include <cstdio>

namespace aw {

namespace {

// A small pretty-printing JSON writer: objects and arrays open a level, scalars are
// written after their key. Arrays of scalars stay on one line.
class JsonOut {
public:
    std::string take() { return std::move(out_); }

    void beginObject(const char* key = nullptr) { open(key, '{'); }
    void endObject() { close('}'); }
    void beginArray(const char* key = nullptr) { open(key, '['); }
    void endArray() { close(']'); }

    void field(const char* key, std::string_view s) {
        item(key);
        appendJsonString(out_, s);
    }
    void field(const char* key, const char* s) { field(key, std::string_view(s)); }
    void field(const char* key, const std::string& s) { field(key, std::string_view(s)); }
    void field(const char* key, bool b) {
        item(key);
        out_ += b ? "true" : "false";
    }
    void number(const char* key, long long n) {
        item(key);
        out_ += std::to_string(n);
    }
    void null(const char* key) {
        item(key);
        out_ += "null";
    }
    void time(const char* key, TimeNs t) {
        if (t == kNoTime) null(key);
        else field(key, formatIsoUtc(t));
    }
    void intArray(const char* key, const std::vector<int>& values) {
        item(key);
        out_ += '[';
        for (std::size_t i = 0; i < values.size(); ++i) out_ += (i ? ", " : "") + std::to_string(values[i]);
        out_ += ']';
    }
    void stringArray(const char* key, const std::vector<std::string>& values) {
        item(key);
        out_ += '[';
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (i) out_ += ", ";
            appendJsonString(out_, values[i]);
        }
        out_ += ']';
    }

private:
    std::string out_;
    std::vector<bool> first_;  // per open level: nothing written yet

    void newline() {
        out_ += '\n';
        out_.append(first_.size() * 2, ' ');
    }
    void item(const char* key) {
        if (!first_.empty()) {
            if (!first_.back()) out_ += ',';
            first_.back() = false;
            newline();
        }
        if (key) {
            appendJsonString(out_, key);
            out_ += ": ";
        }
    }
    void open(const char* key, char bracket) {
        item(key);
        out_ += bracket;
        first_.push_back(true);
    }
    void close(char bracket) {
        const bool empty = first_.back();
        first_.pop_back();
        if (!empty) newline();
        out_ += bracket;
    }
};

void writeEvidence(JsonOut& j, const EvidenceRef& ev) {
    j.beginObject();
    j.field("file", ev.file);
    j.number("line", ev.where.line);
    j.number("offset", static_cast<long long>(ev.where.offset));
    j.number("length", ev.where.length);
    j.number("match_begin", ev.matchBegin);
    j.number("match_end", ev.matchEnd);
    j.field("text", ev.text);
    j.endObject();
}

// Only for an unknown verdict opened through openBundle: outputs of other verdicts stay as they were.
void writeUnexplained(JsonOut& j, const UnexplainedLines& u) {
    j.beginObject("unexplained");
    j.number("lines", static_cast<long long>(u.lines));
    j.number("templates_left_out", static_cast<long long>(u.templatesLeftOut));
    j.number("lines_left_out", static_cast<long long>(u.linesLeftOut));
    j.field("not_all_read", u.notAllRead);
    j.field("ranking", unexplainedRanking(u));
    // Only with a fleet: the output without one stays as it was.
    if (u.fleetHealthyJobs >= 0) j.number("fleet_healthy_jobs", static_cast<long long>(u.fleetHealthyJobs));
    j.beginArray("templates");
    for (const UnexplainedTemplate& t : u.templates) {
        j.beginObject();
        j.field("template", t.pattern);
        j.number("count", static_cast<long long>(t.count));
        j.field("node", t.node);
        j.field("source", toString(t.source));
        j.time("first_time", t.firstTime);
        j.field("file", t.first.file);
        j.number("line", t.first.where.line);
        j.field("example", t.first.text);
        if (t.healthyJobs >= 0) j.number("healthy_jobs", static_cast<long long>(t.healthyJobs));
        j.endObject();
    }
    j.endArray();
    j.endObject();
}

void writeVerdict(JsonOut& j, const Verdict& v) {
    j.beginObject("verdict");
    j.field("outcome", toString(v.outcome));
    j.stringArray("culprit_nodes", v.culpritNodes);
    j.intArray("culprit_ranks", v.culpritRanks);
    if (v.culpritGpu >= 0) j.number("culprit_gpu", v.culpritGpu);
    else j.null("culprit_gpu");
    j.field("symptom", v.symptom);
    j.field("summary", v.summary);
    j.field("confidence", toString(v.confidence));
    if (v.rootEventId) j.number("root_event", v.rootEventId);
    else j.null("root_event");
    j.field("rule", v.rule);
    j.field("broad_event", v.broadEvent);
    j.beginArray("chain");
    for (const auto& step : v.chain) {
        j.beginObject();
        j.field("rule", step.rule);
        j.field("text", step.text);
        if (step.eventId) j.number("event", step.eventId);
        else j.null("event");
        j.endObject();
    }
    j.endArray();
    j.beginArray("candidates");
    for (const auto& c : v.candidates) {
        j.beginObject();
        j.field("node", c.node);
        j.field("symptom", c.symptom);
        j.field("outcome", toString(c.outcome));
        j.field("why", c.why);
        j.endObject();
    }
    j.endArray();
    j.beginObject("job");
    j.field("decision", v.job.decision);
    j.field("why", v.job.why);
    j.endObject();
    j.beginArray("actions");
    for (const auto& a : v.actions) {
        j.beginObject();
        j.field("id", a.id);
        j.field("audience", a.audience);
        j.field("urgency", a.urgency);
        j.field("text", a.text);
        j.stringArray("commands", a.commands);
        // Only when a command was left out, so an analysis without one reads as before.
        if (!a.withheld.empty()) {
            j.beginArray("withheld");
            for (const auto& w : a.withheld) {
                j.beginObject();
                j.field("command", w.command);
                j.field("reason", w.reason);
                j.endObject();
            }
            j.endArray();
        }
        j.field("rule", a.rule);
        j.endObject();
    }
    j.endArray();
    // Only when known: outputs of bundles without a manifest stay as they were.
    if (!v.workload.id.empty() || !v.workload.jobId.empty() || !v.workload.nodes.empty()) {
        j.beginObject("workload");
        j.field("id", v.workload.id);
        j.field("job_id", v.workload.jobId);
        j.stringArray("nodes", v.workload.nodes);
        j.time("start", v.workload.start);
        j.time("end", v.workload.end);
        j.endObject();
    }
    if (!v.missing.empty()) {
        j.beginArray("missing");
        for (const auto& m : v.missing) {
            j.beginObject();
            j.field("source", m.source);
            j.field("collect_option", m.option);
            j.field("why", m.why);
            j.endObject();
        }
        j.endArray();
    }
    if (!v.unexplained.empty()) writeUnexplained(j, v.unexplained);
    j.endObject();
}

void writeEvent(JsonOut& j, const Event& e) {
    j.beginObject();
    j.number("id", e.id);
    j.field("kind", toString(e.kind));
    j.field("node", e.node);
    if (e.rank >= 0) j.number("rank", e.rank);
    else j.null("rank");
    if (e.gpu >= 0) j.number("gpu", e.gpu);
    else j.null("gpu");
    j.field("symptom", e.symptom);
    j.field("title", e.title);
    j.time("time", e.time);
    if (e.timeInherited) j.field("time_inherited", true);         // only when set: older outputs stay byte-identical
    if (e.sameFaultAs) j.number("same_fault_as", e.sameFaultAs);  // only when set, likewise
    j.time("last_time", e.lastTime);
    j.number("count", e.count);
    j.field("rule", e.rule);
    j.field("severity", toString(e.severity));
    j.field("scope", toString(e.scope));
    j.field("outcome_hint", toString(e.outcomeHint));
    j.field("class", toString(e.cls));
    j.field("class_rule", e.classRule);
    j.field("reason", e.reason);
    j.field("suppressed", e.suppressed);
    j.beginObject("captures");
    for (const auto& [k, v] : e.captures) j.field(k.c_str(), v);
    j.endObject();
    j.beginArray("evidence");
    for (const auto& ev : e.evidence) writeEvidence(j, ev);
    j.endArray();
    j.endObject();
}

void writeProvenance(JsonOut& j, const Provenance& p) {
    j.beginObject("provenance");
    j.beginArray("nodes");
    for (const auto& n : p.nodes) {
        j.beginObject();
        j.field("id", n.id);
        j.field("kind", toString(n.kind));
        j.field("label", n.label);
        j.field("rule", n.rule);
        j.field("detail", n.detail);
        if (n.eventId) j.number("event", n.eventId);
        else j.null("event");
        if (n.hasLocation) {
            j.beginObject("location");
            j.field("file", n.evidence.file);
            j.number("line", n.evidence.where.line);
            j.number("offset", static_cast<long long>(n.evidence.where.offset));
            j.number("length", n.evidence.where.length);
            j.endObject();
        }
        j.endObject();
    }
    j.endArray();
    j.beginArray("edges");
    for (const auto& e : p.edges) {
        j.beginObject();
        j.field("from", e.from);
        j.field("to", e.to);
        j.field("label", e.label);
        j.endObject();
    }
    j.endArray();
    j.endObject();
}

void writeProblems(JsonOut& j, const std::vector<Problem>& problems) {
    j.beginArray("problems");
    for (const auto& p : problems) {
        j.beginObject();
        j.field("file", p.file);
        j.number("line", p.line);
        j.field("severity", toString(p.severity));
        j.field("message", p.message);
        j.endObject();
    }
    j.endArray();
}

}  // namespace

std::string failureJson(const std::string& bundle, const std::string& error, const std::vector<Problem>& problems) {
    JsonOut j;
    j.beginObject();
    j.field("bundle", bundle);
    j.field("error", error);
    writeProblems(j, problems);
    j.endObject();
    std::string out = j.take();
    out += '\n';
    return out;
}

std::string toJson(const AnalysisResult& result) {
    JsonOut j;
    j.beginObject();
    j.field("catalog_version", result.catalogVersion);
    writeVerdict(j, result.verdict);
    std::size_t counts[4] = {0, 0, 0, 0};
    for (const auto& e : result.events) ++counts[static_cast<int>(e.cls)];
    j.beginObject("counts");
    for (auto cls : {EventClass::RootCause, EventClass::Contributing, EventClass::Symptom, EventClass::Noise})
        j.number(toString(cls), static_cast<long long>(counts[static_cast<int>(cls)]));
    j.endObject();
    j.beginArray("events");
    for (const auto& e : result.events) writeEvent(j, e);
    j.endArray();
    writeProvenance(j, result.provenance);
    writeProblems(j, result.problems);
    j.beginArray("rule_stats");
    for (const auto& s : result.ruleStats) {
        j.beginObject();
        j.field("rule", s.rule);
        j.number("hits", static_cast<long long>(s.hits));
        j.endObject();
    }
    j.endArray();
    j.endObject();
    std::string out = j.take();
    out += '\n';
    return out;
}

}  // namespace aw

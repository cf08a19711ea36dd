// The report model: what every writer shows, computed once from the bundle and the
// analysis.
#include "engine/report/report_model.h"

#include "engine/report/report_excerpts.h"
#include "engine/report/report_svg_provenance.h"
#include "engine/report/report_svg_timeline.h"
#include "engine/report/report_text.h"

#include <algorithm>
#include <deque>
#include <set>

#ifndef AW_VERSION
#define AW_VERSION "unknown"
#endif

namespace aw {

std::vector<std::uint32_t> defaultEvidenceEvents(const AnalysisResult& result) {
    std::vector<std::uint32_t> ids;
    for (const Event& e : result.events)
        if (e.cls == EventClass::RootCause || e.cls == EventClass::Contributing) ids.push_back(e.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

namespace {

std::string baseName(const std::string& path) {
    std::string p = path;
    while (p.size() > 1 && (p.back() == '/' || p.back() == '\\')) p.pop_back();
    const auto slash = p.find_last_of("/\\");
    return slash == std::string::npos ? p : p.substr(slash + 1);
}

}  // namespace

Report buildReport(const Bundle* bundle, const AnalysisResult& result, const ReportOptions& options) {
    Report r;
    r.result = result;
    r.verdict = verdictRows(result);
    r.options = options;
    r.programVersion = AW_VERSION;

    if (bundle) {
        r.bundleName = baseName(bundle->root);
        r.workloadId = bundle->manifest.workloadId;
        r.scheduler = bundle->manifest.scheduler;
        r.nodeCount = bundle->nodes.size();
        r.fileCount = bundle->files.size();
        r.windowStart = bundle->manifest.start;
        r.windowEnd = bundle->manifest.end;
        // No manifest window: the span of the sources' own times.
        for (const SourceFile& f : bundle->files) {
            if (bundle->manifest.start == kNoTime && f.firstTime != kNoTime &&
                (r.windowStart == kNoTime || f.firstTime < r.windowStart))
                r.windowStart = f.firstTime;
            if (bundle->manifest.end == kNoTime && f.lastTime != kNoTime &&
                (r.windowEnd == kNoTime || f.lastTime > r.windowEnd))
                r.windowEnd = f.lastTime;
        }
    }
    // Still nothing: the span of the events.
    if (r.windowStart == kNoTime || r.windowEnd == kNoTime) {
        for (const Event& e : result.events) {
            if (e.time == kNoTime) continue;
            const TimeNs last = e.lastTime == kNoTime ? e.time : e.lastTime;
            if (r.windowStart == kNoTime || e.time < r.windowStart) r.windowStart = e.time;
            if (r.windowEnd == kNoTime || last > r.windowEnd) r.windowEnd = last;
        }
    }
    if (r.nodeCount == 0) {
        std::set<std::string> nodes;
        for (const Event& e : result.events)
            if (!e.node.empty()) nodes.insert(e.node);
        r.nodeCount = nodes.size();
    }

    // The evidence the user chose (unknown ids dropped), or the default choice.
    const auto byId = report::eventsById(result);
    std::vector<std::uint32_t> chosen =
        options.evidenceEvents ? *options.evidenceEvents : defaultEvidenceEvents(result);
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    std::erase_if(chosen, [&](std::uint32_t id) { return !byId.count(id); });
    // The user's time range: the events outside it are left out of the lists and pictures.
    const bool ranged = options.rangeFrom != kNoTime && options.rangeTo != kNoTime;
    const auto outsideRange = [&](const Event& e) {
        const TimeNs last = e.lastTime == kNoTime ? e.time : e.lastTime;
        return ranged && e.time != kNoTime && (last < options.rangeFrom || e.time > options.rangeTo);
    };
    std::erase_if(chosen, [&](std::uint32_t id) { return outsideRange(*byId.at(id)); });
    AnalysisResult inRange;
    if (ranged) {
        inRange = result;
        std::erase_if(inRange.events, outsideRange);
    }
    const AnalysisResult& listed = ranged ? inRange : result;
    r.evidenceEvents = chosen;

    // Excerpts: root cause first, then the rest in time order.
    std::vector<const Event*> excerptEvents;
    for (std::uint32_t id : chosen) excerptEvents.push_back(byId.at(id));
    std::stable_sort(excerptEvents.begin(), excerptEvents.end(), [&](const Event* a, const Event* b) {
        const bool ar = a->id == result.verdict.rootEventId, br = b->id == result.verdict.rootEventId;
        if (ar != br) return ar;
        if (a->cls != b->cls) return a->cls < b->cls;
        if (a->time != b->time) return a->time < b->time;
        return a->id < b->id;
    });
    for (const Event* e : excerptEvents) {
        // The samples of one metric series are several pieces of evidence in the same bytes:
        // an excerpt a reader would see twice is shown once, and the limit counts distinct ones.
        std::set<std::vector<std::string>> shown;
        for (const EvidenceRef& ref : e->evidence) {
            if (shown.size() >= options.evidencePerEvent) break;
            EvidenceExcerpt ex = report::readExcerpt(bundle, e->id, ref, options.contextLines);
            std::vector<std::string> seen{ex.file, std::to_string(ex.line)};
            for (const ExcerptLine& l : ex.lines) seen.push_back(l.text);
            if (shown.insert(std::move(seen)).second) r.excerpts.push_back(std::move(ex));
        }
    }

    r.groups = report::groupEvents(listed, options.listLimit);
    r.timelineSvg = timelineSvg(listed, options.timelineRows);
    r.provenanceSvg = provenanceSvg(result);
    return r;
}

namespace report {

std::map<std::uint32_t, const Event*> eventsById(const AnalysisResult& result) {
    std::map<std::uint32_t, const Event*> map;
    for (const Event& e : result.events) map.emplace(e.id, &e);
    return map;
}

std::vector<EventGroup> groupEvents(const AnalysisResult& result, unsigned listLimit) {
    std::map<std::pair<EventClass, std::string>, EventGroup> groups;
    std::vector<const Event*> ordered;
    for (const Event& e : result.events) ordered.push_back(&e);
    std::stable_sort(ordered.begin(), ordered.end(), [](const Event* a, const Event* b) {
        if (a->time != b->time) return a->time < b->time;  // kNoTime sorts first
        return a->id < b->id;
    });
    for (const Event* e : ordered) {
        EventGroup& g = groups[{e->cls, e->symptom}];
        g.cls = e->cls;
        g.symptom = e->symptom;
        g.eventIds.push_back(e->id);
        const std::string node = eventNode(*e);
        if (std::find(g.nodes.begin(), g.nodes.end(), node) == g.nodes.end()) g.nodes.push_back(node);
        g.totalCount += e->count;
        if (e->time != kNoTime && (g.firstTime == kNoTime || e->time < g.firstTime)) g.firstTime = e->time;
    }
    std::vector<EventGroup> out;
    for (auto& [key, g] : groups) {
        g.summarised = g.eventIds.size() > listLimit;
        out.push_back(std::move(g));
    }
    std::stable_sort(out.begin(), out.end(), [](const EventGroup& a, const EventGroup& b) {
        if (a.cls != b.cls) return a.cls < b.cls;
        if (a.firstTime != b.firstTime) return a.firstTime < b.firstTime;
        return a.symptom < b.symptom;
    });
    return out;
}

std::string eventNode(const Event& event) {
    return event.node.empty() ? std::string("(job)") : event.node;
}

std::string joinNodes(const std::vector<std::string>& nodes, std::size_t limit) {
    std::string out;
    for (std::size_t i = 0; i < nodes.size() && i < limit; ++i) {
        if (i) out += ", ";
        out += nodes[i];
    }
    if (nodes.size() > limit) out += ", \xE2\x80\xA6";
    return out;
}

ProvenanceReach reachFromVerdict(const Provenance& provenance) {
    ProvenanceReach walk;
    std::map<std::string, std::vector<std::string>> adjacent;
    for (std::size_t i = 0; i < provenance.nodes.size(); ++i) walk.index.emplace(provenance.nodes[i].id, i);
    for (const ProvEdge& e : provenance.edges) {
        adjacent[e.from].push_back(e.to);
        adjacent[e.to].push_back(e.from);
    }
    std::deque<std::string> queue;
    for (const ProvNode& n : provenance.nodes)
        if (n.kind == ProvKind::Verdict) {
            walk.distance[n.id] = 0;
            queue.push_back(n.id);
        }
    while (!queue.empty()) {
        const std::string id = queue.front();
        queue.pop_front();
        for (const std::string& next : adjacent[id]) {
            if (walk.distance.count(next)) continue;
            walk.distance[next] = walk.distance[id] + 1;
            walk.parent[next] = id;
            queue.push_back(next);
        }
    }
    return walk;
}

std::vector<std::string> rootPath(const AnalysisResult& result, const ProvenanceReach& walk) {
    const std::uint32_t root = result.verdict.rootEventId;
    if (root == 0) return {};
    const auto& nodes = result.provenance.nodes;
    // The event node of the root event, then (if any) one evidence node next to it.
    std::string eventNodeId;
    for (const ProvNode& n : nodes)
        if (n.kind == ProvKind::Event && n.eventId == root && walk.distance.count(n.id)) {
            eventNodeId = n.id;
            break;
        }
    if (eventNodeId.empty()) return {};
    std::string evidenceId;
    for (const ProvEdge& e : result.provenance.edges) {
        const std::string other = e.from == eventNodeId ? e.to : e.to == eventNodeId ? e.from : "";
        const auto it = walk.index.find(other);
        if (!other.empty() && it != walk.index.end() && nodes[it->second].kind == ProvKind::Evidence) {
            evidenceId = other;
            break;
        }
    }
    std::vector<std::string> path;
    if (!evidenceId.empty()) path.push_back(evidenceId);
    for (std::string id = eventNodeId;;) {
        path.push_back(id);
        const auto p = walk.parent.find(id);
        if (p == walk.parent.end()) break;
        id = p->second;
    }
    return path;
}

}  // namespace report
}  // namespace aw

namespace aw::report {

std::string culpritList(const std::vector<std::string>& nodes) {
    if (nodes.empty()) return "\xE2\x80\x94";
    return joinNodes(nodes, 8);
}

std::string headline(const VerdictRows& verdict) {
    if (verdict.culpritNodes.empty()) return outcomeLabel(verdict.outcome) + ": no culprit node";
    return outcomeLabel(verdict.outcome) + " on " + culpritList(verdict.culpritNodes);
}

const char* factLabel(VerdictFact fact) {
    switch (fact) {
    case VerdictFact::Outcome: return "Outcome";
    case VerdictFact::Culprits: return "Culprit node(s)";
    case VerdictFact::Ranks: return "Culprit rank(s)";
    case VerdictFact::Gpu: return "Culprit GPU";
    case VerdictFact::Symptom: return "Symptom";
    case VerdictFact::Confidence: return "Confidence";
    case VerdictFact::FirstFault: return "First fault";
    case VerdictFact::Rule: return "Decided by rule";
    case VerdictFact::Events: return "Events";
    }
    return "";
}

std::string workloadName(const Report& report) {
    if (!report.workloadId.empty()) return report.workloadId;
    if (!report.bundleName.empty()) return report.bundleName;
    return "analysis";
}

std::string classCounts(const VerdictRows& verdict) {
    static const char* singular[] = {"root cause", "contributing", "symptom", "noise"};
    static const char* plural[] = {"root causes", "contributing", "symptoms", "noise"};
    std::string out;
    for (std::size_t c = 0; c < verdict.eventsByClass.size(); ++c) {
        const std::size_t n = verdict.eventsByClass[c];
        if (!n) continue;
        if (!out.empty()) out += ", ";
        out += std::to_string(n) + " " + (n == 1 ? singular[c] : plural[c]);
    }
    return out.empty() ? "no events" : out;
}

std::string groupReason(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId) {
    if (group.eventIds.empty()) return {};
    const std::string& first = byId.at(group.eventIds.front())->reason;
    for (std::uint32_t id : group.eventIds)
        if (byId.at(id)->reason != first)
            return first + " (first of " + std::to_string(group.eventIds.size()) + "; reasons differ)";
    return first;
}

std::string groupRule(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId) {
    std::vector<std::string> rules;
    for (std::uint32_t id : group.eventIds) {
        const std::string& r = eventRule(*byId.at(id));
        if (std::find(rules.begin(), rules.end(), r) == rules.end()) rules.push_back(r);
    }
    return joinNodes(rules, 3);
}

const std::string& eventRule(const Event& event) {
    return event.classRule.empty() ? event.rule : event.classRule;
}

std::string eventReason(const Event& event) {
    return event.reason + (event.suppressed ? " (suppressed)" : "");
}

const std::string& eventTitle(const Event& event) {
    return event.title.empty() ? event.symptom : event.title;
}

std::string problemFile(const Problem& problem) {
    return problem.file.empty() ? std::string("(bundle)") : problem.file;
}

unsigned listLimit(const Report& report) {
    return std::max(report.options.listLimit, 1u);
}

std::size_t problemsListed(const Report& report) {
    return std::min<std::size_t>(report.verdict.problems.size(), listLimit(report) * 2);
}

}  // namespace aw::report

// Internal pieces of the report, shared by the model and the writers (not public API).
#pragma once

#include "engine/report/report.h"

#include <map>
#include <string>
#include <vector>

namespace aw::report {

// Reads an evidence line and its context from the bundle's bytes.
EvidenceExcerpt readExcerpt(const Bundle* bundle, std::uint32_t eventId, const EvidenceRef& ref,
                            unsigned contextLines);

// Events grouped by class and symptom, most important class first.
std::vector<EventGroup> groupEvents(const AnalysisResult& result, unsigned listLimit);

// id -> event, without relying on ids being positions.
std::map<std::uint32_t, const Event*> eventsById(const AnalysisResult& result);

// Human words for the enums.
const char* classLabel(EventClass cls);   // "Root cause", "Contributing", ...
const char* classColour(EventClass cls);  // the colour of the class in every picture
std::string outcomeLabel(Outcome outcome);  // "GPU hardware", ...
std::string eventNode(const Event& event);  // node name, or "(job)"

// The provenance graph walked from the verdict: for every node its BFS distance
// (undirected; unreached nodes are absent) and the node it was reached from.
struct ProvenanceWalk {
    std::map<std::string, std::size_t> index;     // id -> position in Provenance::nodes
    std::map<std::string, unsigned> distance;
    std::map<std::string, std::string> parent;
};
ProvenanceWalk walkFromVerdict(const Provenance& provenance);

// The path verdict <- ... <- the node of the root event <- its evidence, as provenance
// node ids from the raw evidence up to the verdict. Empty when it cannot be found.
std::vector<std::string> rootPath(const AnalysisResult& result, const ProvenanceWalk& walk);

std::string joinNodes(const std::vector<std::string>& nodes, std::size_t limit);

}  // namespace aw::report

namespace aw::report {

// "GPU hardware on node07" / "Unknown: no culprit node": the one-line verdict.
std::string headline(const Report& report);
// "node07, node08" or "—".
std::string culpritList(const Verdict& verdict);
// The workload name shown in titles: manifest id, else the bundle name, else "analysis".
std::string workloadName(const Report& report);
// How many events of each class, e.g. "1 root cause, 15 symptoms, 240 noise".
std::string classCounts(const AnalysisResult& result);
// The reason shared by a group, or the first event's reason with "(first of N)" when
// the events give different reasons.
std::string groupReason(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId);
// The rule that classed a group (classRule, else the extractor), several joined by ", ".
std::string groupRule(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId);

}  // namespace aw::report

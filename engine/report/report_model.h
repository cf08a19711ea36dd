// An exported report someone else can act on: the verdict, the chain of reasons, the
// evidence excerpts with their context, the symptom-versus-root-cause table, a timeline
// and a provenance picture, the sources that could not be read, and the versions needed
// to reproduce it. The model is computed once and rendered by every writer
// (report_html.h, report_markdown.h, report_json.h; PDF in app/report). Format:
// docs/report.md.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/report/verdict_rows.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace aw {

struct ReportOptions {
    std::string note;                                 // the user's note, printed right under the verdict
    std::map<std::uint32_t, std::string> eventNotes;  // notes on single events, by event id
    // Events whose evidence is excerpted. nullopt: the default choice (root cause and
    // contributing events, see defaultEvidenceEvents).
    std::optional<std::vector<std::uint32_t>> evidenceEvents;
    unsigned contextLines = 3;      // lines shown before and after each evidence line
    unsigned evidencePerEvent = 3;  // excerpts per event (an event keeps its first few)
    unsigned listLimit = 8;         // longer lists are summarised; the full list is in the appendix
    unsigned timelineRows = 24;     // node rows in the timeline; the rest share one row
    // A time range the user picked (the workbench's): only the events that meet it are
    // listed, drawn and excerpted; the verdict stays whole. kNoTime in either: every event.
    TimeNs rangeFrom = kNoTime;
    TimeNs rangeTo = kNoTime;
    // When the report was made, e.g. "2026-12-02T14:00:00Z". Empty: not printed (golden
    // tests leave it empty so the output stays byte-for-byte stable).
    std::string generatedAt;
};

// The events whose evidence a report includes unless the user chooses: root cause and
// contributing events, in id order.
std::vector<std::uint32_t> defaultEvidenceEvents(const AnalysisResult& result);

// One line of an evidence excerpt.
struct ExcerptLine {
    std::uint32_t number = 0;     // 1-based line number in the file
    std::string text;             // valid UTF-8, control characters replaced, long lines cut
    bool hit = false;             // the evidence line itself (not context)
    std::uint32_t markBegin = 0;  // the matched span inside `text` (empty when begin == end)
    std::uint32_t markEnd = 0;
};

// A raw line with its context, read from the bundle's bytes.
struct EvidenceExcerpt {
    std::uint32_t eventId = 0;
    std::string file;
    std::uint32_t line = 0;
    bool available = false;  // false: the bytes were not in the bundle; `lines` is empty
    std::vector<ExcerptLine> lines;
};

// Events of one class and symptom: one row per event when there are few, one summary
// row ("symptom X on 997 nodes") when there are many.
struct EventGroup {
    EventClass cls = EventClass::Symptom;
    std::string symptom;
    std::vector<std::uint32_t> eventIds;  // in time order
    std::vector<std::string> nodes;       // distinct nodes, in order of first event
    std::uint64_t totalCount = 0;         // sum of Event::count
    TimeNs firstTime = kNoTime;
    bool summarised = false;  // more events than ReportOptions::listLimit
};

// Everything a report shows, computed once and rendered by every writer.
struct Report {
    AnalysisResult result;
    VerdictRows verdict;  // the verdict's rows, as every front end shows them (verdict_rows.h)
    ReportOptions options;
    std::string programVersion;  // AW_VERSION
    std::string bundleName;      // the bundle's folder or archive name (not the full path)
    std::string workloadId;
    std::string scheduler;
    TimeNs windowStart = kNoTime;
    TimeNs windowEnd = kNoTime;
    std::size_t nodeCount = 0;
    std::size_t fileCount = 0;
    std::vector<std::uint32_t> evidenceEvents;  // resolved choice, sorted
    std::vector<EvidenceExcerpt> excerpts;
    std::vector<EventGroup> groups;  // root cause, contributing, symptom, noise
    std::string timelineSvg;         // "" when no event has a time
    std::string provenanceSvg;       // "" when there is no provenance
};

// Builds the report model. `bundle` gives the raw bytes for the excerpts and the
// workload facts; it may be null (excerpts are then marked unavailable).
Report buildReport(const Bundle* bundle, const AnalysisResult& result, const ReportOptions& options = {});

}  // namespace aw

// The pieces of the model the writers share.
namespace aw::report {

// Events grouped by class and symptom, most important class first.
std::vector<EventGroup> groupEvents(const AnalysisResult& result, unsigned listLimit);

// id -> event, without relying on ids being positions.
std::map<std::uint32_t, const Event*> eventsById(const AnalysisResult& result);

// The node of an event, or "(job)".
std::string eventNode(const Event& event);

// How the provenance graph is reached from the verdict: for every node its BFS distance
// (undirected; unreached nodes are absent) and the node it was reached from.
struct ProvenanceReach {
    std::map<std::string, std::size_t> index;  // id -> position in Provenance::nodes
    std::map<std::string, unsigned> distance;
    std::map<std::string, std::string> parent;
};
ProvenanceReach reachFromVerdict(const Provenance& provenance);

// The path verdict <- ... <- the node of the root event <- its evidence, as provenance
// node ids from the raw evidence up to the verdict. Empty when it cannot be found.
std::vector<std::string> rootPath(const AnalysisResult& result, const ProvenanceReach& reach);

std::string joinNodes(const std::vector<std::string>& nodes, std::size_t limit);

}  // namespace aw::report

namespace aw::report {

// "GPU hardware on node07" / "Unknown: no culprit node": the one-line verdict.
std::string headline(const VerdictRows& verdict);
// "node07, node08" (eight at most) or "—".
std::string culpritList(const std::vector<std::string>& nodes);
// A row header of the verdict's table: "Outcome", "Culprit node(s)", ...
const char* factLabel(VerdictFact fact);
// The workload name shown in titles: manifest id, else the bundle name, else "analysis".
std::string workloadName(const Report& report);
// How many events of each class, e.g. "1 root cause, 15 symptoms, 240 noise".
std::string classCounts(const VerdictRows& verdict);
// The reason shared by a group, or the first event's reason with "(first of N)" when
// the events give different reasons.
std::string groupReason(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId);
// The rule that classed a group (classRule, else the extractor), several joined by ", ".
std::string groupRule(const EventGroup& group, const std::map<std::uint32_t, const Event*>& byId);

// An event's row in the lists: the rule that classed it (classRule, else the extractor), its
// reason ("(suppressed)" after it when it is), its title (the symptom when it has none).
const std::string& eventRule(const Event& event);
std::string eventReason(const Event& event);
const std::string& eventTitle(const Event& event);
// A problem's file, or "(bundle)".
std::string problemFile(const Problem& problem);

// Lists longer than this are summarised (ReportOptions::listLimit, at least 1).
unsigned listLimit(const Report& report);
// How many problems their section lists; the rest are in the appendix, which lists them
// all when there are more.
std::size_t problemsListed(const Report& report);

}  // namespace aw::report

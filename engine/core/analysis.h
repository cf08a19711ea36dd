// The result of attribution: the verdict, every event with its class and the reason for
// it, and the provenance graph from raw evidence to the verdict. Plain values, so that
// views, reports and the CLI can all read them.
#pragma once

#include "engine/core/bundle.h"
#include "engine/core/observation.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

enum class EventKind : std::uint8_t { BadNode, InterestingNode, Job };
enum class EventClass : std::uint8_t { RootCause, Contributing, Symptom, Noise };
// Service: a shared service seen from the node (a network filesystem, a storage server); the
// node witnessed the fault, it is not at fault.
enum class Scope : std::uint8_t { Node, Gpu, Link, Job, Service };
enum class Outcome : std::uint8_t {
    GpuHardware,
    GpuSoftware,
    Network,
    Storage,
    Host,
    Infrastructure,
    Application,
    User,
    Hang,
    Unknown
};
enum class Confidence : std::uint8_t { High, Medium, Low };

const char* toString(EventKind kind);   // "bad_node", "interesting_node", "job"
const char* toString(EventClass cls);   // "root_cause", "contributing", "symptom", "noise"
const char* toString(Scope scope);      // "node", "gpu", "link", "job", "service"
const char* toString(Outcome outcome);  // "gpu_hardware", ... "unknown"
const char* toString(Confidence c);     // "high", "medium", "low"

// The words people read, in English (reports, the CLI); the workbench maps the enums through
// tr() itself (views/common/event_class_style.h).
const char* classLabel(EventClass cls);     // "Root cause", "Contributing", "Symptom", "Noise"
std::string outcomeLabel(Outcome outcome);  // "GPU hardware", ... "Unknown"
// The colour of a class in every picture ("#c62828" for a root cause): the reports, and the
// workbench's light theme.
const char* classColour(EventClass cls);
// The words of an action's audience ("Cluster operator"), urgency ("when convenient") and
// of the job decision ("Restart without the culprit").
std::string audienceLabel(std::string_view audience);
std::string urgencyLabel(std::string_view urgency);
std::string jobDecisionLabel(std::string_view decision);

// One piece of raw evidence behind an event, with the span the rule matched.
struct EvidenceRef {
    SourceLocation where;
    std::string file;              // Bundle::files[where.file].path, for output
    std::uint32_t matchBegin = 0;  // byte span of the match inside the line
    std::uint32_t matchEnd = 0;
    std::string text;  // the matched line (or normalised record), first 400 bytes
};

// One line an event's rule matched, for the raw-log view, in the one shape the view needs:
// the record (where), the line of the match inside it (a pretty-printed JSON record spans
// lines) and the matched span in that line's bytes. The span is empty when the match was
// made on a normalised text that the record's bytes do not hold as such (a metric sample).
struct MarkedLine {
    SourceLocation where;
    std::uint32_t line = 0;        // the match's own line; where.line when the record is one line
    std::uint32_t matchBegin = 0;  // bytes from the start of `line`
    std::uint32_t matchEnd = 0;
};

struct Event {
    std::uint32_t id = 0;  // stable: the same bundle always gives the same ids
    EventKind kind = EventKind::InterestingNode;
    std::string node;  // "" for job-level events
    std::int32_t rank = -1;
    std::int32_t gpu = -1;
    std::string symptom;         // e.g. "xid_79_gpu_fallen_off_bus"
    std::string title;           // short human label, e.g. "Xid 79: GPU has fallen off the bus"
    TimeNs time = kNoTime;       // first occurrence
    TimeNs lastTime = kNoTime;   // last occurrence (repeated lines collapse into one event)
    bool timeInherited = false;  // `time` came from a line before it: a lower bound, not the line's own
    std::uint32_t count = 1;
    std::string rule;  // the extractor that emitted it
    Severity severity = Severity::Error;
    Scope scope = Scope::Node;
    Outcome outcomeHint = Outcome::Unknown;  // which outcome this symptom points to
    EventClass cls = EventClass::Symptom;
    std::string classRule;                                      // the filter/refiner that decided the class
    std::string reason;                                         // why this class, naming that rule
    bool suppressed = false;                                    // a filter suppressed it; it stays, with the reason
    std::vector<std::pair<std::string, std::string>> captures;  // named captures of the match
    std::string capture(std::string_view name) const;           // "" when the match has no such capture
    std::vector<EvidenceRef> evidence;                          // first few occurrences (count says how many in all)
    // Another piece of evidence of event N's fault, seen through another source (sacct's
    // TIMEOUT and slurmstepd's line): one fault, not a rival (0: none).
    std::uint32_t sameFaultAs = 0;
    // The lines it matched, in file order, up to kMaxMarkedLines, and the line of each piece
    // of evidence (not in the JSON output).
    std::vector<MarkedLine> markedLines;
};

// How many matched lines an event keeps for the raw-log view.
inline constexpr std::size_t kMaxMarkedLines = 256;

// A sentence the views can say in the user's language: the id of its template and the
// values that fill it. The English text stays beside it (JSON, reports, the CLI); a
// sentence without an id is said in English everywhere.
struct Message {
    std::string id;
    std::vector<std::pair<std::string, std::string>> args;
    std::string arg(std::string_view name) const;  // "" when absent
};

// One step of the chain of reasons shown to the user (verdict first, raw line last).
struct ReasonStep {
    std::string rule;
    std::string text;
    std::uint32_t eventId = 0;  // 0 when the step is not about one event
    Message message;            // `text` as a template and its values, when it has one
};

struct Candidate {
    std::string node;
    std::string symptom;
    Outcome outcome = Outcome::Unknown;
    std::string why;
};

// A command an action leaves out because a value it would carry fails the grammar of what
// it is (engine/core/value_grammar.h): a node named "--selector=..." or "node7 sudo touch x".
struct WithheldCommand {
    std::string command;  // the template: "ssh -- {node} sudo systemctl reboot"
    std::string reason;   // "{node} is \"node7 sudo touch x\", not a host name (RFC 1123)"
};

// One thing to do about a verdict, for one audience, filled in from the catalog's action
// rules (resources/rules/actions.json) with the culprit's node, GPU and evidence.
struct Action {
    std::string id;        // "drain_node", "reset_gpu", ...
    std::string audience;  // job_owner, operator, storage_team, network_team, vendor
    std::string urgency;   // now, soon, when_convenient
    std::string text;
    // `text` as its catalog template ("catalog_text": the template and the values it
    // names), so the workbench can say it in the user's language.
    Message message;
    std::vector<std::string> commands;      // for the bundle's scheduler; only those whose every part is known
    std::vector<WithheldCommand> withheld;  // commands left out, with why
    std::string rule;                       // the action rule it came from
};

// Whether the job can run again, in one sentence.
struct JobAdvice {
    std::string decision;  // restart, restart_excluding, stop, investigate
    std::string why;
    Message whyMessage;  // `why` as its catalog template and values, like Action::message
};

// The workload a verdict is about, as its scheduler described it (the bundle's manifest).
struct WorkloadScope {
    std::string id;                  // "slurm-4242"
    std::string jobId;               // "4242"
    std::vector<std::string> nodes;  // the job's nodes
    TimeNs start = kNoTime;          // the job's window
    TimeNs end = kNoTime;
};

// A source the bundle lacks, and the option of `attribution-cli collect` that brings it.
struct MissingSource {
    std::string source;  // "kernel logs"
    std::string option;  // "--kernel-logs"
    std::string why;     // what it would have told
};

// Error-looking lines no rule explained, for an unknown verdict: one row per template
// (engine/text/log_template.h), ranked by how early and how rare (unexplained_lines.h).
struct UnexplainedTemplate {
    std::string pattern;  // the template: "NCCL error in: <*>/nccl.cpp:<num>"
    EvidenceRef first;    // its first line (text: the first 400 bytes)
    std::string node;     // the node of that line ("" when unknown)
    SourceKind source = SourceKind::Other;
    TimeNs firstTime = kNoTime;  // the first line's time
    std::uint64_t count = 0;     // lines of this template in the bundle
    // Ranked against a fleet (UnexplainedLines::fleetHealthyJobs >= 0): how many of its
    // healthy jobs printed this template; -1 otherwise.
    std::int64_t healthyJobs = -1;
};

struct UnexplainedLines {
    std::vector<UnexplainedTemplate> templates;  // best ranked first, at most kMaxUnexplainedShown
    std::uint64_t lines = 0;                     // unexplained error-looking lines read in all
    std::uint64_t templatesLeftOut = 0;          // templates beyond those shown
    std::uint64_t linesLeftOut = 0;              // their lines, and lines of templates past the scan's cap
    bool notAllRead = false;                     // the bytes budget ran out before the bundle's end
    // The healthy jobs of the fleet the templates were ranked against (those printed by
    // fewer of them first); -1: ranked within the bundle alone (no fleet given).
    std::int64_t fleetHealthyJobs = -1;
    bool empty() const { return templates.empty() && lines == 0; }
};

struct Verdict {
    Outcome outcome = Outcome::Unknown;
    std::vector<std::string> culpritNodes;
    std::vector<int> culpritRanks;
    std::int32_t culpritGpu = -1;
    std::string symptom;
    std::string summary;
    Message summaryMessage;  // `summary` as a template and its values, when it has one
    Confidence confidence = Confidence::Low;
    std::uint32_t rootEventId = 0;  // 0 when there is none
    std::string rule;               // the rule that selected the outcome
    std::vector<ReasonStep> chain;
    std::vector<Candidate> candidates;  // filled when the outcome is unknown or contested
    bool broadEvent = false;            // the same fault on many nodes: a shared cause, no culprit
    JobAdvice job;                      // restart, restart without the culprit, stop, investigate
    std::vector<Action> actions;        // what to do, most urgent first
    // For an unknown outcome: the job as the manifest names it, and the sources that could decide it.
    WorkloadScope workload;
    std::vector<MissingSource> missing;
    // For an unknown outcome opened through openBundle: the error-looking lines no rule explained.
    UnexplainedLines unexplained;
};

enum class ProvKind : std::uint8_t { Evidence, Event, Decision, Verdict };
const char* toString(ProvKind kind);  // "evidence", "event", "decision", "verdict"

struct ProvNode {
    std::string id;  // "ev:12", "e:3", "d:cascade_nccl:3", "verdict"
    ProvKind kind = ProvKind::Event;
    std::string label;
    std::string rule;
    std::string detail;
    std::uint32_t eventId = 0;  // for Event and Decision nodes
    bool hasLocation = false;   // for Evidence nodes
    EvidenceRef evidence;
};

struct ProvEdge {
    std::string from;
    std::string to;
    std::string label;
};

struct Provenance {
    std::vector<ProvNode> nodes;
    std::vector<ProvEdge> edges;
};

struct RuleStat {
    std::string rule;
    std::uint64_t hits = 0;
};

struct AnalysisResult {
    Verdict verdict;
    std::vector<Event> events;  // sorted by (time, node, rule); ids index this vector + 1
    Provenance provenance;
    std::vector<Problem> problems;
    std::vector<RuleStat> ruleStats;
    std::string catalogVersion;

    const Event* findEvent(std::uint32_t id) const;
};

}  // namespace aw

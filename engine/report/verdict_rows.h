// The verdict's rows, decided once for every front end that shows a verdict: the HTML and
// Markdown reports, the text of `attribution-cli analyze` and the workbench's verdict view.
// The model says which rows there are, in which order, with which values, and which are
// left out and why (no GPU row without a blamed GPU, no "what to do" without a decision or
// an action, the verdict's own choice not listed again among the other candidates). Each
// front end decides only its markup and its words. Missing sources and the job the
// manifest names are steps of the chain. Plain values, no Qt.
#pragma once

#include "engine/core/analysis.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aw {

// A row of the verdict's table of facts, in the order the rows are shown.
enum class VerdictFact : std::uint8_t {
    Outcome,     // always
    Culprits,    // always; without a culprit node the row says so
    Ranks,       // when the verdict names the culprit's ranks
    Gpu,         // when it blames one GPU
    Symptom,     // when it names its root symptom
    Confidence,  // always
    FirstFault,  // when its root event is among the events
    Rule,        // when a rule decided the outcome
    Events,      // always: how many events of each class
};

// The verdict's root event, as the rows name it.
struct RootEventRow {
    std::uint32_t id = 0;
    TimeNs time = kNoTime;
    std::string title;
    EventClass cls = EventClass::RootCause;
};

// What to do: the job's decision and the actions (with their commands and the commands
// left out, with why). The section exists when there is a decision or an action.
struct VerdictAdvice {
    std::optional<JobAdvice> job;  // when the job has a decision
    std::vector<Action> actions;   // most urgent first
    bool shown() const { return job || !actions.empty(); }
};
VerdictAdvice verdictAdvice(const Verdict& verdict);

// A step of the chain of reasons, with the class of the event it is about (when that
// event is among the events: a view colours the step by it).
struct ChainRow {
    ReasonStep step;
    std::optional<EventClass> eventClass;
};

// A candidate the analysis weighed. `isVerdict`: the verdict's own choice listed again
// (same symptom, on a culprit node, or on no node when the culprit has none), which a list
// of the "other" candidates leaves out; an unknown verdict chose none.
struct CandidateRow {
    Candidate candidate;
    bool isVerdict = false;
};

struct VerdictRows {
    std::vector<VerdictFact> facts;  // the table's rows, in order; a fact the verdict lacks has none

    // The facts' values.
    Outcome outcome = Outcome::Unknown;
    Confidence confidence = Confidence::Low;
    bool broadEvent = false;                // the same fault on many nodes: a shared cause
    std::vector<std::string> culpritNodes;  // empty: no culprit node
    std::vector<int> culpritRanks;
    std::int32_t culpritGpu = -1;
    std::string symptom;
    std::optional<RootEventRow> root;
    std::string rule;
    std::array<std::size_t, 4> eventsByClass{};  // by EventClass: root cause, contributing, symptom, noise
    std::size_t events = 0;

    std::string summary;  // a sentence; shown when not empty
    Message summaryMessage;
    VerdictAdvice advice;
    std::vector<ChainRow> chain;  // empty: the analysis recorded no chain
    std::vector<CandidateRow> candidates;
    // An unknown verdict's error-looking lines no rule explained; only unknown verdicts have them.
    std::optional<UnexplainedLines> unexplained;
    std::vector<Problem> problems;  // the sources that could not be read, in the analysis' order

    bool has(VerdictFact fact) const;
    // The candidates other than the verdict's own choice.
    std::vector<const CandidateRow*> otherCandidates() const;
};

VerdictRows verdictRows(const AnalysisResult& result);

}  // namespace aw

namespace aw::report {

// The culprit's ranks as every front end writes them: "16, 17".
std::string rankList(const std::vector<int>& ranks);

}  // namespace aw::report

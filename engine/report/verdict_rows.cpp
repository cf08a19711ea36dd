#include "engine/report/verdict_rows.h"

#include <algorithm>

namespace aw {

VerdictAdvice verdictAdvice(const Verdict& verdict) {
    VerdictAdvice advice;
    if (!verdict.job.decision.empty()) advice.job = verdict.job;
    advice.actions = verdict.actions;
    return advice;
}

namespace {

// The verdict's own choice among the candidates: an unknown verdict made none.
bool isVerdictsChoice(const Verdict& v, const Candidate& c) {
    if (v.outcome == Outcome::Unknown || c.symptom != v.symptom) return false;
    const auto& nodes = v.culpritNodes;
    return nodes.empty() ? c.node.empty() : std::find(nodes.begin(), nodes.end(), c.node) != nodes.end();
}

// The event with `id` (0: none), not relying on ids being positions (a hand-built analysis).
const Event* eventWithId(const AnalysisResult& result, std::uint32_t id) {
    if (id == 0) return nullptr;
    if (const Event* e = result.findEvent(id); e && e->id == id) return e;
    for (const Event& e : result.events)
        if (e.id == id) return &e;
    return nullptr;
}

}  // namespace

VerdictRows verdictRows(const AnalysisResult& result) {
    const Verdict& v = result.verdict;
    VerdictRows rows;
    rows.outcome = v.outcome;
    rows.confidence = v.confidence;
    rows.broadEvent = v.broadEvent;
    rows.culpritNodes = v.culpritNodes;
    rows.culpritRanks = v.culpritRanks;
    rows.culpritGpu = v.culpritGpu;
    rows.symptom = v.symptom;
    rows.rule = v.rule;
    if (const Event* root = eventWithId(result, v.rootEventId))
        rows.root = RootEventRow{root->id, root->time, root->title, root->cls};
    for (const Event& e : result.events) ++rows.eventsByClass[static_cast<std::size_t>(e.cls)];
    rows.events = result.events.size();

    rows.facts.push_back(VerdictFact::Outcome);
    rows.facts.push_back(VerdictFact::Culprits);
    if (!v.culpritRanks.empty()) rows.facts.push_back(VerdictFact::Ranks);
    if (v.culpritGpu >= 0) rows.facts.push_back(VerdictFact::Gpu);
    if (!v.symptom.empty()) rows.facts.push_back(VerdictFact::Symptom);
    rows.facts.push_back(VerdictFact::Confidence);
    if (rows.root) rows.facts.push_back(VerdictFact::FirstFault);
    if (!v.rule.empty()) rows.facts.push_back(VerdictFact::Rule);
    rows.facts.push_back(VerdictFact::Events);

    rows.summary = v.summary;
    rows.summaryMessage = v.summaryMessage;
    rows.advice = verdictAdvice(v);
    for (const ReasonStep& step : v.chain) {
        ChainRow row{step, std::nullopt};
        if (const Event* e = eventWithId(result, step.eventId)) row.eventClass = e->cls;
        rows.chain.push_back(std::move(row));
    }
    for (const Candidate& c : v.candidates) rows.candidates.push_back({c, isVerdictsChoice(v, c)});
    if (v.outcome == Outcome::Unknown && !v.unexplained.empty()) rows.unexplained = v.unexplained;
    rows.problems = result.problems;
    return rows;
}

bool VerdictRows::has(VerdictFact fact) const {
    return std::find(facts.begin(), facts.end(), fact) != facts.end();
}

std::vector<const CandidateRow*> VerdictRows::otherCandidates() const {
    std::vector<const CandidateRow*> others;
    for (const CandidateRow& c : candidates)
        if (!c.isVerdict) others.push_back(&c);
    return others;
}

}  // namespace aw

namespace aw::report {

std::string rankList(const std::vector<int>& ranks) {
    std::string out;
    for (int r : ranks) out += (out.empty() ? "" : ", ") + std::to_string(r);
    return out;
}

}  // namespace aw::report

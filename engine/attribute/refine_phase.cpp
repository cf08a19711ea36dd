#include "engine/attribute/refine_phase.h"

#include "engine/attribute/filter_phase.h"
#include "engine/attribute/same_fault_refiner.h"

#include <algorithm>
#include <map>
#include <set>

namespace aw {

int subPhaseOrder(const std::string& subPhase) {
    if (subPhase == "EARLY") return 0;
    if (subPhase == "MIDDLE") return 1;
    if (subPhase == "LATE") return 2;
    if (subPhase == "FINAL") return 3;
    return 4;
}

namespace {

bool isCandidate(const EventState& e) {
    return e.event.cls == EventClass::RootCause;
}

// Node-level root candidates strong enough to explain other events, in time order.
// A root candidate that implicates a node, dated or not.
bool nodeFault(const EventState& e, int minStrength) {
    return isCandidate(e) && e.role == Role::Root && e.strength >= minStrength && e.event.kind != EventKind::Job &&
           !e.event.node.empty();
}

std::vector<std::uint32_t> nodeFaults(const AttributionState& state, int minStrength) {
    std::vector<std::uint32_t> out;
    for (const auto& e : state.events)
        if (nodeFault(e, minStrength) && e.event.time != kNoTime) out.push_back(e.event.id);
    return out;
}

void contributingAfterRoot(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const auto anchors = nodeFaults(state, c.minStrength);
    const TimeNs skew = secondsToNs(c.skewSeconds);
    const TimeNs window = secondsToNs(c.windowSeconds);
    std::map<std::uint32_t, std::size_t> decisionOf;
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.time == kNoTime || !selects(c, e)) continue;
        for (std::uint32_t a : anchors) {
            const Event& root = state.at(a).event;
            if (a == e.event.id || root.node != e.event.node) continue;
            if (e.event.time < root.time - skew || e.event.time > root.time + window) continue;
            if (e.strength > state.at(a).strength) continue;  // a stronger fault is not explained by a weaker one
            auto it = decisionOf.find(a);
            if (it == decisionOf.end())
                it = decisionOf
                         .emplace(a, state.openDecision(rule, a, c.setClass,
                                                        "follows " + describe(root) + " on the same node",
                                                        {"follows_same_node", eventValues(root)}))
                         .first;
            state.decide(it->second, e.event.id, c.setClass,
                         rule.rule.id + ": " + e.event.symptom + " " + secondsText(root.time, e.event.time) + " " +
                             describe(root) + " on the same node: a consequence of it, not a rival root");
            break;
        }
    }
}

// Findings of the Flight Recorder hang analysis that name the same culprits: one hang.
bool oneHang(const Event& a, const Event& b) {
    const std::string culprits = a.capture("culprits");
    return !culprits.empty() && culprits == b.capture("culprits");
}

void sameNodeBurst(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::map<std::string, std::vector<std::uint32_t>> byNode;
    for (std::uint32_t id : nodeFaults(state, c.minStrength)) byNode[state.at(id).event.node].push_back(id);
    const TimeNs window = secondsToNs(c.windowSeconds);
    for (const auto& [node, ids] : byNode) {
        std::size_t start = 0;
        while (start < ids.size()) {
            std::size_t end = start + 1;  // a burst: faults no more than `window` apart
            while (end < ids.size() && state.at(ids[end]).event.time - state.at(ids[end - 1]).event.time <= window)
                ++end;
            std::uint32_t kept = ids[start];
            for (std::size_t i = start; i < end; ++i)
                if (state.at(ids[i]).strength > state.at(kept).strength) kept = ids[i];
            if (end - start > 1) {
                const Event& k = state.at(kept).event;
                const std::size_t d =
                    state.openDecision(rule, kept, c.setClass,
                                       "one burst of faults on " + node + "; " + describe(k) + " is the most specific",
                                       {"one_burst", eventValues(k, {{"node", node}})});
                for (std::size_t i = start; i < end; ++i) {
                    if (ids[i] == kept || oneHang(state.at(ids[i]).event, k)) continue;
                    state.decide(d, ids[i], c.setClass,
                                 rule.rule.id + ": same burst on " + node + " as " + describe(k) +
                                     ", which is more specific; this one contributes");
                }
            }
            start = end;
        }
    }
    // A node with faults whose lines carry no date (dmesg before its boot time is known, a
    // pasted log): its faults cannot be set apart in time, so they are one burst, the most
    // specific standing for them. The scheduler's records of the job count with the node they
    // name, and faults of no named node with the file they came from (one host wrote it).
    std::map<std::string, std::vector<std::uint32_t>> faultsOf;
    std::set<std::string> undated;
    for (const auto& e : state.events) {
        if (!isCandidate(e) || e.role != Role::Root || e.strength < c.minStrength) continue;
        if (e.event.node.empty() && (e.event.kind == EventKind::Job || e.event.evidence.empty())) continue;
        const std::string where =
            !e.event.node.empty() ? e.event.node : "an unnamed node (" + e.event.evidence.front().file + ")";
        faultsOf[where].push_back(e.event.id);
        if (e.event.time == kNoTime) undated.insert(where);
    }
    // The scheduler saying one thing twice (slurmstepd's "Detected 1 oom-kill event" and
    // srun's "host: task 4: Out Of Memory"): one record, the one that names its host.
    std::map<std::string, std::vector<std::uint32_t>> jobRecords;
    for (const auto& e : state.events)
        if (isCandidate(e) && e.event.kind == EventKind::Job && e.event.time == kNoTime && e.strength >= c.minStrength)
            jobRecords[e.event.symptom].push_back(e.event.id);
    for (const auto& [symptom, ids] : jobRecords) {
        if (ids.size() < 2) continue;
        std::uint32_t kept = ids.front();
        for (std::uint32_t id : ids)
            if (state.at(kept).event.node.empty() && !state.at(id).event.node.empty()) kept = id;
        const std::size_t d = state.openDecision(rule, kept, c.setClass, "one scheduler record: " + symptom,
                                                 {"one_scheduler_record", {{"symptom", symptom}}});
        for (std::uint32_t id : ids)
            if (id != kept)
                state.decide(d, id, c.setClass,
                             rule.rule.id + ": the scheduler reports " + symptom + " again, as " +
                                 describe(state.at(kept).event) + "; one record");
    }
    for (const auto& node : undated) {
        const auto& ids = faultsOf[node];
        if (ids.size() < 2) continue;
        std::uint32_t kept = ids.front();
        for (std::uint32_t id : ids)
            if (state.at(id).strength > state.at(kept).strength) kept = id;
        const Event& k = state.at(kept).event;
        const std::size_t d = state.openDecision(
            rule, kept, c.setClass, "faults on " + node + " with no date; " + describe(k) + " is the most specific",
            {"undated_faults", eventValues(k, {{"node", node}})});
        for (std::uint32_t id : ids)
            if (id != kept && !oneHang(state.at(id).event, k))
                state.decide(d, id, c.setClass,
                             rule.rule.id + ": no date on " + node + ", like " + describe(k) +
                                 ", which is more specific; this one contributes");
    }
}

// The same error (same file, say) reported on several nodes: a collective that gathers
// every rank's failure (torch.distributed.checkpoint's CheckpointException) prints the
// original error on every node. The node where it appeared first is the origin; copies
// at least `skew_s` later are quotes of it.
void fanoutCopies(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    auto identity = [&](const Event& e) -> std::string {
        for (const auto& [k, v] : e.captures)
            if (k == c.capture) return v;
        return {};
    };
    std::map<std::pair<std::string, std::string>, std::vector<std::uint32_t>> groups;
    for (const auto& e : state.events) {
        if (!isCandidate(e) || e.event.node.empty() || e.event.time == kNoTime || !selects(c, e)) continue;
        const std::string id = identity(e.event);
        if (!id.empty()) groups[{e.event.symptom, id}].push_back(e.event.id);
    }
    const TimeNs skew = secondsToNs(c.skewSeconds);
    for (const auto& [key, ids] : groups) {
        const Event& origin = state.at(ids.front()).event;  // ids are in time order
        std::size_t d = SIZE_MAX;
        for (std::uint32_t id : ids) {
            const Event& e = state.at(id).event;
            if (e.node == origin.node || e.time < origin.time + skew) continue;
            if (d == SIZE_MAX)
                d = state.openDecision(rule, origin.id, c.setClass,
                                       "copies of " + describe(origin) + " (same " + c.capture + ") on other nodes",
                                       {"quoted_copies", eventValues(origin, {{"capture", c.capture}})});
            state.decide(d, id, c.setClass,
                         rule.rule.id + ": the same error (" + c.capture + " " + key.second + ") first appeared " +
                             secondsText(e.time, origin.time) + " this copy, as " + describe(origin) +
                             "; a quoted copy on " + e.node + ", not a fault of its own");
        }
    }
}

// Any strong root candidate explains the failure better than a generic error, whether it
// blames a node or the job ("can't open file 'train.py'" beside the launcher's own
// CalledProcessError), dated or not.
void demoteWeak(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const auto strong = std::find_if(state.events.begin(), state.events.end(), [&](const EventState& e) {
        return isCandidate(e) && e.role == Role::Root && e.strength >= c.strongStrength;
    });
    if (strong == state.events.end()) return;
    const Event& s = strong->event;
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (!isCandidate(e) || e.strength >= c.minStrength || !selects(c, e)) continue;
        if (d == SIZE_MAX)
            d = state.openDecision(rule, s.id, c.setClass, "a specific fault explains the failure: " + describe(s),
                                   {"specific_fault_explains", eventValues(s)});
        state.decide(d, e.event.id, c.setClass,
                     rule.rule.id + ": a generic " + e.event.symptom + " while " + describe(s) +
                         " explains the failure; a consequence, not the cause");
    }
}

void jobStateAfterFault(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const auto faults = nodeFaults(state, c.minStrength);
    if (faults.empty()) return;
    const Event& f = state.at(faults.front()).event;
    const TimeNs skew = secondsToNs(c.skewSeconds);
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (!isCandidate(e) || e.event.kind != EventKind::Job || !selects(c, e)) continue;
        if (e.event.time != kNoTime && e.event.time < f.time - skew) continue;
        if (d == SIZE_MAX)
            d = state.openDecision(rule, f.id, c.setClass, "the scheduler reacted to " + describe(f),
                                   {"scheduler_reacted", eventValues(f)});
        state.decide(d, e.event.id, c.setClass,
                     rule.rule.id + ": the scheduler recorded " + e.event.title +
                         (e.event.time == kNoTime ? std::string(" (no time)")
                                                  : " " + secondsText(f.time, e.event.time) + " " + describe(f)) +
                         ": a reaction to that fault");
    }
}

void firstAppearance(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::vector<std::uint32_t> candidates;
    for (const auto& e : state.events)
        if (isCandidate(e) && e.event.time != kNoTime && e.strength >= c.minStrength && selects(c, e))
            candidates.push_back(e.event.id);
    if (candidates.size() < 2) return;
    const Event& first = state.at(candidates.front()).event;
    const TimeNs skew = secondsToNs(c.skewSeconds);
    std::size_t d = SIZE_MAX;
    for (std::size_t i = 1; i < candidates.size(); ++i) {
        const Event& e = state.at(candidates[i]).event;
        const bool later = e.time > first.time + skew;
        if (!later && e.node != first.node) continue;  // within clock-skew tolerance: no order, a tie
        // The first one's time is only that of a line before it (a lower bound): its own
        // line may have come after this fault, so time alone does not order them.
        if (first.timeInherited && e.node != first.node) continue;
        if (oneHang(e, first)) continue;  // culprits of one hang together, not rivals
        if (d == SIZE_MAX)
            d = state.openDecision(rule, first.id, c.setClass, "the earliest fault is " + describe(first),
                                   {"earliest_fault", eventValues(first)});
        state.contested.push_back(e.id);
        state.decide(d, e.id, c.setClass,
                     rule.rule.id + ": appeared " + secondsText(first.time, e.time) + " " + describe(first) +
                         " (beyond the " + std::to_string(static_cast<long long>(c.skewSeconds)) +
                         " s clock-skew tolerance); the earlier fault is the root");
    }
}

// The outcome chose it with the root: the same finding on another culprit rank (several
// ranks missing from one collective are culprits together).
bool chosenWithRoot(const EventState& e, const AttributionState& state) {
    const Verdict& v = state.verdict;
    if (v.rootEventId != 0 && oneHang(e.event, state.at(v.rootEventId).event)) return true;
    return e.event.symptom == v.symptom && e.event.rank >= 0 &&
           std::find(v.culpritRanks.begin(), v.culpritRanks.end(), e.event.rank) != v.culpritRanks.end();
}

void demoteLeftovers(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (!isCandidate(e) || e.event.id == state.verdict.rootEventId || chosenWithRoot(e, state)) continue;
        if (d == SIZE_MAX)
            d = state.openDecision(rule, state.verdict.rootEventId, c.setClass, "candidates the outcome did not choose",
                                   {"candidates_not_chosen", {}});
        state.decide(d, e.event.id, c.setClass,
                     rule.rule.id + ": a candidate the outcome (" + std::string(toString(state.verdict.outcome)) +
                         ") did not choose; listed with the verdict's candidates");
    }
}

void attachJobState(const RuleSpec& rule, AttributionState& state) {
    for (const auto& e : state.events) {
        if (e.event.kind != EventKind::Job || e.event.cls == EventClass::Noise || !selects(rule.condition, e)) continue;
        state.verdict.chain.push_back(ReasonStep{
            rule.rule.id,
            "job state: " + e.event.title + (e.event.time == kNoTime ? "" : " at " + formatIsoUtc(e.event.time)) +
                " (" + toString(e.event.cls) + ")",
            e.event.id,
            {"job_state",
             {{"title", e.event.title},
              {"time", e.event.time == kNoTime ? "" : formatIsoUtc(e.event.time)},
              {"class", toString(e.event.cls)}}}});
    }
}

// A fault of the job's own code, data or settings (an out-of-memory of its model, a script
// that is not there) showed on some node, but that node is not at fault: it is named where
// the fault showed, not as a culprit, and not counted against it in the fleet.
void unblameJobFaults(const RuleSpec& rule, AttributionState& state) {
    Verdict& v = state.verdict;
    const auto& outcomes = rule.condition.outcomes;
    if (v.culpritNodes.empty() || std::find(outcomes.begin(), outcomes.end(), v.outcome) == outcomes.end()) return;
    std::string nodes;
    for (const std::string& n : v.culpritNodes) nodes += (nodes.empty() ? "" : ", ") + n;
    v.chain.push_back(ReasonStep{rule.rule.id,
                                 std::string("outcome ") + toString(v.outcome) +
                                     ": a fault of the job's own code, data or settings; " + nodes +
                                     " is where it showed, not a culprit",
                                 v.rootEventId,
                                 {"not_a_node_fault", {{"outcome", toString(v.outcome)}, {"nodes", nodes}}}});
    v.culpritNodes.clear();
    v.culpritGpu = -1;
}

}  // namespace

void runRefiner(const RuleSpec& rule, AttributionState& state) {
    if (rule.type == "contributing_after_root") contributingAfterRoot(rule, state);
    else if (rule.type == "same_fault") sameFaultRefiner(rule, state);
    else if (rule.type == "same_node_burst") sameNodeBurst(rule, state);
    else if (rule.type == "fanout_copies") fanoutCopies(rule, state);
    else if (rule.type == "demote_weak") demoteWeak(rule, state);
    else if (rule.type == "job_state_after_fault") jobStateAfterFault(rule, state);
    else if (rule.type == "first_appearance") firstAppearance(rule, state);
}

void runPostOutcome(const RuleSpec& rule, AttributionState& state) {
    if (rule.type == "demote_leftovers") demoteLeftovers(rule, state);
    else if (rule.type == "attach_job_state") attachJobState(rule, state);
    else if (rule.type == "unblame_job_faults") unblameJobFaults(rule, state);
}

}  // namespace aw

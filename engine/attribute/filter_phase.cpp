#include "engine/attribute/filter_phase.h"

#include "engine/attribute/job_scope_filters.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

namespace aw {

bool selects(const RuleCondition& c, const EventState& e) {
    if (!c.symptoms.empty() && !symptomMatchesAny(c.symptoms, e.event.symptom)) return false;
    if (symptomMatchesAny(c.exceptSymptoms, e.event.symptom)) return false;
    if (!c.roles.empty() && std::find(c.roles.begin(), c.roles.end(), e.role) == c.roles.end()) return false;
    if (!c.kinds.empty() && std::find(c.kinds.begin(), c.kinds.end(), e.event.kind) == c.kinds.end()) return false;
    return true;
}

namespace {

// A fault that can explain what follows: a root-role, node-level event still in the running.
bool isAnchorFault(const EventState& e, int minStrength) {
    return e.role == Role::Root && e.strength >= minStrength && e.event.kind != EventKind::Job &&
           e.event.cls == EventClass::RootCause && e.event.time != kNoTime && !e.event.node.empty();
}

void benign(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise && !e.event.classRule.empty() && e.event.classRule != e.event.rule)
            continue;
        const bool listed = !c.symptoms.empty() && symptomMatchesAny(c.symptoms, e.event.symptom);
        if (!(e.role == Role::Benign || listed)) continue;
        if (d == SIZE_MAX)
            d = state.openDecision(rule, 0, EventClass::Noise, "known benign lines, printed by healthy jobs");
        state.decide(d, e.event.id, EventClass::Noise,
                     rule.rule.id + ": " + e.event.symptom + " is known to be benign (" +
                         (listed ? "listed by this filter" : "rule " + e.event.rule + " marks it so") +
                         "); kept, suppressed",
                     true);
    }
}

void baseline(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    TimeNs firstFault = kNoTime;
    for (const auto& e : state.events)
        if (isAnchorFault(e, c.minStrength) && (firstFault == kNoTime || e.event.time < firstFault))
            firstFault = e.event.time;
    struct Group {
        std::set<std::string> nodes;
        TimeNs first = kNoTime;
        std::vector<std::uint32_t> events;
    };
    std::map<std::string, Group> bySymptom;
    for (const auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.severity > c.maxSeverity) continue;
        if (e.event.node.empty() || !selects(c, e)) continue;
        Group& g = bySymptom[e.event.symptom];
        g.nodes.insert(e.event.node);
        if (e.event.time != kNoTime && (g.first == kNoTime || e.event.time < g.first)) g.first = e.event.time;
        g.events.push_back(e.event.id);
    }
    const double needed = std::max<double>(c.minNodes, c.nodeFraction * static_cast<double>(state.nodeCount));
    for (const auto& [symptom, g] : bySymptom) {
        if (static_cast<double>(g.nodes.size()) < needed) continue;
        const bool beforeFault = firstFault == kNoTime || (g.first != kNoTime && g.first < firstFault);
        if (!beforeFault) continue;
        const std::string text = symptom + " is printed by " + std::to_string(g.nodes.size()) + " of " +
                                 std::to_string(state.nodeCount) + " nodes, " +
                                 (firstFault == kNoTime ? std::string("and there is no fault")
                                                        : "first at " + formatIsoUtc(g.first) + ", before any fault");
        const std::size_t d = state.openDecision(rule, 0, EventClass::Noise, text);
        for (std::uint32_t id : g.events)
            state.decide(d, id, EventClass::Noise, rule.rule.id + ": " + text + ": a line every node prints", true);
    }
}

// Faults long before the failure are history: the incident is the last stretch of dated
// evidence with no silence longer than `window_s`; what came before it (an Xid of another
// job days earlier) stays in view, with the reason, but is never chosen.
void history(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::vector<TimeNs> times;
    for (const auto& e : state.events)
        if (e.event.cls != EventClass::Noise && e.event.time != kNoTime) times.push_back(e.event.time);
    std::sort(times.begin(), times.end());
    const TimeNs gap = secondsToNs(c.windowSeconds);
    TimeNs start = kNoTime;
    for (std::size_t i = times.size(); i-- > 1;)
        if (times[i] - times[i - 1] > gap) {
            start = times[i];
            break;
        }
    if (start == kNoTime) return;
    const std::string text = "the incident's evidence starts at " + formatIsoUtc(start) + ", after more than " +
                             std::to_string(static_cast<long long>(c.windowSeconds / 3600)) + " h of silence";
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.time == kNoTime || e.event.time >= start || !selects(c, e))
            continue;
        if (d == SIZE_MAX) d = state.openDecision(rule, 0, EventClass::Noise, text);
        const double days = static_cast<double>(start - e.event.time) / (86400.0 * 1e9);
        char before[32];
        std::snprintf(before, sizeof before, "%.1f days", days);
        state.decide(d, e.event.id, EventClass::Noise,
                     rule.rule.id + ": " + before + " before the incident (" + text +
                         "): history of the node, shown, not a cause of this failure");
    }
}

void cascade(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::vector<std::uint32_t> anchors;
    for (const auto& e : state.events)
        if (isAnchorFault(e, c.minStrength)) anchors.push_back(e.event.id);  // already in time order
    if (anchors.empty()) return;
    const TimeNs skew = secondsToNs(c.skewSeconds);
    const TimeNs window = secondsToNs(c.windowSeconds);
    std::map<std::uint32_t, std::size_t> decisionOf;  // anchor -> decision
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.time == kNoTime || !selects(c, e)) continue;
        for (std::uint32_t a : anchors) {
            const Event& root = state.at(a).event;
            if (a == e.event.id) continue;
            if (e.event.time < root.time - skew || e.event.time > root.time + window) continue;
            if (e.role == Role::Root && e.strength >= c.minStrength) break;  // a rival fault, not a cascade
            auto it = decisionOf.find(a);
            if (it == decisionOf.end())
                it = decisionOf
                         .emplace(a,
                                  state.openDecision(
                                      rule, a, c.setClass,
                                      "follows " + describe(root) + " within " +
                                          std::to_string(static_cast<long long>(c.windowSeconds)) + " s",
                                      {"follows_within",
                                       eventValues(root, {{"seconds",
                                                           std::to_string(static_cast<long long>(c.windowSeconds))}})}))
                         .first;
            state.decide(it->second, e.event.id, c.setClass,
                         rule.rule.id + ": " + e.event.symptom + " on " +
                             (e.event.node.empty() ? std::string("the job") : e.event.node) + " " +
                             secondsText(root.time, e.event.time) + " " + describe(root) +
                             ": a consequence of that fault");
            break;
        }
    }
}

void broad(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    std::map<std::string, std::vector<std::uint32_t>> bySymptom;
    for (const auto& e : state.events)
        if (e.event.cls != EventClass::Noise && e.event.time != kNoTime && !e.event.node.empty() && selects(c, e) &&
            e.strength >= c.minStrength)
            bySymptom[e.event.symptom].push_back(e.event.id);
    const TimeNs window = secondsToNs(c.windowSeconds);
    for (const auto& [symptom, ids] : bySymptom) {
        // Sliding window over the (time-ordered) events: the most nodes at once.
        std::map<std::string, int> inWindow;
        std::size_t lo = 0, bestLo = 0, bestHi = 0, bestNodes = 0;
        for (std::size_t hi = 0; hi < ids.size(); ++hi) {
            ++inWindow[state.at(ids[hi]).event.node];
            while (state.at(ids[hi]).event.time - state.at(ids[lo]).event.time > window) {
                auto it = inWindow.find(state.at(ids[lo]).event.node);
                if (--it->second == 0) inWindow.erase(it);
                ++lo;
            }
            if (inWindow.size() > bestNodes) {
                bestNodes = inWindow.size();
                bestLo = lo;
                bestHi = hi;
            }
        }
        if (static_cast<int>(bestNodes) <= c.maxNodes) continue;
        const Event& first = state.at(ids[bestLo]).event;
        BroadIncident incident;
        incident.rule = rule.rule.id;
        incident.symptom = symptom;
        incident.title = first.title;
        incident.outcome = first.outcomeHint;
        incident.nodes = bestNodes;
        incident.first = first.time;
        incident.windowSeconds = c.windowSeconds;
        const std::string text = symptom + " on " + std::to_string(bestNodes) + " nodes within " +
                                 std::to_string(static_cast<long long>(c.windowSeconds)) + " s (more than " +
                                 std::to_string(c.maxNodes) + "): a shared cause, not one node";
        const std::size_t d = state.openDecision(rule, ids[bestLo], c.setClass, text,
                                                 {"shared_cause",
                                                  {{"symptom", symptom},
                                                   {"nodes", std::to_string(bestNodes)},
                                                   {"seconds", std::to_string(static_cast<long long>(c.windowSeconds))},
                                                   {"max", std::to_string(c.maxNodes)}}});
        for (std::size_t i = bestLo; i <= bestHi; ++i) {
            state.decide(d, ids[i], c.setClass, rule.rule.id + ": " + text + "; not blamed on this node");
            incident.events.push_back(ids[i]);
        }
        state.broad.push_back(std::move(incident));
    }
}

}  // namespace

void runFilter(const RuleSpec& rule, AttributionState& state) {
    if (rule.type == "benign") benign(rule, state);
    else if (rule.type == "baseline") baseline(rule, state);
    else if (rule.type == "history") history(rule, state);
    else if (rule.type == "cascade") cascade(rule, state);
    else if (rule.type == "broad") broad(rule, state);
    else if (rule.type == "other_job") otherJobFilter(rule, state);
    else if (rule.type == "outside_job") outsideJobFilter(rule, state);
}

}  // namespace aw

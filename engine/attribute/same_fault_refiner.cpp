#include "engine/attribute/same_fault_refiner.h"

#include "engine/attribute/filter_phase.h"

#include <algorithm>
#include <map>

namespace aw {
namespace {

// The node a fault is at: the one its line names as failed (failed_node=, "Node failure on
// n5"), else the node of a node-level fault. A job-level event placed on the host where the
// batch script ran (slurmstepd's line) is at no node.
std::string faultNode(const Event& e) {
    const std::string named = e.capture("node");
    if (!named.empty()) return named;
    return e.kind == EventKind::Job ? std::string() : e.node;
}

// Reports that may be one fault: what their members name (the first node and job named; the
// others name the same or none) and the time they span.
struct Group {
    std::string node, job;
    TimeNs first = kNoTime, last = kNoTime;
    std::vector<std::uint32_t> ids;

    // Whether the report can be one fault with every member: it names no other node, no other
    // job, and, when dated, comes within `window` of every dated member.
    bool fits(const std::string& n, const std::string& j, TimeNs t, TimeNs window) const {
        if (!n.empty() && !node.empty() && n != node) return false;
        if (!j.empty() && !job.empty() && j != job) return false;
        if (t == kNoTime || first == kNoTime) return true;
        return t - first <= window && last - t <= window && first - t <= window;
    }
    void add(std::uint32_t id, const std::string& n, const std::string& j, TimeNs t) {
        ids.push_back(id);
        if (node.empty()) node = n;
        if (job.empty()) job = j;
        if (t == kNoTime) return;
        if (first == kNoTime || t < first) first = t;
        if (last == kNoTime || t > last) last = t;
    }
};

// A report joins one of the last groups made (one fault's reports come close together): a
// bound on the work a bundle of a million distinct cgroups' OOM kills can ask.
constexpr std::size_t kOpenGroups = 32;

std::string sourceOf(const Event& e) {
    return e.evidence.empty() ? e.rule : e.evidence.front().file;
}

}  // namespace

// Root candidates whose rules share a same_fault key are grouped, in time order, with the
// first of the last groups made that they can all be one fault with. In a group of several,
// the strongest (the first dated one of equals) stands for the fault; the others become its
// evidence (sameFaultAs), in the rule's class, with a reason that names the source that saw it.
void sameFaultRefiner(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const TimeNs window = secondsToNs(c.windowSeconds);
    std::map<std::string, std::vector<std::uint32_t>> byKey;
    for (const auto& e : state.events)
        if (e.event.cls == EventClass::RootCause && e.role == Role::Root && !e.sameFault.empty() &&
            e.strength >= c.minStrength && selects(c, e))
            byKey[e.sameFault].push_back(e.event.id);
    for (const auto& [key, ids] : byKey) {
        std::vector<Group> groups;
        for (std::uint32_t id : ids) {
            const Event& e = state.at(id).event;
            const std::string node = faultNode(e), job = e.capture("job");
            Group* joined = nullptr;
            for (std::size_t i = groups.size() > kOpenGroups ? groups.size() - kOpenGroups : 0; i < groups.size(); ++i)
                if (groups[i].fits(node, job, e.time, window)) {
                    joined = &groups[i];
                    break;
                }
            if (!joined) joined = &groups.emplace_back();
            joined->add(id, node, job, e.time);
        }
        for (const Group& group : groups) {
            const std::vector<std::uint32_t>& g = group.ids;
            if (g.size() < 2) continue;
            // The strongest stands for the fault; of equals, the first with a time (slurmstepd's
            // line has none, sacct's record of the same fault has).
            const auto rank = [&](std::uint32_t id) {
                return std::pair{state.at(id).strength, state.at(id).event.time != kNoTime};
            };
            std::uint32_t kept = g.front();
            for (std::uint32_t id : g)
                if (rank(id) > rank(kept)) kept = id;
            const Event& k = state.at(kept).event;
            const std::size_t d = state.openDecision(
                rule, kept, c.setClass,
                "one " + key + " fault reported by " + std::to_string(g.size()) + " sources; " + describe(k) +
                    " stands for it",
                {"one_fault_many_sources", eventValues(k, {{"key", key}, {"count", std::to_string(g.size())}})});
            for (std::uint32_t id : g) {
                if (id == kept) continue;
                Event& e = state.at(id).event;
                e.sameFaultAs = kept;
                state.decide(d, id, c.setClass,
                             rule.rule.id + ": the same " + key + " fault as " + describe(k) + " (" + sourceOf(k) +
                                 "), reported again by " + sourceOf(e) +
                                 ": another piece of its evidence, not a rival fault");
            }
        }
    }
}

}  // namespace aw

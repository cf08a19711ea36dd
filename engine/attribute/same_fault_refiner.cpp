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

// Whether two reports can be one fault: they name no two different nodes, no two different
// jobs, and, when both are dated, came within `window` of each other.
bool oneFault(const Event& a, const Event& b, TimeNs window) {
    const std::string na = faultNode(a), nb = faultNode(b);
    if (!na.empty() && !nb.empty() && na != nb) return false;
    const std::string ja = a.capture("job"), jb = b.capture("job");
    if (!ja.empty() && !jb.empty() && ja != jb) return false;
    if (a.time == kNoTime || b.time == kNoTime) return true;
    return (a.time > b.time ? a.time - b.time : b.time - a.time) <= window;
}

std::string sourceOf(const Event& e) { return e.evidence.empty() ? e.rule : e.evidence.front().file; }

}  // namespace

// Root candidates whose rules share a same_fault key are grouped, in time order, with the
// first group they can all be one fault with. In a group of several, the strongest (the
// first dated one of equals) stands for the fault; the others become its evidence (sameFaultAs), in
// the rule's class, with a reason that names the source that saw it.
void sameFaultRefiner(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const TimeNs window = secondsToNs(c.windowSeconds);
    std::map<std::string, std::vector<std::uint32_t>> byKey;
    for (const auto& e : state.events)
        if (e.event.cls == EventClass::RootCause && e.role == Role::Root && !e.sameFault.empty() &&
            e.strength >= c.minStrength && selects(c, e))
            byKey[e.sameFault].push_back(e.event.id);
    for (const auto& [key, ids] : byKey) {
        std::vector<std::vector<std::uint32_t>> groups;
        for (std::uint32_t id : ids) {
            const Event& e = state.at(id).event;
            const auto fits = [&](const std::vector<std::uint32_t>& g) {
                return std::all_of(g.begin(), g.end(), [&](std::uint32_t m) { return oneFault(e, state.at(m).event, window); });
            };
            const auto it = std::find_if(groups.begin(), groups.end(), fits);
            if (it == groups.end()) groups.push_back({id});
            else it->push_back(id);
        }
        for (const auto& g : groups) {
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
            const std::size_t d = state.openDecision(rule, kept, c.setClass,
                                                     "one " + key + " fault reported by " + std::to_string(g.size()) +
                                                         " sources; " + describe(k) + " stands for it");
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

#include "engine/attribute/job_scope_filters.h"

#include "engine/attribute/filter_phase.h"

#include <algorithm>

namespace aw {
namespace {

bool roleAndSymptomSelected(const RuleCondition& c, const EventState& e) {
    if (!c.roles.empty() && std::find(c.roles.begin(), c.roles.end(), e.role) == c.roles.end()) return false;
    if (!c.kinds.empty() && std::find(c.kinds.begin(), c.kinds.end(), e.event.kind) == c.kinds.end()) return false;
    return c.symptoms.empty() || symptomMatchesAny(c.symptoms, e.event.symptom);
}

TimeNs distance(TimeNs a, TimeNs b) {
    return a > b ? a - b : b - a;
}

}  // namespace

// A line naming job M's cgroup (oom_memcg=/slurm/uid_0/job_M, task_memcg=.../job_M/...)
// belongs to job M: it is shown, never the root of this job. The other lines of one kernel
// report name no job ("python3 invoked oom-killer", "Memory cgroup out of memory: Killed
// process"); those of the rule's symptoms on the same node within `window_s` of job M's
// line are job M's too, unless a line of this job's own report is as close.
void otherJobFilter(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const std::string& own = state.job.jobId;
    if (own.empty()) return;
    const std::string capture = c.capture.empty() ? "job" : c.capture;
    std::vector<std::uint32_t> foreign, ownLines;
    for (const auto& e : state.events) {
        if (e.event.cls == EventClass::Noise) continue;
        const std::string job = e.event.capture(capture);
        if (job.empty()) continue;
        (job == own ? ownLines : foreign).push_back(e.event.id);
    }
    if (foreign.empty()) return;
    const std::size_t d = state.openDecision(rule, 0, c.setClass, "lines of other jobs than job " + own);
    for (std::uint32_t id : foreign) {
        const Event& e = state.at(id).event;
        state.decide(d, id, c.setClass,
                     rule.rule.id + ": names job " + e.capture(capture) + ", not job " + own +
                         ": that job's event on a shared node, shown, never this job's cause");
    }
    const TimeNs window = secondsToNs(c.windowSeconds);
    auto nearest = [&](const Event& e, const std::vector<std::uint32_t>& lines) {
        TimeNs best = -1;
        std::uint32_t which = 0;
        for (std::uint32_t id : lines) {
            const Event& o = state.at(id).event;
            if (o.node != e.node || o.time == kNoTime || distance(o.time, e.time) > window) continue;
            if (best < 0 || distance(o.time, e.time) < best) {
                best = distance(o.time, e.time);
                which = id;
            }
        }
        return std::pair{which, best};
    };
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.time == kNoTime || !e.event.capture(capture).empty() ||
            !roleAndSymptomSelected(c, e))
            continue;
        const auto [theirs, theirDistance] = nearest(e.event, foreign);
        if (theirs == 0) continue;
        const auto [ours, ourDistance] = nearest(e.event, ownLines);
        if (ours != 0 && ourDistance <= theirDistance) continue;  // as close to this job's own report
        const Event& o = state.at(theirs).event;
        e.anchor = theirs;
        state.decide(d, e.event.id, c.setClass,
                     rule.rule.id + ": the same kernel report as " + describe(o) + " (" +
                         secondsText(o.time, e.event.time) + " it on " + e.event.node + "), which names job " +
                         o.capture(capture) + ": that job's, never this job's cause");
    }
}

// The job ran from start to end. An event before its start (the margin `collect` adds, or
// a `dmesg -T` since boot) is not its cause, unless it is a fault that persists
// (`except_symptoms`: a GPU off the bus, a link down, a full disk): the OOM kill of the job
// that ran before, or a process that crashed then, is not. Nothing after its end is its cause.
// `skew_s` tolerates the clocks of the nodes against the scheduler's.
void outsideJobFilter(const RuleSpec& rule, AttributionState& state) {
    const RuleCondition& c = rule.condition;
    const WorkloadScope& job = state.job;
    if (job.start == kNoTime && job.end == kNoTime) return;
    const TimeNs skew = secondsToNs(c.skewSeconds);
    const std::string who = job.jobId.empty() ? (job.id.empty() ? std::string("the job") : job.id) : "job " + job.jobId;
    std::size_t d = SIZE_MAX;
    for (auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || e.event.time == kNoTime || !roleAndSymptomSelected(c, e)) continue;
        const bool before = job.start != kNoTime && e.event.time < job.start - skew &&
                            !symptomMatchesAny(c.exceptSymptoms, e.event.symptom);
        const bool after = job.end != kNoTime && e.event.time > job.end + skew;
        if (!before && !after) continue;
        if (d == SIZE_MAX) d = state.openDecision(rule, 0, c.setClass, "events outside the window of " + who);
        state.decide(d, e.event.id, c.setClass,
                     rule.rule.id + ": " + describe(e.event) + " at " + formatIsoUtc(e.event.time) + ", " +
                         (before ? secondsText(job.start, e.event.time) + " " + who + " started (" +
                                       formatIsoUtc(job.start) +
                                       "): an event of the node before this job, not a fault "
                                       "that persists; shown, not its cause"
                                 : secondsText(job.end, e.event.time) + " " + who + " ended (" + formatIsoUtc(job.end) +
                                       "): after the job, not its cause"));
    }
}

}  // namespace aw

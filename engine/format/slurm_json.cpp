#include "engine/format/slurm_json.h"

#include "engine/format/json_field.h"

namespace aw {
namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;

// A job id is a number (sacct) or a string.
std::string idOf(element obj, std::string_view key) {
    if (const auto n = intField(obj, key)) return std::to_string(*n);
    return textField(obj, key);
}

std::string stateOf(element obj) {
    element st;
    for (std::string_view key : {"state", "job_state"}) {
        if (obj.at_key(key).get(st)) continue;
        if (st.type() == element_type::OBJECT) {
            element current;
            if (!st.at_key("current").get(current)) return stringOrList(current).value_or("");
            return {};
        }
        return stringOrList(st).value_or("");
    }
    return {};
}

std::string reasonOf(element obj) {
    element st;
    if (objectField(obj, "state", st))
        if (auto r = stringField(st, "reason")) return std::string(*r);
    for (std::string_view key : {"state_reason", "reason"})
        if (auto r = stringField(obj, key)) return std::string(*r);
    return {};
}

std::string nodesOf(element obj) {
    element n;
    if (obj.at_key("nodes").get(n)) return {};
    if (n.type() == element_type::STRING) return std::string(n.get_string().value_unsafe());
    if (n.type() == element_type::OBJECT) return textField(n, "range");
    return {};
}

void exitCodeOf(element obj, std::string& code, std::string& signal) {
    element v;
    if (obj.at_key("exit_code").get(v)) return;
    if (auto plain = intValue(v)) {
        code = std::to_string(*plain);
        return;
    }
    if (v.type() == element_type::STRING) {
        code = std::string(v.get_string().value_unsafe());
        return;
    }
    if (v.type() != element_type::OBJECT) return;
    element sig;
    if (!v.at_key("signal").get(sig)) signal = textField(sig, "name");
    if (auto rc = intField(v, "return_code")) code = std::to_string(*rc);
}

// The count of the "mem" entry of a TRES list (a job's `tres.requested`, in MB; a step's
// `tres.requested.max`, in bytes); nothing when absent or not positive.
std::optional<std::int64_t> memCount(element list) {
    simdjson::dom::array items;
    if (list.get_array().get(items)) return std::nullopt;
    for (element item : items) {
        if (stringField(item, "type").value_or("") != "mem") continue;
        if (auto n = intField(item, "count"); n && *n > 0) return n;
    }
    return std::nullopt;
}

// sacct's time.start/time.end, else scontrol's start_time/end_time.
void timesOf(element obj, TimeNs& start, TimeNs& end) {
    element time;
    if (objectField(obj, "time", time)) {
        start = timeField(time, "start");
        end = timeField(time, "end");
    } else {
        start = timeField(obj, "start_time");
        end = timeField(obj, "end_time");
    }
}

// The first of two names the versions give one field.
std::string eitherText(element obj, std::string_view key, std::string_view otherKey) {
    std::string value = textField(obj, key);
    return value.empty() ? textField(obj, otherKey) : value;
}

}  // namespace

std::string firstSlurmState(const std::string& states) {
    return states.substr(0, states.find(','));
}

bool routineSlurmNodeState(std::string_view state) {
    for (std::string_view ok : {"IDLE", "ALLOCATED", "MIXED", "COMPLETING", "PLANNED"})
        if (state == ok) return true;
    return state.empty();
}

SlurmJsonJob readSlurmJsonJob(element job) {
    SlurmJsonJob j;
    j.id = idOf(job, "job_id");
    j.name = textField(job, "name");
    j.state = stateOf(job);
    j.reason = reasonOf(job);
    j.nodes = nodesOf(job);
    j.failedNode = textField(job, "failed_node");
    exitCodeOf(job, j.exitCode, j.signal);
    element tres, requested;
    if (!job.at_key("tres").get(tres) && !tres.at_key("requested").get(requested))
        j.requestedMemoryMb = memCount(requested);
    timesOf(job, j.start, j.end);
    j.stdoutPath = eitherText(job, "stdout", "standard_output");
    j.stderrPath = eitherText(job, "stderr", "standard_error");
    j.workDir = eitherText(job, "working_directory", "current_working_directory");
    j.user = eitherText(job, "user", "user_name");
    j.cluster = textField(job, "cluster");
    if (const auto uid = intField(job, "user_id"); uid && *uid >= 0 && *uid < (std::int64_t{1} << 32))
        j.uid = static_cast<long>(*uid);
    // sacct: array {job_id: 0 when none, task_id}; scontrol: array_job_id, array_task_id.
    element array;
    std::optional<std::int64_t> arrayJob, arrayTask;
    if (objectField(job, "array", array)) {
        arrayJob = intField(array, "job_id");
        arrayTask = intField(array, "task_id");
    } else {
        arrayJob = intField(job, "array_job_id");
        arrayTask = intField(job, "array_task_id");
    }
    if (arrayJob && *arrayJob > 0 && arrayTask && *arrayTask >= 0) {
        j.arrayJobId = std::to_string(*arrayJob);
        j.arrayTaskId = std::to_string(*arrayTask);
    }
    return j;
}

SlurmJsonStep readSlurmJsonStep(element step, const std::string& jobId) {
    SlurmJsonStep s;
    element info;
    if (objectField(step, "step", info)) {
        element id;
        if (!info.at_key("id").get(id)) {
            if (id.type() == element_type::STRING) {
                s.id = std::string(id.get_string().value_unsafe());
            } else if (id.type() == element_type::OBJECT) {
                const auto sid = intField(id, "step_id");
                s.id = jobId + "." + (sid ? std::to_string(*sid) : std::string("?"));
            }
        }
        s.name = textField(info, "name");
    }
    if (s.id.empty()) s.id = textField(step, "step_id");
    s.state = stateOf(step);
    s.nodes = nodesOf(step);
    exitCodeOf(step, s.exitCode, s.signal);
    element tres, requested, max;
    if (!step.at_key("tres").get(tres) && !tres.at_key("requested").get(requested) && !requested.at_key("max").get(max))
        s.maxRssBytes = memCount(max);
    timesOf(step, s.start, s.end);
    return s;
}

SlurmJsonNode readSlurmJsonNode(element node) {
    SlurmJsonNode n;
    n.name = eitherText(node, "name", "hostname");
    n.state = stateOf(node);
    n.reason = textField(node, "reason");
    n.reasonSetBy = textField(node, "reason_set_by_user");
    n.reasonChangedAt = timeField(node, "reason_changed_at");
    return n;
}

}  // namespace aw

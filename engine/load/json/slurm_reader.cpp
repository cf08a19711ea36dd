// Slurm JSON: `sacct --json` and `scontrol show job --json` (jobs and steps) and
// `scontrol show node --json` (node states). Each becomes one normalised record, e.g.
// "slurm job=4242 step=4242.0 state=FAILED nodes=node[001-016] exit_code=1".
#include "engine/load/json/slurm_reader.h"

#include "engine/text/timestamp.h"
#include "engine/core/host_list.h"
#include "engine/load/json/json_support.h"

#include <optional>

namespace aw {
namespace {

// The most host names one file's node lists may expand to, all jobs together.
constexpr std::size_t kMaxHostNamesPerFile = 2 * kHostListMaxNames;

std::string exitCodeText(simdjson::dom::element v, std::string& signal) {
    if (auto plain = intValue(v)) return std::to_string(*plain);
    if (v.type() == simdjson::dom::element_type::STRING) return std::string(v.get_string().value_unsafe());
    if (v.type() != simdjson::dom::element_type::OBJECT) return {};
    simdjson::dom::element sig;
    if (!v.at_key("signal").get(sig)) {
        if (auto name = stringField(sig, "name"); name && !name->empty()) signal = std::string(*name);
    }
    if (auto rc = intField(v, "return_code")) return std::to_string(*rc);
    return {};
}

void addTimes(std::string& text, TimeNs start, TimeNs end) {
    if (start != kNoTime) appendField(text, "start", formatIsoUtc(start));
    if (end != kNoTime) appendField(text, "end", formatIsoUtc(end));
}

void setTime(ReaderOutput::Record& rec, TimeNs start, TimeNs end) {
    // A job's state is its outcome: place it at the end when known.
    rec.time = end != kNoTime ? end : start;
    rec.timeQuality = rec.time == kNoTime ? TimeQuality::None : TimeQuality::Exact;
    rec.source = SourceKind::Scheduler;
}

std::string stateOf(simdjson::dom::element obj) {
    simdjson::dom::element st;
    for (std::string_view key : {"state", "job_state"}) {
        if (obj.at_key(key).get(st)) continue;
        if (st.type() == simdjson::dom::element_type::OBJECT) {
            simdjson::dom::element current;
            if (!st.at_key("current").get(current)) return stringOrList(current).value_or("");
            return {};
        }
        return stringOrList(st).value_or("");
    }
    return {};
}

std::string reasonOf(simdjson::dom::element obj) {
    simdjson::dom::element st;
    if (!obj.at_key("state").get(st) && st.type() == simdjson::dom::element_type::OBJECT)
        if (auto r = stringField(st, "reason")) return std::string(*r);
    for (std::string_view key : {"state_reason", "reason"})
        if (auto r = stringField(obj, key)) return std::string(*r);
    return {};
}

std::string nodesOf(simdjson::dom::element obj) {
    simdjson::dom::element n;
    if (obj.at_key("nodes").get(n)) return {};
    if (n.type() == simdjson::dom::element_type::STRING) return std::string(n.get_string().value_unsafe());
    if (n.type() == simdjson::dom::element_type::OBJECT)
        if (auto r = stringField(n, "range")) return std::string(*r);
    return {};
}

// The count of the "mem" entry of a TRES list (sacct --json: `tres.requested` of a job, in
// MB; `tres.requested.max` of a step, in bytes); nothing when absent or not positive.
std::optional<std::int64_t> memCount(simdjson::dom::element list) {
    simdjson::dom::array items;
    if (list.get_array().get(items)) return std::nullopt;
    for (simdjson::dom::element item : items) {
        if (stringField(item, "type").value_or("") != "mem") continue;
        if (auto n = intField(item, "count"); n && *n > 0) return n;
    }
    return std::nullopt;
}

// Sizes as sacct prints them: a request in MB ("200M", "4G"), a use in bytes as KiB ("3348K").
std::string megabytesText(std::int64_t mb) {
    return mb >= 1024 && mb % 1024 == 0 ? std::to_string(mb / 1024) + "G" : std::to_string(mb) + "M";
}
std::string bytesText(std::int64_t bytes) { return std::to_string(bytes / 1024) + "K"; }

void readJob(simdjson::dom::element job, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
             ReaderOutput& out) {
    std::string text = "slurm";
    const std::string jobId = std::to_string(intField(job, "job_id").value_or(0));
    appendField(text, "job", jobId);
    if (auto name = stringField(job, "name"); name && !name->empty()) appendField(text, "name", *name);
    const std::string state = stateOf(job);
    if (!state.empty()) appendField(text, "state", state);
    const std::string nodes = nodesOf(job);
    if (!nodes.empty()) appendField(text, "nodes", nodes);
    // The names count against the whole file's too: 10,000 jobs of "n[0-99999]" are 20 bytes
    // each, not a billion names.
    const std::size_t left = kMaxHostNamesPerFile - std::min(kMaxHostNamesPerFile, out.hosts.size());
    const HostListExpansion expanded = expandHostList(nodes, std::min(kHostListMaxNames, left));
    const std::vector<std::string>& hosts = expanded.hosts;
    for (const std::string& h : hosts) out.hosts.push_back(h);
    std::string failedNode(stringField(job, "failed_node").value_or(""));
    // Older Slurm (21.08) has no failed_node: a NODE_FAIL job that ran on one node names it.
    if (failedNode.empty() && hosts.size() == 1 && state.find("NODE_FAIL") != std::string::npos) failedNode = hosts.front();
    if (!failedNode.empty()) appendField(text, "failed_node", failedNode);
    simdjson::dom::element exit;
    std::string signal;
    if (!job.at_key("exit_code").get(exit)) {
        std::string code = exitCodeText(exit, signal);
        if (!code.empty()) appendField(text, "exit_code", code);
        if (!signal.empty()) appendField(text, "signal", signal);
    }
    const std::string reason = reasonOf(job);
    if (!reason.empty()) appendField(text, "reason", reason);
    // What the job asked for (ReqMem): an out-of-memory's action says it against what it used.
    simdjson::dom::element tres, requested;
    if (!job.at_key("tres").get(tres) && !tres.at_key("requested").get(requested))
        if (auto mb = memCount(requested)) appendField(text, "req_mem", megabytesText(*mb));
    TimeNs start = kNoTime, end = kNoTime;
    simdjson::dom::element time;
    if (!job.at_key("time").get(time) && time.type() == simdjson::dom::element_type::OBJECT) {
        start = timeField(time, "start");
        end = timeField(time, "end");
    } else {
        start = timeField(job, "start_time");
        end = timeField(job, "end_time");
    }
    addTimes(text, start, end);
    auto& rec = out.add(text);
    setTime(rec, start, end);
    placeRecordAt(rec, in.bytes, lines, pos);
    if (!expanded.ok())
        out.problems.push_back({std::string(in.path), rec.where.line, Severity::Error,
                                "job " + jobId + ": " + expanded.error + " (the job's record is kept, its nodes are not)"});

    simdjson::dom::array steps;
    if (job.at_key("steps").get(steps)) return;
    const std::vector<std::size_t> stepPos =
        pos == jsonpos::npos ? std::vector<std::size_t>{} : jsonpos::elements(in.bytes, jsonpos::member(in.bytes, pos, "steps"));
    std::size_t index = 0;
    for (simdjson::dom::element step : steps) {
        const std::size_t sPos = index < stepPos.size() ? stepPos[index] : jsonpos::npos;
        ++index;
        std::string stext = "slurm";
        appendField(stext, "job", jobId);
        std::string stepId;
        std::string stepName;
        simdjson::dom::element info;
        if (!step.at_key("step").get(info) && info.type() == simdjson::dom::element_type::OBJECT) {
            simdjson::dom::element id;
            if (!info.at_key("id").get(id)) {
                if (id.type() == simdjson::dom::element_type::STRING) {
                    stepId = std::string(id.get_string().value_unsafe());
                } else if (id.type() == simdjson::dom::element_type::OBJECT) {
                    auto sid = intField(id, "step_id");
                    stepId = jobId + "." + (sid ? std::to_string(*sid) : std::string("?"));
                }
            }
            stepName = std::string(stringField(info, "name").value_or(""));
        }
        if (stepId.empty()) stepId = std::string(stringField(step, "step_id").value_or(""));
        if (!stepId.empty()) appendField(stext, "step", stepId);
        if (!stepName.empty()) appendField(stext, "name", stepName);
        const std::string sstate = stateOf(step);
        if (!sstate.empty()) appendField(stext, "state", sstate);
        const std::string snodes = nodesOf(step);
        if (!snodes.empty()) appendField(stext, "nodes", snodes);
        std::string ssignal;
        if (!step.at_key("exit_code").get(exit)) {
            std::string code = exitCodeText(exit, ssignal);
            if (!code.empty()) appendField(stext, "exit_code", code);
            if (!ssignal.empty()) appendField(stext, "signal", ssignal);
        }
        // The most memory a task of the step used (MaxRSS), as accounting sampled it.
        simdjson::dom::element stres, max;
        if (!step.at_key("tres").get(stres) && !stres.at_key("requested").get(requested) &&
            !requested.at_key("max").get(max))
            if (auto bytes = memCount(max)) appendField(stext, "max_rss", bytesText(*bytes));
        TimeNs sstart = kNoTime, send = kNoTime;
        if (!step.at_key("time").get(time) && time.type() == simdjson::dom::element_type::OBJECT) {
            sstart = timeField(time, "start");
            send = timeField(time, "end");
        }
        addTimes(stext, sstart, send);
        auto& srec = out.add(stext);
        setTime(srec, sstart, send);
        placeRecordAt(srec, in.bytes, lines, sPos);
    }
}

bool routineNodeState(std::string_view state) {
    for (std::string_view ok : {"IDLE", "ALLOCATED", "MIXED", "COMPLETING", "PLANNED"})
        if (state == ok) return true;
    return state.empty();
}

void readNode(simdjson::dom::element node, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
              ReaderOutput& out) {
    std::string name(stringField(node, "name").value_or(""));
    if (name.empty()) name = std::string(stringField(node, "hostname").value_or(""));
    if (name.empty()) return;
    out.hosts.push_back(name);
    const std::string state = stateOf(node);
    const std::string reason(stringField(node, "reason").value_or(""));
    if (routineNodeState(state) && reason.empty()) return;  // healthy nodes are not evidence
    std::string text = "slurm";
    appendField(text, "node", name);
    if (!state.empty()) appendField(text, "state", state);
    if (!reason.empty()) appendQuoted(text, "reason", reason);
    const TimeNs changed = timeField(node, "reason_changed_at");
    auto& rec = out.add(text, name);
    setTime(rec, changed, kNoTime);
    placeRecordAt(rec, in.bytes, lines, pos);
}

}  // namespace

ReaderOutput readSlurmJson(const ReaderInput& in) {
    ReaderOutput out;
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    bool any = false;
    simdjson::dom::array jobs;
    if (!doc.root.at_key("jobs").get(jobs)) {
        any = true;
        const std::vector<std::size_t> pos = jsonpos::elements(in.bytes, jsonpos::member(in.bytes, 0, "jobs"));
        std::size_t i = 0;
        for (simdjson::dom::element job : jobs) {
            readJob(job, i < pos.size() ? pos[i] : jsonpos::npos, in, doc.lines, out);
            ++i;
        }
    }
    simdjson::dom::array nodes;
    if (!doc.root.at_key("nodes").get(nodes)) {
        any = true;
        const std::vector<std::size_t> pos = jsonpos::elements(in.bytes, jsonpos::member(in.bytes, 0, "nodes"));
        std::size_t i = 0;
        for (simdjson::dom::element node : nodes) {
            readNode(node, i < pos.size() ? pos[i] : jsonpos::npos, in, doc.lines, out);
            ++i;
        }
    }
    if (!any)
        out.problems.push_back({std::string(in.path), 1, Severity::Warning,
                                "Slurm JSON without a jobs or nodes array: nothing read"});
    return out;
}

}  // namespace aw

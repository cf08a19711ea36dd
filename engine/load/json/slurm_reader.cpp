// Slurm JSON: `sacct --json` and `scontrol show job --json` (jobs and steps) and
// `scontrol show node --json` (node states); the plain `scontrol show node`. Each becomes one
// normalised record, e.g. "slurm job=4242 step=4242.0 state=FAILED nodes=node[001-016] exit_code=1".
#include "engine/load/json/slurm_reader.h"

#include "engine/text/timestamp.h"
#include "engine/core/host_list.h"
#include "engine/format/scontrol_text.h"
#include "engine/format/slurm_json.h"
#include "engine/load/json/json_support.h"

#include <optional>

namespace aw {
namespace {

// The most host names one file's node lists may expand to, all jobs together.
constexpr std::size_t kMaxHostNamesPerFile = 2 * kHostListMaxNames;

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

// Sizes as sacct prints them: a request in MB ("200M", "4G"), a use in bytes as KiB ("3348K").
std::string megabytesText(std::int64_t mb) {
    return mb >= 1024 && mb % 1024 == 0 ? std::to_string(mb / 1024) + "G" : std::to_string(mb) + "M";
}
std::string bytesText(std::int64_t bytes) {
    return std::to_string(bytes / 1024) + "K";
}

void readJob(simdjson::dom::element job, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
             ReaderOutput& out) {
    const SlurmJsonJob j = readSlurmJsonJob(job);
    std::string text = "slurm";
    const std::string jobId = j.id.empty() ? "0" : j.id;
    appendField(text, "job", jobId);
    if (!j.name.empty()) appendField(text, "name", j.name);
    if (!j.state.empty()) appendField(text, "state", j.state);
    if (!j.nodes.empty()) appendField(text, "nodes", j.nodes);
    // The names count against the whole file's too: 10,000 jobs of "n[0-99999]" are 20 bytes
    // each, not a billion names.
    const std::size_t left = kMaxHostNamesPerFile - std::min(kMaxHostNamesPerFile, out.hosts.size());
    const HostListExpansion expanded = expandHostList(j.nodes, std::min(kHostListMaxNames, left));
    const std::vector<std::string>& hosts = expanded.hosts;
    for (const std::string& h : hosts) out.hosts.push_back(h);
    std::string failedNode = j.failedNode;
    // Older Slurm (21.08) has no failed_node: a NODE_FAIL job that ran on one node names it.
    if (failedNode.empty() && hosts.size() == 1 && j.state.find("NODE_FAIL") != std::string::npos)
        failedNode = hosts.front();
    if (!failedNode.empty()) appendField(text, "failed_node", failedNode);
    if (!j.exitCode.empty()) appendField(text, "exit_code", j.exitCode);
    if (!j.signal.empty()) appendField(text, "signal", j.signal);
    if (!j.reason.empty()) appendField(text, "reason", j.reason);
    // What the job asked for (ReqMem): an out-of-memory's action says it against what it used.
    if (j.requestedMemoryMb) appendField(text, "req_mem", megabytesText(*j.requestedMemoryMb));
    addTimes(text, j.start, j.end);
    auto& rec = out.add(text);
    setTime(rec, j.start, j.end);
    placeRecordAt(rec, in.bytes, lines, pos);
    if (!expanded.ok())
        out.problems.push_back(
            {std::string(in.path), rec.where.line, Severity::Error,
             "job " + jobId + ": " + expanded.error + " (the job's record is kept, its nodes are not)"});

    simdjson::dom::array steps;
    if (job.at_key("steps").get(steps)) return;
    jsonpos::ElementStarts stepStarts(in.bytes, jsonpos::member(in.bytes, pos, "steps"));
    for (simdjson::dom::element step : steps) {
        const std::size_t sPos = stepStarts.next();
        const SlurmJsonStep s = readSlurmJsonStep(step, jobId);
        std::string stext = "slurm";
        appendField(stext, "job", jobId);
        if (!s.id.empty()) appendField(stext, "step", s.id);
        if (!s.name.empty()) appendField(stext, "name", s.name);
        if (!s.state.empty()) appendField(stext, "state", s.state);
        if (!s.nodes.empty()) appendField(stext, "nodes", s.nodes);
        if (!s.exitCode.empty()) appendField(stext, "exit_code", s.exitCode);
        if (!s.signal.empty()) appendField(stext, "signal", s.signal);
        // The most memory a task of the step used (MaxRSS), as accounting sampled it.
        if (s.maxRssBytes) appendField(stext, "max_rss", bytesText(*s.maxRssBytes));
        addTimes(stext, s.start, s.end);
        auto& srec = out.add(stext);
        setTime(srec, s.start, s.end);
        placeRecordAt(srec, in.bytes, lines, sPos);
    }
}

// A node's record, from either format: only a node that is not routine is evidence.
void addNode(const SlurmJsonNode& node, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
             ReaderOutput& out) {
    if (node.name.empty()) return;
    out.hosts.push_back(node.name);
    if (routineSlurmNodeState(node.state) && node.reason.empty()) return;  // healthy nodes are not evidence
    std::string text = "slurm";
    appendField(text, "node", node.name);
    if (!node.state.empty()) appendField(text, "state", node.state);
    if (!node.reason.empty()) appendQuoted(text, "reason", node.reason);
    if (!node.reasonSetBy.empty()) appendField(text, "reason_set_by", node.reasonSetBy);
    auto& rec = out.add(text, node.name);
    setTime(rec, node.reasonChangedAt, kNoTime);
    placeRecordAt(rec, in.bytes, lines, pos);
}

// "DOWN*" and "IDLE+DRAIN" as the JSON says them: "DOWN,NOT_RESPONDING", "IDLE,DRAIN".
std::string jsonStyleState(std::string_view printed) {
    std::string state(printed);
    if (state.ends_with('*')) state.back() = '+', state += "NOT_RESPONDING";
    for (char& c : state)
        if (c == '+') c = ',';
    return state;
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
        jsonpos::ElementStarts starts(in.bytes, jsonpos::member(in.bytes, 0, "jobs"));
        for (simdjson::dom::element job : jobs) readJob(job, starts.next(), in, doc.lines, out);
    }
    simdjson::dom::array nodes;
    if (!doc.root.at_key("nodes").get(nodes)) {
        any = true;
        jsonpos::ElementStarts starts(in.bytes, jsonpos::member(in.bytes, 0, "nodes"));
        for (simdjson::dom::element node : nodes) addNode(readSlurmJsonNode(node), starts.next(), in, doc.lines, out);
    }
    if (!any)
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Warning, "Slurm JSON without a jobs or nodes array: nothing read"});
    return out;
}

ReaderOutput readSlurmNodeText(const ReaderInput& in) {
    ReaderOutput out;
    const LineIndex lines(in.bytes);
    out.lineCount = lines.lineCount();
    std::size_t from = 0;
    for (const ScontrolNode& printed : parseScontrolShowNode(in.bytes)) {
        const std::size_t pos = in.bytes.find("NodeName=" + printed.name, from);
        if (pos != std::string_view::npos) from = pos + 1;
        SlurmJsonNode node{printed.name, jsonStyleState(printed.state), printed.reason, printed.reasonSetBy, kNoTime};
        // Slurm prints the reason's time in its own zone, without it.
        if (const auto t = parseTimeString(printed.reasonTime)) node.reasonChangedAt = t->time;
        addNode(node, pos, in, lines, out);
    }
    if (out.hosts.empty())
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Warning, "scontrol show node text without a NodeName=: nothing read"});
    return out;
}

}  // namespace aw

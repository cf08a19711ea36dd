#include "engine/collect/slurm_scope.h"

#include "engine/core/host_list.h"
#include "engine/load/json/json_support.h"

#include <simdjson.h>

#include <charconv>
#include <chrono>
#include <ctime>
#include <functional>
#include <iomanip>
#include <sstream>

namespace aw {
namespace {

using simdjson::dom::element;

// Fields read as the loader's Slurm reader reads them (json_support.h): never throwing,
// tolerant of the shapes of each data parser version.
std::string textOf(element obj, std::string_view key) { return std::string(stringField(obj, key).value_or("")); }

// A state is "FAILED" in 22.05 and ["FAILED"] in 23.11: the first one.
std::string firstState(element obj, std::string_view key) {
    simdjson::dom::element value;
    if (obj.at_key(key).get(value)) return {};
    const std::string states = stringOrList(value).value_or("");
    return states.substr(0, states.find(','));
}

// A job id is a number (sacct) or a string.
std::string idOf(element obj) {
    if (const auto n = intField(obj, "job_id")) return std::to_string(*n);
    return textOf(obj, "job_id");
}

void mergeMissing(SlurmJobInfo& into, const SlurmJobInfo& from) {
    if (into.name.empty()) into.name = from.name;
    if (into.state.empty()) into.state = from.state;
    if (into.nodes.empty() || into.nodes == "None assigned") into.nodes = from.nodes;
    if (into.stdoutPath.empty()) into.stdoutPath = from.stdoutPath;
    if (into.stderrPath.empty()) into.stderrPath = from.stderrPath;
    if (into.workDir.empty()) into.workDir = from.workDir;
    if (into.start == kNoTime) into.start = from.start;
    if (into.end == kNoTime) into.end = from.end;
    if (into.uid < 0) into.uid = from.uid;
    if (into.user.empty()) into.user = from.user;
}

// "alice(1000)" -> 1000; -1 when there is no number in parentheses.
long uidOf(std::string_view userId) {
    const auto open = userId.rfind('(');
    if (open == std::string_view::npos || !userId.ends_with(')')) return -1;
    const std::string_view digits = userId.substr(open + 1, userId.size() - open - 2);
    long uid = -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), uid);
    return ec == std::errc() && end == digits.data() + digits.size() && !digits.empty() ? uid : -1;
}

// `scontrol --json show job` (Slurm >= 23.02): jobs[0] with standard_output and the rest.
bool parseScontrolJson(std::string_view json, SlurmJobInfo& info) {
    simdjson::dom::parser parser;
    element root;
    simdjson::dom::array jobs;
    if (parser.parse(json.data(), json.size()).get(root) || root["jobs"].get(jobs)) return false;
    for (element job : jobs) {
        info.jobId = idOf(job);
        info.name = textOf(job, "name");
        info.state = firstState(job, "job_state");
        info.nodes = textOf(job, "nodes");
        info.stdoutPath = textOf(job, "standard_output");
        info.stderrPath = textOf(job, "standard_error");
        info.workDir = textOf(job, "current_working_directory");
        info.start = timeField(job, "start_time");
        info.end = timeField(job, "end_time");
        if (const auto uid = intField(job, "user_id"); uid && *uid >= 0) info.uid = static_cast<long>(*uid);
        info.user = textOf(job, "user_name");
        return true;
    }
    return false;
}

// Runs the JSON form of a Slurm command, and its plain form where that fails (a Slurm
// without JSON). A JSON attempt the plain form made up for is recorded as skipped: the
// bundle lacks nothing for it.
bool jsonOrPlain(CollectContext& ctx, const std::string& jobId, const std::vector<std::string>& json,
                 const std::function<bool(const std::string&)>& readJson, const std::vector<std::string>& plain,
                 const std::function<bool(const std::string&)>& readPlain) {
    CollectStep first = newStep("slurm", jobId, commandLine(json));
    const CommandResult answer = runCommand(json, ctx.commandLimits());
    recordCommand(first, answer);
    if (answer.ok() && readJson(answer.out)) {
        ctx.log.add(std::move(first));
        return true;
    }
    if (answer.ok()) {
        first.outcome = StepOutcome::Failed;
        first.note = "no such job in the answer";
    }
    if (ctx.cancelled()) {
        ctx.log.add(std::move(first));
        return false;
    }
    CollectStep second = newStep("slurm", jobId, commandLine(plain));
    const CommandResult fallback = runCommand(plain, ctx.commandLimits());
    recordCommand(second, fallback);
    const bool read = fallback.ok() && readPlain(fallback.out);
    if (read) {
        first.outcome = StepOutcome::Skipped;
        first.note = "no JSON from this Slurm, the plain format was read (" + first.note + ")";
    } else if (fallback.ok()) {
        second.outcome = StepOutcome::Failed;
        second.note = "no such job in the answer";
    }
    ctx.log.add(std::move(first));
    ctx.log.add(std::move(second));
    return read;
}

// The job's output as its owner could read it (local_file.h): its owner named the path.
void copyJobOutput(CollectContext& ctx, const SlurmJobInfo& info, const std::string& path, const std::string& bundlePath,
                   const char* what) {
    CollectStep step = newStep("slurm", info.jobId, "read " + path);
    const auto begin = std::chrono::steady_clock::now();
    const LocalFile file = readJobFile(path, ctx.fileRules(true));
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (!file.bytes) {
        step.outcome = file.cancelled ? StepOutcome::Cancelled : file.timedOut ? StepOutcome::TimedOut : StepOutcome::Failed;
        step.note = std::string("the job's ") + what + " was not copied: " + file.refusal;
    } else {
        step.bytes = file.bytes->size();
        ctx.out.add(bundlePath, *file.bytes);
        step.files.push_back(bundlePath);
        step.outcome = file.cut ? StepOutcome::Truncated : file.bytes->empty() ? StepOutcome::Empty : StepOutcome::Ok;
        if (file.cut)
            step.note = "only the last " + std::to_string(file.bytes->size()) + " of " + std::to_string(file.size) + " bytes kept (--max-file-size)";
    }
    ctx.log.add(std::move(step));
}

}  // namespace

TimeNs slurmLocalTime(std::string_view text) {
    std::tm tm{};
    const std::string s(text);
    std::istringstream in(s);
    in >> std::get_time(&tm, "%Y-%m-%dT%H:%M:%S");
    if (in.fail()) return kNoTime;
    tm.tm_isdst = -1;
    const std::time_t t = std::mktime(&tm);
    return t == static_cast<std::time_t>(-1) ? kNoTime : static_cast<TimeNs>(t) * kNsPerSecond;
}

SlurmJobInfo parseScontrolShowJob(std::string_view text) {
    SlurmJobInfo info;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r')) ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n' && text[end] != '\t' && text[end] != '\r') ++end;
        const std::string_view word = text.substr(i, end - i);
        i = end;
        const auto eq = word.find('=');
        if (eq == std::string_view::npos) continue;
        const std::string_view key = word.substr(0, eq), value = word.substr(eq + 1);
        if (key == "JobId" && !info.jobId.empty()) break;  // the next job of an array: ours is read
        if (key == "JobId") info.jobId = value;
        else if (key == "JobName") info.name = value;
        else if (key == "JobState") info.state = value;
        else if (key == "NodeList" && value != "(null)") info.nodes = value;
        else if (key == "StdOut") info.stdoutPath = value;
        else if (key == "StdErr") info.stderrPath = value;
        else if (key == "WorkDir") info.workDir = value;
        else if (key == "UserId") info.uid = uidOf(value);
        else if (key == "StartTime") info.start = slurmLocalTime(value);
        else if (key == "EndTime") info.end = slurmLocalTime(value);
    }
    return info;
}

bool parseSacctJson(std::string_view json, const std::string& jobId, SlurmJobInfo& info) {
    simdjson::dom::parser parser;
    element root;
    simdjson::dom::array jobs;
    if (parser.parse(json.data(), json.size()).get(root) || root["jobs"].get(jobs)) return false;
    for (element job : jobs) {
        const std::string id = idOf(job);
        if (!jobId.empty() && id != jobId && jobs.size() > 1) continue;
        info.jobId = id;
        info.name = textOf(job, "name");
        info.nodes = textOf(job, "nodes");
        info.workDir = textOf(job, "working_directory");
        element state;
        if (!job["state"].get(state)) info.state = firstState(state, "current");
        element time;
        if (!job["time"].get(time)) {
            info.start = timeField(time, "start");
            info.end = timeField(time, "end");
        }
        info.stdoutPath = textOf(job, "stdout");  // 23.02 and later
        info.stderrPath = textOf(job, "stderr");
        info.user = textOf(job, "user");
        return true;
    }
    return false;
}

bool parseSacctPlain(std::string_view text, SlurmJobInfo& info) {
    const std::string_view line = text.substr(0, text.find('\n'));
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (std::size_t bar; (bar = line.find('|', start)) != std::string_view::npos; start = bar + 1)
        fields.push_back(line.substr(start, bar - start));
    fields.push_back(line.substr(start));
    if (fields.size() < 7 || fields[0].empty()) return false;
    info.jobId = fields[0];
    info.name = fields[1];
    info.state = fields[2].substr(0, fields[2].find(' '));  // "CANCELLED by 0"
    info.start = slurmLocalTime(fields[4]);
    info.end = slurmLocalTime(fields[5]);
    info.nodes = fields[6];
    if (fields.size() > 7) info.workDir = fields[7];
    return true;
}

CollectScope scopeSlurmJob(const std::string& jobId, CollectContext& ctx) {
    SlurmJobInfo info;
    info.jobId = jobId;
    jsonOrPlain(
        ctx, jobId, {"sacct", "--json", "-j", jobId},
        [&](const std::string& out) {
            if (!parseSacctJson(out, jobId, info)) return false;
            ctx.out.add("slurm/sacct.json", out);
            return true;
        },
        // Slurm before 21.08, or a sacct built without JSON: the plain, parsable listing.
        {"sacct", "-X", "-P", "-n", "-j", jobId, "-o", "JobID,JobName,State,ExitCode,Start,End,NodeList,WorkDir"},
        [&](const std::string& out) { return parseSacctPlain(out, info); });
    // scontrol knows the output files (and a job accounting has not stored yet), for
    // MinJobAge after its end.
    SlurmJobInfo live;
    if (!ctx.cancelled())
        jsonOrPlain(
            ctx, jobId, {"scontrol", "--json", "show", "job", jobId},
            [&](const std::string& out) { return parseScontrolJson(out, live); }, {"scontrol", "show", "job", jobId},
            [&](const std::string& out) {
                live = parseScontrolShowJob(out);
                return !live.jobId.empty();
            });
    mergeMissing(info, live);
    ctx.jobOwner = info.uid >= 0 ? fileReaderFor(info.uid) : fileReaderNamed(info.user);
    if (info.stdoutPath.empty() && !info.workDir.empty())
        info.stdoutPath = info.workDir + "/slurm-" + jobId + ".out";  // sbatch's default name
    CollectScope scope;
    scope.scheduler = "slurm";
    scope.workloadId = "slurm-" + jobId;
    scope.name = info.name;
    scope.state = info.state;
    scope.start = info.start;
    scope.end = info.end;
    if (!info.nodes.empty() && info.nodes != "None assigned") {
        HostListExpansion expanded = expandHostList(info.nodes);
        if (expanded.ok()) {
            scope.nodes = std::move(expanded.hosts);
        } else {  // Slurm's answer is data too: a node list past the limit is said, not run over
            CollectStep step = newStep("slurm", jobId, "the job's node list");
            step.outcome = StepOutcome::Failed;
            step.note = expanded.error;
            ctx.log.add(std::move(step));
        }
    }
    if (!ctx.cancelled() && !info.stdoutPath.empty())
        copyJobOutput(ctx, info, info.stdoutPath, "slurm/slurm-" + safePathComponent(jobId) + ".out", "output");
    if (!ctx.cancelled() && !info.stderrPath.empty() && info.stderrPath != info.stdoutPath)
        copyJobOutput(ctx, info, info.stderrPath, "slurm/slurm-" + safePathComponent(jobId) + ".err", "error output");
    return scope;
}

}  // namespace aw

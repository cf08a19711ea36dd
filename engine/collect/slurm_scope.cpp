#include "engine/collect/slurm_scope.h"

#include "engine/core/host_list.h"
#include "engine/core/value_grammar.h"
#include "engine/collect/slurm_output_path.h"
#include "engine/format/scontrol_text.h"
#include "engine/format/slurm_json.h"

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

// A job of Slurm's JSON as the scope keeps it (format/slurm_json.h reads every version).
void takeJsonJob(const SlurmJsonJob& j, SlurmJobInfo& info) {
    info.jobId = j.id;
    info.name = j.name;
    info.state = firstSlurmState(j.state);
    info.nodes = j.nodes;
    info.stdoutPath = j.stdoutPath;
    info.stderrPath = j.stderrPath;
    info.workDir = j.workDir;
    info.start = j.start;
    info.end = j.end;
    info.uid = j.uid;
    info.user = j.user;
    info.arrayJobId = j.arrayJobId;
    info.arrayTaskId = j.arrayTaskId;
    info.cluster = j.cluster;
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
    if (into.arrayJobId.empty()) into.arrayJobId = from.arrayJobId;
    if (into.arrayTaskId.empty()) into.arrayTaskId = from.arrayTaskId;
    if (into.cluster.empty()) into.cluster = from.cluster;
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
        takeJsonJob(readSlurmJsonJob(job), info);
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
    if (ctx.stopped()) {
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
// `candidates` are tried in turn (a path as Slurm printed it, then with its patterns filled
// in); `from` says where the path came from, for the record.
void copyJobOutput(CollectContext& ctx, const SlurmJobInfo& info, const std::vector<std::string>& candidates,
                   const std::string& from, const std::string& bundlePath, const char* what) {
    CollectStep step = newStep("slurm", info.jobId, "read " + candidates.front());
    const auto begin = std::chrono::steady_clock::now();
    LocalFile file;
    std::string refusals;
    for (const std::string& path : candidates) {
        file = readJobFile(path, ctx.fileRules(true));
        if (file.bytes || file.cancelled || file.timedOut) {
            step.request = "read " + path;
            break;
        }
        refusals += (refusals.empty() ? "" : "; ") + file.refusal;
    }
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (!file.bytes) {
        step.outcome = unreadOutcome(file);
        step.note = std::string("the job's ") + what + " (" + from +
                    ") was not copied: " + (refusals.empty() ? file.refusal : refusals) +
                    "; give --job-output PATH where it is";
    } else {
        step.bytes = file.bytes->size();
        ctx.keep(bundlePath, *file.bytes);
        step.files.push_back(bundlePath);
        step.outcome = file.cut ? StepOutcome::Truncated : file.bytes->empty() ? StepOutcome::Empty : StepOutcome::Ok;
        step.note = from;
        if (file.cut)
            step.note += "; only the last " + std::to_string(file.bytes->size()) + " of " + std::to_string(file.size) +
                         " bytes kept (--max-file-size)";
    }
    ctx.log.add(std::move(step));
}

// A path of the job's: relative ones are below its working folder, as slurmstepd opened them.
std::string underWorkDir(const std::string& path, const SlurmJobInfo& info) {
    if (path.empty() || path.front() == '/' || info.workDir.empty()) return path;
    return info.workDir + (info.workDir.back() == '/' ? "" : "/") + path;
}

SlurmFilenameFields filenameFields(const SlurmJobInfo& info, const CollectScope& scope) {
    // %N is a host name or nothing: Slurm's answer is data, "../x" is no node.
    const bool named = !scope.nodes.empty() && isHostName(scope.nodes.front());
    return {info.jobId,      info.name,       info.user, named ? scope.nodes.front() : std::string(),
            info.arrayJobId, info.arrayTaskId};
}

// Where the job's output and error went, and where that was learnt. Slurm's own answer
// (scontrol, sacct 23.02+) is tried as printed, then with what patterns it left filled in
// (22.05's scontrol leaves %N and %4j); after MinJobAge a Slurm without StdOut in sacct
// has only the batch script's #SBATCH lines (sacct -B), else sbatch's default name.
struct OutputPlan {
    std::vector<std::string> out, err;  // candidates, in order
    std::string outFrom, errFrom;
    std::string problem;  // why no path for the output could be made
};

void addCandidates(std::vector<std::string>& into, const std::string& path, const SlurmJobInfo& info,
                   const CollectScope& scope, bool alreadyFilled, std::string& problem) {
    const Result<std::string> expanded = expandSlurmFilename(path, filenameFields(info, scope));
    if (alreadyFilled) into.push_back(underWorkDir(path, info));
    if (!expanded) {
        if (into.empty()) problem = "the output name '" + path + "': " + expanded.failure().message;
        return;
    }
    const std::string full = underWorkDir(*expanded, info);
    if (into.empty() || into.front() != full) into.push_back(full);
}

OutputPlan planJobOutput(CollectContext& ctx, SlurmJobInfo& info, const CollectScope& scope) {
    OutputPlan plan;
    const std::string& jobId = info.jobId;
    if (!ctx.options.jobOutput.empty()) {  // the operator's word
        plan.out.push_back(ctx.options.jobOutput);
        plan.outFrom = "from --job-output";
    } else if (!info.stdoutPath.empty()) {
        addCandidates(plan.out, info.stdoutPath, info, scope, true, plan.problem);
        plan.outFrom = "StdOut, as Slurm printed it";
    }
    if (!info.stderrPath.empty() && info.stderrPath != info.stdoutPath) {
        addCandidates(plan.err, info.stderrPath, info, scope, true, plan.problem);
        plan.errFrom = "StdErr, as Slurm printed it";
    }
    if (!plan.out.empty() || !ctx.options.jobOutput.empty() || ctx.stopped()) return plan;

    // Slurm no longer says (MinJobAge has passed and this sacct has no StdOut): the batch
    // script as accounting kept it.
    CollectStep step = newStep("slurm", jobId, commandLine({"sacct", "-B", "-j", jobId}));
    const CommandResult answer = runCommand({"sacct", "-B", "-j", jobId}, ctx.commandLimits());
    recordCommand(step, answer);
    SbatchOutputNames names;
    if (answer.ok()) {
        names = parseBatchScriptOutputs(answer.out);
        if (!names.hasScript) {
            step.outcome = StepOutcome::Empty;
            step.note =
                "no batch script stored for the job (AccountingStoreFlags=job_script keeps them; it is stored a "
                "moment after the job starts)";
        } else {
            step.note = names.output.empty() ? "the script sets no output (#SBATCH -o): sbatch's default name"
                                             : "the script's #SBATCH output: " + names.output;
        }
    }
    ctx.log.add(std::move(step));
    if (!names.output.empty()) {
        addCandidates(plan.out, names.output, info, scope, false, plan.problem);
        plan.outFrom = "from the batch script's #SBATCH output (sacct -B)";
    }
    if (plan.err.empty() && !names.error.empty() && names.error != names.output) {
        addCandidates(plan.err, names.error, info, scope, false, plan.problem);
        plan.errFrom = "from the batch script's #SBATCH error (sacct -B)";
    }
    if (plan.out.empty() && names.output.empty() && !info.workDir.empty()) {
        // sbatch's default name, in the job's working folder.
        const std::string name = info.arrayJobId.empty() ? "slurm-%j.out" : "slurm-%A_%a.out";
        addCandidates(plan.out, name, info, scope, false, plan.problem);
        plan.outFrom = "sbatch's default name in the job's WorkDir" +
                       std::string(names.hasScript ? "" : "; Slurm keeps no output path for the job");
    }
    if (plan.out.empty() && plan.problem.empty())
        plan.problem =
            "Slurm no longer says where the job's output is (scontrol forgets a job MinJobAge after its end; "
            "this sacct has no StdOut), and neither a stored batch script nor a working folder gives it";
    return plan;
}

// The most nodes whose state one `scontrol show node` is asked for.
constexpr std::size_t kMaxNodesAsked = 1000;

// What an operator looks at first: the state of the job's nodes, the reason each is not in
// service and who set it. Asked now, so a node returned to service since says so.
void collectNodeStates(CollectContext& ctx, const std::string& jobId, const std::vector<std::string>& nodes) {
    std::string list;
    std::size_t asked = 0;
    for (const std::string& node : nodes) {
        if (!isHostName(node)) continue;  // refused by the collector with the reason
        if (asked == kMaxNodesAsked) break;
        list += (list.empty() ? "" : ",") + node;
        ++asked;
    }
    if (list.empty() || ctx.stopped()) return;
    jsonOrPlain(
        ctx, jobId, {"scontrol", "--json", "show", "node", list},
        [&](const std::string& out) {
            ctx.keep("slurm/scontrol_show_node.json", out);
            return true;
        },
        {"scontrol", "show", "node", list},
        [&](const std::string& out) {
            if (out.find("NodeName=") == std::string::npos) return false;
            ctx.keep("slurm/scontrol_show_node.txt", out);
            return true;
        });
    if (asked < nodes.size()) {
        CollectStep step = newStep("slurm", jobId, "scontrol show node");
        step.outcome = StepOutcome::Truncated;
        step.note = "the state of the first " + std::to_string(asked) + " of the job's " +
                    std::to_string(nodes.size()) + " nodes was asked";
        ctx.log.add(std::move(step));
    }
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
    forEachScontrolField(text, {}, [&](std::string_view key, std::string_view value) {
        if (key == "JobId" && !info.jobId.empty()) return false;  // the next job of an array: ours is read
        if (key == "JobId") info.jobId = value;
        else if (key == "JobName") info.name = value;
        else if (key == "JobState") info.state = value;
        else if (key == "NodeList" && value != "(null)") info.nodes = value;
        else if (key == "StdOut") info.stdoutPath = value;
        else if (key == "StdErr") info.stderrPath = value;
        else if (key == "WorkDir") info.workDir = value;
        else if (key == "UserId") info.uid = uidOf(value), info.user = value.substr(0, value.rfind('('));
        else if (key == "ArrayJobId") info.arrayJobId = value;
        else if (key == "ArrayTaskId") info.arrayTaskId = value;
        else if (key == "StartTime") info.start = slurmLocalTime(value);
        else if (key == "EndTime") info.end = slurmLocalTime(value);
        return true;
    });
    return info;
}

bool parseSacctJson(std::string_view json, const std::string& jobId, SlurmJobInfo& info) {
    simdjson::dom::parser parser;
    element root;
    simdjson::dom::array jobs;
    if (parser.parse(json.data(), json.size()).get(root) || root["jobs"].get(jobs)) return false;
    for (element job : jobs) {
        const SlurmJsonJob j = readSlurmJsonJob(job);
        if (!jobId.empty() && j.id != jobId && jobs.size() > 1) continue;
        takeJsonJob(j, info);
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
    bool known = jsonOrPlain(
        ctx, jobId, {"sacct", "--json", "-j", jobId},
        [&](const std::string& out) {
            if (!parseSacctJson(out, jobId, info)) return false;
            ctx.keep("slurm/sacct.json", out);
            return true;
        },
        // Slurm before 21.08, or a sacct built without JSON: the plain, parsable listing.
        {"sacct", "-X", "-P", "-n", "-j", jobId, "-o", "JobID,JobName,State,ExitCode,Start,End,NodeList,WorkDir"},
        [&](const std::string& out) { return parseSacctPlain(out, info); });
    // scontrol knows the output files (and a job accounting has not stored yet), for
    // MinJobAge after its end.
    SlurmJobInfo live;
    if (!ctx.stopped())
        known |= jsonOrPlain(
            ctx, jobId, {"scontrol", "--json", "show", "job", jobId},
            [&](const std::string& out) { return parseScontrolJson(out, live); }, {"scontrol", "show", "job", jobId},
            [&](const std::string& out) {
                live = parseScontrolShowJob(out);
                return !live.jobId.empty();
            });
    mergeMissing(info, live);
    ctx.jobOwner = info.uid >= 0 ? fileReaderFor(info.uid) : fileReaderNamed(info.user);
    CollectScope scope;
    scope.scheduler = "slurm";
    scope.workloadId = "slurm-" + jobId;
    scope.name = info.name;
    scope.state = info.state;
    // The fleet's key for the job: cluster, job id, array index. Slurm's answer is data: a
    // cluster name must be a host-like name and the index a number, else it is left out.
    if (isHostName(info.cluster)) scope.cluster = info.cluster;
    if (isUnsignedNumber(info.arrayTaskId)) scope.arrayIndex = info.arrayTaskId;
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
    collectNodeStates(ctx, jobId, scope.nodes);
    if (!known || ctx.stopped()) return scope;  // no such job: no output to look for
    const OutputPlan plan = planJobOutput(ctx, info, scope);
    const std::string stem = "slurm/slurm-" + safePathComponent(jobId);
    if (!plan.out.empty()) {
        copyJobOutput(ctx, info, plan.out, plan.outFrom, stem + ".out", "output");
    } else {
        CollectStep step = newStep("slurm", jobId, "the job's output");
        step.outcome = StepOutcome::Failed;
        step.note = plan.problem + "; give --job-output PATH where it is";
        ctx.log.add(std::move(step));
    }
    if (!ctx.stopped() && !plan.err.empty())
        copyJobOutput(ctx, info, plan.err, plan.errFrom, stem + ".err", "error output");
    return scope;
}

}  // namespace aw

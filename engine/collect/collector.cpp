#include "engine/collect/collector.h"

#include "engine/collect/collect_context.h"
#include "engine/collect/kubernetes_scope.h"
#include "engine/collect/slurm_scope.h"
#include "engine/collect/source_collectors.h"
#include "engine/core/control_escapes.h"
#include "engine/core/host_list.h"
#include "engine/core/json_writer.h"
#include "engine/core/value_grammar.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <unordered_set>

namespace aw {
namespace {

// Node names go into commands, queries and paths: one that is no host name is refused
// (ssh would read "-oProxyCommand=..." as an option), and the refusal recorded.
void refuseBadNodeNames(CollectScope& scope, CollectLog& log, const std::function<void(const std::string&)>& say) {
    std::vector<std::string> kept;
    for (std::string& node : scope.nodes) {
        if (isHostName(node)) {
            kept.push_back(std::move(node));
            continue;
        }
        CollectStep step = newStep("scope", escapeControls(node, kQuotedName), "");
        step.outcome = StepOutcome::Failed;
        step.note = "refused: not a host name (RFC 1123); nothing was run or asked for it";
        say("refused node name '" + escapeControls(node, kQuotedName) + "': not a host name");
        scope.aliases.erase(node);
        scope.ranks.erase(node);
        log.add(std::move(step));
    }
    scope.nodes = std::move(kept);
}

// Why the window [start, end] cannot be collected over, or "". Both times are the
// scheduler's, so nothing is assumed of them.
std::string windowProblem(TimeNs start, TimeNs end) {
    if (start < 0 || end < 0) return "the window starts before 1970: not a time the job ran";
    if (start > kLatestCollectTime || end > kLatestCollectTime)
        return "the window ends after 2200: not a time the job ran";
    if (end < start)
        return "the window ends (" + formatIsoUtc(end) + ") before it starts (" + formatIsoUtc(start) + ")";
    if (end - start > kMaxCollectWindow)  // both in [0, 2200]: no overflow
        return "the window from " + formatIsoUtc(start) + " to " + formatIsoUtc(end) +
               " is longer than 31 days; give --since and --until to collect a part of it";
    return {};
}

// The user's own nodes and window complete (or correct) what the scheduler said.
void applyUserScope(const CollectOptions& o, CollectScope& scope) {
    HostListExpansion mine = expandHostList(o.nodes);  // checked by checkOptions
    std::unordered_set<std::string> known(scope.nodes.begin(), scope.nodes.end());
    for (std::string& node : mine.hosts)
        if (known.insert(node).second) scope.nodes.push_back(std::move(node));
    if (o.since != kNoTime) scope.start = o.since;
    if (o.until != kNoTime) scope.end = o.until;
    if (scope.workloadId.empty()) scope.workloadId = "collected";
}

// A job still running has no end yet: the window runs to now.
TimeNs now() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

}  // namespace

Result<void> checkCollectOptions(const CollectOptions& o) {
    const int schedulers = !o.slurmJob.empty() + !(o.k8sJob.empty() && o.k8sSelector.empty());
    if (schedulers > 1) return Failure{"give one scope: --slurm-job, or --k8s-job / --k8s-selector"};
    if (schedulers == 0 && o.nodes.empty())
        return Failure{"no scope: give --slurm-job ID, --k8s-job NAME, --k8s-selector LABELS or --nodes LIST"};
    if (schedulers == 0 && (o.since == kNoTime || o.until == kNoTime))
        return Failure{"--nodes without a scheduler needs the window too: --since TIME --until TIME"};
    if (o.since != kNoTime && o.until != kNoTime && o.until < o.since) return Failure{"--until is before --since"};
    if (o.timeoutSeconds <= 0) return Failure{"--timeout must be positive"};
    if (o.marginBefore < 0 || o.marginAfter < 0 || o.marginBefore > kMaxCollectMargin ||
        o.marginAfter > kMaxCollectMargin)
        return Failure{"a margin is at most a day (--margin, --margin-before, --margin-after)"};
    if (o.prometheusStep < kNsPerSecond || o.prometheusStep > kMaxCollectWindow)
        return Failure{"--prometheus-step is from 1 second to 31 days"};
    if (o.maxFileBytes == 0) return Failure{"--max-file-size must be positive"};
    if (const HostListExpansion nodes = expandHostList(o.nodes); !nodes.ok()) return Failure{"--nodes: " + nodes.error};
    return {};
}

std::size_t CollectResult::failedSteps() const {
    return static_cast<std::size_t>(std::count_if(steps.begin(), steps.end(), [](const CollectStep& s) {
        return s.outcome == StepOutcome::Failed || s.outcome == StepOutcome::TimedOut;
    }));
}

Result<CollectResult> collectBundle(const CollectOptions& options, const CollectProgressFn& progress,
                                    const std::atomic<bool>* cancel) {
    if (Result<void> usable = checkCollectOptions(options); !usable) return usable.failure();
    Result<std::unique_ptr<BundleOutput>> opened = BundleOutput::open(options.output);
    if (!opened) return opened.failure();
    const std::unique_ptr<BundleOutput> out = std::move(opened).value();
    CollectLog log;
    CollectContext ctx{options, *out, log, cancel, kNoTime,
                       kNoTime, {},   {},  {},     std::make_shared<CollectContext::Shared>()};
    std::mutex progressMutex;
    CollectProgress state;
    const auto report = [&](const std::string& message, CollectProgress::Kind kind) {
        std::lock_guard lock(progressMutex);
        if (kind == CollectProgress::Kind::Done) ++state.done;
        state.message = message;
        state.kind = kind;
        if (progress) progress(state);
    };
    const auto note = [&](const std::string& message) { report(message, CollectProgress::Kind::Note); };
    ctx.tick = [&](const std::string& what) { report(what, CollectProgress::Kind::Done); };
    ctx.starting = [&](const std::string& what) { report(what, CollectProgress::Kind::Start); };

    CollectResult result;
    result.output = options.output;
    note(options.slurmJob.empty() ? "asking the scheduler" : "asking Slurm for job " + options.slurmJob);
    CollectScope scope;
    if (!options.slurmJob.empty()) scope = scopeSlurmJob(options.slurmJob, ctx);
    else if (!options.k8sJob.empty() || !options.k8sSelector.empty()) scope = scopeKubernetes(ctx);
    applyUserScope(options, scope);
    refuseBadNodeNames(scope, log, note);
    if (scope.start != kNoTime && scope.end == kNoTime) scope.end = now();
    if (scope.start != kNoTime && scope.end != kNoTime) scope.problem = windowProblem(scope.start, scope.end);
    if (scope.known()) {
        // Bounded: the window lies in [1970, 2200] and each margin is at most a day.
        ctx.from = scope.start - options.marginBefore;
        ctx.to = scope.end + options.marginAfter;
        // The steps each source will take, for a progress bar that moves evenly, and a
        // bound on them all.
        std::size_t planned = 0;
        if (!options.prometheusUrl.empty())
            planned += prometheusRequests(ctx, prometheusSeries(options.extraMetrics).size(), scope.nodes.size());
        if (!options.lokiUrl.empty()) planned += scope.nodes.size();
        if (!options.nodeCommand.empty()) planned += scope.nodes.size();
        if (planned > kMaxPlannedRequests)
            scope.problem = "the collection would make " + std::to_string(planned) + " requests, more than " +
                            std::to_string(kMaxPlannedRequests) +
                            "; give a shorter window (--since, --until), fewer nodes or a longer --prometheus-step";
        std::lock_guard lock(progressMutex);
        state.total = scope.problem.empty() ? planned : 0;
    }

    if (scope.known() && !ctx.stopped()) {
        note(scope.workloadId + ": " + std::to_string(scope.nodes.size()) + " nodes, " + formatIsoUtc(ctx.from) +
             " to " + formatIsoUtc(ctx.to));
        if (!options.prometheusUrl.empty()) collectPrometheus(scope, ctx);
        if (!options.lokiUrl.empty() && !ctx.stopped()) collectLoki(scope, ctx);
        if (!options.nodeCommand.empty() && !ctx.stopped()) collectNodeCommands(scope, ctx);
        if (!options.slurmctldLog.empty() && !options.slurmJob.empty() && !ctx.stopped())
            collectSlurmctldLog(scope, ctx, options.slurmJob);
    } else if (!ctx.stopped()) {
        CollectStep step = newStep("scope", scope.workloadId, "");
        step.outcome = StepOutcome::Failed;
        step.note = !scope.problem.empty() ? scope.problem
                    : scope.nodes.empty()  ? "the scheduler named no nodes for the job (or none that is a host name)"
                                           : "the scheduler gave no start time for the job";
        log.add(std::move(step));
    }
    if (!options.frDumps.empty() && !ctx.stopped()) collectFlightRecorderDumps(ctx);
    // A file that could not be written: no bundle (the output is removed with `out`).
    if (std::optional<Failure> failed = ctx.writeFailure()) return *failed;

    result.scope = scope;
    result.cancelled = ctx.cancelled();
    result.steps = log.steps();
    result.givenUp = ctx.givenUp();
    if (!scope.known() && !result.cancelled) {
        // No job, nothing to collect over: no bundle (the output is removed with `out`);
        // the steps say what was asked.
        result.output.clear();
        note("no bundle written");
        return result;
    }
    if (scope.known())
        if (Result<void> written = out->add("bundle.json", manifestJson(scope)); !written) return written.failure();
    result.files = out->files() + 1;  // and collect.json
    result.bytes = out->bytes();
    if (Result<void> written = out->add("collect.json", collectJson(options, result)); !written)
        return written.failure();
    if (result.cancelled) {
        Result<std::string> partial = out->keepPartial();
        if (!partial) return partial.failure();
        result.output = *partial;
    } else if (Result<void> placed = out->finish(); !placed) {
        return placed.failure();
    }
    note(result.cancelled ? "cancelled; what was collected is in " + result.output : "done");
    return result;
}

std::string collectJson(const CollectOptions& options, const CollectResult& result) {
    std::string json;
    JsonWriter w(json);
    w.beginObject().key("format").value("attribution-collect/1");
    w.key("collected_at").value(nowIsoUtc());
    w.key("collector").value("attribution-cli " AW_VERSION);
    w.key("cancelled").value(result.cancelled);
    w.array("given_up", result.givenUp);
    const CollectScope& s = result.scope;
    w.key("scope").beginObject();
    w.key("workload").value(s.workloadId).key("scheduler").value(s.scheduler);
    if (!s.name.empty()) w.key("name").value(s.name);
    if (!s.state.empty()) w.key("state").value(s.state);
    w.key("start").value(formatIsoUtc(s.start)).key("end").value(formatIsoUtc(s.end));
    w.key("margin_before_s")
        .value(options.marginBefore / kNsPerSecond)
        .key("margin_after_s")
        .value(options.marginAfter / kNsPerSecond);
    w.array("nodes", s.nodes);
    if (!s.problem.empty()) w.key("problem").value(s.problem);
    w.endObject();
    w.key("sources").beginObject();
    w.key("prometheus").value(redactUrl(options.prometheusUrl)).key("loki").value(redactUrl(options.lokiUrl));
    w.key("node_command").value(options.nodeCommand).key("fr_dumps").value(options.frDumps);
    w.key("timeout_s")
        .value(options.timeoutSeconds)
        .key("max_file_bytes")
        .value(static_cast<std::uint64_t>(options.maxFileBytes))
        .endObject();
    w.key("steps").beginArray();
    for (const CollectStep& step : result.steps) {
        w.beginObject().key("source").value(step.source).key("target").value(step.target);
        if (!step.request.empty()) w.key("request").value(step.request);
        if (!step.statusKind.empty())
            w.key(step.statusKind == "http" ? "http_status" : "exit_status")
                .value(static_cast<std::int64_t>(step.status));
        w.key("seconds")
            .value(std::round(step.seconds * 1000) / 1000)
            .key("bytes")
            .value(static_cast<std::uint64_t>(step.bytes));
        w.key("outcome").value(toString(step.outcome));
        if (!step.note.empty()) w.key("note").value(step.note);
        if (!step.files.empty()) w.array("files", step.files);
        w.endObject();
    }
    w.endArray().endObject();
    json += '\n';
    return json;
}

}  // namespace aw

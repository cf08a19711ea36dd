#include "engine/collect/collector.h"

#include "engine/collect/collect_context.h"
#include "engine/collect/kubernetes_scope.h"
#include "engine/collect/slurm_scope.h"
#include "engine/collect/source_collectors.h"
#include "engine/core/host_list.h"
#include "engine/core/json_writer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <unordered_set>

namespace aw {
namespace {

void checkOptions(const CollectOptions& o) {
    const int schedulers = !o.slurmJob.empty() + !(o.k8sJob.empty() && o.k8sSelector.empty());
    if (schedulers > 1) throw CollectError("give one scope: --slurm-job, or --k8s-job / --k8s-selector");
    if (schedulers == 0 && o.nodes.empty()) throw CollectError("no scope: give --slurm-job ID, --k8s-job NAME, --k8s-selector LABELS or --nodes LIST");
    if (schedulers == 0 && (o.since == kNoTime || o.until == kNoTime))
        throw CollectError("--nodes without a scheduler needs the window too: --since TIME --until TIME");
    if (o.since != kNoTime && o.until != kNoTime && o.until < o.since) throw CollectError("--until is before --since");
    if (o.timeoutSeconds <= 0) throw CollectError("--timeout must be positive");
    if (const HostListExpansion nodes = expandHostList(o.nodes); !nodes.ok()) throw CollectError("--nodes: " + nodes.error);
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
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

}  // namespace

std::size_t CollectResult::failedSteps() const {
    return static_cast<std::size_t>(std::count_if(steps.begin(), steps.end(), [](const CollectStep& s) {
        return s.outcome == StepOutcome::Failed || s.outcome == StepOutcome::TimedOut;
    }));
}

CollectResult collectBundle(const CollectOptions& options, const CollectProgressFn& progress, const std::atomic<bool>* cancel) {
    checkOptions(options);
    auto out = BundleOutput::open(options.output);
    CollectLog log;
    CollectContext ctx{options, *out, log, cancel, kNoTime, kNoTime, {}};
    std::mutex progressMutex;
    CollectProgress state;
    const auto report = [&](const std::string& message, bool stepDone) {
        std::lock_guard lock(progressMutex);
        if (stepDone) ++state.done;
        state.message = message;
        if (progress) progress(state);
    };
    ctx.tick = [&](const std::string& what) { report(what, true); };

    CollectResult result;
    result.output = options.output;
    report(options.slurmJob.empty() ? "asking the scheduler" : "asking Slurm for job " + options.slurmJob, false);
    CollectScope scope;
    if (!options.slurmJob.empty()) scope = scopeSlurmJob(options.slurmJob, ctx);
    else if (!options.k8sJob.empty() || !options.k8sSelector.empty()) scope = scopeKubernetes(ctx);
    applyUserScope(options, scope);
    if (scope.start != kNoTime && scope.end == kNoTime) scope.end = now();

    if (scope.known() && !ctx.cancelled()) {
        ctx.from = scope.start - options.marginBefore;
        ctx.to = scope.end + options.marginAfter;
        // The steps each source will take, for a progress bar that moves evenly.
        {
            std::lock_guard lock(progressMutex);
            if (!options.prometheusUrl.empty()) state.total += prometheusRequests(ctx, prometheusSeries(options.extraMetrics).size(), scope.nodes.size());
            if (!options.lokiUrl.empty()) state.total += scope.nodes.size();
            if (!options.nodeCommand.empty()) state.total += scope.nodes.size();
        }
        report(scope.workloadId + ": " + std::to_string(scope.nodes.size()) + " nodes, " + formatIsoUtc(ctx.from) + " to " +
                   formatIsoUtc(ctx.to), false);
        if (!options.prometheusUrl.empty()) collectPrometheus(scope, ctx);
        if (!options.lokiUrl.empty() && !ctx.cancelled()) collectLoki(scope, ctx);
        if (!options.nodeCommand.empty() && !ctx.cancelled()) collectNodeCommands(scope, ctx);
    } else if (!ctx.cancelled()) {
        CollectStep step = newStep("scope", scope.workloadId, "");
        step.outcome = StepOutcome::Failed;
        step.note = scope.nodes.empty() ? "the scheduler named no nodes for the job" : "the scheduler gave no start time for the job";
        log.add(std::move(step));
    }
    if (!options.frDumps.empty() && !ctx.cancelled()) collectFlightRecorderDumps(ctx);

    result.scope = scope;
    result.cancelled = ctx.cancelled();
    result.steps = log.steps();
    if (scope.known()) out->add("bundle.json", manifestJson(scope));
    result.files = out->files() + 1;  // and collect.json
    result.bytes = out->bytes();
    out->add("collect.json", collectJson(options, result));
    out->finish();
    report(result.cancelled ? "cancelled" : "done", false);
    return result;
}

std::string collectJson(const CollectOptions& options, const CollectResult& result) {
    std::string json;
    JsonWriter w(json);
    w.beginObject().key("format").value("attribution-collect/1");
    w.key("collected_at").value(nowIsoUtc());
    w.key("collector").value("attribution-cli " AW_VERSION);
    w.key("cancelled").value(result.cancelled);
    const CollectScope& s = result.scope;
    w.key("scope").beginObject();
    w.key("workload").value(s.workloadId).key("scheduler").value(s.scheduler);
    if (!s.name.empty()) w.key("name").value(s.name);
    if (!s.state.empty()) w.key("state").value(s.state);
    w.key("start").value(formatIsoUtc(s.start)).key("end").value(formatIsoUtc(s.end));
    w.key("margin_before_s").value(options.marginBefore / kNsPerSecond).key("margin_after_s").value(options.marginAfter / kNsPerSecond);
    w.array("nodes", s.nodes).endObject();
    w.key("sources").beginObject();
    w.key("prometheus").value(redactUrl(options.prometheusUrl)).key("loki").value(redactUrl(options.lokiUrl));
    w.key("node_command").value(options.nodeCommand).key("fr_dumps").value(options.frDumps);
    w.key("timeout_s").value(options.timeoutSeconds).endObject();
    w.key("steps").beginArray();
    for (const CollectStep& step : result.steps) {
        w.beginObject().key("source").value(step.source).key("target").value(step.target);
        if (!step.request.empty()) w.key("request").value(step.request);
        if (!step.statusKind.empty()) w.key(step.statusKind == "http" ? "http_status" : "exit_status").value(static_cast<std::int64_t>(step.status));
        w.key("seconds").value(std::round(step.seconds * 1000) / 1000).key("bytes").value(static_cast<std::uint64_t>(step.bytes));
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

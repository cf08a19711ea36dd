// attribution-cli collect: a failed job's bundle, collected from the cluster
// (docs/collect.md). The scheduler gives the scope; each source runs over it; what each
// request answered is in the bundle's collect.json.
#include "app/cli/commands.h"
#include "app/cli/exit_status.h"
#include "app/cli/terminal_out.h"
#include "app/cli/options.h"

#include "engine/collect/bundle_output.h"
#include "engine/collect/collector.h"
#include "engine/text/timestamp.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>

#include <signal.h>
#include <unistd.h>

namespace awcli {
namespace {

constexpr const char* kUsage =
    "usage: attribution-cli collect -o OUT (--slurm-job ID | --k8s-job NAME [-n NAMESPACE] | --k8s-selector LABELS\n"
    "                                     | --nodes LIST --since TIME --until TIME) [sources] [options]\n"
    "scope:    --slurm-job ID          the job's nodes, window, state and output (sacct, scontrol)\n"
    "          --k8s-job NAME, --k8s-selector LABELS, -n NAMESPACE, --k8s-api URL\n"
    "                                  pods, nodes, events and container logs from the API server\n"
    "          --nodes LIST            more nodes (a Slurm host list), or the scope without a scheduler\n"
    "          --since TIME, --until TIME  the window (RFC 3339 or epoch seconds)\n"
    "          --margin D, --margin-before D, --margin-after D   around the window (10m before, 5m after)\n"
    "sources:  --prometheus URL [--prometheus-step D] [--metric NAME]...\n"
    "          --loki URL [--loki-selector '{host=\"{node}\"}'] [--loki-limit N]\n"
    "          --kernel-logs           each node's kernel log over ssh (journalctl -k)\n"
    "          --node-command TEMPLATE a command per node ({node}, {since}, {until}) [--node-output FILE],\n"
    "                                  e.g. 'ssh -- {node} dmesg -T' (\"--\": no host is read as an option)\n"
    "          --fr-dumps DIR          Flight Recorder dumps\n"
    "          --job-output PATH       the job's output file, where Slurm no longer says (MinJobAge)\n"
    "          --slurmctld-log PATH    slurmctld's log: the lines of the job and its nodes in the window\n"
    "options:  --timeout SECONDS (60 a request or file)  --parallel N (8 nodes at once)  --netrc FILE\n"
    "          --max-file-size SIZE    a job's output or dump read up to it (512M; K, M, G): an output keeps\n"
    "                                  its end, a larger dump is refused\n"
    "OUT is a folder or an archive (.tar.gz, .tar.zst, .zip ...), written whole or not at all; Ctrl-C\n"
    "keeps what was collected as OUT's NAME.partial. Tokens come from the environment:\n"
    "AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_LOKI_ORG_ID, AW_K8S_TOKEN; passwords from ~/.netrc.\n"
    "exit status: 0 collected, 1 no such job (nothing written), 2 usage, 3 OUT cannot be written,\n"
    "             4 collected but sources failed (see collect.json), 130 interrupted (NAME.partial)\n";

int usageError(const std::string& message) {
    say(stderr, "attribution-cli collect: %s\n", message);
    std::fputs(kUsage, stderr);
    return kExitUsage;
}

// SIGINT and SIGTERM stop the collection: the collectors see the flag, stop their commands
// (each in its own process group, which the terminal's Ctrl-C does not reach) and requests,
// and what was collected is kept as NAME.partial. A second signal ends the process at once.
std::atomic<bool> gStop{false};
volatile std::sig_atomic_t gSignal = 0;
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int signal) {
    gSignal = signal;
    gStop.store(true);
}

void stopOnSignals() {
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    action.sa_flags = SA_RESETHAND;  // the second one is the default: the end
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    // A file size limit (ulimit -f) is a write that fails, as a full disk is, not the end.
    std::signal(SIGXFSZ, SIG_IGN);
}

// The steps that failed, for a collection that wrote no bundle (there is no collect.json).
void sayFailedSteps(const aw::CollectResult& result) {
    for (const aw::CollectStep& step : result.steps)
        if (step.outcome == aw::StepOutcome::Failed || step.outcome == aw::StepOutcome::TimedOut)
            say(stderr, "  %s %s: %s: %s\n", step.source, step.target, aw::toString(step.outcome), step.note);
}

// "512M", "2G", "1048576" -> bytes; at least one, at most 64 GiB.
std::optional<std::size_t> byteSize(const std::string& text) {
    if (text.empty()) return std::nullopt;
    char* end = nullptr;
    const double n = std::strtod(text.c_str(), &end);
    const std::string unit = end ? end : "";
    const double scale = unit.empty()                 ? 1
                         : unit == "K" || unit == "k" ? 1024.0
                         : unit == "M"                ? 1024.0 * 1024
                         : unit == "G"                ? 1024.0 * 1024 * 1024
                                                      : -1;
    const double bytes = n * scale;
    if (scale < 0 || !(bytes >= 1 && bytes <= 64.0 * 1024 * 1024 * 1024)) return std::nullopt;
    return static_cast<std::size_t>(bytes);
}

std::optional<aw::TimeNs> timeOption(const std::string& text) {
    const auto parsed = aw::parseTimeString(text);
    if (!parsed) return std::nullopt;
    return parsed->time;
}

// Reads the options into `c`; "" when they are good, else what is wrong.
std::string readOptions(const Options& o, aw::CollectOptions& c) {
    c.output = o.get("-o").empty() ? o.get("--output") : o.get("-o");
    c.slurmJob = o.get("--slurm-job");
    c.k8sJob = o.get("--k8s-job");
    c.k8sSelector = o.get("--k8s-selector");
    c.k8sApi = o.get("--k8s-api");
    if (const std::string ns = o.get("-n").empty() ? o.get("--namespace") : o.get("-n"); !ns.empty())
        c.k8sNamespace = ns;
    c.nodes = o.get("--nodes");
    for (const char* key : {"--since", "--until"}) {
        if (o.get(key).empty()) continue;
        const auto t = timeOption(o.get(key));
        if (!t) return std::string(key) + ": not a time (RFC 3339 or epoch seconds): " + o.get(key);
        (std::string(key) == "--since" ? c.since : c.until) = *t;
    }
    for (const auto& [key, target] : {std::pair{"--margin", &c.marginBefore},
                                      {"--margin-before", &c.marginBefore},
                                      {"--margin-after", &c.marginAfter},
                                      {"--prometheus-step", &c.prometheusStep}}) {
        if (o.get(key).empty()) continue;
        const auto d = duration(o.get(key));
        if (!d) return std::string(key) + ": not a duration (90s, 10m, 2h): " + o.get(key);
        *target = *d;
        if (std::string(key) == "--margin" && o.get("--margin-after").empty()) c.marginAfter = *d;
    }
    c.prometheusUrl = o.get("--prometheus");
    c.extraMetrics = o.all("--metric");
    c.lokiUrl = o.get("--loki");
    if (!o.get("--loki-selector").empty()) c.lokiSelector = o.get("--loki-selector");
    const auto limit = number(o.get("--loki-limit"), 5000, 1, 100000);
    const auto parallel = number(o.get("--parallel"), 8, 1, 256);
    const auto timeout = number(o.get("--timeout"), 60, 1, 86400);
    if (!limit || !parallel || !timeout) return "--loki-limit, --parallel and --timeout take a positive number";
    c.lokiLimit = static_cast<int>(*limit);
    c.parallel = static_cast<int>(*parallel);
    c.timeoutSeconds = *timeout;
    c.nodeCommand = o.get("--node-command");
    if (c.nodeCommand.empty() && o.has("--kernel-logs")) c.nodeCommand = aw::kDefaultNodeCommand;
    c.nodeCommandOutput = o.get("--node-output");
    c.frDumps = o.get("--fr-dumps");
    c.jobOutput = o.get("--job-output");
    c.slurmctldLog = o.get("--slurmctld-log");
    c.netrcFile = o.get("--netrc");
    if (!o.get("--max-file-size").empty()) {
        const auto size = byteSize(o.get("--max-file-size"));
        if (!size) return "--max-file-size: not a size from 1 byte to 64G (512M, 2G): " + o.get("--max-file-size");
        c.maxFileBytes = *size;
    }
    if (c.output.empty()) return "-o OUT is required";
    return {};
}

}  // namespace

int collect(const Args& args) {
    static const std::set<std::string> valued = {"-o",
                                                 "--output",
                                                 "--slurm-job",
                                                 "--k8s-job",
                                                 "--k8s-selector",
                                                 "--k8s-api",
                                                 "-n",
                                                 "--namespace",
                                                 "--nodes",
                                                 "--since",
                                                 "--until",
                                                 "--margin",
                                                 "--margin-before",
                                                 "--margin-after",
                                                 "--prometheus",
                                                 "--prometheus-step",
                                                 "--metric",
                                                 "--loki",
                                                 "--loki-selector",
                                                 "--loki-limit",
                                                 "--parallel",
                                                 "--timeout",
                                                 "--node-command",
                                                 "--node-output",
                                                 "--fr-dumps",
                                                 "--netrc",
                                                 "--max-file-size",
                                                 "--job-output",
                                                 "--slurmctld-log"};
    std::string error;
    const auto options = parseOptions(args, 0, {"--kernel-logs"}, valued, error);
    if (!options) return usageError(error);
    if (options->has("--help")) {
        std::fputs(kUsage, stdout);
        return kExitOk;
    }
    if (!options->positional.empty()) return usageError("unexpected argument '" + options->positional.front() + "'");
    aw::CollectOptions c;
    if (const std::string bad = readOptions(*options, c); !bad.empty()) return usageError(bad);
    if (const aw::Result<void> usable = aw::checkCollectOptions(c); !usable)
        return usageError(usable.failure().message);
    // A terminal gets one line rewritten in place; a log (a pipe, a file) a line as each
    // step starts, so a step that hangs is the last line, and a line for each note.
    const bool tty = isatty(STDERR_FILENO);
    const auto progress = [tty](const aw::CollectProgress& p) {
        if (!tty && p.kind == aw::CollectProgress::Kind::Done) return;
        // The line's own controls are written as they are; the message (node names, a
        // cluster's answers) is escaped.
        if (tty) std::fputs("\r\033[K", stderr);
        if (p.total)
            say(stderr, "[%zu/%zu] %s", p.done + (p.kind == aw::CollectProgress::Kind::Start), p.total, p.message);
        else say(stderr, "%s", p.message);
        if (!tty) std::fputc('\n', stderr);
        std::fflush(stderr);
    };
    stopOnSignals();
    const aw::Result<aw::CollectResult> collected = aw::collectBundle(c, progress, &gStop);
    if (!collected) {
        say(stderr, "attribution-cli collect: %s\n", collected.failure().message);
        return kExitCannotWrite;
    }
    const aw::CollectResult& result = *collected;
    if (tty) std::fputc('\n', stderr);
    if (result.cancelled) {
        say(stderr, "attribution-cli collect: interrupted (%s); what was collected is in %s\n",
            gSignal == SIGTERM ? "SIGTERM" : "SIGINT", result.output);
        return gSignal == SIGTERM ? 128 + SIGTERM : kExitInterrupted;
    }
    if (result.output.empty()) {
        say(stderr, "attribution-cli collect: %s; nothing was written to %s\n",
            !result.scope.problem.empty() ? result.scope.problem
                                          : std::string("the scope could not be found (no nodes or no window); "
                                                        "give --nodes and --since/--until"),
            c.output);
        sayFailedSteps(result);
        return kExitFailed;
    }
    say(stderr, "%s: %zu files, %zu bytes; %zu of %zu requests failed (see collect.json)\n", result.output,
        result.files, result.bytes, result.failedSteps(), result.steps.size());
    for (const std::string& source : result.givenUp)
        say(stderr, "attribution-cli collect: %s given up after %d failed requests in a row\n", source,
            aw::kGiveUpAfterFailures);
    return result.failedSteps() || !result.givenUp.empty() ? kExitSourcesFailed : kExitOk;
}

}  // namespace awcli

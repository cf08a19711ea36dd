// attribution-cli collect: one command on a login node that turns a failed job into a
// bundle. The scheduler scopes the workload (Slurm's sacct and scontrol, or the Kubernetes
// API), then each source collects over that scope: Prometheus metrics, Loki logs, a
// per-node command for kernel logs, Flight Recorder dumps. Each request has a timeout; a
// source that fails is recorded in collect.json and never stops the others.
#pragma once

#include "engine/collect/bundle_output.h"
#include "engine/collect/collect_log.h"
#include "engine/collect/collect_scope.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace aw {

// A file the job's owner named (its output, a dump) is read up to this size.
inline constexpr std::size_t kDefaultMaxFileBytes = std::size_t{512} << 20;
// The longest window a collection runs over (the job's, before the margins): a scheduler's
// start at 1970 or end in 2262 is refused, not asked of Prometheus for fifty years.
inline constexpr TimeNs kMaxCollectWindow = 31 * 86400 * kNsPerSecond;
// Each margin at most a day; a window ends before 2200. So no sum of them can overflow.
inline constexpr TimeNs kMaxCollectMargin = 86400 * kNsPerSecond;
inline constexpr TimeNs kLatestCollectTime = 7258118400 * kNsPerSecond;  // 2200-01-01
// The requests a collection may plan in all (Prometheus queries, a Loki walk and a node
// command for each node); more is refused before any is made.
inline constexpr std::size_t kMaxPlannedRequests = 50000;

struct CollectOptions {
    std::string output;  // a folder, or an archive by its extension

    // The scope: one of a Slurm job, a Kubernetes job or selector, or nodes and a window.
    std::string slurmJob;
    std::string k8sJob;
    std::string k8sSelector;
    std::string k8sNamespace = "default";
    std::string k8sApi;      // "" : in-cluster, else kubectl proxy's http://127.0.0.1:8001
    std::string nodes;       // a host list, to add to (or stand for) the scheduler's
    TimeNs since = kNoTime;  // the window when no scheduler gives it
    TimeNs until = kNoTime;
    TimeNs marginBefore = 10 * 60 * kNsPerSecond;
    TimeNs marginAfter = 5 * 60 * kNsPerSecond;

    // The sources.
    std::string prometheusUrl;
    TimeNs prometheusStep = 15 * kNsPerSecond;
    std::vector<std::string> extraMetrics;  // series beyond the ones the rules read
    std::string lokiUrl;
    std::string lokiSelector = "{host=\"{node}\"}";  // {node} is each node of the scope
    int lokiLimit = 5000;                            // entries a page (Loki's own default maximum)
    int lokiMaxPages = 200;                          // pages a node, then the rest is recorded as truncated
    std::string nodeCommand;                         // "" : none; see kDefaultNodeCommand
    std::string nodeCommandOutput;                   // the file name under nodes/<node>/; "" : from the command
    std::string frDumps;                             // a folder of Flight Recorder dumps
    std::string jobOutput;     // the job's output file, where Slurm no longer says (read as the job's owner)
    std::string slurmctldLog;  // slurmctld's log: the job's lines are kept (--slurm-job only)

    double timeoutSeconds = 60;                       // each command, each request and each file read
    std::size_t maxFileBytes = kDefaultMaxFileBytes;  // a job's output over it: its end; a dump over it: refused
    int parallel = 8;                                 // nodes collected at once
    std::string netrcFile;                            // "" : ~/.netrc
};

// ssh to each node for its kernel log over the window ({since} and {until} are epoch
// seconds; journalctl reads them as "@N"). "--" ends ssh's options before the host.
inline constexpr const char* kDefaultNodeCommand =
    "ssh -o BatchMode=yes -o ConnectTimeout=10 -- {node} journalctl -k -o short-iso --no-pager --since @{since} --until @{until}";

// A source (an HTTP API) whose requests failed this many times in a row is given up for
// the rest of the collection: a server that accepts and never answers costs this many
// timeouts, not one for every series.
inline constexpr int kGiveUpAfterFailures = 3;

struct CollectProgress {
    // What the message is: a step starting (said before it runs, so a hanging one shows), a
    // step done, or a note (the scope, a refused node, done).
    enum class Kind { Note, Start, Done };
    std::size_t done = 0;
    std::size_t total = 0;  // 0 while the scope is not known
    std::string message;
    Kind kind = Kind::Note;
};
using CollectProgressFn = std::function<void(const CollectProgress&)>;

struct CollectResult {
    std::string output;  // where the bundle is: options.output, its NAME.partial, or "" (nothing written)
    CollectScope scope;
    std::vector<CollectStep> steps;
    std::size_t files = 0;
    std::size_t bytes = 0;
    bool cancelled = false;
    std::vector<std::string> givenUp;  // the sources given up after kGiveUpAfterFailures failures in a row
    std::size_t failedSteps() const;
};

// Whether the options can work: the failure says why not (no scope, two schedulers, a
// margin of a year ...), naming the option. A front end asks first to tell a usage error
// from an output that cannot be written.
Result<void> checkCollectOptions(const CollectOptions& options);

// Collects into options.output: a bundle or nothing. A failure when the options cannot work
// (checkCollectOptions) or the output cannot be written (a file of it, or the bundle put in
// place: nothing is then left under its name, and the sources stop at their next step). A
// scope that cannot be found (no such job) writes nothing and returns with scope.known()
// false and the steps that were tried; a cancelled collection keeps what it collected as
// NAME.partial (result.output).
Result<CollectResult> collectBundle(const CollectOptions& options, const CollectProgressFn& progress = {},
                                    const std::atomic<bool>* cancel = nullptr);

// The collection record (collect.json).
std::string collectJson(const CollectOptions& options, const CollectResult& result);

}  // namespace aw

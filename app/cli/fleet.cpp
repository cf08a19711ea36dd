// attribution-cli fleet: many bundles, one store (docs/fleet.md).
//   fleet run BUNDLE... --store FILE [--threads N]     analyse here, on every core
//   fleet task LIST --results DIR [--index I --count N] [--threads N]
//                                                      one share of LIST, one result file per bundle
//   fleet sbatch LIST --results DIR [--tasks N] [--cpus N] [--partition P] [--time T]
//                [--sbatch-arg ARG]... [--dry-run]     the tasks as a Slurm job array
//   fleet ingest DIR --store FILE                      merge the result files into the store
//   fleet offenders --store FILE [--window D] [--all] [--json]   the nodes and GPUs blamed again
//   fleet summary --store FILE [--bucket day|week] [--json]      the outcome mix
// `run` and `task` skip bundles whose bytes were analysed with the same rules already, so a
// run that stopped, or a retried array task, picks up where it was; a path that is no bundle
// (a README) is skipped and named, never stored.
#include "app/cli/commands.h"
#include "app/cli/exit_status.h"
#include "app/cli/terminal_out.h"
#include "app/cli/options.h"

#include "engine/collect/run_command.h"
#include "engine/core/atomic_write.h"
#include "engine/core/json_writer.h"
#include "engine/core/parallel_for.h"
#include "engine/fleet/content_hash.h"
#include "engine/format/fnv1a.h"
#include "engine/fleet/fleet_ingest.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"
#include "engine/store/analysis_cache.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

namespace fs = std::filesystem;

namespace awcli {

namespace {

constexpr const char* kUsage =
    "usage: attribution-cli fleet run BUNDLE... --store FILE [--threads N]\n"
    "       attribution-cli fleet task LIST --results DIR [--index I --count N] [--threads N]\n"
    "       attribution-cli fleet sbatch LIST --results DIR [--tasks N] [--cpus N] [--partition P]\n"
    "                                [--time T] [--sbatch-arg ARG]... [--dry-run]\n"
    "       attribution-cli fleet ingest DIR --store FILE\n"
    "       attribution-cli fleet offenders --store FILE [--window D] [--all] [--json]\n"
    "       attribution-cli fleet summary --store FILE [--bucket day|week] [--json]\n"
    "  run        analyse BUNDLEs here, on every core, into the store (resumable)\n"
    "  task       one share of LIST, one result file per bundle (a job array task)\n"
    "  sbatch     write and submit the job array of tasks\n"
    "  ingest     merge the result files of DIR into the store\n"
    "  offenders  the nodes and GPUs blamed in two jobs or more within --window (7d);\n"
    "             --all: every blamed node and GPU\n"
    "  summary    how many jobs of each outcome, in all and per --bucket (day)\n"
    "exit status: 0 done, 1 a bundle or result not stored or a store not read, 2 usage (docs/cli.md)\n";

int usageError(const std::string& message) {
    say(stderr, "attribution-cli fleet: %s\n", message.c_str());
    std::fputs(kUsage, stderr);
    return kExitUsage;
}

std::string absolute(const std::string& path) {
    std::error_code ec;
    const fs::path p = fs::absolute(path, ec);
    return ec ? path : p.lexically_normal().string();
}

// The bundles of a list file: one path per line; blank lines and # comments skipped.
std::optional<std::vector<std::string>> readList(const std::string& list, std::string& error) {
    std::ifstream in(list);
    if (!in) {
        error = list + ": cannot be read";
        return std::nullopt;
    }
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (!line.empty() && line[0] != '#') out.push_back(line);
    }
    return out;
}

// Progress on stderr. A terminal sees one line rewritten in place (done of total, rate,
// skipped and failed); a log (a batch task's, a pipe) one line per bundle as it is done.
class Progress {
public:
    explicit Progress(std::size_t total) : total_(total), start_(std::chrono::steady_clock::now()) {}
    void add(const std::string& bundle, bool skipped, bool failed, const std::string& what) {
        const std::lock_guard lock(mutex_);
        ++done_;
        skipped_ += skipped;
        failed_ += failed;
        if (!tty_) {
            say(stderr, "[%zu/%zu] %s: %s\n", done_, total_, bundle.c_str(), what.c_str());
            std::fflush(stderr);
        }
        print(done_ == total_);
    }
    void finish() const {
        if (tty_) std::fputc('\n', stderr);
    }
    std::size_t failed() const { return failed_; }
    std::size_t skipped() const { return skipped_; }

private:
    void print(bool last) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        // A terminal sees the line rewritten five times a second; a log only the last one.
        if (!last && (!tty_ || seconds - printedAt_ < 0.2)) return;
        printedAt_ = seconds;
        if (tty_) std::fputc('\r', stderr);
        say(stderr, "%zu/%zu bundles, %.1f/s, %zu skipped (already analysed or no bundle), %zu failed", done_, total_,
            seconds > 0 ? static_cast<double>(done_ - skipped_) / seconds : 0.0, skipped_, failed_);
        std::fputs(tty_ ? "   " : "\n", stderr);
        std::fflush(stderr);
    }
    std::mutex mutex_;
    std::size_t total_, done_ = 0, skipped_ = 0, failed_ = 0;
    std::chrono::steady_clock::time_point start_;
    double printedAt_ = -1;
    bool tty_ = isatty(STDERR_FILENO) != 0;
};

// What a bundle gave, for the progress line of a log.
std::string outcomeOf(const aw::FleetRecord& record) {
    if (record.notABundle) return "skipped: " + record.error;
    if (!record.error.empty()) return "error: " + record.error;
    std::string nodes;
    for (const auto& n : record.culpritNodes) nodes += (nodes.empty() ? " " : ",") + n;
    return record.outcome + nodes;
}

// The paths that were no bundle, named once at the end (a glob over a folder of bundles
// that holds a README is not a failure, but the user should see what was left out).
void listNotBundles(std::vector<std::string> paths) {
    if (paths.empty()) return;
    std::sort(paths.begin(), paths.end());
    say(stderr, "attribution-cli fleet: %zu paths skipped, no bundle (no recognised source):\n", paths.size());
    for (const auto& p : paths) say(stderr, "  %s\n", p.c_str());
}

unsigned threadsOption(const Options& o, unsigned fallback, bool& ok) {
    const auto n = number(o.get("--threads"), fallback, 0, 1024);
    ok = n.has_value();
    return n.value_or(0) == 0 ? std::max(1u, std::thread::hardware_concurrency()) : *n;
}

// The file a bundle's result is written to: by content, so retries and duplicates coincide;
// a bundle that cannot be read is named by its path.
std::string resultName(const std::string& bundle, const std::string& hash) {
    if (!hash.empty()) return hash + ".json";
    char name[40];
    std::snprintf(name, sizeof name, "unreadable-%016llx.json", static_cast<unsigned long long>(aw::fnv1a(bundle)));
    return name;
}

// The bundle's content hash, or "" when it cannot be read (its record then says why).
std::string contentHashOrNone(const std::string& bundle) {
    const aw::Result<std::string> hash = aw::bundleContentHash(bundle);
    return hash ? *hash : std::string();
}

// Bundles in parallel, each on one thread, through the tested fleet path.
aw::FleetRecord analyseOne(const std::string& bundle, const std::string& hash) {
    aw::OpenOptions options;
    options.threads = 1;
    return aw::analyseForFleet(bundle, options, hash);
}

int run(const Options& o) {
    const std::string storePath = o.get("--store");
    if (storePath.empty()) return usageError("run needs --store FILE");
    if (o.positional.empty()) return usageError("run needs at least one BUNDLE");
    bool ok = true;
    const unsigned threads = threadsOption(o, 0, ok);
    if (!ok) return usageError("--threads needs a number from 0 to 1024");
    aw::Result<aw::FleetStore> store = aw::FleetStore::open(storePath);
    if (!store) {
        say(stderr, "attribution-cli fleet: %s\n", store.failure().message);
        return 1;
    }
    const std::string catalog = aw::AnalysisCache::catalogKey(*aw::builtinCatalog());
    std::mutex storeMutex;
    Progress progress(o.positional.size());
    std::size_t notStored = 0;            // under storeMutex
    std::vector<std::string> notBundles;  // under storeMutex
    aw::parallelFor(o.positional.size(), threads, nullptr, [&](std::size_t i, unsigned) {
        const std::string bundle = absolute(o.positional[i]);
        const std::string hash = contentHashOrNone(bundle);
        {
            const std::lock_guard lock(storeMutex);
            if (!hash.empty() && store->has(hash, catalog)) {
                progress.add(bundle, true, false, "skipped: analysed already");
                return;
            }
        }
        const aw::FleetRecord record = analyseOne(bundle, hash);
        const std::lock_guard lock(storeMutex);
        if (record.notABundle) {
            notBundles.push_back(bundle);
            progress.add(bundle, true, false, outcomeOf(record));
            return;
        }
        if (const aw::Result<aw::FleetStore::PutResult> put = store->put(record); !put) {
            // Rolled back by put(): this result is not in the store, the next ones will be.
            say(stderr, "\nattribution-cli fleet: %s: not stored: %s\n", bundle.c_str(), put.failure().message);
            ++notStored;
        }
        if (!record.error.empty()) say(stderr, "attribution-cli fleet: %s: %s\n", bundle.c_str(), record.error.c_str());
        progress.add(bundle, false, !record.error.empty(), outcomeOf(record));
    });
    progress.finish();
    listNotBundles(notBundles);
    if (notStored) say(stderr, "attribution-cli fleet: %zu results not stored\n", notStored);
    say(stderr, "attribution-cli fleet: %zu jobs in %s\n", store->jobCount(), storePath.c_str());
    return notStored ? kExitFailed : kExitOk;
}

int task(const Options& o) {
    const std::string results = o.get("--results");
    if (o.positional.size() != 1 || results.empty()) return usageError("task needs LIST and --results DIR");
    // The array index and size: options, else Slurm's or Kubernetes' environment.
    const auto env = [](const char* name) {
        const char* v = std::getenv(name);
        return std::string(v ? v : "");
    };
    std::string indexText = o.get("--index");
    if (indexText.empty()) indexText = env("SLURM_ARRAY_TASK_ID");
    if (indexText.empty()) indexText = env("JOB_COMPLETION_INDEX");
    std::string countText = o.get("--count");
    if (countText.empty()) countText = env("SLURM_ARRAY_TASK_COUNT");
    const auto index = number(indexText, 0, 0, 1u << 30);
    const auto count = number(countText, 1, 1, 1u << 30);
    if (!index || !count || *index >= *count) return usageError("--index must be below --count");
    bool ok = true;
    const char* slurmCpus = std::getenv("SLURM_CPUS_PER_TASK");
    const unsigned threads = threadsOption(o, slurmCpus ? static_cast<unsigned>(std::atoi(slurmCpus)) : 0, ok);
    if (!ok) return usageError("--threads needs a number from 0 to 1024");
    std::string error;
    const auto list = readList(o.positional.front(), error);
    if (!list) {
        say(stderr, "attribution-cli fleet: %s\n", error.c_str());
        return 1;
    }
    std::error_code ec;
    fs::create_directories(results, ec);
    std::vector<std::string> mine;
    for (std::size_t i = *index; i < list->size(); i += *count) mine.push_back((*list)[i]);
    Progress progress(mine.size());
    std::atomic<bool> writeFailed{false};
    std::mutex notBundlesMutex;
    std::vector<std::string> notBundles;
    aw::parallelFor(mine.size(), threads, nullptr, [&](std::size_t i, unsigned) {
        const std::string bundle = absolute(mine[i]);
        const std::string hash = contentHashOrNone(bundle);
        const std::string file = (fs::path(results) / resultName(bundle, hash)).string();
        std::error_code exists;
        if (!hash.empty() && fs::exists(file, exists)) {  // a retried task: done before
            progress.add(bundle, true, false, "skipped: analysed already");
            return;
        }
        const aw::FleetRecord record = analyseOne(bundle, hash);
        if (record.notABundle) {
            const std::lock_guard lock(notBundlesMutex);
            notBundles.push_back(bundle);
            progress.add(bundle, true, false, outcomeOf(record));
            return;
        }
        if (const aw::Result<void> written = aw::writeFileAtomically(file, aw::toJson(record)); !written) {
            say(stderr, "\nattribution-cli fleet: %s\n", written.failure().message.c_str());
            writeFailed = true;
        }
        progress.add(bundle, false, !record.error.empty(), outcomeOf(record));
    });
    progress.finish();
    listNotBundles(notBundles);
    return writeFailed ? kExitCannotWrite : kExitOk;
}

int ingest(const Options& o) {
    const std::string storePath = o.get("--store");
    if (o.positional.size() != 1 || storePath.empty()) return usageError("ingest needs DIR and --store FILE");
    aw::Result<aw::FleetStore> store = aw::FleetStore::open(storePath);
    if (!store) {
        say(stderr, "attribution-cli fleet: %s\n", store.failure().message);
        return 1;
    }
    const aw::Result<aw::FleetIngestCounts> ingested =
        aw::ingestFleetResults(o.positional.front(), *store, [](const aw::Failure& problem) {
            say(stderr, "attribution-cli fleet: %s\n", problem.message);
        });
    if (!ingested) {
        say(stderr, "attribution-cli fleet: %s\n", ingested.failure().message);
        return 1;
    }
    const aw::FleetIngestCounts& n = *ingested;
    say(stderr,
        "attribution-cli fleet: %zu added, %zu replaced, %zu already there, %zu unreadable, %zu not stored;"
        " %zu jobs in %s\n",
        n.added, n.replaced, n.unchanged, n.unreadable, n.notStored, store->jobCount(), storePath.c_str());
    return n.unreadable || n.notStored ? 1 : 0;
}

// Whether a value typed for the script holds a control character: a newline would end its
// line and start one that bash runs. The usage error naming it, or "".
std::string controlCharacterIn(const char* what, const std::string& value) {
    for (unsigned char c : value)
        if (c < 0x20 || c == 0x7f) {
            char code[8];
            std::snprintf(code, sizeof code, "0x%02x", c);
            return std::string(what) + " holds a control character (" + code + "); it cannot go into the job script";
        }
    return "";
}

// `value` as one word of an #SBATCH line. sbatch reads those lines itself (bash skips them:
// comments), and takes a backslash as escaping the next byte, inside quotes too, so shell
// quoting would not survive it: every byte but a plain few gets its backslash.
std::string sbatchWord(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && !std::strchr("_.,:/=@%+-", c)) out += '\\';
        out += c;
    }
    return out;
}

// The job array script: each task runs `fleet task` on its share; logs beside the results.
// Every value in it is quoted for whoever reads it (sbatch the #SBATCH lines, bash the last
// one); the bundles are not in it: `fleet task` reads them from the list when it runs.
std::string arrayScript(const std::string& cli, const std::string& list, const std::string& results, unsigned tasks,
                        unsigned cpus, const Options& o) {
    std::string percentDoubled;  // a % of the folder's name is no Slurm file name pattern
    for (char c : results) percentDoubled += c == '%' ? std::string("%%") : std::string(1, c);
    std::string s = "#!/bin/bash\n";
    s += "#SBATCH --job-name=attribution-fleet\n";
    s += "#SBATCH --array=0-" + std::to_string(tasks - 1) + "\n";
    s += "#SBATCH --cpus-per-task=" + std::to_string(cpus) + "\n";
    s += "#SBATCH " + sbatchWord("--output=" + percentDoubled + "/logs/%A_%a.out") + "\n";
    if (!o.get("--partition").empty()) s += "#SBATCH " + sbatchWord("--partition=" + o.get("--partition")) + "\n";
    if (!o.get("--time").empty()) s += "#SBATCH " + sbatchWord("--time=" + o.get("--time")) + "\n";
    for (const auto& arg : o.all("--sbatch-arg")) s += "#SBATCH " + sbatchWord(arg) + "\n";
    s += "# Written by attribution-cli fleet sbatch; each task analyses every " + std::to_string(tasks) +
         "th bundle of the list.\n";
    s += "exec " + aw::shellQuote(cli) + " fleet task " + aw::shellQuote(list) + " --results " +
         aw::shellQuote(results) + " --index \"$SLURM_ARRAY_TASK_ID\" --count " + std::to_string(tasks) +
         " --threads " + std::to_string(cpus) + "\n";
    return s;
}

int sbatch(const Options& o) {
    const std::string resultsOption = o.get("--results");
    if (o.positional.size() != 1 || resultsOption.empty()) return usageError("sbatch needs LIST and --results DIR");
    const std::string list = absolute(o.positional.front());
    const std::string results = absolute(resultsOption);
    std::string refused = controlCharacterIn("LIST", list);
    if (refused.empty()) refused = controlCharacterIn("--results", results);
    if (refused.empty()) refused = controlCharacterIn("--partition", o.get("--partition"));
    if (refused.empty()) refused = controlCharacterIn("--time", o.get("--time"));
    for (const auto& arg : o.all("--sbatch-arg"))
        if (refused.empty()) refused = controlCharacterIn("--sbatch-arg", arg);
    if (!refused.empty()) return usageError(refused);
    std::string error;
    const auto bundles = readList(list, error);
    if (!bundles) {
        say(stderr, "attribution-cli fleet: %s\n", error.c_str());
        return 1;
    }
    if (bundles->empty()) {
        say(stderr, "attribution-cli fleet: %s lists no bundle\n", list.c_str());
        return 1;
    }
    const auto tasksWanted = number(o.get("--tasks"), 100, 1, 100000);
    const auto cpus = number(o.get("--cpus"), 2, 1, 1024);
    if (!tasksWanted || !cpus) return usageError("--tasks and --cpus need positive numbers");
    const unsigned tasks = static_cast<unsigned>(std::min<std::size_t>(*tasksWanted, bundles->size()));
    std::error_code ec;
    fs::create_directories(fs::path(results) / "logs", ec);
    if (ec) {
        say(stderr, "attribution-cli fleet: %s: %s\n", results.c_str(), ec.message().c_str());
        return kExitCannotWrite;
    }
    const std::string cli = fs::read_symlink("/proc/self/exe", ec).string();
    if (!controlCharacterIn("this program's path", cli).empty()) {
        say(stderr, "attribution-cli fleet: %s\n", controlCharacterIn("this program's path", cli).c_str());
        return 1;
    }
    const std::string script = (fs::path(results) / "fleet-array.sh").string();
    if (const aw::Result<void> written =
            aw::writeFileAtomically(script, arrayScript(cli, list, results, tasks, *cpus, o));
        !written) {
        say(stderr, "attribution-cli fleet: %s\n", written.failure().message.c_str());
        return kExitCannotWrite;
    }
    say(stderr, "attribution-cli fleet: %zu bundles in %u tasks: %s\n", bundles->size(), tasks, script.c_str());
    if (o.has("--dry-run")) {
        say(stdout, "%s\n", script.c_str());
        return 0;
    }
    // sbatch itself, no shell between: the script's path is one argument, whatever it holds.
    // --parsable prints "jobid[;cluster]"; the job id goes to stdout for the caller.
    aw::CommandLimits limits;
    limits.timeoutSeconds = 300;
    limits.maxOutputBytes = 64 * 1024;
    const aw::CommandResult submitted = aw::runCommand({"sbatch", "--parsable", script}, limits);
    if (!submitted.ok()) {
        const std::string why = !submitted.started   ? submitted.error
                                : submitted.timedOut ? "no answer in " + std::to_string(limits.timeoutSeconds) + " s"
                                                     : "status " + std::to_string(submitted.exitCode);
        say(stderr, "attribution-cli fleet: sbatch failed (%s); the script is %s\n%s", why.c_str(), script.c_str(),
            submitted.err.c_str());
        return 1;
    }
    const std::string job = submitted.out.substr(0, submitted.out.find_first_of(";\n"));
    if (job.empty() || job.size() > 32 || job.find_first_not_of("0123456789") != std::string::npos) {
        say(stderr, "attribution-cli fleet: sbatch answered no job id (%s); the script is %s\n",
            submitted.out.substr(0, 200).c_str(), script.c_str());
        return 1;
    }
    say(stdout, "%s\n", job.c_str());
    say(stderr,
        "attribution-cli fleet: submitted job array %s; when it is done: attribution-cli fleet ingest "
        "%s --store FILE\n",
        job.c_str(), aw::shellQuote(results).c_str());
    return 0;
}

// The store to read; its failure is said here.
aw::Result<aw::FleetStore> readStore(const Options& o) {
    aw::Result<aw::FleetStore> store = aw::FleetStore::open(o.get("--store"), true);
    if (!store) say(stderr, "attribution-cli fleet: %s\n", store.failure().message);
    return store;
}

// A JSON document on stdout, ending with a newline.
void printJson(std::string json) {
    json += '\n';
    std::fwrite(json.data(), 1, json.size(), stdout);
}

std::string day(aw::TimeNs t) {
    return t == aw::kNoTime ? "-" : aw::formatIsoUtc(t).substr(0, 10);
}

int offenders(const Options& o) {
    if (o.get("--store").empty() || !o.positional.empty())
        return usageError("offenders needs --store FILE and nothing else");
    aw::TimeNs window = 7 * 86400 * aw::kNsPerSecond;
    if (!o.get("--window").empty()) {
        const auto d = duration(o.get("--window"));
        if (!d || *d <= 0) return usageError("--window: not a duration (12h, 7d): " + o.get("--window"));
        window = *d;
    }
    auto store = readStore(o);
    if (!store) return kExitFailed;
    std::vector<aw::FleetOffender> shown;
    for (aw::FleetOffender& f : store->offenders(window))
        if (f.repeat || o.has("--all")) shown.push_back(std::move(f));
    if (o.has("--json")) {
        std::string out;
        aw::JsonWriter w(out);
        w.beginObject().key("store").value(o.get("--store"));
        w.key("window_s").value(static_cast<std::int64_t>(window / aw::kNsPerSecond));
        w.key("offenders").beginArray();
        for (const auto& f : shown) {
            w.beginObject().key("node").value(f.node).key("gpu");
            if (f.gpu < 0) w.null();
            else w.value(f.gpu);
            w.key("jobs").value(static_cast<std::uint64_t>(f.jobs)).key("repeat").value(f.repeat);
            w.key("first").value(aw::formatIsoUtc(f.first)).key("last").value(aw::formatIsoUtc(f.last));
            w.key("symptoms").beginObject();
            for (const auto& [symptom, n] : f.symptoms) w.key(symptom).value(static_cast<std::uint64_t>(n));
            w.endObject().endObject();
        }
        w.endArray().endObject();
        printJson(std::move(out));
        return kExitOk;
    }
    if (shown.empty()) {
        say(stdout, "no %s in %s\n", o.has("--all") ? "blamed node or GPU" : "repeat offender", o.get("--store"));
        return kExitOk;
    }
    say(stdout, "%-32s %5s %5s  %-10s  %-10s  %s\n", "node", "gpu", "jobs", "first", "last", "blamed for");
    for (const auto& f : shown) {
        std::string symptoms;
        for (const auto& [symptom, n] : f.symptoms)
            symptoms += (symptoms.empty() ? "" : ", ") + (symptom.empty() ? std::string("-") : symptom) + " x" +
                        std::to_string(n);
        say(stdout, "%-32s %5s %5zu  %-10s  %-10s  %s%s\n", f.node,
            f.gpu < 0 ? std::string("-") : std::to_string(f.gpu), f.jobs, day(f.first), day(f.last), symptoms,
            f.repeat && o.has("--all") ? "  (repeat)" : "");
    }
    return kExitOk;
}

int summary(const Options& o) {
    if (o.get("--store").empty() || !o.positional.empty())
        return usageError("summary needs --store FILE and nothing else");
    const std::string bucketName = o.get("--bucket").empty() ? "day" : o.get("--bucket");
    if (bucketName != "day" && bucketName != "week") return usageError("--bucket is day or week");
    const aw::TimeNs bucket = (bucketName == "day" ? 1 : 7) * 86400 * aw::kNsPerSecond;
    auto store = readStore(o);
    if (!store) return kExitFailed;
    std::map<std::string, std::size_t> total;
    for (const std::string& outcome : store->outcomes()) {
        aw::FleetJobFilter filter;
        filter.outcome = outcome;
        total[outcome] = store->jobs(filter).size();
    }
    const auto buckets = store->outcomeMix(bucket);
    if (o.has("--json")) {
        std::string out;
        aw::JsonWriter w(out);
        w.beginObject()
            .key("store")
            .value(o.get("--store"))
            .key("jobs")
            .value(static_cast<std::uint64_t>(store->jobCount()));
        w.key("outcomes").beginObject();
        for (const auto& [outcome, n] : total) w.key(outcome).value(static_cast<std::uint64_t>(n));
        w.endObject().key("bucket").value(bucketName).key("buckets").beginArray();
        for (const auto& b : buckets) {
            w.beginObject().key("start").value(aw::formatIsoUtc(b.start)).key("outcomes").beginObject();
            for (const auto& [outcome, n] : b.outcomes) w.key(outcome).value(static_cast<std::uint64_t>(n));
            w.endObject().endObject();
        }
        w.endArray().endObject();
        printJson(std::move(out));
        return kExitOk;
    }
    say(stdout, "%zu jobs in %s\n", store->jobCount(), o.get("--store"));
    for (const auto& [outcome, n] : total) say(stdout, "  %-16s %6zu\n", outcome, n);
    if (!buckets.empty()) say(stdout, "\nper %s:\n", bucketName);
    for (const auto& b : buckets) {
        std::string mix;
        for (const auto& [outcome, n] : b.outcomes)
            mix += (mix.empty() ? "" : ", ") + outcome + " " + std::to_string(n);
        say(stdout, "  %s  %s\n", day(b.start), mix);
    }
    return kExitOk;
}

}  // namespace

int fleet(const Args& args) {
    if (args.empty()) return usageError("missing subcommand");
    const std::string& sub = args.front();
    if (sub == "--help" || sub == "-h") {
        std::fputs(kUsage, stdout);
        return kExitOk;
    }
    // Each subcommand's options: anything else is an unknown option, said as such.
    static const std::map<std::string, std::pair<std::set<std::string>, std::set<std::string>>> known = {
        {"run", {{}, {"--store", "--threads"}}},
        {"task", {{}, {"--results", "--index", "--count", "--threads"}}},
        {"sbatch", {{"--dry-run"}, {"--results", "--tasks", "--cpus", "--partition", "--time", "--sbatch-arg"}}},
        {"ingest", {{}, {"--store"}}},
        {"offenders", {{"--json", "--all"}, {"--store", "--window"}}},
        {"summary", {{"--json"}, {"--store", "--bucket"}}},
    };
    const auto it = known.find(sub);
    if (it == known.end()) return usageError("unknown subcommand '" + sub + "'");
    std::string error;
    const auto options = parseOptions(args, 1, it->second.first, it->second.second, error);
    if (!options) return usageError(sub + ": " + error);
    if (options->has("--help")) {
        std::fputs(kUsage, stdout);
        return kExitOk;
    }
    if (sub == "run") return run(*options);
    if (sub == "task") return task(*options);
    if (sub == "sbatch") return sbatch(*options);
    if (sub == "ingest") return ingest(*options);
    if (sub == "offenders") return offenders(*options);
    return summary(*options);
}

}  // namespace awcli

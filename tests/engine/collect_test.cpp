// attribution-cli collect's parts that need no cluster (issue 26): running the cluster's
// programs with a deadline, the per-node command, the output that stays inside itself,
// the queries, and a whole collection over nodes given by hand. The real services are
// tested by tests/collect/*.sh (Prometheus, Slurm, recorded Loki and Kubernetes answers).
#include "engine/collect/bundle_output.h"
#include "engine/collect/collect_context.h"
#include "engine/collect/collector.h"
#include "engine/collect/run_command.h"
#include "engine/collect/slurm_scope.h"
#include "engine/collect/source_collectors.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/load/bundle_loader.h"
#include "tests/support/files.h"
#include "tests/support/result.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

namespace {

using awtest::readFile;
using awtest::TempFolder;

// Nodes and a window (2026-11-30 08:00 to 08:10 UTC) given by hand, into `output` of `tmp`.
aw::CollectOptions byHand(const TempFolder& tmp, std::string nodes, const std::string& output = "bundle") {
    aw::CollectOptions o;
    o.output = tmp.path() + "/" + output;
    o.nodes = std::move(nodes);
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    return o;
}

TEST(RunCommand, GivesTheOutputAndTheExitStatus) {
    const auto r = aw::runCommand({"sh", "-c", "echo out; echo err >&2; exit 3"});
    EXPECT_TRUE(r.started);
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_EQ(r.out, "out\n");
    EXPECT_EQ(r.err, "err\n");
    EXPECT_FALSE(r.ok());
}

TEST(RunCommand, ATimeoutStopsTheProgramAndWhatItStarted) {
    const auto begin = std::chrono::steady_clock::now();
    // The child's own child holds the pipe open: only stopping the group ends it.
    const auto r = aw::runCommand({"sh", "-c", "echo partial; sleep 30 & sleep 30"}, {.timeoutSeconds = 0.5});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    EXPECT_TRUE(r.timedOut);
    EXPECT_LT(seconds, awtest::timeLimit(5.0));
    EXPECT_EQ(r.out, "partial\n");
}

TEST(RunCommand, AMissingProgramIsAnErrorNotACrash) {
    const auto r = aw::runCommand({"aw-no-such-program-here"});
    EXPECT_FALSE(r.started);
    EXPECT_NE(r.error.find("aw-no-such-program-here"), std::string::npos);
}

TEST(RunCommand, CancelStopsIt) {
    std::atomic<bool> cancel{false};
    std::jthread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel = true;
    });
    const auto r = aw::runCommand({"sleep", "30"}, {.timeoutSeconds = 30, .cancel = &cancel});
    EXPECT_TRUE(r.cancelled);
}

TEST(NodeCommand, FillsTheNodeQuotedAndTheWindowInSeconds) {
    const std::string command =
        aw::nodeCommandFor("ssh {node} journalctl --since @{since} --until @{until}", "n1'; rm -rf /",
                           1796025600 * aw::kNsPerSecond, 1796026200 * aw::kNsPerSecond);
    EXPECT_EQ(command, "ssh 'n1'\\''; rm -rf /' journalctl --since @1796025600 --until @1796026200");
    // The shell reads the quoted node back as one word, whatever it holds.
    const auto r = aw::runCommand({"sh", "-c", aw::nodeCommandFor("printf %s {node}", "a b;c", 0, 0)});
    EXPECT_EQ(r.out, "a b;c");
}

TEST(NodeCommand, TheOutputFileFollowsTheCommand) {
    aw::CollectOptions o;
    o.nodeCommand = aw::kDefaultNodeCommand;
    EXPECT_EQ(aw::nodeCommandOutputName(o), "journal.log");
    o.nodeCommand = "ssh -- {node} dmesg -T";
    EXPECT_EQ(aw::nodeCommandOutputName(o), "dmesg.log");
    o.nodeCommandOutput = "../kern.log";
    EXPECT_EQ(aw::nodeCommandOutputName(o), "_.._kern.log");  // one name, inside the node's folder
}

TEST(BundleOutput, NothingIsWrittenOutsideIt) {
    TempFolder tmp;
    auto out = awtest::worked(aw::BundleOutput::open(tmp.path() + "/bundle"));
    for (const std::string escape : {"../escape.log", "/etc/escape.log", "nodes/../../escape.log"}) {
        const aw::Result<void> refused = out->add(escape, "x");
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.failure().message, "refusing to write outside the bundle: " + escape);
        EXPECT_EQ(refused.failure().file, escape);
    }
    awtest::worked(out->add("nodes/" + aw::safePathComponent("../n1") + "/dmesg.log", "line\n"));
    awtest::worked(out->finish());
    EXPECT_FALSE(std::filesystem::exists(tmp.path() + "/escape.log"));
    EXPECT_EQ(readFile(tmp.path() + "/bundle/nodes/_.._n1/dmesg.log"), "line\n");
}

TEST(BundleOutput, ABundleIsNeverOverwritten) {
    TempFolder tmp;
    tmp.write("full/bundle.json", "{}");
    const auto full = aw::BundleOutput::open(tmp.path() + "/full");
    ASSERT_FALSE(full);
    EXPECT_EQ(full.failure().message,
              tmp.path() + "/full: exists and is not an empty folder; collect does not overwrite a bundle");
    EXPECT_EQ(full.failure().file, tmp.path() + "/full");
    tmp.write("done.tar.gz", "x");
    const auto done = aw::BundleOutput::open(tmp.path() + "/done.tar.gz");
    ASSERT_FALSE(done);
    EXPECT_EQ(done.failure().message, tmp.path() + "/done.tar.gz: already exists; collect does not overwrite a bundle");
    EXPECT_EQ(done.failure().file, tmp.path() + "/done.tar.gz");
    const auto none = aw::BundleOutput::open("");
    ASSERT_FALSE(none);
    EXPECT_EQ(none.failure().message, "no output given (-o FOLDER or -o FILE.tar.gz)");
    EXPECT_EQ(none.failure().file, "");
}

TEST(PrometheusQuery, NamesTheScopesHostsInTheRightLabel) {
    EXPECT_EQ(aw::prometheusQuery("DCGM_FI_DEV_XID_ERRORS", {"gpu-a.1", "n2"}),
              "DCGM_FI_DEV_XID_ERRORS{Hostname=~\"(gpu-a\\\\.1|n2)(\\\\..*)?\"}");
    EXPECT_EQ(aw::prometheusQuery("node_filesystem_avail_bytes", {"n2"}),
              "node_filesystem_avail_bytes{instance=~\"(n2)(\\\\..*)?(:[0-9]+)?\"}");
}

TEST(PrometheusQuery, AsksForEverySeriesTheRulesRead) {
    const auto series = aw::prometheusSeries({"my_series"});
    for (const char* name :
         {"DCGM_FI_DEV_XID_ERRORS", "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", "DCGM_FI_DEV_ROW_REMAP_FAILURE",
          "DCGM_FI_DEV_GPU_TEMP", "node_infiniband_link_downed_total", "node_filesystem_avail_bytes",
          "DCGM_FI_DEV_NVLINK_CRC_FLIT_ERROR_COUNT_TOTAL", "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", "my_series"})
        EXPECT_NE(std::find(series.begin(), series.end(), name), series.end()) << name;
}

TEST(PrometheusQuery, ManyHostsAndALongWindowAreAskedInParts) {
    TempFolder tmp;
    aw::CollectOptions o;
    auto out = awtest::worked(aw::BundleOutput::open(tmp.path() + "/bundle"));
    aw::CollectLog log;
    aw::CollectContext ctx{o, *out, log, nullptr, 0, 3600 * aw::kNsPerSecond, {}, {}, {}, {}};
    EXPECT_EQ(aw::prometheusRequests(ctx, 1, 250), 3u);  // 100 hosts a query
    ctx.to = 7 * 86400 * aw::kNsPerSecond;               // a week at 15 s: 40,321 steps, 5 parts
    EXPECT_EQ(aw::prometheusRequests(ctx, 2, 10), 10u);
}

// A collection without a scheduler or a server: nodes and a window given by hand, a node
// command that answers on two nodes, fails on one and hangs on the last; the bundle
// has what answered, collect.json says what did not, and the loader warns of it.
TEST(Collect, AFailingOrHangingNodeNeverStopsTheOthers) {
    TempFolder tmp;
    aw::CollectOptions o = byHand(tmp, "node[1-4]");
    o.timeoutSeconds = 1;
    o.nodeCommand =
        "case {node} in node3) echo 'ssh: connect to host node3 port 22: No route to host' >&2; exit 255;; "
        "node4) sleep 20;; *) echo 2026-11-30T08:20:07+0000 {node} \"kernel: NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', "
        "name=<unknown>, GPU has fallen off the bus.\";; esac";
    std::vector<aw::CollectProgress> seen;
    const aw::CollectResult result =
        awtest::worked(aw::collectBundle(o, [&](const aw::CollectProgress& p) { seen.push_back(p); }));
    ASSERT_TRUE(result.scope.known());
    EXPECT_EQ(result.scope.nodes, (std::vector<std::string>{"node1", "node2", "node3", "node4"}));
    EXPECT_NE(readFile(o.output + "/nodes/node1/journal.log").find("node1 kernel: NVRM: Xid"), std::string::npos);
    EXPECT_TRUE(std::filesystem::exists(o.output + "/nodes/node2/journal.log"));
    EXPECT_FALSE(std::filesystem::exists(o.output + "/nodes/node3"));
    EXPECT_EQ(result.failedSteps(), 2u);
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back().total, 4u);
    EXPECT_EQ(seen.back().done, 4u);

    const std::string record = readFile(o.output + "/collect.json");
    EXPECT_NE(record.find("\"outcome\": \"timeout\""), std::string::npos);
    EXPECT_NE(record.find("No route to host"), std::string::npos);
    EXPECT_NE(record.find("\"exit_status\": 255"), std::string::npos);
    const std::string manifest = readFile(o.output + "/bundle.json");
    EXPECT_NE(manifest.find("\"start\": \"2026-11-30T08:00:00.000Z\""), std::string::npos);

    const aw::Bundle bundle = aw::loadBundle(o.output);
    int warnings = 0;
    for (const aw::Problem& p : bundle.problems)
        if (p.file == "collect.json") {
            ++warnings;
            EXPECT_TRUE(p.message.find("node3") != std::string::npos || p.message.find("node4") != std::string::npos)
                << p.message;
        }
    EXPECT_EQ(warnings, 2);
    EXPECT_NE(bundle.findNode("node1"), aw::kNoNode);
}

TEST(Collect, IntoAnArchiveTheLoaderOpens) {
    TempFolder tmp;
    aw::CollectOptions o = byHand(tmp, "n1", "job-7.tar.gz");
    o.nodeCommand = "echo '[Mon Nov 30 08:20:07 2026] NVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.'";
    o.nodeCommandOutput = "dmesg.log";
    awtest::worked(aw::collectBundle(o));
    const aw::Bundle bundle = aw::loadBundle(o.output);
    std::vector<std::string> paths;
    for (const auto& f : bundle.files) paths.push_back(f.path);
    EXPECT_NE(std::find(paths.begin(), paths.end(), "nodes/n1/dmesg.log"), paths.end());
    EXPECT_NE(std::find(paths.begin(), paths.end(), "collect.json"), paths.end());
    EXPECT_EQ(bundle.manifest.workloadId, "collected");
}

// The real Flight Recorder dumps of NVRx's tests (GPU errors on ranks 9 and 14), collected
// from a folder: the dumps keep their names (the rank is in them) and the analysis of the
// collected bundle finds the same ranks as of the original.
TEST(Collect, FlightRecorderDumpsKeepTheirNamesAndTheirAnswer) {
    TempFolder tmp;
    aw::CollectOptions o = byHand(tmp, "n1");
    o.frDumps = AW_SOURCE_DIR "/tests/data/flight-recorder/nvrx-gpu-error-2nd";
    const auto result = awtest::worked(aw::collectBundle(o));
    EXPECT_EQ(readFile(o.output + "/flight_recorder/_dump_9"), readFile(o.frDumps + "/_dump_9"));
    const aw::Bundle bundle = aw::loadBundle(o.output);
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    EXPECT_EQ(report.dumps.size(), 16u);
    EXPECT_EQ(report.culpritRanks, (std::vector<int>{9, 14}));
    EXPECT_EQ(result.failedSteps(), 0u);
}

TEST(Collect, CancelledItSaysSoAndStillLeavesTheRecord) {
    TempFolder tmp;
    aw::CollectOptions o = byHand(tmp, "node[1-8]");
    o.parallel = 1;
    o.nodeCommand = "sleep 0.3; echo {node}";
    std::atomic<bool> cancel{false};
    const auto result = awtest::worked(aw::collectBundle(
        o,
        [&](const aw::CollectProgress& p) {
            if (p.done >= 1) cancel = true;
        },
        &cancel));
    EXPECT_TRUE(result.cancelled);
    EXPECT_LT(result.steps.size(), 8u);
    // Kept as NAME.partial (issue 45): nothing under the bundle's own name.
    EXPECT_EQ(result.output, o.output + ".partial");
    EXPECT_FALSE(std::filesystem::exists(o.output));
    EXPECT_NE(readFile(result.output + "/collect.json").find("\"cancelled\": true"), std::string::npos);
}

TEST(Collect, OptionsThatCannotWorkAreRefusedBeforeAnythingIsWritten) {
    TempFolder tmp;
    aw::CollectOptions o;
    o.output = tmp.path() + "/bundle";
    const auto refusal = [](const aw::CollectOptions& options) {
        EXPECT_FALSE(aw::checkCollectOptions(options));
        const aw::Result<aw::CollectResult> collected = aw::collectBundle(options);
        EXPECT_EQ(collected.failure().file, "");  // an option, not a file
        return collected.failure().message;
    };
    EXPECT_EQ(refusal(o), "no scope: give --slurm-job ID, --k8s-job NAME, --k8s-selector LABELS or --nodes LIST");
    o.slurmJob = "42";
    o.k8sJob = "train";
    EXPECT_EQ(refusal(o), "give one scope: --slurm-job, or --k8s-job / --k8s-selector");
    o = {};
    o.output = tmp.path() + "/bundle";
    o.nodes = "n1";
    EXPECT_EQ(refusal(o), "--nodes without a scheduler needs the window too: --since TIME --until TIME");
    EXPECT_FALSE(std::filesystem::exists(o.output));
}

// Issue 43: a node list that expands past the limit (kHostListMaxNames) hung the collection
// as it hung the loader. The user's --nodes is refused before anything is written; Slurm's
// answer is a failed step naming the list, and the collection goes on.
TEST(Collect, AnEndlessNodeListIsRefusedNotExpanded) {
    TempFolder tmp;
    aw::CollectOptions mine = byHand(tmp, "x[0-999999999][0-999999999]");
    const aw::Result<aw::CollectResult> refused = aw::collectBundle(mine);
    ASSERT_FALSE(refused) << "--nodes was expanded";
    EXPECT_NE(refused.failure().message.find("--nodes: host list 'x[0-999999999][0-999999999]' expands to more than"),
              std::string::npos)
        << refused.failure().message;
    EXPECT_FALSE(std::filesystem::exists(mine.output));

    // A Slurm whose sacct answers with the 190-byte list of the issue, and no scontrol.
    tmp.write("bin/sacct", "#!/bin/sh\necho '{\"jobs\":[{\"job_id\":4242,\"name\":\"train\",\"nodes\":"
                           "\"x[0-999999999][0-999999999][,]\"}]}'\n");
    tmp.write("bin/scontrol", "#!/bin/sh\nexit 1\n");
    for (const char* program : {"bin/sacct", "bin/scontrol"})
        std::filesystem::permissions(tmp.file(program), std::filesystem::perms::owner_all);
    const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
    ::setenv("PATH", (tmp.file("bin") + ":" + path).c_str(), 1);
    aw::CollectOptions slurm;
    slurm.output = tmp.path() + "/from-slurm";
    slurm.slurmJob = "4242";
    slurm.timeoutSeconds = 5;
    const auto start = std::chrono::steady_clock::now();
    const aw::CollectResult result = awtest::worked(aw::collectBundle(slurm));
    ::setenv("PATH", path.c_str(), 1);
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
    EXPECT_TRUE(result.scope.nodes.empty());
    bool said = false;
    for (const aw::CollectStep& step : result.steps)
        said = said || (step.outcome == aw::StepOutcome::Failed &&
                        step.note.find("host list 'x[0-999999999][0-999999999][,]' has an empty bracket group") !=
                            std::string::npos);
    EXPECT_TRUE(said);
    // No node, no job to collect over: no bundle (issue 45); the step above says why.
    EXPECT_FALSE(std::filesystem::exists(slurm.output));
}

}  // namespace

namespace {

std::string recorded(const std::string& name) {
    return readFile(std::string(AW_SOURCE_DIR "/tests/data/recorded/slurm/") + name);
}

// Slurm 22.05.8's own answers for a job that failed (tests/data/recorded/README.md).
TEST(SlurmScope, ReadsSacctJsonOfSlurm2205) {
    aw::SlurmJobInfo info;
    ASSERT_TRUE(aw::parseSacctJson(recorded("sacct_json_22.05.8_failed_job.json"), "1", info));
    EXPECT_EQ(info.jobId, "1");
    EXPECT_EQ(info.name, "llama-pretrain");
    EXPECT_EQ(info.state, "FAILED");
    EXPECT_EQ(info.nodes, "vm");
    EXPECT_EQ(info.workDir, "/tmp/acct");
    EXPECT_EQ(info.start, 1796450175 * aw::kNsPerSecond);
    EXPECT_EQ(info.end, 1796450175 * aw::kNsPerSecond);
    EXPECT_FALSE(aw::parseSacctJson(recorded("sacct_json_22.05.8_failed_job.json").substr(0, 500), "1", info));
}

// Another site's Slurm 22.05.9 (the real-world corpus' narval case, mila-iqia/SARC's test data).
TEST(SlurmScope, ReadsSacctJsonOfAnotherSlurm2205Site) {
    aw::SlurmJobInfo info;
    ASSERT_TRUE(aw::parseSacctJson(
        readFile(AW_SOURCE_DIR "/tests/data/real/src2-sched-sacct-json-2205-failed-narval/bundle/slurm/sacct.json"),
        "20247445", info));
    EXPECT_EQ(info.name, "roberta-encoder-with_scheduler");
    EXPECT_EQ(info.state, "FAILED");
    EXPECT_EQ(info.nodes, "ng[30103,30203,30706-30707]");
    EXPECT_EQ(info.start, 1693740641 * aw::kNsPerSecond);
    EXPECT_EQ(info.end, 1693865044 * aw::kNsPerSecond);
}

TEST(SlurmScope, ReadsTheSacctJsonShapeOfSlurm2311) {
    // The 23.11 shape the sample bundles are written in (docs/bundle-format.md).
    aw::SlurmJobInfo info;
    ASSERT_TRUE(aw::parseSacctJson(readFile(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus/slurm/sacct.json"),
                                   "4242", info));
    EXPECT_EQ(info.state, "NODE_FAIL");
    EXPECT_EQ(info.nodes, "node[001-016]");
    EXPECT_EQ(info.start, 1796025600 * aw::kNsPerSecond);
}

TEST(SlurmScope, ReadsThePlainFormats) {
    aw::SlurmJobInfo plain;
    ASSERT_TRUE(aw::parseSacctPlain(recorded("sacct_plain_22.05.8_failed_job.txt"), plain));
    EXPECT_EQ(plain.state, "FAILED");
    EXPECT_EQ(plain.nodes, "vm");
    EXPECT_EQ(plain.start, aw::slurmLocalTime("2026-12-05T05:56:15"));
    EXPECT_NE(plain.start, aw::kNoTime);

    const aw::SlurmJobInfo ours = aw::parseScontrolShowJob(recorded("scontrol_show_job_22.05.8_failed_job.txt"));
    EXPECT_EQ(ours.jobId, "1");
    EXPECT_EQ(ours.state, "FAILED");
    EXPECT_EQ(ours.stdoutPath, "/tmp/acct/out/slurm-1.out");

    // Two jobs in one answer (an array): the first is read, the second's fields do not leak in.
    const aw::SlurmJobInfo first = aw::parseScontrolShowJob(recorded("irush-cs_scontrol_show_job.txt"));
    EXPECT_EQ(first.jobId, "1");
    EXPECT_EQ(first.nodes, "node-[63-65]");
    EXPECT_EQ(first.stdoutPath, "/location/with/out.txt");
    EXPECT_EQ(first.stderrPath, "/location/with/err.txt");
    EXPECT_EQ(first.end, aw::slurmLocalTime("2019-02-01T10:35:54"));

    const aw::SlurmJobInfo pending = aw::parseScontrolShowJob(recorded("irush-cs_scontrol_show_job_pending.txt"));
    EXPECT_EQ(pending.state, "PENDING");
    EXPECT_TRUE(pending.nodes.empty());
    EXPECT_EQ(pending.start, aw::kNoTime);
}

}  // namespace

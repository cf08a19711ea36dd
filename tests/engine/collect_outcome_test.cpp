// Issue 45: a collection leaves a bundle or nothing, and says what failed. A 2xx whose body
// is not the API's answer is a failed request; a server that accepts and never answers is
// given up after kGiveUpAfterFailures timeouts, not waited on for every series; a failed
// collection (no job, an output that cannot be written) leaves nothing under its name.
#include "engine/collect/bundle_output.h"
#include "engine/collect/collector.h"
#include "engine/open/open_bundle.h"
#include "tests/support/files.h"
#include "tests/support/result.h"
#include "tests/support/local_http_server.h"
#include "tests/support/scoped_env.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

using awtest::TempFolder;

aw::CollectOptions prometheusOver(const TempFolder& tmp, const std::string& url, const std::string& output = "bundle") {
    aw::CollectOptions o;
    o.output = tmp.file(output);
    o.nodes = "n1";
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    o.prometheusUrl = url;
    return o;
}

std::size_t countOf(const aw::CollectResult& r, const std::string& source, aw::StepOutcome outcome) {
    std::size_t n = 0;
    for (const auto& s : r.steps) n += s.source == source && s.outcome == outcome;
    return n;
}

// Nothing beside the output but what the test put there: no ".NAME.collecting-PID" left.
bool leftovers(const TempFolder& tmp) {
    for (const auto& entry : fs::directory_iterator(tmp.path()))
        if (entry.path().filename().string().find(".collecting-") != std::string::npos) return true;
    return false;
}

}  // namespace

TEST(CollectOutcome, A200OfTenMegabytesOfNoiseIsAFailedRequestNotAMetric) {
    std::string noise(10 << 20, '\0');
    std::mt19937 random(45);
    for (char& c : noise) c = static_cast<char>(random());
    awtest::LocalHttpServer server(
        [&](const std::string&) { return awtest::httpAnswer(200, "application/json", noise); });
    TempFolder tmp;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(prometheusOver(tmp, server.url())));
    ASSERT_TRUE(r.scope.known());
    EXPECT_EQ(countOf(r, "prometheus", aw::StepOutcome::Ok), 0u);
    EXPECT_EQ(countOf(r, "prometheus", aw::StepOutcome::Failed), static_cast<std::size_t>(aw::kGiveUpAfterFailures));
    bool said = false;
    for (const auto& s : r.steps)
        said = said || s.note.find("not a Prometheus query_range answer") != std::string::npos;
    EXPECT_TRUE(said);
    // Given up: the other series were not asked of a server that answers noise.
    EXPECT_EQ(server.requests().size(), static_cast<std::size_t>(aw::kGiveUpAfterFailures));
    ASSERT_EQ(r.givenUp, std::vector<std::string>{"prometheus"});
    EXPECT_EQ(countOf(r, "prometheus", aw::StepOutcome::Skipped), 1u);
    EXPECT_FALSE(fs::exists(tmp.file("bundle/metrics")));
    const std::string record = awtest::readFile(tmp.file("bundle/collect.json"));
    const auto givenUp = record.find("\"given_up\": [");
    ASSERT_NE(givenUp, std::string::npos) << record;
    EXPECT_LT(record.find("\"prometheus\"", givenUp), record.find("]", givenUp)) << record;
}

TEST(CollectOutcome, AServerThatNeverAnswersCostsThreeTimeoutsNotOneASeries) {
    awtest::SilentHttpServer server;
    TempFolder tmp;
    aw::CollectOptions o = prometheusOver(tmp, server.url());
    o.timeoutSeconds = 0.4;
    const auto start = std::chrono::steady_clock::now();
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // 3 x 0.4 s; before: every series (about 20) x the timeout.
    EXPECT_LT(seconds, 4 * o.timeoutSeconds + awtest::timeLimit(1.0));
    EXPECT_EQ(countOf(r, "prometheus", aw::StepOutcome::TimedOut), static_cast<std::size_t>(aw::kGiveUpAfterFailures));
    EXPECT_EQ(r.givenUp, std::vector<std::string>{"prometheus"});
}

// `collect --slurm-job 99999` of a job Slurm does not know: before, exit 1 and a
// nojob.tar.gz holding collect.json alone, which analyze and the fleet took as a job.
TEST(CollectOutcome, AJobTheSchedulerDoesNotKnowWritesNothing) {
    TempFolder tmp;
    tmp.write("bin/sacct", "#!/bin/sh\necho '{\"jobs\": []}'\n");
    tmp.write("bin/scontrol", "#!/bin/sh\necho 'slurm_load_jobs error: Invalid job id specified' >&2; exit 1\n");
    for (const char* program : {"bin/sacct", "bin/scontrol"}) fs::permissions(tmp.file(program), fs::perms::owner_all);
    const awtest::ScopedEnv path("PATH", tmp.file("bin") + ":" +
                                             std::string(std::getenv("PATH") ? std::getenv("PATH") : "/usr/bin:/bin"));
    aw::CollectOptions o;
    o.output = tmp.file("job.tar.gz");
    o.slurmJob = "99999";
    o.timeoutSeconds = 5;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    EXPECT_FALSE(r.scope.known());
    EXPECT_TRUE(r.output.empty());
    EXPECT_FALSE(fs::exists(tmp.file("job.tar.gz")));
    EXPECT_FALSE(leftovers(tmp));
}

TEST(CollectOutcome, AnArchiveThatCannotBeFinishedLeavesNothingUnderItsName) {
    TempFolder tmp;
    {
        auto out = awtest::worked(aw::BundleOutput::open(tmp.file("job.tar.gz")));
        awtest::worked(out->add("nodes/n1/dmesg.log", "a line\n"));
        EXPECT_FALSE(fs::exists(tmp.file("job.tar.gz")));  // written under a temporary name
        EXPECT_TRUE(leftovers(tmp));
    }  // not finished: a failure (a full disk) unwinds through here
    EXPECT_FALSE(fs::exists(tmp.file("job.tar.gz")));
    EXPECT_FALSE(leftovers(tmp));

    auto out = awtest::worked(aw::BundleOutput::open(tmp.file("job.tar.gz")));
    awtest::worked(out->add("nodes/n1/dmesg.log", "a line\n"));
    awtest::worked(out->finish());
    EXPECT_TRUE(fs::is_regular_file(tmp.file("job.tar.gz")));
    EXPECT_FALSE(leftovers(tmp));
}

TEST(CollectOutcome, APartialBundleIsNamedSoAndOpensOnlyWhenAllowed) {
    TempFolder tmp;
    EXPECT_EQ(aw::partialBundleName("/x/job.tar.gz"), "/x/job.partial.tar.gz");
    EXPECT_EQ(aw::partialBundleName("/x/job"), "/x/job.partial");
    auto out = awtest::worked(aw::BundleOutput::open(tmp.file("job.tar.gz")));
    awtest::worked(out->add(
        "bundle.json", R"({"format": "attribution-bundle/1", "workload": {"id": "slurm-7", "scheduler": "slurm"}})"));
    awtest::worked(
        out->add("nodes/n1/dmesg.log", "[  1.000000] NVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.\n"));
    EXPECT_EQ(awtest::worked(out->keepPartial()), tmp.file("job.partial.tar.gz"));
    EXPECT_FALSE(fs::exists(tmp.file("job.tar.gz")));

    const aw::OpenedBundle refused = aw::openBundle(tmp.file("job.partial.tar.gz"));
    EXPECT_EQ(refused.failure, aw::OpenFailure::Partial);
    EXPECT_NE(refused.error.find("partial"), std::string::npos) << refused.error;
    aw::OpenOptions allow;
    allow.allowPartial = true;
    const aw::OpenedBundle opened = aw::openBundle(tmp.file("job.partial.tar.gz"), allow);
    EXPECT_EQ(opened.failure, aw::OpenFailure::None) << opened.error;
}

// Issue 45 item 7: what is no bundle is refused by the front door, with the reason.
TEST(FrontDoor, AReadmeOrAHostnameFileIsNoBundle) {
    TempFolder tmp;
    tmp.write("README.md", "# Notes\n\nNVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.\nMore words.\n");
    tmp.write("hostname", "node007\n");
    for (const char* name : {"README.md", "hostname"}) {
        const aw::OpenedBundle opened = aw::openBundle(tmp.file(name));
        EXPECT_EQ(opened.failure, aw::OpenFailure::NotABundle) << name;
        EXPECT_NE(opened.error.find("not a bundle: no recognised source"), std::string::npos) << opened.error;
        EXPECT_NE(opened.error.find(name), std::string::npos) << opened.error;
    }
    // A log with times, or a log by its name, is one.
    tmp.write("logs/train.log", "no time on this line\n");
    EXPECT_EQ(aw::openBundle(tmp.file("logs")).failure, aw::OpenFailure::None);
    tmp.write("timed/notes", "2026-11-30T08:10:03Z node007 kernel: NVRM: Xid 79\n");
    EXPECT_EQ(aw::openBundle(tmp.file("timed")).failure, aw::OpenFailure::None);
    EXPECT_EQ(aw::openBundle(tmp.file("missing")).failure, aw::OpenFailure::NothingReadable);
    EXPECT_EQ(aw::openBundle(tmp.file("missing")).error, "no such file or folder");
}

namespace {

// The folder a collection into `tmp`'s "bundle" writes to until it is put in place.
std::string writingFolder(const TempFolder& tmp) {
    return tmp.file(".bundle.collecting-" + std::to_string(::getpid()));
}

// A file of the bundle that cannot be written (a file where its folder must go, as a full
// disk would refuse it): the collection stops at its next step, nothing is left, and the
// failure names the file.
TEST(CollectOutcome, AFileThatCannotBeWrittenStopsTheCollectionAndNamesIt) {
    std::atomic<int> asked{0};
    awtest::LocalHttpServer server([&](const std::string&) {
        ++asked;
        return awtest::httpAnswer(
            200, "application/json",
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"Hostname":"n1"},"values":[[1796025600,"1"]]}]}})");
    });
    TempFolder tmp;
    const aw::CollectOptions o = prometheusOver(tmp, server.url());
    const std::string inTheWay = writingFolder(tmp) + "/metrics";
    const aw::Result<aw::CollectResult> collected = aw::collectBundle(o, [&](const aw::CollectProgress&) {
        if (!fs::exists(inTheWay)) std::ofstream(inTheWay) << "a file where the folder goes";
    });
    ASSERT_FALSE(collected);
    const aw::Failure& failure = collected.failure();
    EXPECT_TRUE(failure.file.starts_with(writingFolder(tmp) + "/metrics/")) << failure.file;
    EXPECT_EQ(failure.message, "cannot create a file next to " + failure.file + ": Not a directory");
    EXPECT_EQ(asked.load(), 1);  // the series after it were not asked for
    EXPECT_FALSE(fs::exists(o.output));
    EXPECT_FALSE(leftovers(tmp));
}

// The bundle's name taken while it was collected: not replaced, and named.
TEST(CollectOutcome, AnOutputThatAppearedMeanwhileIsNotReplacedAndIsNamed) {
    TempFolder tmp;
    auto out = awtest::worked(aw::BundleOutput::open(tmp.file("job.tar.gz")));
    awtest::worked(out->add("nodes/n1/dmesg.log", "a line\n"));
    tmp.write("job.tar.gz", "someone else's");
    const aw::Result<void> placed = out->finish();
    ASSERT_FALSE(placed);
    EXPECT_EQ(placed.failure().message,
              tmp.file("job.tar.gz") + ": appeared while collecting; the bundle is not put in its place");
    EXPECT_EQ(placed.failure().file, tmp.file("job.tar.gz"));
    EXPECT_EQ(awtest::readFile(tmp.file("job.tar.gz")), "someone else's");
}

// An output folder that cannot be made (a file where its parent must be).
TEST(CollectOutcome, AnOutputFolderThatCannotBeMadeIsNamed) {
    TempFolder tmp;
    tmp.write("file", "x");
    aw::CollectOptions o = prometheusOver(tmp, "", "file/bundle");
    const aw::Result<aw::CollectResult> collected = aw::collectBundle(o);
    ASSERT_FALSE(collected);
    EXPECT_EQ(collected.failure().file, tmp.file("file/bundle"));
    EXPECT_TRUE(collected.failure().message.starts_with(tmp.file("file/bundle") + ": cannot create the folder: "))
        << collected.failure().message;
}

}  // namespace

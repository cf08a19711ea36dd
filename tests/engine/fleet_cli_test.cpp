// attribution-cli fleet on one machine (issue 27): `run` analyses many bundles into a store
// and, run again, skips what it has; `task` + `ingest` give the same store as `run`; a
// bundle that cannot be opened is recorded with its error, and `analyze --json` prints it.
// The same commands on a real Slurm job array: tests/slurm/fleet_array_test.sh.
#include "engine/fleet/fleet_store.h"

#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/run_cli.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace {

using awtest::Ran;

Ran cli(const std::string& arguments, const awtest::TempFolder& dir, const std::string& environment = "") {
    return awtest::runCli(arguments, dir, environment);
}

std::string sample(const char* name) { return awtest::sourcePath(std::string("resources/samples/") + name); }

// What a store says of each bundle: path's last part, outcome and culprits.
std::set<std::string> verdicts(const std::string& store) {
    std::set<std::string> out;
    for (const aw::FleetJob& j : aw::FleetStore(store, true).jobs()) {
        std::string nodes;
        for (const auto& n : j.record.culpritNodes) nodes += n + " ";
        out.insert(fs::path(j.record.bundlePath).filename().string() + ": " + j.record.outcome + " " + nodes +
                   j.record.error);
    }
    return out;
}

}  // namespace

TEST(FleetCli, RunRecordsEveryBundleAndARunAgainSkipsThem) {
    awtest::TempFolder dir;
    fs::copy(sample("ib-link-flap"), dir.file("copy-of-ib"), fs::copy_options::recursive);
    const std::string bundles = sample("xid79-gpu-off-bus") + " " + sample("checkpoint-permission-denied") + " " +
                                sample("ib-link-flap") + " " + dir.file("copy-of-ib") + " " + dir.file("missing");
    const std::string store = dir.file("fleet.sqlite");
    const Ran first = cli("fleet run " + bundles + " --store " + store + " --threads 2", dir);
    ASSERT_EQ(first.status, 0) << first.err;
    EXPECT_NE(first.err.find("5/5 bundles"), std::string::npos) << first.err;
    EXPECT_NE(first.err.find("missing: no such file or folder"), std::string::npos) << first.err;
    const auto stored = verdicts(store);
    // The copy has the same bytes as ib-link-flap: one job for both.
    ASSERT_EQ(stored.size(), 4u) << ::testing::PrintToString(stored);
    EXPECT_TRUE(stored.count("xid79-gpu-off-bus: gpu_hardware node007 ")) << ::testing::PrintToString(stored);
    EXPECT_TRUE(stored.count("missing: error no such file or folder")) << ::testing::PrintToString(stored);

    const Ran again = cli("fleet run " + bundles + " --store " + store, dir);
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_NE(again.err.find("4 skipped"), std::string::npos) << again.err;  // all but the missing one
    EXPECT_EQ(verdicts(store), stored);
}

TEST(FleetCli, TasksThenIngestGiveTheStoreOfARun) {
    awtest::TempFolder dir;
    dir.write("list.txt", "# three samples and a path that is no bundle\n" + sample("xid79-gpu-off-bus") + "\n\n" +
                              sample("checkpoint-permission-denied") + "\n" + sample("ib-link-flap") + "\n" +
                              dir.file("missing") + "\n");
    for (int index = 0; index < 2; ++index) {
        const Ran task = cli("fleet task " + dir.file("list.txt") + " --results " + dir.file("results") + " --index " +
                                 std::to_string(index) + " --count 2 --threads 1",
                             dir);
        ASSERT_EQ(task.status, 0) << task.err;
        EXPECT_NE(task.err.find("2/2 bundles"), std::string::npos) << task.err;  // every other line
    }
    dir.write("results/garbage.json", "{ not json");
    const Ran ingest = cli("fleet ingest " + dir.file("results") + " --store " + dir.file("from-tasks.sqlite"), dir);
    EXPECT_EQ(ingest.status, 1);  // one unreadable file, named; the rest is in
    EXPECT_NE(ingest.err.find("garbage.json: not JSON"), std::string::npos) << ingest.err;
    EXPECT_NE(ingest.err.find("4 added, 0 replaced, 0 already there, 1 unreadable"), std::string::npos) << ingest.err;

    const Ran run = cli("fleet run " + sample("xid79-gpu-off-bus") + " " + sample("checkpoint-permission-denied") + " " +
                            sample("ib-link-flap") + " " + dir.file("missing") + " --store " + dir.file("run.sqlite"),
                        dir);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(verdicts(dir.file("from-tasks.sqlite")), verdicts(dir.file("run.sqlite")));
}

TEST(FleetCli, SbatchWritesTheArrayScriptAndUsageErrorsSayWhy) {
    awtest::TempFolder dir;
    dir.write("list.txt", sample("xid79-gpu-off-bus") + "\n" + sample("ib-link-flap") + "\n");
    const Ran dry = cli("fleet sbatch " + dir.file("list.txt") + " --results " + dir.file("results") +
                            " --tasks 10 --partition gpu --time 00:30:00 --sbatch-arg --account=ops --dry-run",
                        dir);
    ASSERT_EQ(dry.status, 0) << dry.err;
    const std::string script = awtest::readFile(dir.file("results/fleet-array.sh"));
    EXPECT_NE(script.find("#SBATCH --array=0-1\n"), std::string::npos) << script;  // no more tasks than bundles
    EXPECT_NE(script.find("#SBATCH --partition=gpu\n"), std::string::npos) << script;
    EXPECT_NE(script.find("#SBATCH --time=00:30:00\n"), std::string::npos) << script;
    EXPECT_NE(script.find("#SBATCH --account=ops\n"), std::string::npos) << script;
    EXPECT_NE(script.find("fleet task '" + dir.file("list.txt") + "' --results '" + dir.file("results") +
                          "' --index \"$SLURM_ARRAY_TASK_ID\" --count 2"),
              std::string::npos)
        << script;

    EXPECT_EQ(cli("fleet run " + sample("ib-link-flap"), dir).status, 2);  // no --store
    const Ran unknown = cli("fleet frobnicate", dir);
    EXPECT_EQ(unknown.status, 2);
    EXPECT_NE(unknown.err.find("unknown subcommand 'frobnicate'"), std::string::npos) << unknown.err;
    EXPECT_EQ(cli("fleet task " + dir.file("list.txt") + " --results x --index 3 --count 2", dir).status, 2);
}

TEST(AnalyzeCli, JsonOfABundleThatCannotBeOpenedSaysWhy) {
    awtest::TempFolder dir;
    dir.write("broken.tar.gz", "not an archive");
    const Ran r = cli("analyze " + dir.file("broken.tar.gz") + " --json --no-cache", dir);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("\"error\": \"nothing in the bundle could be read\""), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Unrecognized archive format"), std::string::npos) << r.out;
    const Ran missing = cli("analyze " + dir.file("nope") + " --json", dir);
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.out.find("\"error\": \"no such file or folder\""), std::string::npos) << missing.out;
}

// The Kubernetes Indexed Job in packaging/ runs `fleet task` with JOB_COMPLETION_INDEX as its
// index: its --count must be the Job's completions, and the task must read that variable.
TEST(FleetCli, TheIndexedJobManifestGivesEachPodItsShare) {
    const std::string manifest = awtest::readFile(awtest::sourcePath("packaging/kubernetes/fleet-indexed-job.yaml"));
    const auto valueAfter = [&](const std::string& key) {
        const std::size_t at = manifest.find(key);
        return at == std::string::npos ? -1 : std::atoi(manifest.c_str() + at + key.size());
    };
    const int completions = valueAfter("completions: ");
    ASSERT_GT(completions, 0);
    EXPECT_EQ(valueAfter("\"--count\", \""), completions);
    EXPECT_NE(manifest.find("completionMode: Indexed"), std::string::npos);

    awtest::TempFolder dir;
    dir.write("list.txt", sample("xid79-gpu-off-bus") + "\n" + sample("ib-link-flap") + "\n" +
                              sample("checkpoint-permission-denied") + "\n");
    const Ran pod = cli("fleet task " + dir.file("list.txt") + " --results " + dir.file("results") + " --count 2",
                        dir);  // JOB_COMPLETION_INDEX is not set: index 0
    ASSERT_EQ(pod.status, 0) << pod.err;
    EXPECT_NE(pod.err.find("2/2 bundles"), std::string::npos) << pod.err;
    const Ran second = cli("fleet task " + dir.file("list.txt") + " --results " + dir.file("results2") + " --count 2",
                           dir, "JOB_COMPLETION_INDEX=1");
    ASSERT_EQ(second.status, 0) << second.err;
    EXPECT_NE(second.err.find("1/1 bundles"), std::string::npos) << second.err;  // the second line only
}

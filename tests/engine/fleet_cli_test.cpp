// attribution-cli fleet on one machine (issue 27): `run` analyses many bundles into a store
// and, run again, skips what it has; `task` + `ingest` give the same store as `run`; a
// bundle that cannot be opened is recorded with its error, and `analyze --json` prints it.
// The same commands on a real Slurm job array: tests/slurm/fleet_array_test.sh.
#include "engine/collect/run_command.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"
#include "engine/store/sqlite_database.h"

#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/result.h"
#include "tests/support/run_cli.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string_view>
#include <vector>
#include <sys/stat.h>
#include <sys/wait.h>

namespace fs = std::filesystem;

namespace {

using awtest::Ran;

Ran cli(const std::string& arguments, const awtest::TempFolder& dir, const std::string& environment = "") {
    return awtest::runCli(arguments, dir, environment);
}

std::string sample(const char* name) {
    return awtest::sourcePath(std::string("resources/samples/") + name);
}

// What a store says of each bundle: path's last part, outcome and culprits.
std::set<std::string> verdicts(const std::string& store) {
    std::set<std::string> out;
    for (const aw::FleetJob& j : awtest::worked(aw::FleetStore::open(store, true)).jobs()) {
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

    const Ran run =
        cli("fleet run " + sample("xid79-gpu-off-bus") + " " + sample("checkpoint-permission-denied") + " " +
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

// Issue 43: a result the store refuses (a trigger standing for a constraint, a full disk, a
// lock held too long) is named, the results after it are still stored, the exit status says
// so and the count printed is the count stored. (It printed "4 jobs" and stored 1.)
TEST(FleetCli, AResultTheStoreRefusesIsNamedAndEveryOtherOneIsStored) {
    awtest::TempFolder dir;
    const std::string store = dir.file("fleet.sqlite");
    { aw::FleetStore made = awtest::worked(aw::FleetStore::open(store)); }
    {
        aw::SqliteDatabase db;
        ASSERT_TRUE(db.open(store));
        ASSERT_TRUE(db.exec("CREATE TRIGGER refuse BEFORE INSERT ON jobs WHEN NEW.bundle_path LIKE '%checkpoint%'"
                            " BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END"));
    }
    const Ran run =
        cli("fleet run " + sample("checkpoint-permission-denied") + " " + sample("xid79-gpu-off-bus") + " " +
                sample("ib-link-flap") + " " + dir.file("missing") + " --store " + store + " --threads 1",
            dir);
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_NE(run.err.find("checkpoint-permission-denied: not stored: " + store), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("refused by a trigger"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("1 results not stored"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("3 jobs in " + store), std::string::npos) << run.err;
    EXPECT_EQ(verdicts(store),
              (std::set<std::string>{"xid79-gpu-off-bus: gpu_hardware node007 ", "ib-link-flap: network ib-node11 ",
                                     "missing: error no such file or folder"}));
}

// Two first ingests into one new store at once: both create it, both store all they have.
// (One failed with "cannot migrate" or "cannot use WAL: database is locked".)
TEST(FleetCli, TwoIngestsIntoANewStoreAtOnceBothStoreEverything) {
    awtest::TempFolder dir;
    for (const char* batch : {"a", "b"})
        for (int i = 0; i < 100; ++i) {
            aw::FleetRecord r;
            r.contentHash = std::string(batch) + std::to_string(i);
            r.bundlePath = "/data/" + r.contentHash;
            r.outcome = "gpu_hardware";
            r.culpritNodes = {"node" + std::to_string(i % 7)};
            r.catalogVersion = "v1#abc";
            dir.write(std::string(batch) + "/" + r.contentHash + ".json", aw::toJson(r));
        }
    for (int round = 0; round < 6; ++round) {
        const std::string store = dir.file("new-" + std::to_string(round) + ".sqlite");
        std::vector<FILE*> ingests;
        for (const char* batch : {"a", "b"})
            ingests.push_back(popen(
                (std::string(AW_CLI_PATH) + " fleet ingest " + dir.file(batch) + " --store " + store + " 2>&1").c_str(),
                "r"));
        for (FILE* ingest : ingests) {
            std::string out;
            char buffer[4096];
            for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, ingest)) > 0;) out.append(buffer, n);
            EXPECT_EQ(pclose(ingest), 0) << "round " << round << ": " << out;
            EXPECT_NE(out.find("100 added"), std::string::npos) << out;
        }
        EXPECT_EQ(awtest::worked(aw::FleetStore::open(store, true)).jobCount(), 200u) << "round " << round;
    }
}

namespace {

// The words sbatch reads from an #SBATCH line, as Slurm's _get_argument (src/sbatch/opt.c)
// splits them: a backslash escapes the next byte (inside quotes too), quotes group, an
// unescaped # outside quotes starts a comment.
std::vector<std::string> sbatchWords(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
        if (i == line.size() || line[i] == '#') break;
        std::string word;
        char quote = 0;
        for (; i < line.size() && (quote || !std::isspace(static_cast<unsigned char>(line[i]))); ++i) {
            const char c = line[i];
            if (c == '\\' && i + 1 < line.size()) word += line[++i];
            else if (quote && c == quote) quote = 0;
            else if (!quote && (c == '"' || c == '\'')) quote = c;
            else if (!quote && c == '#') return words.push_back(word), words;
            else word += c;
        }
        words.push_back(word);
    }
    return words;
}

// Every word of the script's #SBATCH lines.
std::vector<std::string> directives(const std::string& script) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while ((at = script.find("\n#SBATCH ", at)) != std::string::npos) {
        at += 9;
        for (auto& w : sbatchWords(std::string_view(script).substr(at, script.find('\n', at) - at))) out.push_back(w);
    }
    return out;
}

}  // namespace

// Issue 43: --results "/tmp/x'$(touch /tmp/pwned)'x" ran the touch when the array ran, and a
// bundle path in the list is data too. The script goes through `bash -n`, then a fake sbatch
// runs it as task 0: the task's result is written under that folder, nothing else runs.
TEST(FleetCli, SbatchQuotesEveryValueAndAShellCommandInOneRunsNothing) {
    awtest::TempFolder dir;
    const std::string pwned = dir.file("pwned");
    const std::string results = dir.file("x'$(touch " + pwned + ")'x \"$HOME\" `touch " + pwned + "` #%");
    dir.write("list.txt",
              dir.file("missing-bundle") + "\n" + dir.file("b'$(touch " + pwned + ")'; touch " + pwned) + "\n");
    dir.write("bin/sbatch", "#!/bin/sh\n"
                            "# A fake sbatch: the script must parse, then it runs as task 0 of the array.\n"
                            "[ \"$1\" = --parsable ] || exit 5\n"
                            "bash -n \"$2\" || exit 3\n"
                            "SLURM_ARRAY_TASK_ID=0 bash \"$2\" >\"$FAKE_SBATCH_LOG\" 2>&1 || exit 4\n"
                            "echo '4242;cluster'\n");
    ::chmod(dir.file("bin/sbatch").c_str(), 0755);
    const Ran submitted = cli("fleet sbatch " + dir.file("list.txt") + " --results " + aw::shellQuote(results) +
                                  " --tasks 1 --partition " + aw::shellQuote("gpu 'a' \"b\" #c") + " --sbatch-arg " +
                                  aw::shellQuote("--comment=$(touch " + pwned + ")"),
                              dir, "PATH=" + dir.file("bin") + ":$PATH FAKE_SBATCH_LOG=" + dir.file("task.log"));
    ASSERT_EQ(submitted.status, 0) << submitted.err << awtest::readFile(dir.file("task.log"));
    EXPECT_EQ(submitted.out, "4242\n");
    EXPECT_FALSE(fs::exists(pwned)) << awtest::readFile(results + "/fleet-array.sh");
    // The task ran with that folder as its --results: both bundles have their result there.
    std::size_t written = 0;
    for (const auto& entry : fs::directory_iterator(results)) written += entry.path().extension() == ".json";
    EXPECT_EQ(written, 2u) << awtest::readFile(dir.file("task.log"));

    const std::string script = awtest::readFile(results + "/fleet-array.sh");
    EXPECT_EQ(script.find("missing-bundle"), std::string::npos) << "the bundles are read from the list, not pasted";
    const auto words = directives(script);
    std::string doubled;
    for (char c : results) doubled += c == '%' ? std::string("%%") : std::string(1, c);
    for (const std::string& expected :
         {"--output=" + doubled + "/logs/%A_%a.out", std::string("--partition=gpu 'a' \"b\" #c"),
          "--comment=$(touch " + pwned + ")"})
        EXPECT_NE(std::find(words.begin(), words.end(), expected), words.end())
            << expected << " is not what sbatch reads from\n"
            << script;
}

TEST(FleetCli, SbatchRefusesAControlCharacterInAnyValueItWritesIntoTheScript) {
    awtest::TempFolder dir;
    dir.write("list.txt", sample("xid79-gpu-off-bus") + "\n");
    const std::string pwned = dir.file("pwned");
    const std::string base = "fleet sbatch " + dir.file("list.txt") + " --dry-run ";
    const std::pair<std::string, std::string> cases[] = {
        {"--results " + aw::shellQuote(dir.file("r1")) + " --partition " + aw::shellQuote("gpu\ntouch " + pwned),
         "--partition"},
        {"--results " + aw::shellQuote(dir.file("r2")) + " --time " + aw::shellQuote("1:00\r"), "--time"},
        {"--results " + aw::shellQuote(dir.file("r3")) + " --sbatch-arg " + aw::shellQuote("--qos=x\ntouch " + pwned),
         "--sbatch-arg"},
        {"--results " + aw::shellQuote(dir.file("r4\ntouch " + pwned)), "--results"},
        {"--results " + aw::shellQuote(dir.file("r5")) + " --partition " + aw::shellQuote("gpu\x1b]0;x\a"),
         "--partition"},
    };
    for (const auto& [arguments, option] : cases) {
        const Ran r = cli(base + arguments, dir);
        EXPECT_EQ(r.status, 2) << arguments;
        EXPECT_NE(r.err.find(option + " holds a control character"), std::string::npos) << r.err;
    }
    for (const char* folder : {"r1", "r2", "r3", "r5"}) EXPECT_FALSE(fs::exists(dir.file(folder))) << folder;
    EXPECT_FALSE(fs::exists(pwned));
}

// Issue 43: AW_CACHE_PATH at a file that is not a cache: it was deleted and replaced.
TEST(AnalyzeCli, AwCachePathAtATextFileIsRefusedAndLeftByteIdentical) {
    awtest::TempFolder dir;
    const std::string text = "the operator's notes\nnot a cache\n";
    dir.write("notes.txt", text);
    const Ran r = cli("analyze " + sample("xid79-gpu-off-bus"), dir, "AW_CACHE_PATH=" + dir.file("notes.txt"));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Symptom: xid_79_gpu_fallen_off_bus"), std::string::npos) << r.out;
    EXPECT_NE(r.err.find(dir.file("notes.txt") + " is not an analysis cache (not an SQLite database)"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(awtest::readFile(dir.file("notes.txt")), text);
    EXPECT_FALSE(fs::exists(dir.file("notes.txt-wal")));
}

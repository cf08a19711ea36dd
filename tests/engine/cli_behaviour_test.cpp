// Issue 45: attribution-cli behaves like one, on the hostile input itself. --help on every
// command and subcommand; an unknown option is said as such (exit 2); what is no bundle (a
// README) is refused by analyze, report and inspect and skipped by fleet run; collect leaves
// a bundle or nothing and its exit status says that sources failed; Ctrl-C keeps what was
// collected as NAME.partial; a job collected twice is one row of the fleet.
#include "engine/fleet/fleet_store.h"

#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/result.h"
#include "tests/support/local_http_server.h"
#include "tests/support/run_cli.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <cctype>
#include <chrono>
#include <set>
#include <sstream>
#include <cstdlib>
#include <csignal>
#include <filesystem>
#include <thread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace fs = std::filesystem;

namespace {

using awtest::Ran;
using awtest::TempFolder;

Ran cli(const std::string& arguments, const TempFolder& dir,
        const std::string& environment = "AW_CACHE_PATH=/nonexistent/cache.sqlite") {
    return awtest::runCli(arguments, dir, environment, 60);
}

std::string sample(const char* name) {
    return awtest::sourcePath(std::string("resources/samples/") + name);
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

const char* kWindow = " --since 2026-11-30T08:00:00Z --until 2026-11-30T08:10:00Z";

}  // namespace

TEST(CliBehaviour, EveryCommandAndSubcommandHasHelp) {
    TempFolder dir;
    for (const char* command : {"", "inspect", "analyze", "report", "collect", "fleet", "fleet run", "fleet task",
                                "fleet sbatch", "fleet ingest", "fleet offenders", "fleet summary"}) {
        const Ran r = cli(std::string(command) + " --help", dir);
        EXPECT_EQ(r.status, 0) << command << ": " << r.err;
        EXPECT_TRUE(has(r.out, "usage: attribution-cli")) << command << ": " << r.out;
        EXPECT_TRUE(has(r.out, "exit status")) << command << ": " << r.out;
    }
}

// Every option a command's help names is one its parser takes (collect's --job-output and
// --slurmctld-log were once in the help and refused as unknown): `CMD OPTION --help`, or
// `CMD OPTION VALUE --help` for an option that takes a value, prints the help.
TEST(CliBehaviour, EveryOptionTheHelpNamesIsAccepted) {
    TempFolder dir;
    for (const std::string command : {"inspect", "analyze", "report", "collect", "fleet run", "fleet task",
                                      "fleet sbatch", "fleet ingest", "fleet offenders", "fleet summary"}) {
        const Ran help = cli(command + " --help", dir);
        // fleet's help shows every subcommand: a subcommand's own options are on its usage
        // line and the lines continuing it.
        std::string text = help.out;
        if (command.starts_with("fleet ")) {
            text.clear();
            bool own = false;
            std::istringstream lines(help.out);
            for (std::string line; std::getline(lines, line);) {
                if (has(line, "attribution-cli fleet")) own = has(line, "attribution-cli " + command + " ");
                else if (line.find_first_not_of(' ') == std::string::npos || line[line.find_first_not_of(' ')] != '[')
                    own = false;
                if (own) text += line + "\n";
            }
        }
        std::set<std::string> options;
        for (std::size_t at = 0; (at = text.find(" --", at)) != std::string::npos;) {
            std::size_t end = at + 3;
            while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '-'))
                ++end;
            if (end > at + 3) options.insert(text.substr(at + 1, end - at - 1));
            at = end;
        }
        options.erase("--help");
        EXPECT_FALSE(options.empty()) << command;
        for (const std::string& option : options) {
            const Ran flag = cli(command + " " + option + " --help", dir);
            if (flag.status == 0 && has(flag.out, "usage: attribution-cli")) continue;
            const Ran valued = cli(command + " " + option + " 1 --help", dir);
            EXPECT_EQ(valued.status, 0) << command << " " << option << ": " << valued.err;
        }
    }
}

TEST(CliBehaviour, AnUnknownOptionIsSaidAsSuchWithTheUsageStatus) {
    TempFolder dir;
    for (const std::string& command :
         {"analyze " + sample("ib-link-flap"), "inspect " + sample("ib-link-flap"),
          std::string("fleet run x --store s"), std::string("fleet offenders --store s"),
          std::string("collect -o x --nodes n1"), "report " + sample("ib-link-flap") + " -o r.md"}) {
        const Ran r = cli(command + " --bogus", dir);
        EXPECT_EQ(r.status, 2) << command;
        EXPECT_TRUE(has(r.err, "unknown option --bogus")) << command << ": " << r.err;
        EXPECT_FALSE(has(r.err, "needs a value")) << command << ": " << r.err;
    }
    // Options that cannot work are a usage error (2), not "the output cannot be written" (3).
    const Ran twoScopes = cli("collect -o " + dir.file("x") + " --slurm-job 1 --k8s-job train", dir);
    EXPECT_EQ(twoScopes.status, 2) << twoScopes.err;
    EXPECT_FALSE(fs::exists(dir.file("x")));
}

TEST(CliBehaviour, AReadmeIsNoBundleForAnyCommand) {
    TempFolder dir;
    dir.write("README.md",
              "# How to use these bundles\n\nNVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.\n");
    const std::string readme = dir.file("README.md");
    const Ran analyze = cli("analyze " + readme, dir);
    EXPECT_EQ(analyze.status, 1);
    EXPECT_TRUE(has(analyze.err, "not a bundle: no recognised source")) << analyze.err;
    EXPECT_TRUE(analyze.out.empty()) << analyze.out;  // before: "Verdict: gpu_hardware", exit 0
    const Ran json = cli("analyze " + readme + " --json", dir);
    EXPECT_EQ(json.status, 1);
    EXPECT_TRUE(has(json.out, "\"error\": \"not a bundle: no recognised source")) << json.out;
    const Ran hostname = cli("analyze /etc/hostname", dir);
    EXPECT_EQ(hostname.status, 1);
    const Ran report = cli("report " + readme + " -o " + dir.file("r.md"), dir);
    EXPECT_EQ(report.status, 1);
    EXPECT_TRUE(has(report.err, "not a bundle")) << report.err;
    EXPECT_FALSE(fs::exists(dir.file("r.md")));
    const Ran inspect = cli("inspect " + readme, dir);
    EXPECT_EQ(inspect.status, 1);
    EXPECT_TRUE(has(inspect.out, "README.md")) << inspect.out;  // listed: inspect is where one sees why

    // fleet run over a glob that caught the README: skipped and named, never a job.
    const Ran fleet =
        cli("fleet run " + sample("xid79-gpu-off-bus") + " " + readme + " --store " + dir.file("f.sqlite"), dir);
    EXPECT_EQ(fleet.status, 0) << fleet.err;
    EXPECT_TRUE(has(fleet.err, "1 paths skipped, no bundle")) << fleet.err;
    EXPECT_TRUE(has(fleet.err, "  " + readme + "\n")) << fleet.err;
    EXPECT_EQ(awtest::worked(aw::FleetStore::open(dir.file("f.sqlite"), true)).jobCount(), 1u);
}

TEST(CliBehaviour, FleetRunPrintsALinePerBundleToALog) {
    TempFolder dir;
    const Ran r = cli("fleet run " + sample("xid79-gpu-off-bus") + " " + sample("ib-link-flap") + " --store " +
                          dir.file("f.sqlite") + " --threads 1",
                      dir);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.err, "[1/2] ")) << r.err;  // stderr is a file here, not a terminal
    EXPECT_TRUE(has(r.err, "[2/2] ")) << r.err;
    EXPECT_TRUE(has(r.err, "xid79-gpu-off-bus: gpu_hardware node007")) << r.err;
}

// slurm-4 collected four times gave four rows and made its node a repeat offender.
TEST(CliBehaviour, AJobCollectedTwiceIsOneJobOfTheFleet) {
    TempFolder dir;
    fs::copy(sample("xid79-gpu-off-bus"), dir.file("first"), fs::copy_options::recursive);
    fs::copy(sample("xid79-gpu-off-bus"), dir.file("second"), fs::copy_options::recursive);
    // The second collection got one more line (another Loki page, a later sacct): other bytes.
    std::ofstream(dir.file("second/slurm/extra.log")) << "2026-11-30T08:30:00Z collected again\n";
    const std::string store = dir.file("f.sqlite");
    ASSERT_EQ(cli("fleet run " + dir.file("first") + " --store " + store, dir).status, 0);
    const Ran again = cli("fleet run " + dir.file("second") + " --store " + store, dir);
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(awtest::worked(aw::FleetStore::open(store, true)).jobCount(), 1u);
    EXPECT_EQ(awtest::worked(aw::FleetStore::open(store, true)).jobs().front().record.bundlePath, dir.file("second"));
    // Both again: the first's bytes were replaced by the second's, and are not analysed again.
    const Ran both = cli("fleet run " + dir.file("first") + " " + dir.file("second") + " --store " + store, dir);
    EXPECT_TRUE(has(both.err, "2 skipped")) << both.err;

    const Ran offenders = cli("fleet offenders --store " + store + " --all --json", dir);
    ASSERT_EQ(offenders.status, 0) << offenders.err;
    EXPECT_TRUE(has(offenders.out, "\"node\": \"node007\"")) << offenders.out;
    EXPECT_TRUE(has(offenders.out, "\"jobs\": 1")) << offenders.out;
    EXPECT_FALSE(has(offenders.out, "\"jobs\": 2")) << offenders.out;
    EXPECT_TRUE(has(cli("fleet offenders --store " + store, dir).out, "no repeat offender"));
    const Ran summary = cli("fleet summary --store " + store, dir);
    ASSERT_EQ(summary.status, 0) << summary.err;
    EXPECT_TRUE(has(summary.out, "1 jobs in")) << summary.out;
    EXPECT_TRUE(has(summary.out, "gpu_hardware")) << summary.out;
    const Ran summaryJson = cli("fleet summary --store " + store + " --json", dir);
    EXPECT_TRUE(has(summaryJson.out, "\"outcomes\": {")) << summaryJson.out;
    EXPECT_TRUE(has(summaryJson.out, "\"gpu_hardware\": 1")) << summaryJson.out;
    EXPECT_EQ(cli("fleet summary --store " + dir.file("none.sqlite"), dir).status, 1);
}

TEST(CliBehaviour, CollectFromAServerAnsweringNoiseSaysSourcesFailed) {
    const std::string noise(1 << 20, '\x9b');
    awtest::LocalHttpServer server(
        [&](const std::string&) { return awtest::httpAnswer(200, "application/json", noise); });
    TempFolder dir;
    const Ran r =
        cli("collect -o " + dir.file("job.tar.gz") + " --nodes n1" + kWindow + " --prometheus " + server.url(), dir);
    EXPECT_EQ(r.status, 4) << r.err;  // before: 0, the noise recorded as "ok"
    EXPECT_TRUE(has(r.err, "prometheus given up after 3 failed requests in a row")) << r.err;
    EXPECT_TRUE(fs::is_regular_file(dir.file("job.tar.gz")));
}

TEST(CliBehaviour, CollectFromAServerThatNeverAnswersGivesUpAfterThreeTimeouts) {
    const awtest::SilentHttpServer server;
    TempFolder dir;
    const Ran r = cli(
        "collect -o " + dir.file("job") + " --nodes n1" + kWindow + " --timeout 1 --prometheus " + server.url(), dir);
    EXPECT_EQ(r.status, 4) << r.err;
    EXPECT_LT(
        r.seconds,
        3.0 + awtest::timeLimit(5.0));  // before: every series x --timeout (9 minutes with the defaults), then exit 0
    EXPECT_TRUE(has(r.err, "prometheus given up")) << r.err;
    // A line as each request starts: the one that hangs is the last line of a log.
    EXPECT_TRUE(has(r.err, "] prometheus DCGM_FI_DEV_XID_ERRORS\n")) << r.err;
}

TEST(CliBehaviour, CollectOfAJobSlurmDoesNotKnowWritesNothing) {
    TempFolder dir;
    dir.write("bin/sacct", "#!/bin/sh\necho '{\"jobs\": []}'\n");
    dir.write("bin/scontrol", "#!/bin/sh\necho 'Invalid job id specified' >&2; exit 1\n");
    for (const char* program : {"bin/sacct", "bin/scontrol"}) fs::permissions(dir.file(program), fs::perms::owner_all);
    const Ran r = awtest::runCli("collect --slurm-job 99999 -o " + dir.file("nojob.tar.gz"), dir,
                                 "PATH=" + dir.file("bin") + ":/usr/bin:/bin", 60);
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(has(r.err, "nothing was written to")) << r.err;
    EXPECT_FALSE(fs::exists(dir.file("nojob.tar.gz")));
    for (const auto& entry : fs::directory_iterator(dir.path()))
        EXPECT_EQ(entry.path().filename().string().find(".collecting-"), std::string::npos) << entry.path();
}

// Ctrl-C left a 0-byte .tar.gz that analyze took (exit 0) and a rerun refused.
TEST(CliBehaviour, SigintStopsTheCollectionAndKeepsAPartialBundle) {
    TempFolder dir;
    const std::string marker = dir.file("child.pid");
    const std::string output = dir.file("job.tar.gz");
    const std::string errFile = dir.file("collect.err");
    std::vector<std::string> args = {AW_CLI_PATH,
                                     "collect",
                                     "-o",
                                     output,
                                     "--nodes",
                                     "n1",
                                     "--since",
                                     "2026-11-30T08:00:00Z",
                                     "--until",
                                     "2026-11-30T08:10:00Z",
                                     "--node-command",
                                     "echo $$ > " + marker + "; exec sleep 30"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, AW_CLI_PATH, &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    // Wait for the hanging source to start, then Ctrl-C.
    for (int i = 0; i < 100 && awtest::readFile(marker).empty(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const pid_t child = static_cast<pid_t>(std::stol("0" + awtest::readFile(marker)));
    ASSERT_GT(child, 0);
    const auto start = std::chrono::steady_clock::now();
    ::kill(pid, SIGINT);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string err = awtest::readFile(errFile);
    ASSERT_TRUE(WIFEXITED(status)) << err;
    EXPECT_EQ(WEXITSTATUS(status), 130) << err;
    EXPECT_LT(seconds, awtest::timeLimit(3.0));
    EXPECT_TRUE(has(err, "interrupted (SIGINT); what was collected is in " + dir.file("job.partial.tar.gz"))) << err;
    EXPECT_NE(::kill(child, 0), 0);  // the hanging source was stopped with it
    EXPECT_FALSE(fs::exists(output));
    ASSERT_TRUE(fs::is_regular_file(dir.file("job.partial.tar.gz")));

    const Ran refused = cli("analyze " + dir.file("job.partial.tar.gz"), dir);
    EXPECT_EQ(refused.status, 1);
    EXPECT_TRUE(has(refused.err, "--allow-partial")) << refused.err;
    const Ran allowed = cli("analyze " + dir.file("job.partial.tar.gz") + " --allow-partial", dir);
    EXPECT_EQ(allowed.status, 0) << allowed.err;
    EXPECT_TRUE(has(allowed.out, "the collection was interrupted")) << allowed.out;
    // The rerun is not refused: nothing holds the bundle's name.
    const Ran rerun = cli("collect -o " + output + " --nodes n1" + kWindow + " --node-command 'echo kernel line'", dir);
    EXPECT_EQ(rerun.status, 0) << rerun.err;
    EXPECT_TRUE(fs::is_regular_file(output));
}

// A full disk left a truncated archive under the final name. A file size limit stands for it.
TEST(CliBehaviour, CollectThatCannotFinishItsArchiveLeavesNothingUnderItsName) {
    TempFolder dir;
    const std::string command = "cd " + dir.path() + " && sh -c 'ulimit -f 16; exec " + AW_CLI_PATH +
                                " collect -o job.tar.gz --nodes n1" + kWindow +
                                " --node-command \"head -c 2000000 /dev/urandom | base64\"' 2> err.txt";
    const int status = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 3) << awtest::readFile(dir.file("err.txt"));
    EXPECT_FALSE(fs::exists(dir.file("job.tar.gz")));
    for (const auto& entry : fs::directory_iterator(dir.path()))
        EXPECT_EQ(entry.path().filename().string().find(".collecting-"), std::string::npos) << entry.path();
}

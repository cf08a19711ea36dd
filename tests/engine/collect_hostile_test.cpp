// attribution-cli collect on hostile input (issue 43): the job's owner points its output at
// other files, the scheduler names a "node" that is an ssh option or a window of fifty
// years, a server echoes the token or redirects to a cloud's metadata address. Slurm's
// programs and ssh are played by scripts on PATH, the servers by one on 127.0.0.1.
#include "engine/collect/collect_context.h"
#include "engine/collect/collector.h"
#include "engine/collect/http_client.h"
#include "engine/collect/local_file.h"
#include "engine/collect/source_collectors.h"
#include "tests/support/files.h"
#include "tests/support/result.h"
#include "tests/support/scoped_env.h"
#include "tests/support/local_http_server.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <netinet/in.h>
#include <sys/stat.h>
#include <unistd.h>

#include <arpa/inet.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>

namespace {

namespace fs = std::filesystem;
using awtest::readFile;
using awtest::TempFolder;

using awtest::ScopedEnv;

// Slurm's sacct and scontrol (and ssh) as scripts in `tmp`/bin, first on PATH.
class FakeSlurm {
public:
    // sacct --json answers `sacctJson`; scontrol has no --json (Slurm 22.05) and its plain
    // answer is `scontrolText`; ssh writes its arguments, one call a line, to bin/ssh.log.
    FakeSlurm(const TempFolder& tmp, const std::string& sacctJson, const std::string& scontrolText)
        : bin_(tmp.file("bin")),
          path_("PATH",
                tmp.file("bin") + ":" + std::string(std::getenv("PATH") ? std::getenv("PATH") : "/usr/bin:/bin")) {
        tmp.write("bin/sacct.json", sacctJson);
        tmp.write("bin/scontrol.txt", scontrolText);
        script("sacct", "cat '" + bin_ + "/sacct.json'");
        script("scontrol",
               "[ \"$1\" = --json ] && { echo \"scontrol: unrecognized option '--json'\" >&2; exit 1; }\ncat '" + bin_ +
                   "/scontrol.txt'");
        script("ssh", "printf '%s|' \"$@\" >> '" + bin_ + "/ssh.log'; echo >> '" + bin_ +
                          "/ssh.log'; echo kernel log of the node");
    }
    std::string sshLog() const { return readFile(bin_ + "/ssh.log"); }

private:
    void script(const std::string& name, const std::string& body) const {
        const std::string path = bin_ + "/" + name;
        std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
        fs::permissions(path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
    }
    std::string bin_;
    ScopedEnv path_;
};

// sacct --json of job 77 on `nodes`, from `start` to `end` (epoch seconds, or any number).
std::string sacctJson(const std::string& nodes, const std::string& start = "1796025600",
                      const std::string& end = "1796026200") {
    return R"({"jobs": [{"job_id": 77, "name": "train", "nodes": ")" + nodes + R"(",
              "state": {"current": "FAILED"}, "time": {"start": )" +
           start + R"(, "end": )" + end + "}}]}";
}

// scontrol show job 77 of the owner `uid`, its output at `stdoutPath` ("" : none said).
std::string scontrolText(long uid, const std::string& stdoutPath, const std::string& workDir = "/nonexistent") {
    std::string text = "JobId=77 JobName=train\n   UserId=alice(" + std::to_string(uid) + ") GroupId=alice(" +
                       std::to_string(uid) + ")\n   JobState=FAILED\n   WorkDir=" + workDir + "\n";
    if (!stdoutPath.empty()) text += "   StdOut=" + stdoutPath + "\n";
    return text;
}

aw::CollectOptions slurmJob(const TempFolder& tmp) {
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.slurmJob = "77";
    o.timeoutSeconds = 5;
    return o;
}

// The step that read the job's output.
const aw::CollectStep* outputStep(const aw::CollectResult& result) {
    for (const aw::CollectStep& step : result.steps)
        if (step.request.starts_with("read ")) return &step;
    return nullptr;
}

double secondsSince(std::chrono::steady_clock::time_point begin) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
}

// --- 2. Files the job's owner points at -----------------------------------------------

TEST(CollectHostile, AStdOutThatIsALinkIsNotFollowed) {
    TempFolder tmp;
    tmp.write("secret.txt", "the operator's secret\n");
    tmp.write("work/real.out", "the job's own output\n");
    fs::create_directories(tmp.file("work"));
    fs::create_symlink(tmp.file("secret.txt"), tmp.file("work/slurm-77.out"));
    {
        FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(::geteuid(), tmp.file("work/slurm-77.out")));
        const aw::CollectResult result = awtest::worked(aw::collectBundle(slurmJob(tmp)));
        const aw::CollectStep* step = outputStep(result);
        ASSERT_NE(step, nullptr);
        EXPECT_EQ(step->outcome, aw::StepOutcome::Failed);
        EXPECT_NE(step->note.find("is a link"), std::string::npos) << step->note;
        EXPECT_FALSE(fs::exists(tmp.file("bundle/slurm/slurm-77.out")));
    }
    // sbatch's default name in the WorkDir, when scontrol names no StdOut: the same link.
    fs::remove_all(tmp.file("bundle"));
    {
        FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(::geteuid(), "", tmp.file("work")));
        const aw::CollectResult result = awtest::worked(aw::collectBundle(slurmJob(tmp)));
        ASSERT_NE(outputStep(result), nullptr);
        EXPECT_NE(outputStep(result)->note.find("is a link"), std::string::npos) << outputStep(result)->note;
        EXPECT_FALSE(fs::exists(tmp.file("bundle/slurm/slurm-77.out")));
    }
    // The same job's output as a plain file is copied: the refusal is the link's.
    fs::remove_all(tmp.file("bundle"));
    {
        FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(::geteuid(), tmp.file("work/real.out")));
        awtest::worked(aw::collectBundle(slurmJob(tmp)));
        EXPECT_EQ(readFile(tmp.file("bundle/slurm/slurm-77.out")), "the job's own output\n");
    }
}

TEST(CollectHostile, AFolderOnTheWayThatIsSomeoneElsesLinkIsNotFollowed) {
    if (::geteuid() != 0) GTEST_SKIP() << "giving a link to another owner needs root";
    TempFolder tmp;
    tmp.write("elsewhere/slurm-77.out", "not the job's\n");
    fs::create_symlink(tmp.file("elsewhere"), tmp.file("work"));
    ASSERT_EQ(::lchown(tmp.file("work").c_str(), 4242, 4242), 0);
    aw::LocalFileRules rules;
    const aw::LocalFile refused = aw::readJobFile(tmp.file("work/slurm-77.out"), rules);
    EXPECT_FALSE(refused.bytes);
    EXPECT_NE(refused.refusal.find("work is a link (owned by uid 4242)"), std::string::npos) << refused.refusal;
    // A link root owns (a site's /home -> /gpfs/home) is a folder's way, followed.
    ASSERT_EQ(::lchown(tmp.file("work").c_str(), 0, 0), 0);
    EXPECT_EQ(aw::readJobFile(tmp.file("work/slurm-77.out"), rules).bytes.value_or(""), "not the job's\n");
}

TEST(CollectHostile, AsRootARootOnlyFileIsNotAJobsOutput) {
    if (::geteuid() != 0) GTEST_SKIP() << "the owner check as root needs root";
    TempFolder tmp;
    fs::permissions(tmp.path(), fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                    fs::perms::others_read | fs::perms::others_exec);  // the job's owner may enter it
    tmp.write("shadow", "root:$6$secret:19000:0:99999:7:::\n");
    fs::permissions(tmp.file("shadow"), fs::perms::owner_read | fs::perms::owner_write);  // 0600, root's
    tmp.write("mine.out", "the job's own output\n");
    fs::permissions(tmp.file("mine.out"), fs::perms::owner_read | fs::perms::owner_write);
    ASSERT_EQ(::chown(tmp.file("mine.out").c_str(), 4242, 4242), 0);  // 0600, the job owner's
    {
        FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(4242, tmp.file("shadow")));
        const aw::CollectResult result = awtest::worked(aw::collectBundle(slurmJob(tmp)));
        ASSERT_NE(outputStep(result), nullptr);
        EXPECT_EQ(outputStep(result)->outcome, aw::StepOutcome::Failed);
        EXPECT_NE(outputStep(result)->note.find("owned by uid 0, mode 0600: the job's owner (uid 4242) cannot read it"),
                  std::string::npos)
            << outputStep(result)->note;
        EXPECT_FALSE(fs::exists(tmp.file("bundle/slurm/slurm-77.out")));
        EXPECT_EQ(readFile(tmp.file("bundle/collect.json")).find("$6$secret"), std::string::npos);
    }
    fs::remove_all(tmp.file("bundle"));
    {
        FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(4242, tmp.file("mine.out")));
        awtest::worked(aw::collectBundle(slurmJob(tmp)));
        EXPECT_EQ(readFile(tmp.file("bundle/slurm/slurm-77.out")), "the job's own output\n");
    }
    // No owner said (neither UserId nor a known user): as root, nothing is copied.
    aw::LocalFileRules rules;
    rules.refuseWithoutReader = true;
    EXPECT_NE(aw::readJobFile(tmp.file("mine.out"), rules).refusal.find("owner is not known"), std::string::npos);
}

TEST(CollectHostile, AFifoAsStdOutFinishesAtOnce) {
    TempFolder tmp;
    fs::create_directories(tmp.file("work"));
    ASSERT_EQ(::mkfifo(tmp.file("work/slurm-77.out").c_str(), 0644), 0);
    FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(::geteuid(), tmp.file("work/slurm-77.out")));
    aw::CollectOptions o = slurmJob(tmp);
    o.timeoutSeconds = 30;
    const auto begin = std::chrono::steady_clock::now();
    const aw::CollectResult result = awtest::worked(aw::collectBundle(o));
    EXPECT_LT(secondsSince(begin), awtest::timeLimit(5.0));  // far within --timeout; before the fix it never ended
    ASSERT_NE(outputStep(result), nullptr);
    EXPECT_NE(outputStep(result)->note.find("is a FIFO, not a regular file"), std::string::npos)
        << outputStep(result)->note;
}

TEST(CollectHostile, ASparse40GBFileIsCappedNotRead) {
    TempFolder tmp;
    constexpr off_t k40GiB = off_t{40} << 30;
    for (const char* name : {"work/slurm-77.out", "dumps/_dump_0"}) {
        tmp.write(name, "");
        const int fd = ::open(tmp.file(name).c_str(), O_WRONLY);
        ASSERT_GE(fd, 0);
        ASSERT_EQ(::ftruncate(fd, k40GiB), 0);
        ASSERT_EQ(::pwrite(fd, "last line\n", 10, k40GiB - 10), 10);
        ::close(fd);
    }
    tmp.write("dumps/_dump_1", "a real dump");
    FakeSlurm slurm(tmp, sacctJson("n1"), scontrolText(::geteuid(), tmp.file("work/slurm-77.out")));
    aw::CollectOptions o = slurmJob(tmp);
    o.frDumps = tmp.file("dumps");
    o.maxFileBytes = 1 << 20;  // the output's end is read: a small cap keeps the test fast
    const auto begin = std::chrono::steady_clock::now();
    const aw::CollectResult result = awtest::worked(aw::collectBundle(o));
    EXPECT_LT(secondsSince(begin), awtest::timeLimit(5.0));
    // The output: its last MiB, said so.
    EXPECT_EQ(fs::file_size(tmp.file("bundle/slurm/slurm-77.out")), std::uintmax_t{1} << 20);
    EXPECT_TRUE(readFile(tmp.file("bundle/slurm/slurm-77.out")).ends_with("last line\n"));
    ASSERT_NE(outputStep(result), nullptr);
    EXPECT_EQ(outputStep(result)->outcome, aw::StepOutcome::Truncated);
    EXPECT_NE(outputStep(result)->note.find("of 42949672960 bytes kept"), std::string::npos)
        << outputStep(result)->note;
    // The dump: refused whole (a dump cut short is no dump), the other one copied.
    EXPECT_FALSE(fs::exists(tmp.file("bundle/flight_recorder/_dump_0")));
    EXPECT_EQ(readFile(tmp.file("bundle/flight_recorder/_dump_1")), "a real dump");
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_NE(record.find("42949672960 bytes, over the cap of 1048576 bytes a file (--max-file-size)"),
              std::string::npos);

    // At the default cap (512 MiB) the dump is refused before a byte is read.
    aw::LocalFileRules rules;
    rules.keepTail = false;
    const int dir = ::open(tmp.file("dumps").c_str(), O_PATH | O_DIRECTORY);
    const auto read = aw::readFileBelow(dir, "_dump_0", rules);
    ::close(dir);
    EXPECT_FALSE(read.bytes);
    EXPECT_EQ(rules.maxBytes, aw::kDefaultMaxFileBytes);
    EXPECT_NE(read.refusal.find("over the cap of 536870912 bytes"), std::string::npos) << read.refusal;
}

TEST(CollectHostile, DumpsThatAreLinksAreNotFollowed) {
    TempFolder tmp;
    tmp.write("secret.txt", "the operator's secret\n");
    tmp.write("elsewhere/_dump_9", "another job's dump");
    tmp.write("dumps/_dump_0", "rank 0's dump");
    fs::create_symlink(tmp.file("secret.txt"), tmp.file("dumps/_dump_1"));
    fs::create_symlink(tmp.file("elsewhere"), tmp.file("dumps/more"));
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.nodes = "n1";
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    o.frDumps = tmp.file("dumps");
    awtest::worked(aw::collectBundle(o));
    EXPECT_EQ(readFile(tmp.file("bundle/flight_recorder/_dump_0")), "rank 0's dump");
    EXPECT_FALSE(fs::exists(tmp.file("bundle/flight_recorder/_dump_1")));
    EXPECT_FALSE(fs::exists(tmp.file("bundle/flight_recorder/more")));
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_EQ(record.find("secret"), std::string::npos);
    EXPECT_NE(record.find("_dump_1 is a link"), std::string::npos) << record;
    EXPECT_NE(record.find("more is a link"), std::string::npos) << record;
}

// --- 3. Node names that are ssh options ------------------------------------------------

TEST(CollectHostile, ANodeNamedAsAnSshOptionNeverReachesTheCommand) {
    TempFolder tmp;
    const std::string pwned = tmp.file("pwned");
    // What sacct printed: a real node and one whose "name" is ssh's ProxyCommand option.
    FakeSlurm slurm(tmp, sacctJson("n1,-oProxyCommand=touch\\t" + pwned), scontrolText(::geteuid(), ""));
    aw::CollectOptions o = slurmJob(tmp);
    o.nodeCommand = "ssh -- {node} dmesg -T";  // the documented template
    std::vector<std::string> said;
    const aw::CollectResult result =
        awtest::worked(aw::collectBundle(o, [&](const aw::CollectProgress& p) { said.push_back(p.message); }));
    EXPECT_EQ(result.scope.nodes, std::vector<std::string>{"n1"});
    EXPECT_EQ(slurm.sshLog(), "--|n1|dmesg|-T|\n");  // ssh ran once, for n1 only
    EXPECT_FALSE(fs::exists(pwned));
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_NE(record.find("\"target\": \"-oProxyCommand=touch\\\\x09"), std::string::npos) << record;
    EXPECT_NE(record.find("refused: not a host name"), std::string::npos);
    // Printed too, its tab shown as \x09, never as a control byte for the terminal.
    bool printed = false;
    for (const std::string& message : said)
        printed |= message.find("refused node name '-oProxyCommand=touch\\x09") != std::string::npos;
    EXPECT_TRUE(printed);
    // The default template puts "--" before the host as well.
    EXPECT_NE(std::string(aw::kDefaultNodeCommand).find(" -- {node} "), std::string::npos);
}

// --- 11. What collect.json keeps of a server ------------------------------------------

aw::CollectOptions prometheusOnly(const TempFolder& tmp, const std::string& url) {
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.nodes = "n1";
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    o.prometheusUrl = url;
    o.timeoutSeconds = 5;
    return o;
}

TEST(CollectHostile, AServerEchoingTheTokenInA500DoesNotPutItInTheRecord) {
    TempFolder tmp;
    awtest::LocalHttpServer server([](const std::string& head) {
        return awtest::httpAnswer(500, "text/plain; charset=utf-8", "you sent:\n" + head);
    });
    ScopedEnv token("AW_PROMETHEUS_TOKEN", "tok-SECRET-4242");
    awtest::worked(aw::collectBundle(prometheusOnly(tmp, server.url())));
    ASSERT_FALSE(server.requests().empty());
    EXPECT_NE(server.requests().front().find("Authorization: Bearer tok-SECRET-4242"),
              std::string::npos);  // it was sent, and echoed
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_EQ(record.find("tok-SECRET-4242"), std::string::npos);
    EXPECT_EQ(record.find("you sent"), std::string::npos);
    EXPECT_NE(record.find("HTTP 500, text/plain, "), std::string::npos) << record;
}

TEST(CollectHostile, APasswordWithASlashIsRedacted) {
    EXPECT_EQ(aw::redactUrl("http://alice:pa/ss@prom:9090/"), "http://prom:9090/");
    EXPECT_EQ(aw::redactUrl("https://alice:p@s?s#w/d@prom:9090/prom"), "https://prom:9090/prom");
    EXPECT_EQ(aw::redactUrl("http://prom:9090"), "http://prom:9090");
    // Through a collection: neither the sources nor a request's URL keep it.
    TempFolder tmp;
    awtest::LocalHttpServer server([](const std::string&) {
        return awtest::httpAnswer(200, "application/json", R"({"status":"success","data":{"result":[]}})");
    });
    awtest::worked(
        aw::collectBundle(prometheusOnly(tmp, "http://alice:s3cr/et@127.0.0.1:" + std::to_string(server.port()))));
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_EQ(record.find("s3cr"), std::string::npos) << record;
    EXPECT_EQ(record.find("alice"), std::string::npos);
}

TEST(CollectHostile, ABaseUrlWithAnApiKeyIsJoinedAndRedacted) {
    EXPECT_EQ(aw::buildUrl("http://h:9090/prom/?api_key=K1#top", "/api/v1/query_range", {{"query", "up"}}),
              "http://h:9090/prom/api/v1/query_range?api_key=K1&query=up");
    EXPECT_EQ(aw::redactUrl("http://h:9090/prom?api_key=K1&org=2&flag"),
              "http://h:9090/prom?api_key=REDACTED&org=REDACTED&REDACTED");
    TempFolder tmp;
    awtest::LocalHttpServer server([](const std::string&) {
        return awtest::httpAnswer(200, "application/json", R"({"status":"success","data":{"result":[]}})");
    });
    awtest::worked(aw::collectBundle(prometheusOnly(tmp, server.url() + "/?api_key=KEY-SECRET-77")));
    ASSERT_FALSE(server.requests().empty());
    // The key goes to the server, on the API's path...
    EXPECT_TRUE(server.requests().front().starts_with("GET /api/v1/query_range?api_key=KEY-SECRET-77&query="))
        << server.requests().front();
    // ... and never into the record.
    const std::string record = readFile(tmp.file("bundle/collect.json"));
    EXPECT_EQ(record.find("KEY-SECRET-77"), std::string::npos);
    EXPECT_NE(record.find("/api/v1/query_range?api_key=REDACTED&query="), std::string::npos) << record;
}

TEST(CollectHostile, ARedirectToTheMetadataAddressIsNotFollowed) {
    awtest::LocalHttpServer server([](const std::string& head) {
        if (head.starts_with("GET /same"))
            return awtest::httpAnswer(302, "text/plain", "", "Location: /api/v1/status\r\n");
        if (head.starts_with("GET /api/v1/status")) return awtest::httpAnswer(200, "application/json", "{}");
        return awtest::httpAnswer(302, "text/plain", "",
                                  "Location: http://169.254.169.254/latest/meta-data/iam/security-credentials/\r\n");
    });
    aw::HttpOptions options;
    options.timeoutSeconds = 5;
    options.bearerToken = "tok";
    const auto begin = std::chrono::steady_clock::now();
    const aw::HttpResponse away = aw::httpGet(server.url() + "/api/v1/query_range", options);
    EXPECT_LT(secondsSince(begin), 2.0);  // refused, not a connection that times out
    EXPECT_EQ(away.status, 302);
    EXPECT_NE(away.error.find("redirect to http://169.254.169.254/latest/meta-data/iam/security-credentials/ refused"),
              std::string::npos)
        << away.error;
    EXPECT_FALSE(away.ok());
    // A redirect on the same server is followed.
    const aw::HttpResponse same = aw::httpGet(server.url() + "/same", options);
    EXPECT_EQ(same.status, 200);
    EXPECT_TRUE(same.ok()) << same.error;
    EXPECT_EQ(server.requests().size(), 3u);  // both first requests and the same-server hop: nothing else

    // Through a collection, the refusal is recorded.
    TempFolder tmp;
    awtest::worked(aw::collectBundle(prometheusOnly(tmp, server.url())));
    EXPECT_NE(readFile(tmp.file("bundle/collect.json"))
                  .find("169.254.169.254/latest/meta-data/iam/security-credentials/ refused"),
              std::string::npos);
}

TEST(CollectHostile, NoConnectionIsMadeToALinkLocalAddress) {
    const auto v4 = [](const char* text) {
        sockaddr_in a{};
        a.sin_family = AF_INET;
        ::inet_pton(AF_INET, text, &a.sin_addr);
        return aw::isRefusedAddress(reinterpret_cast<const sockaddr*>(&a));
    };
    const auto v6 = [](const char* text) {
        sockaddr_in6 a{};
        a.sin6_family = AF_INET6;
        ::inet_pton(AF_INET6, text, &a.sin6_addr);
        return aw::isRefusedAddress(reinterpret_cast<const sockaddr*>(&a));
    };
    EXPECT_TRUE(v4("169.254.169.254"));
    EXPECT_TRUE(v4("169.254.0.1"));
    EXPECT_FALSE(v4("127.0.0.1"));
    EXPECT_FALSE(v4("10.0.10.131"));
    EXPECT_FALSE(v4("169.255.0.1"));
    EXPECT_TRUE(v6("fe80::1"));
    EXPECT_TRUE(v6("febf::1"));
    EXPECT_TRUE(v6("::ffff:169.254.169.254"));
    EXPECT_TRUE(v6("fd00:ec2::254"));
    EXPECT_FALSE(v6("::1"));
    EXPECT_FALSE(v6("fec0::1"));
}

// --- 14. Windows the scheduler made up -------------------------------------------------

TEST(CollectHostile, AJobStartingAtEpoch1IsRefusedNotAskedForFiftyYears) {
    TempFolder tmp;
    FakeSlurm slurm(tmp, sacctJson("n1", "1", "1796026200"), scontrolText(::geteuid(), ""));
    aw::CollectOptions o = slurmJob(tmp);
    o.prometheusUrl = "http://127.0.0.1:9";  // never asked: the window is refused first
    std::size_t largestTotal = 0;
    const aw::CollectResult result = awtest::worked(
        aw::collectBundle(o, [&](const aw::CollectProgress& p) { largestTotal = std::max(largestTotal, p.total); }));
    EXPECT_FALSE(result.scope.known());
    EXPECT_NE(result.scope.problem.find("is longer than 31 days"), std::string::npos) << result.scope.problem;
    EXPECT_EQ(largestTotal, 0u);  // before the fix: 107,766 requests planned
    for (const aw::CollectStep& step : result.steps) EXPECT_NE(step.source, "prometheus");
    // No job to collect over: no bundle at all (issue 45), the steps say why.
    EXPECT_TRUE(result.output.empty());
    EXPECT_FALSE(fs::exists(tmp.file("bundle")));
    bool said = false;
    for (const aw::CollectStep& step : result.steps)
        said = said || step.note.find("is longer than 31 days") != std::string::npos;
    EXPECT_TRUE(said);
}

TEST(CollectHostile, AJobEndingNearInt64MaxIsRefusedWithoutOverflow) {
    for (const auto& [start, end] :
         {std::pair{"1796025600", "9223372036854775000"}, {"9223372036854775000", "9223372036854775807"}}) {
        TempFolder tmp;
        FakeSlurm slurm(tmp, sacctJson("n1", start, end), scontrolText(::geteuid(), ""));
        aw::CollectOptions o = slurmJob(tmp);
        o.prometheusUrl = "http://127.0.0.1:9";
        std::size_t largestTotal = 0;
        const aw::CollectResult result = awtest::worked(aw::collectBundle(
            o, [&](const aw::CollectProgress& p) { largestTotal = std::max(largestTotal, p.total); }));
        EXPECT_NE(result.scope.problem.find("ends after 2200"), std::string::npos)
            << start << " " << result.scope.problem;
        EXPECT_EQ(largestTotal, 0u);  // before the fix: [0/18446744073708998224]
        for (const aw::CollectStep& step : result.steps) EXPECT_NE(step.source, "prometheus");
    }
}

TEST(CollectHostile, TooManyPlannedRequestsAreRefusedBeforeAnyIsMade) {
    TempFolder tmp;
    aw::CollectOptions o = prometheusOnly(tmp, "http://127.0.0.1:9");
    o.nodes = "n[1-10000]";
    o.until = o.since + 30 * 86400 * aw::kNsPerSecond;
    o.prometheusStep = aw::kNsPerSecond;  // 2.6 million steps a series and host group
    const aw::CollectResult result = awtest::worked(aw::collectBundle(o));
    EXPECT_NE(result.scope.problem.find("more than 50000"), std::string::npos) << result.scope.problem;
    for (const aw::CollectStep& step : result.steps) EXPECT_NE(step.source, "prometheus");
    // The longest window allowed, at the default step, over 100 nodes, stays far within the cap.
    aw::CollectOptions fine;
    aw::CollectLog log;
    auto out = awtest::worked(aw::BundleOutput::open(tmp.file("other")));
    aw::CollectContext ctx{fine, *out, log, nullptr, 0, aw::kMaxCollectWindow + 2 * aw::kMaxCollectMargin,
                           {},   {},   {},  {}};
    const std::size_t series = aw::prometheusSeries({}).size();
    EXPECT_EQ(aw::prometheusRequests(ctx, series, 100), series * 20);  // 33 days at 15 s: 190,081 steps, 20 parts
    EXPECT_LT(aw::prometheusRequests(ctx, series, 100), aw::kMaxPlannedRequests);
}

TEST(CollectHostile, MarginsAndStepsBeyondTheirBoundsAreRefused) {
    TempFolder tmp;
    aw::CollectOptions o = prometheusOnly(tmp, "");
    o.marginAfter = 400LL * 86400 * aw::kNsPerSecond;
    EXPECT_EQ(aw::collectBundle(o).failure().message,
              "a margin is at most a day (--margin, --margin-before, --margin-after)");
    o = prometheusOnly(tmp, "");
    o.prometheusStep = 0;
    EXPECT_EQ(aw::collectBundle(o).failure().message, "--prometheus-step is from 1 second to 31 days");
    EXPECT_FALSE(fs::exists(tmp.file("bundle")));
}

}  // namespace

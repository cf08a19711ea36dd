// Host lists, natural order and node identity across names and paths.
#include "engine/core/host_list.h"
#include "engine/load/node_finder.h"
#include "engine/load/node_inference.h"
#include "engine/load/bundle_loader.h"
#include "loader_test_util.h"

#include "tests/support/time_limit.h"
#include <gtest/gtest.h>

#include <cctype>
#include <chrono>

using namespace aw;

namespace {

std::vector<std::string> hostsOf(std::string_view list) {
    HostListExpansion e = expandHostList(list);
    EXPECT_TRUE(e.ok()) << list << ": " << e.error;
    return e.hosts;
}

}  // namespace

TEST(HostList, ExpandsSlurmRangesKeepingZeroPadding) {
    EXPECT_EQ(hostsOf("node[001-003,007]"), (std::vector<std::string>{"node001", "node002", "node003", "node007"}));
    EXPECT_EQ(hostsOf("node[001-016,020]").size(), 17u);
    EXPECT_EQ(hostsOf("gpu-a,gpu-b"), (std::vector<std::string>{"gpu-a", "gpu-b"}));
    EXPECT_EQ(hostsOf("ib[1-2]-x,n9"), (std::vector<std::string>{"ib1-x", "ib2-x", "n9"}));
    EXPECT_EQ(hostsOf("rack[1-2]-n[01-02]"),
              (std::vector<std::string>{"rack1-n01", "rack1-n02", "rack2-n01", "rack2-n02"}));
    EXPECT_EQ(hostsOf("node[9-11]"), (std::vector<std::string>{"node9", "node10", "node11"}));
    EXPECT_EQ(hostsOf("node[3-1]"), (std::vector<std::string>{"node1", "node2", "node3"}));
    EXPECT_EQ(hostsOf("n[a,b1-2,3]x"), (std::vector<std::string>{"nax", "nb1-2x", "n3x"}));  // text choices
    EXPECT_EQ(hostsOf("n[0-9999999999]"), (std::vector<std::string>{"n0-9999999999"}));      // too long a number: text
    EXPECT_EQ(hostsOf("single"), (std::vector<std::string>{"single"}));
    EXPECT_TRUE(hostsOf("").empty());
    EXPECT_EQ(hostsOf("broken[1-"), (std::vector<std::string>{"broken[1-"}));
    EXPECT_EQ(hostsOf("a[1-2]b[3"), (std::vector<std::string>{"a1b[3", "a2b[3"}));
    EXPECT_EQ(hostsOf("n[0-99999]").size(), kHostListMaxNames);  // the largest list accepted
}

// Issue 43: "x[0-999999999][0-999999999][,]" (a 190-byte sacct.json) hung the CLI and the GUI:
// the expansion counted the names it made (none: the last group is empty), not its work.
// The names are counted from the ranges first, with overflow checks; over the limit is an
// error and nothing is made.
TEST(HostList, AListOverTheLimitIsAnErrorFoundBeforeAnyNameIsMade) {
    const auto start = std::chrono::steady_clock::now();
    for (std::string_view list : {"x[0-999999999][0-999999999]", "n[0-99999999]", "n[0-100000]", "a[0-99999],b[1-2]",
                                  "x[1-999999999][1-999999999][1-999999999][1-999999999][1-999999999]"}) {
        const HostListExpansion e = expandHostList(list);
        EXPECT_FALSE(e.ok()) << list;
        EXPECT_TRUE(e.hosts.empty()) << list;
        EXPECT_NE(e.error.find("expands to more than 100000 names"), std::string::npos) << e.error;
    }
    // The list of issue 43 ends in an empty group: it would make no name, and says so.
    for (std::string_view list : {"x[0-999999999][0-999999999][,]", "x[]", "a,b[,,]"}) {
        const HostListExpansion e = expandHostList(list);
        EXPECT_TRUE(e.hosts.empty()) << list;
        EXPECT_NE(e.error.find("has an empty bracket group"), std::string::npos) << list;
    }
    EXPECT_FALSE(expandHostList("n[1-11]", 10).ok());
    EXPECT_TRUE(expandHostList("n[1-10]", 10).ok());
    // Long names: the bytes are counted too (100,000 names of 200 bytes is 20 MB).
    const std::string longName(200, 'a');
    const HostListExpansion longNames = expandHostList(longName + "[00000-99999]");
    EXPECT_FALSE(longNames.ok());
    EXPECT_NE(longNames.error.find("MiB of names"), std::string::npos) << longNames.error;
    // A hostile list is shown printable and cut.
    const HostListExpansion shown = expandHostList("\x1b]0;owned\x07" + std::string(200, 'x') + "[0-999999]");
    EXPECT_EQ(shown.error.find('\x1b'), std::string::npos);
    EXPECT_NE(shown.error.find("...'"), std::string::npos);
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), awtest::timeLimit(0.5));
}

TEST(HostList, NaturalOrder) {
    EXPECT_TRUE(naturalLess("node2", "node10"));
    EXPECT_FALSE(naturalLess("node10", "node2"));
    EXPECT_TRUE(naturalLess("gpu-node-3", "gpu-node-12"));
    EXPECT_TRUE(naturalLess("a", "b"));
    EXPECT_FALSE(naturalLess("node2", "node2"));
    EXPECT_NE(naturalLess("node01", "node1"), naturalLess("node1", "node01"));  // still a strict order
}

TEST(HostList, TellsHostsFromOtherWords) {
    for (std::string_view host : {"node017", "gpu-node-3", "ib-node11", "n1", "node003.cluster.local"})
        EXPECT_TRUE(looksLikeHostName(host)) << host;
    for (std::string_view word : {"rank3", "slurm-4242", "train-5", "gpu0", "dump_3", "node_load1", "k8s", "nodes",
                                  "metrics", "2026-11-30", "train", "default3"})
        EXPECT_FALSE(looksLikeHostName(word)) << word;
    // Run and model names in file names ("train-llama-70b.log") are no hosts; hosts with a
    // letter after their digits are.
    for (std::string_view model :
         {"llama-70b", "qwen2.5-7b", "opt-1.3b", "bert-350m", "mistral-7b-v0.1", "resnet50", "gpt2", "llama3"})
        EXPECT_FALSE(looksLikeHostName(model)) << model;
    for (std::string_view host :
         {"node12b", "r1c2b", "gpu-node-3a", "jean-zay-iam37", "ip-10-0-0-12", "nid004069", "t1"})
        EXPECT_TRUE(looksLikeHostName(host)) << host;
    EXPECT_EQ(shortHostName("node003.cluster.local"), "node003");
    EXPECT_EQ(shortHostName("10.0.0.3"), "10.0.0.3");
    EXPECT_EQ(stripPort("ib-node01:9100"), "ib-node01");
    EXPECT_EQ(stripPort("node1"), "node1");
}

TEST(HostList, LeadingHostIsTheHostShapedFirstToken) {
    EXPECT_EQ(leadingHost("node-01:3873285:3873285 [0] NCCL INFO"), "node-01");
    EXPECT_EQ(leadingHost("node003.cluster.local kernel: x"), "node003.cluster.local");
    EXPECT_EQ(leadingHost("n1"), "n1");
    for (std::string_view no : {"", ":1:2 [0]", "3node:1:2", "node-:1:2", "node.:1", " node1:1"})
        EXPECT_EQ(leadingHost(no), "") << no;
    const std::string longest = "n" + std::string(252, 'x');
    EXPECT_EQ(leadingHost(longest + ":1:2 "), longest);
    EXPECT_EQ(leadingHost(longest + "x:1:2 "), "");  // 254 bytes: too long for a host name
    EXPECT_EQ(leadingHost(longest + "x"), "");
}

// Every byte value, at every place of a run of host bytes (around the 16-byte steps a SIMD
// read would take), ends the host where a plain byte-by-byte reading says.
TEST(HostList, LeadingHostEndsAtTheFirstByteAHostCannotHold) {
    auto hostByte = [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_' || c == '.'; };
    auto byteByByte = [&](std::string_view s) -> std::string_view {
        std::size_t n = 0;
        while (n < s.size() && n < 254 && hostByte(static_cast<unsigned char>(s[n]))) ++n;
        if (n == 0 || n > 253 || !std::isalpha(static_cast<unsigned char>(s[0])) || s[n - 1] == '.' || s[n - 1] == '-')
            return {};
        return s.substr(0, n);
    };
    const std::string run = "nOde-0_9.zAZ" + std::string(40, 'q');
    for (int c = 0; c < 256; ++c)
        for (std::size_t at : {1, 5, 15, 16, 17, 31, 32, 33, 47}) {
            const std::string s = run.substr(0, at) + static_cast<char>(c) + "tail:1:2 [0] NCCL INFO";
            EXPECT_EQ(leadingHost(s), byteByByte(s)) << "byte " << c << " at " << at;
            EXPECT_EQ(leadingHost(s.substr(0, at + 1)), byteByByte(s.substr(0, at + 1))) << "byte " << c << " last";
        }
}

TEST(NodeInference, FromPaths) {
    EXPECT_EQ(nodeFromPath("nodes/node017/train.log"), "node017");
    EXPECT_EQ(nodeFromPath("nodes/weird_name/train.log"), "weird_name");  // anything after nodes/
    EXPECT_EQ(nodeFromPath("logs/gpu-node-3/dmesg.log"), "gpu-node-3");
    EXPECT_EQ(nodeFromPath("node017.log"), "node017");
    EXPECT_EQ(nodeFromPath("gpu-node-3.dmesg"), "gpu-node-3");
    EXPECT_EQ(nodeFromPath("nccl/nccl-gpu-node-5.203.log"), "gpu-node-5");
    EXPECT_EQ(nodeFromPath("dmesg-node003.log"), "node003");
    EXPECT_EQ(nodeFromPath("slurm/slurm-4242.out"), "");
    EXPECT_EQ(nodeFromPath("rank3.log"), "");
    EXPECT_EQ(nodeFromPath("train-llama-70b.log"), "") << "a run named after its model is no node";
    EXPECT_EQ(nodeFromPath("runs/qwen2.5-7b/train.log"), "");
    EXPECT_EQ(nodeFromPath("metrics/node_load1.json", {}, false), "");
    EXPECT_EQ(nodeFromPath("k8s/events.json"), "");
    auto known = [](std::string_view n) { return n == "hostA"; };
    EXPECT_EQ(nodeFromPath("x/hostA/y.log", known), "hostA");
}

TEST(NodeInference, OneNodeUnderManyNames) {
    NodeRegistry r;
    Node m;
    m.name = "node001";
    m.aliases = {"gpu-host-1"};
    m.ranks = {3, 1, 2};
    r.addManifestNode(m);
    r.addSeen("node001.cluster.local");
    r.addSeen("GPU-HOST-1");
    r.addSeen("node10.example.org");
    r.addSeen("node10");
    r.addSeen("node2");
    r.addSeen("not a host");
    const std::vector<Node> nodes = r.finish();
    ASSERT_EQ(nodes.size(), 3u);
    EXPECT_EQ(nodes[0].name, "node001");
    EXPECT_EQ(nodes[0].aliases, (std::vector<std::string>{"gpu-host-1", "node001.cluster.local"}));
    EXPECT_EQ(nodes[0].ranks, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(nodes[1].name, "node2");
    EXPECT_EQ(nodes[2].name, "node10");  // the short name is canonical, the FQDN an alias
    EXPECT_EQ(nodes[2].aliases, (std::vector<std::string>{"node10.example.org"}));
}

// The loader settles a 1,024-node bundle's files and records with NodeFinder's hash maps;
// they must name the very node Bundle::findNode's pass over the nodes names.
TEST(NodeFinder, FindsWhatBundleFindNodeFinds) {
    aw::Bundle b;
    auto node = [&](std::string name, std::vector<std::string> aliases) {
        aw::Node n;
        n.name = std::move(name);
        n.aliases = std::move(aliases);
        b.nodes.push_back(std::move(n));
    };
    node("node001", {"node001.cluster.local", "10.0.0.1"});
    node("NODE002.cluster.local", {"node001"});             // claims node001's name again: node001 keeps it
    node("gpu-a", {"gpu-b.example.com", "node001.other"});  // a short name node001 already has
    node("gpu-b", {});
    node("10.0.0.2", {});
    const aw::NodeFinder finder(b.nodes);
    for (const char* name : {"node001",
                             "NODE001",
                             "node001.cluster.local",
                             "node001.elsewhere",
                             "node002",
                             "Node002.Cluster.Local",
                             "node002.cluster.local.",
                             "gpu-a",
                             "gpu-a.x",
                             "gpu-b",
                             "GPU-B.example.com",
                             "gpu-b.other",
                             "10.0.0.1",
                             "10.0.0.2",
                             "10.0.0",
                             "10",
                             "",
                             ".",
                             "node003",
                             "node001.other"}) {
        EXPECT_EQ(finder.find(name), b.findNode(name)) << name;
    }
    EXPECT_EQ(finder.find("node001"), 0u);
    EXPECT_EQ(finder.find("node002"), 1u);
    EXPECT_EQ(finder.find("gpu-b"), 3u);  // the name itself before gpu-a's alias by short name
    EXPECT_EQ(finder.find("node003"), aw::kNoNode);
}

// The 190-byte sacct.json of issue 43 loads at once: an error naming the file and line, the
// job's record kept without its nodes, the rest of the bundle loaded.
TEST(HostList, ASacctJsonWithAnEndlessNodeListIsAnErrorAndTheRestLoads) {
    awtest::TempFolder dir;
    dir.write(
        "slurm/sacct.json",
        R"({"jobs":[{"job_id":4242,"name":"train","state":{"current":["FAILED"]},)"
        "\n"
        R"("nodes":"x[0-999999999][0-999999999][,]","exit_code":{"return_code":1},"time":{"start":1796025600,"end":1796029200}}]})"
        "\n");
    dir.write("nodes/node001/train.log", "2026-11-30 08:01:02,123 - INFO - hello\n");
    const auto start = std::chrono::steady_clock::now();
    const Bundle b = loadBundle(dir.path());
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), awtest::timeLimit(1.0));
    bool named = false;
    for (const Problem& p : b.problems)
        named = named || (p.file == "slurm/sacct.json" && p.line == 1 && p.severity == Severity::Error &&
                          p.message.find("job 4242: host list 'x[0-999999999][0-999999999][,]' has an empty "
                                         "bracket group") != std::string::npos);
    EXPECT_TRUE(named) << ::testing::PrintToString(b.problems.size());
    // Without the empty group it is the count that refuses it.
    dir.write("slurm/sacct.json", R"({"jobs":[{"job_id":4242,"nodes":"x[0-999999999][0-999999999]"}]})");
    EXPECT_TRUE(awtest::hasProblem(loadBundle(dir.path()), "slurm/sacct.json", "expands to more than 100000 names"));
    ASSERT_EQ(b.files.size(), 2u);
    EXPECT_NE(b.findNode("node001"), kNoNode);
    EXPECT_EQ(b.nodes.size(), 1u);
    EXPECT_EQ(awtest::observationsOf(b, "slurm/sacct.json").size(), 1u);  // the job's record
}

// A file of many jobs, each within the limit, is bounded as a whole (20 bytes a job must
// not make 100,000 names each).
TEST(HostList, ASlurmFileOfManyBigListsIsBoundedAsAWhole) {
    std::string jobs;
    for (int i = 0; i < 30; ++i)
        jobs += std::string(i ? "," : "") + R"({"job_id":)" + std::to_string(i) + R"(,"nodes":"n[0-99999]"})";
    awtest::TempFolder dir;
    dir.write("slurm/sacct.json", R"({"jobs":[)" + jobs + "]}");
    const auto start = std::chrono::steady_clock::now();
    const Bundle b = loadBundle(dir.path());
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), awtest::timeLimit(30.0));
    int refused = 0;
    for (const Problem& p : b.problems) refused += p.message.find("expands to more than") != std::string::npos;
    EXPECT_EQ(refused, 28);  // two lists of 100,000 fill the file's 200,000
}

// Every host of a 50-byte sacct.json under two names ("a1" and "a1.x"): 50,000 nodes with a
// second name, each said once, in one pass (a scan of every name per alias took 9 s).
TEST(HostList, HostsListedUnderTwoNamesAreReportedInOnePass) {
    awtest::TempFolder dir;
    dir.write("slurm/sacct.json", R"({"jobs":[{"job_id":1,"nodes":"a[1-50000],a[1-50000].x"}]})");
    const auto start = std::chrono::steady_clock::now();
    const Bundle b = loadBundle(dir.path());
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), awtest::timeLimit(3.0));
    EXPECT_EQ(b.nodes.size(), 50000u);
    std::size_t second = 0;
    for (const Problem& p : b.problems)
        second += p.file == "slurm/sacct.json" && p.message.find("also appears as") != std::string::npos;
    EXPECT_EQ(second, 50000u);
}

// Host lists, natural order and node identity across names and paths.
#include "engine/core/host_list.h"
#include "engine/load/node_finder.h"
#include "engine/load/node_inference.h"

#include <gtest/gtest.h>

#include <cctype>

using namespace aw;

TEST(HostList, ExpandsSlurmRangesKeepingZeroPadding) {
    EXPECT_EQ(expandHostList("node[001-003,007]"),
              (std::vector<std::string>{"node001", "node002", "node003", "node007"}));
    EXPECT_EQ(expandHostList("node[001-016,020]").size(), 17u);
    EXPECT_EQ(expandHostList("gpu-a,gpu-b"), (std::vector<std::string>{"gpu-a", "gpu-b"}));
    EXPECT_EQ(expandHostList("ib[1-2]-x,n9"), (std::vector<std::string>{"ib1-x", "ib2-x", "n9"}));
    EXPECT_EQ(expandHostList("rack[1-2]-n[01-02]"),
              (std::vector<std::string>{"rack1-n01", "rack1-n02", "rack2-n01", "rack2-n02"}));
    EXPECT_EQ(expandHostList("node[9-11]"), (std::vector<std::string>{"node9", "node10", "node11"}));
    EXPECT_EQ(expandHostList("single"), (std::vector<std::string>{"single"}));
    EXPECT_TRUE(expandHostList("").empty());
    EXPECT_EQ(expandHostList("broken[1-"), (std::vector<std::string>{"broken[1-"}));
    EXPECT_EQ(expandHostList("n[0-99999999]", 1000).size(), 1000u);  // a typo cannot explode
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
    for (std::string_view word : {"rank3", "slurm-4242", "train-5", "gpu0", "dump_3", "node_load1", "k8s",
                                  "nodes", "metrics", "2026-11-30", "train", "default3"})
        EXPECT_FALSE(looksLikeHostName(word)) << word;
    // Run and model names in file names ("train-llama-70b.log") are no hosts; hosts with a
    // letter after their digits are.
    for (std::string_view model : {"llama-70b", "qwen2.5-7b", "opt-1.3b", "bert-350m", "mistral-7b-v0.1", "resnet50",
                                   "gpt2", "llama3"})
        EXPECT_FALSE(looksLikeHostName(model)) << model;
    for (std::string_view host : {"node12b", "r1c2b", "gpu-node-3a", "jean-zay-iam37", "ip-10-0-0-12", "nid004069", "t1"})
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
    node("NODE002.cluster.local", {"node001"});           // claims node001's name again: node001 keeps it
    node("gpu-a", {"gpu-b.example.com", "node001.other"});  // a short name node001 already has
    node("gpu-b", {});
    node("10.0.0.2", {});
    const aw::NodeFinder finder(b.nodes);
    for (const char* name : {"node001", "NODE001", "node001.cluster.local", "node001.elsewhere", "node002",
                             "Node002.Cluster.Local", "node002.cluster.local.", "gpu-a", "gpu-a.x", "gpu-b",
                             "GPU-B.example.com", "gpu-b.other", "10.0.0.1", "10.0.0.2", "10.0.0", "10", "", ".",
                             "node003", "node001.other"}) {
        EXPECT_EQ(finder.find(name), b.findNode(name)) << name;
    }
    EXPECT_EQ(finder.find("node001"), 0u);
    EXPECT_EQ(finder.find("node002"), 1u);
    EXPECT_EQ(finder.find("gpu-b"), 3u);  // the name itself before gpu-a's alias by short name
    EXPECT_EQ(finder.find("node003"), aw::kNoNode);
}

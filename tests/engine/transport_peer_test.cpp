// The peer behind a transport error (docs/rule-format.md "Transport errors and their peer"):
// the bundle's own lines tie addresses to nodes (engine/load/address_book.h); the peer is
// the culprit only when the errors of two other nodes name it and no other peer is named
// so, or when its own lines stop before the first error naming it; else nobody. Every
// transport (IB, RoCE, sockets, OFI/EFA, Gloo) is one policy. And the job that dies of an
// exception nothing explains is the application's, unless something came before it.
#include "engine/load/address_book.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/transport_lines.h"

#include <gtest/gtest.h>

#include <algorithm>

using awtest::at;
using awtest::BundleBuilder;
using awtest::completionError;
using awtest::usingLine;

namespace {

const std::string kStep = "step 1200 loss 2.31\n";

bool chainSays(const aw::AnalysisResult& r, const std::string& words) {
    return std::any_of(r.verdict.chain.begin(), r.verdict.chain.end(),
                       [&](const aw::ReasonStep& s) { return s.text.find(words) != std::string::npos; });
}

const aw::NodeAddress* addressOf(const std::vector<aw::NodeAddress>& all, const std::string& address) {
    for (const auto& a : all)
        if (a.address == address) return &a;
    return nullptr;
}

}  // namespace

TEST(PeerAddresses, EachFormatTiesAnAddressToANodeOfTheBundle) {
    BundleBuilder b;
    for (const char* n : {"node001", "node002", "node003", "node004", "node005", "gpu-node-6", "gpu-node-7"}) b.node(n);
    b.app("node001",
          usingLine("node001", "10.1.0.1") +
              "node001:100:200 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.1<0> [1]docker0:172.17.0.1<0>\n"
              "node001:100:200 [0] NCCL INFO Bootstrap : Using lo:127.0.0.1<0>\n");
    b.app("node002", "node002:1:1 [0] NCCL INFO Bootstrap : Using [0]eth0:10.0.0.2<0> [1]docker0:172.17.0.1<0>\n");
    b.log("etc/hosts", "", aw::SourceKind::Other,
          "127.0.0.1   localhost\n10.0.0.3    node003 node003.cluster.local   # compute\n10.9.9.9    login01\n");
    b.log("nslookup.txt", "", aw::SourceKind::Other,
          "Server:\t\t10.0.0.254\nAddress:\t10.0.0.254#53\n\nName:\tnode004.cluster.local\nAddress: 10.0.0.4\n");
    b.log(
        "scontrol-show-node.txt", "", aw::SourceKind::Scheduler,
        "NodeName=node005 Arch=x86_64 CoresPerSocket=32\n   NodeAddr=10.0.0.5 NodeHostName=node005 Version=23.02.7\n");
    b.log(
        "kubectl-get-pods-wide.txt", "", aw::SourceKind::Scheduler,
        "NAME                 READY   STATUS    RESTARTS      AGE   IP           NODE         NOMINATED NODE   READINESS GATES\n"
        "trainer-worker-0     1/1     Running   1 (5m ago)    20m   10.244.1.5   gpu-node-6   <none>           <none>\n"
        "\n"
        "NAME         STATUS   ROLES    AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE\n"
        "gpu-node-7   Ready    <none>   40d   v1.29.3   10.0.1.7      <none>        Ubuntu 22.04.4 LTS\n");
    const aw::Bundle bundle = b.take();
    const auto found = aw::readBundleAddresses(bundle).addresses;
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"10.1.0.1", "node001"}, {"10.0.0.1", "node001"}, {"10.0.0.2", "node002"},      {"10.0.0.3", "node003"},
        {"10.0.0.4", "node004"}, {"10.0.0.5", "node005"}, {"10.244.1.5", "gpu-node-6"}, {"10.0.1.7", "gpu-node-7"}};
    for (const auto& [address, node] : expected) {
        const aw::NodeAddress* a = addressOf(found, address);
        ASSERT_NE(a, nullptr) << address;
        EXPECT_EQ(a->node, node) << address;
        EXPECT_FALSE(a->from.file.empty());
        EXPECT_GT(a->from.line, 0u);
    }
    // A bridge every host has names none of them; loopback, the DNS server and a host the
    // bundle does not hold name nobody.
    for (const char* nobody : {"172.17.0.1", "127.0.0.1", "10.0.0.254", "10.9.9.9"})
        EXPECT_EQ(addressOf(found, nobody), nullptr) << nobody;
    EXPECT_EQ(found.size(), expected.size());
}

TEST(PeerAddresses, AddressesAreNormalisedAndOnlyHostAddressesKept) {
    EXPECT_EQ(aw::normalizeAddress("10.1.0.11<53451>"), "10.1.0.11");
    EXPECT_EQ(aw::normalizeAddress("::ffff:10.1.0.11"), "10.1.0.11");
    EXPECT_EQ(aw::normalizeAddress("[10.1.0.11]"), "10.1.0.11");
    EXPECT_EQ(aw::normalizeAddress("10.1.0.11:29500"), "10.1.0.11");
    for (const char* bad : {"127.0.0.1", "169.254.3.4", "0.0.0.0", "10.1.0.256", "10.1.0", "node007", "10.1.0.11.5",
                            "1e100.1.1.1", "", "fe80::1"})
        EXPECT_EQ(aw::normalizeAddress(bad), "") << bad;
}

// Rank after rank on two nodes loses its connection to the same peer, which its own NCCL
// line says is node003: node003's link (or node003) is what they share.
TEST(TransportPeer, APeerNamedByTwoOtherNodesIsTheCulprit) {
    BundleBuilder b;
    b.app("node001", at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3"));
    b.app("node002", at(10) + usingLine("node002", "10.1.0.2") + at(901) + completionError("node002", "10.1.0.3"));
    b.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(950) + kStep);
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::Medium);
    EXPECT_TRUE(chainSays(r, "address 10.1.0.3 is node003")) << r.verdict.summary;
    EXPECT_TRUE(chainSays(r, "OOB ib0:10.1.0.3"));
    EXPECT_NE(r.verdict.summary.find("2 other nodes"), std::string::npos) << r.verdict.summary;
}

// One node names the peer and the peer goes on logging: the link between them failed, and
// which side is not established.
TEST(TransportPeer, APeerNamedByOneNodeWhoseLogGoesOnIsOnlyASymptom) {
    BundleBuilder b;
    b.app("node001", at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3"));
    b.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(950) + kStep);
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.rule, "unexplained_transport_errors");
    EXPECT_TRUE(chainSays(r, "peer node003 named by the errors of 1 other node; not blamed")) << r.verdict.summary;
}

// The peer's own lines stop a minute before anyone loses it: the peer went away first.
TEST(TransportPeer, APeerWhoseLinesStopBeforeTheErrorsIsTheCulprit) {
    BundleBuilder b;
    b.app("node001", at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3") +
                         at(960) + kStep);
    b.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(840) + kStep);
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::Low);
    EXPECT_TRUE(chainSays(r, "its own lines stop")) << r.verdict.summary;
    // Within the clock-skew tolerance it did not stop first.
    BundleBuilder close;
    close.app("node001", at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3"));
    close.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(897) + kStep);
    EXPECT_TRUE(awtest::analyze(close.take()).verdict.culpritNodes.empty());
}

// Several peers each named by several nodes: the fabric between them, not one node.
TEST(TransportPeer, TwoPeersEachNamedByTwoNodesBlameNobody) {
    BundleBuilder b;
    for (int n = 1; n <= 4; ++n) {
        const std::string node = "node00" + std::to_string(n), address = "10.1.0." + std::to_string(n);
        const std::string peer = n <= 2 ? "10.1.0.3" : "10.1.0.1";
        b.app(node, at(10) + usingLine(node, address) + at(900 + n) + completionError(node, peer) + at(960) + kStep);
    }
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
}

// A peer address the bundle ties to two nodes (a copy-pasted hosts file, a reused pod IP)
// names neither: nobody is blamed for it.
TEST(TransportPeer, AnAddressTiedToTwoNodesBlamesNeither) {
    BundleBuilder b;
    b.app("node001", at(900) + completionError("node001", "10.1.0.3"));
    b.app("node002", at(901) + completionError("node002", "10.1.0.3"));
    b.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(950) + kStep);
    b.app("node004", at(10) + usingLine("node004", "10.1.0.3") + at(950) + kStep);
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
}

// Every transport's unexplained errors get the same answer: the network, nobody blamed.
TEST(TransportPolicy, EveryTransportsUnexplainedErrorsAreTheNetworkWithNoCulprit) {
    const std::vector<std::string> lines = {
        // InfiniBand, and RoCE (the same verbs, a GID from an IPv4 address)
        "node1:3468:3905 [4] NCCL WARN NET/IB : Got completion from peer 10.0.0.9<54862> with status=12 opcode=0 len=0 vendor err 129 (Recv)",
        "node1:1957123:1957890 [3] NCCL WARN NET/IB : Got completion from peer 10.1.0.11<53451> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.0.10 remoteGids::ffff:10.1.0.11",
        // sockets
        "node1:41449:43711 [6] NCCL WARN Connect to 10.38.10.112<21724> failed : Connection refused",
        "node1:123:456 [0] misc/socket.cc:503 NCCL WARN Net : Call to recv from 10.0.0.2<41468> failed : Connection reset by peer",
        "node1:240:240 [6] misc/socket.cc:533 NCCL WARN socketPollConnect: Connect to 10.0.0.4<56849> returned 113(No route to host) errno 115(Operation now in progress)",
        "node1:83:2526 [0] misc/socket.cc:503 NCCL WARN Net : Call to recv from 100.96.188.199<41468> failed : Connection timed out",
        "node1:2239308:2239725 [0] misc/socket.cc:50 NCCL WARN socketProgress: Connection closed by remote peer node7.cluster.local<57962>",
        "node1:83:2526 [0] transport/net_socket.cc:219 NCCL WARN NET/Socket : socket progress error",
        // OFI/EFA, the plugin's older and current formats
        "nccl-tests-worker-1:35:89 [5] ofi_process_cq:1039 NCCL WARN NET/OFI Request 0x7fbb944701b8 completed with error. RC: 20. Error: unknown error. Completed length: 0",
        // Gloo's TCP pairs
        "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.0.0.2]:28273",
        // NCCL's own result code
        "[rank40]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.21.5",
    };
    for (const std::string& line : lines) {
        BundleBuilder b;
        b.app("node1", at(900) + line + "\n");
        const auto r = awtest::analyze(b.take());
        EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network) << line << "\n" << r.verdict.summary;
        EXPECT_EQ(r.verdict.rule, "unexplained_transport_errors") << line;
        EXPECT_TRUE(r.verdict.culpritNodes.empty()) << line;
        EXPECT_EQ(r.verdict.confidence, aw::Confidence::Low) << line;
    }
}

namespace {

std::string traceback(const std::string& exception) {
    return "[rank3]: Traceback (most recent call last):\n"
           "[rank3]:   File \"/work/train.py\", line 120, in <module>\n"
           "[rank3]:     main()\n"
           "[rank3]:   File \"/work/train.py\", line 88, in main\n"
           "[rank3]:     batch = table[key]\n"
           "[rank3]: " +
           exception + "\n";
}

}  // namespace

// The last traceback ends in an exception no rule knows, and nothing came before it: the
// application's, nobody blamed, the exception and its frame as evidence.
TEST(UnexplainedException, AnExceptionNothingExplainsIsTheApplications) {
    BundleBuilder b;
    b.app("node001", at(10) + kStep + at(600) + traceback("KeyError: 'shard-17'"));
    b.app("node002", at(10) + kStep + at(660) +
                         "node002:1:2 [0] NCCL WARN socketProgress: Connection closed by remote peer node001<57962>\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Application) << r.verdict.summary;
    EXPECT_EQ(r.verdict.rule, "unexplained_exception_application");
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::Low);
    EXPECT_NE(r.verdict.summary.find("Python KeyError"), std::string::npos) << r.verdict.summary;
    EXPECT_TRUE(chainSays(r, "raised at File \"/work/train.py\", line 88, in main: batch = table[key]"))
        << r.verdict.summary;
    EXPECT_FALSE(r.verdict.actions.empty());
}

// It yields to what came before or with the exception: a node's fault, a transport error, a
// scheduler's kill. Untimed, they cannot be placed after it, so it yields to them too.
TEST(UnexplainedException, ItYieldsToANodeFaultATransportErrorOrAKillBeforeIt) {
    const std::vector<std::pair<std::string, std::string>> before = {
        {"node001",
         at(590) +
             "node001:1:2 [0] NCCL WARN Net : Call to recv from 10.0.0.2<41468> failed : Connection reset by peer\n"},
        {"node002",
         at(598) + "node002:1:2 [0] NCCL WARN socketProgress: Connection closed by remote peer node001<57962>\n"},
        {"node001", "node001:1:2 [0] NCCL WARN NET/Socket : socket progress error\n"},
    };
    for (const auto& [node, line] : before) {
        BundleBuilder b;
        b.app("node001", at(10) + kStep + at(600) + traceback("KeyError: 'shard-17'"));
        b.app(node, line);
        const auto r = awtest::analyze(b.take());
        EXPECT_NE(r.verdict.outcome, aw::Outcome::Application) << line << r.verdict.summary;
        EXPECT_TRUE(r.verdict.culpritNodes.empty()) << line;
        EXPECT_TRUE(chainSays(r, "not the application's alone")) << line;
    }
    // A fault the outcome rules already decided on comes first, as before.
    BundleBuilder gpu;
    gpu.app("node001", at(10) + kStep + at(600) + traceback("KeyError: 'shard-17'"));
    gpu.kernel("node001",
               at(590) +
                   "NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n");
    EXPECT_EQ(awtest::analyze(gpu.take()).verdict.outcome, aw::Outcome::GpuHardware);
}

// Hostile lines tie nothing and break nothing: a bare "NodeName=", an address with 300
// names, a megabyte line, a table row shorter than its header, a kubectl header and no rows.
TEST(PeerAddresses, HostileLinesTieNothing) {
    BundleBuilder b;
    b.node("node001");
    std::string names;
    for (int i = 0; i < 300; ++i) names += " node001";
    b.log("junk.txt", "", aw::SourceKind::Other,
          "NodeName=\n   NodeAddr=\nNodeAddr=10.0.0.9\nName:\nAddress:\nAddress 1:\n10.0.0.8" + names + "\n" +
              std::string(1 << 20, '1') + "\nNAME   IP   NODE\nx\n\nNAME  INTERNAL-IP\n10.0.0.7 node001 $(reboot)\n" +
              "node001:1:1 [0] NCCL INFO Bootstrap : Using eth0:999.1.1.1<0> lo:127.0.0.1<0> x:<0> :1.2.3.4\n");
    const aw::Bundle bundle = b.take();
    EXPECT_TRUE(aw::readBundleAddresses(bundle).addresses.empty());
}

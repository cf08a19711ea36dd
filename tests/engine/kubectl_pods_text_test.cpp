// Issue 45 item 5: `kubectl get pods -o wide` as printed maps pods to nodes, as the pod list's
// JSON does: logs named by a pod are its node's, and the Nodes view lists the pods beside
// their node (NodeHealth::pods). The tables are real pastes (tests/data/real, with -A and
// without, a kubectl without the NOMINATED NODE column).
#include "engine/attribute/node_health.h"
#include "engine/format/kubectl_pods.h"
#include "engine/load/address_book.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/file_classifier.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

namespace {

using awtest::readFile;
using awtest::TempFolder;

const std::string kLadybug = "tests/data/real/src2-sched-k8s-notready-terminating-cb-ladybug/bundle/";
const std::string kSleepy = "tests/data/real/src45-k8s-pods-wide-kubeflow-sleepy-node-b/bundle/";
const std::string kSnowflake = "tests/data/real/src45-k8s-pods-owide-all-namespaces-cilium-snowflake/bundle/";

std::string real(const std::string& path) {
    return readFile(awtest::sourcePath(path));
}

TEST(KubectlPodsText, ReadsTheRealTables) {
    // -A, a prompt first; the Pending pod has no node.
    const aw::KubectlPods ladybug = aw::parseKubectlPodsWide(real(kLadybug + "kubectl-get-pods-wide.txt"));
    ASSERT_EQ(ladybug.rows.size(), 5u);
    EXPECT_EQ(ladybug.rows[0].pod, "cloud-barista/cb-dragonfly-58f48dc4-6nzfx");
    EXPECT_EQ(ladybug.rows[0].status, "Terminating");
    EXPECT_EQ(ladybug.rows[0].node, "cb-sjh1-sjh1-w-1-rw7mc");
    EXPECT_EQ(ladybug.rows[0].line, 3u);
    EXPECT_EQ(ladybug.rows[1].status, "Pending");
    EXPECT_EQ(ladybug.rows[1].node, "");
    EXPECT_EQ(ladybug.rows[3].restarts, "1");
    EXPECT_TRUE(ladybug.problems.empty());

    const aw::KubectlPods sleepy = aw::parseKubectlPodsWide(real(kSleepy + "kubectl-get-pods-wide.txt"));
    ASSERT_EQ(sleepy.rows.size(), 1u);
    EXPECT_EQ(sleepy.rows[0].pod, "sleepy");
    EXPECT_EQ(sleepy.rows[0].node, "node-b");
    EXPECT_EQ(sleepy.rows[0].status, "Running");

    // A `kubectl get nodes -o wide` right under it is no pod.
    const aw::KubectlPods mixed = aw::parseKubectlPodsWide(
        real(kSleepy + "kubectl-get-pods-wide.txt") +
        "NAME         STATUS   ROLES    AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE\n"
        "gpu-node-7   Ready    <none>   40d   v1.29.3   10.0.1.7      <none>        Ubuntu 22.04.4 LTS\n");
    ASSERT_EQ(mixed.rows.size(), 1u);
    EXPECT_TRUE(mixed.problems.empty());

    // NODE the last column.
    const aw::KubectlPods snowflake = aw::parseKubectlPodsWide(real(kSnowflake + "kubectl-get-pods-wide.txt"));
    ASSERT_EQ(snowflake.rows.size(), 5u);
    EXPECT_EQ(snowflake.rows[3].pod, "kube-system/kube-dns-54f558d499-txllg");
    EXPECT_EQ(snowflake.rows[3].node, "worker-node-0");
}

TEST(KubectlPodsText, IsItsOwnFormatAndTheOtherTablesStayLogs) {
    for (const std::string& f : {kLadybug, kSleepy, kSnowflake})
        EXPECT_EQ(aw::classifyFile("kubectl-get-pods-wide.txt", real(f + "kubectl-get-pods-wide.txt")).format,
                  aw::FileFormat::K8sPodsText)
            << f;
    // `kubectl get nodes` and a pods table without -o wide (no NODE column) are read as lines.
    EXPECT_EQ(aw::classifyFile("kubectl-get-nodes.txt", real(kLadybug + "kubectl-get-nodes.txt")).format,
              aw::FileFormat::TextLog);
    EXPECT_EQ(aw::classifyFile("kubectl-get-pods.txt",
                               real("tests/data/real/src4k-k8s-tfjob-evicted-node-low-on-memory-agents-ppo/bundle/"
                                    "kubectl-get-pods.txt"))
                  .format,
              aw::FileFormat::TextLog);
}

// A pod's log in a folder named after the pod is its node's; the node lists its pods; the
// address book still reads the pods' addresses from the table.
TEST(KubectlPodsText, MapsPodsToTheirNodesInTheBundle) {
    TempFolder t;
    t.write("kubectl-get-pods-wide.txt", real(kSnowflake + "kubectl-get-pods-wide.txt"));
    t.write("nodes/kube-dns-54f558d499-txllg/dns.log", "2026-12-07T10:00:00Z dns: serving\n");
    const aw::Bundle b = aw::loadBundle(t.file(""));
    const aw::SourceFile* log = nullptr;
    for (const aw::SourceFile& f : b.files)
        if (f.path == "nodes/kube-dns-54f558d499-txllg/dns.log") log = &f;
    ASSERT_NE(log, nullptr);
    ASSERT_NE(log->node, aw::kNoNode);
    EXPECT_EQ(b.nodes[log->node].name, "worker-node-0");
    const aw::AnalysisResult r = awtest::analyze(b);
    const std::vector<aw::NodeHealth> health = aw::nodeHealth(b, r);
    const auto node0 =
        std::find_if(health.begin(), health.end(), [](const aw::NodeHealth& h) { return h.node == "worker-node-0"; });
    ASSERT_NE(node0, health.end());
    EXPECT_EQ(node0->pods,
              (std::vector<std::string>{"cilium-xzmn4", "kube-dns-54f558d499-txllg", "kube-dns-54f558d499-vtkkc"}));
    const auto addresses = aw::readBundleAddresses(b).addresses;
    const auto a = std::find_if(addresses.begin(), addresses.end(),
                                [](const aw::NodeAddress& n) { return n.address == "192.168.2.152"; });
    ASSERT_NE(a, addresses.end());
    EXPECT_EQ(a->node, "worker-node-2");
}

TEST(KubectlPodsText, HostileRowsAreNotReadAndSaidSo) {
    std::string text = "NAME   READY   STATUS   RESTARTS   AGE   IP   NODE   NOMINATED NODE   READINESS GATES\n";
    text += "ok-pod   1/1   Running   0   1m   10.0.0.1   gpu-1   <none>   <none>\n";
    text += "bad-node   1/1   Running   0   1m   10.0.0.2   -oProxyCommand=touch_x   <none>   <none>\n";
    text += "esc\x1b[31m   1/1   Running   0   1m   10.0.0.3   gpu-2   <none>   <none>\n";
    text += "semi   1/1   Running   0   1m   10.0.0.4   gpu;reboot   <none>   <none>\n";
    text += "ctl   1/1   \x1b]0;x\x07   0   1m   10.0.0.5   gpu-3   <none>   <none>\n";
    text += "long   1/1   Running   0   1m   10.0.0.6   " + std::string(1u << 20, 'a') + "   <none>   <none>\n";
    for (int i = 0; i < 200000; ++i) text += "p" + std::to_string(i) + "   1/1   Running   0   1m   10.1.0.1   gpu-9\n";
    const auto start = std::chrono::steady_clock::now();
    const aw::KubectlPods pods = aw::parseKubectlPodsWide(text);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, awtest::timeLimit(2.0));
    ASSERT_EQ(pods.rows.size(), aw::kKubectlMaxPods);
    EXPECT_EQ(pods.rows[0].pod, "ok-pod");
    EXPECT_EQ(pods.rows[1].pod, "ctl");
    EXPECT_EQ(pods.rows[1].status, "unreadable");
    EXPECT_EQ(pods.rows[1].node, "gpu-3");
    for (const aw::KubectlPodRow& row : pods.rows) EXPECT_EQ(row.node.find_first_of(";=\x1b "), std::string::npos);
    std::string problems;
    for (const std::string& p : pods.problems) problems += p + "\n";
    EXPECT_NE(problems.find("3 rows not read: a pod or node name that is not a Kubernetes name (first at line 3)"),
              std::string::npos)
        << problems;
    EXPECT_NE(problems.find("1 rows longer than 4 KiB"), std::string::npos) << problems;
    EXPECT_NE(problems.find("more than 150000 pods"), std::string::npos) << problems;
}

}  // namespace

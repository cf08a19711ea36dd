// Per-node health (issue 25): the last line and the last training step of each node, its
// events, and the node that went silent while the others kept going, on a bundle opened
// through the front door; and the training_progress rule on the real lines it was written
// from (Megatron-LM's iteration line, DeepSpeed's step line: see the rule's examples).
#include "engine/attribute/node_health.h"
#include "engine/open/open_bundle.h"
#include "tests/support/files.h"
#include "tests/support/train_logs.h"

#include <gtest/gtest.h>

#include <algorithm>

TEST(NodeHealth, TheNodeWhoseStepsStoppedFirstWentSilent) {
    awtest::TempFolder t;
    for (int n = 1; n <= 4; ++n)
        t.write("nodes/node00" + std::to_string(n) + "/train.log", awtest::megatronTrainLog(n * 8, n == 3 ? 10 : 30));
    const aw::OpenedBundle opened = aw::openBundle(t.path());
    ASSERT_TRUE(opened.result);
    const auto health = aw::nodeHealth(*opened.bundle, *opened.result);
    ASSERT_EQ(health.size(), 4u);
    for (const aw::NodeHealth& h : health) {
        EXPECT_NE(h.lastProgress, aw::kNoTime) << h.node;
        EXPECT_GT(h.progressLines, 10u) << h.node;
        EXPECT_EQ(h.wentSilent, h.node == "node003") << h.node;
        EXPECT_NE(h.lastLine, aw::kNoTime) << h.node;
    }
    const aw::NodeHealth& silent = health[2];
    EXPECT_EQ(silent.node, "node003");
    // Its last step at 08:09:30, the others' at 08:29:30.
    EXPECT_EQ(silent.silentFor, 20LL * 60 * 1'000'000'000);
    EXPECT_GT(health[0].lastProgress, silent.lastProgress);
}

TEST(NodeHealth, TwoNodesCannotSayWhichStoppedEarly) {
    awtest::TempFolder t;
    t.write("nodes/node001/train.log", awtest::megatronTrainLog(0, 30));
    t.write("nodes/node002/train.log", awtest::megatronTrainLog(8, 10));
    const aw::OpenedBundle opened = aw::openBundle(t.path());
    ASSERT_TRUE(opened.result);
    for (const aw::NodeHealth& h : aw::nodeHealth(*opened.bundle, *opened.result)) EXPECT_FALSE(h.wentSilent) << h.node;
}

// Issue 47: in the xid79 sample node007 stops logging ten minutes before the others, and
// was not flagged: every node reports training steps, and every node's last step is 08:09
// (the others then block on node007), so only steps were compared. Lines are compared too
// now (node007's last 08:10, the others' 08:20), and the job's run that the gap is a tenth
// of starts with its logs, not with a dmesg from boot ten days before.
TEST(NodeHealth, Xid79SampleFlagsNode007SilentDespiteDmesgFromBoot) {
    const aw::OpenedBundle opened = aw::openBundle(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus");
    ASSERT_TRUE(opened.result);
    const auto health = aw::nodeHealth(*opened.bundle, *opened.result);
    ASSERT_EQ(health.size(), 16u);
    const aw::TimeNs start = aw::jobRunStart(*opened.bundle);
    ASSERT_NE(start, aw::kNoTime);
    for (const aw::NodeHealth& h : health) {
        EXPECT_EQ(h.wentSilent, h.node == "node007") << h.node << " silent for " << h.silentFor / 1'000'000'000 << " s";
        ASSERT_NE(h.lastLine, aw::kNoTime) << h.node;
        EXPECT_GT(h.lastLine, start) << h.node;
    }
    const auto node007 =
        std::find_if(health.begin(), health.end(), [](const aw::NodeHealth& h) { return h.node == "node007"; });
    EXPECT_GE(node007->silentFor, 8LL * 60 * 1'000'000'000);
    // Its root-cause event is counted in its own class.
    EXPECT_GE(node007->events[static_cast<std::size_t>(aw::EventClass::RootCause)], 1u);
}

namespace {
// A bundle of `lastMinutes.size()` nodes, each with one log from 08:00 to 08:<last>.
aw::Bundle nodesLoggingUntil(const std::vector<int>& lastMinutes, aw::TimeNs at0800) {
    aw::Bundle bundle;
    for (std::size_t n = 0; n < lastMinutes.size(); ++n) {
        bundle.nodes.push_back({"node" + std::to_string(n + 1)});
        aw::SourceFile f;
        f.path = "nodes/node" + std::to_string(n + 1) + "/train.log";
        f.node = static_cast<std::uint32_t>(n);
        f.firstTime = at0800;
        f.lastTime = at0800 + lastMinutes[n] * 60'000'000'000LL;
        bundle.files.push_back(std::move(f));
    }
    return bundle;
}
}  // namespace

TEST(NodeHealth, ANodeWithNothingAtTheFaultTimeIsQuietAtFault) {
    const aw::TimeNs at0800 = 1'764'489'600'000'000'000LL;  // 2025-11-30 08:00 UTC
    // node4 stops at 08:17, the fault is at 08:20, the others write until 08:25.
    const aw::Bundle bundle = nodesLoggingUntil({25, 25, 25, 17}, at0800);
    aw::AnalysisResult result;
    aw::Event root;
    root.id = 1;
    root.node = "node1";
    root.cls = aw::EventClass::RootCause;
    root.time = at0800 + 20 * 60'000'000'000LL;
    result.events.push_back(root);
    result.verdict.rootEventId = 1;
    const auto health = aw::nodeHealth(bundle, result);
    ASSERT_EQ(health.size(), 4u);
    for (const aw::NodeHealth& h : health) EXPECT_EQ(h.quietAtFault, h.node == "node4") << h.node;
    // 8 minutes of a 25-minute run: also silent before the others.
    EXPECT_TRUE(health[3].wentSilent);
    EXPECT_EQ(health[0].events[static_cast<std::size_t>(aw::EventClass::RootCause)], 1u);

    // A minute before the fault is not "nothing at the fault": a log can pause that long.
    const auto close = aw::nodeHealth(nodesLoggingUntil({25, 25, 25, 19}, at0800), result);
    EXPECT_FALSE(close[3].quietAtFault);
    // Every node stopped before the fault (a job that ended, then a late record): nobody is singled out.
    const auto allEarly = aw::nodeHealth(nodesLoggingUntil({10, 10, 11, 10}, at0800), result);
    for (const aw::NodeHealth& h : allEarly) EXPECT_FALSE(h.quietAtFault) << h.node;
}

// Issue 47: the status bar said "0 nodes" while the verdict named one (a bundle whose
// node is named only by its lines). The count takes the nodes the analysis names too.
TEST(NodeHealth, TheNodeCountIncludesNodesOnlyTheAnalysisNames) {
    aw::Bundle bundle;
    aw::AnalysisResult result;
    EXPECT_EQ(aw::namedNodeCount(bundle, result), 0u);
    result.verdict.culpritNodes = {"gpu-node-7"};
    aw::Event e;
    e.node = "gpu-node-7";
    result.events.push_back(e);
    e.node = "";  // a job-wide event names no node
    result.events.push_back(e);
    EXPECT_EQ(aw::namedNodeCount(bundle, result), 1u);
    bundle.nodes.push_back({"gpu-node-7"});
    bundle.nodes.push_back({"gpu-node-8"});
    EXPECT_EQ(aw::namedNodeCount(bundle, result), 2u) << "a node the bundle lists is counted once";
    e.node = "gpu-node-7.cluster.local";  // the same node by its FQDN
    result.events.push_back(e);
    EXPECT_EQ(aw::namedNodeCount(bundle, result), 2u);
}

// Issue 47: on a generated 1,024-node bundle whose nodes' logs end a few minutes apart,
// dozens of nodes were flagged silent by 61 s to 3 min. Silence is an outlier beyond the
// spread of the others' last lines (twice the median's distance to the tenth percentile).
TEST(NodeHealth, NodesEndingAFewMinutesApartAreNotSilentButAnOutlierIs) {
    const aw::TimeNs at0800 = 1'764'489'600'000'000'000LL;  // 2025-11-30 08:00 UTC
    std::vector<int> lastMinutes;
    for (int n = 0; n < 40; ++n) lastMinutes.push_back(17 + n % 7);  // 08:17 to 08:23
    lastMinutes.push_back(10);                                       // node41: 08:10
    const auto health = aw::nodeHealth(nodesLoggingUntil(lastMinutes, at0800), aw::AnalysisResult{});
    ASSERT_EQ(health.size(), 41u);
    for (const aw::NodeHealth& h : health) EXPECT_EQ(h.wentSilent, h.node == "node41") << h.node;
    EXPECT_EQ(health[40].silentFor, 10LL * 60 * 1'000'000'000);  // the others' median 08:20
}

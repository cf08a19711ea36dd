// Per-node health (issue 25): the last line and the last training step of each node, its
// events, and the node that went silent while the others kept going, on a bundle opened
// through the front door; and the training_progress rule on the real lines it was written
// from (Megatron-LM's iteration line, DeepSpeed's step line: see the rule's examples).
#include "engine/attribute/node_health.h"
#include "engine/open/open_bundle.h"
#include "tests/support/files.h"
#include "tests/support/train_logs.h"

#include <gtest/gtest.h>



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

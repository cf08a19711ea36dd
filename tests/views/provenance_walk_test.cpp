#include "provenance_fixture.h"
#include "views/provenance/provenance_walk.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using Steps = std::vector<std::string>;

TEST(ProvenanceWalkOrder, GoesFromVerdictThroughOutcomeAndRootEventToRawLines) {
    const aw::AnalysisResult result = awtest::xid79Result();
    EXPECT_EQ(awv::provenanceWalkOrder(result.provenance, result.verdict),
              (Steps{"verdict", "d:outcome_gpu_hardware", "e:1", "d:nccl_cascade:0", "ev:1:0", "ev:1:1"}));
}

TEST(ProvenanceWalkOrder, LeavesOutDecisionsThatDidNotChooseTheOutcome) {
    const aw::AnalysisResult result = awtest::xid79Result();
    const Steps steps = awv::provenanceWalkOrder(result.provenance, result.verdict);
    EXPECT_EQ(std::count(steps.begin(), steps.end(), "d:noise_filter:1"), 0);
    EXPECT_EQ(std::count(steps.begin(), steps.end(), "e:2"), 0);
}

TEST(ProvenanceWalkOrder, DoesNotDependOnEdgeDirection) {
    aw::AnalysisResult result = awtest::xid79Result();
    for (auto& edge : result.provenance.edges) std::swap(edge.from, edge.to);
    EXPECT_EQ(awv::provenanceWalkOrder(result.provenance, result.verdict),
              (Steps{"verdict", "d:outcome_gpu_hardware", "e:1", "d:nccl_cascade:0", "ev:1:0", "ev:1:1"}));
}

TEST(ProvenanceWalkOrder, WithoutRootEventWalksTheEventsOfTheOutcomeDecision) {
    aw::AnalysisResult result = awtest::xid79Result();
    result.verdict.rootEventId = 0;
    EXPECT_EQ(awv::provenanceWalkOrder(result.provenance, result.verdict),
              (Steps{"verdict", "d:outcome_gpu_hardware", "e:1", "d:nccl_cascade:0", "ev:1:0", "ev:1:1"}));
}

TEST(ProvenanceWalkOrder, WithoutVerdictRuleWalksEveryDecisionOfTheVerdict) {
    aw::AnalysisResult result = awtest::xid79Result();
    result.verdict.rule.clear();
    result.verdict.rootEventId = 0;
    EXPECT_EQ(awv::provenanceWalkOrder(result.provenance, result.verdict),
              (Steps{"verdict", "d:outcome_gpu_hardware", "d:noise_filter:1", "e:1", "d:nccl_cascade:0", "ev:1:0",
                     "ev:1:1", "e:4", "ev:4:0"}));
}

TEST(ProvenanceWalkOrder, IsEmptyWithoutVerdictNode) {
    aw::AnalysisResult result = awtest::xid79Result();
    result.provenance.nodes.erase(result.provenance.nodes.begin());
    EXPECT_TRUE(awv::provenanceWalkOrder(result.provenance, result.verdict).empty());
    EXPECT_TRUE(awv::provenanceWalkOrder({}, {}).empty());
}

TEST(ProvenanceWalk, StepsForwardAndBackWithinBounds) {
    awv::ProvenanceWalk walk({"verdict", "d:x", "e:1"});
    EXPECT_EQ(walk.position(), -1);
    EXPECT_EQ(walk.current(), "");
    EXPECT_FALSE(walk.canGoPrevious());
    EXPECT_TRUE(walk.next());
    EXPECT_EQ(walk.current(), "verdict");
    EXPECT_FALSE(walk.previous());  // the verdict is the first step
    EXPECT_TRUE(walk.next());
    EXPECT_TRUE(walk.next());
    EXPECT_EQ(walk.current(), "e:1");
    EXPECT_FALSE(walk.next());
    EXPECT_EQ(walk.position(), 2);
    EXPECT_TRUE(walk.previous());
    EXPECT_EQ(walk.current(), "d:x");
}

TEST(ProvenanceWalk, MovesOnlyToNodesOnTheWalk) {
    awv::ProvenanceWalk walk({"verdict", "d:x", "e:1"});
    EXPECT_TRUE(walk.moveTo("e:1"));
    EXPECT_EQ(walk.position(), 2);
    EXPECT_FALSE(walk.moveTo("e:99"));
    EXPECT_EQ(walk.position(), 2);
    EXPECT_EQ(walk.indexOf("d:x"), 1);
    walk.reset();
    EXPECT_EQ(walk.position(), -1);
}

}  // namespace

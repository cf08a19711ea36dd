// The scheduler's own decisions, in the line shapes real Slurm output has (a job killed at
// its time limit in a tqdm progress log; a freecycle job preempted by the node's owner, as a
// cluster's documentation quotes it): a time limit is the job's own (user), a preemption is
// the scheduler's (infrastructure), and the host the line names, where the batch script
// ran, is no culprit.
#include "engine/core/analysis.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

namespace {

aw::AnalysisResult analyzeAppLog(const std::string& node, const std::string& text) {
    awtest::BundleBuilder b;
    b.node(node);
    b.app(node, text);
    return awtest::analyze(b.take(), aw::builtinCatalog());
}

TEST(SchedulerDecisions, ATimeLimitIsTheJobsOwnAndBlamesNoHost) {
    const auto r = analyzeAppLog(
        "clr0710",
        " 20%|██        | 10/50 [1:45:22<7:01:13, 631.85s/it] 22%|██▏       | 11/50 [1:55:52<6:50:13, "
        "631.11s/it]slurmstepd: error: *** JOB 42196 ON clr0710 CANCELLED AT 2022-04-14T16:17:16 DUE TO TIME "
        "LIMIT ***\n");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::User) << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "slurm_time_limit") << r.verdict.summary;
}

TEST(SchedulerDecisions, APreemptionIsTheSchedulersAndBlamesNoHost) {
    const auto r = analyzeAppLog(
        "c4-n12",
        "srun: Force Terminated job 557341\n"
        "slurmstepd: error: *** STEP 557341.0 ON c4-n12 CANCELLED AT 2025-03-11T13:26:25 DUE TO PREEMPTION ***\n"
        "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.\n"
        "srun: error: Timed out waiting for job step to complete\n");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure) << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "slurm_preempted") << r.verdict.summary;
}

// A node the scheduler itself names as failed (sacct's failed_node) stays the culprit.
TEST(SchedulerDecisions, ANodeFailNamesItsNode) {
    awtest::BundleBuilder b;
    b.node("node007");
    b.record("slurm/sacct.json", aw::SourceKind::Scheduler, 1796032800LL * 1'000'000'000,
             "slurm job=4242 state=NODE_FAIL exit_code=1 failed_node=node007 nodes=node[005-008]");
    const auto r = awtest::analyze(b.take(), aw::builtinCatalog());
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"}) << r.verdict.summary;
}

// Lines without a time (pasted in https://github.com/hafs-community/HAFS/issues/101): the
// verdict says nothing of when, rather than "at " and an empty time.
TEST(SchedulerDecisions, AnUntimedVerdictSaysNoTime) {
    const auto r = analyzeAppLog(
        "orion-01-01",
        "slurmstepd: error: Detected 1 oom-kill event(s) in step 3495064.0 cgroup. Some of your processes may have "
        "been killed by the cgroup out-of-memory handler.\n"
        "srun: error: Orion-01-01: task 4: Out Of Memory\n"
        "srun: Terminating job step 3495064.0\n"
        "slurmstepd: error: *** STEP 3495064.0 ON orion-01-01 CANCELLED AT 2021-10-27T19:35:36 ***\n");
    EXPECT_EQ(r.verdict.symptom, "slurm_out_of_memory") << r.verdict.summary;
    EXPECT_EQ(r.verdict.summary.find(" at  "), std::string::npos) << r.verdict.summary;
    EXPECT_EQ(r.verdict.summary.find(" at started"), std::string::npos) << r.verdict.summary;
}

}  // namespace

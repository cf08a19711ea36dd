// Shapes of application, scheduler and cloud failures read from real threads (docs/accuracy.md
// "src48a"): each decides a bundle where it is the failure, and its near misses, or a stronger
// fault beside it, leave the verdict where it belongs.
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <cstdio>

using awtest::BundleBuilder;

namespace {

// "2026-11-30 08:10:03,412 " for a time given as seconds after 08:00:00.
std::string at(int secondsAfter8) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "2026-11-30 %02d:%02d:%02d,000 ", 8 + secondsAfter8 / 3600,
                  (secondsAfter8 / 60) % 60, secondsAfter8 % 60);
    return buf;
}

aw::AnalysisResult analyzeBuiltin(const aw::Bundle& bundle) {
    aw::AnalyzeOptions options;
    options.threads = 1;
    return awtest::analyze(bundle, aw::builtinCatalog(), options);
}

bool hasSymptom(const aw::AnalysisResult& r, const std::string& symptom) {
    for (const aw::Event& e : r.events)
        if (e.symptom == symptom) return true;
    return false;
}

const std::string kXid79 =
    "NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n";

}  // namespace

// fp16 overflows that the scaler recovers from are not a divergence; the scale reaching its
// minimum is, and it is the application's with no node blamed.
TEST(JobPlatformShapes, LossScaleOverflowsAreNotTheEndItsMinimumIs) {
    BundleBuilder recovered;
    recovered.node("node001", {0});
    recovered.app("node001",
                  at(10) + "| INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.5\n" + at(20) +
                      "| INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.25\n" + at(30) +
                      "| INFO | train | epoch 002 | loss 9.803 | loss_scale 0.25\n");
    const auto healthy = analyzeBuiltin(recovered.take());
    EXPECT_FALSE(hasSymptom(healthy, "loss_scale_at_minimum"));
    EXPECT_NE(healthy.verdict.outcome, aw::Outcome::Application) << healthy.verdict.summary;

    BundleBuilder diverged;
    diverged.node("node001", {0});
    diverged.app("node001",
                 at(10) + "| INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.000244\n" +
                     at(11) +
                     "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding.\n");
    const auto r = analyzeBuiltin(diverged.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Application) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "loss_scale_at_minimum") << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
}

// A drain reason for a configuration that overstates a node is the platform's, with nobody
// blamed; beside a GPU that fell off the bus it does not take the verdict from that GPU.
TEST(JobPlatformShapes, ANodeBelowItsConfigurationBlamesNobodyAndYieldsToAHardwareFault) {
    BundleBuilder alone;
    alone.log(
        "sinfo-list-reasons.txt", "", aw::SourceKind::AppLog,
        "REASON                                  NODELIST\nLow RealMemory                          compute[001-003]\n");
    const auto config = analyzeBuiltin(alone.take());
    EXPECT_EQ(config.verdict.outcome, aw::Outcome::Infrastructure) << config.verdict.summary;
    EXPECT_TRUE(config.verdict.culpritNodes.empty());

    BundleBuilder withXid;
    withXid.node("node003", {0});
    withXid.kernel("node003", at(603) + kXid79);
    withXid.log("sinfo-list-reasons.txt", "", aw::SourceKind::AppLog,
                "REASON                                  NODELIST\nLow RealMemory                          node001\n");
    const auto r = analyzeBuiltin(withXid.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"}) << r.verdict.summary;
}

// MUNGE retrying is not a failure, nor is a credential revoked by the job's own end; a
// credential refused by a node is the platform's, and that node is not blamed for it.
TEST(JobPlatformShapes, SlurmAuthenticationFailsOnlyWhenItGivesUp) {
    BundleBuilder retry;
    retry.app("", "debug:  Munge decode failed: Socket communication error (retrying ...)\n"
                  "srun: error: Task launch for StepId=36.0 failed on node cn131: Job credential revoked\n");
    EXPECT_FALSE(hasSymptom(analyzeBuiltin(retry.take()), "slurm_auth_failure"));

    BundleBuilder expired;
    expired.node("cn131", {0});
    expired.app("", "srun: error: Task launch for 36.0 failed on node cn131: Job credential expired\n");
    const auto r = analyzeBuiltin(expired.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure) << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    EXPECT_EQ(r.verdict.job.decision, "stop");
}

// Ray's preempted node is a preemption (restart); a node that died unexpectedly is not.
TEST(JobPlatformShapes, RayPreemptionIsNotAnUnexpectedNodeDeath) {
    BundleBuilder preempted;
    preempted.app("", "The actor died because its node has died. Node Id: b157c93de9603b14\n"
                      "\tthe actor's node was preempted: autoscaler drain\n");
    const auto r = analyzeBuiltin(preempted.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure) << r.verdict.summary;
    EXPECT_EQ(r.verdict.job.decision, "restart");

    BundleBuilder died;
    died.app("", "The actor died because its node has died. Node Id: b157c93de9603b14\n"
                 "\tthe actor's node was terminated unexpectedly: health check failed due to missing too many "
                 "heartbeats\n");
    EXPECT_FALSE(hasSymptom(analyzeBuiltin(died.take()), "ray_node_preempted"));
}

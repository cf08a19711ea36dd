// The sample bundles end to end (real loader, built-in catalog): the verdicts the bundles
// were built for, the classes of cascades and everyday noise, and the full JSON compared
// byte for byte with tests/golden/<bundle>.json.
//
// To regenerate the golden files after an intended change:
//   AW_UPDATE_GOLDEN=1 ctest --test-dir build -L golden
// then review `git diff tests/golden/` before committing.
#include "engine/attribute/attributor.h"
#include "tests/support/analysis.h"
#include "tests/support/golden.h"
#include "engine/attribute/analysis_json.h"
#include "engine/load/bundle_loader.h"
#include "engine/core/bundle.h"
#include "engine/rules/rule_catalog.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

const std::string kRoot = AW_SOURCE_DIR;

std::string samplePath(const std::string& name) {
    for (const char* dir : {"/resources/samples/", "/tests/data/"})
        if (std::filesystem::exists(kRoot + dir + name)) return kRoot + dir + name;
    return kRoot + "/tests/data/" + name;
}

aw::AnalysisResult analyzePath(const std::string& path, unsigned threads = 2) {
    aw::LoadOptions load;
    load.threads = threads;
    const aw::Bundle bundle = aw::loadBundle(path, load);
    aw::AnalyzeOptions options;
    options.threads = threads;
    return awtest::analyze(bundle, aw::builtinCatalog(), options);
}

std::size_t countClass(const aw::AnalysisResult& r, const std::string& symptomPrefix, aw::EventClass cls) {
    std::size_t n = 0;
    for (const auto& e : r.events)
        if (e.symptom.rfind(symptomPrefix, 0) == 0 && e.cls == cls) ++n;
    return n;
}

void expectNoOtherClass(const aw::AnalysisResult& r, const std::string& symptomPrefix, aw::EventClass cls,
                        const std::string& exceptNode = "") {
    for (const auto& e : r.events) {
        if (e.symptom.rfind(symptomPrefix, 0) == 0 && e.node != exceptNode)
            EXPECT_EQ(e.cls, cls) << e.symptom << " on " << e.node << ": " << e.reason;
    }
}

}  // namespace

TEST(GoldenSamples, Xid79GpuOffBus) {
    const auto r = analyzePath(samplePath("xid79-gpu-off-bus"));
    const auto& v = r.verdict;
    EXPECT_EQ(v.outcome, aw::Outcome::GpuHardware);
    EXPECT_EQ(v.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(v.symptom, "xid_79_gpu_fallen_off_bus");
    EXPECT_EQ(v.culpritGpu, 3);
    EXPECT_EQ(v.culpritRanks, std::vector<int>{51});
    EXPECT_EQ(v.confidence, aw::Confidence::High);
    const aw::Event* root = r.findEvent(v.rootEventId);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ(aw::formatIsoUtc(root->time), "2026-11-30T08:10:03.412Z");
    ASSERT_FALSE(root->evidence.empty());
    EXPECT_EQ(root->evidence[0].file, "nodes/node007/dmesg.log");
    // The other 15 nodes' watchdog timeouts are symptoms of it; the everyday warnings are noise.
    EXPECT_GE(countClass(r, "pytorch_watchdog_timeout", aw::EventClass::Symptom), 15u);
    expectNoOtherClass(r, "pytorch_watchdog_timeout", aw::EventClass::Symptom);
    for (const char* cascade : {"nccl_connection_closed", "nccl_remote_error", "nccl_system_error"})
        expectNoOtherClass(r, cascade, aw::EventClass::Symptom);
    expectNoOtherClass(r, "nccl_net_plugin_missing", aw::EventClass::Noise);
    expectNoOtherClass(r, "torch_typedstorage_deprecation", aw::EventClass::Noise);
    EXPECT_GE(countClass(r, "nccl_net_plugin_missing", aw::EventClass::Noise), 16u);
    awtest::expectGolden("xid79-gpu-off-bus.json", aw::toJson(r));
}

TEST(GoldenSamples, CheckpointPermissionDenied) {
    const auto r = analyzePath(samplePath("checkpoint-permission-denied"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Storage);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu-node-5"});
    EXPECT_EQ(r.verdict.symptom, "storage_permission_denied");
    EXPECT_EQ(r.verdict.culpritRanks, std::vector<int>{37});
    const aw::Event* root = r.findEvent(r.verdict.rootEventId);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ(aw::formatIsoUtc(root->time), "2026-11-30T09:30:01.123Z");
    // The PermissionErrors quoted on the other nodes by CheckpointException are copies.
    for (const auto& e : r.events) {
        if (e.symptom == "storage_permission_denied" && e.node != "gpu-node-5")
            EXPECT_EQ(e.cls, aw::EventClass::Symptom) << e.node << ": " << e.reason;
    }
    expectNoOtherClass(r, "nccl_net_plugin_missing", aw::EventClass::Noise);
    expectNoOtherClass(r, "k8s_monitoring_backoff", aw::EventClass::Noise);
    awtest::expectGolden("checkpoint-permission-denied.json", aw::toJson(r));
}

TEST(GoldenSamples, IbLinkFlap) {
    const auto r = analyzePath(samplePath("ib-link-flap"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"ib-node11"});
    EXPECT_EQ(r.verdict.symptom, "ib_link_down");
    const aw::Event* root = r.findEvent(r.verdict.rootEventId);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ(aw::formatIsoUtc(root->time), "2026-11-30T14:02:11.204Z");
    EXPECT_EQ(root->count, 4u) << "the link went down 4 times";
    // The peers' IB completion errors and everyone's watchdog timeouts are symptoms.
    EXPECT_GE(countClass(r, "nccl_ib_completion_error", aw::EventClass::Symptom), 3u);
    expectNoOtherClass(r, "nccl_ib_completion_error", aw::EventClass::Symptom);
    expectNoOtherClass(r, "pytorch_watchdog_timeout", aw::EventClass::Symptom);
    expectNoOtherClass(r, "cloud_maintenance_notice", aw::EventClass::Symptom);
    awtest::expectGolden("ib-link-flap.json", aw::toJson(r));
}

TEST(GoldenSamples, NcclHangFlightRecorder) {
    const auto r = analyzePath(samplePath("nccl-hang-flight-recorder"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Hang);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node001"});
    EXPECT_EQ(r.verdict.culpritRanks, std::vector<int>{5});
    EXPECT_EQ(r.verdict.symptom, "fr_rank_never_joined");
    // The other ranks' timeouts are symptoms of the rank that never arrived.
    expectNoOtherClass(r, "pytorch_watchdog_timeout", aw::EventClass::Symptom);
    awtest::expectGolden("nccl-hang-flight-recorder.json", aw::toJson(r));
}

TEST(GoldenData, NoFailureBlamesNobody) {
    const auto r = analyzePath(samplePath("no-failure"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Unknown);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.rootEventId, 0u);
    for (const auto& e : r.events) EXPECT_NE(e.cls, aw::EventClass::RootCause) << e.symptom;
    awtest::expectGolden("no-failure.json", aw::toJson(r));
}

TEST(GoldenData, TwoFaultsTheEarliestIsRootTheOtherIsAnIndependentFinding) {
    const auto r = analyzePath(samplePath("two-faults"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node002"});
    EXPECT_EQ(r.verdict.symptom, "xid_48_dbe_ecc");
    const aw::Event* disk = nullptr;
    for (const auto& e : r.events)
        if (e.symptom == "no_space_left" && e.node == "node004") disk = &e;
    ASSERT_NE(disk, nullptr);
    EXPECT_EQ(disk->cls, aw::EventClass::Contributing);
    EXPECT_EQ(disk->classRule, "first_appearance") << "independent: not a consequence of the Xid";
    bool listed = false;
    for (const auto& c : r.verdict.candidates) listed = listed || (c.node == "node004" && c.symptom == "no_space_left");
    EXPECT_TRUE(listed) << "reported as a separate finding";
    awtest::expectGolden("two-faults.json", aw::toJson(r));
}

TEST(GoldenData, ClockSkewDoesNotChangeTheVerdict) {
    const auto r = analyzePath(samplePath("clock-skew"));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(r.verdict.culpritRanks, std::vector<int>{19});
    EXPECT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus");
    awtest::expectGolden("clock-skew.json", aw::toJson(r));
}

TEST(GoldenData, SplitIngestEqualsOnePassOverBothParts) {
    const std::string dir = samplePath("split-ingest");
    const aw::Bundle part1 = aw::loadBundle(dir + "/part1");
    const aw::Bundle part2 = aw::loadBundle(dir + "/part2");

    aw::Attributor first(aw::builtinCatalog());
    first.ingest(part1);
    const auto partial = first.attribute();
    EXPECT_NE(partial.verdict.symptom, "xid_79_gpu_fallen_off_bus") << "part1 has no root symptom";
    first.ingest(part2);
    const auto both = first.attribute();
    EXPECT_EQ(both.verdict.outcome, aw::Outcome::GpuHardware);
    EXPECT_EQ(both.verdict.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(both.verdict.culpritRanks, std::vector<int>{19});

    // Order of the ingests does not matter, nor does attribute() in between.
    aw::Attributor reversed(aw::builtinCatalog());
    reversed.ingest(part2);
    reversed.ingest(part1);
    EXPECT_EQ(aw::toJson(reversed.attribute()), aw::toJson(both));

    // One pass over the folder holding both parts gives the same verdict. (Its events differ
    // in detail: without part1's manifest in the bundle root, dmesg boot times are unknown.)
    const auto whole = analyzePath(dir);
    EXPECT_EQ(whole.verdict.outcome, both.verdict.outcome);
    EXPECT_EQ(whole.verdict.culpritNodes, both.verdict.culpritNodes);
}

TEST(GoldenData, ArchivesGiveTheSameVerdictAsTheFolder) {
    for (const char* archive : {"xid79-small.tar.gz", "xid79-small.zip"}) {
        const auto r = analyzePath(kRoot + "/tests/data/archives/" + archive);
        EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << archive;
        EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"}) << archive;
    }
}

TEST(Determinism, RealBundleGivesIdenticalJsonWithOneOrFourThreads) {
    const std::string one = aw::toJson(analyzePath(samplePath("xid79-gpu-off-bus"), 1));
    const std::string four = aw::toJson(analyzePath(samplePath("xid79-gpu-off-bus"), 4));
    EXPECT_EQ(one, four);
}

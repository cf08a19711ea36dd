// dmesg seconds since boot, with no boot time known, are no date: the verdict never prints
// them as January 1970, and they never decide the order of faults. The lines are the driver
// message pasted in https://github.com/NVIDIA/NVSentinel/issues/155.
#include "engine/core/analysis.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

namespace {

const std::string kFallenOffTheBus = "[ 1843.308145] NVRM: The NVIDIA GPU 0000:b3:00.0\n"
                                     "               NVRM: (PCI ID: 10de:26b5) installed in this system has\n"
                                     "               NVRM: fallen off the bus and is not responding to commands.\n"
                                     "[ 1843.439662] NVRM: The NVIDIA probe routine failed for 1 device(s).\n";

TEST(RelativeTimes, AFaultSecondsAfterAnUnknownBootIsNeverDatedNineteenSeventy) {
    awtest::BundleBuilder b;
    b.node("gpu-a1");
    b.kernel("gpu-a1", kFallenOffTheBus);
    const auto r = awtest::analyze(b.take(), aw::builtinCatalog());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu-a1"}) << r.verdict.summary;
    EXPECT_EQ(r.verdict.summary.find("1970"), std::string::npos) << r.verdict.summary;
    for (const auto& e : r.events) EXPECT_EQ(e.time, aw::kNoTime) << e.title;
}

// Two undated faults on one node are one burst: the most specific stands for them (the Xid
// line is written here in the driver's format).
TEST(RelativeTimes, UndatedFaultsOfOneNodeAreOneBurst) {
    awtest::BundleBuilder b;
    b.node("gpu-a1");
    b.kernel("gpu-a1", kFallenOffTheBus +
                           "[ 1843.500000] NVRM: Xid (PCI:0000:b3:00): 79, pid='<unknown>', name=<unknown>, GPU has "
                           "fallen off the bus.\n");
    const auto r = awtest::analyze(b.take(), aw::builtinCatalog());
    EXPECT_EQ(r.verdict.rule, "single_root_outcome") << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus") << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu-a1"}) << r.verdict.summary;
}

}  // namespace

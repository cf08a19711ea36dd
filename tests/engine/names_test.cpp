#include "engine/core/analysis.h"

#include <gtest/gtest.h>

TEST(Names, FormatsUtcTimesWithMilliseconds) {
    EXPECT_EQ(aw::formatIsoUtc(0), "1970-01-01T00:00:00.000Z");
    EXPECT_EQ(aw::formatIsoUtc(1764662462123456789LL), "2025-12-02T08:01:02.123Z");
    EXPECT_EQ(aw::formatIsoUtc(-1'000'000LL), "1969-12-31T23:59:59.999Z");
    EXPECT_EQ(aw::formatIsoUtc(aw::kNoTime), "");
}

TEST(Names, OutcomeIdsAreTheDocumentedOnes) {
    EXPECT_STREQ(aw::toString(aw::Outcome::GpuHardware), "gpu_hardware");
    EXPECT_STREQ(aw::toString(aw::Outcome::Infrastructure), "infrastructure");
    EXPECT_STREQ(aw::toString(aw::EventClass::RootCause), "root_cause");
    EXPECT_STREQ(aw::toString(aw::EventKind::InterestingNode), "interesting_node");
}

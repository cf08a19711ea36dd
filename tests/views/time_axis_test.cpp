// The time <-> pixel mapping of the timeline: exact round trips, zoom around a point,
// nice tick steps, UTC and relative labels.
#include "views/common/time_axis.h"

#include "engine/text/timestamp.h"

#include <gtest/gtest.h>

namespace {
constexpr aw::TimeNs kMs = 1'000'000;
constexpr aw::TimeNs kSec = 1'000'000'000;
constexpr aw::TimeNs kMin = 60 * kSec;
constexpr aw::TimeNs kHour = 60 * kMin;
const aw::TimeNs kT0 = aw::civilToNs(2026, 12, 2, 8, 0, 0);
}  // namespace

TEST(TimeAxis, MapsTimeToPixelsAndBack) {
    awv::TimeAxis axis;
    axis.setRange(kT0, kT0 + 100 * kSec);
    axis.setPixels(50, 1000);
    EXPECT_DOUBLE_EQ(axis.xForTime(kT0), 50.0);
    EXPECT_DOUBLE_EQ(axis.xForTime(kT0 + 100 * kSec), 1050.0);
    EXPECT_DOUBLE_EQ(axis.xForTime(kT0 + 25 * kSec), 300.0);
    EXPECT_EQ(axis.timeAtX(300.0), kT0 + 25 * kSec);
    EXPECT_EQ(axis.timeAtX(axis.xForTime(kT0 + 12345 * kMs)), kT0 + 12345 * kMs);
    EXPECT_DOUBLE_EQ(axis.nsPerPixel(), 100.0 * kSec / 1000.0);
}

TEST(TimeAxis, ZoomKeepsTheTimeUnderTheCursor) {
    awv::TimeAxis axis;
    axis.setRange(kT0, kT0 + 100 * kSec);
    axis.setPixels(0, 1000);
    const aw::TimeNs under = axis.timeAtX(250);
    axis.zoom(0.5, 250);
    EXPECT_EQ(axis.span(), 50 * kSec);
    EXPECT_NEAR(static_cast<double>(axis.timeAtX(250) - under), 0.0, 1.0);
    axis.zoom(4.0, 250);
    EXPECT_EQ(axis.span(), 200 * kSec);
    EXPECT_NEAR(static_cast<double>(axis.timeAtX(250) - under), 0.0, 1.0);
    axis.pan(100);  // content moves right: 1/10 of the span earlier
    EXPECT_NEAR(static_cast<double>(axis.timeAtX(350) - under), 0.0, 1.0);
    // Zooming in never collapses the range.
    for (int i = 0; i < 200; ++i) axis.zoom(0.1, 500);
    EXPECT_GE(axis.span(), 1000);
}

TEST(TimeAxis, NiceSteps) {
    EXPECT_EQ(awv::TimeAxis::niceStep(3), 5);
    EXPECT_EQ(awv::TimeAxis::niceStep(7 * kMs), 10 * kMs);
    EXPECT_EQ(awv::TimeAxis::niceStep(130 * kMs), 200 * kMs);
    EXPECT_EQ(awv::TimeAxis::niceStep(600 * kMs), kSec);
    EXPECT_EQ(awv::TimeAxis::niceStep(11 * kSec), 15 * kSec);
    EXPECT_EQ(awv::TimeAxis::niceStep(31 * kSec), kMin);
    EXPECT_EQ(awv::TimeAxis::niceStep(7 * kMin), 10 * kMin);
    EXPECT_EQ(awv::TimeAxis::niceStep(4 * kHour), 6 * kHour);
    EXPECT_EQ(awv::TimeAxis::niceStep(30 * kHour), 48 * kHour);
}

TEST(TimeAxis, UtcTicksAreAlignedAndSpaced) {
    awv::TimeAxis axis;
    axis.setRange(kT0 + 7 * kSec, kT0 + 20 * kMin);  // 08:00:07 .. 08:20:00
    axis.setPixels(0, 1200);
    const auto ticks = axis.utcTicks(100);
    ASSERT_GE(ticks.size(), 2u);
    const aw::TimeNs step = ticks[1].time - ticks[0].time;
    EXPECT_EQ(step, 2 * kMin);  // 1200 px / 20 min -> 100 px = 1.67 min -> 2 min
    for (const auto& tick : ticks) {
        EXPECT_EQ(tick.time % step, 0) << "aligned to UTC multiples";
        EXPECT_GE(tick.time, axis.from());
        EXPECT_LE(tick.time, axis.to());
    }
    EXPECT_EQ(ticks.front().label, QStringLiteral("08:02:00"));
    EXPECT_GE(ticks[1].x - ticks[0].x, 100.0);
}

TEST(TimeAxis, Labels) {
    EXPECT_EQ(awv::TimeAxis::utcLabel(kT0 + 62 * kSec + 250 * kMs, kSec), QStringLiteral("08:01:02"));
    EXPECT_EQ(awv::TimeAxis::utcLabel(kT0 + 62 * kSec + 250 * kMs, 50 * kMs), QStringLiteral("08:01:02.250"));
    EXPECT_EQ(awv::TimeAxis::utcLabel(kT0, 6 * kHour), QStringLiteral("12-02 08:00"));
    EXPECT_EQ(awv::TimeAxis::utcLabel(kT0, 24 * kHour), QStringLiteral("2026-12-02"));
    const aw::TimeNs fault = kT0 + 60 * kSec;
    EXPECT_EQ(awv::TimeAxis::relativeLabel(fault + 10 * kMin + 2 * kSec, fault, kSec), QStringLiteral("+10:02"));
    EXPECT_EQ(awv::TimeAxis::relativeLabel(fault - 5 * kSec, fault, kSec), QStringLiteral("-0:05"));
    EXPECT_EQ(awv::TimeAxis::relativeLabel(fault + kHour + 2 * kMin + 3 * kSec, fault, kSec),
              QStringLiteral("+1:02:03"));
    EXPECT_EQ(awv::TimeAxis::relativeLabel(fault + 250 * kMs, fault, 50 * kMs), QStringLiteral("+0:00.250"));
    EXPECT_EQ(awv::TimeAxis::relativeLabel(fault, fault, kSec), QStringLiteral("+0:00"));
}

TEST(TimeAxis, RelativeTicksCountFromTheOrigin) {
    awv::TimeAxis axis;
    const aw::TimeNs fault = kT0 + 7 * kSec;  // not on a UTC multiple
    axis.setRange(kT0, kT0 + 10 * kMin);
    axis.setPixels(0, 1000);
    const auto ticks = axis.relativeTicks(fault, 80);
    ASSERT_FALSE(ticks.empty());
    bool sawZero = false;
    for (const auto& tick : ticks) {
        const aw::TimeNs step = awv::TimeAxis::niceStep(static_cast<aw::TimeNs>(axis.nsPerPixel() * 80));
        EXPECT_EQ((tick.time - fault) % step, 0);
        if (tick.time == fault) {
            sawZero = true;
            EXPECT_EQ(tick.label, QStringLiteral("+0:00"));
        }
    }
    EXPECT_TRUE(sawZero);
}

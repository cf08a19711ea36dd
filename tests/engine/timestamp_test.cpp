// Every timestamp format of a training bundle, with its catch (zones, no year, rollover,
// boot-relative dmesg, prefixes before the time).
#include "engine/text/timestamp.h"

#include "tests/support/time_limit.h"
#include <gtest/gtest.h>

#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace aw;

namespace {

TimeNs utc(int y, unsigned mo, unsigned d, unsigned h, unsigned mi, unsigned s, std::int64_t ns = 0) {
    return civilToNs(y, mo, d, h, mi, s, ns);
}

TimeContext windowNov2026() {
    TimeContext ctx;
    ctx.windowStart = utc(2026, 11, 30, 8, 0, 0);
    ctx.windowEnd = utc(2026, 11, 30, 8, 42, 10);
    return ctx;
}

ParsedTime mustParse(std::string_view line, const TimeContext& ctx = windowNov2026()) {
    auto pt = parseLineTimestamp(line, ctx);
    EXPECT_TRUE(pt.has_value()) << line;
    return pt.value_or(ParsedTime{});
}

}  // namespace

TEST(Timestamp, CivilConversionMatchesKnownEpochs) {
    EXPECT_EQ(utc(1970, 1, 1, 0, 0, 0), 0);
    EXPECT_EQ(utc(2026, 11, 30, 8, 0, 0), 1796025600LL * 1'000'000'000);
    EXPECT_EQ(yearOf(utc(2026, 12, 31, 23, 59, 59)), 2026);
    EXPECT_EQ(yearOf(utc(2027, 1, 1, 0, 0, 0)), 2027);
    EXPECT_EQ(yearOf(utc(1969, 12, 31, 23, 59, 59)), 1969);
}

TEST(Timestamp, IsoWithOffsetIsNormalisedToUtc) {
    auto pt = mustParse("2026-11-30T08:01:02.123456+02:00 something happened");
    EXPECT_EQ(pt.time, utc(2026, 11, 30, 6, 1, 2, 123456000));
    EXPECT_EQ(pt.quality, TimeQuality::Exact);
    EXPECT_EQ(pt.length, std::string("2026-11-30T08:01:02.123456+02:00").size());

    auto z = mustParse("2026-11-30T08:01:02Z x");
    EXPECT_EQ(z.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(z.quality, TimeQuality::Exact);

    // journalctl -o short-iso
    auto j = mustParse("2026-11-30T08:01:02+0000 node003 kernel: NVRM: Xid");
    EXPECT_EQ(j.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(j.quality, TimeQuality::Exact);

    auto neg = mustParse("2026-11-30T03:01:02-05:00 x");
    EXPECT_EQ(neg.time, utc(2026, 11, 30, 8, 1, 2));
}

TEST(Timestamp, FractionsKeepNineDigitsAndSkipTheRest) {
    const struct {
        std::string_view stamp;
        std::int64_t ns;
    } cases[] = {
        {"2026-11-30T08:01:02.5Z", 500'000'000},         {"2026-11-30T08:01:02,07Z", 70'000'000},
        {"2026-11-30T08:01:02.123456789Z", 123'456'789}, {"2026-11-30T08:01:02.123456789987Z", 123'456'789},
        {"2026-11-30T08:01:02.000000001Z", 1},           {"2026-11-30T08:01:02.9999999999", 999'999'999},
    };
    for (const auto& c : cases) {
        for (std::string_view tail : {"", " x"}) {
            const std::string line = std::string(c.stamp) + std::string(tail);
            const ParsedTime pt = mustParse(line);
            EXPECT_EQ(pt.time, utc(2026, 11, 30, 8, 1, 2, c.ns)) << line;
            EXPECT_EQ(pt.length, c.stamp.size()) << line;
        }
    }
    // glog's nine digits, and a cut line.
    EXPECT_EQ(mustParse("I1130 08:01:02.195820110 ProcessGroupNCCL.cpp:2210]").time,
              utc(2026, 11, 30, 8, 1, 2, 195820110));
    EXPECT_EQ(mustParse("I1130 08:01:02.19").time, utc(2026, 11, 30, 8, 1, 2, 190000000));
}

TEST(Timestamp, ZonelessTimesAreAssumedUtcUnlessTheManifestGivesAZone) {
    auto py = mustParse("2026-11-30 08:01:02,123 - INFO - step 100");
    EXPECT_EQ(py.time, utc(2026, 11, 30, 8, 1, 2, 123000000));
    EXPECT_EQ(py.quality, TimeQuality::AssumedUtc);

    auto nccl = mustParse("[2026-11-30 08:11:03] node003:1234:1240 [5] NCCL WARN NET/IB : Got async event");
    EXPECT_EQ(nccl.time, utc(2026, 11, 30, 8, 11, 3));
    EXPECT_EQ(nccl.quality, TimeQuality::AssumedUtc);
    EXPECT_EQ(nccl.length, std::string("[2026-11-30 08:11:03]").size());

    auto slurmd = mustParse("[2026-11-30T08:01:02.789] error: something");
    EXPECT_EQ(slurmd.time, utc(2026, 11, 30, 8, 1, 2, 789000000));

    TimeContext plus2 = windowNov2026();
    plus2.tzKnown = true;
    plus2.tzOffsetSeconds = 2 * 3600;
    auto local = mustParse("2026-11-30 10:01:02,000 INFO x", plus2);
    EXPECT_EQ(local.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(local.quality, TimeQuality::Exact);
    // An explicit zone in the line wins over the manifest zone.
    auto explicitZone = mustParse("2026-11-30T08:01:02Z x", plus2);
    EXPECT_EQ(explicitZone.time, utc(2026, 11, 30, 8, 1, 2));
}

TEST(Timestamp, SyslogTakesTheYearFromTheWindow) {
    auto pt = mustParse("Nov 30 08:01:02 node003 kernel: NVRM: Xid (PCI:0000:3b:00): 79");
    EXPECT_EQ(pt.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(pt.quality, TimeQuality::InferredYear);
    auto padded = mustParse("Dec  3 08:01:02 host x: y");
    EXPECT_EQ(padded.time, utc(2026, 12, 3, 8, 1, 2));
}

TEST(Timestamp, YearlessFormatsRollOverAtNewYear) {
    TimeContext ctx;
    ctx.windowStart = utc(2026, 12, 31, 23, 50, 0);
    ctx.windowEnd = utc(2027, 1, 1, 0, 30, 0);
    EXPECT_EQ(mustParse("Dec 31 23:55:00 n1 kernel: a", ctx).time, utc(2026, 12, 31, 23, 55, 0));
    EXPECT_EQ(mustParse("Jan  1 00:05:00 n1 kernel: b", ctx).time, utc(2027, 1, 1, 0, 5, 0));
    EXPECT_EQ(mustParse("E0101 00:06:00.5 x.cpp:1] c", ctx).time, utc(2027, 1, 1, 0, 6, 0, 500000000));
    EXPECT_EQ(mustParse("I1231 23:59:59.000001 1 f.go:1] d", ctx).time, utc(2026, 12, 31, 23, 59, 59, 1000));

    // Only the file mtime (early January) is known: December lines belong to last year.
    TimeContext mtime;
    mtime.windowStart = mtime.windowEnd = utc(2027, 1, 2, 10, 0, 0);
    EXPECT_EQ(mustParse("Dec 30 12:00:00 n1 kernel: a", mtime).time, utc(2026, 12, 30, 12, 0, 0));

    TimeContext yearOnly;
    yearOnly.year = 2025;
    EXPECT_EQ(mustParse("Mar  4 01:02:03 n1 k: a", yearOnly).time, utc(2025, 3, 4, 1, 2, 3));
}

TEST(Timestamp, GlogAndC10dLinesAfterARankPrefix) {
    auto pt =
        mustParse("[rank0]:[E1130 08:11:02.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective "
                  "operation timeout");
    EXPECT_EQ(pt.time, utc(2026, 11, 30, 8, 11, 2, 408271257));
    EXPECT_EQ(pt.quality, TimeQuality::InferredYear);
    EXPECT_EQ(pt.offset, std::string("[rank0]:").size());

    // PyTorch's month without its leading zero, as pasted in
    // https://github.com/XPixelGroup/BasicSR/issues/737 and
    // https://github.com/hiyouga/LlamaFactory/issues/7396 (lines verbatim).
    auto june = mustParse(
        "[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation "
        "timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) "
        "ran for 600020 milliseconds before timing out.");
    EXPECT_EQ(june.time, utc(2026, 6, 26, 6, 24, 44, 903881913));
    EXPECT_EQ(june.quality, TimeQuality::InferredYear);
    auto march = mustParse(
        "[rank0]:[E321 02:07:08.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation "
        "timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=466119168, NumelOut=466119168, "
        "Timeout(ms)=600000) ran for 600060 milliseconds before timing out.",
        [] {
            TimeContext march2026;  // the year comes from the workload's window
            march2026.windowStart = march2026.windowEnd = utc(2026, 3, 21, 2, 0, 0);
            return march2026;
        }());
    EXPECT_EQ(march.time, utc(2026, 3, 21, 2, 7, 8, 408271257));
    // glog's own zero-padded form still reads; three digits that are no date do not.
    EXPECT_EQ(mustParse("E0909 10:00:00.000001 x").time, utc(2026, 9, 9, 10, 0, 0, 1000));
    EXPECT_FALSE(parseLineTimestamp("E135 10:00:00.1 x", windowNov2026()).has_value());
    // In brackets, a severity letter and a digit are glog's or nothing (no other bracketed
    // form starts so), blanks before it or not.
    EXPECT_EQ(mustParse("[ W1130 08:00:40.5 a.cpp:1] x").time, utc(2026, 11, 30, 8, 0, 40, 500000000));
    EXPECT_FALSE(parseLineTimestamp("[E1 reason] x", windowNov2026()).has_value());
    EXPECT_FALSE(parseLineTimestamp("[I1130 8:00:40] x", windowNov2026()).has_value());

    auto klog = mustParse("I1130 08:01:02.123456    1234 kubelet.go:123] Pod started");
    EXPECT_EQ(klog.time, utc(2026, 11, 30, 8, 1, 2, 123456000));
    EXPECT_EQ(klog.quality, TimeQuality::InferredYear);

    auto torchrun = mustParse("[default3]:2026-11-30 08:01:02,500 INFO step");
    EXPECT_EQ(torchrun.time, utc(2026, 11, 30, 8, 1, 2, 500000000));
    auto label = mustParse("3: 2026-11-30 08:01:02,500 INFO step");
    EXPECT_EQ(label.time, utc(2026, 11, 30, 8, 1, 2, 500000000));
    EXPECT_EQ(label.offset, 3u);
}

TEST(Timestamp, DmesgIsBootRelativeUntilTheBootTimeIsKnown) {
    auto rel = mustParse("[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.");
    EXPECT_EQ(rel.quality, TimeQuality::BootRelative);
    EXPECT_EQ(rel.time, 1234LL * 1'000'000'000 + 567890000);
    EXPECT_EQ(rel.length, std::string("[ 1234.567890]").size());

    TimeContext ctx = windowNov2026();
    ctx.bootTime = utc(2026, 11, 20, 3, 14, 0);
    auto abs = mustParse("[864000.000001] x", ctx);
    EXPECT_EQ(abs.quality, TimeQuality::Exact);
    EXPECT_EQ(abs.time, utc(2026, 11, 30, 3, 14, 0, 1000));

    auto t = mustParse("[Mon Nov 30 08:01:02 2026] NVRM: Xid");
    EXPECT_EQ(t.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(t.quality, TimeQuality::AssumedUtc);
}

TEST(Timestamp, EpochSecondsAndMilliseconds) {
    auto s = mustParse("1796025662 job started");
    EXPECT_EQ(s.time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(s.quality, TimeQuality::Exact);
    auto frac = mustParse("1796025662.25 x");
    EXPECT_EQ(frac.time, utc(2026, 11, 30, 8, 1, 2, 250000000));
    auto ms = mustParse("1796025662123 x");
    EXPECT_EQ(ms.time, utc(2026, 11, 30, 8, 1, 2, 123000000));
    EXPECT_FALSE(parseLineTimestamp("12345 items", windowNov2026()));
    EXPECT_FALSE(parseLineTimestamp("1796025662abc", windowNov2026()));
}

// nccl-tests' result rows (tests/data/real/src5z-none-nccl-tests-a3mega-2node-allreduce-success)
// start with a right-aligned size: read as a bare epoch, 1073741824 was 2004-01-10 and
// 4294967296 a clock "in the future".
TEST(Timestamp, AnIndentedNumberIsABareEpochOnlyWithAFraction) {
    EXPECT_FALSE(parseLineTimestamp("  1073741824     268435456     float     sum      -1   4466.6  240.39  450.74",
                                    windowNov2026()));
    EXPECT_FALSE(parseLineTimestamp("\t1796025662 x", windowNov2026()));
    auto frac = mustParse("  1796025662.25 x");
    EXPECT_EQ(frac.time, utc(2026, 11, 30, 8, 1, 2, 250000000));
    EXPECT_EQ(mustParse("1073741824 x").time, utc(2004, 1, 10, 13, 37, 4)) << "unindented: still an epoch";
}

TEST(Timestamp, LinesWithoutATimeAreNotMisread) {
    const TimeContext ctx = windowNov2026();
    for (std::string_view line : {"node003:1234:1240 [5] NCCL INFO Channel 00/0 : 0[5] -> 1[5] via P2P",
                                  "Traceback (most recent call last):", "  File \"train.py\", line 10", "", "   ",
                                  "[rank3]: RuntimeError: CUDA error", "Error: foo", "[INFO] hello", "Nov",
                                  "2026-13-45 08:01:02 bad date", "[   12.5"}) {
        EXPECT_FALSE(parseLineTimestamp(line, ctx)) << line;
    }
}

TEST(Timestamp, TimeStringsAndZones) {
    EXPECT_EQ(parseTimeString("2026-11-30T08:05:00Z")->time, utc(2026, 11, 30, 8, 5, 0));
    EXPECT_EQ(parseTimeString("1796025662123456789")->time, utc(2026, 11, 30, 8, 1, 2, 123456789));
    EXPECT_EQ(parseTimeString("1796025662")->time, utc(2026, 11, 30, 8, 1, 2));
    EXPECT_EQ(parseTimeString("2026-11-30")->time, utc(2026, 11, 30, 0, 0, 0));
    EXPECT_FALSE(parseTimeString("soon"));
    EXPECT_EQ(epochNumberToNs(1796025662.5), utc(2026, 11, 30, 8, 1, 2, 500000000));
    EXPECT_EQ(parseZoneOffset("+02:00"), 7200);
    EXPECT_EQ(parseZoneOffset("-0530"), -(5 * 3600 + 30 * 60));
    EXPECT_EQ(parseZoneOffset("Z"), 0);
    EXPECT_FALSE(parseZoneOffset("Europe/Berlin"));
}

// The parser remembers the last ISO minute and year-less date it read on a thread. What a
// line gives may not depend on the line read before it: each line, read right after every
// other one, gives what it gives on a thread of its own.
TEST(Timestamp, ALineReadsTheSameWhateverWasReadBefore) {
    const std::vector<std::string> lines = {
        "2026-11-30 08:01:02,123 INFO a",
        "2026-11-30 08:01:59.5Z b",
        "2026-11-30 08:01",
        "2026-11-30 08:01:61 seconds out of range",
        "2026-11-30 08:01:0 one digit",
        "2026-11-30T08:01:02+02:00 zoned",
        "[rank3]:2026-11-30 08:02:00,000 next minute",
        "2027-11-30 08:01:02 another year",
        "[I1130 08:01:02.408271257 ProcessGroupNCCL.cpp:2210] glog",
        "E1130 23:59:59.999 late",
        "[W1201 00:00:01.000 a.cpp:1] the next day, after the window",
        "Nov 30 08:01:02 node003 kernel: syslog",
        "Dec 31 23:59:59 node003 kernel: rollover",
        "Jan  1 00:00:01 node003 kernel: rollover",
        // glog lines of one minute, and the year-less minute a context may place in two years.
        "I1130 08:01:00.000 first second",
        "I1130  08:01:59.999999 two blanks, last second",
        "I1130 08:01:60.5 leap second",
        "W601 00:00:10 before the half year",
        "W601 00:00:50 after the half year",
    };
    TimeContext other = windowNov2026();
    other.windowStart = utc(2026, 12, 31, 23, 0, 0);
    other.windowEnd = utc(2027, 1, 1, 1, 0, 0);
    TimeContext later = windowNov2026();
    later.windowStart = utc(2030, 11, 30, 8, 0, 0);
    later.windowEnd = utc(2030, 11, 30, 9, 0, 0);
    TimeContext midMinute = windowNov2026();  // the window ends inside the minute of the glog lines
    midMinute.windowEnd = utc(2026, 11, 30, 8, 1, 30);
    TimeContext halfYear;  // June 1st 00:00:30 is as far from it in 2026 as in 2027
    halfYear.windowStart = halfYear.windowEnd = (utc(2026, 6, 1, 0, 0, 30) + utc(2027, 6, 1, 0, 0, 30)) / 2;
    TimeContext zoned = windowNov2026();
    zoned.tzKnown = true;
    zoned.tzOffsetSeconds = 3600;
    const std::vector<TimeContext> contexts = {windowNov2026(), other, later, midMinute, halfYear, zoned};
    auto key = [](const std::optional<ParsedTime>& pt) {
        return pt ? std::to_string(pt->time) + "/" + std::to_string(static_cast<int>(pt->quality)) + "/" +
                        std::to_string(pt->offset) + "/" + std::to_string(pt->length)
                  : std::string("none");
    };
    for (const TimeContext& ctx : contexts) {
        std::vector<std::string> alone(lines.size());
        for (std::size_t i = 0; i < lines.size(); ++i)
            std::thread([&] { alone[i] = key(parseLineTimestamp(lines[i], ctx)); }).join();
        for (const TimeContext& before : contexts)
            for (const std::string& first : lines)
                for (std::size_t i = 0; i < lines.size(); ++i) {
                    parseLineTimestamp(first, before);
                    EXPECT_EQ(key(parseLineTimestamp(lines[i], ctx)), alone[i]) << first << " then " << lines[i];
                }
    }
    EXPECT_EQ(mustParse("2026-11-30 08:01:02,123 INFO a").time, utc(2026, 11, 30, 8, 1, 2, 123000000));
    EXPECT_EQ(mustParse("Jan  1 00:00:01 x", other).time, utc(2027, 1, 1, 0, 0, 1));
    EXPECT_EQ(mustParse("Dec 31 23:59:59 x", other).time, utc(2026, 12, 31, 23, 59, 59));
    EXPECT_EQ(mustParse("Nov 30 08:01:02 x", later).time, utc(2030, 11, 30, 8, 1, 2));
    EXPECT_EQ(mustParse("W601 00:00:10 x", halfYear).time, utc(2027, 6, 1, 0, 0, 10));
    EXPECT_EQ(mustParse("W601 00:00:50 x", halfYear).time, utc(2026, 6, 1, 0, 0, 50));
    EXPECT_EQ(mustParse("I1130 08:01:60.5 x").time, utc(2026, 11, 30, 8, 2, 0, 500000000));
}

TEST(Timestamp, IsFastEnoughForEveryLine) {
    const TimeContext ctx = windowNov2026();
    const std::string line = "[rank0]:[E1130 08:11:02.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog";
    auto start = std::chrono::steady_clock::now();
    TimeNs sum = 0;
    for (int i = 0; i < 200000; ++i) sum += parseLineTimestamp(line, ctx)->time & 1;
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    EXPECT_GE(sum, 0);
    EXPECT_LT(static_cast<double>(ms), awtest::timeLimit(3.0) * 1000) << "200k glog lines took " << ms << " ms";
}

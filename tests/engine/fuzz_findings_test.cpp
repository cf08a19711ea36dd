// What the fuzzers found (docs/robustness.md), each as a plain assertion: times that do
// not fit int64 nanoseconds are refused instead of overflowing (undefined behaviour that
// UBSan reported), and the readers carry on with the rest of the record.
#include "engine/text/timestamp.h"
#include "engine/load/json/journal_json_reader.h"

#include <gtest/gtest.h>

using namespace aw;

TEST(FuzzFindings, YearsBeyondInt64NanosecondsAreNoTime) {
    EXPECT_FALSE(parseTimeString("4052-11-18T22:41:12Z"));  // fuzz_manifest, boot_time
    EXPECT_FALSE(parseTimeString("9999-12-31"));
    EXPECT_FALSE(parseTimeString("1600-01-01T00:00:00Z"));
    ASSERT_TRUE(parseTimeString("2261-12-31T23:59:59Z"));
    ASSERT_TRUE(parseTimeString("1678-01-01T00:00:00Z"));
    TimeContext ctx;
    EXPECT_FALSE(parseLineTimestamp("3000-01-01 00:00:00,000 a line", ctx));
    EXPECT_FALSE(parseLineTimestamp("[Mon Nov 30 08:01:02 9999] NVRM", ctx));
}

TEST(FuzzFindings, EpochDigitsThatOverflowAreNoTime) {
    TimeContext ctx;
    EXPECT_FALSE(parseLineTimestamp("1796025600122560012345 epoch", ctx));  // fuzz_timestamp
    EXPECT_FALSE(parseLineTimestamp("9999999999999999999 ns past int64", ctx));
    EXPECT_FALSE(parseLineTimestamp("9999999999 s past 2262", ctx));
    EXPECT_FALSE(parseLineTimestamp("9999999999999 ms past 2262", ctx));
    auto ok = parseLineTimestamp("1796025600123456789 ns", ctx);
    ASSERT_TRUE(ok);
    EXPECT_EQ(ok->time, 1796025600123456789);
    EXPECT_FALSE(parseTimeString("99999999999999999999999"));
    EXPECT_FALSE(parseTimeString("123456789012345678901234567890.5"));
    EXPECT_EQ(epochNumberToNs(1e30), kNoTime);
    EXPECT_EQ(epochNumberToNs(-1e30), kNoTime);
    EXPECT_EQ(epochNumberToNs(1796025600.5), 1796025600500000000);
}

TEST(FuzzFindings, DmesgSecondsAndLateBootTimesStayInRange) {
    TimeContext ctx;
    ctx.bootTime = civilToNs(2261, 12, 1, 0, 0, 0);
    auto late = parseLineTimestamp("[99999999.000000] kernel: uptime of three years", ctx);
    ASSERT_TRUE(late);
    EXPECT_EQ(late->quality, TimeQuality::BootRelative);  // boot + uptime would leave int64
    EXPECT_FALSE(parseLineTimestamp("[999999999999.5] kernel: 12 digits of seconds", TimeContext{}));
}

TEST(FuzzFindings, JournalMessageBytesBeyondInt64AreSkipped) {
    // fuzz_loki_journal: a MESSAGE byte array holding 8E77 (UBSan: outside the range of long).
    const std::string text = R"({"_HOSTNAME":"node001","MESSAGE":[78,8E77,79,-1e300,75]})"
                             "\n";
    ReaderOutput out = readJournalJson({"journal.json", text, {}});
    ASSERT_EQ(out.records.size(), 1u);
    const std::string message(out.records[0].text);
    EXPECT_NE(message.find("NOK"), std::string::npos) << message;
}

TEST(FuzzFindings, JournalMicrosecondsThatOverflowLeaveTheRecordUntimed) {
    const std::string text = R"({"__REALTIME_TIMESTAMP":"17996025662123456","_HOSTNAME":"node001","MESSAGE":"x"})"
                             "\n";  // fuzz_loki_journal
    ReaderOutput out = readJournalJson({"journal.json", text, {}});
    ASSERT_EQ(out.records.size(), 1u);
    EXPECT_EQ(out.records[0].time, kNoTime);
    EXPECT_EQ(out.records[0].timeQuality, TimeQuality::None);
}

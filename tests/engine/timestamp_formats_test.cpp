// The timestamp table (engine/text/timestamp_formats.h): every format's good examples read
// as written, through that format, and none of its bad ones; and the check itself fails on
// a table that is wrong.
#include "engine/text/timestamp_formats.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace aw;

namespace {

const TimestampFormat& formatNamed(std::string_view name) {
    const auto* f = std::find_if(std::begin(kLineTimestampFormats), std::end(kLineTimestampFormats),
                                 [&](const TimestampFormat& format) { return format.name == name; });
    EXPECT_NE(f, std::end(kLineTimestampFormats)) << name;
    return *f;
}

// The name of the format that reads `line`, "" if none does.
std::string_view readBy(std::string_view line) {
    const std::optional<std::size_t> format = lineTimestampFormat(line, timestampExampleContext());
    return format ? kLineTimestampFormats[*format].name : "";
}

bool mentions(const std::vector<std::string>& problems, std::string_view what) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(what) != std::string::npos; });
}

}  // namespace

TEST(TimestampFormats, EveryGoodExampleReadsAsWrittenAndNoBadOne) {
    const std::vector<std::string> problems = timestampFormatProblems(kLineTimestampFormats);
    for (const std::string& p : problems) ADD_FAILURE() << p;
    std::size_t good = 0, bad = 0;
    for (const TimestampFormat& format : kLineTimestampFormats) {
        for (const TimestampExample& example : format.good) good += !example.line.empty();
        for (const std::string_view line : format.bad) bad += !line.empty();
    }
    EXPECT_EQ(std::size(kLineTimestampFormats), 13u);
    EXPECT_GE(good, 30u);
    EXPECT_GE(bad, 50u);
}

TEST(TimestampFormats, EachOpeningTriesItsFormatsInTheTablesOrder) {
    // "[ 12.5]" is dmesg's, tried before the bracketed epoch; "1796025662" an epoch, since no
    // ISO or Spark stamp reads it; a bracketed severity and digit is glog's or none.
    EXPECT_EQ(readBy("[ 12.5] x"), "dmesg, seconds since boot");
    EXPECT_EQ(readBy("1796025662 x"), "epoch");
    EXPECT_EQ(readBy("[2026-11-30 08:11:03] x"), "ISO 8601 in brackets (NCCL, slurmd, Talos, Ray)");
    EXPECT_EQ(readBy("[I1130 8:00:40] 1796025662"), "");
    EXPECT_EQ(readBy("Traceback (most recent call last):"), "");
    EXPECT_EQ(readBy(""), "");
}

// The check is no formality: each kind of wrong example is reported, naming it.
TEST(TimestampFormats, TheCheckReportsEveryWrongExample) {
    TimestampFormat wrongTime = formatNamed("ISO 8601");
    wrongTime.good[0].utc = "2026-11-30T08:01:02.123456Z";  // the zone left out
    wrongTime.good[1].quality = TimeQuality::Exact;
    wrongTime.good[2].stamp = "2026-11-30T08:01:02";
    TimestampFormat readsBad = formatNamed("syslog (RFC 3164)");
    readsBad.bad[0] = "Nov 30 08:01:02 host x";
    TimestampFormat readByAnother = formatNamed("epoch in brackets");
    readByAnother.name = "epoch in brackets, again";
    readByAnother.good[0] = {"[ 1234.567890] x", "[ 1234.567890]", "2026-11-20T03:34:34.56789Z", TimeQuality::Exact};
    readByAnother.good[1] = {"no time here", "", "", TimeQuality::None};
    TimestampFormat empty{.name = "ISO 8601", .read = stamps::readIso};
    const TimestampFormat table[] = {wrongTime, readsBad, readByAnother, empty};

    const std::vector<std::string> problems = timestampFormatProblems(table);
    EXPECT_TRUE(mentions(problems, "ISO 8601: \"2026-11-30T08:01:02.123456+02:00 something happened\": reads as time "
                                   "2026-11-30T06:01:02.123456Z"));
    EXPECT_TRUE(mentions(problems, "reads as quality assumed_utc"));
    EXPECT_TRUE(mentions(problems, "reads as stamp \"2026-11-30T08:01:02+0000\""));
    EXPECT_TRUE(mentions(problems, "syslog (RFC 3164): \"Nov 30 08:01:02 host x\": reads a time"));
    EXPECT_TRUE(mentions(problems, "\"[ 1234.567890] x\": read by \"dmesg, seconds since boot\""));
    EXPECT_TRUE(mentions(problems, "\"no time here\": reads no time"));
    EXPECT_TRUE(mentions(problems, "ISO 8601: \"\": a second format of this name"));
    EXPECT_TRUE(mentions(problems, "ISO 8601: \"\": no line it reads"));
    EXPECT_TRUE(mentions(problems, "ISO 8601: \"\": no line it must not read"));
    EXPECT_EQ(problems.size(), 9u);
}

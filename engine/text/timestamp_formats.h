// The timestamp formats of log lines, as data: each with the first byte it can start with,
// its reader (stamps/*.h, hand-written, allocation-free), and lines it reads (with the time
// it gives) and lines it must not read. parseLineTimestamp (timestamp.cpp) tries the formats
// of a line's first byte in the table's order; the test suite reads every example
// (timestampFormatProblems). A new format is an entry here, its reader, and its examples.
#pragma once

#include "engine/text/stamps/bgl.h"
#include "engine/text/stamps/dmesg.h"
#include "engine/text/stamps/epoch.h"
#include "engine/text/stamps/glog.h"
#include "engine/text/stamps/iso.h"
#include "engine/text/stamps/spark_log4j.h"
#include "engine/text/stamps/syslog.h"
#include "engine/text/timestamp.h"

#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// The first byte of a line after its prefix and blanks, which picks the formats tried.
enum class StampOpening { Bracket, Digit, Other };

// A line a format reads, in timestampExampleContext(): the bytes the stamp spans, the time
// (ISO 8601 UTC, the fraction to the nanosecond without trailing zeros) and its quality.
struct TimestampExample {
    std::string_view line;
    std::string_view stamp;
    std::string_view utc;
    TimeQuality quality = TimeQuality::None;
};

struct TimestampFormat {
    static constexpr int kMaxExamples = 6;
    std::string_view name;
    StampOpening opening = StampOpening::Other;
    // Reads the stamp at `at` (the line's first byte after its prefix and blanks) and moves
    // `at` to its end; false, `at` unchanged, when the line has no such stamp there.
    bool (*read)(const stamps::StampLine& line, std::size_t& at, ParsedTime& pt) = nullptr;
    TimestampExample good[kMaxExamples] = {};  // the first with an empty line ends the list
    std::string_view bad[kMaxExamples] = {};   // lines `read` must not read
};

// In the order they are tried. The examples are read in timestampExampleContext(): a window
// of 2026-11-30 08:00:00 to 08:42:10 UTC (the year of a year-less date) and a boot time of
// 2026-11-20 03:14:00 UTC (dmesg's seconds).
// (A constant of each file that includes it, as the readers it points to are.)
constexpr TimestampFormat kLineTimestampFormats[] = {
    {.name = "glog in brackets (PyTorch's c10)",
     .opening = StampOpening::Bracket,
     .read = stamps::readBracketedGlog,
     .good =
         {{"[I1130 08:06:22.433109407 ProcessGroupNCCL.cpp:2210] [PG 0 Rank 3] ProcessGroupNCCL initialization",
           "[I1130 08:06:22.433109407", "2026-11-30T08:06:22.433109407Z", TimeQuality::InferredYear},
          // PyTorch's month without its leading zero (XPixelGroup/BasicSR#737).
          {"[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout",
           "[E626 06:24:44.903881913", "2026-06-26T06:24:44.903881913Z", TimeQuality::InferredYear},
          {"[ W1130 08:00:40.5 a.cpp:1] x", "[ W1130 08:00:40.5", "2026-11-30T08:00:40.5Z", TimeQuality::InferredYear}},
     .bad = {"[I1130 8:00:40] x", "[E1 reason] x", "[E135 10:00:00.1 x.cpp:1] no date", "[INFO] hello",
             "[I1130 08:00:61 a.cpp:1] x"}},
    {.name = "dmesg, seconds since boot",
     .opening = StampOpening::Bracket,
     .read = stamps::readDmesg,
     .good = {{"[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.", "[ 1234.567890]",
               "2026-11-20T03:34:34.56789Z", TimeQuality::Exact},
              {"[864000.000001] x", "[864000.000001]", "2026-11-30T03:14:00.000001Z", TimeQuality::Exact}},
     .bad = {"[   12.5", "[ 1234] x", "[1234567890.5] ten digits", "[  +0.000316] a delta", "[12.] x"}},
    {.name = "ISO 8601 in brackets (NCCL, slurmd, Talos, Ray)",
     .opening = StampOpening::Bracket,
     .read = stamps::readBracketedIso,
     .good =
         {{"[2026-11-30 08:11:03] node003:1234:1240 [5] NCCL WARN NET/IB : Got async event", "[2026-11-30 08:11:03]",
           "2026-11-30T08:11:03Z", TimeQuality::AssumedUtc},
          {"[2026-11-30T08:01:02.789] error: something", "[2026-11-30T08:01:02.789]", "2026-11-30T08:01:02.789Z",
           TimeQuality::AssumedUtc},
          // siderolabs/talos#6206: the time after Talos' own prefix.
          {"10.0.20.203: kern: warning: [2022-09-02T19:03:17.235131838Z]: NVRM: GPU 0000:01:00.0: RmInitAdapter failed!",
           "[2022-09-02T19:03:17.235131838Z]", "2022-09-02T19:03:17.235131838Z", TimeQuality::Exact},
          // NVIDIA-NeMo/RL#3155: after Ray's worker prefix.
          {"(MegatronPolicyWorker pid=1391870) [2026-07-10 06:19:36] pool0-00008:1391870:1393239 [7] init.cc:904 NCCL WARN",
           "[2026-07-10 06:19:36]", "2026-07-10T06:19:36Z", TimeQuality::AssumedUtc}},
     .bad = {"[2026-13-45 08:01:02] x", "[2026-11-30] a date alone", "[20261130 08:01] x", "[9999-01-01 00:00:00] x"}},
    {.name = "dmesg -T (ctime in brackets)",
     .opening = StampOpening::Bracket,
     .read = stamps::readDmesgCtime,
     .good = {{"[Mon Nov 30 08:01:02 2026] NVRM: Xid", "[Mon Nov 30 08:01:02 2026]", "2026-11-30T08:01:02Z",
               TimeQuality::AssumedUtc},
              {"[Tue Dec  1 00:00:01 2026] x", "[Tue Dec  1 00:00:01 2026]", "2026-12-01T00:00:01Z",
               TimeQuality::AssumedUtc}},
     .bad = {"[Mon Nov 30 08:01:02] no year", "[Mon Foo 30 08:01:02 2026] x", "[Monday Nov 30 08:01:02 2026] x",
             "[Mon Nov 30 08:01:02 9999] x"}},
    {.name = "dmesg -H, the minute",
     .opening = StampOpening::Bracket,
     .read = stamps::readDmesgMinute,
     .good = {{"[Nov20 14:05] NVRM: Xid (PCI:0000:3b:00): 79", "[Nov20 14:05]", "2026-11-20T14:05:00Z",
               TimeQuality::InferredYear},
              {"[Nov 3 14:05] x", "[Nov 3 14:05]", "2026-11-03T14:05:00Z", TimeQuality::InferredYear}},
     .bad = {"[Nov20 14:05:33] seconds", "[Nov20 25:05] x", "[Nov20 14:05 x", "[  +0.000316] a delta"}},
    {.name = "epoch in brackets",
     .opening = StampOpening::Bracket,
     .read = stamps::readBracketedEpoch,
     .good = {{"[1796025662.25] x", "[1796025662.25]", "2026-11-30T08:01:02.25Z", TimeQuality::Exact},
              {"[1796025662123] x", "[1796025662123]", "2026-11-30T08:01:02.123Z", TimeQuality::Exact}},
     .bad = {"[12345] x", "[1796025662abc] x", "[17960256621] eleven digits"}},

    {.name = "ISO 8601",
     .opening = StampOpening::Digit,
     .read = stamps::readIso,
     .good = {{"2026-11-30T08:01:02.123456+02:00 something happened", "2026-11-30T08:01:02.123456+02:00",
               "2026-11-30T06:01:02.123456Z", TimeQuality::Exact},
              {"2026-11-30 08:01:02,123 - INFO - step 100", "2026-11-30 08:01:02,123", "2026-11-30T08:01:02.123Z",
               TimeQuality::AssumedUtc},
              // journalctl -o short-iso
              {"2026-11-30T08:01:02+0000 node003 kernel: NVRM: Xid", "2026-11-30T08:01:02+0000", "2026-11-30T08:01:02Z",
               TimeQuality::Exact},
              {"[rank0]:2026-11-30T08:00:40.123456Z INFO train.py:412] step 100", "2026-11-30T08:00:40.123456Z",
               "2026-11-30T08:00:40.123456Z", TimeQuality::Exact},
              {"3: 2026-11-30 08:01:02 UTC INFO step", "2026-11-30 08:01:02 UTC", "2026-11-30T08:01:02Z",
               TimeQuality::Exact}},
     .bad = {"2026-13-45 08:01:02 bad date", "2026-11-30 a date alone", "2026-11-30 08:01:61 x",
             "9999-01-01T00:00:00Z x", "17/06/09 20:10:40 INFO x"}},
    {.name = "Spark's log4j",
     .opening = StampOpening::Digit,
     .read = stamps::readSparkLog4j,
     .good =
         {{"17/06/09 20:10:40 INFO executor.CoarseGrainedExecutorBackend: Registered signal handlers for [TERM, HUP, INT]",
           "17/06/09 20:10:40", "2017-06-09T20:10:40Z", TimeQuality::AssumedUtc}},
     .bad = {"17/06/09 20:10:40 something happened", "17/13/09 20:10:40 INFO x", "17/06/09 20:10 INFO x"}},
    {.name = "epoch",
     .opening = StampOpening::Digit,
     .read = stamps::readEpoch,
     .good = {{"1796025662 job started", "1796025662", "2026-11-30T08:01:02Z", TimeQuality::Exact},
              {"1796025662.25 x", "1796025662.25", "2026-11-30T08:01:02.25Z", TimeQuality::Exact},
              {"1796025662123 x", "1796025662123", "2026-11-30T08:01:02.123Z", TimeQuality::Exact},
              {"1796025662123456|x", "1796025662123456", "2026-11-30T08:01:02.123456Z", TimeQuality::Exact},
              {"1796025662123456789 x", "1796025662123456789", "2026-11-30T08:01:02.123456789Z", TimeQuality::Exact},
              {"  1796025662.25 x", "1796025662.25", "2026-11-30T08:01:02.25Z", TimeQuality::Exact}},
     // nccl-tests' result rows (tests/data/real): indented, no fraction.
     .bad = {"12345 items", "1796025662abc", "1796025662-foo",
             "  1073741824     268435456     float     sum      -1   4466.6  240.39  450.74", "\t1796025662 x",
             "9999999999 past 2262"}},

    {.name = "glog / klog",
     .opening = StampOpening::Other,
     .read = stamps::readGlog,
     .good = {{"I1130 08:01:02.123456    1234 kubelet.go:123] Pod started", "I1130 08:01:02.123456",
               "2026-11-30T08:01:02.123456Z", TimeQuality::InferredYear},
              {"E0909 10:00:00.000001 x", "E0909 10:00:00.000001", "2026-09-09T10:00:00.000001Z",
               TimeQuality::InferredYear},
              {"I1130  08:01:59.999999 two blanks", "I1130  08:01:59.999999", "2026-11-30T08:01:59.999999Z",
               TimeQuality::InferredYear}},
     .bad = {"E135 10:00:00.1 x", "Error: foo", "I1130 8:00:40 x", "X1130 08:01:02.5 x", "I1130 08:01 x"}},
    {.name = "syslog (RFC 3164)",
     .opening = StampOpening::Other,
     .read = stamps::readSyslog,
     .good = {{"Nov 30 08:01:02 node003 kernel: NVRM: Xid (PCI:0000:3b:00): 79", "Nov 30 08:01:02",
               "2026-11-30T08:01:02Z", TimeQuality::InferredYear},
              {"Dec  3 08:01:02 host x: y", "Dec  3 08:01:02", "2026-12-03T08:01:02Z", TimeQuality::InferredYear}},
     .bad = {"Nov", "Nov 30 8:01:02 x", "Foo 30 08:01:02 x", "Nov 32 08:01:02 x",
             "node0087:1234:1240 [5] NCCL INFO x"}},
    {.name = "BGL (loghub's Blue Gene/L RAS log)",
     .opening = StampOpening::Other,
     .read = stamps::readBgl,
     // The epoch is UTC; the location's local stamp (PDT) only gives the fraction.
     .good =
         {{"KERNDTLB 1118536327 2005.06.11 R30-M0-N9-C:J16-U01 2005-06-11-17.32.07.581048 R30-M0-N9-C:J16-U01 RAS KERNEL "
           "FATAL data TLB error interrupt",
           "KERNDTLB 1118536327 2005.06.11 R30-M0-N9-C:J16-U01 2005-06-11-17.32.07.581048",
           "2005-06-12T00:32:07.581048Z", TimeQuality::Exact},
          {"- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO x",
           "- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872", "2005-06-03T22:42:50.675872Z",
           TimeQuality::Exact}},
     .bad = {"KKKKKKKKKKKKKKKKKKKKKKKKK 1118536327 2005.06.11 R30 2005-06-11-17.32.07.581048 R30 RAS KERNEL",
             "- 111783857 2005.06.03 R02 2005-06-03-15.42.50.675872 R02 RAS KERNEL", "- 1117838570 2005.06.03 R02 x"}},
    {.name = "logger LEVEL (ISO 8601), as submitit writes",
     .opening = StampOpening::Other,
     .read = stamps::readParenthesisedIso,
     .good = {{"submitit WARNING (2022-08-12 02:06:11,453) - Bypassing signal SIGTERM",
               "submitit WARNING (2022-08-12 02:06:11,453)", "2022-08-12T02:06:11.453Z", TimeQuality::AssumedUtc}},
     .bad = {"sub(mitit WARNING (2022-08-12 02:06:11,453) - x", "submitit  WARNING (2022-08-12 02:06:11,453) - x",
             "llllllllllllllllllllllllllllllllllllllllx WARNING (2022-08-12 02:06:11,453) - x",
             "submitit WARNING 2022-08-12 02:06:11,453 - x"}},
};

namespace {

// Where a line's stamp may start: after its prefix of `prefix` bytes (rankPrefixLength's; 0:
// none, then Talos' is looked for) and blanks. `indented`: the line itself starts blank.
inline std::size_t stampStart(std::string_view line, std::size_t prefix, bool& indented) {
    if (prefix == 0) {
        std::size_t hostLength = 0;
        prefix = talosPrefixLength(line, hostLength);
    }
    stamps::Cursor c{line, std::min(prefix, line.size())};
    c.skipBlanks();
    indented = prefix == 0 && c.p > 0;
    return c.p;
}

// The formats of one opening, in the table's order: a call to each reader, unrolled at
// compile time (each reader is a constant of the table and a function of this file, so it is
// inlined, as the hand-written chain's parsers were). `format`: the index of the one that read
// the stamp.
template <StampOpening kOpening, std::size_t I = 0>
inline bool readByTable(const stamps::StampLine& line, std::size_t& at, ParsedTime& pt, std::size_t& format) {
    if constexpr (I == std::size(kLineTimestampFormats)) {
        return false;
    } else {
        constexpr const TimestampFormat& f = kLineTimestampFormats[I];
        if constexpr (f.opening == kOpening) {
            if (f.read(line, at, pt)) {
                format = I;
                return true;
            }
        }
        return readByTable<kOpening, I + 1>(line, at, pt, format);
    }
}

// parseLineTimestamp's reading, into `pt` (its time, quality, offset and length), also
// giving the index of the format that read the stamp. Only timestamp.cpp's parseLineTimestamp
// and the examples' check call it, each in its own file, so that the line parser's call to each
// reader is its only one and inlined.
inline bool readLineTimestamp(std::string_view line, std::size_t prefix, const TimeContext& ctx, ParsedTime& pt,
                              std::size_t& format) {
    bool indented = false;
    std::size_t at = stampStart(line, prefix, indented);
    if (at >= line.size()) return false;
    const std::size_t begin = at;
    const stamps::StampLine stampLine{line, ctx, indented};
    const char first = line[at];
    const bool read = first == '['             ? readByTable<StampOpening::Bracket>(stampLine, at, pt, format)
                      : stamps::isDigit(first) ? readByTable<StampOpening::Digit>(stampLine, at, pt, format)
                                               : readByTable<StampOpening::Other>(stampLine, at, pt, format);
    pt.offset = static_cast<std::uint32_t>(begin);
    pt.length = static_cast<std::uint32_t>(at - begin);
    return read;
}

}  // namespace

// The context the examples are read in (above).
TimeContext timestampExampleContext();

// The index in kLineTimestampFormats of the format that reads `line`, as parseLineTimestamp
// walks the table; none if no format does.
std::optional<std::size_t> lineTimestampFormat(std::string_view line, const TimeContext& ctx);

// Every example of `formats` that does not read as it says (a good one read by
// parseLineTimestamp, through the format named, to its stamp, time and quality; a bad one
// refused by the format's reader), and every format without both: "<format>: <line>: <what>".
// Empty when all read as written.
std::vector<std::string> timestampFormatProblems(std::span<const TimestampFormat> formats);

}  // namespace aw

// Line shapes from real bundles (tests/data/real): the host, rank and time a line names,
// read from its own prefix whatever the file is called.
#include "engine/text/text_log_scanner.h"
#include "engine/text/timestamp.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

aw::LineFacts appFacts(std::string_view line) {
    const auto time = aw::parseLineTimestamp(line, aw::TimeContext{});
    return aw::lineFacts(line, time ? time->offset + time->length : 0, true);
}

}  // namespace

// siderolabs/talos#6206, NVIDIA/open-gpu-kernel-modules#1118: the node's address, then the
// facility and level, then the time in brackets.
TEST(RealLineShapes, TalosKernelLinesNameTheirHostAndTime) {
    const std::string_view line =
        "10.0.20.203: kern: warning: [2022-09-02T19:03:17.235131838Z]: NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x63:0x0:1905)";
    const auto time = aw::parseLineTimestamp(line, aw::TimeContext{});
    ASSERT_TRUE(time);
    EXPECT_EQ(aw::formatIsoUtc(time->time), "2022-09-02T19:03:17.235Z");
    EXPECT_EQ(time->quality, aw::TimeQuality::Exact);
    EXPECT_EQ(aw::lineFacts(line, time->offset + time->length, false).host, "10.0.20.203");
    const auto padded = aw::parseLineTimestamp(
        "192.168.11.119: kern:     err: [2026-04-22T21:25:20.466440686Z]: NVRM: Xid (PCI:0000:48:00): 74",
        aw::TimeContext{});
    ASSERT_TRUE(padded);
    EXPECT_EQ(aw::formatIsoUtc(padded->time), "2026-04-22T21:25:20.466Z");
}

// NVIDIA/nccl#230: mpirun --timestamp-output --tag-output before NCCL's own host:pid:tid.
TEST(RealLineShapes, MpirunTagsGiveTheRankAndLeaveTheNcclHost) {
    const auto facts =
        appFacts("2019-06-02T16:13:44.884Z: [1,12]<stdout>:container-e275-1553839402050-12124-01-000057:815:864 [0] "
                 "transport/net_ib.cu:80 NCCL WARN NET/IB : Got async event : local catastrophic error");
    EXPECT_EQ(facts.rank, 12);
    EXPECT_EQ(facts.host, "container-e275-1553839402050-12124-01-000057");
    EXPECT_EQ(facts.gpu, 0);
}

// A kernel line copied into an application's log names its host like syslog does.
TEST(RealLineShapes, AKernelLineInAMixedLogNamesItsHost) {
    EXPECT_EQ(
        appFacts(
            "Nov 20 14:05:00 big-node-1 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=0, GPU has fallen off the bus.")
            .host,
        "big-node-1");
    // Other syslog-shaped lines of an application log name no host: the word may be anything.
    EXPECT_EQ(appFacts("2024-01-01 10:00:00 INFO: starting epoch 3").host, "");
}

// Stamps of real logs (tests/data/real): loghub's Spark and BGL files, submitit's warning
// (facebookincubator/submitit#1677).
TEST(RealLineShapes, SparkSubmititAndBglStampsGiveTheirTime) {
    const struct {
        std::string_view line;
        const char* time;
        aw::TimeQuality quality;
    } cases[] = {
        {"17/06/09 20:10:40 INFO executor.CoarseGrainedExecutorBackend: Registered signal handlers for [TERM, HUP, INT]",
         "2017-06-09T20:10:40.000Z", aw::TimeQuality::AssumedUtc},
        {"submitit WARNING (2022-08-12 02:06:11,453) - Bypassing signal SIGTERM", "2022-08-12T02:06:11.453Z",
         aw::TimeQuality::AssumedUtc},
        // The epoch is UTC; the location's local stamp (PDT) only gives the fraction.
        {"KERNDTLB 1118536327 2005.06.11 R30-M0-N9-C:J16-U01 2005-06-11-17.32.07.581048 R30-M0-N9-C:J16-U01 RAS "
         "KERNEL FATAL data TLB error interrupt",
         "2005-06-12T00:32:07.581Z", aw::TimeQuality::Exact},
    };
    for (const auto& c : cases) {
        const auto time = aw::parseLineTimestamp(c.line, aw::TimeContext{});
        ASSERT_TRUE(time) << c.line;
        EXPECT_EQ(aw::formatIsoUtc(time->time), c.time) << c.line;
        EXPECT_EQ(time->quality, c.quality) << c.line;
    }
    // Day, month and year in an order no level confirms stay untimed: 09/06/17 could be any.
    EXPECT_FALSE(aw::parseLineTimestamp("17/06/09 20:10:40 something happened", aw::TimeContext{}));
    // Their leading words have limits: a logger or level of up to 40 bytes without '(',
    // a BGL label of up to 24.
    const std::string forty(40, 'l');
    EXPECT_TRUE(aw::parseLineTimestamp(forty + " WARNING (2022-08-12 02:06:11,453) - x", aw::TimeContext{}));
    EXPECT_FALSE(aw::parseLineTimestamp(forty + "l WARNING (2022-08-12 02:06:11,453) - x", aw::TimeContext{}));
    EXPECT_FALSE(aw::parseLineTimestamp("sub(mitit WARNING (2022-08-12 02:06:11,453) - x", aw::TimeContext{}));
    EXPECT_FALSE(aw::parseLineTimestamp("submitit  WARNING (2022-08-12 02:06:11,453) - x", aw::TimeContext{}));
    const std::string bgl = " 1118536327 2005.06.11 R30-M0-N9-C:J16-U01 2005-06-11-17.32.07.581048 R30 RAS KERNEL";
    EXPECT_TRUE(aw::parseLineTimestamp(std::string(24, 'K') + bgl, aw::TimeContext{}));
    EXPECT_FALSE(aw::parseLineTimestamp(std::string(25, 'K') + bgl, aw::TimeContext{}));
    EXPECT_EQ(appFacts("- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS "
                       "KERNEL INFO instruction cache parity error corrected")
                  .host,
              "R02-M1-N0-C:J12-U11");
}

// Prefixes that name the host: a launcher's "[gpu187:2]:" (a local rank), milabench's
// "<bench>.<host> [stderr] " before PyTorch's own prefix (mila-iqia/milabench#269), and a
// reporter's shortened "...-48" before NCCL's pid:tid (Lightning-AI/lit-llama#380).
TEST(RealLineShapes, PrefixesNameTheirHost) {
    const auto launcher = appFacts("[gpu187:2]: RuntimeError: CUDA error: an illegal memory access was encountered");
    EXPECT_EQ(launcher.host, "gpu187");
    EXPECT_EQ(launcher.rank, 2);
    EXPECT_TRUE(launcher.localRank);
    EXPECT_EQ(appFacts("[INFO:0]: starting").host, "") << "a logger's tag is no host";

    const std::string_view muxed =
        "dinov2-giant-nodes.cn-d004 [stderr] [rank14]:[E909 09:55:29.307629539 ProcessGroupNCCL.cpp:607] [Rank 14] "
        "Watchdog caught collective operation timeout";
    const auto facts = appFacts(muxed);
    EXPECT_EQ(facts.host, "cn-d004");
    EXPECT_EQ(facts.rank, 14);
    EXPECT_FALSE(facts.localRank);
    int rank = -1;
    const auto time = aw::parseLineTimestamp(muxed, aw::rankPrefixLength(muxed, rank), aw::TimeContext{});
    ASSERT_TRUE(time) << "the time after both prefixes is read";
    EXPECT_EQ(time->quality, aw::TimeQuality::InferredYear);

    const auto redacted =
        appFacts("...-48:34050:34121 [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error");
    EXPECT_EQ(redacted.host, "...-48");
    EXPECT_EQ(redacted.gpu, 0);
}

// Ray's worker prefix before a stamp and NCCL's lead (NVIDIA-NeMo/RL#3155), and pdsh's
// address before NCCL's lead (NVIDIA/nccl#969): the host is NCCL's, after the prefix.
TEST(RealLineShapes, RayAndPdshPrefixesAreSkippedToTheLineItself) {
    const std::string_view ray =
        "(MegatronPolicyWorker pid=1391870) [2026-07-10 06:19:36] pool0-00008:1391870:1393239 [7] init.cc:904 NCCL WARN "
        "Duplicate GPU detected : rank 15 and rank 7 both on CUDA device e4000";
    int rank = -1;
    EXPECT_EQ(aw::rankPrefixLength(ray, rank), 35u);
    const auto rayTime = aw::parseLineTimestamp(ray, aw::rankPrefixLength(ray, rank), aw::TimeContext{});
    ASSERT_TRUE(rayTime);
    EXPECT_EQ(aw::formatIsoUtc(rayTime->time), "2026-07-10T06:19:36.000Z");
    EXPECT_EQ(appFacts(ray).host, "pool0-00008");
    EXPECT_EQ(appFacts(ray).gpu, 7);
    EXPECT_EQ(aw::rankPrefixLength("(RayWorkerWrapper pid=11305, ip=10.0.0.7) ERROR 08-27 05:12:18 x", rank), 42u);
    EXPECT_EQ(aw::rankPrefixLength("(see below) the error", rank), 0u) << "no pid: not Ray's";

    const std::string_view pdsh =
        "10.10.23.10: so-ucloud-10-10-23-10:1307367:1307586 [0] transport/net_ib.cc:1038 NCCL WARN "
        "NET/IB : req 0/1 tag 0 peer 10.10.23.6<58683> collective mismatch error, local size 496640 "
        "remote size 65536";
    EXPECT_EQ(aw::rankPrefixLength(pdsh, rank), 13u);
    EXPECT_EQ(appFacts(pdsh).host, "so-ucloud-10-10-23-10");
    EXPECT_EQ(aw::rankPrefixLength("10.5: not an address", rank), 0u);
    EXPECT_EQ(aw::rankPrefixLength("1.2.3.4:5 no space", rank), 0u);
}

// UCX's "[host:pid:0:tid]" (NVIDIA/nccl#1996) and Open MPI's "[host:pid]" (horovod#1136)
// name the host of a crashing process; a logger's "[INFO:0]" does not.
TEST(RealLineShapes, UcxAndOpenMpiProcessBracketsNameTheirHost) {
    EXPECT_EQ(appFacts("[n125-011-039:288505:0:296459] Caught signal 11 (Segmentation fault: address not mapped to "
                       "object at address 0x8)")
                  .host,
              "n125-011-039");
    EXPECT_EQ(appFacts("[gn05:194927] *** Process received signal ***").host, "gn05");
    EXPECT_EQ(appFacts("[INFO:0] starting").host, "");
    EXPECT_EQ(appFacts("[gn05:194927]x").host, "") << "a space or the end after the bracket";
}

// slurmstepd's cancel line has no stamp of its own but states the time inside
// (desihub/desitarget#628); only lines of slurmstepd are searched for it.
TEST(RealLineShapes, SlurmstepdCancelLinesStateTheirTimeInside) {
    const auto t = aw::parseSlurmCancelTime(
        "slurmstepd: error: *** STEP 32233190.0 ON nid01934 CANCELLED AT 2020-07-03T02:59:56 DUE TO TIME LIMIT ***", 0,
        aw::TimeContext{});
    ASSERT_TRUE(t);
    EXPECT_EQ(aw::formatIsoUtc(t->time), "2020-07-03T02:59:56.000Z");
    EXPECT_EQ(t->quality, aw::TimeQuality::AssumedUtc);
    EXPECT_TRUE(aw::parseSlurmCancelTime(
        "slurmstepd-gpu20-15: error: *** STEP 9411285.0 ON gpu20-15 CANCELLED AT 2022-05-17T17:58:10 ***", 0,
        aw::TimeContext{}));
    EXPECT_FALSE(
        aw::parseSlurmCancelTime("echo '*** JOB 1 CANCELLED AT 2020-07-03T02:59:56 ***'", 0, aw::TimeContext{}));
}

// The maker reads an NCCL line's "host:pid:tid [gpu]" once and tries no stamp parser on it
// (text_log_scanner.cpp, NcclLead). On every line of every real log here, what it says is
// what the parsers and lineFacts say one by one: no stamp where it skipped them, and the
// same rank, device and host.
TEST(RealLineShapes, TheMakersShortcutForNcclLinesSaysWhatEveryParserSays) {
    std::size_t lines = 0, ncclLines = 0;
    for (const auto& entry :
         std::filesystem::recursive_directory_iterator(std::string(AW_SOURCE_DIR) + "/tests/data/real")) {
        if (!entry.is_regular_file()) continue;  // (the reporters' own logs, as they pasted them)
        const std::string name = entry.path().filename().string();
        if (name.ends_with(".json") || name.ends_with(".md") || name.ends_with(".sh")) continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream bytes;
        bytes << in.rdbuf();
        const std::string data = bytes.str();
        aw::TextObservationMaker maker(aw::TimeContext{}, aw::SourceKind::AppLog);
        aw::LineSplitter splitter(data);
        aw::TextLine line;
        while (splitter.next(line)) {
            ++lines;
            aw::Observation obs;
            const aw::LineFacts made = maker.make(line, obs);
            int rank = -1;
            const std::size_t prefix = aw::rankPrefixLength(line.text, rank);
            const auto stamp = aw::parseLineTimestamp(line.text, prefix, aw::TimeContext{});
            std::size_t deltaEnd = 0;
            const bool delta = !stamp && aw::parseRelativeDelta(line.text, prefix, deltaEnd);
            const aw::LineFacts read = aw::lineFacts(line.text,
                                                     stamp   ? stamp->offset + stamp->length
                                                     : delta ? deltaEnd
                                                             : 0,
                                                     true, prefix, rank);
            if (made.gpu >= 0 && made.host == read.host) ++ncclLines;
            EXPECT_EQ(made.rank, read.rank) << entry.path() << ":" << line.number;
            EXPECT_EQ(made.gpu, read.gpu) << entry.path() << ":" << line.number;
            EXPECT_EQ(made.host, read.host) << entry.path() << ":" << line.number;
            EXPECT_EQ(made.localRank, read.localRank) << entry.path() << ":" << line.number;
            if (stamp) EXPECT_EQ(obs.time, stamp->time) << entry.path() << ":" << line.number;
        }
    }
    EXPECT_GT(lines, 900u);
    EXPECT_GT(ncclLines, 50u);  // the corpus has NCCL lines of several shapes
}

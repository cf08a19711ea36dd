// Loading folders of text logs: nodes from paths and lines, timestamps with inheritance,
// ranks, and forEachObservation replaying exactly what was counted at load time.
#include "engine/core/bundle.h"
#include "engine/load/bundle_loader.h"
#include "engine/rules/rule_catalog.h"
#include "loader_test_util.h"
#include "tests/support/analysis.h"

#include <gtest/gtest.h>

using namespace aw;
using awtest::TempFolder;

TEST(LoaderText, EveryRankOfALogIsTheNodesWhateverItsSize) {
    // A 1,024-node job's ranks pass 8,000; ranks are remembered per line as bits, grown as
    // needed, and the biggest readable rank (7 digits) still counts.
    TempFolder t;
    std::string log;
    for (int rank : {8191, 3, 8191, 4096, 9999999, 3, 8191}) log += "[rank" + std::to_string(rank) + "]:step\n";
    t.write("nodes/node001/train.log", log);
    const Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.nodes.size(), 1u);
    EXPECT_EQ(b.nodes[0].ranks, std::vector<int>({3, 4096, 8191, 9999999}));
}

TEST(LoaderText, NodeFoldersTimesRanksAndInheritance) {
    TempFolder t;
    t.write("nodes/node003/train.log",
            "2026-11-30 08:01:02,123 - INFO - step 1\n"
            "[rank3]:[E1130 08:11:02.408271257 ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog caught collective "
            "operation timeout\n"
            "node003:1234:1240 [5] NCCL INFO Channel 00\n"
            "\n"
            "Traceback (most recent call last):\n");
    t.write("nodes/node010/dmesg.log", "[ 10.500000] NVRM: loading\n[ 11.000000] NVRM: Xid 79\n");
    t.write("nodes/node2/kern.log", "Nov 30 08:01:02 node2 kernel: hello\n");
    Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.nodes.size(), 3u);
    EXPECT_EQ(b.nodes[0].name, "node2");  // natural order
    EXPECT_EQ(b.nodes[1].name, "node003");
    EXPECT_EQ(b.nodes[2].name, "node010");
    EXPECT_EQ(b.nodes[1].ranks, std::vector<int>({3}));

    const SourceFile* train = awtest::fileOf(b, "nodes/node003/train.log");
    ASSERT_TRUE(train);
    EXPECT_EQ(train->format, FileFormat::TextLog);
    EXPECT_EQ(train->source, SourceKind::AppLog);
    EXPECT_EQ(train->node, 1u);
    EXPECT_EQ(train->lineCount, 5u);
    EXPECT_EQ(train->observationCount, 4u);
    EXPECT_EQ(formatIsoUtc(train->firstTime), "2026-11-30T08:01:02.123Z");
    EXPECT_EQ(formatIsoUtc(train->lastTime), "2026-11-30T08:11:02.408Z");

    auto obs = awtest::observationsOf(b, "nodes/node003/train.log");
    ASSERT_EQ(obs.size(), 4u);
    EXPECT_EQ(obs[0].timeQuality, TimeQuality::AssumedUtc);
    EXPECT_EQ(obs[1].rank, 3);
    EXPECT_EQ(obs[1].timeQuality, TimeQuality::InferredYear);
    EXPECT_EQ(obs[2].timeQuality, TimeQuality::Inherited);
    EXPECT_EQ(obs[2].time, obs[1].time);
    EXPECT_EQ(obs[2].gpu, 5);
    EXPECT_EQ(obs[3].where.line, 5u);
    EXPECT_EQ(obs[3].text, "Traceback (most recent call last):");
    EXPECT_EQ(obs[3].node, 1u);
    // The location points at the raw bytes.
    EXPECT_EQ(train->data->bytes().substr(obs[3].where.offset, obs[3].where.length), obs[3].text);

    const SourceFile* dmesg = awtest::fileOf(b, "nodes/node010/dmesg.log");
    ASSERT_TRUE(dmesg);
    EXPECT_EQ(dmesg->source, SourceKind::Kernel);
    auto d = awtest::observationsOf(b, "nodes/node010/dmesg.log");
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[1].timeQuality, TimeQuality::BootRelative);
    EXPECT_EQ(dmesg->firstTime, kNoTime);  // boot-relative times are not on the UTC axis
}

// A user must see when a file's stamps were not understood: each file counts the lines that
// gave no time of their own (inherited or none), whether read in one pass or in pieces.
TEST(LoaderText, EachFileCountsItsLinesWithoutATimeOfTheirOwn) {
    TempFolder t;
    t.write("nodes/node003/train.log", "2026-11-30 08:01:02,123 - INFO - step 1\n"
                                       "Traceback (most recent call last):\n"
                                       "\n"
                                       "BGL-like 2005-06-03-15.42.50.675872 line\n"
                                       "2026-11-30 08:01:03,000 - INFO - step 2\n");
    t.write("nodes/node003/dmesg.log", "[ 10.500000] NVRM: loading\nno stamp\n");
    for (std::size_t piece : {std::size_t{16}, std::size_t{32} << 20}) {
        LoadOptions options;
        options.textPieceBytes = piece;
        const Bundle b = loadBundle(t.path(), options);
        EXPECT_EQ(awtest::fileOf(b, "nodes/node003/train.log")->untimedCount, 2u) << piece;
        EXPECT_EQ(awtest::fileOf(b, "nodes/node003/dmesg.log")->untimedCount, 1u) << "seconds since boot are a time";
    }
}

// dmesg -H stamps a minute, then counts on from the line before ("[  +0.000316]",
// rwth-i6/returnn#1486): the same times in one pass and in pieces.
TEST(LoaderText, DmesgHumanDeltasCountOnFromTheMinuteStamp) {
    TempFolder t;
    t.write("nodes/cn-234/dmesg.log",
            "[  +0.000316] pcieport 0000:00:03.0: AER: Corrected error received: 0000:00:03.0\n"
            "[Nov20 14:05] NVRM: loading NVIDIA UNIX x86_64 Kernel Module\n"
            "[  +0.500000] pcieport 0000:00:03.0: AER: Corrected error received: 0000:00:03.0\n"
            "[  +1.250000] NVRM: Xid (PCI:0000:3b:00): 79, pid=0, GPU has fallen off the bus.\n");
    for (std::size_t piece : {std::size_t{16}, std::size_t{32} << 20}) {
        LoadOptions options;
        options.textPieceBytes = piece;
        options.threads = 2;
        const Bundle b = loadBundle(t.path(), options);
        const auto obs = awtest::observationsOf(b, "nodes/cn-234/dmesg.log");
        ASSERT_EQ(obs.size(), 4u);
        EXPECT_EQ(obs[0].time, kNoTime) << "a delta before any minute stamp counts from nothing";
        EXPECT_EQ(obs[1].timeQuality, TimeQuality::InferredYear);
        EXPECT_EQ(obs[2].time - obs[1].time, 500'000'000);
        EXPECT_EQ(obs[3].time - obs[1].time, 1'750'000'000) << piece;
        EXPECT_EQ(awtest::fileOf(b, "nodes/cn-234/dmesg.log")->untimedCount, 1u);
        // The analysis reads the log in pieces too: the Xid at the same time.
        AnalyzeOptions analysing;
        analysing.threads = 2;
        analysing.textPieceBytes = piece;
        const AnalysisResult r = awtest::analyze(b, builtinCatalog(), analysing);
        ASSERT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus");
        EXPECT_EQ(r.findEvent(r.verdict.rootEventId)->time, obs[3].time) << piece;
    }
}

// Year-less syslog takes its year from the bundle's own dated lines; without any, from the
// file's modification time, never after it (openstreetmap/operations#300: a kern.log of May
// copied in December is not from next May).
TEST(LoaderText, YearlessSyslogTakesTheYearOfTheBundlesDatedLines) {
    const std::string kern = "May  7 06:45:12 errol kernel: [Hardware Error]: Machine check events logged\n";
    {
        TempFolder t;
        t.write("nodes/errol/kern.log", kern);
        const Bundle b = loadBundle(t.path());
        const auto obs = awtest::observationsOf(b, "nodes/errol/kern.log");
        ASSERT_EQ(obs.size(), 1u);
        EXPECT_LE(obs[0].time, awtest::fileOf(b, "nodes/errol/kern.log")->timeContext.windowEnd + 86'400'000'000'000LL)
            << formatIsoUtc(obs[0].time) << " is after the file was written";
    }
    TempFolder t;
    t.write("nodes/errol/kern.log", kern);
    t.write("nodes/errol/app.log", "2019-05-08 10:00:00,000 INFO server started\n");
    const Bundle b = loadBundle(t.path());
    const auto obs = awtest::observationsOf(b, "nodes/errol/kern.log");
    ASSERT_EQ(obs.size(), 1u);
    EXPECT_EQ(formatIsoUtc(obs[0].time), "2019-05-07T06:45:12.000Z");
    EXPECT_EQ(obs[0].timeQuality, TimeQuality::InferredYear);
}

TEST(LoaderText, HostsInLinesBecomeNodesAndFqdnIsAnAlias) {
    TempFolder t;
    t.write("slurm/slurm-4242.out",
            "srun: error: node012: task 3: Exited with exit code 1\n"
            "slurmstepd: error: *** STEP 4242.0 ON node001 CANCELLED AT 2026-11-30T08:21:37 ***\n"
            "plain line\n");
    t.write("syslog/all.log", "Nov 30 08:01:02 node003.cluster.local kernel: NVRM: Xid 79\n");
    t.write("nodes/node003/journal.log", "2026-11-30T08:01:02+0000 node003 kernel: x\n");
    Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.nodes.size(), 3u);
    EXPECT_EQ(b.nodes[0].name, "node001");
    EXPECT_EQ(b.nodes[1].name, "node003");
    EXPECT_EQ(b.nodes[1].aliases, std::vector<std::string>({"node003.cluster.local"}));
    EXPECT_EQ(b.nodes[2].name, "node012");
    EXPECT_EQ(b.findNode("NODE003.cluster.local"), 1u);
    EXPECT_EQ(b.findNode("node003.other.domain"), 1u);
    EXPECT_EQ(b.findNode("node999"), kNoNode);

    auto s = awtest::observationsOf(b, "slurm/slurm-4242.out");
    ASSERT_EQ(s.size(), 3u);
    EXPECT_EQ(s[0].node, 2u);
    EXPECT_EQ(s[0].rank, 3);
    EXPECT_EQ(s[1].node, 0u);
    EXPECT_EQ(s[2].node, kNoNode);
    auto sys = awtest::observationsOf(b, "syslog/all.log");
    ASSERT_EQ(sys.size(), 1u);
    EXPECT_EQ(sys[0].node, 1u);
}

TEST(LoaderText, ASingleLogFileIsABundleOfOne) {
    TempFolder t;
    t.write("gpu-node-3.dmesg", "[Mon Nov 30 08:01:02 2026] NVRM: Xid 79\n");
    Bundle b = loadBundle(t.file("gpu-node-3.dmesg"));
    ASSERT_EQ(b.files.size(), 1u);
    EXPECT_EQ(b.files[0].path, "gpu-node-3.dmesg");
    EXPECT_EQ(b.files[0].source, SourceKind::Kernel);
    ASSERT_EQ(b.nodes.size(), 1u);
    EXPECT_EQ(b.nodes[0].name, "gpu-node-3");
    auto obs = awtest::observationsOf(b, "gpu-node-3.dmesg");
    ASSERT_EQ(obs.size(), 1u);
    EXPECT_EQ(formatIsoUtc(obs[0].time), "2026-11-30T08:01:02.000Z");
    EXPECT_EQ(obs[0].timeQuality, TimeQuality::AssumedUtc);
}

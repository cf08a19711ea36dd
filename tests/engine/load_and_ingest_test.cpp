// The extractors riding along the loader's pass (ExtractionDuringLoad, as the front door
// openBundle runs them) give exactly
// what loading and then analysing gives, and they really do take the logs of nodes: a
// node folder named by an alias, a boot time learnt only from the node table, and lines
// that name another node are the cases where the two could part.
#include "engine/attribute/analysis_json.h"
#include "engine/attribute/extraction_during_load.h"
#include "engine/attribute/unexplained_lines.h"
#include "engine/core/bundle.h"
#include "engine/load/bundle_loader.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"
#include "loader_test_util.h"
#include "tests/fuzz/builtin_extract_phase.h"
#include "tests/support/analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>

namespace {

std::string sample(const char* name) {
    return std::string(AW_SOURCE_DIR) + "/resources/samples/" + name;
}

aw::LoadOptions loading(unsigned threads, std::size_t pieceBytes = std::size_t{32} << 20) {
    aw::LoadOptions lo;
    lo.threads = threads;
    lo.textPieceBytes = pieceBytes;
    return lo;
}

aw::AnalyzeOptions analysing(unsigned threads) {
    aw::AnalyzeOptions ao;
    ao.threads = threads;
    return ao;
}

std::string separately(const std::string& path, const aw::LoadOptions& lo) {
    const aw::Bundle bundle = aw::loadBundle(path, lo);
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog(), analysing(lo.threads));
    aw::addUnexplainedLines(bundle, result);  // as the front door adds them
    return aw::toJson(result);
}

std::string together(const std::string& path, const aw::LoadOptions& lo) {
    aw::OpenOptions options;
    options.threads = lo.threads;
    options.textPieceBytes = lo.textPieceBytes;
    return aw::toJson(*aw::openBundle(path, options).result);
}

// The logs the extraction during the load saw whole, by path.
std::vector<std::string> takenFiles(const std::string& path) {
    static const awtest::BuiltinExtractPhase phase;
    aw::ExtractionDuringLoad duringLoad(*phase);
    const aw::Bundle bundle = aw::loadBundle(path, loading(2), &duringLoad);
    const std::vector<bool> whole = duringLoad.logsSeenWhole(bundle);
    std::vector<std::string> taken;
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i)
        if (whole[i]) taken.push_back(bundle.files[i].path);
    return taken;
}

// The node of the first event of `rule` in an analysis JSON ("" if none, "?" if no event).
std::string nodeOfEvent(const std::string& json, const std::string& rule) {
    const std::size_t at = json.find("\"rule\": \"" + rule + "\"");
    const std::size_t node = at == std::string::npos ? at : json.rfind("\"node\": ", at);
    if (node == std::string::npos) return "?";
    const std::size_t value = node + 8;  // past "node": (a string, or null)
    return json[value] == '"' ? json.substr(value + 1, json.find('"', value + 1) - value - 1) : "";
}

// The occurrences counted in the events of `rule` of an analysis JSON (an event gives
// its count right before its rule).
long countOfRule(const std::string& json, const std::string& rule) {
    long total = 0;
    const std::string key = "\"rule\": \"" + rule + "\"";
    for (std::size_t at = json.find(key); at != std::string::npos; at = json.find(key, at + 1)) {
        const std::size_t count = json.rfind("\"count\": ", at);
        if (count == std::string::npos) continue;
        const std::string between = json.substr(count + 9, at - count - 9);
        if (between.find_first_not_of("0123456789,\n ") == std::string::npos) total += std::stol(between);
    }
    return total;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

TEST(LoadAndIngest, SamplesGiveTheAnalysisOfLoadingThenAnalysing) {
    for (const char* name :
         {"xid79-gpu-off-bus", "checkpoint-permission-denied", "ib-link-flap", "nccl-hang-flight-recorder"}) {
        for (unsigned threads : {1u, 2u}) {
            const std::string expected = separately(sample(name), loading(threads));
            ASSERT_NE(expected.find("\"verdict\""), std::string::npos);
            EXPECT_EQ(together(sample(name), loading(threads)), expected) << name << ", " << threads << " threads";
            // Tiny loader pieces: every line near a piece or chunk edge, inherited times across them.
            for (std::size_t pieceBytes : {std::size_t{64}, std::size_t{1000}})
                EXPECT_EQ(together(sample(name), loading(threads, pieceBytes)), expected)
                    << name << ", " << threads << " threads, loader pieces of " << pieceBytes << " bytes";
        }
    }
}

TEST(LoadAndIngest, EveryTextLogIsTakenAndRecordsAreLeftToTheExtractors) {
    const std::vector<std::string> taken = takenFiles(sample("xid79-gpu-off-bus"));
    EXPECT_TRUE(contains(taken, "nodes/node007/train.log"));
    EXPECT_TRUE(contains(taken, "nodes/node007/dmesg.log"));
    EXPECT_TRUE(contains(taken, "nodes/node016/train.log"));
    EXPECT_TRUE(contains(taken, "slurm/slurm-4242.out"));  // its lines name their hosts
    EXPECT_FALSE(contains(taken, "slurm/sacct.json"));     // records, not lines
}

// A journal's records are matched as its reader makes them and not kept: the analysis is
// the one matching them after the load gives, where records name the file's node, another
// node by a second name, a host seen nowhere else, a name that is no host, or none; where a rule names its node by a
// capture (matched once the nodes are known); and for messages with escapes, a newline or
// bytes that are not ASCII (found one by one). Replayed, the records are those a load
// that keeps them holds.
TEST(LoadAndIngest, AJournalMatchedDuringTheLoadGivesTheAnalysisAndItsRecordsReplay) {
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1",
        "nodes": [{"name": "node001"}, {"name": "node002", "aliases": ["node002.cluster.local"]}]})");
    auto entry = [](long us, const std::string& host, const std::string& transport, const std::string& message) {
        std::string e = R"({"__REALTIME_TIMESTAMP": ")" + std::to_string(us) + R"(", "_TRANSPORT": ")" + transport +
                        R"(", "SYSLOG_IDENTIFIER": ")" + (transport == "kernel" ? "kernel" : "python3") + R"(")";
        if (!host.empty()) e += R"(, "_HOSTNAME": ")" + host + R"(")";
        return e + R"(, "MESSAGE": ")" + message + "\"}\n";
    };
    std::string journal;
    for (int i = 0; i < 300; ++i)
        journal +=
            entry(1764489600000000L + i * 1000, "node001", "stdout",
                  "node001:2281030:2281432 [" + std::to_string(i % 8) + "] NCCL INFO Channel 07/0 : 5[5] -> 6[6]");
    journal += entry(1764489601000000L, "node001", "kernel",
                     "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.");
    journal += entry(1764489602000000L, "node002.cluster.local", "stdout",
                     "[rank9]: torch.distributed.DistBackendError: NCCL error");
    journal += entry(1764489603000000L, "login-host", "stdout", "UserWarning: TypedStorage is deprecated");
    journal += entry(1764489603500000L, "(none)", "stdout", "FutureWarning: no host name that is a node");
    journal += entry(1764489604000000L, "", "stdout", "srun: error: node002: task 9: Exited with exit code 1");
    journal += entry(1764489605000000L, "node001", "stdout", R"(quoted \"NCCL WARN\" and a tab\tthen caf\u00e9)");
    journal += entry(1764489606000000L, "node001", "stdout",
                     R"(Traceback (most recent call last):\n  RuntimeError: CUDA error: an illegal memory access)");
    journal += entry(1764489607000000L, "node001", "stdout", "caf\u00e9 NCCL WARN Xid 79 \u00e9");
    b.write("nodes/node001/journal.json", journal);
    b.write("nodes/node002/train.log", "[2026-11-30 08:00:00,000] started\n");

    for (unsigned threads : {1u, 2u}) {
        const std::string expected = separately(b.path(), loading(threads));
        EXPECT_EQ(together(b.path(), loading(threads)), expected) << threads << " threads";
        EXPECT_EQ(nodeOfEvent(expected, "srun_task_exit"), "node002");  // named by its capture
        EXPECT_GE(countOfRule(expected, "nccl_info"), 300);
    }
    EXPECT_TRUE(contains(takenFiles(b.path()), "nodes/node001/journal.json"));

    // The records a load that keeps them holds, and those read again when it did not.
    static const awtest::BuiltinExtractPhase phase;
    aw::ExtractionDuringLoad duringLoad(*phase);
    const aw::Bundle dropped = aw::loadBundle(b.path(), loading(2), &duringLoad);
    const aw::Bundle kept = aw::loadBundle(b.path(), loading(2));
    // What a record is, copied while it is given (a replayed record's text lives that long).
    using Record =
        std::tuple<std::string, std::uint32_t, aw::TimeNs, aw::SourceKind, std::uint32_t, std::uint64_t, std::uint32_t>;
    auto recordsOf = [](const aw::Bundle& bundle) {
        std::vector<Record> out;
        const aw::SourceFile* journal = awtest::fileOf(bundle, "nodes/node001/journal.json");
        const auto index = static_cast<std::uint32_t>(journal - bundle.files.data());
        aw::forEachObservation(bundle, index, [&](const aw::Observation& o) {
            out.emplace_back(std::string(o.text), o.node, o.time, o.source, o.where.file, o.where.offset, o.where.line);
        });
        return out;
    };
    EXPECT_TRUE(dropped
                    .records[static_cast<std::size_t>(awtest::fileOf(dropped, "nodes/node001/journal.json") -
                                                      dropped.files.data())]
                    .empty());
    const std::vector<Record> replayed = recordsOf(dropped), held = recordsOf(kept);
    ASSERT_EQ(replayed.size(), 308u);
    EXPECT_EQ(replayed, held);
    EXPECT_EQ(dropped.nodes[std::get<1>(replayed[301])].name, "node002");  // by its second name
    EXPECT_EQ(std::get<1>(replayed[303]), aw::kNoNode);                    // a name that is no host: none
    EXPECT_EQ(std::get<1>(replayed[304]), std::get<1>(replayed[0]));       // no name: the file's node
}

TEST(LoadAndIngest, LinesOfAJobOutputBelongToTheNodesTheirHostsAre) {
    // One output for the whole job: NCCL lines name their host, by a second name too.
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1",
        "nodes": [{"name": "node001"}, {"name": "node002", "aliases": ["node002.cluster.local"]}]})");
    b.write(
        "slurm-77.out",
        "[2026-11-30 08:20:03,000] launcher starting\n"
        "node001:2281030:2281432 [5] NCCL INFO Channel 07/0 : 5[5] -> 6[6] via P2P/CUMEM/read\n"
        "node002.cluster.local:2281030:2281432 [1] NCCL WARN NET/IB : Got completion from peer 10.0.0.3 with error 12\n"
        "node002:2281030:2281432 [1] NCCL WARN NET/IB : Got completion from peer 10.0.0.3 with error 12\n"
        "nodeX:1:1 [1] NCCL INFO not a node of this job\n");
    EXPECT_TRUE(contains(takenFiles(b.path()), "slurm-77.out"));
    const std::string expected = separately(b.path(), loading(1));
    EXPECT_NE(expected.find("\"node\": \"node002\""), std::string::npos) << expected;
    EXPECT_EQ(expected.find("\"node\": \"node002.cluster.local\""), std::string::npos);
    EXPECT_EQ(together(b.path(), loading(1)), expected);
    EXPECT_EQ(together(b.path(), loading(2, 64)), expected);
}

TEST(LoadAndIngest, RepeatedBenignLinesAreCountedLikeAnyOtherHit) {
    // After its first few pieces of evidence, a NCCL INFO line only adds to a count and a
    // time range: the tap counts it without matching it. Lines that could change more
    // (an earlier time, another literal, no word boundary) must still be matched.
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1", "nodes": [{"name": "node001"}]})");
    b.write("nodes/node001/train.log",
            "[2026-11-30 08:00:10,000] launcher starting\n"
            "node001:1:1 [0] NCCL INFO a\n"
            "node001:1:1 [1] NCCL INFO b\n"
            "node001:1:1 [0] NCCL INFO c\n"
            "node001:1:1 [0] NCCL INFO d\n"
            "node001:1:1 [0] NCCL INFO e\n"
            "node001:1:1 [0] XNCCL INFO not at a word boundary\n"
            "[2026-11-30 08:00:20,000] later\n"
            "node001:1:1 [0] NCCL INFO f\n"
            "[2026-11-30 08:00:05,000] a writer behind the others\n"
            "node001:1:1 [0] NCCL INFO g, the earliest\n"
            "node001:1:1 [0] NCCL INFO NCCL WARN socketProgress: Connection closed by remote peer node002\n"
            "node001:1:1 [0] NCCL INFO i\n");
    EXPECT_TRUE(contains(takenFiles(b.path()), "nodes/node001/train.log"));
    const std::string expected = separately(b.path(), loading(1));
    // a b c d e f g i; the line a specific rule matches is not a fallback's.
    EXPECT_EQ(countOfRule(expected, "nccl_info"), 8) << expected;
    EXPECT_NE(expected.find("NCCL INFO g, the earliest"), std::string::npos) << "the earliest is evidence";
    EXPECT_NE(expected.find("\"last_time\": \"2026-11-30T08:00:20.000Z\""), std::string::npos) << expected;
    EXPECT_EQ(together(b.path(), loading(1)), expected);
    EXPECT_EQ(together(b.path(), loading(2, 64)), expected);
}

TEST(LoadAndIngest, ANodeFolderNamedByAnAliasKeysHitsByTheNodesName) {
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1",
        "nodes": [{"name": "gpu-a", "aliases": ["host-a"]}, {"name": "gpu-b"}]})");
    b.write(
        "nodes/host-a/kern.log",
        "2026-11-30T08:10:03.412Z host-a kernel: NVRM: Xid (PCI:0000:7a:00): 79, pid=1234, GPU has fallen off the bus.\n");
    b.write("nodes/gpu-b/train.log",
            "[2026-11-30 08:20:03,000] [rank9]: Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7)\n");
    EXPECT_TRUE(contains(takenFiles(b.path()), "nodes/host-a/kern.log"));
    const std::string expected = separately(b.path(), loading(2));
    EXPECT_NE(expected.find("\"node\": \"gpu-a\""), std::string::npos) << expected;
    EXPECT_EQ(expected.find("\"node\": \"host-a\""), std::string::npos);
    EXPECT_EQ(together(b.path(), loading(2)), expected);
}

TEST(LoadAndIngest, ABootTimeFromTheNodeTableMakesTheExtractorsReadTheLogThemselves) {
    // The folder names the node by its long name; its boot time is the manifest's short
    // name's, which only the settled node table knows. The loader placed the kernel's
    // seconds without it: what the tap saw is not what the extractors would see.
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1",
        "nodes": [{"name": "node001", "boot_time": "2026-11-20T03:14:26Z"}]})");
    b.write("nodes/node001.example.com/dmesg.log",
            "[  812.500000] NVRM: Xid (PCI:0000:7a:00): 79, pid=1234, GPU has fallen off the bus.\n");
    const aw::Bundle bundle = aw::loadBundle(b.path());
    const aw::SourceFile* dmesg = awtest::fileOf(bundle, "nodes/node001.example.com/dmesg.log");
    ASSERT_NE(dmesg, nullptr);
    ASSERT_NE(dmesg->node, aw::kNoNode);
    ASSERT_NE(dmesg->timeContext.bootTime, aw::kNoTime) << "the boot time comes from the node table";
    EXPECT_FALSE(contains(takenFiles(b.path()), "nodes/node001.example.com/dmesg.log"));
    const std::string expected = separately(b.path(), loading(1));
    EXPECT_NE(expected.find("2026-11-20T03:27:58.5"), std::string::npos) << expected;  // boot + 812.5 s
    EXPECT_EQ(together(b.path(), loading(1)), expected);
}

TEST(LoadAndIngest, LinesNamingAnotherNodeWaitForTheNodeTable) {
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1",
        "nodes": [{"name": "node001"}, {"name": "node002", "aliases": ["node002.cluster.local"]}]})");
    b.write("nodes/node001/train.log",
            "[2026-11-30 08:20:03,000] launcher starting\n"
            "srun: error: node002.cluster.local: task 3: Exited with exit code 1\n"
            "node001:2281030:2281432 [5] NCCL INFO Channel 07/0 : 5[5] -> 6[6] via P2P/CUMEM/read\n");
    EXPECT_TRUE(contains(takenFiles(b.path()), "nodes/node001/train.log"));
    const std::string expected = separately(b.path(), loading(2));
    // The capture names node002 by an alias: the event is node002's.
    EXPECT_EQ(nodeOfEvent(expected, "srun_task_exit"), "node002") << expected;
    EXPECT_EQ(together(b.path(), loading(2)), expected);
}

TEST(LoadAndIngest, LinesOfAJobOutputBelongToTheNodeThatOwnsTheirRank) {
    // Every rank prints to one output, without host names: "[rank13]:" is the job's rank
    // 13, which the manifest gives to node002; "[default5]:" is torchrun's local rank 5,
    // on every node; rank 20 is claimed by two nodes.
    awtest::TempFolder b;
    b.write("bundle.json", R"({"format": "attribution-bundle/1", "nodes": [
        {"name": "node001", "ranks": [0, 1, 2, 3, 4, 5, 6, 7, 20]},
        {"name": "node002", "ranks": [8, 9, 10, 11, 12, 13, 14, 15, 20]}]})");
    b.write(
        "slurm-77.out",
        "[rank13]:[E1130 08:10:05.592000000 ProcessGroupNCCL.cpp:1731] CUDA error: an illegal memory access was encountered\n"
        "[default5]:RuntimeError: CUDA error: out of memory\n"
        "[rank20]:torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n");
    const aw::Bundle bundle = aw::loadBundle(b.path());
    const std::vector<aw::Observation> lines = awtest::observationsOf(bundle, "slurm-77.out");
    ASSERT_EQ(lines.size(), 3u);
    ASSERT_NE(lines[0].node, aw::kNoNode);
    EXPECT_EQ(bundle.nodes[lines[0].node].name, "node002");
    EXPECT_EQ(lines[1].node, aw::kNoNode) << "a local rank places nothing";
    EXPECT_EQ(lines[2].node, aw::kNoNode) << "a rank two nodes claim places nothing";

    const std::string expected = separately(b.path(), loading(1));
    EXPECT_EQ(nodeOfEvent(expected, "cuda_illegal_memory_access"), "node002") << expected;
    EXPECT_EQ(together(b.path(), loading(1)), expected);
    EXPECT_EQ(together(b.path(), loading(2, 64)), expected);
}

}  // namespace

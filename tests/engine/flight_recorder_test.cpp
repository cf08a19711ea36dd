// Flight Recorder dumps: the reader on both forms, and the hang analysis on every generated
// bundle under tests/data/flight-recorder (scripts/gen_flight_recorder.py).
#include "engine/flight_recorder/dump_text.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/files.h"
#include "engine/attribute/analysis_json.h"
#include "engine/load/bundle_loader.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/flight_recorder/dump_reader.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <algorithm>
#include <filesystem>

namespace {

using namespace std::string_literals;

namespace fs = std::filesystem;
const std::string kData = std::string(AW_SOURCE_DIR) + "/tests/data/flight-recorder";

using awtest::readFile;

// A bundle made by hand from a folder, so these tests do not depend on the loader: the
// manifest's nodes, dumps named like PyTorch's (_dump_N) declared as Flight Recorder, every
// other file left for the analysis to recognise by its bytes.
aw::Bundle bundleFromFolder(const std::string& root) {
    awtest::BundleBuilder bundle;
    bundle.root(root);
    std::vector<fs::path> paths;
    for (const auto& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file()) paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& path : paths) {
        std::string rel = fs::relative(path, root).generic_string();
        if (rel == "bundle.json") {
            simdjson::dom::parser parser;
            simdjson::dom::element doc = parser.load(path.string());
            simdjson::dom::array nodes;
            if (doc["nodes"].get(nodes) == simdjson::SUCCESS)
                for (auto n : nodes) {
                    std::vector<int> ranks;
                    for (auto r : n["ranks"]) ranks.push_back(int(int64_t(r)));
                    bundle.node(std::string(std::string_view(n["name"])), std::move(ranks));
                }
            continue;
        }
        aw::SourceFile file;
        file.path = rel;
        if (rel.find("_dump_") != std::string::npos) {
            file.format = aw::FileFormat::FlightRecorder;
            file.source = aw::SourceKind::FlightRecorder;
        } else if (rel.size() > 4 && rel.substr(rel.size() - 4) == ".log") {
            file.format = aw::FileFormat::TextLog;
            file.source = aw::SourceKind::AppLog;
        } else {
            file.format = aw::FileFormat::Binary;
        }
        bundle.file(std::move(file), readFile(path.string()));
    }
    return bundle.take();
}

aw::FlightRecorderReport analyse(const std::string& caseName, std::vector<aw::Problem>* problemsOut = nullptr) {
    aw::Bundle bundle = bundleFromFolder(kData + "/" + caseName);
    aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    if (problemsOut) *problemsOut = report.problems;
    else
        for (const auto& p : report.problems) ADD_FAILURE() << p.file << ": " << p.message;
    return report;
}

// ---- Reader -------------------------------------------------------------------------------

TEST(FlightRecorderReader, RankComesFromTheFileName) {
    EXPECT_EQ(aw::rankFromDumpName("fr/_dump_0"), 0);
    EXPECT_EQ(aw::rankFromDumpName("a/b/_dump_15"), 15);
    EXPECT_EQ(aw::rankFromDumpName("nccl_trace_rank_3"), 3);
    EXPECT_EQ(aw::rankFromDumpName("rank3.json"), 3);
    EXPECT_EQ(aw::rankFromDumpName("x/trace_12.pkl"), 12);
    EXPECT_EQ(aw::rankFromDumpName("dumps/trace"), -1);
    EXPECT_EQ(aw::rankFromDumpName("node3/trace.json"), -1);
}

void expectRank0OfOneMissing(const aw::FlightRecorderDump& d) {
    EXPECT_EQ(d.rank, 0);
    EXPECT_EQ(d.version, "2.9");
    EXPECT_EQ(d.ncclVersion, "2.27.3");
    ASSERT_EQ(d.groups.size(), 2u);
    EXPECT_EQ(d.groups[0].name, "0");
    EXPECT_EQ(d.groups[0].desc, "default_pg");
    EXPECT_EQ(d.groups[0].ranks.size(), 16u);
    EXPECT_EQ(d.groups[1].desc, "TENSOR_MODEL_PARALLEL_GROUP");
    EXPECT_EQ(d.groups[1].ranks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    ASSERT_EQ(d.status.size(), 2u);
    EXPECT_EQ(d.status[0].pgId, "0");
    EXPECT_EQ(d.status[0].lastEnqueued, 1581);
    EXPECT_EQ(d.status[0].lastStarted, 1581);
    EXPECT_EQ(d.status[0].lastCompleted, 1580);
    ASSERT_EQ(d.entries.size(), 12u);
    const aw::FrEntry& last = d.entries.back();
    EXPECT_EQ(last.recordId, 3011);
    EXPECT_EQ(last.pgId, "0");
    EXPECT_EQ(last.pgName, "0");
    EXPECT_EQ(last.pgDesc, "default_pg");
    EXPECT_EQ(last.collectiveSeqId, 1581);
    EXPECT_EQ(last.p2pSeqId, 0);
    EXPECT_EQ(last.opId, 1581);
    EXPECT_EQ(last.profilingName, "nccl:all_reduce");
    EXPECT_EQ(last.state, aw::CollectiveState::Started);
    EXPECT_EQ(last.timeCreated, 1796033404000000000LL);  // 2026-11-30T10:10:04Z
    EXPECT_EQ(last.timeStarted, 1796033404002000000LL);
    EXPECT_EQ(last.timeCompleted, aw::kNoTime);
    EXPECT_EQ(last.inputSizes, (std::vector<std::vector<std::int64_t>>{{1048576}}));
    EXPECT_EQ(last.outputSizes, (std::vector<std::vector<std::int64_t>>{{1048576}}));
    EXPECT_EQ(last.inputDtypes, std::vector<std::string>{"Float"});
    EXPECT_EQ(last.timeoutMs, 600000);
    EXPECT_FALSE(last.isP2p);
    EXPECT_FALSE(last.retired);
    ASSERT_EQ(last.frames.size(), 3u);
    EXPECT_EQ(last.frames[2].name, "train_step");
    EXPECT_EQ(last.frames[2].file, "/workspace/pretrain_gpt.py");
    EXPECT_EQ(last.frames[2].line, 88);
    EXPECT_EQ(d.entries[4].state, aw::CollectiveState::Completed);
    EXPECT_TRUE(d.entries[4].retired);
    EXPECT_GT(last.offset, d.entries[10].offset);
}

TEST(FlightRecorderReader, ReadsThePickleForm) {
    const std::string path = "nodes/node001/flight_recorder/_dump_0";
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    ASSERT_TRUE(aw::readFlightRecorderDump(path, readFile(kData + "/one-missing/" + path), d, problems));
    EXPECT_TRUE(problems.empty());
    EXPECT_FALSE(d.json);
    expectRank0OfOneMissing(d);
}

TEST(FlightRecorderReader, ReadsTheJsonFormToTheSameValues) {
    const std::string path = "flight_recorder/rank0.json";
    const std::string bytes = readFile(kData + "/json-form/" + path);
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    ASSERT_TRUE(aw::readFlightRecorderDump(path, bytes, d, problems));
    EXPECT_TRUE(problems.empty());
    EXPECT_TRUE(d.json);
    expectRank0OfOneMissing(d);
    // Offsets point at the entry's object in the file.
    EXPECT_EQ(bytes[d.entries.back().offset], '{');
}

TEST(FlightRecorderReader, RankFieldInTheDumpWinsOverTheName) {
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    ASSERT_TRUE(aw::readFlightRecorderDump("x/_dump_1", R"({"rank": 7, "entries": []})", d, problems));
    EXPECT_EQ(d.rank, 7);
}

TEST(FlightRecorderReader, RefusesTheHostileDumps) {
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    EXPECT_FALSE(aw::readFlightRecorderDump("flight_recorder/_dump_4",
                                            readFile(kData + "/hostile/flight_recorder/_dump_4"), d, problems));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].file, "flight_recorder/_dump_4");
    EXPECT_NE(problems[0].message.find("GLOBAL"), std::string::npos) << problems[0].message;
    EXPECT_NE(problems[0].message.find("byte 2"), std::string::npos) << problems[0].message;

    problems.clear();
    EXPECT_FALSE(aw::readFlightRecorderDump("flight_recorder/_dump_3",
                                            readFile(kData + "/hostile/flight_recorder/_dump_3"), d, problems));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("truncated"), std::string::npos) << problems[0].message;
}

TEST(FlightRecorderReader, NotADumpAndBadJsonAreProblems) {
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    EXPECT_FALSE(aw::readFlightRecorderDump("a/_dump_1", "\x80\x02]q\x00."s, d, problems));
    EXPECT_FALSE(aw::readFlightRecorderDump("a/_dump_2", R"({"hello": 1})", d, problems));
    EXPECT_FALSE(aw::readFlightRecorderDump("a/_dump_3", R"({"entries": [)", d, problems));
    EXPECT_FALSE(aw::readFlightRecorderDump("a/_dump_4", std::string(5000, '[') + "{", d, problems));
    ASSERT_EQ(problems.size(), 4u);
    EXPECT_NE(problems[0].message.find("not a Flight Recorder dump"), std::string::npos);
    EXPECT_NE(problems[1].message.find("not a Flight Recorder dump"), std::string::npos);
    EXPECT_NE(problems[2].message.find("JSON"), std::string::npos);
    EXPECT_EQ(problems[3].file, "a/_dump_4");
}

TEST(FlightRecorderReader, WrongFieldTypesAreWarningsNotFailures) {
    std::vector<aw::Problem> problems;
    aw::FlightRecorderDump d;
    ASSERT_TRUE(aw::readFlightRecorderDump(
        "a/_dump_2", R"({"entries": [{"collective_seq_id": "x", "input_sizes": 5, "state": "started"}, 3]})", d,
        problems));
    ASSERT_EQ(d.entries.size(), 1u);
    EXPECT_EQ(d.entries[0].collectiveSeqId, -1);
    EXPECT_EQ(d.entries[0].state, aw::CollectiveState::Started);
    EXPECT_EQ(problems.size(), 3u);
    for (const auto& p : problems) EXPECT_EQ(p.severity, aw::Severity::Warning);
}

// ---- Analysis ------------------------------------------------------------------------------

TEST(FlightRecorderAnalysis, FormatsRankLists) {
    EXPECT_EQ(aw::formatRankList({0, 1, 2, 3, 4, 6, 7, 9, 10}), "0-4, 6, 7, 9, 10");
    EXPECT_EQ(aw::formatRankList({5}), "5");
    EXPECT_EQ(aw::formatRankList({}), "");
}

TEST(FlightRecorderAnalysis, OneMissingNamesRank5OnNode001) {
    auto report = analyse("one-missing");
    EXPECT_EQ(report.dumps.size(), 16u);
    EXPECT_EQ(report.culpritRanks, std::vector<int>{5});
    EXPECT_EQ(report.culpritNodes, std::vector<std::string>{"node001"});
    ASSERT_EQ(report.findings.size(), 1u);
    const aw::FrFinding& f = report.findings[0];
    EXPECT_EQ(f.kind, aw::FrFindingKind::NeverScheduled);
    EXPECT_EQ(f.pg, "0");
    EXPECT_EQ(f.pgDesc, "default_pg");
    EXPECT_EQ(f.seq, 1581);
    EXPECT_EQ(f.op, "nccl:all_reduce");
    EXPECT_EQ(f.ranks, std::vector<int>{5});
    EXPECT_EQ(f.nodes, std::vector<std::string>{"node001"});
    EXPECT_EQ(f.waitingRanks.size(), 15u);
    EXPECT_EQ(f.time, 1796033404000000000LL);
    EXPECT_NE(f.explanation.find("Rank 5 on node001 never enqueued collective #1581 (nccl:all_reduce)"),
              std::string::npos)
        << f.explanation;
    EXPECT_NE(f.explanation.find("ranks 0-4, 6-15"), std::string::npos) << f.explanation;
    ASSERT_GE(f.evidence.size(), 2u);
    EXPECT_EQ(f.evidence[0].path, "nodes/node001/flight_recorder/_dump_5");
    EXPECT_GT(f.evidence[0].offset, 0u);  // its pg_status record
    EXPECT_EQ(f.evidence[1].path, "nodes/node001/flight_recorder/_dump_0");

    // The healthy tensor-parallel groups are lined up too, with no finding.
    ASSERT_EQ(report.groups.size(), 3u);
    const aw::FrGroupTimeline& g = report.groups[0];
    EXPECT_EQ(g.pg, "0");
    EXPECT_EQ(g.ranks.size(), 16u);
    EXPECT_EQ(g.seqs.size(), 8u);
    EXPECT_EQ(g.seqs.back(), 1581);
    EXPECT_EQ(g.lastEnqueued[5], 1580);
    EXPECT_EQ(g.lastEnqueued[4], 1581);
    const auto& lastRow = g.cells.back();
    EXPECT_FALSE(lastRow[5].present);
    EXPECT_TRUE(lastRow[5].culprit);
    EXPECT_TRUE(lastRow[4].present);
    EXPECT_FALSE(lastRow[4].culprit);
    EXPECT_EQ(lastRow[4].state, aw::CollectiveState::Started);
    EXPECT_EQ(lastRow[4].sizes, "[[1048576]] Float");
    EXPECT_EQ(report.groups[1].ranks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(report.groups[2].ranks, (std::vector<int>{8, 9, 10, 11, 12, 13, 14, 15}));
}

TEST(FlightRecorderAnalysis, TwoMissingNamesBothRanksAndNodes) {
    auto report = analyse("two-missing");
    EXPECT_EQ(report.dumps.size(), 16u);  // nccl_trace_rank_N, recognised by their bytes
    EXPECT_EQ(report.culpritRanks, (std::vector<int>{5, 12}));
    EXPECT_EQ(report.culpritNodes, (std::vector<std::string>{"node001", "node002"}));
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].kind, aw::FrFindingKind::NeverScheduled);
    EXPECT_EQ(report.findings[0].seq, 1581);
    EXPECT_EQ(report.findings[0].nodes, (std::vector<std::string>{"node001", "node002"}));
    EXPECT_NE(report.findings[0].explanation.find("Ranks 5 (node001) and 12 (node002) never enqueued"),
              std::string::npos)
        << report.findings[0].explanation;
}

TEST(FlightRecorderAnalysis, StartedButNotCompletedNamesTheStuckRank) {
    auto report = analyse("started-not-completed");
    EXPECT_EQ(report.culpritRanks, std::vector<int>{11});
    EXPECT_EQ(report.culpritNodes, std::vector<std::string>{"node002"});
    ASSERT_EQ(report.findings.size(), 1u);
    const aw::FrFinding& f = report.findings[0];
    EXPECT_EQ(f.kind, aw::FrFindingKind::NotCompleted);
    EXPECT_EQ(f.seq, 1581);
    EXPECT_EQ(f.waitingRanks.size(), 15u);
    EXPECT_NE(f.explanation.find("Rank 11 on node002 started collective #1581"), std::string::npos) << f.explanation;
    EXPECT_NE(f.explanation.find("state: started"), std::string::npos) << f.explanation;
    EXPECT_EQ(f.evidence[0].path, "flight_recorder/_dump_11");
}

TEST(FlightRecorderAnalysis, SizeDesyncNamesTheRankThatDisagrees) {
    auto report = analyse("size-desync");
    EXPECT_EQ(report.culpritRanks, std::vector<int>{7});
    ASSERT_EQ(report.findings.size(), 1u);
    const aw::FrFinding& f = report.findings[0];
    EXPECT_EQ(f.kind, aw::FrFindingKind::Desync);
    EXPECT_EQ(f.seq, 1581);
    EXPECT_EQ(f.nodes, std::vector<std::string>{"node001"});
    EXPECT_NE(f.explanation.find("[[524288]] Float"), std::string::npos) << f.explanation;
    EXPECT_NE(f.explanation.find("[[1048576]] Float"), std::string::npos) << f.explanation;
}

TEST(FlightRecorderAnalysis, MissingDumpNamesTheAbsentRank) {
    auto report = analyse("missing-dump");
    EXPECT_EQ(report.dumps.size(), 15u);
    EXPECT_EQ(report.culpritRanks, std::vector<int>{9});
    EXPECT_EQ(report.culpritNodes, std::vector<std::string>{"node002"});
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].kind, aw::FrFindingKind::MissingDump);
    EXPECT_NE(report.findings[0].explanation.find("rank 9 on node002"), std::string::npos);
    EXPECT_EQ(report.findings[0].time, 1796033404000000000LL);  // when the others started waiting
    // The grid still has a column for the rank, without a dump.
    const auto& g = report.groups[0];
    auto col = std::find(g.ranks.begin(), g.ranks.end(), 9) - g.ranks.begin();
    ASSERT_LT(std::size_t(col), g.ranks.size());
    EXPECT_EQ(g.rankFile[col], ~0u);
}

TEST(FlightRecorderAnalysis, JsonFormNamesRank13) {
    auto report = analyse("json-form");
    EXPECT_EQ(report.dumps.size(), 16u);
    for (const auto& d : report.dumps) EXPECT_TRUE(d.json);
    EXPECT_EQ(report.culpritRanks, std::vector<int>{13});
    EXPECT_EQ(report.culpritNodes, std::vector<std::string>{"node002"});
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].evidence[0].path, "flight_recorder/rank13.json");
}

// A file only its name and content say is a dump (not declared, not "_dump_"): found by its
// first bytes, which are all the analysis reads of a log named like one, and found when
// blanks fill its head; a log named like a dump is not one.
TEST(FlightRecorderAnalysis, ADumpKnownByItsNameAndContentIsFoundAndALogNamedLikeOneIsNot) {
    aw::Bundle bundle = bundleFromFolder(kData + "/json-form");
    for (aw::SourceFile& f : bundle.files)
        if (f.path == "flight_recorder/rank13.json")
            f.data = std::make_shared<aw::MemoryFile>(std::string(10000, '\n') + std::string(f.data->bytes()));
    aw::SourceFile log;
    log.path = "nodes/node001/rank2.log";
    log.format = aw::FileFormat::TextLog;
    log.source = aw::SourceKind::AppLog;
    log.data = std::make_shared<aw::MemoryFile>("[rank2]: {\"entries\": []} a log line, not a dump\n");
    bundle.files.push_back(log);
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    EXPECT_EQ(report.dumps.size(), 16u);
    EXPECT_EQ(report.culpritRanks, std::vector<int>{13});
    for (const auto& d : report.dumps) EXPECT_NE(bundle.files[d.file].path, "nodes/node001/rank2.log");
}

TEST(FlightRecorderAnalysis, WithoutARankMapTheRanksStillNameTheCulprit) {
    auto report = analyse("no-manifest");
    EXPECT_EQ(report.culpritRanks, std::vector<int>{5});
    EXPECT_TRUE(report.culpritNodes.empty());
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].nodes, std::vector<std::string>{""});
    EXPECT_NE(report.findings[0].explanation.find("Rank 5 never enqueued"), std::string::npos)
        << report.findings[0].explanation;
}

TEST(FlightRecorderAnalysis, HostileDumpsAreProblemsAndTheRestIsAnalysed) {
    std::vector<aw::Problem> problems;
    auto report = analyse("hostile", &problems);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].file, "flight_recorder/_dump_3");
    EXPECT_NE(problems[0].message.find("truncated"), std::string::npos);
    EXPECT_EQ(problems[1].file, "flight_recorder/_dump_4");
    EXPECT_NE(problems[1].message.find("refused GLOBAL"), std::string::npos) << problems[1].message;
    EXPECT_EQ(report.dumps.size(), 14u);
    EXPECT_EQ(report.unreadable.size(), 2u);
    // Unreadable dumps do not blame their ranks; rank 5 is still found.
    EXPECT_EQ(report.culpritRanks, std::vector<int>{5});
    EXPECT_FALSE(std::filesystem::exists("/tmp/aw-pickle-was-run"));
}

TEST(FlightRecorderAnalysis, NotStartedWhenTheOthersGpusStarted) {
    // Four ranks, all enqueued #10 and completed #9; ranks 0-2 started #10 on the GPU, rank 3 not.
    aw::FlightRecorderInput input;
    for (int r = 0; r < 4; ++r) {
        aw::FlightRecorderDump d;
        d.rank = r;
        d.path = "_dump_" + std::to_string(r);
        for (int seq = 9; seq <= 10; ++seq) {
            aw::FrEntry e;
            e.pgId = "0";
            e.pgName = "0";
            e.collectiveSeqId = seq;
            e.profilingName = "nccl:all_gather";
            e.state = seq == 9 ? aw::CollectiveState::Completed
                               : (r == 3 ? aw::CollectiveState::Scheduled : aw::CollectiveState::Started);
            d.entries.push_back(e);
        }
        input.dumps.push_back(d);
    }
    auto report = aw::analyzeFlightRecorderDumps(input);
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].kind, aw::FrFindingKind::NotStarted);
    EXPECT_EQ(report.findings[0].ranks, std::vector<int>{3});
    EXPECT_EQ(report.findings[0].seq, 10);
}

TEST(FlightRecorderAnalysis, OpMismatchIsADesync) {
    aw::FlightRecorderInput input;
    for (int r = 0; r < 3; ++r) {
        aw::FlightRecorderDump d;
        d.rank = r;
        aw::FrEntry e;
        e.pgName = "0";
        e.collectiveSeqId = 4;
        e.profilingName = r == 1 ? "nccl:broadcast" : "nccl:all_reduce";
        e.state = aw::CollectiveState::Scheduled;
        d.entries.push_back(e);
        input.dumps.push_back(d);
    }
    auto report = aw::analyzeFlightRecorderDumps(input);
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].kind, aw::FrFindingKind::Desync);
    EXPECT_EQ(report.findings[0].ranks, std::vector<int>{1});
}

TEST(FlightRecorderAnalysis, NoDumpsNoReport) {
    aw::Bundle empty;
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(empty);
    EXPECT_TRUE(report.empty());
    EXPECT_TRUE(report.problems.empty());
}

}  // namespace

// ---- Attribution ---------------------------------------------------------------------------

namespace {

TEST(FlightRecorderAttribution, OneMissingVerdictNamesRank5OnNode001AsAHang) {
    aw::Bundle bundle = aw::loadBundle(kData + "/one-missing");
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    const aw::Verdict& v = result.verdict;
    EXPECT_EQ(v.outcome, aw::Outcome::Hang) << v.summary;
    EXPECT_EQ(v.culpritRanks, std::vector<int>{5}) << v.summary;
    EXPECT_EQ(v.culpritNodes, std::vector<std::string>{"node001"}) << v.summary;
    EXPECT_EQ(v.rule, "single_root_outcome") << v.summary;

    // The root event comes from the Flight Recorder rule, with the culprit's dump as evidence.
    const aw::Event* root = result.findEvent(v.rootEventId);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ(root->rule, "fr_never_scheduled");
    EXPECT_EQ(root->rank, 5);
    EXPECT_EQ(root->cls, aw::EventClass::RootCause);
    ASSERT_FALSE(root->evidence.empty());
    EXPECT_EQ(root->evidence[0].file, "nodes/node001/flight_recorder/_dump_5");
    EXPECT_NE(root->title.find("#1581"), std::string::npos) << root->title;

    // The other ranks' watchdog timeouts are its symptoms.
    int watchdogs = 0;
    for (const auto& e : result.events) {
        if (e.rule != "pytorch_watchdog_timeout") continue;
        ++watchdogs;
        EXPECT_EQ(e.cls, aw::EventClass::Symptom) << e.node << ": " << e.reason;
    }
    EXPECT_GT(watchdogs, 0);

    // Provenance reaches the dump, and the JSON verdict lists the culprit rank.
    bool dumpEvidence = false;
    for (const auto& n : result.provenance.nodes)
        if (n.kind == aw::ProvKind::Evidence && n.evidence.file == "nodes/node001/flight_recorder/_dump_5")
            dumpEvidence = true;
    EXPECT_TRUE(dumpEvidence);
    const std::string json = aw::toJson(result);
    EXPECT_NE(json.find("\"culprit_ranks\": [5]"), std::string::npos) << json.substr(0, 600);
}

TEST(FlightRecorderAttribution, TwoMissingRanksOnTwoNodesAreOneHangWithBothCulprits) {
    aw::Bundle bundle = aw::loadBundle(kData + "/two-missing");
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    const aw::Verdict& v = result.verdict;
    EXPECT_EQ(v.outcome, aw::Outcome::Hang) << v.summary;
    EXPECT_EQ(v.rule, "same_collective_outcome") << v.summary;
    EXPECT_EQ(v.culpritRanks, (std::vector<int>{5, 12})) << v.summary;
    EXPECT_EQ(v.culpritNodes, (std::vector<std::string>{"node001", "node002"})) << v.summary;
    EXPECT_NE(v.summary.find("Ranks 5 and 12 (node001 and node002) never joined collective #1581"), std::string::npos)
        << v.summary;
    // Both findings stay root causes; the chain names the second one too.
    int roots = 0;
    for (const auto& e : result.events)
        if (e.rule == "fr_never_scheduled") {
            ++roots;
            EXPECT_EQ(e.cls, aw::EventClass::RootCause) << e.title;
        }
    EXPECT_EQ(roots, 2);
    ASSERT_FALSE(v.chain.empty());
    EXPECT_NE(v.chain.back().text.find("Rank 12"), std::string::npos) << v.chain.back().text;
    EXPECT_NE(aw::toJson(result).find("\"culprit_ranks\": [5, 12]"), std::string::npos);
}

TEST(FlightRecorderAttribution, NoManifestStillNamesTheRank) {
    aw::Bundle bundle = aw::loadBundle(kData + "/no-manifest");
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    EXPECT_EQ(result.verdict.outcome, aw::Outcome::Hang) << result.verdict.summary;
    EXPECT_EQ(result.verdict.culpritRanks, std::vector<int>{5}) << result.verdict.summary;
}

TEST(FlightRecorderAttribution, HostileDumpsBecomeProblemsNotCrashes) {
    aw::Bundle bundle = aw::loadBundle(kData + "/hostile");
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    bool refused = false;
    for (const auto& p : result.problems)
        if (p.file == "flight_recorder/_dump_4" && p.message.find("GLOBAL") != std::string::npos) refused = true;
    EXPECT_TRUE(refused);
    EXPECT_EQ(result.verdict.culpritRanks, std::vector<int>{5}) << result.verdict.summary;
}

}  // namespace

// ---- Dumps as text (the raw-log view) ------------------------------------------------------

namespace {

TEST(FlightRecorderText, ADumpReadsAsOneLinePerRecordAndOffsetsFindTheirLines) {
    aw::Bundle bundle = aw::loadBundle(kData + "/one-missing");
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    const aw::FlightRecorderDump* dump4 = nullptr;
    for (const auto& d : report.dumps)
        if (d.rank == 4) dump4 = &d;
    ASSERT_NE(dump4, nullptr);
    const aw::FrDumpText text = aw::renderDumpText(*dump4);
    EXPECT_EQ(text.text.rfind("# Flight Recorder dump of rank 4 (pickle", 0), 0u) << text.text.substr(0, 120);
    EXPECT_EQ(std::count(text.text.begin(), text.text.end(), '\n'), std::ptrdiff_t(text.lineOffsets.size()));
    EXPECT_TRUE(std::is_sorted(text.lineOffsets.begin(), text.lineOffsets.end()));
    EXPECT_NE(text.text.find("pg_config 0 (default_pg): ranks 0-15"), std::string::npos);
    EXPECT_NE(text.text.find("collective #1581  nccl:all_reduce  started  in [[1048576]] Float"), std::string::npos);

    // The entry of #1581 is found from its offset, as evidence pointing into the dump is.
    const aw::FrEntry* last = nullptr;
    for (const auto& e : dump4->entries)
        if (e.collectiveSeqId == 1581 && e.pgDesc == "default_pg") last = &e;
    ASSERT_NE(last, nullptr);
    const std::uint32_t line = text.lineForOffset(last->offset);
    std::size_t begin = 0;
    for (std::uint32_t i = 1; i < line; ++i) begin = text.text.find('\n', begin) + 1;
    const std::string shown = text.text.substr(begin, text.text.find('\n', begin) - begin);
    EXPECT_NE(shown.find("collective #1581"), std::string::npos) << shown;
    EXPECT_EQ(text.lineForOffset(0), 1u);
}

}  // namespace

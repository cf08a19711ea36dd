// The bad inputs of issue #7 that the other loader tests do not cover: an empty bundle,
// JSON nested 10,000 deep in every structured format, wrong clocks, a node under two
// names, files that change or vanish while the bundle is open, links and FIFOs in a
// folder, a 100 MB line without a newline. Each gives a Problem; the rest is analysed.
#include "engine/core/bundle.h"
#include "tests/support/analysis.h"
#include "engine/load/observations.h"
#include "engine/load/bundle_loader.h"
#include "engine/rules/rule_catalog.h"
#include "loader_test_util.h"
#include "engine/flight_recorder/dump_reader.h"
#include "engine/rules/rule_parser.h"
#include "engine/text/time_anomalies.h"

#include "engine/load/file_snapshot.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sys/stat.h>

using namespace aw;
using awtest::TempFolder;

namespace {

const std::string kGoodLog = "2026-11-30 08:00:00,000 INFO starting\n"
                             "2026-11-30 08:00:05,000 [rank0]: RuntimeError: NCCL error: unhandled system error\n";

std::string nestedArrays(int depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}

std::string nestedObjects(int depth) {
    std::string s;
    for (int i = 0; i < depth; ++i) s += "{\"a\":";
    s += "1";
    s += std::string(depth, '}');
    return s;
}

bool anyProblemFor(const Bundle& b, const std::string& file) {
    for (const Problem& p : b.problems)
        if (p.file == file) return true;
    return false;
}

const Problem* problemAt(const Bundle& b, const std::string& file, std::uint32_t line, const std::string& words) {
    for (const Problem& p : b.problems)
        if (p.file == file && p.line == line && p.message.find(words) != std::string::npos) return &p;
    return nullptr;
}

}  // namespace

TEST(BadInput, EmptyBundleIsAProblemAndStillAnalyses) {
    TempFolder t;
    Bundle b = loadBundle(t.path());
    EXPECT_TRUE(b.files.empty());
    EXPECT_TRUE(awtest::hasProblem(b, "", "empty"));
    AnalysisResult r = awtest::analyze(b);  // nothing to attribute, nothing to crash on
    EXPECT_TRUE(r.events.empty());
}

TEST(BadInput, JsonNestedTenThousandDeepInEveryFormat) {
    TempFolder t;
    const std::string arrays = nestedArrays(10000);
    const std::string objects = nestedObjects(10000);
    t.write("bundle.json", objects);
    t.write("metrics/dcgm_gpu_temp.json", "{\"status\":\"success\",\"data\":" + objects + "}");
    t.write("slurm/sacct.json", "{\"jobs\":" + arrays + "}");
    t.write("k8s/pods.json", "{\"kind\":\"List\",\"items\":" + arrays + "}");
    t.write("k8s/events.json", objects);
    t.write("cloud/events.ndjson",
            objects + "\n{\"time\":\"2026-11-30T08:05:00Z\",\"node\":\"node001\",\"type\":\"x\"}\n");
    t.write("flight_recorder/rank0.json", "{\"entries\":" + arrays + "}");
    t.write("nodes/node001/train.log", kGoodLog);
    Bundle b = loadBundle(t.path());
    for (const char* file : {"bundle.json", "metrics/dcgm_gpu_temp.json", "slurm/sacct.json", "k8s/pods.json",
                             "k8s/events.json", "cloud/events.ndjson"})
        EXPECT_TRUE(anyProblemFor(b, file)) << file;
    EXPECT_EQ(awtest::observationsOf(b, "cloud/events.ndjson").size(), 1u);  // the good line after the deep one
    EXPECT_EQ(awtest::observationsOf(b, "nodes/node001/train.log").size(), 2u);
    AnalysisResult r = awtest::analyze(b);
    EXPECT_FALSE(r.events.empty());  // the NCCL error in the good log is still found

    // The readers that do not go through the loader's JSON: Flight Recorder JSON and rule files.
    PickleResult fr = readJsonAsValueTree("{\"entries\":" + arrays + "}");
    EXPECT_FALSE(fr.ok());
    EXPECT_NE(fr.error.find("nesting"), std::string::npos) << fr.error;
    std::vector<RuleSpec> rules;
    std::vector<Problem> problems;
    parseRuleFile("deep.json", "{\"rules\":" + arrays + "}", rules, problems);
    EXPECT_TRUE(rules.empty());
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0].file, "deep.json");
}

TEST(BadInput, WrongClocksAreReportedWithTheirLines) {
    TempFolder t;
    t.write("nodes/node001/train.log", "2026-11-30 08:00:00,000 a\n"
                                       "2026-11-30 08:00:00,500 b\n"
                                       "2026-11-30 07:59:59,800 c (0.7 s back: interleaved writers, not reported)\n"
                                       "2026-11-30 08:00:10,000 d\n"
                                       "2026-11-30 07:00:00,000 e (clock reset: an hour back)\n"
                                       "2099-01-01 00:00:00,000 f (in the future)\n"
                                       "1970-01-01 00:00:05,000 g (clock never set)\n"
                                       "untimed line inherits\n");
    Bundle b = loadBundle(t.path());
    const std::string f = "nodes/node001/train.log";
    EXPECT_FALSE(problemAt(b, f, 3, "goes back"));
    const Problem* reset = problemAt(b, f, 5, "goes back 3610.000 s from line 4");
    ASSERT_TRUE(reset);
    EXPECT_EQ(reset->severity, Severity::Warning);
    EXPECT_TRUE(problemAt(b, f, 6, "in the future"));
    EXPECT_TRUE(problemAt(b, f, 7, "before 2000"));
    EXPECT_TRUE(problemAt(b, f, 7, "goes back"));
    // The times are kept as written, and the file is read to the end.
    auto obs = awtest::observationsOf(b, f);
    ASSERT_EQ(obs.size(), 8u);
    EXPECT_EQ(formatIsoUtc(obs[4].time), "2026-11-30T07:00:00.000Z");
    EXPECT_EQ(obs[7].timeQuality, TimeQuality::Inherited);
}

TEST(BadInput, TimeAnomalyReportsAreCapped) {
    TimeAnomalyCheck check("x.log", true, 4'000'000'000'000'000'000);
    for (std::uint32_t i = 0; i < 40; ++i)
        check.see((i % 2 ? 1000 : 5000) * 1'000'000'000LL + 946'684'800'000'000'000LL, i + 1);
    std::vector<Problem> problems;
    check.finish(problems);
    int back = 0;
    for (const Problem& p : problems) back += p.line > 0 && p.message.find("goes back") != std::string::npos;
    EXPECT_EQ(back, TimeAnomalyCheck::kMaxReportsPerKind);
    EXPECT_EQ(problems.back().message, "time goes back 20 times in this file");
}

TEST(BadInput, NodeUnderTwoNamesIsOneNodeAndSaidSo) {
    TempFolder t;
    t.write("nodes/node001/train.log", kGoodLog);
    t.write("nodes/node001/kern.log", "Nov 30 08:00:01 node001.cluster.local kernel: NVRM: Xid (PCI:0000:3b:00): 79\n");
    Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.nodes.size(), 1u);
    EXPECT_EQ(b.nodes[0].name, "node001");
    EXPECT_EQ(b.nodes[0].aliases, std::vector<std::string>{"node001.cluster.local"});
    const Problem* p = problemAt(b, "nodes/node001/kern.log", 0, "also appears as node001.cluster.local");
    ASSERT_TRUE(p);
    EXPECT_EQ(p->severity, Severity::Info);
}

TEST(BadInput, FilesThatChangeOrVanishAfterOpeningKeepTheirBytes) {
    TempFolder t;
    std::string big;
    // Under kMapFilesFrom: read once, so the bytes outlive the file (bigger files are mapped,
    // see ABigMappedFileCutShortAfterOpeningReadsAsZerosNotACrash).
    for (int i = 0; i < 1000; ++i)
        big += "2026-11-30 08:00:00,000 line " + std::to_string(i) + " of a log being rotated\n";
    ASSERT_LT(big.size(), kMapFilesFrom);
    t.write("nodes/node001/train.log", big);
    t.write("nodes/node002/train.log", kGoodLog);
    Bundle b = loadBundle(t.path());
    // Another process truncates one file (a mapping would now SIGBUS) and deletes the other.
    std::filesystem::resize_file(t.file("nodes/node001/train.log"), 0);
    std::filesystem::remove(t.file("nodes/node002/train.log"));
    auto first = awtest::observationsOf(b, "nodes/node001/train.log");
    ASSERT_EQ(first.size(), 1000u);
    EXPECT_EQ(first.back().text, "2026-11-30 08:00:00,000 line 999 of a log being rotated");
    EXPECT_EQ(awtest::observationsOf(b, "nodes/node002/train.log").size(), 2u);
    AnalysisResult r = awtest::analyze(b);
    EXPECT_FALSE(r.events.empty());
}

TEST(BadInput, ABigMappedFileCutShortAfterOpeningReadsAsZerosNotACrash) {
    TempFolder t;
    std::string big;
    for (int i = 0; big.size() < kMapFilesFrom + (1u << 20); ++i)
        big += "2026-11-30 08:00:00,000 line " + std::to_string(i) + " of a log being rotated\n";
    t.write("nodes/node001/train.log", big);
    Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.files.size(), 1u);
    EXPECT_EQ(b.files[0].data->bytes().size(), big.size());  // mapped, not copied
    EXPECT_FALSE(b.files[0].data->truncatedWhileOpen());
    // Log rotation: the file is emptied while the workbench still shows it.
    std::filesystem::resize_file(t.file("nodes/node001/train.log"), 4096);
    const std::string_view bytes = b.files[0].data->bytes();
    EXPECT_EQ(bytes.substr(0, 24), big.substr(0, 24));
    EXPECT_EQ(bytes[bytes.size() - 1], '\0');  // the lost part reads as zeros
    EXPECT_TRUE(b.files[0].data->truncatedWhileOpen());
    AnalysisResult r = awtest::analyze(b);  // and analysing it still works
    EXPECT_EQ(r.verdict.outcome, Outcome::Unknown);
}

TEST(BadInput, FolderLinksAndFifosAreNeverFollowedOrOpened) {
    TempFolder t;
    TempFolder outside;
    outside.write("secret.log", "2026-11-30 08:00:00,000 outside the bundle\n");
    t.write("nodes/node001/train.log", kGoodLog);
    std::filesystem::create_symlink(outside.file("secret.log"), t.file("nodes/node001/link.log"));
    std::filesystem::create_directory_symlink(outside.path(), t.file("nodes/outside"));
    ASSERT_EQ(::mkfifo(t.file("nodes/node001/pipe.log").c_str(), 0600), 0);  // opening it would block
    Bundle b = loadBundle(t.path());
    ASSERT_EQ(b.files.size(), 1u);
    EXPECT_EQ(b.files[0].path, "nodes/node001/train.log");
    EXPECT_TRUE(awtest::hasProblem(b, "nodes/node001/link.log", "not followed"));
    EXPECT_TRUE(awtest::hasProblem(b, "nodes/outside", "not followed"));
    EXPECT_TRUE(awtest::hasProblem(b, "nodes/node001/pipe.log", "not a regular file"));
}

TEST(BadInput, HundredMegabyteLineWithoutNewline) {
    TempFolder t;
    std::string content = "2026-11-30 08:00:00,000 first\n2026-11-30 08:00:01,000 ";
    content.append(100u << 20, 'y');  // and no newline at the end of the file
    t.write("nodes/node001/huge.log", content);
    content.clear();
    content.shrink_to_fit();
    Bundle b = loadBundle(t.path());
    auto obs = awtest::observationsOf(b, "nodes/node001/huge.log");
    ASSERT_EQ(obs.size(), 2u);
    EXPECT_EQ(obs[1].where.line, 2u);
    EXPECT_EQ(obs[1].text.size(), 1u << 20);             // cut for matching...
    EXPECT_EQ(obs[1].where.length, (100u << 20) + 24u);  // ...the location keeps the real length
    EXPECT_EQ(formatIsoUtc(obs[1].time), "2026-11-30T08:00:01.000Z");
    EXPECT_TRUE(problemAt(b, "nodes/node001/huge.log", 2, "cut to 1 MiB"));
    AnalysisResult r = awtest::analyze(b);
    (void)r;
}

TEST(BadInput, NothingInABundleIsRunLoadedOrUsedAsAPath) {
    TempFolder t;
    TempFolder outside;
    outside.write("secret.log", "2026-11-30 08:00:00,000 SECRET_OUTSIDE_THE_BUNDLE\n");
    // The manifest points sources outside the bundle; such overrides only ever match
    // bundle files by name, they are never opened.
    t.write("bundle.json", R"({"format":"attribution-bundle/1","nodes":[{"name":"node001"}],"sources":[
        {"path":")" + outside.file("secret.log") +
                               R"(","kind":"kernel"},
        {"path":"../../../../../../etc/passwd","kind":"kernel"}]})");
    // A rule folder and a "plugin" inside the bundle: never loaded.
    t.write("rules/evil.json", R"({"rules":[{"id":"evil_rule","phase":"extractor","sources":["applog"],
        "match":{"regex":"MAGIC_WORD"},"emits":{"kind":"bad_node","symptom":"evil","title":"evil",
        "severity":"error","scope":"node","outcome":"hardware","role":"root","strength":100}}]})");
    t.write("plugins/libaw_plugin.so", std::string("\x7f"
                                                   "ELF\x02\x01\x01",
                                                   7) +
                                           std::string(64, '\0'));
    t.write("nodes/node001/train.log", kGoodLog + "2026-11-30 08:00:06,000 MAGIC_WORD\n");
    Bundle b = loadBundle(t.path());
    for (const SourceFile& f : b.files) {
        EXPECT_NE(f.path.front(), '/') << f.path;
        EXPECT_EQ(f.path.find(".."), std::string::npos) << f.path;
        aw::forEachObservation(b, static_cast<std::uint32_t>(&f - b.files.data()), [&](const Observation& o) {
            EXPECT_EQ(o.text.find("SECRET_OUTSIDE_THE_BUNDLE"), std::string_view::npos);
            EXPECT_EQ(o.text.find("root:x:0:0"), std::string_view::npos);
        });
    }
    AnalysisResult r = awtest::analyze(b);
    for (const Event& e : r.events) EXPECT_NE(e.rule, "evil_rule");
    EXPECT_FALSE(r.events.empty());
}

// The built-in catalog: it loads cleanly, every extractor carries examples that pass, the
// required signatures are there, and a bad rule file gives problems naming file and line.
#include "engine/attribute/rule_trial.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>

namespace {

std::vector<const aw::Rule*> extractors() {
    std::vector<const aw::Rule*> out;
    for (const auto& r : aw::builtinCatalog()->rules)
        if (r.phase == aw::Phase::Extractor) out.push_back(&r);
    return out;
}

}  // namespace

TEST(BuiltinCatalog, LoadsWithoutProblems) {
    const auto catalog = aw::builtinCatalog();
    for (const auto& p : aw::builtinCatalogProblems()) ADD_FAILURE() << p.file << ":" << p.line << ": " << p.message;
    EXPECT_FALSE(catalog->version.empty());
    EXPECT_NE(catalog->version, "unversioned");
    EXPECT_GE(extractors().size(), 40u);
    for (auto phase :
         {aw::Phase::Filter, aw::Phase::Refiner, aw::Phase::Outcome, aw::Phase::PostOutcome, aw::Phase::Collector}) {
        bool any = false;
        for (const auto& r : catalog->rules) any = any || r.phase == phase;
        EXPECT_TRUE(any) << "no rule in phase " << aw::toString(phase);
    }
}

TEST(BuiltinCatalog, EveryExtractorMatchesItsExamplesAndRejectsItsNearMisses) {
    for (const aw::Rule* rule : extractors()) {
        // A family's examples name their members: Families.EveryMemberHasAnOutcomeARoleAndExamplesThatNameIt.
        if (rule->sourceFile.rfind("families/", 0) == 0) continue;
        SCOPED_TRACE(rule->sourceFile + ": " + rule->id);
        const aw::RuleExampleSet ex = aw::ruleExamples(*rule);
        EXPECT_GE(ex.positives(), 1u) << "needs at least one matching example";
        EXPECT_GE(ex.negatives(), 1u) << "needs at least one near miss";
        const aw::RuleTrier trier(*rule);
        for (const auto& line : ex.match) {
            const aw::RuleTrial t = trier.tryLine(line);
            EXPECT_TRUE(t.valid) << t.error;
            EXPECT_TRUE(t.matched) << "should match: " << line;
            EXPECT_TRUE(t.error.empty()) << t.error << " for: " << line;
            EXPECT_LT(t.begin, t.end);
        }
        for (const auto& line : ex.noMatch) {
            const aw::RuleTrial t = trier.tryLine(line);
            EXPECT_FALSE(t.matched) << "should not match: " << line;
        }
        for (const auto& series : ex.metricMatch) {
            const aw::RuleTrial t = aw::tryMetricRule(*rule, series);
            EXPECT_TRUE(t.valid) << t.error;
            EXPECT_TRUE(t.matched) << "series should fire";
            EXPECT_TRUE(t.error.empty()) << t.error;
        }
        for (const auto& series : ex.metricNoMatch) EXPECT_FALSE(aw::tryMetricRule(*rule, series).matched);
    }
}

TEST(BuiltinCatalog, CoversTheRequiredXidCodesAndSignatures) {
    const auto catalog = aw::builtinCatalog();
    for (int code : {13, 31, 43, 45, 48, 61, 62, 63, 64, 74, 79, 92, 94, 95, 119, 120}) {
        const aw::Rule* rule = catalog->find("xid_" + std::to_string(code));
        ASSERT_NE(rule, nullptr) << "Xid " << code;
        const std::string line = "NVRM: Xid (PCI:0000:5a:00): " + std::to_string(code) + ", pid=1234, name=python";
        const aw::RuleTrial t = aw::tryRule(*rule, line);
        EXPECT_TRUE(t.matched) << line;
        bool pci = false;
        for (const auto& [k, v] : t.captures) pci = pci || (k == "pci" && v == "PCI:0000:5a:00");
        EXPECT_TRUE(pci) << "Xid " << code << " captures the PCI address";
    }
    // Real signatures from the brief, each must be caught by some extractor.
    const std::vector<std::string> lines = {
        "NVRM: Xid (PCI:0000:5a:00): 79, pid=1234, GPU has fallen off the bus.",
        "SXid (PCI:0000:e5:00): 11012",
        "NVRM: rpcRmApiAlloc_GSP: GspRmAlloc failed: status 0x65",
        "NVRM: GPU0 gpuHandleSanityCheckRegReadError_GH100: NV_ERR_GPU_IS_LOST",
        "NVRM: Abrupt nvidia-imex daemon shutdown detected, robust channel recovery invoked!",
        "[rank0]: RuntimeError: CUDA error: an illegal memory access was encountered",
        "[rank0]: RuntimeError: CUDA error: uncorrectable ECC error encountered",
        "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.",
        "[rank0]: RuntimeError: CUDA error: unspecified launch failure",
        "[rank0]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error",
        "[rank0]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
        "node3:1:2 [0] NCCL WARN NET/IB : Got completion from peer 10.0.0.7<34567> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=0",
        "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000)",
        "mlx5_core 0000:c1:00.0 ibp193s0: Link down",
        "ib0: Lost carrier",
        "Kernel panic - not syncing: Fatal exception",
        "Out of memory: Killed process 1234 (python) total-vm:1kB",
        "[rank37]: PermissionError: [Errno 13] Permission denied: '/mnt/ckpt/x.distcp'",
        "OSError: [Errno 28] No space left on device",
        "OSError: [Errno 5] Input/output error",
        "OSError: [Errno 116] Stale file handle",
        "nfs: server fs01 not responding, still trying",
        "LustreError: 11-0: lustre-OST0003-osc: operation ost_write failed: rc = -107",
        "connection2:0: ping timeout of 5 secs expired",
        "NMI watchdog: Watchdog detected hard LOCKUP on cpu 17",
        "watchdog: BUG: soft lockup - CPU#3 stuck for 23s! [python:1]",
        "[rank3]: ValueError: bad value",
        " iteration 100/ 1000 | lm loss: nan |",
        "srun: error: node12: task 3: Exited with exit code 1",
        "slurmstepd: error: *** JOB 494583 ON node12 CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***",
    };
    std::vector<std::unique_ptr<aw::RuleTrier>> triers;
    for (const aw::Rule* rule : extractors()) triers.push_back(std::make_unique<aw::RuleTrier>(*rule));
    for (const auto& line : lines) {
        bool caught = false;
        for (const auto& trier : triers) caught = caught || trier->tryLine(line).matched;
        EXPECT_TRUE(caught) << "no extractor matches: " << line;
    }
}

TEST(BuiltinCatalog, EveryRuleIdIsUniqueAndFindable) {
    std::set<std::string> ids;
    for (const auto& r : aw::builtinCatalog()->rules) {
        EXPECT_TRUE(ids.insert(r.id).second) << r.id;
        EXPECT_EQ(aw::builtinCatalog()->find(r.id), &r);
        EXPECT_FALSE(r.description.empty()) << r.id;
        EXPECT_FALSE(r.definitionJson.empty()) << r.id;
    }
    EXPECT_EQ(aw::builtinCatalog()->find("no_such_rule"), nullptr);
}

class RuleFolder : public ::testing::Test {
protected:
    awtest::TempFolder dir;
    void write(const std::string& name, const std::string& text) { dir.write(name, text); }
};

TEST_F(RuleFolder, BadRulesGiveProblemsWithFileAndLineWhileGoodRulesLoad) {
    write("good.json", R"J({
  "rules": [
    {"id": "my_rule", "phase": "extractor", "description": "d", "sources": ["applog"],
     "match": {"regex": "boom (?P<what>\\w+)"},
     "emits": {"kind": "bad_node", "symptom": "boom", "title": "boom {what}", "role": "root", "strength": 60},
     "examples": {"match": ["boom now"], "no_match": ["bam"]}}
  ]
})J");
    write("bad.json", R"J({
  "rules": [
    {"id": "fine", "phase": "filter", "type": "cascade", "description": "ok", "condition": {"window_s": 60}},
    {"id": "bad_regex", "phase": "extractor", "description": "d", "sources": ["applog"],
     "match": {"regex": "(unclosed"},
     "emits": {"kind": "bad_node", "symptom": "x", "title": "x", "role": "root"},
     "examples": {"match": ["x"], "no_match": ["y"]}},
    {"id": "no_examples", "phase": "extractor", "description": "d", "sources": ["kernel"],
     "match": {"regex": "x"},
     "emits": {"kind": "bad_node", "symptom": "x", "title": "x", "role": "root"}},
    {"id": "bad_phase", "phase": "sometimes", "description": "d"}
  ]
})J");
    write("broken.json", "{\n  \"rules\": [\n    {\"id\": \"x\",\n  ]\n}\n");
    std::vector<aw::Problem> problems;
    const auto catalog = aw::loadCatalogFolder(dir.path(), problems);
    ASSERT_NE(catalog->find("my_rule"), nullptr);
    ASSERT_NE(catalog->find("fine"), nullptr);
    EXPECT_EQ(catalog->find("bad_regex"), nullptr);
    EXPECT_EQ(catalog->find("no_examples"), nullptr);
    EXPECT_EQ(catalog->find("bad_phase"), nullptr);

    auto problemAt = [&](const std::string& file, std::uint32_t line, const std::string& words) {
        for (const auto& p : problems)
            if (p.file == file && p.line == line && p.message.find(words) != std::string::npos) return true;
        return false;
    };
    EXPECT_TRUE(problemAt("bad.json", 5, "bad regex")) << "the regex line";
    EXPECT_TRUE(problemAt("bad.json", 8, "examples")) << "the rule without examples";
    EXPECT_TRUE(problemAt("bad.json", 11, "unknown phase"));
    EXPECT_TRUE(problemAt("broken.json", 4, "expected")) << "a syntax error names its line";
    for (const auto& p : problems) EXPECT_NE(p.file, "good.json") << p.message;

    const aw::RuleTrial t = aw::tryRule(*catalog->find("my_rule"), "it went boom today");
    EXPECT_TRUE(t.matched);
    EXPECT_EQ(t.begin, 8u);
    ASSERT_EQ(t.captures.size(), 1u);
    EXPECT_EQ(t.captures[0].second, "today");
}

// Found by fuzz_rule_catalog: a strength of 5e78 was cast to int (undefined behaviour).
TEST_F(RuleFolder, CountsAndStrengthsOutOfRangeAreProblemsOnTheirLine) {
    write("numbers.json", R"J({
  "rules": [
    {"id": "huge", "phase": "filter", "type": "benign", "description": "d",
     "condition": {"min_strength": 5.66667e78}},
    {"id": "fraction", "phase": "filter", "type": "cascade", "description": "d",
     "condition": {"max_nodes": 2.5}},
    {"id": "negative", "phase": "extractor", "description": "d", "sources": ["applog"],
     "match": {"regex": "x"},
     "emits": {"kind": "bad_node", "symptom": "x", "title": "x", "role": "root", "strength": -1},
     "examples": {"match": ["x"], "no_match": ["y"]}},
    {"id": "fine", "phase": "filter", "type": "cascade", "description": "d", "condition": {"max_nodes": 16}}
  ]
})J");
    std::vector<aw::Problem> problems;
    const auto catalog = aw::loadCatalogFolder(dir.path(), problems);
    auto problemAt = [&](std::uint32_t line, const std::string& words) {
        for (const auto& p : problems)
            if (p.file == "numbers.json" && p.line == line && p.message.find(words) != std::string::npos) return true;
        return false;
    };
    EXPECT_TRUE(problemAt(4, "\"min_strength\" must be a whole number from 0 to 100"));
    EXPECT_TRUE(problemAt(6, "\"max_nodes\" must be a whole number from 0 to 1000000"));
    EXPECT_TRUE(problemAt(9, "\"strength\" must be a whole number from 0 to 100"));
    EXPECT_EQ(catalog->find("huge"), nullptr);
    EXPECT_NE(catalog->find("fine"), nullptr);
}

TEST_F(RuleFolder, DuplicateIdsAndUnknownTypesAreReported) {
    write("a.json", R"({"rules": [{"id": "dup", "phase": "outcome", "type": "no_failure", "description": "d"}]})");
    write("b.json", R"({"rules": [
  {"id": "dup", "phase": "outcome", "type": "no_failure", "description": "d"},
  {"id": "odd", "phase": "refiner", "sub_phase": "EARLY", "type": "guess", "description": "d"}
]})");
    std::vector<aw::Problem> problems;
    const auto catalog = aw::loadCatalogFolder(dir.path(), problems);
    EXPECT_EQ(catalog->rules.size(), 1u);
    bool dup = false, odd = false;
    for (const auto& p : problems) {
        dup = dup || (p.file == "b.json" && p.line == 2 && p.message.find("duplicate") != std::string::npos);
        odd = odd || (p.file == "b.json" && p.line == 3 && p.message.find("guess") != std::string::npos);
    }
    EXPECT_TRUE(dup);
    EXPECT_TRUE(odd);
}

TEST(RuleFolderMissing, IsAProblemNotACrash) {
    std::vector<aw::Problem> problems;
    const auto catalog = aw::loadCatalogFolder("/nonexistent/rules", problems);
    EXPECT_TRUE(catalog->rules.empty());
    ASSERT_EQ(problems.size(), 1u);
}

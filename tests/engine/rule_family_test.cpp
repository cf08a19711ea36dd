// Families (engine/rules/rule_family.h): each built-in family is complete against the
// authoritative list it was taken from (tests/data/families/*.tsv), every member's examples
// name that member, the member decides the event, hand-written rules keep their lines, and a
// bad family file is a problem on its line, not a crash.
#include "engine/attribute/rule_trial.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_json.h"
#include "engine/rules/rule_parser.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace {

struct BuiltinFamily {
    const aw::Rule* rule = nullptr;
    std::shared_ptr<const aw::RuleFamily> family;
    std::string list;  // source.list: the authoritative list beside the tests
};

std::vector<BuiltinFamily> builtinFamilies() {
    std::vector<BuiltinFamily> out;
    for (const auto& rule : aw::builtinCatalog()->rules) {
        std::vector<aw::Problem> problems;
        auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
        if (!spec || !spec->family) continue;
        BuiltinFamily f{&rule, spec->family, ""};
        aw::JsonError error;
        if (auto doc = aw::parseJson(rule.definitionJson, error))
            if (const aw::JsonValue* source = doc->find("source"))
                if (const aw::JsonValue* list = source->find("list"); list && list->isString()) f.list = list->string;
        out.push_back(std::move(f));
    }
    return out;
}

// The rows of an authoritative list (tests/data/families/README.md): by field name.
std::vector<std::map<std::string, std::string>> readList(const std::string& relative) {
    std::istringstream in(awtest::readFile(awtest::sourcePath(relative)));
    std::vector<std::string> fields;
    std::vector<std::map<std::string, std::string>> rows;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cells;
        std::istringstream cellsIn(line);
        for (std::string cell; std::getline(cellsIn, cell, '\t');) cells.push_back(cell);
        if (fields.empty()) {
            fields = cells;
            continue;
        }
        std::map<std::string, std::string> row;
        for (std::size_t i = 0; i < fields.size() && i < cells.size(); ++i) row[fields[i]] = cells[i];
        rows.push_back(std::move(row));
    }
    return rows;
}

// The aliases of a row: separated by " || " (a NCCL format may hold commas).
std::vector<std::string> splitNames(const std::string& names) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < names.size();) {
        const std::size_t bar = names.find(" || ", at);
        out.push_back(names.substr(at, bar == std::string::npos ? std::string::npos : bar - at));
        at = bar == std::string::npos ? names.size() : bar + 4;
    }
    return out;
}

}  // namespace

TEST(Families, EachIsCompleteAgainstItsAuthoritativeList) {
    const auto families = builtinFamilies();
    ASSERT_FALSE(families.empty());
    for (const BuiltinFamily& f : families) {
        SCOPED_TRACE(f.rule->sourceFile);
        ASSERT_FALSE(f.list.empty()) << "the family names its list: \"source\": {\"list\": ...}";
        const auto rows = readList(f.list);
        ASSERT_FALSE(rows.empty()) << f.list;
        std::map<std::string, const aw::FamilyMember*> byName;
        for (const auto& m : f.family->members) byName[m.name] = &m;
        EXPECT_EQ(f.family->members.size(), rows.size()) << "one member per row of " << f.list;
        for (const auto& row : rows) {
            std::vector<std::string> names{row.at("name")};
            if (const auto aliases = row.find("aliases"); aliases != row.end())
                for (const std::string& a : splitNames(aliases->second)) names.push_back(a);
            const auto it = byName.find(names.front());
            if (it == byName.end()) {
                ADD_FAILURE() << f.list << " lists " << names.front() << ", the family does not";
                continue;
            }
            for (const auto& [field, value] : row) {
                if (field == "aliases") continue;
                const auto have = it->second->fields.find(field);
                const std::vector<std::string> want = field == "name" ? names : std::vector<std::string>{value};
                if (value.empty()) continue;
                EXPECT_TRUE(have != it->second->fields.end() && have->second == want)
                    << names.front() << ": " << field << " is \"" << value << "\" in " << f.list;
            }
        }
    }
}

TEST(Families, EveryMemberHasAnOutcomeARoleAndExamplesThatNameIt) {
    for (const BuiltinFamily& f : builtinFamilies()) {
        SCOPED_TRACE(f.rule->sourceFile);
        const aw::RuleTrier trier(*f.rule);
        for (const aw::FamilyMember& m : f.family->members) {
            EXPECT_FALSE(m.examples.empty()) << m.name;
            EXPECT_FALSE(m.symptom.empty()) << m.name;
            for (const std::string& line : m.examples) {
                const aw::RuleTrial t = trier.tryLine(line);
                EXPECT_TRUE(t.matched) << m.name << " should match: " << line;
                EXPECT_EQ(t.member, m.name) << "the line names another member: " << line;
                EXPECT_TRUE(t.error.empty()) << t.error;
            }
            for (const std::string& line : m.noMatch) {
                const aw::RuleTrial t = trier.tryLine(line);
                EXPECT_NE(t.member, m.name) << m.name << " should not match: " << line;
            }
        }
        // The family's near misses name no member at all.
        const aw::RuleExampleSet ex = aw::ruleExamples(*f.rule);
        EXPECT_GE(ex.negatives(), 1u);
        for (const std::string& line : ex.noMatch) {
            if (std::any_of(f.family->members.begin(), f.family->members.end(), [&](const aw::FamilyMember& m) {
                    return std::count(m.noMatch.begin(), m.noMatch.end(), line);
                }))
                continue;  // a member's own near miss, checked above
            EXPECT_FALSE(trier.tryLine(line).matched) << "should not match: " << line;
        }
    }
}

TEST(Families, TheMemberDecidesTheEventAndSplitsIt) {
    awtest::BundleBuilder b;
    b.app("node001",
          "2026-11-30 08:10:00,000 [rank3]: OSError: [Errno 122] Disk quota exceeded: '/home/u/ckpt/step_1200.pt'\n"
          "2026-11-30 08:10:01,000 [rank3]: write(fd=17) failed: EAGAIN\n");
    const aw::AnalysisResult r = awtest::analyze(b.take());
    const aw::Event* quota = nullptr;
    const aw::Event* again = nullptr;
    for (const auto& e : r.events) {
        if (e.symptom == "storage_quota_exceeded") quota = &e;
        if (e.symptom == "errno_eagain") again = &e;
    }
    ASSERT_NE(quota, nullptr);
    ASSERT_NE(again, nullptr) << "another member on the same node is another event";
    EXPECT_EQ(quota->rule, "errno_family");
    EXPECT_EQ(quota->outcomeHint, aw::Outcome::Storage);
    EXPECT_EQ(quota->title, "EDQUOT (Disk quota exceeded)");
    EXPECT_EQ(quota->capture("member"), "EDQUOT");
    EXPECT_EQ(quota->cls, aw::EventClass::RootCause);
    EXPECT_TRUE(again->suppressed) << "EAGAIN is benign";
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Storage);
}

TEST(Families, AHandWrittenRuleKeepsItsLinesAndFamiliesBeatGenericFallbacks) {
    awtest::BundleBuilder b;
    b.app("node001", "2026-11-30 08:10:00,000 [rank3]: OSError: [Errno 28] No space left on device: '/ckpt/x.pt'\n"
                     "2026-11-30 08:10:02,000 [rank3]: BlockingIOError: [Errno 11] Resource temporarily unavailable\n");
    const aw::AnalysisResult r = awtest::analyze(b.take());
    std::set<std::string> rules, symptoms;
    for (const auto& e : r.events) {
        rules.insert(e.rule);
        symptoms.insert(e.symptom);
    }
    EXPECT_TRUE(rules.count("no_space_left")) << "the rule written for ENOSPC reads its line";
    EXPECT_FALSE(symptoms.count("errno_enospc"));
    EXPECT_TRUE(symptoms.count("errno_eagain")) << "the family reads the EAGAIN line";
    EXPECT_FALSE(rules.count("python_exception")) << "not the generic exception fallback as well";
}

// Slurm's job_container plugin (slurm_errors): a job container the node cannot join stops the
// step before any task runs. The cluster's setup, which the line does not pin on the node (the
// Arjuna thread: every user's jobs until the admins fixed it): infrastructure, nobody blamed,
// though the line names its node. Another member than the corpus case's line.
TEST(Families, AJobContainerTheNodeCannotJoinIsTheInfrastructureWithNoNodeBlamed) {
    awtest::BundleBuilder b;
    b.app("gpu017", "slurmstepd: error: container_p_join: setns failed for /tmp/slurm/4242/.ns: Invalid argument\n"
                    "slurmstepd: error: container_g_join failed: 4242\n");
    const aw::AnalysisResult r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.symptom, "slurm_job_container_setup");

    // The same words at debug level, or the plugin at work, are no failure.
    awtest::BundleBuilder quiet;
    quiet.app("gpu017", "slurmstepd: debug:  container_p_join: setns failed for /tmp/slurm/4242/.ns: Invalid argument\n"
                        "slurmd: debug:  job_container/tmpfs: _create_ns: created /tmp/slurm/4242\n");
    const aw::AnalysisResult q = awtest::analyze(quiet.take());
    for (const auto& e : q.events) EXPECT_NE(e.symptom, "slurm_job_container_setup") << e.title;
    EXPECT_NE(q.verdict.outcome, aw::Outcome::Infrastructure);
}

class FamilyFolder : public ::testing::Test {
protected:
    awtest::TempFolder dir;
    std::vector<aw::Problem> problems;
    bool problemAt(const std::string& file, std::uint32_t line, const std::string& words) const {
        for (const auto& p : problems)
            if (p.file == file && p.line == line && p.message.find(words) != std::string::npos) return true;
        return false;
    }
};

TEST_F(FamilyFolder, BadFamiliesAreProblemsOnTheirLineAndGoodOnesLoad) {
    dir.write("families/good.json", R"J({
  "family": "beeps", "id": "beep_family", "description": "d",
  "source": {"url": "https://example.invalid/list", "list": "x.tsv"},
  "sources": ["applog"],
  "emits": {"symptom": "beep_{name}", "title": "beep {name}"},
  "forms": [{"capture": "beep", "field": "name", "regex": "\\bBEEP_(?P<beep>{name})\\b", "example": "got BEEP_{name}"}],
  "no_match": ["BEEP_"],
  "members": [
    {"name": "LOUD", "outcome": "host", "role": "root", "strength": 60},
    {"name": "SOFT", "outcome": "unknown", "role": "benign", "strength": 0}
  ]
})J");
    dir.write("families/bad.json", R"J({
  "family": "boops", "id": "boop_family", "description": "d",
  "source": {"url": "https://example.invalid/list"},
  "sources": ["applog"],
  "emits": {"symptom": "boop_{name}", "title": "boop"},
  "forms": [{"capture": "boop", "field": "name", "regex": "BOOP (?P<boop>{name})", "example": "BOOP {name}"}],
  "no_match": ["BOP"],
  "members": [
    {"name": "A", "outcome": "host", "role": "root"},
    {"name": "B", "outcome": "sideways", "role": "root", "strength": 10},
    {"name": "A", "outcome": "host", "role": "root", "strength": 10}
  ]
})J");
    dir.write("families/noform.json", R"J({
  "family": "x", "id": "x_family", "description": "d", "source": {"url": "u"}, "sources": ["applog"],
  "emits": {"symptom": "x", "title": "x"},
  "forms": [{"capture": "x", "field": "name", "regex": "no group here"}],
  "no_match": ["y"],
  "members": [{"name": "A", "outcome": "host", "role": "root", "strength": 1, "examples": ["A"]}]
})J");
    dir.write("families/pattern.json", R"J({
  "family": "p", "id": "p_family", "description": "d", "source": {"url": "u"}, "sources": ["applog"],
  "emits": {"symptom": "p_{name}", "title": "p"},
  "forms": [{"capture": "w", "field": "shape", "patterns": true, "regex": "WARN (?P<w>{shape})"}],
  "no_match": ["y"],
  "members": [{"name": "A", "shape": "(unclosed", "outcome": "host", "role": "root", "strength": 1, "examples": ["WARN x"]}]
})J");
    const auto catalog = aw::loadCatalogFolder(dir.path(), problems);
    ASSERT_NE(catalog->find("beep_family"), nullptr);
    EXPECT_EQ(catalog->find("boop_family"), nullptr);
    EXPECT_EQ(catalog->find("x_family"), nullptr);
    EXPECT_EQ(catalog->find("p_family"), nullptr);
    EXPECT_TRUE(problemAt("families/bad.json", 9, "missing \"strength\""));
    EXPECT_TRUE(problemAt("families/bad.json", 10, "unknown outcome \"sideways\""));
    EXPECT_TRUE(problemAt("families/bad.json", 11, "member A is listed twice"));
    EXPECT_TRUE(problemAt("families/noform.json", 4, "no group (?P<x>...)"));
    EXPECT_TRUE(problemAt("families/pattern.json", 1, "bad pattern \"(unclosed\""));
    for (const auto& p : problems) EXPECT_NE(p.file, "families/good.json") << p.message;

    const aw::RuleTrial loud = aw::tryRule(*catalog->find("beep_family"), "12:00 got BEEP_LOUD twice");
    EXPECT_TRUE(loud.matched);
    EXPECT_EQ(loud.member, "LOUD");
    EXPECT_FALSE(aw::tryRule(*catalog->find("beep_family"), "BEEP_LOUDER").matched);
}

TEST_F(FamilyFolder, AFamilyOfTooManyMembersIsAProblemNotARegexOfAMillionAlternatives) {
    std::string members;
    for (int i = 0; i < 5000; ++i)
        members += std::string(i ? "," : "") + R"({"name": "M)" + std::to_string(i) +
                   R"(", "outcome": "host", "role": "root", "strength": 1})";
    dir.write("families/huge.json", R"({"family": "h", "id": "huge_family", "description": "d", "source": {"url": "u"},
 "sources": ["applog"], "emits": {"symptom": "h_{name}", "title": "h"},
 "forms": [{"capture": "h", "field": "name", "regex": "\bH (?P<h>{name})\b", "example": "H {name}"}],
 "no_match": ["H"],
 "members": [)" + members + "]}");
    const auto catalog = aw::loadCatalogFolder(dir.path(), problems);
    EXPECT_EQ(catalog->find("huge_family"), nullptr);
    EXPECT_TRUE(problemAt("families/huge.json", 5, "at most 4096 members, not 5000"));
}

TEST(Families, SymptomSlugsSplitWordsTheWaySourcesWriteThem) {
    EXPECT_EQ(aw::symptomSlug("cudaErrorIllegalAddress"), "cuda_error_illegal_address");
    EXPECT_EQ(aw::symptomSlug("CUDA_ERROR_ILLEGAL_ADDRESS"), "cuda_error_illegal_address");
    EXPECT_EQ(aw::symptomSlug("OOMKilled"), "oom_killed");
    EXPECT_EQ(aw::symptomSlug("GPU has fallen off the bus."), "gpu_has_fallen_off_the_bus");
    EXPECT_EQ(aw::symptomSlug("ENOSPC"), "enospc");
    EXPECT_EQ(aw::symptomSlug("NVML_ERROR_GPU_IS_LOST"), "nvml_error_gpu_is_lost");
    EXPECT_EQ(aw::symptomSlug("ncclUnhandledCudaError"), "nccl_unhandled_cuda_error");
}

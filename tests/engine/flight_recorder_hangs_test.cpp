// The hang analysis on dumps shaped like real ones: the real 16-rank Megatron dumps of NVRx
// (tests/data/flight-recorder/nvrx-gpu-error-2nd, answer {9, 14}) and the simulated
// Megatron cases of scripts/gen_flight_recorder.py --realistic, whose injected culprits are
// in tests/data/flight-recorder/megatron-cases.json. Each must name its culprits and no other
// rank, and make every other rank's wait a symptom.
#include "engine/rules/rule_catalog.h"
#include "engine/core/analysis.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/flight_recorder/process_groups.h"
#include "engine/load/bundle_loader.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <set>
#include <string>
#include <vector>

namespace {

const std::string kData = std::string(AW_SOURCE_DIR) + "/tests/data/flight-recorder";

struct HangCase {
    std::string folder;
    std::vector<int> culprits;  // injected; empty: no rank stands out
    int worldSize = 0;
};

std::vector<HangCase> megatronCases() {
    simdjson::dom::parser parser;
    simdjson::dom::element doc = parser.load(kData + "/megatron-cases.json");
    std::vector<HangCase> out;
    for (simdjson::dom::element c : doc["cases"]) {
        HangCase hc;
        hc.folder = std::string(std::string_view(c["folder"]));
        hc.worldSize = int(std::int64_t(c["world_size"]));
        for (simdjson::dom::element r : c["culprit_ranks"]) hc.culprits.push_back(int(std::int64_t(r)));
        out.push_back(std::move(hc));
    }
    return out;
}

std::vector<HangCase> allCases() {
    std::vector<HangCase> cases = {{"nvrx-gpu-error-2nd", {9, 14}, 16}};
    for (auto& c : megatronCases()) cases.push_back(std::move(c));
    return cases;
}

class HangCases : public ::testing::TestWithParam<HangCase> {};

TEST_P(HangCases, TheAnalysisNamesTheInjectedRanksAndNoOther) {
    const HangCase& c = GetParam();
    const aw::Bundle bundle = aw::loadBundle(kData + "/" + c.folder);
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    ASSERT_EQ(report.dumps.size(), static_cast<std::size_t>(c.worldSize));
    EXPECT_TRUE(report.problems.empty()) << report.problems.front().message;
    EXPECT_EQ(report.culpritRanks, c.culprits);
    std::string explanations;
    for (const auto& f : report.findings) explanations += f.explanation + "\n";
    if (c.culprits.empty()) {
        // At most a few candidates, never every rank.
        for (const auto& f : report.findings) {
            EXPECT_EQ(f.kind, aw::FrFindingKind::Candidate) << explanations;
            EXPECT_LE(f.ranks.size(), 3u);
        }
        return;
    }
    // Every other rank waited, toward the culprits, with its group and counters named.
    std::set<int> waited;
    for (const auto& w : report.waits) {
        waited.insert(w.rank);
        EXPECT_NE(w.explanation.find("process group " + w.pg), std::string::npos) << w.explanation;
        EXPECT_NE(w.explanation.find("#" + std::to_string(w.enqueued)), std::string::npos) << w.explanation;
    }
    for (int r = 0; r < c.worldSize; ++r) {
        const bool culprit = std::find(c.culprits.begin(), c.culprits.end(), r) != c.culprits.end();
        EXPECT_EQ(waited.count(r), culprit ? 0u : 1u) << "rank " << r << "\n" << explanations;
    }
}

TEST_P(HangCases, TheVerdictBlamesTheCulpritsAndEveryOtherRankIsASymptom) {
    const HangCase& c = GetParam();
    const aw::Bundle bundle = aw::loadBundle(kData + "/" + c.folder);
    const aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    const aw::Verdict& v = result.verdict;
    EXPECT_EQ(v.culpritRanks, c.culprits) << v.summary;
    if (c.culprits.empty()) return;
    EXPECT_EQ(v.outcome, aw::Outcome::Hang) << v.summary;
    std::set<int> symptoms;
    for (const auto& e : result.events) {
        if (e.rule != "fr_waiting") continue;
        EXPECT_EQ(e.cls, aw::EventClass::Symptom) << e.title << ": " << e.reason;
        EXPECT_NE(e.title.find("process group"), std::string::npos) << e.title;
        symptoms.insert(e.rank);
    }
    EXPECT_EQ(symptoms.size(), static_cast<std::size_t>(c.worldSize) - c.culprits.size()) << v.summary;
    // Each culprit's finding is a root cause with its own dump as evidence.
    for (int culprit : c.culprits) {
        bool found = false;
        for (const auto& e : result.events)
            if (e.rank == culprit && e.rule.rfind("fr_", 0) == 0 && e.rule != "fr_waiting") {
                found = true;
                EXPECT_EQ(e.cls, aw::EventClass::RootCause) << e.title << ": " << e.reason;
                ASSERT_FALSE(e.evidence.empty());
                EXPECT_NE(e.evidence[0].file.find("_dump_" + std::to_string(culprit)), std::string::npos)
                    << e.evidence[0].file;
            }
        EXPECT_TRUE(found) << "rank " << culprit << ": " << v.summary;
    }
}

INSTANTIATE_TEST_SUITE_P(FlightRecorder, HangCases, ::testing::ValuesIn(allCases()), [](const auto& info) {
    std::string name = info.param.folder;
    for (char& ch : name)
        if (ch == '-') ch = '_';
    return name;
});

TEST(ProcessGroups, RealDumpsLineLocalIdsUpWithGlobalGroupsInCreationOrder) {
    const aw::Bundle bundle = aw::loadBundle(kData + "/nvrx-gpu-error-2nd");
    const aw::FlightRecorderReport report = aw::analyzeFlightRecorder(bundle);
    const aw::FlightRecorderDump* rank0 = nullptr;
    for (const auto& d : report.dumps)
        if (d.rank == 0) rank0 = &d;
    ASSERT_NE(rank0, nullptr);
    const auto names = aw::globalGroupNames(*rank0);
    // Named by the entries: local 6 is group 39; by creation order only: local 4 is 33.
    EXPECT_EQ(names.at("6"), "39");
    EXPECT_EQ(names.at("4"), "33");
    EXPECT_EQ(names.at("17"), "108");
    EXPECT_EQ(names.size(), rank0->status.size());

    // The tensor-parallel group of ranks 8-11: rank 9 enqueued 87760 against 87771.
    const auto groups = aw::buildProcessGroups(report.dumps);
    const auto tp = std::find_if(groups.begin(), groups.end(), [](const auto& g) { return g.name == "37"; });
    ASSERT_NE(tp, groups.end());
    EXPECT_EQ(tp->desc, "TENSOR_MODEL_PARALLEL_GROUP");
    EXPECT_EQ(tp->members, (std::set<int>{8, 9, 10, 11}));
    EXPECT_EQ(tp->member(9)->enqueued, 87760);
    EXPECT_EQ(tp->member(8)->enqueued, 87771);
    EXPECT_EQ(tp->member(9)->pending.size(), 12u);
}

TEST(ProcessGroups, DisagreeingIdsAreNotLinedUp) {
    aw::FlightRecorderDump dump;
    dump.rank = 0;
    dump.groups = {{"0", "default_pg", {0, 1}}, {"5", "TP", {0, 1}}};
    dump.status = {{"0", 3, -1, 2}, {"2", 7, -1, 7}};
    aw::FrEntry e;
    e.pgId = "2";
    e.pgName = "0";  // the entries say local 2 is global 0: creation order would say 5
    dump.entries = {e};
    const auto names = aw::globalGroupNames(dump);
    EXPECT_EQ(names.size(), 1u);
    EXPECT_EQ(names.at("2"), "0");
}

}  // namespace

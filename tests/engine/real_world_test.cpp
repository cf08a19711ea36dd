// The real-world corpus (tests/data/real/README.md): bundles assembled verbatim from public
// sources, each with the answer its source establishes. Every case is opened through the
// engine's front door with the built-in catalog, scored (right, unknown, wrong outcome,
// wrong culprit), and the table is printed. The test fails on any wrong culprit, and when a
// case's result differs from the one docs/accuracy.md records, so that the document always
// tells the truth.
//
// After an intended change of results:
//   AW_UPDATE_ACCURACY=1 ctest --test-dir build -R RealWorld
// rewrites the table in docs/accuracy.md; review `git diff docs/accuracy.md` before committing.
#include "engine/open/open_bundle.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct RealCase {
    std::string name;
    std::string category;
    std::string source;              // the first source link
    std::set<std::string> outcomes;  // empty: any outcome
    std::set<std::string> culprits;
};

struct Scored {
    std::string result;  // "right", "unknown", "wrong outcome", "wrong culprit"
    std::string got;     // "gpu_hardware node007" / "unknown"
    std::string todo;    // "restart_excluding: drain_node, reboot_node, ..."
};

std::vector<RealCase> readCases(const fs::path& root) {
    std::vector<RealCase> cases;
    for (const auto& entry : fs::directory_iterator(root)) {
        if (!fs::exists(entry.path() / "case.json")) continue;
        simdjson::dom::parser parser;
        const simdjson::dom::element doc = parser.load((entry.path() / "case.json").string());
        RealCase c;
        c.name = entry.path().filename().string();
        c.category = std::string(std::string_view(doc["category"]));
        c.source = std::string(std::string_view(doc["sources"].at(0)));
        const simdjson::dom::element expected = doc["expected"];
        simdjson::dom::array outcomes;
        if (expected["outcome"].get(outcomes) == simdjson::SUCCESS)
            for (std::string_view o : outcomes) c.outcomes.emplace(o);
        for (std::string_view n : expected["culprits"].get_array()) c.culprits.emplace(n);
        cases.push_back(std::move(c));
    }
    std::sort(cases.begin(), cases.end(), [](const RealCase& a, const RealCase& b) { return a.name < b.name; });
    return cases;
}

Scored score(const RealCase& c, const aw::Verdict& v) {
    const std::string outcome = aw::toString(v.outcome);
    const std::set<std::string> culprits(v.culpritNodes.begin(), v.culpritNodes.end());
    Scored s;
    s.got = outcome;
    for (const auto& n : v.culpritNodes) s.got += " " + n;
    const bool outcomeRight = c.outcomes.empty() || c.outcomes.count(outcome) > 0;
    if (!std::includes(c.culprits.begin(), c.culprits.end(), culprits.begin(), culprits.end()))
        s.result = "wrong culprit";
    else if (culprits != c.culprits) s.result = "unknown";
    else s.result = outcomeRight ? "right" : "wrong outcome";
    s.todo = v.job.decision + ":";
    for (std::size_t i = 0; i < v.actions.size(); ++i) s.todo += (i ? ", " : " ") + v.actions[i].id;
    return s;
}

std::string expectedText(const RealCase& c) {
    std::string text;
    for (const auto& o : c.outcomes) text += (text.empty() ? "" : " or ") + o;
    if (text.empty()) text = "any";
    if (c.culprits.empty()) return text + ", nobody";
    for (const auto& n : c.culprits) text += " " + n;
    return text;
}

// The table as docs/accuracy.md holds it, between its two markers.
const std::string kBegin = "<!-- accuracy table: begin -->";
const std::string kEnd = "<!-- accuracy table: end -->";

std::string rowOf(const RealCase& c, const Scored& s) {
    return "| [" + c.name + "](" + c.source + ") | " + c.category + " | " + expectedText(c) + " | " + s.got + " | " +
           s.todo + " | " + s.result + " |";
}

std::string tableOf(const std::vector<RealCase>& cases, const std::vector<Scored>& scored) {
    std::map<std::string, int> totals;
    std::ostringstream out;
    out << "| case | category | expected | engine | what to do | result |\n|---|---|---|---|---|---|\n";
    for (std::size_t i = 0; i < cases.size(); ++i) {
        out << rowOf(cases[i], scored[i]) << "\n";
        ++totals[scored[i].result];
    }
    out << "\n**" << cases.size() << " cases: " << totals["right"] << " right, " << totals["unknown"] << " unknown, "
        << totals["wrong outcome"] << " wrong outcome, " << totals["wrong culprit"] << " wrong culprit.**\n";
    return out.str();
}

// case name -> its row, as the document records it.
std::map<std::string, std::string> recordedRows(const std::string& doc) {
    std::map<std::string, std::string> results;
    std::istringstream lines(doc);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("| [", 0) != 0) continue;
        const auto nameEnd = line.find(']');
        if (nameEnd != std::string::npos) results[line.substr(3, nameEnd - 3)] = line;
    }
    return results;
}

}  // namespace

TEST(RealWorld, Corpus) {
    const auto cases = readCases(awtest::sourcePath("tests/data/real"));
    ASSERT_GE(cases.size(), 25u) << "the corpus holds at least 25 cases";

    std::vector<Scored> scored;
    std::vector<aw::Verdict> verdicts;
    for (const auto& c : cases) {
        aw::OpenOptions options;
        options.threads = 2;
        const auto opened = aw::openBundle(awtest::sourcePath("tests/data/real/" + c.name + "/bundle"), options);
        ASSERT_TRUE(opened.result) << c.name;
        scored.push_back(score(c, opened.result->verdict));
        verdicts.push_back(opened.result->verdict);
    }
    const std::string table = tableOf(cases, scored);
    std::cout << table;

    const std::string docPath = awtest::sourcePath("docs/accuracy.md");
    std::string doc = awtest::readFile(docPath);
    const auto begin = doc.find(kBegin);
    auto end = doc.find(kEnd);
    ASSERT_TRUE(begin != std::string::npos && end != std::string::npos) << docPath << " has no table markers";
    if (std::getenv("AW_UPDATE_ACCURACY")) {
        doc.replace(begin + kBegin.size(), end - begin - kBegin.size(), "\n" + table);
        std::ofstream(docPath, std::ios::binary) << doc;
        end = doc.find(kEnd);  // the new table moved the end marker
    }
    const auto recorded = recordedRows(doc.substr(begin, end - begin));
    for (std::size_t i = 0; i < cases.size(); ++i) {
        EXPECT_NE(scored[i].result, "wrong culprit")
            << cases[i].name << ": blames " << scored[i].got << ", the source: " << expectedText(cases[i]);
        const auto it = recorded.find(cases[i].name);
        // The row holds the verdict and what to do: any change to either is recorded on purpose.
        const std::string row = rowOf(cases[i], scored[i]);
        EXPECT_TRUE(it != recorded.end() && it->second == row)
            << cases[i].name << " is\n  " << row << "\ndocs/accuracy.md says\n  "
            << (it == recorded.end() ? "nothing" : it->second) << "\nAW_UPDATE_ACCURACY=1 rewrites it";
        // Every case says what to do; unknown collects evidence and sends no one to the hardware.
        EXPECT_FALSE(verdicts[i].job.decision.empty() || verdicts[i].actions.empty()) << cases[i].name;
        if (scored[i].got == "unknown")
            for (const auto& a : verdicts[i].actions)
                EXPECT_TRUE(a.audience != "vendor" && a.id != "drain_node") << cases[i].name << ": " << a.id;
    }
}

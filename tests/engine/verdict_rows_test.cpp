// The verdict's rows (engine/report/verdict_rows.h), which the reports, the CLI's text and the
// verdict view all render: which rows a verdict yields, in which order, and which it leaves out.
#include "engine/report/report_html.h"
#include "engine/report/report_markdown.h"
#include "engine/report/report_model.h"
#include "engine/report/verdict_rows.h"

#include "tests/support/report_fixture.h"

#include <gtest/gtest.h>

namespace {

using aw::VerdictFact;

struct VerdictRowsTest : ::testing::Test {
    std::shared_ptr<aw::Bundle> bundle = awtest::handBuiltBundle();
    aw::AnalysisResult result = awtest::handBuiltAnalysis(*bundle);

    // The hand-built analysis made unknown: no culprit, no root event, no rule.
    aw::AnalysisResult unknown() const {
        aw::AnalysisResult r = result;
        aw::Verdict& v = r.verdict;
        v.outcome = aw::Outcome::Unknown;
        v.culpritNodes.clear();
        v.culpritRanks.clear();
        v.culpritGpu = -1;
        v.symptom.clear();
        v.rootEventId = 0;
        v.rule.clear();
        v.confidence = aw::Confidence::Low;
        v.candidates = {{"node01", "nccl_watchdog_timeout", aw::Outcome::Network, "first timeout"},
                        {"node03", "xid_79_gpu_fallen_off_bus", aw::Outcome::GpuHardware, "an Xid"}};
        return r;
    }
};

TEST_F(VerdictRowsTest, AVerdictWithACulpritHasEveryFactInTheTablesOrder) {
    const aw::VerdictRows rows = aw::verdictRows(result);
    const std::vector<VerdictFact> expected{VerdictFact::Outcome,    VerdictFact::Culprits, VerdictFact::Ranks,
                                            VerdictFact::Gpu,        VerdictFact::Symptom,  VerdictFact::Confidence,
                                            VerdictFact::FirstFault, VerdictFact::Rule,     VerdictFact::Events};
    EXPECT_EQ(rows.facts, expected);
    EXPECT_EQ(rows.culpritNodes, std::vector<std::string>{"node03"});
    EXPECT_EQ(aw::report::rankList(rows.culpritRanks), "16, 17");
    EXPECT_EQ(rows.culpritGpu, 0);
    ASSERT_TRUE(rows.root);
    EXPECT_EQ(rows.root->id, result.verdict.rootEventId);
    EXPECT_EQ(rows.root->time, awtest::kT0 + 300 * awtest::kSecond);
    EXPECT_EQ(rows.root->title, "Xid 79: GPU has fallen off the bus");
    // 1 root cause, 1 contributing, 3 symptoms, 1 noise.
    EXPECT_EQ(rows.eventsByClass, (std::array<std::size_t, 4>{1, 1, 3, 1}));
    EXPECT_EQ(rows.events, 6u);
    EXPECT_EQ(aw::report::classCounts(rows), "1 root cause, 1 contributing, 3 symptoms, 1 noise");
    EXPECT_EQ(aw::report::headline(rows), "GPU hardware on node03");
    // The chain's steps keep their order; a step about an event carries its class.
    ASSERT_EQ(rows.chain.size(), 4u);
    EXPECT_FALSE(rows.chain[0].eventClass) << "the outcome's step is about no event";
    EXPECT_EQ(rows.chain[1].eventClass, aw::EventClass::RootCause);
    EXPECT_EQ(rows.chain[2].eventClass, aw::EventClass::Symptom);
    EXPECT_EQ(rows.chain[3].step.rule, "xid_79");
    // node01's timeout is another candidate, not the verdict's own choice.
    ASSERT_EQ(rows.candidates.size(), 1u);
    EXPECT_FALSE(rows.candidates[0].isVerdict);
    EXPECT_EQ(rows.otherCandidates().size(), 1u);
    EXPECT_FALSE(rows.unexplained);
    EXPECT_EQ(rows.problems.size(), 1u);
    EXPECT_FALSE(rows.advice.shown()) << "the hand-built verdict has no decision and no action";
}

TEST_F(VerdictRowsTest, AVerdictWithoutACulpritLeavesOutItsRows) {
    const aw::VerdictRows rows = aw::verdictRows(unknown());
    const std::vector<VerdictFact> expected{VerdictFact::Outcome, VerdictFact::Culprits, VerdictFact::Confidence,
                                            VerdictFact::Events};
    EXPECT_EQ(rows.facts, expected) << "no ranks, GPU, symptom, first fault or rule";
    EXPECT_TRUE(rows.has(VerdictFact::Culprits)) << "the culprit row says there is none";
    EXPECT_FALSE(rows.has(VerdictFact::Gpu));
    EXPECT_FALSE(rows.root);
    EXPECT_EQ(aw::report::headline(rows), "Unknown: no culprit node");
    EXPECT_EQ(aw::report::culpritList(rows.culpritNodes), "\xE2\x80\x94");
    // An unknown verdict chose none of its candidates: all of them are "other".
    ASSERT_EQ(rows.candidates.size(), 2u);
    EXPECT_EQ(rows.otherCandidates().size(), 2u);
}

TEST_F(VerdictRowsTest, OnlyAnUnknownVerdictHasUnexplainedLines) {
    aw::UnexplainedLines lines;
    lines.lines = 7;
    lines.templates.push_back({"NCCL error in: <*>", {}, "node01", aw::SourceKind::AppLog, aw::kNoTime, 7});
    aw::AnalysisResult withCulprit = result;
    withCulprit.verdict.unexplained = lines;
    EXPECT_FALSE(aw::verdictRows(withCulprit).unexplained) << "a verdict with a culprit explained its failure";
    aw::AnalysisResult cause = unknown();
    EXPECT_FALSE(aw::verdictRows(cause).unexplained) << "no lines, no section";
    cause.verdict.unexplained = lines;
    const aw::VerdictRows rows = aw::verdictRows(cause);
    ASSERT_TRUE(rows.unexplained);
    EXPECT_EQ(rows.unexplained->lines, 7u);
    EXPECT_EQ(rows.unexplained->templates.at(0).pattern, "NCCL error in: <*>");
}

TEST_F(VerdictRowsTest, WhatToDoKeepsTheCommandsAndTheOnesLeftOut) {
    aw::Action drain;
    drain.id = "drain_node";
    drain.audience = "operator";
    drain.urgency = "now";
    drain.text = "Drain node03.";
    drain.commands = {"scontrol update NodeName=node03 State=DRAIN Reason=\"xid 79\""};
    drain.withheld = {{"ssh -- {node} sudo systemctl reboot", "{node} is \"node03 x\", not a host name (RFC 1123)"}};
    aw::Action tell;
    tell.audience = "vendor";
    tell.urgency = "soon";
    tell.text = "Open an RMA.";

    // Actions without a decision on the job: the section, without a decision row.
    result.verdict.actions = {drain, tell};
    aw::VerdictRows rows = aw::verdictRows(result);
    ASSERT_TRUE(rows.advice.shown());
    EXPECT_FALSE(rows.advice.job);
    ASSERT_EQ(rows.advice.actions.size(), 2u);
    EXPECT_EQ(rows.advice.actions[0].commands, drain.commands);
    ASSERT_EQ(rows.advice.actions[0].withheld.size(), 1u);
    EXPECT_EQ(rows.advice.actions[0].withheld[0].command, "ssh -- {node} sudo systemctl reboot");
    EXPECT_EQ(rows.advice.actions[1].text, "Open an RMA.");

    // A decision without actions is a section too; a reason without a decision is none.
    result.verdict.actions.clear();
    result.verdict.job = {"restart_excluding", "Restart without node03.", {}};
    rows = aw::verdictRows(result);
    ASSERT_TRUE(rows.advice.shown());
    ASSERT_TRUE(rows.advice.job);
    EXPECT_EQ(rows.advice.job->decision, "restart_excluding");
    result.verdict.job = {"", "a reason for nothing", {}};
    EXPECT_FALSE(aw::verdictRows(result).advice.shown());
}

// A culprit with no node (a job-level fault) is the candidate with no node: the verdict's own
// choice, which "other candidates" leave out; the same symptom on another node is another.
TEST_F(VerdictRowsTest, TheVerdictsOwnChoiceIsMarkedAmongTheCandidates) {
    aw::Verdict& v = result.verdict;
    v.outcome = aw::Outcome::Application;
    v.culpritNodes.clear();
    v.culpritGpu = -1;
    v.symptom = "python_traceback";
    v.candidates = {{"", "python_traceback", aw::Outcome::Application, "the job's own error"},
                    {"node01", "python_traceback", aw::Outcome::Application, "the same, on a node"},
                    {"node01", "nccl_watchdog_timeout", aw::Outcome::Network, "first timeout"}};
    const aw::VerdictRows rows = aw::verdictRows(result);
    ASSERT_EQ(rows.candidates.size(), 3u);
    EXPECT_TRUE(rows.candidates[0].isVerdict);
    EXPECT_FALSE(rows.candidates[1].isVerdict);
    EXPECT_FALSE(rows.candidates[2].isVerdict);
    const auto others = rows.otherCandidates();
    ASSERT_EQ(others.size(), 2u);
    EXPECT_EQ(others[0]->candidate.why, "the same, on a node");
    // With a culprit node, its candidate is the choice.
    v.culpritNodes = {"node01"};
    v.symptom = "nccl_watchdog_timeout";
    v.outcome = aw::Outcome::Network;
    const aw::VerdictRows onNode = aw::verdictRows(result);
    EXPECT_FALSE(onNode.candidates[0].isVerdict);
    EXPECT_TRUE(onNode.candidates[2].isVerdict);
}

// Ids are found by value, not by position: a root event or a step's event that is not in the
// list has no row, and an analysis whose ids are not positions still finds them.
TEST_F(VerdictRowsTest, EventsAreFoundByTheirIds) {
    result.verdict.chain.push_back({"gone", "a step about an event not listed", 999, {}});
    aw::VerdictRows rows = aw::verdictRows(result);
    EXPECT_FALSE(rows.chain.back().eventClass);

    aw::AnalysisResult shifted = result;
    for (aw::Event& e : shifted.events) e.id += 100;
    shifted.verdict.rootEventId += 100;
    rows = aw::verdictRows(shifted);
    ASSERT_TRUE(rows.root);
    EXPECT_EQ(rows.root->title, "Xid 79: GPU has fallen off the bus");
    EXPECT_TRUE(rows.has(VerdictFact::FirstFault));
    shifted.verdict.rootEventId = 999;
    EXPECT_FALSE(aw::verdictRows(shifted).has(VerdictFact::FirstFault)) << "a root event not listed has no row";
}

// The report carries the rows of its whole verdict, even when the user's time range leaves
// events out of its lists.
TEST_F(VerdictRowsTest, AReportHoldsTheRowsOfItsVerdict) {
    aw::ReportOptions options;
    options.rangeFrom = awtest::kT0 + 800 * awtest::kSecond;
    options.rangeTo = awtest::kT0 + 1000 * awtest::kSecond;
    const aw::Report report = aw::buildReport(bundle.get(), result, options);
    EXPECT_EQ(report.verdict.facts, aw::verdictRows(result).facts);
    EXPECT_EQ(report.verdict.events, result.events.size());
    ASSERT_TRUE(report.verdict.root);
    EXPECT_EQ(report.verdict.root->id, result.verdict.rootEventId);
}

// The HTML and Markdown tables of the verdict have the model's rows, in its order, and no other.
TEST_F(VerdictRowsTest, TheReportsTablesHaveTheModelsRows) {
    const std::vector<VerdictFact> every{VerdictFact::Outcome,    VerdictFact::Culprits, VerdictFact::Ranks,
                                         VerdictFact::Gpu,        VerdictFact::Symptom,  VerdictFact::Confidence,
                                         VerdictFact::FirstFault, VerdictFact::Rule,     VerdictFact::Events};
    for (const aw::AnalysisResult& analysis : {result, unknown()}) {
        const aw::Report report = aw::buildReport(bundle.get(), analysis);
        // The tables alone: a class ("Symptom") is a word of the other tables too.
        const std::string allMarkdown = aw::reportMarkdown(report), allHtml = aw::reportHtml(report);
        const auto markdownTable = allMarkdown.find("| | |\n");
        const auto htmlTable = allHtml.find("<table class=\"verdict\"");
        ASSERT_NE(markdownTable, std::string::npos);
        ASSERT_NE(htmlTable, std::string::npos);
        const std::string markdown =
            allMarkdown.substr(markdownTable, allMarkdown.find("\n\n", markdownTable) - markdownTable);
        const std::string html = allHtml.substr(htmlTable, allHtml.find("</table>", htmlTable) - htmlTable);
        std::size_t lastMarkdown = 0, lastHtml = 0;
        for (const VerdictFact fact : every) {
            const std::string label = aw::report::factLabel(fact);
            const auto inMarkdown = markdown.find("| " + label + " |");
            const auto inHtml = html.find("<tr><th>" + label + "</th>");
            EXPECT_EQ(inMarkdown != std::string::npos, report.verdict.has(fact)) << label;
            EXPECT_EQ(inHtml != std::string::npos, report.verdict.has(fact)) << label;
            if (!report.verdict.has(fact)) continue;
            EXPECT_GT(inMarkdown, lastMarkdown) << label << " out of order";
            EXPECT_GT(inHtml, lastHtml) << label << " out of order";
            lastMarkdown = inMarkdown;
            lastHtml = inHtml;
        }
    }
}

}  // namespace

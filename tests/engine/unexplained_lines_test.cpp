// Issue 46, item 5: an unknown verdict says why. The error-looking lines no rule explained,
// one row per template (numbers, hex, dates and the digits of names masked), ranked by how
// early and how rare, within bounds that say what they left out.
#include "engine/attribute/unexplained_lines.h"
#include "engine/text/log_template.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <string>

namespace {

// A word of letters only (no digit, so every one is its own template).
std::string lettersOf(std::size_t i) {
    std::string w;
    do {
        w += static_cast<char>('a' + i % 26);
        i /= 26;
    } while (i);
    return w;
}

aw::UnexplainedLines unexplainedOf(const aw::Bundle& bundle, const aw::UnexplainedOptions& options = {}) {
    const aw::AnalysisResult result = awtest::analyze(bundle);
    return aw::findUnexplainedLines(bundle, result, options);
}

}  // namespace

TEST(LogTemplate, MasksNumbersHexDatesAndTheDigitsOfNames) {
    EXPECT_EQ(
        aw::logTemplate("Dec  7 08:10:03 node017 worker[4242]: rank3 lost 0x1f at /data/run_42/ckpt.pt"),
        "<date> <num> <num>:<num>:<num> node<num> worker[<num>]: rank<num> lost <hex> at /data/run_<num>/ckpt.pt");
    EXPECT_EQ(aw::logTemplate("connect to 10.0.3.7:4242 failed, PCI 0000:5a:00"),
              "connect to <num>.<num>.<num>.<num>:<num> failed, PCI <num>:<hex>:<num>");
    EXPECT_EQ(aw::logTemplate("uuid 3f2a9c1e-77b0 x9y8"), "uuid <hex>-<hex> <*>");
    EXPECT_EQ(aw::logTemplate("  spaced\t\tout   "), "spaced out");
}

TEST(UnexplainedLines, TenThousandLinesDifferingOnlyInNumbersAreOneRow) {
    std::string log;
    for (int i = 0; i < 10000; ++i)
        log += "2026-12-07T10:" + std::to_string(10 + i % 50) + ":00Z worker " + std::to_string(i) +
               " lost its heartbeat: error 0x" + std::to_string(100 + i) + "\n";
    awtest::BundleBuilder b;
    b.app("node001", log);
    const aw::UnexplainedLines u = unexplainedOf(b.take());
    ASSERT_EQ(u.templates.size(), 1u);
    EXPECT_EQ(u.templates[0].count, 10000u);
    EXPECT_EQ(u.lines, 10000u);
    EXPECT_EQ(u.templates[0].first.text, "2026-12-07T10:10:00Z worker 0 lost its heartbeat: error 0x100");
    EXPECT_EQ(u.templates[0].first.where.line, 1u);
    EXPECT_EQ(u.templates[0].node, "node001");
    EXPECT_EQ(u.templatesLeftOut, 0u);
}

TEST(UnexplainedLines, DifferentLinesAreDifferentRowsAndQuietLinesAreNone) {
    awtest::BundleBuilder b;
    b.app("node001", "loading shard 3 of 8\n"
                     "error: the tokenizer file is missing a merge table\n"
                     "error: the tokenizer file is missing a merge table\n"
                     "fatal: dataset index out of range\n"
                     "step 100 loss 2.31\n");
    const aw::UnexplainedLines u = unexplainedOf(b.take());
    ASSERT_EQ(u.templates.size(), 2u);
    EXPECT_EQ(u.lines, 3u);
    // Places by earliness and rarity add up to 0+1 and 1+0: a tie goes to the rarer.
    EXPECT_EQ(u.templates[0].pattern, "fatal: dataset index out of range");
    EXPECT_EQ(u.templates[1].pattern, "error: the tokenizer file is missing a merge table");
    EXPECT_EQ(u.templates[1].count, 2u);
}

TEST(UnexplainedLines, EarlyAndRareRanksAboveLateAndFrequent) {
    std::string log = "2026-12-07T10:00:00Z error: a rare early thing\n";
    for (int i = 0; i < 50; ++i)
        log += "2026-12-07T10:05:" + std::to_string(10 + i) + "Z warning: retry failed " + std::to_string(i) + "\n";
    log += "2026-12-07T10:09:00Z error: a rare late thing\n";
    awtest::BundleBuilder b;
    b.app("node001", log);
    const aw::UnexplainedLines u = unexplainedOf(b.take());
    ASSERT_EQ(u.templates.size(), 3u);
    EXPECT_EQ(u.templates[0].first.text, "2026-12-07T10:00:00Z error: a rare early thing");
    EXPECT_EQ(u.templates[1].first.text, "2026-12-07T10:09:00Z error: a rare late thing")
        << "3 = 2 + 1: ties with the frequent one, rarer";
    EXPECT_EQ(u.templates[2].first.text, "2026-12-07T10:05:10Z warning: retry failed 0") << "frequent and not first";
    EXPECT_EQ(u.templates[2].count, 50u);
}

TEST(UnexplainedLines, LinesARuleExplainedAndTheirTemplatesAreNotListed) {
    awtest::BundleBuilder b;
    b.kernel("node002", "[  100.000000] NVRM: Xid (PCI:0000:5a:00): 79, pid=1234, GPU has fallen off the bus.\n"
                        "[  101.000000] NVRM: Xid (PCI:0000:5b:00): 79, pid=1235, GPU has fallen off the bus.\n"
                        "[  102.000000] mysterious controller failure on port 7\n");
    const aw::UnexplainedLines u = unexplainedOf(b.take());
    ASSERT_EQ(u.templates.size(), 1u);
    EXPECT_EQ(u.templates[0].pattern, "[ <num>.<num>] mysterious controller failure on port <num>");
}

TEST(UnexplainedLines, BoundsKeepAFewTemplatesAndCountTheRest) {
    std::string log;
    for (std::size_t i = 0; i < 300; ++i) log += "error in stage " + lettersOf(i) + "\n";
    log += "error in stage a\n";  // a second line of a kept template
    awtest::BundleBuilder b;
    b.app("node001", log);
    aw::UnexplainedOptions options;
    options.maxTemplates = 100;
    options.maxShown = 10;
    const aw::UnexplainedLines u = unexplainedOf(b.take(), options);
    EXPECT_EQ(u.templates.size(), 10u);
    EXPECT_EQ(u.lines, 301u);
    EXPECT_EQ(u.templatesLeftOut, 90u) << "kept but not shown";
    // 200 lines past the cap, and the 91 lines of the templates not shown ("a" has two and,
    // frequent, ranks low).
    EXPECT_EQ(u.linesLeftOut, 200u + 91u);
    EXPECT_EQ(u.templates[0].pattern, "error in stage b");
}

TEST(UnexplainedLines, TheBytesBudgetStopsBetweenFilesAndSaysSo) {
    awtest::BundleBuilder b;
    b.log("a.log", "node001", aw::SourceKind::AppLog, "error one\n");
    b.log("b.log", "node001", aw::SourceKind::AppLog, "error two\n");
    aw::UnexplainedOptions options;
    options.maxBytes = 12;
    const aw::UnexplainedLines u = unexplainedOf(b.take(), options);
    EXPECT_TRUE(u.notAllRead);
    ASSERT_EQ(u.templates.size(), 1u);
    EXPECT_EQ(u.templates[0].pattern, "error one");
}

TEST(UnexplainedLines, AnUnknownRealCaseListsItsLineThroughTheFrontDoor) {
    aw::OpenOptions options;
    const aw::OpenedBundle opened = aw::openBundle(
        awtest::sourcePath("tests/data/real/src7a-thunder-two-node-keyerror-viking-prod-230-remat-bug/bundle"),
        options);
    ASSERT_TRUE(opened.result);
    const aw::Verdict& v = opened.result->verdict;
    EXPECT_EQ(v.outcome, aw::Outcome::Unknown);
    ASSERT_FALSE(v.unexplained.templates.empty());
    EXPECT_EQ(v.unexplained.templates[0].first.text,
              "[viking-prod-230:0]:An error occurred: KeyError \xE2\x80\x93 't5905'");
}

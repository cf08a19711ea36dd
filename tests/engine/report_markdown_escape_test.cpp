// Issue 43: a Markdown report carries no live link from data. A node name, a file name with
// backticks and an evidence line hold "[x](javascript:alert(1))", "<javascript:...>" and raw
// HTML; the report (engine/report/report_markdown.cpp, markdown_text.h) shows them as text,
// which tests/fuzz/markdown_checks.h, reading the report as a renderer would, confirms.
#include "engine/report/markdown_text.h"
#include "engine/report/report_markdown.h"
#include "engine/report/report_model.h"

#include "tests/fuzz/markdown_checks.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

namespace {

const std::string kLink = "[x](javascript:alert(1))";

}  // namespace

// The checker itself sees what a renderer would make live (else its zero below means nothing).
TEST(MarkdownEscape, TheCheckerSeesLinksAutolinksHtmlAndBrokenSpans) {
    EXPECT_EQ(awfuzz::liveMarkup(kLink), "link");
    EXPECT_EQ(awfuzz::liveMarkup("![x](y)"), "link");
    EXPECT_EQ(awfuzz::liveMarkup("<javascript:alert(1)>"), "autolink or HTML");
    EXPECT_EQ(awfuzz::liveMarkup("<img src=x onerror=alert(1)>"), "autolink or HTML");
    EXPECT_EQ(awfuzz::liveMarkup("see https://evil.example"), "bare autolink");
    EXPECT_EQ(awfuzz::liveMarkup("root@evil.example"), "e-mail autolink");
    EXPECT_EQ(awfuzz::liveMarkup("a | b", true), "cell break");
    EXPECT_EQ(awfuzz::liveMarkup("`" + kLink + "`"), "") << "inside a code span it is text";
    EXPECT_EQ(awfuzz::liveMarkup("\\[x\\](y)"), "");
    // The code span the report wrote for a file name with two backticks: it ends early.
    EXPECT_FALSE(awfuzz::isWholeCodeSpan("`` nodes/a``" + kLink + "``.log ``"));
    EXPECT_EQ(awfuzz::liveMarkupCount("`` nodes/a``" + kLink + "``.log ``\n"), 1u);
}

TEST(MarkdownEscape, CellsProseAndCodeSpansHoldNoMarkupOfTheData) {
    const std::string hostile = "n7" + kLink +
                                " <javascript:alert(1)> <b>x</b> | `a` *b* _c_ # ! https://e.example "
                                "www.e.example a@e.example \\ line\nbreak";
    const std::string cell = aw::report::escapeMarkdownCell(hostile);
    EXPECT_EQ(awfuzz::liveMarkup(cell, true), "") << cell;
    EXPECT_EQ(cell.find('\n'), std::string::npos);
    EXPECT_NE(cell.find("\\[x\\](javascript:alert(1))"), std::string::npos) << cell;
    EXPECT_NE(cell.find("\\| \\`a\\` \\*b\\* \\_c\\_ # !"), std::string::npos) << cell;
    EXPECT_EQ(aw::report::escapeMarkdownCell("xid_79_gpu"), "xid_79_gpu") << "'_' inside a word starts nothing";
    const std::string prose = aw::report::escapeMarkdownInline(hostile);
    EXPECT_EQ(awfuzz::liveMarkup(prose), "") << prose;
    EXPECT_NE(prose.find("https\\://e.example www\\.e.example a\\@e.example"), std::string::npos) << prose;
    for (const std::string& name : {"nodes/a``" + kLink + "``.log", std::string("`"), std::string("a`b``c```"),
                                    std::string("`start"), std::string("end`"), std::string("line\n# heading")}) {
        const std::string code = aw::report::markdownCode(name);
        EXPECT_TRUE(awfuzz::isWholeCodeSpan(code)) << code;
        EXPECT_EQ(awfuzz::liveMarkup(code), "") << code;
    }
    EXPECT_EQ(aw::report::markdownCode("nodes/a``b.log"), "``` nodes/a``b.log ```");
    EXPECT_EQ(aw::report::markdownCode("plain"), "`plain`");
}

// A whole report of a bundle whose culprit node, log file name and evidence line carry links:
// none is live, and the data is still there as text.
TEST(MarkdownEscape, AReportOfAHostileBundleHasNoLiveLink) {
    awtest::BundleBuilder b;
    b.manifest({.present = true, .workloadId = "slurm-4242", .scheduler = "slurm"});
    const std::string node = "n7" + kLink;
    b.log("nodes/n7/dmesg``" + kLink + "``.log", node, aw::SourceKind::Kernel,
          "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 79, pid='" + kLink +
              "', name=<javascript:alert(1)><img src=x onerror=alert(1)>, GPU has fallen off the bus.\n");
    for (const char* other : {"node001", "node002"})
        b.app(other,
              "2026-11-30 08:15:00,000 ERROR [Rank 3] Watchdog caught collective operation timeout: " + kLink + "\n");
    const aw::Bundle bundle = b.take();
    const aw::AnalysisResult result = awtest::analyze(bundle);
    ASSERT_FALSE(result.verdict.culpritNodes.empty());
    EXPECT_EQ(result.verdict.culpritNodes.front(), node);
    const std::string md = aw::reportMarkdown(aw::buildReport(&bundle, result, {}));
    EXPECT_EQ(awfuzz::liveMarkupCount(md), 0u) << md;
    EXPECT_NE(md.find("javascript"), std::string::npos) << "the data is shown, as text";
    // The commands that would carry the node are left out, and the report says so.
    EXPECT_NE(md.find("left out: `ssh -- {node} "), std::string::npos) << md;
}

// The report writers on a hand-built analysis: golden Markdown and HTML, excerpts with
// context and the matched span, summaries for big bundles, and the pictures.
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"
#include "engine/report/report_markdown.h"
#include "engine/report/report_svg_timeline.h"
#include "engine/report/report_svg_provenance.h"

#include "tests/support/event_builder.h"
#include "tests/support/golden.h"
#include "tests/support/report_fixture.h"

#include <gtest/gtest.h>

namespace {

using awtest::expectGolden;

struct HandBuilt : ::testing::Test {
    std::shared_ptr<aw::Bundle> bundle = awtest::handBuiltBundle();
    aw::AnalysisResult result = awtest::handBuiltAnalysis(*bundle);
    aw::ReportOptions options() const {
        aw::ReportOptions o;
        o.note = "Drained node03 (ticket OPS-1234).\nRMA the GPU in slot 0.";
        return o;
    }
};

TEST(ReportFormat, FromFileExtension) {
    EXPECT_EQ(aw::reportFormatForPath("out/r.html"), aw::ReportFormat::Html);
    EXPECT_EQ(aw::reportFormatForPath("R.HTM"), aw::ReportFormat::Html);
    EXPECT_EQ(aw::reportFormatForPath("r.md"), aw::ReportFormat::Markdown);
    EXPECT_EQ(aw::reportFormatForPath("r.json"), aw::ReportFormat::Json);
    EXPECT_EQ(aw::reportFormatForPath("r.pdf"), aw::ReportFormat::Pdf);
    EXPECT_EQ(aw::reportFormatForPath("r.txt"), std::nullopt);
    EXPECT_EQ(aw::reportFormatForPath("dir.md/report"), std::nullopt);
}

TEST_F(HandBuilt, DefaultEvidenceIsRootCauseAndContributing) {
    const auto ids = aw::defaultEvidenceEvents(result);
    ASSERT_EQ(ids.size(), 2u);
    EXPECT_EQ(result.events[ids[0] - 1].cls, aw::EventClass::RootCause);
    EXPECT_EQ(result.events[ids[1] - 1].cls, aw::EventClass::Contributing);
}

TEST_F(HandBuilt, ExcerptHasContextLineNumbersAndTheMatchedSpan) {
    aw::ReportOptions o = options();
    o.contextLines = 2;
    const aw::Report r = aw::buildReport(bundle.get(), result, o);
    ASSERT_FALSE(r.excerpts.empty());
    const aw::EvidenceExcerpt& ex = r.excerpts.front();  // the root cause comes first
    EXPECT_EQ(ex.eventId, result.verdict.rootEventId);
    EXPECT_EQ(ex.file, "node03/kern.log");
    EXPECT_EQ(ex.line, 3u);
    ASSERT_TRUE(ex.available);
    ASSERT_EQ(ex.lines.size(), 5u);  // 2 before, the line, 2 after
    EXPECT_EQ(ex.lines[0].number, 1u);
    EXPECT_EQ(ex.lines[4].number, 5u);
    EXPECT_FALSE(ex.lines[1].hit);
    const aw::ExcerptLine& hit = ex.lines[2];
    EXPECT_TRUE(hit.hit);
    EXPECT_EQ(hit.text.substr(hit.markBegin, hit.markEnd - hit.markBegin), "Xid (PCI:0000:3b:00): 79");
    // The last context line holds a control byte and invalid UTF-8: both made printable.
    EXPECT_NE(ex.lines[4].text.find("\xE2\x90\x81"), std::string::npos);
    EXPECT_NE(ex.lines[4].text.find("\xEF\xBF\xBD"), std::string::npos);
}

TEST_F(HandBuilt, EvidenceWithoutBytesIsMarkedUnavailable) {
    const aw::Report r = aw::buildReport(bundle.get(), result, options());
    ASSERT_EQ(r.excerpts.size(), 2u);
    EXPECT_FALSE(r.excerpts[1].available);
    EXPECT_EQ(r.excerpts[1].file, "slurm/sacct.json");
    const aw::Report noBundle = aw::buildReport(nullptr, result, options());
    EXPECT_FALSE(noBundle.excerpts[0].available);
}

TEST_F(HandBuilt, UserChoosesTheEvidence) {
    aw::ReportOptions o = options();
    o.evidenceEvents = std::vector<std::uint32_t>{2, 3, 999};  // noise, a watchdog, an unknown id
    const aw::Report r = aw::buildReport(bundle.get(), result, o);
    EXPECT_EQ(r.evidenceEvents, (std::vector<std::uint32_t>{2, 3}));
    ASSERT_EQ(r.excerpts.size(), 2u);
    EXPECT_EQ(r.excerpts[0].eventId, 3u);  // symptom before noise
    EXPECT_EQ(r.excerpts[1].eventId, 2u);
    const std::string md = aw::reportMarkdown(r);
    EXPECT_NE(md.find("Watchdog caught collective operation timeout"), std::string::npos);
    EXPECT_EQ(md.find("Xid (PCI:0000:3b:00): 79, pid"), std::string::npos);  // not chosen
}

TEST_F(HandBuilt, MarkdownGolden) {
    expectGolden("reports/handbuilt.md", aw::reportMarkdown(aw::buildReport(bundle.get(), result, options())));
}

TEST_F(HandBuilt, HtmlGolden) {
    expectGolden("reports/handbuilt.html", aw::reportHtml(aw::buildReport(bundle.get(), result, options())));
}

TEST_F(HandBuilt, HtmlIsSelfContained) {
    const std::string html = aw::reportHtml(aw::buildReport(bundle.get(), result, options()));
    EXPECT_NE(html.find("<svg xmlns"), std::string::npos);
    EXPECT_EQ(html.find("<link"), std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_EQ(html.find("src=\"http"), std::string::npos);
    EXPECT_NE(html.find("Drained node03 (ticket OPS-1234)."), std::string::npos);
    EXPECT_NE(html.find("&lt;Xid 79&gt;"), std::string::npos);  // escaped
    // For Qt's rich text the pictures become image references.
    aw::HtmlOptions qt;
    qt.inlineSvg = false;
    const std::string forQt = aw::reportHtml(aw::buildReport(bundle.get(), result, options()), qt);
    EXPECT_EQ(forQt.find("<svg"), std::string::npos);
    EXPECT_NE(forQt.find(aw::kTimelineImageName), std::string::npos);
    EXPECT_NE(forQt.find(aw::kProvenanceImageName), std::string::npos);
}

TEST_F(HandBuilt, GeneratedAtIsPrintedOnlyWhenSet) {
    aw::ReportOptions o = options();
    EXPECT_EQ(aw::reportMarkdown(aw::buildReport(bundle.get(), result, o)).find("Generated"), std::string::npos);
    o.generatedAt = "2026-12-02T15:00:00Z";
    EXPECT_NE(aw::reportMarkdown(aw::buildReport(bundle.get(), result, o)).find("Generated: 2026-12-02T15:00:00Z"),
              std::string::npos);
}

TEST_F(HandBuilt, ReportContainsWhatSomeoneNeedsToAct) {
    const std::string md = aw::reportMarkdown(aw::buildReport(bundle.get(), result, options()));
    for (const char* needle :
         {"llm-pretrain-7b-job-4711", "GPU hardware on node03", "Confidence | high", "2026-11-27T08:00:00.000Z",
          "> Drained node03", "earliest_hardware_fault", "node03/kern.log:3", "^^^^^^^^^^^^^^^^^^^^^^^^",
          "| Root cause | node03 | xid_79_gpu_fallen_off_bus |", "node04/dmesg.bin", "builtin-2026.12.1",
          "Attribution Workbench " AW_VERSION, "+10m 02s"})
        EXPECT_NE(md.find(needle), std::string::npos) << needle;
}

TEST(ReportPictures, TimelineMarksTheFirstFaultAndShapesByClass) {
    auto bundle = awtest::handBuiltBundle();
    const auto result = awtest::handBuiltAnalysis(*bundle);
    const std::string svg = aw::timelineSvg(result);
    EXPECT_EQ(svg.rfind("<svg", 0), 0u);
    EXPECT_NE(svg.find("first fault 08:05:00.000"), std::string::npos);
    EXPECT_NE(svg.find("<path d="), std::string::npos);  // diamond / triangle
    EXPECT_NE(svg.find("<rect x="), std::string::npos);
    EXPECT_NE(svg.find(">node03</text>"), std::string::npos);
    // node03 (the culprit) is the first row.
    EXPECT_LT(svg.find(">node03</text>"), svg.find(">node01</text>"));
    EXPECT_EQ(aw::timelineSvg(aw::AnalysisResult{}), "");
}

TEST(ReportPictures, ProvenanceHasFourColumns) {
    auto bundle = awtest::handBuiltBundle();
    const auto result = awtest::handBuiltAnalysis(*bundle);
    const std::string svg = aw::provenanceSvg(result);
    for (const char* title : {">Evidence<", ">Events<", ">Decisions<", ">Verdict<"})
        EXPECT_NE(svg.find(title), std::string::npos) << title;
    EXPECT_NE(svg.find("node03/kern.log:3"), std::string::npos);
    EXPECT_NE(svg.find("GPU hardware on node03"), std::string::npos);
}

// A 1,000-node bundle: one root cause, the same symptom on 999 other nodes.
aw::AnalysisResult thousandNodes() {
    aw::AnalysisResult r;
    r.events.push_back(awtest::EventBuilder(1)
                           .node("gpu-0500")
                           .symptom("xid_79_gpu_fallen_off_bus")
                           .title("Xid 79")
                           .time(awtest::kT0)
                           .classed(aw::EventClass::RootCause, "earliest_hardware_fault", "first")
                           .build());
    for (int n = 0; n < 1000; ++n) {
        if (n == 500) continue;
        char name[16];
        std::snprintf(name, sizeof name, "gpu-%04d", n);
        const aw::Event e = awtest::EventBuilder(static_cast<std::uint32_t>(r.events.size() + 1))
                                .node(name)
                                .symptom("nccl_watchdog_timeout")
                                .title("NCCL watchdog")
                                .time(awtest::kT0 + 600 * awtest::kSecond + n * 1'000'000)
                                .classed(aw::EventClass::Symptom, "cascade_nccl", "after the root cause")
                                .build();
        r.events.push_back(e);
        aw::ProvNode p;
        p.id = "e:" + std::to_string(e.id);
        p.kind = aw::ProvKind::Event;
        p.eventId = e.id;
        p.label = e.node;
        r.provenance.nodes.push_back(p);
        r.provenance.edges.push_back({p.id, "verdict", "symptom"});
    }
    aw::ProvNode v;
    v.id = "verdict";
    v.kind = aw::ProvKind::Verdict;
    r.provenance.nodes.push_back(v);
    for (int i = 0; i < 40; ++i) r.problems.push_back({"f" + std::to_string(i), 0, aw::Severity::Error, "bad"});
    r.verdict.culpritNodes = {"gpu-0500"};
    r.verdict.rootEventId = 1;
    return r;
}

TEST(ReportScale, ThousandNodesAreSummarisedWithTheFullListInTheAppendix) {
    const aw::AnalysisResult r = thousandNodes();
    const aw::Report report = aw::buildReport(nullptr, r);
    ASSERT_EQ(report.groups.size(), 2u);
    EXPECT_FALSE(report.groups[0].summarised);
    EXPECT_TRUE(report.groups[1].summarised);
    EXPECT_EQ(report.groups[1].nodes.size(), 999u);
    const std::string md = aw::reportMarkdown(report);
    EXPECT_NE(md.find("| Symptom | 999 nodes: gpu-0000, gpu-0001"), std::string::npos);
    EXPECT_NE(md.find("### Symptom `nccl_watchdog_timeout` on 999 nodes"), std::string::npos);
    EXPECT_NE(md.find("24 more in the appendix"), std::string::npos);  // 40 problems, 16 shown
    const std::string html = aw::reportHtml(report);
    EXPECT_NE(html.find("<details><summary>999 nodes</summary>"), std::string::npos);
    EXPECT_NE(html.find("<details><summary>Show all 1000 events</summary>"), std::string::npos);
    // The pictures stay small: 24 timeline rows, 8 boxes per provenance column.
    EXPECT_NE(report.timelineSvg.find(">977 other nodes</text>"), std::string::npos);
    EXPECT_NE(report.provenanceSvg.find("+991 more"), std::string::npos);
    EXPECT_LT(report.timelineSvg.size(), 400'000u);
    EXPECT_LT(report.provenanceSvg.size(), 20'000u);
}

}  // namespace

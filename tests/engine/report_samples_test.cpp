// Golden reports for the committed sample bundles (and the JSON of the hand-built
// analysis): the whole chain loader -> rules -> report, compared byte for byte.
// The JSON reports store their analysis once, as the analysis golden (report_json_golden.h).
// Regenerate after an intended change: AW_UPDATE_GOLDEN=1 ctest --test-dir build -L golden,
// then review the diff of tests/golden/.
#include "engine/report/report_format.h"
#include "tests/support/analysis.h"
#include "tests/support/golden.h"
#include "engine/load/bundle_loader.h"
#include "engine/report/report_html.h"
#include "engine/report/report_markdown.h"
#include "engine/report/report_json.h"

#include "report_json_golden.h"
#include "tests/support/report_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace {

TEST(ReportJson, HandBuiltGolden) {
    auto bundle = awtest::handBuiltBundle();
    aw::ReportOptions options;
    options.note = "Drained node03 (ticket \"OPS-1234\").";
    const std::string json = aw::reportJson(aw::buildReport(bundle.get(), awtest::handBuiltAnalysis(*bundle), options));
    EXPECT_NE(json.find("\"note\": \"Drained node03 (ticket \\\"OPS-1234\\\").\""), std::string::npos);
    EXPECT_NE(json.find("\"analysis\": {"), std::string::npos);
    EXPECT_NE(json.find("\"mark\": ["), std::string::npos);
    awtest::expectGolden("reports/handbuilt.json", json);
}

class SampleReport : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        const std::string path = std::string(AW_SOURCE_DIR) + "/resources/samples/" + GetParam();
        ASSERT_TRUE(std::filesystem::exists(path)) << "the sample ships in the repository: " << path;
        bundle_ = std::make_unique<aw::Bundle>(aw::loadBundle(path));
        result_ = awtest::analyze(*bundle_, aw::builtinCatalog());
        report_ = aw::buildReport(bundle_.get(), result_);
    }
    std::string name(const char* ext) const { return "reports/" + std::string(GetParam()) + ext; }
    std::unique_ptr<aw::Bundle> bundle_;
    aw::AnalysisResult result_;
    aw::Report report_;
};

TEST_P(SampleReport, MarkdownGolden) {
    awtest::expectGolden(name(".md"), aw::reportMarkdown(report_));
}
TEST_P(SampleReport, HtmlGolden) {
    awtest::expectGolden(name(".html"), aw::reportHtml(report_));
}
TEST_P(SampleReport, JsonGolden) {
    awtest::expectReportJsonGolden(GetParam(), aw::reportJson(report_));
}

TEST_P(SampleReport, ExcerptsReadTheRawLines) {
    for (const aw::EvidenceExcerpt& ex : report_.excerpts) {
        if (!ex.available) continue;
        bool hit = false;
        for (const aw::ExcerptLine& l : ex.lines) hit |= l.hit && !l.text.empty();
        EXPECT_TRUE(hit) << ex.file << ":" << ex.line;
    }
}

// The samples of one metric series are pieces of evidence in the same bytes: a reader
// must not get the same excerpt twice (the xid79 report once printed a DCGM series three times).
TEST_P(SampleReport, NoExcerptIsPrintedTwice) {
    std::set<std::vector<std::string>> seen;
    for (const aw::EvidenceExcerpt& ex : report_.excerpts) {
        std::vector<std::string> key{std::to_string(ex.eventId), ex.file, std::to_string(ex.line)};
        for (const aw::ExcerptLine& l : ex.lines) key.push_back(l.text);
        EXPECT_TRUE(seen.insert(key).second) << "event #" << ex.eventId << " " << ex.file << ":" << ex.line;
    }
}

TEST_P(SampleReport, SameInputSameBytes) {
    const aw::Report again = aw::buildReport(bundle_.get(), awtest::analyze(*bundle_, aw::builtinCatalog()));
    EXPECT_EQ(aw::reportHtml(again), aw::reportHtml(report_));
    EXPECT_EQ(aw::reportJson(again), aw::reportJson(report_));
}

INSTANTIATE_TEST_SUITE_P(Samples, SampleReport,
                         ::testing::Values("xid79-gpu-off-bus", "checkpoint-permission-denied", "ib-link-flap",
                                           "nccl-hang-flight-recorder"),
                         [](const auto& info) {
                             std::string n = info.param;
                             for (char& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });

}  // namespace

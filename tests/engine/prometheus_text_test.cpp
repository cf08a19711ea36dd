// A /metrics scrape in Prometheus' text format (tests/data/real/src2-fmt-dcgm-exporter-*:
// dcgm-exporter's own output, NVIDIA/dcgm-exporter#239): series with their node and GPU from
// the labels, one sample each at the scrape's time; bad lines are problems with their line.
#include "engine/core/bundle.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/file_classifier.h"
#include "engine/load/json/prometheus_text_reader.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

TEST(PrometheusText, DcgmExporterScrapeGivesSeriesOnTheirNodeAndGpu) {
    const std::string path = awtest::sourcePath(
        "tests/data/real/src2-fmt-dcgm-exporter-xid-active-injected/bundle/metrics/dcgm-metrics.txt");
    const std::string bytes = awtest::readFile(path);
    EXPECT_EQ(aw::classifyFile("metrics/dcgm-metrics.txt", bytes).format, aw::FileFormat::PrometheusText);
    aw::TimeContext ctx;
    ctx.windowStart = ctx.windowEnd = aw::civilToNs(2024, 1, 2, 3, 4, 5);
    const aw::ReaderOutput out = aw::readPrometheusText({path, bytes, ctx});
    EXPECT_TRUE(out.problems.empty());
    ASSERT_EQ(out.metrics.size(), 1u);
    const aw::MetricSeries& s = out.metrics[0];
    EXPECT_EQ(s.name, "DCGM_FI_DEV_XID_ERRORS_ACTIVE");
    EXPECT_EQ(s.labels.at("xid"), "42");
    EXPECT_EQ(s.labels.at("modelName"), "NVIDIA T400 4GB");
    EXPECT_EQ(s.gpu, 0);
    EXPECT_EQ(out.metricNodes[0], "workstation");
    ASSERT_EQ(s.samples.size(), 1u);
    EXPECT_EQ(s.samples[0].value, 1.0);
    EXPECT_EQ(s.samples[0].time, ctx.windowEnd) << "no timestamp: the scrape's time";
    EXPECT_EQ(s.where.line, 3u);
}

TEST(PrometheusText, TimestampsEscapesAndBadLines) {
    const std::string text =
        "# TYPE DCGM_FI_DEV_XID_ERRORS gauge\n"
        "DCGM_FI_DEV_XID_ERRORS{gpu=\"3\",Hostname=\"node007\",err_msg=\"GPU has \\\"fallen\\\" off\"} 79 1796026203000\n"
        "DCGM_FI_DEV_XID_ERRORS{gpu=\"3\",Hostname=\"node007\",err_msg=\"GPU has \\\"fallen\\\" off\"} 0 1796026143000\n"
        "node_load1 0.5\n"
        "this is not a sample\n"
        "broken{gpu=\"1} 3\n";
    const aw::ReaderOutput out = aw::readPrometheusText({"m.prom", text, aw::TimeContext{}});
    ASSERT_EQ(out.metrics.size(), 1u) << "node_load1 has no time: no scrape time is known";
    const aw::MetricSeries& xid = out.metrics[0];
    EXPECT_EQ(xid.labels.at("err_msg"), "GPU has \"fallen\" off");
    ASSERT_EQ(xid.samples.size(), 2u);
    EXPECT_EQ(xid.samples[0].value, 0.0) << "samples in time order";
    EXPECT_EQ(aw::formatIsoUtc(xid.samples[1].time), "2026-11-30T08:10:03.000Z");
    ASSERT_EQ(out.problems.size(), 2u);
    EXPECT_EQ(out.problems[0].line, 5u);
    EXPECT_EQ(out.problems[1].line, 6u);
}

// Read in a bundle, dcgm-exporter's last-Xid gauge is the metric rule's evidence.
TEST(PrometheusText, AScrapeWithAnXidFeedsTheMetricRules) {
    awtest::TempFolder t;
    t.write(
        "metrics/node007.prom",
        "# HELP DCGM_FI_DEV_XID_ERRORS Value of the last XID error encountered.\n"
        "# TYPE DCGM_FI_DEV_XID_ERRORS gauge\n"
        "DCGM_FI_DEV_XID_ERRORS{gpu=\"3\",UUID=\"GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25\",Hostname=\"node007\"} 79 1796026203000\n");
    const aw::Bundle b = aw::loadBundle(t.path());
    ASSERT_EQ(b.metrics.size(), 1u);
    ASSERT_NE(b.findNode("node007"), aw::kNoNode);
    const aw::AnalysisResult r = awtest::analyze(b);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(r.verdict.culpritGpu, 3);
}

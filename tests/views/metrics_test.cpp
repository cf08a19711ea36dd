// The metrics chart follows the selection: a node shows its series, an event its GPU's.
#include "tests/support/document_builder.h"
#include "views/sources/metrics_chart.h"

#include "logview_fixtures.h"
#include "views/common/selection.h"

#include <QSet>
#include <QtTest/QTest>

#include <gtest/gtest.h>

using namespace logview_test;

TEST(MetricsChart, StartsOnTheCulpritAndFollowsTheSelectedNode) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::MetricsChart chart(&selection, &feed);
    chart.resize(700, 500);
    chart.setDocument(makeDocument());
    chart.show();
    // The verdict names node00, GPU 1: its temperature and Xid series, not GPU 0's.
    EXPECT_EQ(chart.currentNode(), QStringLiteral("node00"));
    EXPECT_EQ(chart.shownSeries(), (QStringList{QStringLiteral("DCGM_FI_DEV_XID_ERRORS gpu=1"),
                                                QStringLiteral("DCGM_FI_DEV_GPU_TEMP gpu=1")}));
    EXPECT_EQ(chart.chartCount(), 2);
    screenshot(chart, QStringLiteral("metrics_node00_gpu1"));

    selection.selectNode(QStringLiteral("node01"));
    EXPECT_EQ(chart.shownSeries(), QStringList{QStringLiteral("DCGM_FI_DEV_GPU_TEMP gpu=0")});

    selection.selectNode(QStringLiteral("node00"));  // no GPU named: every GPU
    EXPECT_EQ(chart.shownSeries().size(), 3);

    selection.selectEvent(3);  // node01's NCCL timeout
    EXPECT_EQ(chart.currentNode(), QStringLiteral("node01"));
}

TEST(MetricsChart, FollowsTheTimelineRange) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::MetricsChart chart(&selection, &feed);
    chart.setDocument(makeDocument());
    chart.setTimeRange(kT0 + 60 * kSec, kT0 + 600 * kSec);
    EXPECT_EQ(chart.rangeFrom(), kT0 + 60 * kSec);
    EXPECT_EQ(chart.rangeTo(), kT0 + 600 * kSec);
    selection.selectNode(QStringLiteral("unknown-node"));
    EXPECT_TRUE(chart.shownSeries().isEmpty());
    EXPECT_EQ(chart.chartCount(), 0);
}

TEST(MetricsChartOnSample, ShowsTheCulpritNodesSeries) {
    const std::string path = std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus";
    const awv::DocumentPtr doc = awtest::openDocument(path);
    const std::shared_ptr<const aw::Bundle>& bundle = doc->bundle;
    ASSERT_FALSE(bundle->metrics.empty()) << "the loader read no metric series";
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::MetricsChart chart(&selection, &feed);
    chart.resize(800, 600);
    chart.setDocument(doc);
    chart.show();
    const aw::MetricSeries& first = bundle->metrics.front();
    ASSERT_LT(first.node, bundle->nodes.size());
    const QString node = QString::fromStdString(bundle->nodes[first.node].name);
    selection.selectNode(node);
    int expected = 0;
    for (const aw::MetricSeries& s : bundle->metrics) expected += s.node == first.node && !s.samples.empty();
    EXPECT_EQ(chart.shownSeries().size(), expected);
    // The charts are new child widgets: let them lay out and paint before the grab (the
    // first version of this test saved a blank picture).
    QTest::qWait(50);
    const QImage image = screenshot(chart, QStringLiteral("metrics_xid79_sample"));
    QSet<QRgb> colours;
    for (int y = 40; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 20) << "the chart area is blank";
}

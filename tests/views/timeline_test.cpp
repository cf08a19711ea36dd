// The timeline: hit-testing, linked selection, grouping of many nodes, a million events.
#include "tests/support/bundle_builder.h"
#include "tests/support/document_builder.h"
#include "views/timeline/timeline_view.h"
#include "views/common/event_class_style.h"

#include "logview_fixtures.h"
#include "views/common/selection.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMouseEvent>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace logview_test;

namespace {
struct TimelineFixture : ::testing::Test {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view{&selection, &feed};
    awv::DocumentPtr doc = makeDocument();
    void SetUp() override {
        view.resize(1000, 300);
        view.setDocument(doc);
        view.show();
    }
};

awv::DocumentPtr manyNodes(int nodes, int eventsPerNode, int rootNode) {
    awtest::BundleBuilder bundle;
    awtest::DocumentBuilder doc;
    aw::AnalysisResult& result = doc.editResult();
    std::uint32_t id = 1;
    for (int n = 0; n < nodes; ++n) {
        char name[32];
        std::snprintf(name, sizeof name, "node%03d", n);
        bundle.node(name);
        for (int i = 0; i < eventsPerNode; ++i) {
            const auto cls = n == rootNode && i == 0 ? aw::EventClass::RootCause
                             : i % 7 == 0            ? aw::EventClass::Symptom
                                                     : aw::EventClass::Noise;
            const aw::TimeNs time = kT0 + static_cast<aw::TimeNs>(i) * 37 * 1'000'000LL + n * kSec;
            awtest::EventBuilder e = event(id++, "s", cls);
            e.node(name).at(time).evidence(0, 1, 0, 1);
            if (i % 50 == 1) e.count(20).lastTime(time + 30 * kSec);
            result.events.push_back(std::move(e).build());
        }
    }
    result.verdict.rootEventId = static_cast<std::uint32_t>(rootNode * eventsPerNode + 1);
    return doc.bundle(bundle.share()).build();
}
}  // namespace

TEST_F(TimelineFixture, ClickOnAMarkerSelectsItsEvent) {
    for (std::uint32_t id : {1u, 3u}) {
        const auto pos = view.markerPosition(id);
        ASSERT_TRUE(pos.has_value()) << "event " << id;
        EXPECT_EQ(view.eventAt(pos->toPoint()), id);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, pos->toPoint());
        EXPECT_EQ(selection.currentEvent(), id);
        EXPECT_EQ(view.highlightedEvent(), id);
    }
    // Empty space selects nothing.
    EXPECT_FALSE(view.eventAt(QPoint(view.viewport()->width() - 20, view.viewport()->height() - 5)).has_value());
}

TEST_F(TimelineFixture, SelectionHighlightsAndRevealsTheMarker) {
    view.setVisibleRange(kT0 + 2000 * kSec, kT0 + 2100 * kSec);  // event 3 out of view
    EXPECT_FALSE(view.markerPosition(3).has_value());
    selection.selectEvent(3);
    EXPECT_EQ(view.highlightedEvent(), 3u);
    EXPECT_TRUE(view.markerPosition(3).has_value());
    EXPECT_EQ(view.visibleTo() - view.visibleFrom(), 100 * kSec);  // zoom kept
    screenshot(view, QStringLiteral("timeline_selected"));
}

TEST_F(TimelineFixture, RelativeTimesCountFromTheFirstFault) {
    EXPECT_EQ(view.origin(), kT0 + 60 * kSec);
    view.fitAll();
    EXPECT_LE(view.visibleFrom(), kT0 + 30 * kSec);
    EXPECT_GE(view.visibleTo(), kT0 + 662 * kSec);
    screenshot(view, QStringLiteral("timeline"));
}

TEST_F(TimelineFixture, WheelZoomsAroundTheCursorAndSignalsTheRange) {
    QSignalSpy spy(&view, &awv::TimelineView::visibleRangeChanged);
    const QPoint at(600, 100);
    const aw::TimeNs under = view.axis().timeAtX(at.x());
    const aw::TimeNs spanBefore = view.visibleTo() - view.visibleFrom();
    QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &wheel);
    EXPECT_LT(view.visibleTo() - view.visibleFrom(), spanBefore);
    EXPECT_NEAR(static_cast<double>(view.axis().timeAtX(at.x()) - under), 0.0, 1e6);
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).value<aw::TimeNs>(), view.visibleFrom());
    // Dragging pans: the time under the mouse follows it.
    const aw::TimeNs before = view.visibleFrom();
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, QPoint(500, 100));
    QMouseEvent move(QEvent::MouseMove, QPointF(600, 100), view.viewport()->mapToGlobal(QPointF(600, 100)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view.viewport(), &move);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, QPoint(600, 100));
    EXPECT_LT(view.visibleFrom(), before);
}

TEST(Timeline, ManyNodesAreGroupedWithTheRootCauseGroupOpen) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1000, 500);
    view.setDocument(manyNodes(256, 3, 77));
    view.show();
    EXPECT_EQ(view.nodeRowCount(), 256);
    ASSERT_EQ(view.groupCount(), 8);  // "node" prefix holds all 256: blocks of 32
    for (int g = 0; g < view.groupCount(); ++g) EXPECT_EQ(view.isGroupExpanded(g), g == 77 / 32) << g;
    // Selecting an event of a collapsed group opens it.
    const std::uint32_t eventOfNode200 = 200 * 3 + 2;
    selection.selectEvent(eventOfNode200);
    EXPECT_TRUE(view.isGroupExpanded(200 / 32));
    EXPECT_TRUE(view.markerPosition(eventOfNode200).has_value());
    screenshot(view, QStringLiteral("timeline_groups"));
}

// The frame time itself is measured by the benchmark program (bench/); here: the work of
// a frame is bounded by what is visible, not by the number of events.
TEST(Timeline, AMillionEventsPaintOnlyWhatIsVisible) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1200, 600);
    view.setDocument(manyNodes(16, 62500, 3));
    view.show();
    QPixmap target(view.viewport()->size());
    qint64 best = 1'000'000;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer timer;
        timer.start();
        view.viewport()->render(&target);
        best = std::min(best, timer.elapsed());
    }
    std::printf("[ timing ] one frame with 1,000,000 events: %lld ms\n", static_cast<long long>(best));
    // 16 rows, at most one marker per few pixels per class in each.
    EXPECT_GT(view.paintedMarkerCount(), 16);
    EXPECT_LT(view.paintedMarkerCount(), 16 * 4 * view.viewport()->width() / 2);
    screenshot(view, QStringLiteral("timeline_million"));
}

TEST(TimelineOnSample, Xid79FirstFaultIsShownAndClickable) {
    const std::string path = std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus";
    const awv::DocumentPtr doc = awtest::openDocument(path);
    const std::shared_ptr<const aw::Bundle>& bundle = doc->bundle;
    const aw::Event* root = doc->result->findEvent(doc->result->verdict.rootEventId);
    ASSERT_NE(root, nullptr) << "the engine found no root event";

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1200, 500);
    view.setDocument(doc);
    view.show();
    EXPECT_EQ(view.origin(), root->time);
    const auto pos = view.markerPosition(root->id);
    ASSERT_TRUE(pos.has_value());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, pos->toPoint());
    EXPECT_EQ(selection.currentEvent(), root->id);
    screenshot(view, QStringLiteral("timeline_xid79_sample"));
}

// A timeline shown on `doc`, 1000x300.
struct ShownTimeline {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view{&selection, &feed};
    explicit ShownTimeline(const awv::DocumentPtr& doc) {
        view.resize(1000, 300);
        view.setDocument(doc);
        view.show();
    }
};

// Issue 25: a fault three days before the incident stretched the default range and
// squashed the incident to the right edge. The timeline opens on the incident; Ctrl+0
// fits everything, Ctrl+I (or I) comes back.
TEST(Timeline, OpensOnTheIncidentAndCtrl0FitsEverything) {
    awtest::DocumentBuilder builder(*makeDocument());
    builder.editResult().events.push_back(event(5, "old_fault", aw::EventClass::Contributing)
                                              .node("node01")
                                              .at(kT0 - 3 * 86400 * kSec)
                                              .evidence(1, 1, 0, 1)
                                              .build());
    ShownTimeline shown(builder.build());
    awv::TimelineView& view = shown.view;
    QApplication::setActiveWindow(&view);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&view));
    EXPECT_GE(view.visibleFrom(), kT0);
    EXPECT_LE(view.visibleFrom(), kT0 + 60 * kSec);  // the first fault is in view
    EXPECT_GE(view.visibleTo(), kT0 + 662 * kSec);   // and its last consequence
    EXPECT_LT(view.visibleTo() - view.visibleFrom(), 3600 * kSec);
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
    EXPECT_LE(view.visibleFrom(), kT0 - 3 * 86400 * kSec);
    screenshot(view, QStringLiteral("timeline_fit_all"));
    QTest::keyClick(&view, Qt::Key_I, Qt::ControlModifier);
    EXPECT_GE(view.visibleFrom(), kT0);
    view.fitAll();
    QTest::keyClick(&view, Qt::Key_I);
    EXPECT_GE(view.visibleFrom(), kT0);
    screenshot(view, QStringLiteral("timeline_incident"));
}

// The grey bars of repeated events have a tooltip of their own (issue 25).
TEST(Timeline, ARepeatedEventsBarIsFoundUnderThePointer) {
    awtest::DocumentBuilder builder(*makeDocument());
    builder.editResult().events[2].count = 40;
    builder.editResult().events[2].lastTime = kT0 + 1200 * kSec;
    ShownTimeline shown(builder.build());
    awv::TimelineView& view = shown.view;
    const auto marker = view.markerPosition(3);
    ASSERT_TRUE(marker.has_value());
    const double x = view.axis().xForTime(kT0 + 900 * kSec);
    EXPECT_EQ(view.barAt(QPoint(static_cast<int>(x), static_cast<int>(marker->y()))), std::optional<std::uint32_t>(3));
    EXPECT_FALSE(view.barAt(QPoint(static_cast<int>(x), static_cast<int>(marker->y()) + 9)).has_value());
    EXPECT_FALSE(view.eventAt(QPoint(static_cast<int>(x), static_cast<int>(marker->y()))).has_value());
}

// The names' column fits a long node name instead of cutting it.
TEST(Timeline, TheNameColumnFitsTheLongestName) {
    awtest::BundleBuilder bundle;
    bundle.node("gpu-a100-rack17-node0042.c7");
    bundle.node("n1");
    awtest::DocumentBuilder builder;
    builder.editResult().events.push_back(event(1, "s", aw::EventClass::RootCause)
                                              .node("gpu-a100-rack17-node0042.c7")
                                              .at(kT0)
                                              .evidence(0, 1, 0, 1)
                                              .build());
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1200, 300);
    view.setDocument(builder.bundle(bundle.share()).build());
    const QFontMetrics fm(view.font());
    EXPECT_GT(view.nameColumnWidth(), fm.horizontalAdvance(QStringLiteral("gpu-a100-rack17-node0042.c7")));
}

// Issue 47: 16 nodes showed 3 rows. Rows shrink to fit the pane, down to 13 px.
TEST(Timeline, SixteenNodesFitInCompactRows) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1000, 300);
    view.setDocument(manyNodes(16, 3, 7));
    view.show();
    EXPECT_EQ(view.displayRowCount(), 16);
    EXPECT_LT(view.rowHeight(), 22);
    EXPECT_GE(view.rowHeight(), 13);
    EXPECT_GE(view.visibleRowCount(), 16) << "row height " << view.rowHeight();
    // Every marker of the last node is on screen, and still hit by a click.
    const std::uint32_t lastNodeEvent = 15 * 3 + 1;
    const auto pos = view.markerPosition(lastNodeEvent);
    ASSERT_TRUE(pos.has_value());
    EXPECT_EQ(view.eventAt(pos->toPoint()), lastNodeEvent);
    // A tall pane gives full-size rows back.
    view.resize(1000, 600);
    EXPECT_EQ(view.rowHeight(), 22);
    screenshot(view, QStringLiteral("timeline_16_nodes"));
}

// 1,024 nodes: 16 groups of 64, each a heat strip; a collapsed group shows its strongest
// class, the root cause's diamond over 64 nodes' symptom squares.
TEST(Timeline, AThousandNodesAreSixteenGroupsAndACollapsedGroupShowsItsRootCause) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(1200, 400);
    view.setDocument(manyNodes(1024, 8, 500));
    view.show();
    ASSERT_EQ(view.groupCount(), 16);
    const int rootGroup = 500 / 64;
    view.setGroupExpanded(rootGroup, false);
    EXPECT_EQ(view.displayRowCount(), 16);
    EXPECT_GE(view.visibleRowCount(), 16) << "every group at a glance";
    EXPECT_EQ(view.groupStrongestClass(rootGroup), std::optional<aw::EventClass>(aw::EventClass::RootCause));
    EXPECT_EQ(view.groupStrongestClass(0), std::optional<aw::EventClass>(aw::EventClass::Symptom));
    const std::uint32_t root = 500 * 8 + 1;
    const auto pos = view.markerPosition(root);
    ASSERT_TRUE(pos.has_value()) << "the root cause sits on its collapsed group's row";
    const QImage shot = screenshot(view, QStringLiteral("timeline_1024_nodes"));
    const QColor painted = view.viewport()->grab().toImage().pixelColor(pos->toPoint());
    const QColor rootColour = awv::eventClassStyle(aw::EventClass::RootCause).color;
    EXPECT_LE(std::abs(painted.red() - rootColour.red()) + std::abs(painted.green() - rootColour.green()) +
                  std::abs(painted.blue() - rootColour.blue()),
              30)
        << "the diamond, not a symptom square: " << painted.name().toStdString();
    EXPECT_EQ(view.eventAt(pos->toPoint()), root);
    // Opening a group asks the pane for rows.
    QSignalSpy wanted(&view, &awv::TimelineView::moreRowsWanted);
    int groupRow = 0;  // the first display row is group 0's
    const QPoint onName(20, 42 + groupRow * view.rowHeight() + view.rowHeight() / 2);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, onName);
    EXPECT_TRUE(view.isGroupExpanded(0));
    ASSERT_EQ(wanted.size(), 1);
    EXPECT_GT(wanted.front().front().toInt(), 16 * 13);
}

// Bundles without times: a sentence, not a 00:00:00 axis over empty rows.
TEST(Timeline, ABundleWithoutTimesSaysSo) {
    awtest::BundleBuilder bundle;
    bundle.node("node01");
    bundle.app("node01", "no time on this line\nnor on this one\n");
    awtest::DocumentBuilder builder;
    builder.editResult().events.push_back(
        event(1, "s", aw::EventClass::Symptom).node("node01").evidence(0, 1, 0, 1).build());
    ShownTimeline shown(builder.bundle(bundle.share()).build());
    EXPECT_TRUE(shown.view.emptyMessage().startsWith(QStringLiteral("No times in this bundle")))
        << shown.view.emptyMessage().toStdString();
    screenshot(shown.view, QStringLiteral("timeline_no_times"));
    // With times, no message.
    ShownTimeline timed(makeDocument());
    EXPECT_TRUE(timed.view.emptyMessage().isEmpty());
}

// The xid79 sample: node007 went silent ten minutes before the others, flagged in its row.
TEST(TimelineOnSample, Xid79FlagsNode007Silent) {
    const awv::DocumentPtr doc =
        awtest::openDocument(std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus");
    ShownTimeline shown(doc);
    shown.view.resize(1200, 420);
    int flagged = 0;
    for (const aw::Node& node : doc->bundle->nodes) {
        const bool silent = shown.view.isNodeFlaggedSilent(QString::fromStdString(node.name));
        EXPECT_EQ(silent, node.name == "node007") << node.name;
        flagged += silent;
    }
    EXPECT_EQ(flagged, 1);
    EXPECT_GE(shown.view.visibleRowCount(), 16) << "all 16 nodes at a glance";
    screenshot(shown.view, QStringLiteral("timeline_xid79_silent"));
}

// Issue 47: a drag along the time axis picks the time range every view follows; Ctrl+drag
// over the rows too; a plain drag still pans, a right drag still zooms.
namespace {
// A move with the left button held (QTest::mouseMove does not say which button is down).
void dragTo(QWidget* viewport, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QMouseEvent move(QEvent::MouseMove, QPointF(to), viewport->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                     modifiers);
    QCoreApplication::sendEvent(viewport, &move);
}
}  // namespace

TEST_F(TimelineFixture, ADragAlongTheAxisPicksTheSharedTimeRange) {
    const auto [left, right] = view.plotColumns();
    const int x0 = left + (right - left) / 4, x1 = left + (right - left) / 2;
    const aw::TimeNs from = view.axis().timeAtX(x0), to = view.axis().timeAtX(x1);
    const aw::TimeNs visibleFrom = view.visibleFrom();
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, QPoint(x0, 10));
    dragTo(view.viewport(), QPoint((x0 + x1) / 2, 12));
    dragTo(view.viewport(), QPoint(x1, 12));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, QPoint(x1, 12));
    ASSERT_TRUE(selection.timeRange().isSet());
    EXPECT_NEAR(static_cast<double>(selection.timeRange().from), static_cast<double>(from),
                view.axis().nsPerPixel() * 2);
    EXPECT_NEAR(static_cast<double>(selection.timeRange().to), static_cast<double>(to), view.axis().nsPerPixel() * 2);
    EXPECT_EQ(view.visibleFrom(), visibleFrom);  // it did not pan
    // Ctrl+drag over the rows, right to left.
    const int y = view.viewport()->height() - 10;
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::ControlModifier, QPoint(x1, y));
    dragTo(view.viewport(), QPoint(x0, y), Qt::ControlModifier);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::ControlModifier, QPoint(x0, y));
    EXPECT_NEAR(static_cast<double>(selection.timeRange().from), static_cast<double>(from),
                view.axis().nsPerPixel() * 2);
    QImage shot = screenshot(view, QStringLiteral("timeline_range"));
    EXPECT_FALSE(shot.isNull());
    // A click on the axis (no drag) leaves it.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(x0, 10));
    EXPECT_TRUE(selection.timeRange().isSet());
}

// Issue 47: a right click without a drag offers every node's logs at that moment.
TEST_F(TimelineFixture, ARightClickOffersEveryNodesLogsAtThatMoment) {
    const auto [left, right] = view.plotColumns();
    const QPoint at((left + right) / 2, view.viewport()->height() - 10);
    QMenu* menu = view.momentMenu(at);
    ASSERT_FALSE(menu->actions().isEmpty());
    QSignalSpy moments(&selection, &awv::Selection::momentSelected);
    menu->actions().front()->trigger();
    ASSERT_EQ(moments.count(), 1);
    EXPECT_NEAR(static_cast<double>(moments.front().front().value<aw::TimeNs>()),
                static_cast<double>(view.axis().timeAtX(at.x())), 1.0);
    // With a range set, it can clear it too.
    selection.setTimeRange(kT0, kT0 + kSec);
    menu = view.momentMenu(at);
    ASSERT_EQ(menu->actions().size(), 2);
    menu->actions().back()->trigger();
    EXPECT_FALSE(selection.timeRange().isSet());
}

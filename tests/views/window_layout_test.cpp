// The first window on a laptop and on a big screen (issue 25): it fits a 1366x768 screen
// with every main view, its status bar and the raw log on screen, and a resize keeps the
// proportions (the verdict does not swallow a third of the window).
#include "app/gui/main_window.h"
#include "views/logs/log_view.h"
#include "views/sources/metrics_chart.h"
#include "views/timeline/timeline_view.h"

#include <QDir>
#include <QMouseEvent>
#include <QSignalSpy>

#include <QDockWidget>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>

using awapp::MainWindow;

namespace {

void showAt(MainWindow& window, QSize size) {
    window.setPersistLayout(false);
    window.resize(size);
    window.arrangeForSize();
    window.show();
    QTest::qWait(20);
}

int heightOf(const MainWindow& window, const char* dock) { return window.dock(QString::fromLatin1(dock))->height(); }
int widthOf(const MainWindow& window, const char* dock) { return window.dock(QString::fromLatin1(dock))->width(); }

}  // namespace

TEST(WindowLayout, TheFirstWindowFitsTheScreen) {
    EXPECT_EQ(awapp::initialWindowSize(QSize(2560, 1400)), QSize(1600, 1000));
    const QSize laptop = awapp::initialWindowSize(QSize(1366, 740));  // 768 less a panel
    EXPECT_LE(laptop.width(), 1366);
    EXPECT_LE(laptop.height(), 740);
    EXPECT_GE(laptop.height(), 600);
    EXPECT_EQ(awapp::initialWindowSize(QSize()), QSize(1600, 1000));
}

TEST(WindowLayout, EveryMainViewHasRoomAt1366x768) {
    MainWindow window;
    showAt(window, QSize(1366, 768));
    for (const char* name : {"verdict", "classification", "provenance", "timeline", "logs"}) {
        QDockWidget* dock = window.dock(QString::fromLatin1(name));
        EXPECT_TRUE(dock->isVisible()) << name;
        const QRect inWindow(dock->mapTo(&window, QPoint(0, 0)), dock->size());
        EXPECT_TRUE(window.rect().contains(inWindow)) << name;
    }
    EXPECT_GE(widthOf(window, "logs"), 1366 * 30 / 100);
    EXPECT_GE(widthOf(window, "classification"), 300);
    EXPECT_GE(heightOf(window, "verdict"), 150);
    EXPECT_GE(heightOf(window, "timeline"), 200);
    EXPECT_LE(window.statusBar()->geometry().bottom(), window.height());
}

TEST(WindowLayout, AResizeKeepsTheProportions) {
    MainWindow window;
    showAt(window, QSize(1366, 768));
    const double logs = double(widthOf(window, "logs")) / window.width();
    window.resize(1920, 1080);
    // The docks are put back in proportion on a queued call after the resize; a loaded
    // machine (a sanitizer build beside other tests) gets there later than 20 ms.
    (void)QTest::qWaitFor([&] { return std::abs(double(widthOf(window, "logs")) / window.width() - logs) <= 0.06; }, 5000);
    EXPECT_LE(heightOf(window, "verdict"), 1080 / 4) << "the verdict took " << heightOf(window, "verdict") << " px";
    EXPECT_NEAR(double(widthOf(window, "logs")) / window.width(), logs, 0.06);
    window.resize(1366, 768);
    (void)QTest::qWaitFor([&] { return heightOf(window, "verdict") <= 768 / 4 + 10; }, 5000);
    EXPECT_LE(heightOf(window, "verdict"), 768 / 4 + 10);
}

TEST(WindowLayout, SideBySideWidensTheRawLogAndGivesTheWidthBack) {
    MainWindow window;
    showAt(window, QSize(1600, 1000));
    const int before = widthOf(window, "logs");
    window.logView()->sideBySideAction()->trigger();
    QTest::qWait(20);
    EXPECT_GE(widthOf(window, "logs"), 1600 * 42 / 100) << "two panes of a useful width";
    EXPECT_GE(widthOf(window, "logs"), before + 100);
    window.logView()->sideBySideAction()->trigger();
    QTest::qWait(20);
    EXPECT_NEAR(widthOf(window, "logs"), before, 30);
}

// Issue 25: the metrics under the timeline were unreadable and on an axis of their own.
// They now run under the timeline's plot, with its round times and its pointer.
TEST(WindowLayout, TheMetricsShareTheTimelinesAxisAndCursor) {
    MainWindow window;
    showAt(window, QSize(1366, 768));
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.openBundle(QStringLiteral(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(shown.wait(60000));
    awv::TimelineView* timeline = window.timelineView();
    awv::MetricsChart* metrics = window.metricsChart();
    // The charts follow the timeline's layout through queued events; on a loaded machine
    // (a sanitizer build beside another test) that takes longer than one short wait.
    const auto aligned = [&] {
        const auto [l, r] = timeline->plotColumns();
        const auto [cl, cr] = metrics->plotColumns();
        return metrics->chartCount() > 0 && metrics->rangeFrom() == timeline->visibleFrom() &&
               std::abs(metrics->mapToGlobal(QPoint(cl, 0)).x() - timeline->viewport()->mapToGlobal(QPoint(l, 0)).x()) <= 3 &&
               std::abs(metrics->mapToGlobal(QPoint(cr, 0)).x() - timeline->viewport()->mapToGlobal(QPoint(r, 0)).x()) <= 3;
    };
    EXPECT_TRUE(QTest::qWaitFor(aligned, 10000)) << "the charts never lined up under the timeline";
    ASSERT_GT(metrics->chartCount(), 0);
    const auto [tl, tr] = timeline->plotColumns();
    const auto [ml, mr] = metrics->plotColumns();
    const QPoint timelineLeft = timeline->viewport()->mapToGlobal(QPoint(tl, 0));
    const QPoint metricsLeft = metrics->mapToGlobal(QPoint(ml, 0));
    EXPECT_NEAR(metricsLeft.x(), timelineLeft.x(), 3);
    EXPECT_NEAR(metrics->mapToGlobal(QPoint(mr, 0)).x(), timeline->viewport()->mapToGlobal(QPoint(tr, 0)).x(), 3);
    EXPECT_EQ(metrics->rangeFrom(), timeline->visibleFrom());
    EXPECT_EQ(metrics->rangeTo(), timeline->visibleTo());
    // Its time labels are round times the timeline labels too (hh:mm:ss at whole steps).
    const QStringList labels = metrics->timeLabels();
    ASSERT_GE(labels.size(), 2);
    QStringList timelineLabels;
    for (const auto& tick : timeline->axis().utcTicks(20)) timelineLabels << tick.label;
    for (const QString& label : labels) EXPECT_TRUE(timelineLabels.contains(label)) << label.toStdString();
    // The legend names every GPU shown, not the first four.
    for (const QString& series : metrics->shownSeries()) {
        const QString gpu = series.section(QStringLiteral("gpu="), 1);
        if (gpu != QStringLiteral("-1")) EXPECT_TRUE(metrics->legendText().contains(QStringLiteral("GPU ") + gpu)) << gpu.toStdString();
    }
    // The timeline's pointer is the charts' cursor.
    const QPoint at((tl + tr) / 2, 60);
    QMouseEvent move(QEvent::MouseMove, at, timeline->viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(timeline->viewport(), &move);
    EXPECT_EQ(metrics->cursorTime(), timeline->axis().timeAtX(at.x()));
    window.grab().save(QDir::tempPath() + QStringLiteral("/aw_view_shots/window_1366_metrics.png"));
}

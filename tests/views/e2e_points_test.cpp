// The named points the xdotool e2e reads (issue 47: it clicked at thousandths of the window,
// and a layout change would have clicked elsewhere without a word). With AW_E2E_POINTS set,
// the real window writes where the timeline draws its axis, first fault and rows, in screen
// coordinates; each point is where the widget acts as its name says.
#include "app/gui/e2e_points.h"
#include "app/gui/main_window.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/document_builder.h"
#include "tests/support/scoped_env.h"
#include "views/timeline/timeline_view.h"

#include "logview_fixtures.h"
#include "window_fixture.h"

#include <QFile>
#include <QMap>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace logview_test;

namespace {

// "NAME X Y" lines of the file, by name.
QMap<QString, QPoint> readPoints(const QString& path) {
    QMap<QString, QPoint> points;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return points;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() == 3) points.insert(QString::fromUtf8(parts[0]), QPoint(parts[1].toInt(), parts[2].toInt()));
    }
    return points;
}

}  // namespace

TEST(E2ePoints, TheWindowWritesWhereTheTimelinesAxisFaultAndRowsAre) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("points"));
    awtest::ScopedEnv env("AW_E2E_POINTS", path.toStdString());
    awapp::MainWindow window;
    ASSERT_TRUE(viewtest::showSampleAt(window, QSize(1366, 768), QStringLiteral("xid79-gpu-off-bus")));
    QMap<QString, QPoint> points;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            points = readPoints(path);
            return points.contains(QStringLiteral("timeline.row.node007"));
        },
        5000));
    awv::TimelineView* timeline = window.timelineView();
    QWidget* viewport = timeline->viewport();
    const auto [left, right] = timeline->plotColumns();
    for (const char* name : {"timeline.axis.left", "timeline.axis.right", "timeline.axis.fault"}) {
        ASSERT_TRUE(points.contains(QLatin1String(name))) << name;
        const QPoint at = viewport->mapFromGlobal(points.value(QLatin1String(name)));
        EXPECT_TRUE(timeline->startsRangeDrag(at, Qt::LeftButton, {})) << name << " is not on the axis strip";
        EXPECT_GE(at.x(), left) << name;
        EXPECT_LE(at.x(), right) << name;
    }
    // The first fault's point is at the root event's time; a row's point is on its name.
    const aw::Event* root = window.document()->result->findEvent(window.document()->result->verdict.rootEventId);
    ASSERT_NE(root, nullptr);
    const QPoint fault = viewport->mapFromGlobal(points.value(QStringLiteral("timeline.axis.fault")));
    EXPECT_NEAR(fault.x(), timeline->axis().xForTime(root->time), 1.0);
    const auto marker = timeline->markerPosition(root->id);
    ASSERT_TRUE(marker.has_value());
    const QPoint row = viewport->mapFromGlobal(points.value(QStringLiteral("timeline.row.node007")));
    EXPECT_LT(row.x(), left);
    EXPECT_NEAR(row.y(), marker->y(), 1.0) << "the row of node007 is where its root cause is drawn";
    const QPoint middle = viewport->mapFromGlobal(points.value(QStringLiteral("timeline.rows.middle")));
    EXPECT_FALSE(timeline->startsRangeDrag(middle, Qt::LeftButton, {}));
    EXPECT_TRUE(viewport->rect().contains(middle));

    // A layout change moves them: the file follows.
    window.resize(1100, 700);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const QMap<QString, QPoint> now = readPoints(path);
            return now.contains(QStringLiteral("timeline.axis.right")) &&
                   now.value(QStringLiteral("timeline.axis.right")) !=
                       points.value(QStringLiteral("timeline.axis.right"));
        },
        5000));
    const QMap<QString, QPoint> moved = readPoints(path);
    EXPECT_EQ(viewport->mapFromGlobal(moved.value(QStringLiteral("timeline.axis.right"))).x(),
              timeline->plotColumns().second - 1);
}

// A node's name comes from the bundle: one that is not a plain name is not written (the
// file is read line by line by a shell script), the others are.
TEST(E2ePoints, ARowNameThatIsNotAPlainNameIsLeftOut) {
    awtest::BundleBuilder bundle;
    awtest::DocumentBuilder doc;
    aw::AnalysisResult& result = doc.editResult();
    std::uint32_t id = 1;
    for (const char* name : {"node01", "evil 1 1\ntimeline.axis.left 0 0", "$(reboot)"}) {
        bundle.node(name);
        awtest::EventBuilder e = event(id, "s", id == 1 ? aw::EventClass::RootCause : aw::EventClass::Symptom);
        e.node(name).at(kT0 + id * kSec).evidence(0, 1, 0, 1);
        result.events.push_back(std::move(e).build());
        ++id;
    }
    result.verdict.rootEventId = 1;
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(800, 300);
    view.setDocument(doc.bundle(bundle.share()).build());
    view.show();

    QTemporaryDir dir;
    awapp::E2ePoints writer(dir.filePath(QStringLiteral("points")));
    writer.add(QStringLiteral("timeline"), view.viewport(), [&] { return view.namedPoints(); });
    writer.writeNow();
    const QString text = writer.text();
    EXPECT_TRUE(text.contains(QStringLiteral("timeline.row.node01 "))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("evil"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("reboot"))) << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral("timeline.axis.left ")), 1);
    EXPECT_EQ(readPoints(dir.filePath(QStringLiteral("points"))).size(), text.count(QLatin1Char('\n')));
    // Hidden, it writes nothing.
    view.hide();
    EXPECT_TRUE(writer.text().isEmpty());
}

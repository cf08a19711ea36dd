// Reading the raw log as an SRE does (issue 25): select with the mouse or Shift and the
// arrows and copy, copy a line as written or with its file:line, copy the finding of a
// hit line as Markdown, wrap long lines, and jumps that bring the match into view sideways
// and select the event of the hit jumped to.
#include "logview_fixtures.h"
#include "views/common/selection.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_text_area.h"
#include "views/logs/log_view.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QMenu>
#include <QScrollBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace logview_test;

namespace {

QString lineOf(const char* text, int line) {
    return QString::fromUtf8(text).split(QLatin1Char('\n')).at(line - 1);
}

QString clipboard() {
    return QGuiApplication::clipboard()->text();
}

struct LogCopy : ::testing::Test {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view{&selection, &feed};

    void SetUp() override { show(makeDocument()); }
    void show(const awv::DocumentPtr& doc) {
        view.resize(1100, 420);
        view.setDocument(doc);
        view.show();
        waitIdle(view);
        QGuiApplication::clipboard()->clear();
    }
    awv::LogTextArea* area() const { return view.activePane()->textArea(); }
    QPoint rowPoint(int visibleRow, int x) const {
        return {x, area()->rowHeight() * visibleRow + area()->rowHeight() / 2};
    }
};

}  // namespace

TEST_F(LogCopy, DraggingSelectsTextAndCtrlCCopiesIt) {
    view.openFile(0);
    waitIdle(view);
    area()->verticalScrollBar()->setValue(0);
    QWidget* port = area()->viewport();
    // From the start of line 1 to past the end of line 3.
    QTest::mousePress(port, Qt::LeftButton, {}, rowPoint(0, 2));
    QMouseEvent move(QEvent::MouseMove, rowPoint(2, port->width() - 2),
                     port->mapToGlobal(rowPoint(2, port->width() - 2)), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(port, &move);
    QTest::mouseRelease(port, Qt::LeftButton, {}, rowPoint(2, port->width() - 2));
    ASSERT_TRUE(area()->hasSelection());
    QTest::keyClick(area(), Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(clipboard(), lineOf(kKernLog, 1) + "\n" + lineOf(kKernLog, 2) + "\n" + lineOf(kKernLog, 3));
    screenshot(view, QStringLiteral("log_view_selection"));

    // A double click takes the word; Shift and the arrows take whole lines.
    QTest::mouseDClick(port, Qt::LeftButton, {}, rowPoint(1, 2));
    QTest::keyClick(area(), Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(clipboard(), QStringLiteral("2026-12-02T08:00:05Z"));
    QTest::keyClick(area(), Qt::Key_Escape);
    EXPECT_FALSE(area()->hasSelection());
    view.goToLine(4);
    QTest::keyClick(area(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(area(), Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(clipboard(), lineOf(kKernLog, 4) + "\n" + lineOf(kKernLog, 5));
}

TEST_F(LogCopy, CtrlCWithoutASelectionCopiesTheCurrentLine) {
    view.openFile(1);
    view.goToLine(2);
    QTest::keyClick(area(), Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(clipboard(), lineOf(kAppLog, 2));
}

TEST_F(LogCopy, TheLineMenuCopiesTheLineItsLocationAndItsFinding) {
    view.openFile(0);
    view.goToLine(3);
    QMenu* menu = view.lineMenu();
    EXPECT_TRUE(menu->actions().contains(view.copyFindingAction()));
    EXPECT_TRUE(view.copyFindingAction()->isEnabled());  // a rule hit line 3

    view.copyLineAction()->trigger();
    EXPECT_EQ(clipboard(), lineOf(kKernLog, 3));
    view.copyLocationAction()->trigger();
    EXPECT_EQ(clipboard(), QStringLiteral("node00/kern.log:3: ") + lineOf(kKernLog, 3));
    view.copyFindingAction()->trigger();
    const QString finding = clipboard();
    EXPECT_TRUE(finding.startsWith(QStringLiteral("**xid_79_gpu_fallen_off_bus** — Root cause")))
        << finding.toStdString();
    EXPECT_TRUE(finding.contains(QStringLiteral("node node00, GPU 1"))) << finding.toStdString();
    EXPECT_TRUE(finding.contains(QStringLiteral("classed by `test_rule`"))) << finding.toStdString();
    EXPECT_TRUE(finding.contains(QStringLiteral("```\nnode00/kern.log:3: "))) << finding.toStdString();

    // Line 2 has no hit: no finding to copy.
    view.goToLine(2);
    view.lineMenu();
    EXPECT_FALSE(view.copyFindingAction()->isEnabled());

    // A right click opens the menu on the clicked line.
    area()->verticalScrollBar()->setValue(0);
    QContextMenuEvent click(QContextMenuEvent::Mouse, rowPoint(2, 200),
                            area()->viewport()->mapToGlobal(rowPoint(2, 200)));
    QCoreApplication::sendEvent(area()->viewport(), &click);
    EXPECT_TRUE(menu->isVisible());
    EXPECT_EQ(view.currentLine(), 3u);
    EXPECT_TRUE(view.copyFindingAction()->isEnabled());
    menu->close();
}

TEST_F(LogCopy, NextMatchAndNextHitScrollSidewaysToTheMatch) {
    const std::string longLine = "2026-12-02T08:02:00Z node00 kernel: " + std::string(3000, 'x') + " NEEDLE\n";
    show(withExtraFile(makeDocument(), "node00/wide.log", "short NEEDLE\n" + longLine + "short again\n"));
    view.openFile(2);
    waitIdle(view);
    view.setSearchPattern(QStringLiteral("NEEDLE"));
    waitIdle(view);
    view.goToLine(1);
    ASSERT_TRUE(view.findNext());
    EXPECT_EQ(view.currentLine(), 2u);
    EXPECT_GT(area()->horizontalScrollBar()->value(), 3000 * 4);  // far right, where NEEDLE is
    screenshot(view, QStringLiteral("log_view_match_far_right"));
    ASSERT_TRUE(view.findNext());  // wraps to line 1: back to the line start
    EXPECT_EQ(view.currentLine(), 1u);
    EXPECT_EQ(area()->horizontalScrollBar()->value(), 0);
}

TEST_F(LogCopy, NextHitSelectsTheEventOfTheLineItLandsOn) {
    view.openFile(0);
    view.goToLine(1);
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(view.currentLine(), 3u);
    EXPECT_EQ(selection.currentEvent(), 1u);
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 1u));
    EXPECT_EQ(selection.currentEvent(), 2u);
    EXPECT_EQ(view.currentLine(), 1u) << "selecting the event did not move the view";
    ASSERT_TRUE(view.previousHit());
    EXPECT_EQ(selection.currentEvent(), 1u);
}

TEST_F(LogCopy, WrappedLinesFitThePaneAndKeepTheirRows) {
    const std::string longLine = std::string(600, 'y') + " TAIL";
    show(withExtraFile(makeDocument(), "node00/wide.log", "first\n" + longLine + "\nlast\n"));
    view.openFile(2);
    waitIdle(view);
    view.wrapAction()->trigger();
    ASSERT_TRUE(area()->wrap());
    area()->verticalScrollBar()->setValue(0);
    QTest::qWait(1);
    EXPECT_EQ(area()->horizontalScrollBar()->maximum(), 0);
    // Line 2 takes several painted lines, every one of them row 1; "last" comes after.
    const int h = area()->rowHeight();
    std::vector<std::uint64_t> rows;
    for (int y = h / 2; y < area()->viewport()->height(); y += h)
        if (const auto row = area()->rowAt({50, y})) rows.push_back(*row);
    ASSERT_GE(rows.size(), 5u);
    EXPECT_EQ(rows.front(), 0u);
    EXPECT_EQ(rows.back(), 2u);
    EXPECT_GE(std::count(rows.begin(), rows.end(), 1u), 4);
    // The tail's characters are reachable with the mouse, on a later painted line.
    const auto last = area()->textPosAt({area()->viewport()->width() - 2, 2 * h + h / 2});
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->row, 1u);
    EXPECT_GT(last->ch, 100);
    screenshot(view, QStringLiteral("log_view_wrapped"));
    view.wrapAction()->trigger();
    EXPECT_FALSE(area()->wrap());
}

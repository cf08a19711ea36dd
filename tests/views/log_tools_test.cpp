// Issue 47: lnav's tools in the raw-log view (lines in or out by regex and level, benign
// and everyday lines hidden, bookmarks across files, go to a line or a time, every node's
// logs at a moment of the timeline) and the shared time range the raw logs, the merged log
// and the search of every file follow.
#include "logview_fixtures.h"
#include "views/common/range_chip.h"
#include "views/common/selection.h"
#include "views/logs/bundle_search.h"
#include "views/logs/log_search.h"
#include "views/logs/go_to_target.h"
#include "views/logs/line_filter.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QTest>

#include <gtest/gtest.h>

using namespace logview_test;

namespace {

struct LogToolsFixture : LogViewFixture {
    // The (file, line) of every row the active pane shows.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> shown() const {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
        const awv::LogLines* lines = view.activePane()->shownLines();
        for (std::uint64_t row = 0; lines && row < lines->rowCount(); ++row)
            out.emplace_back(lines->fileOf(row), lines->lineOf(row));
        return out;
    }
    using Rows = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
};

}  // namespace

TEST(LineLevel, TheFirstLevelWordNearTheStartIsTheLevel) {
    using awv::LineLevel;
    EXPECT_EQ(awv::levelOf("2026-12-02T08:00:00Z ERROR disk full"), LineLevel::Error);
    EXPECT_EQ(awv::levelOf("[rank8]: NCCL WARN NET/IB : Got completion"), LineLevel::Warning);
    EXPECT_EQ(awv::levelOf("[rank8]: NCCL INFO Channel 00/32"), LineLevel::Info);
    EXPECT_EQ(awv::levelOf("{\"level\":\"debug\",\"msg\":\"x\"}"), LineLevel::Debug);
    EXPECT_EQ(awv::levelOf("kernel: eth0 link up"), LineLevel::None);
    // A word that only holds a level word is not one ("errors", "information", "terror").
    EXPECT_EQ(awv::levelOf("no errors, information only, terror"), LineLevel::None);
    // Only the start of the line counts: a message quoting a level far in does not.
    EXPECT_EQ(awv::levelOf(std::string(200, 'x') + " ERROR"), LineLevel::None);
    // Hostile bytes: control characters, invalid UTF-8, NULs.
    EXPECT_EQ(awv::levelOf(std::string("\x00\xff\xfe ERROR\x1b[31m", 13)), LineLevel::Error);
}

TEST_F(LogToolsFixture, LinesInAndOutByRegexAndLevel) {
    view.openFile(1);
    waitIdle(view);
    view.includeBox()->setText(QStringLiteral("nccl"));
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{1, 1}, {1, 2}, {1, 3}}));
    view.excludeBox()->setText(QStringLiteral("abort"));
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{1, 1}, {1, 2}}));
    EXPECT_TRUE(view.activePane()->statusText().contains(QStringLiteral("2 of 4 lines shown")))
        << view.activePane()->statusText().toStdString();
    // An invalid expression filters nothing (and is marked), it does not hide everything.
    view.excludeBox()->setText(QStringLiteral("(unclosed"));
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{1, 1}, {1, 2}, {1, 3}}));
    view.includeBox()->clear();
    view.excludeBox()->clear();
    waitIdle(view);
    EXPECT_FALSE(view.activePane()->isFiltered());
    EXPECT_EQ(view.lineCount(), 4u);
    // Warnings and errors: the NCCL INFO lines go, and so do lines with no level word.
    view.levelCombo()->setCurrentIndex(view.levelCombo()->findData(static_cast<int>(awv::LineLevel::Info)));
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{1, 1}, {1, 2}, {1, 3}, {1, 4}}));  // Info and above keeps lines without a level
    view.levelCombo()->setCurrentIndex(view.levelCombo()->findData(static_cast<int>(awv::LineLevel::Warning)));
    waitIdle(view);
    EXPECT_TRUE(shown().empty());  // none of these lines says WARN or ERROR
}

TEST_F(LogToolsFixture, BenignAndEverydayLinesHideByTheEnginesClasses) {
    view.openFile(1);
    waitIdle(view);
    view.hideNoiseBox()->setChecked(true);
    waitIdle(view);
    // Lines 1 and 3 are NCCL INFO the analysis classed noise; 2 is a symptom, 4 has no hit.
    EXPECT_EQ(shown(), (Rows{{1, 2}, {1, 4}}));
    // The hit stepping skips what the filter hides.
    view.goToLine(2);
    ASSERT_FALSE(view.activePane()->nextHit());
    // An event whose line is hidden: the filter stays, the status says so.
    selection.selectEvent(4);
    EXPECT_TRUE(view.activePane()->isFiltered());
    EXPECT_TRUE(view.activePane()->statusText().contains(QStringLiteral("line 3 is hidden by the filter")))
        << view.activePane()->statusText().toStdString();
}

TEST_F(LogToolsFixture, TheTimeRangeFiltersOneFileTheMergedLogAndTheSearch) {
    view.openFile(0);
    waitIdle(view);
    selection.setTimeRange(kT0 + 60 * kSec, kT0 + 120 * kSec);  // 08:01:00–08:02:00
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{0, 3}, {0, 4}}));
    view.showMergedFiles({0, 1});
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{0, 3}, {0, 4}}));
    selection.setTimeRange(kT0 + 600 * kSec, kT0 + 700 * kSec);  // 08:10–08:11:40
    waitIdle(view);
    EXPECT_EQ(shown(), (Rows{{1, 2}, {1, 3}}));
    // The search of every file takes the range as an input.
    const auto info = awv::textSearchFor(QRegularExpression(QStringLiteral("NCCL INFO")));
    aw::TextSearch::Scratch scratch;
    const awv::FileMatches all = awv::BundleSearch::searchFile(*doc, 1, *info, scratch);
    const awv::FileMatches inRange =
        awv::BundleSearch::searchFile(*doc, 1, *info, scratch, nullptr, selection.timeRange());
    EXPECT_EQ(all.count, 2u);
    ASSERT_EQ(inRange.count, 1u);
    EXPECT_EQ(inRange.lines.front().line, 3u);
    // One click clears it; every line is back.
    selection.clearTimeRange();
    waitIdle(view);
    EXPECT_EQ(view.lineCount(), 9u);
    EXPECT_FALSE(view.activePane()->isFiltered());
}

TEST(RangeChip, SaysTheRangeAndOneClickClearsIt) {
    awv::Selection selection;
    QWidget window;
    awv::RangeChip chip(&selection, &window);
    window.show();
    EXPECT_FALSE(chip.isVisible());
    selection.setTimeRange(kT0 + 130 * kSec, kT0 + 61 * kSec);  // given backwards: put in order
    EXPECT_TRUE(chip.isVisible());
    EXPECT_EQ(chip.text(), QStringLiteral("Range: 08:01:01–08:02:10 ✕"));
    EXPECT_EQ(selection.timeRange().from, kT0 + 61 * kSec);
    chip.click();
    EXPECT_FALSE(selection.timeRange().isSet());
    EXPECT_FALSE(chip.isVisible());
    // Across midnight the date is said too.
    selection.setTimeRange(kT0 - 9 * 3600 * kSec, kT0);
    EXPECT_EQ(chip.text(), QStringLiteral("Range: 12-01 23:00:00–12-02 08:00:00 ✕"));
}

TEST_F(LogToolsFixture, BookmarksAcrossFilesStepInFileAndLineOrder) {
    view.openFile(1);
    waitIdle(view);
    view.goToLine(4);
    ASSERT_TRUE(view.toggleBookmark());
    view.openFile(0);
    waitIdle(view);
    view.goToLine(2);
    view.toggleBookmarkAction()->trigger();
    view.goToLine(5);
    view.toggleBookmark();
    ASSERT_EQ(view.bookmarks().size(), 3u);
    view.goToLine(1);
    ASSERT_TRUE(view.nextBookmark());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(0u, 2u));
    view.nextBookmarkAction()->trigger();
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(0u, 5u));
    ASSERT_TRUE(view.nextBookmark());  // into the next file
    waitIdle(view);
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 4u));
    ASSERT_TRUE(view.nextBookmark());  // wraps around to the first
    waitIdle(view);
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(0u, 2u));
    ASSERT_TRUE(view.previousBookmark());  // back across the wrap
    waitIdle(view);
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 4u));
    EXPECT_EQ(view.toggleBookmarkAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_B));
    EXPECT_EQ(view.nextBookmarkAction()->shortcut(), QKeySequence(Qt::Key_F2));
    // Toggling again removes it; another bundle has none.
    view.toggleBookmark();
    EXPECT_FALSE(view.bookmarks().contains(1, 4));
    view.setDocument(doc);
    EXPECT_TRUE(view.bookmarks().empty());
    EXPECT_FALSE(view.nextBookmark());
}

TEST(LogBookmarks, AreBounded) {
    awv::LogBookmarks marks;
    for (std::uint32_t i = 1; i <= awv::LogBookmarks::kMaxBookmarks; ++i) ASSERT_TRUE(marks.toggle(0, i));
    EXPECT_FALSE(marks.toggle(1, 1));
    EXPECT_EQ(marks.size(), awv::LogBookmarks::kMaxBookmarks);
    EXPECT_TRUE(marks.toggle(0, 1));  // removing one always works
}

TEST(GoToTarget, ALineOrATimeOfDayOnTheBundlesDay) {
    using Kind = awv::GoToTarget::Kind;
    EXPECT_EQ(awv::parseGoToTarget(QStringLiteral(" 42 "), kT0).line, 42u);
    EXPECT_EQ(awv::parseGoToTarget(QStringLiteral("08:11"), kT0).time, kT0 + 660 * kSec);
    EXPECT_EQ(awv::parseGoToTarget(QStringLiteral("08:11:02.5"), kT0).time, kT0 + 662 * kSec + kSec / 2);
    EXPECT_EQ(awv::parseGoToTarget(QStringLiteral("2026-12-02T08:00:30Z"), aw::kNoTime).time, kT0 + 30 * kSec);
    for (const char* bad : {"", "0", "-3", "99999999999", "25:00", "08:61", "08:00:00 ; rm", "2026-13-40 08:00", "abc",
                            "08:00:00.1234567890"})
        EXPECT_EQ(awv::parseGoToTarget(QString::fromLatin1(bad), kT0).kind, Kind::Invalid) << bad;
    EXPECT_EQ(awv::parseGoToTarget(QStringLiteral("08:00"), aw::kNoTime).kind, Kind::Invalid);  // no day to put it on
}

TEST_F(LogToolsFixture, GoToALineOrATime) {
    view.openFile(1);
    waitIdle(view);
    ASSERT_TRUE(view.goTo(QStringLiteral("3")));
    EXPECT_EQ(view.currentLine(), 3u);
    ASSERT_TRUE(view.goTo(QStringLiteral("08:11:01")));  // the first line at or after it
    EXPECT_EQ(view.currentLine(), 3u);
    ASSERT_TRUE(view.goTo(QStringLiteral("08:00")));
    EXPECT_EQ(view.currentLine(), 1u);
    EXPECT_FALSE(view.goTo(QStringLiteral("09:00")));  // after the last line
    EXPECT_FALSE(view.goTo(QStringLiteral("not a time")));
}

TEST_F(LogToolsFixture, AMomentOfTheTimelineOpensEveryNodesLogsThere) {
    selection.selectMoment(kT0 + 661 * kSec);  // 08:11:01
    waitIdle(view);
    ASSERT_TRUE(view.activePane()->isMerged());
    EXPECT_EQ(view.activePane()->mergedFiles().size(), 2u);
    // The first line at or after the moment: app.log line 3 (08:11:02).
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 3u));
}

TEST(LineFilter, RowsInRangeTakeTheTimeOfTheLineBefore) {
    const std::vector<aw::TimeNs> times = {10, aw::kNoTime, 30, aw::kNoTime, 50};
    const awv::TimeRange range{20, 40};
    EXPECT_EQ(awv::rowsInRange({0, 1, 2, 3, 4}, times, range), (std::vector<std::uint64_t>{2, 3}));
    EXPECT_EQ(awv::rowsInRange({1, 3}, times, awv::TimeRange{}), (std::vector<std::uint64_t>{1, 3}));
    // Rows past the last timed line keep its time.
    EXPECT_EQ(awv::rowsInRange({7}, {10, 35}, range), (std::vector<std::uint64_t>{7}));
}

// Issue 47: Alt+Z (wrap) lost the current line: rows change height and the old scroll
// value put another line on screen.
TEST_F(LogToolsFixture, WrappingKeepsTheCurrentLineOnScreen) {
    std::string text;
    for (int i = 1; i <= 3000; ++i)
        text += "2026-12-02T08:00:00Z line " + std::to_string(i) + " " + std::string(400, 'x') + "\n";
    view.setDocument(withExtraFile(doc, "node00/long.log", text));
    waitIdle(view);
    view.openFile(2);
    waitIdle(view);
    view.goToLine(2000);
    ASSERT_EQ(view.currentLine(), 2000u);
    auto* area = view.activePane()->textArea();
    const auto onScreen = [&] {
        const std::uint64_t first = area->firstVisibleRow();
        return first <= 1999 && 1999 < first + static_cast<std::uint64_t>(area->visibleRowCount());
    };
    ASSERT_TRUE(onScreen());
    EXPECT_EQ(view.wrapAction()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Z));
    view.wrapAction()->trigger();
    ASSERT_TRUE(area->wrap());
    EXPECT_TRUE(onScreen()) << "first row " << area->firstVisibleRow();
    EXPECT_EQ(view.currentLine(), 2000u);
    view.wrapAction()->trigger();
    EXPECT_FALSE(area->wrap());
    EXPECT_TRUE(onScreen()) << "first row " << area->firstVisibleRow();
}

// Searching every file of a bundle at once (issue 25): matches grouped by node and file,
// each one a click from its line; the files with matches merged by time in one click;
// lines without a time of their own marked in the merged log.
#include "logview_fixtures.h"
#include "tests/support/analysis.h"
#include "views/common/selection.h"
#include "views/logs/bundle_search.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_search.h"
#include "views/logs/log_text_area.h"
#include "views/logs/log_view.h"
#include "views/logs/merged_log.h"
#include "views/logs/search_results_view.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace logview_test;

namespace {

// Also until the search over every file is done.
void waitSearched(const awv::LogView& view) {
    QElapsedTimer timer;
    timer.start();
    while ((view.isBusy() || view.searchResults()->bundleSearch().isRunning()) && timer.elapsed() < 20000)
        QTest::qWait(5);
    QTest::qWait(1);
}

// The matching lines of a file counted the plain way: line by line.
std::uint64_t countLines(std::string_view bytes, const QRegularExpression& regex) {
    std::uint64_t n = 0;
    for (const QString& line : QString::fromUtf8(bytes.data(), qsizetype(bytes.size())).split(QLatin1Char('\n')))
        n += regex.match(line).hasMatch() ? 1 : 0;
    return n;
}

}  // namespace

TEST(SearchAllFiles, EveryFileOfARealBundleIsCountedLikeLineByLine) {
    const awv::DocumentPtr doc = awtest::openDocument(awtest::sourcePath("resources/samples/ib-link-flap"));
    const QRegularExpression regex(QStringLiteral("mlx5|NCCL (WARN|INFO)"), QRegularExpression::CaseInsensitiveOption);
    std::uint64_t total = 0;
    std::size_t withMatches = 0;
    const auto search = awv::textSearchFor(regex);
    aw::TextSearch::Scratch scratch;
    for (std::uint32_t file : awv::BundleSearch::searchableFiles(*doc)) {
        const auto found = awv::BundleSearch::searchFile(*doc, file, *search, scratch);
        const std::uint64_t expected = countLines(doc->textOf(file)->bytes(), regex);
        EXPECT_EQ(found.count, expected) << doc->bundle->files[file].path;
        ASSERT_EQ(found.lines.size(), expected);
        for (const auto& line : found.lines) {
            const QString text = awv::BundleSearch::excerpt(*doc, file, line.offset, *search);
            EXPECT_TRUE(regex.match(text).hasMatch()) << text.toStdString();
        }
        total += found.count;
        withMatches += found.count > 0;
    }
    EXPECT_GT(withMatches, 3u);
    EXPECT_GT(total, 10u);
}

TEST(SearchAllFiles, ResultsAreGroupedByNodeAndOpenTheirLine) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.resize(1100, 600);
    view.setDocument(makeDocument());
    view.show();
    waitSearched(view);

    view.searchBox()->setText(QStringLiteral("nccl|xid"));
    view.searchAllAction()->trigger();
    waitSearched(view);
    ASSERT_TRUE(view.searchResults()->isVisible());
    QTreeWidget* tree = view.searchResults()->tree();
    ASSERT_EQ(tree->topLevelItemCount(), 2);
    EXPECT_EQ(tree->topLevelItem(0)->text(0), QStringLiteral("node00"));
    EXPECT_EQ(tree->topLevelItem(0)->text(1), QStringLiteral("1"));
    EXPECT_EQ(tree->topLevelItem(1)->text(0), QStringLiteral("node01"));
    EXPECT_EQ(tree->topLevelItem(1)->text(1), QStringLiteral("3"));  // "WorkNCCL" on line 2 too
    QTreeWidgetItem* appLog = tree->topLevelItem(1)->child(0);
    EXPECT_EQ(appLog->text(0), QStringLiteral("node01/app.log"));
    appLog->setExpanded(true);
    ASSERT_EQ(appLog->childCount(), 3);
    EXPECT_TRUE(appLog->child(2)->text(0).startsWith(QStringLiteral("3: "))) << appLog->child(2)->text(0).toStdString();
    screenshot(view, QStringLiteral("log_view_search_all"));

    emit tree->itemActivated(appLog->child(2), 0);
    EXPECT_EQ(view.currentFile(), 1u);
    EXPECT_EQ(view.currentLine(), 3u);

    // Both files with matches, merged by time: the NCCL INFO at 08:00:30 between the boot
    // lines and the Xid.
    QPushButton* merge = nullptr;
    for (QPushButton* button : view.searchResults()->findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Merge these files by time")) merge = button;
    ASSERT_NE(merge, nullptr);
    merge->click();
    waitSearched(view);
    EXPECT_TRUE(view.activePane()->isMerged());
    EXPECT_EQ(view.lineCount(), 9u);
    EXPECT_EQ(view.activePane()->mergedFiles(), (std::vector<std::uint32_t>{0, 1}));

    // Another bundle: the list is gone.
    view.setDocument(makeDocument());
    EXPECT_FALSE(view.searchResults()->isVisible());
    EXPECT_EQ(view.searchResults()->tree()->topLevelItemCount(), 0);
}

TEST(SearchAllFiles, MergedLinesWithoutTimeOfTheirOwnAreMarked) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.resize(1100, 500);
    const std::string traceback = "2026-12-02T08:05:00Z node00 python: Traceback (most recent call last):\n"
                                  "  File \"train.py\", line 10, in <module>\n";
    view.setDocument(withExtraFile(makeDocument(), "node00/train.log", traceback));
    view.show();
    view.showMergedFiles({0, 2});
    waitSearched(view);
    awv::LogPane* pane = view.activePane();
    ASSERT_EQ(pane->rowCount(), 7u);
    // Row 5 (after 08:05:00 and before 08:20:00) is the untimed traceback line.
    ASSERT_EQ(pane->shownLines()->fileOf(5), 2u);
    EXPECT_EQ(pane->shownLines()->lineOf(5), 2u);
    const auto* merged = dynamic_cast<const awv::MergedLog*>(pane->shownLines());
    ASSERT_NE(merged, nullptr);
    EXPECT_TRUE(merged->entry(5).inherited);
    EXPECT_FALSE(merged->entry(4).inherited);
    EXPECT_FALSE(merged->entry(0).inherited);
    EXPECT_TRUE(pane->statusText().contains(QStringLiteral("≥")));
    const QImage shot = screenshot(view, QStringLiteral("log_view_merged_inherited"));
    EXPECT_FALSE(shot.isNull());
}

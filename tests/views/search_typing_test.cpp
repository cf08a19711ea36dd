// The search on a big bundle (issue 47): typing never blocks the GUI thread, each
// keystroke drops the search before it, matches stream in, Esc stops; in every file the
// counts per node and file are right and F3/Shift+F3 walk the matches across files,
// wrapping; the header counts live with real plurals; a jump far into a long line keeps
// the line's timestamp on screen.
#include "logview_fixtures.h"
#include "views/common/selection.h"
#include "views/logs/bundle_search.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_search.h"
#include "views/logs/log_text_area.h"
#include "views/logs/log_view.h"
#include "views/logs/search_results_view.h"

#include <QAction>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>

using namespace logview_test;

namespace {

// A generated training log: `lines` lines, every 7th an NCCL WARN, every 11th an Xid.
std::string generatedLog(int lines, int seed) {
    std::string text;
    text.reserve(static_cast<std::size_t>(lines) * 90);
    for (int i = 0; i < lines; ++i) {
        text += "2026-12-02T08:00:00.000Z [rank" + std::to_string((i + seed) % 64) + "]: ";
        if ((i + seed) % 7 == 0) text += "NCCL WARN Connection closed by peer";
        else if ((i + seed) % 11 == 0) text += "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234";
        else text += "iteration " + std::to_string(i) + " lm loss 2.345 grad norm 0.87";
        text += '\n';
    }
    return text;
}

// Lines holding `word`, ASCII case-insensitively: counted the plain way, not by the matcher.
std::vector<std::uint32_t> linesWith(std::string_view text, std::string word) {
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return std::tolower(c); });
    std::vector<std::uint32_t> lines;
    std::uint32_t line = 1;
    for (std::size_t pos = 0; pos < text.size(); ++line) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string lower(text.substr(pos, end - pos));
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
        if (lower.find(word) != std::string::npos) lines.push_back(line);
        pos = end + 1;
    }
    return lines;
}

// `nodes` nodes with `files` logs each of `lines` lines (different on every file).
awv::DocumentPtr generatedBundle(int nodes, int files, int lines) {
    awtest::BundleBuilder bundle;
    for (int n = 0; n < nodes; ++n) {
        const std::string node = "node" + std::to_string(100 + n);
        bundle.node(node);
        for (int f = 0; f < files; ++f)
            bundle.log(node + "/rank" + std::to_string(f) + ".log", node, aw::SourceKind::AppLog,
                       generatedLog(lines + 13 * f, n * 5 + f));
    }
    return awtest::DocumentBuilder().bundle(bundle.share()).build();
}

// The longest gap between two turns of the event loop while `during` runs it.
struct Heartbeat {
    QTimer timer;
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    int beats = 0;
    Heartbeat() {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(2);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            const qint64 now = clock.elapsed();
            longest = std::max(longest, now - last);
            last = now;
            ++beats;
        });
        clock.start();
        timer.start();
    }
};

void waitAllSearched(const awv::LogView& view) {
    QElapsedTimer timer;
    timer.start();
    while ((view.isBusy() || view.searchResults()->bundleSearch().isRunning()) && timer.elapsed() < 30000)
        QTest::qWait(5);
    QTest::qWait(1);
}

struct SearchTyping : ::testing::Test {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view{&selection, &feed};
    void show(const awv::DocumentPtr& doc) {
        view.resize(1100, 600);
        view.setDocument(doc);
        view.show();
        waitIdle(view);
    }
    void type(const QString& text, int gapMs = 20) {
        for (const QChar c : text) {
            QTest::keyClicks(view.searchBox(), QString(c));
            QTest::qWait(gapMs);
        }
    }
};

}  // namespace

TEST_F(SearchTyping, TypingIntoABigLogNeverBlocksTheEventLoop) {
    const std::string big = generatedLog(400000, 0);  // 30 MB
    show(withExtraFile(makeDocument(), "node00/train.log", big));
    view.openFile(2);
    waitIdle(view);
    const awv::LogPane* pane = view.activePane();
    Heartbeat heartbeat;
    // A regex RE2 runs over the whole text (a '.' keeps Vectorscan out): the slowest kind.
    type(QStringLiteral("rank.*WARN"));
    QElapsedTimer running;
    running.start();
    bool sawRunning = false;
    int beatsWhileRunning = 0;
    const int beatsBefore = heartbeat.beats;
    while ((pane->search().isRunning() || view.isBusy() || !sawRunning) && running.elapsed() < 20000) {
        sawRunning |= pane->search().isRunning();
        if (pane->search().isRunning()) beatsWhileRunning = heartbeat.beats - beatsBefore;
        QTest::qWait(1);
    }
    EXPECT_TRUE(sawRunning);
    EXPECT_GT(beatsWhileRunning, 3) << "the event loop turned while the search ran";
    // Generous for a loaded machine; the bench measures the real figure (issue 47: < 100 ms).
    EXPECT_LT(heartbeat.longest, 400) << "the GUI thread stalled this long";
    EXPECT_EQ(pane->search().matchRows().size(), linesWith(big, "nccl warn").size());
}

TEST_F(SearchTyping, AKeystrokeDropsTheSearchBeforeItAndTheCountSaysSo) {
    const std::string big = generatedLog(200000, 3);
    show(withExtraFile(makeDocument(), "node00/train.log", big));
    view.openFile(2);
    waitIdle(view);
    const awv::LogPane* pane = view.activePane();
    view.setSearchPattern(QStringLiteral("iteration"));  // matches most lines: a long search
    ASSERT_TRUE(pane->search().isRunning());
    QTest::keyClicks(view.searchBox(), QStringLiteral("x"));
    // At once: the search of "iteration" is gone, its count with it.
    EXPECT_FALSE(pane->search().isRunning());
    EXPECT_TRUE(pane->search().matchRows().empty());
    EXPECT_TRUE(pane->statusText().contains(QStringLiteral("searching…"))) << pane->statusText().toStdString();
    EXPECT_FALSE(pane->statusText().contains(QStringLiteral("matching"))) << pane->statusText().toStdString();
    view.searchBox()->setText(QStringLiteral("xid"));
    QTest::qWait(awv::LogView::kTypingPauseMs + 20);
    waitIdle(view);
    // Only the last pattern's lines: nothing of the dropped search arrived late.
    std::vector<std::uint64_t> expected;
    for (const std::uint32_t line : linesWith(big, "xid")) expected.push_back(line - 1);
    EXPECT_EQ(pane->search().matchRows(), expected);
    EXPECT_TRUE(pane->statusText().contains(QStringLiteral("%L1 matching lines").arg(expected.size())))
        << pane->statusText().toStdString();
}

TEST_F(SearchTyping, MatchesStreamInWhileTheSearchRunsAndEscStopsIt) {
    const std::string big = generatedLog(400000, 1);
    show(withExtraFile(makeDocument(), "node00/train.log", big));
    view.openFile(2);
    waitIdle(view);
    const awv::LogPane* pane = view.activePane();
    QSignalSpy changed(&pane->search(), &awv::LogSearch::matchesChanged);
    view.setSearchPattern(QStringLiteral("rank.*iteration"));
    // Some matches arrive before the end: findNext works already.
    QElapsedTimer t;
    t.start();
    while (pane->search().matchRows().empty() && t.elapsed() < 10000) QTest::qWait(1);
    ASSERT_FALSE(pane->search().matchRows().empty());
    if (pane->search().isRunning()) {
        EXPECT_TRUE(view.findNext());
        QTest::keyClick(view.searchBox(), Qt::Key_Escape);
        EXPECT_FALSE(pane->search().isRunning()) << "Esc stops the search";
        const std::size_t kept = pane->search().matchRows().size();
        EXPECT_GT(kept, 0u) << "what was found stays";
        QTest::qWait(100);
        EXPECT_EQ(pane->search().matchRows().size(), kept) << "nothing arrives after Esc";
        EXPECT_LT(kept, linesWith(big, "iteration").size());
    }
    // Run again to the end: several batches, the right lines.
    changed.clear();
    view.setSearchPattern(QStringLiteral("rank.*iteration"));
    waitIdle(view);
    EXPECT_GT(changed.count(), 1) << "the rows came in batches";
    EXPECT_EQ(pane->search().matchRows().size(), linesWith(big, "iteration").size());
}

TEST_F(SearchTyping, EveryFileIsCountedPerNodeAndFileLikeAPlainCount) {
    const awv::DocumentPtr doc = generatedBundle(6, 3, 3000);
    show(doc);
    view.searchBox()->setText(QStringLiteral("WARN"));
    view.searchAllFiles();
    waitAllSearched(view);
    QTreeWidget* tree = view.searchResults()->tree();
    ASSERT_EQ(tree->topLevelItemCount(), 6);
    std::uint64_t total = 0;
    for (int n = 0; n < 6; ++n) {
        QTreeWidgetItem* node = tree->topLevelItem(n);
        EXPECT_EQ(node->text(0), QStringLiteral("node%1").arg(100 + n));
        ASSERT_EQ(node->childCount(), 3);
        std::uint64_t nodeTotal = 0;
        for (int f = 0; f < 3; ++f) {
            QTreeWidgetItem* file = node->child(f);
            const std::uint32_t index = static_cast<std::uint32_t>(n * 3 + f);
            EXPECT_EQ(file->text(0), QString::fromStdString(doc->bundle->files[index].path));
            const std::size_t expected = linesWith(doc->textOf(index)->bytes(), "warn").size();
            EXPECT_EQ(file->text(1), QStringLiteral("%L1").arg(expected));
            nodeTotal += expected;
        }
        EXPECT_EQ(node->text(1), QStringLiteral("%L1").arg(nodeTotal));
        total += nodeTotal;
    }
    EXPECT_EQ(view.searchResults()->bundleSearch().matchCount(), total);
    EXPECT_EQ(view.searchResults()->summaryText(), QStringLiteral("%L1 matching lines in 18 files").arg(total));
    // A file's lines, opened: each holds the match.
    QTreeWidgetItem* first = tree->topLevelItem(0)->child(0);
    first->setExpanded(true);
    ASSERT_GT(first->childCount(), 2);
    EXPECT_TRUE(first->child(0)->text(0).contains(QStringLiteral("NCCL WARN")))
        << first->child(0)->text(0).toStdString();
    screenshot(view, QStringLiteral("search_all_generated"));
}

TEST_F(SearchTyping, F3AndShiftF3WalkTheMatchesAcrossFilesAndWrap) {
    const awv::DocumentPtr doc = generatedBundle(3, 2, 40);
    show(doc);
    view.searchBox()->setText(QStringLiteral("xid"));
    view.searchAllFiles();
    waitAllSearched(view);
    // Every match of the bundle in file order, counted the plain way.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> all;
    for (std::uint32_t f = 0; f < doc->bundle->files.size(); ++f)
        for (const std::uint32_t line : linesWith(doc->textOf(f)->bytes(), "xid")) all.emplace_back(f, line);
    ASSERT_GT(all.size(), 6u);
    view.openFile(0);
    view.goToLine(1);  // before the first match ("xid" is not on line 1 of file 0)
    ASSERT_NE(all.front(), std::make_pair(0u, 1u));
    for (std::size_t i = 0; i < all.size() + 2; ++i) {
        ASSERT_TRUE(view.nextHitAction()->isEnabled());
        view.nextHitAction()->trigger();
        waitIdle(view);
        const auto expected = all[i % all.size()];  // past the last: the first again
        // A jump into a file still being indexed lands once its lines are known (slow under ASan).
        (void)QTest::qWaitFor([&] { return std::make_pair(view.currentFile(), view.currentLine()) == expected; }, 5000);
        ASSERT_EQ(std::make_pair(view.currentFile(), view.currentLine()), expected) << "step " << i;
    }
    // Now on the second match; back twice: the first, then the bundle's last (a jump into a
    // file still being indexed lands once its lines are known, as above: seen under load).
    const auto landsOn = [&](std::pair<std::uint32_t, std::uint32_t> expected) {
        waitIdle(view);
        (void)QTest::qWaitFor([&] { return std::make_pair(view.currentFile(), view.currentLine()) == expected; }, 5000);
        EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), expected);
    };
    view.previousHitAction()->trigger();
    landsOn(all.front());
    view.previousHitAction()->trigger();
    landsOn(all.back());
}

TEST_F(SearchTyping, EscStopsTheSearchInEveryFileKeepingWhatItFound) {
    show(generatedBundle(8, 4, 30000));
    view.searchBox()->setText(QStringLiteral("rank.*iteration"));
    QTest::qWait(awv::LogView::kTypingPauseMs + 20);
    waitIdle(view);
    view.searchAllFiles();
    const awv::BundleSearch& search = view.searchResults()->bundleSearch();
    ASSERT_TRUE(search.isRunning());
    QElapsedTimer t;
    t.start();
    while (search.filesSearched() == 0 && t.elapsed() < 10000) QTest::qWait(1);
    if (search.isRunning()) {
        QTest::keyClick(view.searchBox(), Qt::Key_Escape);
        EXPECT_FALSE(search.isRunning());
        const std::uint64_t kept = search.matchCount();
        QTest::qWait(200);
        EXPECT_EQ(search.matchCount(), kept) << "nothing arrives after Esc";
        EXPECT_FALSE(view.searchResults()->summaryText().contains(QStringLiteral("searching")));
    }
}

TEST_F(SearchTyping, TheHeaderFollowsTheTypingWithRealPlurals) {
    show(makeDocument());
    view.searchBox()->setText(QStringLiteral("Watchdog"));
    view.searchAllFiles();
    waitAllSearched(view);
    EXPECT_EQ(view.searchResults()->summaryText(), QStringLiteral("1 matching line in 1 file"));
    // Typing a new pattern with the list open searches again once typing pauses: no Enter.
    view.searchBox()->setText(QStringLiteral("NCCL INFO"));
    QTest::qWait(awv::LogView::kTypingPauseMs + 20);
    waitAllSearched(view);
    EXPECT_EQ(view.searchResults()->summaryText(), QStringLiteral("2 matching lines in 1 file"));
    view.searchBox()->setText(QStringLiteral("node00|rank8"));
    QTest::qWait(awv::LogView::kTypingPauseMs + 20);
    waitAllSearched(view);
    EXPECT_EQ(view.searchResults()->summaryText(), QStringLiteral("9 matching lines in 2 files"));
}

TEST_F(SearchTyping, TheListOpensAtAUsefulHeightAndCanBeResized) {
    show(makeDocument());
    view.searchBox()->setText(QStringLiteral("NCCL"));
    view.searchAllFiles();
    waitAllSearched(view);
    awv::SearchResultsView* results = view.searchResults();
    EXPECT_GE(results->height(), 180) << "not a 60 px strip";
    auto* splitter = qobject_cast<QSplitter*>(results->parentWidget());
    ASSERT_NE(splitter, nullptr) << "a splitter handle resizes it";
    const int opened = results->height();
    splitter->setSizes({1, 10'000});  // the handle dragged up as far as it goes
    QTest::qWait(1);
    EXPECT_GT(results->height(), opened + 40);
}

TEST_F(SearchTyping, AJumpFarIntoALongLineKeepsItsTimestampOnScreen) {
    const std::string longLine = "2026-12-02T08:02:00Z node00 kernel: " + std::string(3000, 'x') + " NEEDLE\n";
    show(withExtraFile(makeDocument(), "node00/wide.log", "short NEEDLE\n" + longLine));
    view.openFile(2);
    waitIdle(view);
    view.setSearchPattern(QStringLiteral("NEEDLE"));
    waitIdle(view);
    view.goToLine(1);
    ASSERT_TRUE(view.findNext());
    awv::LogTextArea* area = view.activePane()->textArea();
    ASSERT_EQ(view.currentLine(), 2u);
    EXPECT_GT(area->horizontalScrollBar()->value(), 3000 * 4) << "the match is brought into view";
    EXPECT_EQ(area->pinnedChars(1), 20) << "2026-12-02T08:02:00Z stays painted at the left";
    EXPECT_EQ(area->pinnedChars(0), 0) << "a line without a time pins nothing";
    screenshot(view, QStringLiteral("log_view_match_far_right_pinned_time"));
    ASSERT_TRUE(view.findNext());
    EXPECT_EQ(area->horizontalScrollBar()->value(), 0);
    EXPECT_EQ(area->pinnedChars(1), 0) << "not scrolled: nothing is pinned";
}

TEST(BundleSearchFile, FindsWhatAPlainCountFindsAndListsItsLines) {
    const awv::DocumentPtr doc = generatedBundle(2, 2, 5000);
    const aw::TextSearch warn("nccl warn", true);
    aw::TextSearch::Scratch scratch;
    for (const std::uint32_t file : awv::BundleSearch::searchableFiles(*doc)) {
        const std::string_view bytes = doc->textOf(file)->bytes();
        awv::FileMatches found = awv::BundleSearch::searchFile(*doc, file, warn, scratch);
        awv::BundleSearch::numberLines(*doc, found);
        const std::vector<std::uint32_t> expected = linesWith(bytes, "nccl warn");
        EXPECT_EQ(found.count, expected.size());
        ASSERT_EQ(found.lines.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(found.lines[i].line, expected[i]);
        const QString text = awv::BundleSearch::excerpt(*doc, file, found.lines.front().offset, warn);
        EXPECT_TRUE(text.contains(QStringLiteral("NCCL WARN Connection closed"))) << text.toStdString();
    }
}

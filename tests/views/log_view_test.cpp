// The raw log view: highlights, jumps, hits, search, hostile bytes, huge lines and files.
#include "tests/support/document_builder.h"
#include "tests/support/analysis.h"
#include "views/logs/log_view.h"

#include "views/logs/line_index.h"
#include "views/logs/log_line_text.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_search.h"
#include "logview_fixtures.h"
#include "views/common/selection.h"

#include <QLineEdit>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace logview_test;

TEST(LineIndex, FourBytesPerLineAndOffsetsBeyond4GiB) {
    awv::LineIndex index;
    const std::uint64_t big = 5ULL << 30;  // 5 GiB: crosses a 4 GiB block
    index.appendStart(0);
    index.appendStart(100);
    index.appendStart(big);
    index.appendStart(big + 7);
    EXPECT_EQ(index.lineCount(), 3u);
    EXPECT_EQ(index.lineStart(1), 100u);
    EXPECT_EQ(index.lineStart(2), big);
    EXPECT_EQ(index.lineStart(3), big + 7);
    EXPECT_EQ(index.lineAt(big + 3), 2u);
    awv::LineIndex many;
    many.reserve(1'000'000);
    for (std::uint64_t i = 0; i <= 1'000'000; ++i) many.appendStart(i * 80);
    EXPECT_LE(static_cast<double>(many.memoryBytes()) / 1'000'000.0, 4.1);
}

TEST(LineIndex, ChunksOfStartsAreTheSameAsOneByOne) {
    const std::uint64_t block = 1ULL << 32;
    const std::vector<std::vector<std::uint64_t>> chunks = {
        {10, 20, 30}, {block - 5, block + 3}, {block + 9, block + 100}, {3 * block + 1}};
    awv::LineIndex single, chunked;
    single.appendStart(0);
    chunked.appendStart(0);
    for (const auto& chunk : chunks) {
        for (std::uint64_t s : chunk) single.appendStart(s);
        chunked.appendStarts(chunk);
    }
    ASSERT_EQ(chunked.lineCount(), single.lineCount());
    for (std::uint64_t line = 0; line <= single.lineCount(); ++line)
        EXPECT_EQ(chunked.lineStart(line), single.lineStart(line)) << line;
}

TEST(LineIndex, LinesWithoutFinalNewlineAndCrLf) {
    awv::LineIndexer indexer;
    indexer.start(std::make_shared<aw::MemoryFile>("one\r\ntwo\nthree"));
    ASSERT_TRUE(indexer.isFinished());
    const auto& index = indexer.index();
    ASSERT_EQ(index.lineCount(), 3u);
    EXPECT_EQ(index.lineBytes(indexer.bytes(), 0), "one");
    EXPECT_EQ(index.lineBytes(indexer.bytes(), 1), "two");
    EXPECT_EQ(index.lineBytes(indexer.bytes(), 2), "three");
    indexer.start(std::make_shared<aw::MemoryFile>(""));
    EXPECT_EQ(indexer.index().lineCount(), 0u);
}

TEST_F(LogViewFixture, HighlightsTheMatchedSpanOfEachHit) {
    std::uint32_t end = 0;
    const std::uint32_t begin = spanOf(kKernLog, 3, "Xid (PCI:0000:3b:00): 79", end);
    const auto spans = view.highlightsForLine(0, 3);
    ASSERT_FALSE(spans.isEmpty());
    EXPECT_EQ(spans.front().kind, awv::HighlightSpan::Kind::RuleHit);
    EXPECT_EQ(spans.front().begin, begin);
    EXPECT_EQ(spans.front().end, end);
    EXPECT_EQ(spans.front().eventId, 1u);
    EXPECT_EQ(spans.front().cls, aw::EventClass::RootCause);
    // Lines without a hit have no rule-hit spans.
    for (const auto& span : view.highlightsForLine(0, 2)) EXPECT_NE(span.kind, awv::HighlightSpan::Kind::RuleHit);
    EXPECT_EQ(view.highlightsForLine(1, 2).front().cls, aw::EventClass::Symptom);
    screenshot(view, QStringLiteral("log_view_highlights"));
}

// Another bundle starts with no search: the last bundle's pattern means nothing there (issue 25).
TEST_F(LogViewFixture, AnotherBundleStartsWithoutTheLastSearch) {
    view.searchBox()->setText(QStringLiteral("NVRM"));
    ASSERT_EQ(view.searchBox()->text(), QStringLiteral("NVRM"));
    view.setDocument(doc);
    EXPECT_TRUE(view.searchBox()->text().isEmpty());
}

TEST_F(LogViewFixture, OpensOnTheFirstFaultAndJumpsToASelectedEvent) {
    EXPECT_EQ(view.currentFile(), 0u);
    EXPECT_EQ(view.currentLine(), 3u);
    selection.selectEvent(3);
    EXPECT_EQ(view.currentFile(), 1u);
    EXPECT_EQ(view.currentLine(), 2u);
    EXPECT_EQ(view.lineCount(), 4u);
    // An exact location from elsewhere (e.g. the provenance graph) also lands there.
    aw::SourceLocation where;
    where.file = 0;
    where.line = 5;
    selection.selectEvidence(where, 0, 4);
    EXPECT_EQ(view.currentFile(), 0u);
    EXPECT_EQ(view.currentLine(), 5u);
    const auto spans = view.highlightsForLine(0, 5);
    ASSERT_EQ(spans.size(), 1);
    EXPECT_EQ(spans.front().kind, awv::HighlightSpan::Kind::Selected);
}

TEST_F(LogViewFixture, JumpCentresTheLineInABigFile) {
    std::string text;
    for (int i = 1; i <= 5000; ++i) text += "2026-12-02T08:00:00Z line " + std::to_string(i) + "\n";
    awtest::DocumentBuilder builder(*withExtraFile(doc, "node00/big.log", text));
    builder.editResult().events.push_back(
        event(5, "x", aw::EventClass::Symptom).node("node00").at(kT0).evidence(2, 4000, 21, 25).build());
    const awv::DocumentPtr doc2 = builder.build();
    view.setDocument(doc2);
    waitIdle(view);
    selection.selectEvent(5);
    waitIdle(view);
    EXPECT_EQ(view.currentFile(), 2u);
    EXPECT_EQ(view.currentLine(), 4000u);
    auto* area = view.activePane()->textArea();
    const auto first = area->firstVisibleRow();
    EXPECT_LT(first, 3999u);
    EXPECT_GT(first + static_cast<std::uint64_t>(area->visibleRowCount()), 3999u);
    EXPECT_NEAR(static_cast<double>(3999 - first), area->visibleRowCount() / 2.0, 2.0);
}

TEST_F(LogViewFixture, NextAndPreviousHitFollowFileAndLineOrder) {
    view.openFile(0);
    view.goToLine(1);
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(0u, 3u));
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 1u));
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 2u));
    ASSERT_TRUE(view.nextHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 3u));
    ASSERT_TRUE(view.nextHit());  // wraps to the first hit of the bundle
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(0u, 3u));
    ASSERT_TRUE(view.previousHit());  // back across the wrap
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 3u));
    ASSERT_TRUE(view.previousHit());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 2u));
    // F3 is the exposed action.
    view.nextHitAction()->trigger();
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 3u));
    EXPECT_EQ(view.nextHitAction()->shortcut(), QKeySequence(Qt::Key_F3));
    EXPECT_EQ(view.previousHitAction()->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F3));
    EXPECT_EQ(view.goToLineAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
}

TEST_F(LogViewFixture, ClickingAHitLineSelectsItsEvent) {
    view.openFile(1);
    auto* area = view.activePane()->textArea();
    area->verticalScrollBar()->setValue(0);
    const QPoint pos(200, area->rowHeight() * 1 + area->rowHeight() / 2);  // row 1 = line 2
    QTest::mouseClick(area->viewport(), Qt::LeftButton, {}, pos);
    EXPECT_EQ(selection.currentEvent(), 3u);
    EXPECT_EQ(view.currentLine(), 2u);  // our own selection did not move the view
}

TEST_F(LogViewFixture, RegexSearchFindsTheRightLines) {
    view.openFile(1);
    view.setSearchPattern(QStringLiteral("NCCL\\s+INFO"));
    waitIdle(view);
    const auto& rows = view.activePane()->search().matchRows();
    EXPECT_EQ(rows, (std::vector<std::uint64_t>{0, 2}));
    view.goToLine(1);
    ASSERT_TRUE(view.findNext());
    EXPECT_EQ(view.currentLine(), 3u);
    ASSERT_TRUE(view.findNext());  // wraps
    EXPECT_EQ(view.currentLine(), 1u);
    ASSERT_TRUE(view.findPrevious());
    EXPECT_EQ(view.currentLine(), 3u);
    // Case-insensitive by default; an invalid pattern finds nothing and does not crash.
    view.setSearchPattern(QStringLiteral("watchdog CAUGHT"));
    waitIdle(view);
    EXPECT_EQ(view.activePane()->search().matchRows(), (std::vector<std::uint64_t>{1}));
    view.setSearchPattern(QStringLiteral("(unclosed"));
    waitIdle(view);
    EXPECT_TRUE(view.activePane()->search().matchRows().empty());
    EXPECT_FALSE(view.findNext());
}

TEST(LogSearch, BlockSearchCountsLinesAcrossBlocks) {
    std::string text;
    std::vector<std::uint64_t> expected;
    for (int i = 0; i < 200000; ++i) {
        const bool hit = i % 997 == 0;
        text +=
            hit ? "ERROR code=" + std::to_string(i) + "\n" : "fine line " + std::to_string(i) + " padding padding\n";
        if (hit) expected.push_back(static_cast<std::uint64_t>(i));
    }
    EXPECT_EQ(awv::LogSearch::searchBytes(text, QRegularExpression(QStringLiteral("^ERROR code=\\d+$"))), expected);
}

TEST(LogLineText, EscapesControlBytesAndInvalidUtf8) {
    const std::string raw("a\0b\x01\xff\xfe c \xe2\x82 \xc3\xa9\t|", 16);
    const awv::DisplayLine line = awv::decodeForDisplay(raw);
    EXPECT_TRUE(line.text.startsWith(QStringLiteral("a\\x00b\\x01")));
    EXPECT_EQ(line.text.count(QChar(0xFFFD)), 4);  // \xff, \xfe and the two bytes of a cut sequence
    EXPECT_TRUE(line.text.contains(QChar(0xE9)));  // valid UTF-8 is kept
    EXPECT_FALSE(line.clipped());
    // The byte -> character map follows the escapes: byte 2 ('b') sits after "a\x00".
    EXPECT_EQ(line.charForByte(2), 5);
}

TEST_F(LogViewFixture, HostileBytesPaintWithoutCrashing) {
    std::string text("plain\n", 6);
    text += std::string("nul\0here\xff\xfe\xc3\x28 \xf0\x9f\x98 end\n", 21);
    text += std::string(200, '\0') + "\n";
    text += "\x1b[31mred\x1b[0m\r\n";
    auto doc2 = withExtraFile(doc, "node00/binaryish.log", text);
    view.setDocument(doc2);
    view.openFile(2);
    waitIdle(view);
    EXPECT_EQ(view.lineCount(), 4u);
    const QImage image = screenshot(view, QStringLiteral("log_view_hostile_bytes"));
    EXPECT_FALSE(image.isNull());
}

TEST_F(LogViewFixture, TenMegabyteLineIsClippedAndFast) {
    std::string text = "first\n" + std::string(10 * 1024 * 1024, 'x') + "\nlast\n";
    auto doc2 = withExtraFile(doc, "node00/long.log", text);
    view.setDocument(doc2);
    view.openFile(2);
    waitIdle(view);
    EXPECT_EQ(view.lineCount(), 3u);
    // Painting clips the line (below); a frame that had to shape 10 MB would not end.
    screenshot(view, QStringLiteral("log_view_long_line"));
    const awv::DisplayLine line = awv::decodeForDisplay(std::string(10 * 1024 * 1024, 'x'));
    EXPECT_TRUE(line.clipped());
    EXPECT_EQ(line.shownBytes, awv::kMaxPaintedBytesPerLine);
}

TEST_F(LogViewFixture, BigFileShowsItsFirstScreenAtOnce) {
    // ~60 MB, 800k lines: the first screen is indexed synchronously, the rest in the background.
    std::string text;
    text.reserve(64 * 1024 * 1024);
    for (int i = 0; i < 800000; ++i) {
        text += "2026-12-02T08:00:00.000000Z node00 app[123]: step ";
        text += std::to_string(i);
        text += " loss=1.2345 lr=0.0001 throughput=1234.5\n";
    }
    auto doc2 = withExtraFile(doc, "node00/huge.log", std::move(text));
    view.setDocument(doc2);
    view.openFile(2);
    // A first screen is there before any event loop turn, and not the whole file: the rest
    // is indexed in the background (its speed is measured by bench/, not here).
    EXPECT_GT(view.lineCount(), 50u);
    EXPECT_LT(view.lineCount(), 800000u);
    screenshot(view, QStringLiteral("log_view_big_file_first_screen"));
    view.goToLine(799000);  // not indexed yet: goes there when it is
    waitIdle(view);
    EXPECT_EQ(view.lineCount(), 800000u);
    EXPECT_EQ(view.currentLine(), 799000u);
}

TEST_F(LogViewFixture, SideBySidePanesShowDifferentFiles) {
    view.setSideBySide(true);
    view.pane(1)->openFile(1);
    EXPECT_TRUE(view.pane(1)->isVisible());
    EXPECT_EQ(view.pane(0)->shownFile(), 0u);
    EXPECT_EQ(view.pane(1)->shownFile(), 1u);
    // A jump goes to the pane already showing the file.
    selection.selectEvent(3);
    EXPECT_EQ(view.activePane(), view.pane(1));
    EXPECT_EQ(view.pane(1)->currentLine(), 2u);
    screenshot(view, QStringLiteral("log_view_side_by_side"));
}

TEST_F(LogViewFixture, TheHiddenSecondPaneOpensItsFileOnlyWhenShown) {
    // Hidden, it neither indexes nor holds an index (a second pass over a big file).
    EXPECT_EQ(view.pane(1)->shownFile(), awv::LogPane::kNoFile);
    EXPECT_FALSE(view.pane(1)->isBusy());
    view.setSideBySide(true);
    EXPECT_EQ(view.pane(1)->shownFile(), view.pane(0)->shownFile());
    EXPECT_GT(view.pane(1)->rowCount(), 0u);
}

TEST_F(LogViewFixture, MergedModeInterleavesFilesByTime) {
    view.showMergedFiles({0, 1});
    waitIdle(view);
    ASSERT_TRUE(view.activePane()->isMerged());
    ASSERT_EQ(view.lineCount(), 9u);
    // kern 08:00:00, kern 08:00:05, app 08:00:30, kern 08:01:00, ...
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> expected = {{0, 1}, {0, 2}, {1, 1}, {0, 3}, {0, 4},
                                                                           {1, 2}, {1, 3}, {1, 4}, {0, 5}};
    auto* area = view.activePane()->textArea();
    for (std::uint64_t row = 0; row < expected.size(); ++row) {
        area->setCurrentRow(row, false);
        EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), expected[row]) << "row " << row;
    }
    selection.selectEvent(3);  // stays merged, lands on the row of (1, 2)
    EXPECT_TRUE(view.activePane()->isMerged());
    EXPECT_EQ(std::make_pair(view.currentFile(), view.currentLine()), std::make_pair(1u, 2u));
    screenshot(view, QStringLiteral("log_view_merged"));
}

TEST(LogViewOnSample, Xid79RootCauseLineIsHighlightedAndLinked) {
    const std::string path = std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus";
    const awv::DocumentPtr doc = awtest::openDocument(path);
    const std::shared_ptr<const aw::Bundle>& bundle = doc->bundle;
    const aw::Event* root = doc->result->findEvent(doc->result->verdict.rootEventId);
    ASSERT_NE(root, nullptr) << "the engine found no root event";
    ASSERT_FALSE(root->evidence.empty()) << "the root event has no evidence";

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.resize(1200, 500);
    view.setDocument(doc);
    view.show();
    waitIdle(view);
    const aw::EvidenceRef& ev = root->evidence.front();
    // The view opens on the first fault, with the rule's span marked on that line.
    EXPECT_EQ(view.currentFile(), ev.where.file);
    EXPECT_EQ(view.currentLine(), ev.where.line);
    const auto spans = view.highlightsForLine(ev.where.file, ev.where.line);
    ASSERT_FALSE(spans.isEmpty());
    EXPECT_EQ(spans.front().cls, aw::EventClass::RootCause);
    EXPECT_EQ(spans.front().eventId, root->id);
    const std::string_view bytes = bundle->files[ev.where.file].data->bytes().substr(ev.where.offset, ev.where.length);
    EXPECT_NE(bytes.substr(spans.front().begin, spans.front().end - spans.front().begin).find("79"),
              std::string_view::npos)
        << std::string(bytes);
    screenshot(view, QStringLiteral("log_view_xid79_sample"));

    // Every other event's evidence is one jump away: its line, or in a record spanning lines
    // (sacct's pretty-printed JSON) the line holding the match.
    for (const aw::Event& e : doc->result->events) {
        if (e.evidence.empty() || e.evidence.front().where.line == 0) continue;
        selection.selectEvent(e.id);
        waitIdle(view);
        const aw::SourceLocation& where = e.evidence.front().where;
        const std::string_view record = bundle->files[where.file].data->bytes().substr(where.offset, where.length);
        const auto lines = static_cast<std::uint32_t>(std::count(record.begin(), record.end(), '\n'));
        EXPECT_EQ(view.currentFile(), where.file) << e.symptom;
        EXPECT_GE(view.currentLine(), where.line) << e.symptom;
        EXPECT_LE(view.currentLine(), where.line + lines) << e.symptom;
    }
}

TEST(LogViewOnSample, AFlightRecorderDumpShowsDecodedWithTheCulpritsRecordMarked) {
    const std::string path = std::string(AW_SOURCE_DIR) + "/resources/samples/nccl-hang-flight-recorder";
    const awv::DocumentPtr doc = awtest::openDocument(path);
    ASSERT_EQ(doc->decoded.size(), 16u);  // one dump per rank
    const aw::Event* root = doc->result->findEvent(doc->result->verdict.rootEventId);
    ASSERT_NE(root, nullptr);
    const aw::SourceLocation where = root->evidence.front().where;
    ASSERT_TRUE(doc->isDecoded(where.file));

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.resize(1200, 500);
    view.setDocument(doc);
    view.show();
    waitIdle(view);
    // The culprit's dump opens as text, on the record the evidence points at, marked as
    // the root cause; a pickle's bytes are nowhere to be seen.
    EXPECT_EQ(view.currentFile(), where.file);
    const std::uint32_t line = doc->shownLine(where);
    EXPECT_GT(line, 1u);
    EXPECT_EQ(view.currentLine(), line);
    const auto spans = view.highlightsForLine(where.file, line);
    ASSERT_FALSE(spans.isEmpty());
    EXPECT_EQ(spans.front().cls, aw::EventClass::RootCause);
    const std::string& text = doc->decoded.at(where.file)->dump->text;
    EXPECT_EQ(view.lineCount(), std::uint64_t(std::count(text.begin(), text.end(), '\n')));
    EXPECT_EQ(text.rfind("# Flight Recorder dump of rank 5", 0), 0u);
    screenshot(view, QStringLiteral("log_view_flight_recorder"));
}

// Issue 25: in journal JSON and kubectl events the box fell on `IMESTAMP": "1795…` or a
// lone `{`: the span was the normalised text's. Every marked span now holds the bytes its
// rule matched, on the line holding them.
TEST(LogViewOnSample, JsonRecordsHaveTheMatchedTextMarked) {
    const awv::DocumentPtr doc =
        awtest::openDocument(awtest::sourcePath("resources/samples/checkpoint-permission-denied"));
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.setDocument(doc);
    const aw::Bundle& bundle = *doc->bundle;
    const auto lineBytes = [&](std::uint32_t file, std::uint32_t line) {
        std::string_view bytes = bundle.files[file].data->bytes();
        for (std::uint32_t i = 1; i < line && !bytes.empty(); ++i)
            bytes.remove_prefix(std::min(bytes.size(), bytes.find('\n') + 1));
        return bytes.substr(0, bytes.find('\n'));
    };
    std::size_t checked = 0;
    for (const aw::Event& e : doc->result->events) {
        for (const aw::EvidenceRef& ev : e.evidence) {
            if (bundle.files[ev.where.file].format == aw::FileFormat::TextLog || doc->isDecoded(ev.where.file))
                continue;
            // The record's lines: the hit sits on the one holding the match.
            const std::string_view record =
                bundle.files[ev.where.file].data->bytes().substr(ev.where.offset, ev.where.length);
            const auto lines = static_cast<std::uint32_t>(std::count(record.begin(), record.end(), '\n')) + 1;
            bool found = false;
            for (std::uint32_t line = ev.where.line; line < ev.where.line + lines; ++line) {
                for (const awv::HighlightSpan& span : view.highlightsForLine(ev.where.file, line)) {
                    if (span.eventId != e.id || span.end <= span.begin) continue;
                    const std::string_view marked =
                        lineBytes(ev.where.file, line).substr(span.begin, span.end - span.begin);
                    EXPECT_NE(ev.text.find(marked), std::string::npos) << e.rule << " marks '" << marked << "'";
                    found = true;
                }
            }
            EXPECT_TRUE(found) << e.rule << " in " << ev.file << ":" << ev.where.line;
            ++checked;
        }
    }
    EXPECT_GT(checked, 3u);
}

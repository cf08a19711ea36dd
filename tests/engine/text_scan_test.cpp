// How the extractors read text logs fast, checked against the slow obvious way: the
// whole-file literal scan gives exactly the lines, numbers and atoms a line-by-line
// reading gives (chunk edges, CRLF, blank and over-long lines, non-ASCII bytes),
// exact-case atoms never hide a line a rule matches, and big logs read in pieces on
// several threads give the result of one pass.
#include "engine/core/bundle.h"
#include "tests/support/analysis.h"
#include "engine/attribute/analysis_json.h"
#include "engine/load/bundle_loader.h"
#include "engine/core/host_list.h"
#include "engine/match/line_matcher.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"
#include "engine/match/literal_batch.h"
#include "engine/match/literal_lines.h"
#include "engine/text/newline_count.h"
#include "engine/match/literal_scanner.h"
#include "engine/text/text_log_scanner.h"
#include "engine/text/text_pieces.h"
#include "engine/text/timestamp.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <utility>

namespace {

using aw::LiteralScanner;

// A log with the shapes that matter: atoms in either case, several per line, none,
// blank lines, CRLF, bytes >= 0x80 (characters RE2 folds to ASCII letters and others), a
// line longer than the 1 MiB matching cut with an atom on each side of the cut, and one
// whose only such character is past it.
std::string sampleLog(unsigned seed) {
    std::mt19937 rng(seed);
    const std::vector<std::string> pieces = {"NCCL INFO Channel 00/0 : 0[0] -> 1[1]",
                                             "nccl info lower",
                                             "Xid 79 fell off",
                                             "plain text",
                                             "error and Error",
                                             "",
                                             "   ",
                                             "caf\xc3\xa9 latt\xc3\xa9",
                                             "loss is nan at step 3",
                                             "x",
                                             "45%|\xe2\x96\x88\xe2\x96\x88\xe2\x96\x88   | 450/1000",  // a progress bar
                                             "XID\xe2\x84\xaa 79 (KELVIN SIGN)",
                                             "lo\xc5\xbfs is nan (LONG S)"};
    std::string log;
    for (int i = 0; i < 3000; ++i) {
        log += pieces[rng() % pieces.size()];
        if (rng() % 5 == 0) log += " and Xid again";
        log += rng() % 7 == 0 ? "\r\n" : "\n";
        if (i == 1500) log += std::string(aw::kMaxLineBytes - 4, 'a') + "Xid past the cut\n";
        if (i == 1700) log += std::string(aw::kMaxLineBytes - 1, 'b') + "\xe2\x84\xaa, its only fold past the cut\n";
    }
    log += "last line without newline Xid";
    return log;
}

struct SeenLine {
    std::uint64_t offset;
    std::uint32_t number;
    std::string text;
    std::vector<int> atoms;
    bool nonAscii;
    bool operator==(const SeenLine&) const = default;
};

// The reference: every line by LineSplitter, atoms by a naive search.
std::vector<SeenLine> naiveLines(std::string_view log, const std::vector<LiteralScanner::Atom>& atoms) {
    std::vector<SeenLine> out;
    aw::LineSplitter lines(log);
    aw::TextLine line;
    while (lines.next(line)) {
        SeenLine seen{line.offset, line.number, std::string(line.text), {}, false};
        const std::string lower = aw::lowerAscii(seen.text);
        for (std::size_t a = 0; a < atoms.size(); ++a) {
            const bool found = atoms[a].caseless ? lower.find(aw::lowerAscii(atoms[a].text)) != std::string::npos
                                                 : seen.text.find(atoms[a].text) != std::string::npos;
            if (found) seen.atoms.push_back(static_cast<int>(a));
        }
        // Beyond the atoms, only KELVIN SIGN and LONG S fold to ASCII letters in RE2.
        seen.nonAscii =
            seen.text.find("\xe2\x84\xaa") != std::string::npos || seen.text.find("\xc5\xbf") != std::string::npos;
        if (!seen.atoms.empty() || seen.nonAscii) out.push_back(std::move(seen));
    }
    return out;
}

std::vector<SeenLine> scannedLines(std::string_view log, const LiteralScanner& scanner, std::size_t chunk) {
    std::vector<SeenLine> out;
    LiteralScanner::Scratch scratch;
    const bool finished = aw::forEachLineWithLiterals(
        log, scanner, scratch,
        [&](const aw::TextLine& line, const std::vector<int>& atoms, bool nonAscii) {
            out.push_back({line.offset, line.number, std::string(line.text), atoms, nonAscii});
        },
        nullptr, chunk);
    EXPECT_TRUE(finished);
    return out;
}

}  // namespace

TEST(LiteralScan, WholeFileScanGivesTheLinesALineByLineSearchGives) {
    const std::vector<LiteralScanner::Atom> atoms = {
        {"NCCL INFO", false}, {"xid ", true}, {"Error", false}, {"loss is nan", true}, {"Xid again", false}};
    // Both instruction sets Vectorscan may compile for, the two racing (the 16 MiB chunks
    // are timed turns), and the exact atom searched without Vectorscan as a frequent one.
    std::vector<LiteralScanner::Atom> frequentToo = atoms;
    frequentToo[0].frequent = true;
    for (LiteralScanner::Target target :
         {LiteralScanner::Target::Native, LiteralScanner::Target::Baseline, LiteralScanner::Target::Raced})
        for (const std::vector<LiteralScanner::Atom>* given : {&atoms, &std::as_const(frequentToo)}) {
            const LiteralScanner scanner(*given, target);
            ASSERT_TRUE(scanner.usable());
            for (unsigned seed : {1u, 2u}) {
                const std::string log = sampleLog(seed);
                const auto expected = naiveLines(log, atoms);
                ASSERT_GT(expected.size(), 1000u);
                // Chunks far smaller than a line, odd sizes, and the default.
                for (std::size_t chunk : {std::size_t{1}, std::size_t{97}, std::size_t{4096}, std::size_t{16} << 20}) {
                    const auto got = scannedLines(log, scanner, chunk);
                    ASSERT_EQ(got.size(), expected.size()) << "chunk " << chunk;
                    for (std::size_t i = 0; i < got.size(); ++i)
                        ASSERT_EQ(got[i], expected[i]) << "chunk " << chunk << ", line " << expected[i].number;
                }
            }
        }
}

// Records scanned a batch at a time get the atoms find() gives each alone; the texts a
// batch cannot take (a newline, a trailing '\r', longer than a line is matched) are refused.
TEST(LiteralScan, EveryTextOfABatchHasTheAtomsFindGivesItAlone) {
    const LiteralScanner scanner({{"NCCL INFO", false, true}, {"xid ", true}, {"Error", false}, {"loss is nan", true}});
    ASSERT_TRUE(scanner.usable());
    LiteralScanner::Scratch scratch;
    std::vector<std::string> texts;
    std::string log = sampleLog(3);
    for (std::size_t at = 0; at < log.size();) {
        const std::size_t nl = std::min(log.find('\n', at), log.size());
        std::string text = log.substr(at, nl - at);
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.size() <= aw::kMaxLineBytes) texts.push_back(std::move(text));
        at = nl + 1;
    }
    ASSERT_GT(texts.size(), 2000u);
    for (std::size_t i = 0, n = texts.size(); texts.size() < 30 * n; ++i) texts.push_back(texts[i % n]);
    texts.push_back(std::string(aw::kMaxLineBytes - 4, 'c') + "Xid ");  // as long as a line is matched
    std::size_t total = 0;
    for (const std::string& t : texts) total += t.size() + 1;
    ASSERT_GT(total, aw::LiteralBatch::kBatchBytes);  // the batch fills at least once
    std::vector<std::pair<std::vector<int>, bool>> alone(texts.size()), batched(texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i) scanner.find(texts[i], scratch, alone[i].first, alone[i].second);
    aw::LiteralBatch batch;
    std::size_t first = 0;  // the item number of the batch's first text
    auto scan = [&] {
        const std::size_t count = batch.size();
        batch.scan(scanner, scratch, [&](std::size_t item, const std::vector<int>& atoms, bool nonAscii) {
            batched[first + item] = {atoms, nonAscii};
        });
        EXPECT_EQ(batch.size(), 0u);
        first += count;
    };
    for (const std::string& t : texts) {
        ASSERT_TRUE(aw::LiteralBatch::fits(t));
        if (batch.add(t)) scan();
    }
    scan();
    for (std::size_t i = 0; i < texts.size(); ++i) ASSERT_EQ(batched[i], alone[i]) << "text " << i << ": " << texts[i];
    EXPECT_FALSE(aw::LiteralBatch::fits("two\nlines"));
    EXPECT_FALSE(aw::LiteralBatch::fits("ends with a carriage return\r"));
    EXPECT_FALSE(aw::LiteralBatch::fits(std::string(aw::kMaxLineBytes + 1, 'a')));
    EXPECT_TRUE(aw::LiteralBatch::fits(""));
}

TEST(LiteralScan, AFrequentAtomHasTheHitsVectorscanGivesIt) {
    // Every place, overlapping ones too, in order of where they end among the other hits,
    // at the very start and end of the text, and in texts shorter than a SIMD step; not
    // where only the first and last bytes agree.
    const std::string text = "aaaa NCCL INFO xaaax NCCL_INFO axa NCCL INFO\nNCCL INFONCCL INFO aaa";
    for (std::size_t cut : {text.size(), std::size_t{20}, std::size_t{9}, std::size_t{3}, std::size_t{2}}) {
        std::vector<std::vector<LiteralScanner::Hit>> found;
        for (bool frequent : {false, true}) {
            const LiteralScanner scanner({{"aaa", false, frequent}, {"NCCL INFO", false, frequent}, {"xaa", false}});
            ASSERT_TRUE(scanner.usable());
            LiteralScanner::Scratch scratch;
            found.emplace_back();
            scanner.scan(std::string_view(text).substr(0, cut), scratch, found.back(), 100);
        }
        ASSERT_EQ(found[0].size(), found[1].size()) << "cut " << cut;
        for (std::size_t i = 0; i < found[0].size(); ++i) {
            EXPECT_EQ(found[0][i].offset, found[1][i].offset) << "cut " << cut << ", hit " << i;
            EXPECT_EQ(found[0][i].atom, found[1][i].atom) << "cut " << cut << ", hit " << i;
            EXPECT_EQ(found[0][i].length, found[1][i].length);
        }
        if (cut == text.size()) EXPECT_EQ(found[1].size(), 9u);  // aaa 4 times (2 overlapping), NCCL INFO 4, xaa 1
    }
}

TEST(LiteralScan, ARacedScannerStartsWithTheNativeDatabaseAndKeepsTheTwoApart) {
    const std::vector<LiteralScanner::Atom> atoms = {{"NCCL INFO", false}, {"xid ", true}};
    const LiteralScanner raced(atoms), native(atoms, LiteralScanner::Target::Native),
        baseline(atoms, LiteralScanner::Target::Baseline);
    EXPECT_TRUE(raced.sharesDatabaseWith(native));
    EXPECT_FALSE(native.sharesDatabaseWith(baseline)) << "a database runs only the code it was compiled for";
    EXPECT_EQ(native.scanningWith(), LiteralScanner::Target::Native);
    EXPECT_EQ(baseline.scanningWith(), LiteralScanner::Target::Baseline);
}

TEST(LiteralScan, ARacedScannerSettlesOnOneCodeAndFindsTheSameHitsThroughout) {
    const std::vector<LiteralScanner::Atom> atoms = {{"NCCL INFO", false}, {"xid ", true}, {"loss is nan", true}};
    std::string big;  // a text the race times (sampleLog's lines, no line past the 1 MiB cut)
    while (big.size() < 2 * aw::CodeRace::kTimedFrom) big += sampleLog(3).substr(0, 100'000);
    const LiteralScanner raced(atoms), native(atoms, LiteralScanner::Target::Native);
    LiteralScanner::Scratch scratch;
    std::vector<LiteralScanner::Hit> expected, got;
    native.scan(big, scratch, expected);
    ASSERT_GT(expected.size(), 1000u);
    if (raced.scanningWith() != LiteralScanner::Target::Raced)
        GTEST_SKIP() << "no code wider than SSSE3 here, or AW_VECTORSCAN set: nothing to race";
    const LiteralScanner::RaceTally before = LiteralScanner::raceTally();
    auto sameHits = [&](std::string_view text, const std::vector<LiteralScanner::Hit>& want) {
        got.clear();
        raced.scan(text, scratch, got);
        ASSERT_EQ(got.size(), want.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            ASSERT_EQ(got[i].offset, want[i].offset) << i;
            ASSERT_EQ(got[i].atom, want[i].atom) << i;
        }
    };
    // Short texts (lines, records) are scanned meanwhile and never timed.
    const std::string_view line = std::string_view(big).substr(0, big.find('\n') + 1);
    std::vector<LiteralScanner::Hit> lineHits;
    native.scan(line, scratch, lineHits);
    for (int i = 0; i < 50; ++i) sameHits(line, lineHits);
    EXPECT_EQ(raced.scanningWith(), LiteralScanner::Target::Raced);
    for (std::size_t turn = 0; turn < 2 * aw::CodeRace::kTurnsEach; ++turn) {
        EXPECT_EQ(raced.scanningWith(), LiteralScanner::Target::Raced) << "decided after " << turn << " turns";
        sameHits(big, expected);
    }
    const LiteralScanner::Target settled = raced.scanningWith();
    EXPECT_TRUE(settled == LiteralScanner::Target::Native || settled == LiteralScanner::Target::Baseline);
    const LiteralScanner::RaceTally after = LiteralScanner::raceTally();
    EXPECT_EQ(after.native + after.baseline, before.native + before.baseline + 1);
    EXPECT_EQ(after.baseline - before.baseline, settled == LiteralScanner::Target::Baseline ? 1u : 0u);
    sameHits(big, expected);
    sameHits(line, lineHits);
    EXPECT_EQ(raced.scanningWith(), settled) << "a race is run once";
}

TEST(LiteralScan, ExactAtomsKeepTheirCaseAndCaselessOnesDoNot) {
    const LiteralScanner scanner({{"NCCL INFO", false}, {"xid ", true}});
    LiteralScanner::Scratch scratch;
    std::vector<int> atoms;
    bool nonAscii = true;
    scanner.find("node1:1:1 [0] nccl info XID 79", scratch, atoms, nonAscii);
    EXPECT_EQ(atoms, std::vector<int>{1});
    EXPECT_FALSE(nonAscii);
    scanner.find("NCCL INFO caf\xc3\xa9", scratch, atoms, nonAscii);
    EXPECT_EQ(atoms, std::vector<int>{0});
    EXPECT_FALSE(nonAscii) << "no letter of it folds to ASCII";
    scanner.find("NCCL INFO caf\xc3\xa9 \xe2\x84\xaa", scratch, atoms, nonAscii);
    EXPECT_TRUE(nonAscii) << "KELVIN SIGN folds to k";
}

TEST(LiteralScan, TheLiteralThatSetsTheStrideIsNeverAHit) {
    // Every database also holds the bytes 01 02 03 (the stride pacer); a text that holds them
    // (a binary log) gives only the atoms' hits, on both kinds of code.
    const std::string text =
        std::string("xid 79 \x01\x02\x03 loss ") + std::string("\x01\x02\x03\x01\x02\x03", 6) + " grad";
    for (LiteralScanner::Target target : {LiteralScanner::Target::Native, LiteralScanner::Target::Baseline}) {
        const LiteralScanner scanner({{"loss", false}, {"grad", false}, {"xid ", true}}, target);
        ASSERT_TRUE(scanner.usable());
        LiteralScanner::Scratch scratch;
        std::vector<LiteralScanner::Hit> hits;
        scanner.scan(text, scratch, hits);
        ASSERT_EQ(hits.size(), 3u);
        EXPECT_EQ(hits[0].atom, 2);
        EXPECT_EQ(hits[1].atom, 0);
        EXPECT_EQ(hits[2].atom, 1);
        EXPECT_EQ(hits[2].offset, text.size() - 4);
    }
}

TEST(LiteralScan, CharactersBeyondASCIIThatFoldToAnAtomsLettersMakeALineTryEveryRule) {
    // RE2 folds KELVIN SIGN to k and LONG S to s (and no other character beyond ASCII to an
    // ASCII letter): `(?i)xid ` matches "XI\u212A" no more, but `(?i)link` matches "lin\u212A".
    const re2::RE2 link("(?i)link down");
    EXPECT_TRUE(re2::RE2::PartialMatch("lin\xe2\x84\xaa down", link));
    EXPECT_TRUE(re2::RE2::PartialMatch("\xc5\xbf"
                                       "eg",
                                       re2::RE2("(?i)seg")));
    const LiteralScanner ascii({{"link down", true}});
    const LiteralScanner beyond({{"link down", true}, {"caf\xc3\xa9", true}});
    LiteralScanner::Scratch scratch;
    std::vector<int> atoms;
    bool mayMatch = false;
    ascii.find("lin\xe2\x84\xaa down", scratch, atoms, mayMatch);
    EXPECT_TRUE(atoms.empty());
    EXPECT_TRUE(mayMatch) << "the line matches `(?i)link down` without its ASCII atom";
    ascii.find("progress \xe2\x96\x88\xe2\x96\x88 link up", scratch, atoms, mayMatch);
    EXPECT_FALSE(mayMatch) << "a progress bar folds to nothing";
    // A caseless atom beyond ASCII: Vectorscan would not find "CAF\u00c9" by "caf\u00e9".
    beyond.find("CAF\xc3\x89 latte", scratch, atoms, mayMatch);
    EXPECT_TRUE(mayMatch);
    EXPECT_TRUE(re2::RE2::PartialMatch("CAF\xc3\x89", re2::RE2("(?i)caf\xc3\xa9")));
}

TEST(LiteralScan, ShortAtomsMakeTheScannerUnusable) {
    EXPECT_FALSE(LiteralScanner({{"ab", true}}).usable());
    EXPECT_TRUE(LiteralScanner({{"abc", false}}).usable());
}

TEST(LiteralScan, AtomsWithANewlineAreNeverFoundInLinesButRecordsWithOneTryEveryRule) {
    const LiteralScanner scanner({{"abc\ndef", false}, {"def", false}});
    ASSERT_TRUE(scanner.usable());
    const auto lines = scannedLines("abc\ndef\n", scanner, 1 << 20);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].number, 2u);
    EXPECT_EQ(lines[0].atoms, std::vector<int>{1});
    LiteralScanner::Scratch scratch;
    std::vector<int> atoms;
    bool anything = false;
    scanner.find("abc\ndef", scratch, atoms, anything);
    EXPECT_TRUE(anything);
    scanner.find("abc def", scratch, atoms, anything);
    EXPECT_FALSE(anything);
    // A line that may match beyond its atoms is still told apart from the atoms after a
    // skipped one.
    scanner.find("caf\xe2\x84\xaa def", scratch, atoms, anything);
    EXPECT_TRUE(anything);
    EXPECT_EQ(atoms, std::vector<int>{1});
}

TEST(LiteralScan, ScannersOfTheSameAtomsShareOneCompiledDatabase) {
    // Every analysis builds the same scanners: the second one costs no compilation.
    const std::vector<LiteralScanner::Atom> atoms = {{"NCCL INFO", false}, {"xid ", true}};
    const LiteralScanner first(atoms), second(atoms);
    const LiteralScanner other({{"NCCL INFO", false}, {"xid ", false}});
    EXPECT_TRUE(first.sharesDatabaseWith(second));
    EXPECT_FALSE(first.sharesDatabaseWith(other)) << "the case of an atom makes another database";
    LiteralScanner::Scratch scratch;
    std::vector<int> found;
    bool nonAscii = false;
    second.find("node1:1:1 [0] NCCL INFO after XID 79", scratch, found, nonAscii);
    EXPECT_EQ(found, (std::vector<int>{0, 1}));
    other.find("node1:1:1 [0] NCCL INFO after XID 79", scratch, found, nonAscii);
    EXPECT_EQ(found, std::vector<int>{0});
}

TEST(LiteralScan, OneScratchServesScannersOfEveryDatabase) {
    // A scratch remembers the databases it was prepared for (preparing checks the whole
    // database): switching back and forth between two must find what a fresh scratch
    // finds. (Literal databases all need the same scratch size, so this cannot tell a
    // scratch that was never grown; Vectorscan would.)
    std::vector<LiteralScanner::Atom> many;
    for (int i = 0; i < 300; ++i) many.push_back({"atom" + std::to_string(i * 7919) + "x", i % 2 == 0});
    many.push_back({"NCCL INFO", false});
    const LiteralScanner small({{"xid ", true}}), big(many);
    ASSERT_TRUE(small.usable());
    ASSERT_TRUE(big.usable());
    const std::string text = "node1:1:1 [0] NCCL INFO atom7919x ATOM15838X Xid 79 caf\xc3\xa9";
    auto fresh = [&](const LiteralScanner& scanner) {
        LiteralScanner::Scratch scratch;
        std::vector<int> atoms;
        bool nonAscii = false;
        scanner.find(text, scratch, atoms, nonAscii);
        return std::make_pair(atoms, nonAscii);
    };
    const auto expectedSmall = fresh(small), expectedBig = fresh(big);
    EXPECT_EQ(expectedSmall.first, std::vector<int>{0});
    EXPECT_EQ(expectedBig.first, (std::vector<int>{1, 2, 300}));
    LiteralScanner::Scratch shared;
    std::vector<int> atoms;
    bool nonAscii = false;
    for (int round = 0; round < 3; ++round) {
        small.find(text, shared, atoms, nonAscii);
        EXPECT_EQ(std::make_pair(atoms, nonAscii), expectedSmall) << "round " << round;
        big.find(text, shared, atoms, nonAscii);
        EXPECT_EQ(std::make_pair(atoms, nonAscii), expectedBig) << "round " << round;
    }
}

TEST(LiteralScan, CancelStopsTheScan) {
    const LiteralScanner scanner({{"Xid", false}});
    LiteralScanner::Scratch scratch;
    std::atomic<bool> cancel{true};
    int visited = 0;
    EXPECT_FALSE(aw::forEachLineWithLiterals(
        "Xid 1\nXid 2\n", scanner, scratch, [&](const aw::TextLine&, const std::vector<int>&, bool) { ++visited; },
        &cancel));
    EXPECT_EQ(visited, 0);
}

TEST(NewlineCount, AgreesWithAPlainCountAtEverySize) {
    std::mt19937 rng(7);
    std::string text;
    for (std::size_t size = 0; size < 5000; size += 1 + rng() % 37) {
        text.resize(size);
        for (char& c : text) c = rng() % 3 == 0 ? '\n' : 'a';
        EXPECT_EQ(aw::countNewlines(text), static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')))
            << "size " << size;
    }
    // More than 255 blocks of 16 newlines: the byte counters must be summed before they wrap.
    const std::string allNewlines(16 * 300 + 5, '\n');
    EXPECT_EQ(aw::countNewlines(allNewlines), allNewlines.size());
}

// The rank is searched 16 places at a time, then byte by byte: a "[rank" or "[Rank "
// anywhere, after decoys ("4563[3]", "[r"), in lines of every length, is found.
TEST(LineFacts, ARankBracketIsFoundWhereverItIsInTheLine) {
    for (const std::string tag : {"[rank37]", "[Rank 37]", "[RANK37]"}) {
        for (std::size_t before = 0; before < 40; ++before) {
            for (std::size_t after = 0; after < 20; ++after) {
                std::string line =
                    "node1:1:2 [3] NCCL INFO 4563[3] [r" + std::string(before, 'x') + tag + std::string(after, 'y');
                const aw::LineFacts facts = aw::lineFacts(line, 0, true);
                EXPECT_EQ(facts.rank, tag == "[RANK37]" ? -1 : 37) << line;
                line.resize(line.size() - after - 1);  // the ']' cut off: not a rank
                EXPECT_EQ(aw::lineFacts(line, 0, true).rank, -1) << line;
            }
        }
    }
}

// torchrun --tee puts the local "[defaultN]:" before PyTorch's global "[rankM]:" (the shape
// of https://github.com/pytorch/pytorch/issues/75087 and of the NeMo logs quoting
// "[default0]:[rank0]:"): the rank is M, and it is not a local rank.
TEST(LineFacts, TorchrunLocalPrefixBeforeTheGlobalRankGivesTheGlobalRank) {
    const std::string line = "[default3]:[rank11]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 11] "
                             "Watchdog caught collective operation timeout";
    const aw::LineFacts facts = aw::lineFacts(line, 0, true);
    EXPECT_EQ(facts.rank, 11);
    EXPECT_FALSE(facts.localRank);
    const aw::LineFacts local = aw::lineFacts("[default3]:python: src/psm2_nccl_net.c:756: mq_progress_loop: "
                                              "Assertion `r->used' failed.",
                                              0, true);
    EXPECT_EQ(local.rank, 3);
    EXPECT_TRUE(local.localRank);
}

// A kernel log's host comes after a syslog time, never from dmesg, whose first word is a
// subsystem ("pci", "Call Trace:", "EXT4-fs"). Lines from
// https://github.com/NVIDIA/NVSentinel/issues/155 and https://github.com/pop-os/pop/issues/3363.
TEST(LineFacts, DmesgSubsystemsAreNoHostsButSyslogHostsAre) {
    const auto hostOf = [](std::string_view line) {
        const auto time = aw::parseLineTimestamp(line, aw::TimeContext{});
        EXPECT_TRUE(time.has_value()) << line;
        const std::size_t timeEnd = time ? time->offset + time->length : 0;
        return std::string(aw::lineFacts(line, timeEnd, false).host);
    };
    EXPECT_EQ(hostOf("[ 1843.439662] NVRM: The NVIDIA probe routine failed for 1 device(s)."), "");
    EXPECT_EQ(hostOf("[ 1843.308145] pci 0000:b3:00.0: [10de:26b5] type 00 class 0x030200"), "");
    EXPECT_EQ(hostOf("[Mon Nov 30 08:01:03 2026] Call Trace:"), "");
    EXPECT_EQ(hostOf("[Mon Nov 30 08:01:04 2026] EXT4-fs (nvme0n1p1): mounted filesystem"), "");
    EXPECT_EQ(
        hostOf("Apr 29 19:24:11 EVE kernel: 000000000ee779df: ffffffffc0b44945 (_nv013207rm+0x2c5/0x5b0 [nvidia])"),
        "EVE");
}

TEST(LineSplitter, SplitsLikeAPlainSearchForNewlines) {
    std::mt19937 rng(11);
    for (int round = 0; round < 200; ++round) {
        std::string text(rng() % 300, 'a');
        for (char& c : text) c = rng() % 9 == 0 ? '\n' : (rng() % 50 == 0 ? '\r' : 'b');
        std::vector<std::pair<std::uint64_t, std::string>> expected;
        for (std::size_t start = 0; start < text.size();) {
            std::size_t nl = text.find('\n', start);
            std::size_t end = nl == std::string::npos ? text.size() : nl;
            std::string raw = text.substr(start, end - start);
            if (!raw.empty() && raw.back() == '\r') raw.pop_back();
            expected.emplace_back(start, raw);
            start = nl == std::string::npos ? text.size() : nl + 1;
        }
        aw::LineSplitter lines(text);
        aw::TextLine line;
        std::size_t n = 0;
        while (lines.next(line)) {
            ASSERT_LT(n, expected.size());
            EXPECT_EQ(line.number, n + 1);
            EXPECT_EQ(line.offset, expected[n].first);
            EXPECT_EQ(std::string(line.raw), expected[n].second);
            ++n;
        }
        EXPECT_EQ(n, expected.size()) << "round " << round;
    }
}

namespace {

aw::RuleSpec appRule(const std::string& id, const std::string& regex, bool ignoreCase = false) {
    aw::RuleSpec spec;
    spec.rule.id = id;
    spec.rule.phase = aw::Phase::Extractor;
    spec.rule.sources = {aw::SourceKind::AppLog};
    spec.regex = regex;
    spec.ignoreCase = ignoreCase;
    return spec;
}

// The rules the matcher finds on each line of `log`, through the whole-file scan.
std::vector<std::vector<int>> rulesPerLine(const aw::LineMatcher& matcher, std::string_view log) {
    std::vector<std::vector<int>> out(static_cast<std::size_t>(aw::countNewlines(log)) + 1);
    const LiteralScanner* scanner = matcher.fileScanner(aw::SourceKind::AppLog);
    EXPECT_NE(scanner, nullptr);
    if (!scanner) return out;
    aw::LineMatcher::Scratch scratch;
    std::vector<int> rules;
    aw::forEachLineWithLiterals(log, *scanner, scratch.literal,
                                [&](const aw::TextLine& line, const std::vector<int>& atoms, bool nonAscii) {
                                    if (!matcher.mayMatchAtoms(aw::SourceKind::AppLog, atoms, nonAscii, scratch))
                                        return;
                                    matcher.candidates(aw::SourceKind::AppLog, line.text, rules, scratch, true);
                                    out[line.number - 1] = rules;
                                });
    return out;
}

}  // namespace

TEST(LineMatcherAtoms, ExactCaseAtomsNeverHideALineTheRegexMatches) {
    // Spellings the exact-case shortcut must not lose: two spellings of one atom, an
    // inline case flag, a case-insensitive rule, and an escape right before the literal.
    const std::vector<aw::RuleSpec> specs = {
        appRule("two_spellings", "NCCL WARN|nccl warn"),
        appRule("inline_flag", "(?i)unspecified launch failure"),
        appRule("ignore_case", "gpu has fallen off the bus", true),
        appRule("escaped", R"(\sssh_exchange failed)"),
        appRule("plain", R"(\bXid \d+)"),
    };
    std::vector<const aw::RuleSpec*> pointers;
    for (const auto& s : specs) pointers.push_back(&s);
    const aw::LineMatcher matcher(pointers);
    const std::string log = "x NCCL WARN a\n"
                            "x nccl warn b\n"
                            "CUDA error: unspecified launch failure\n"
                            "CUDA error: UNSPECIFIED LAUNCH FAILURE\n"
                            "GPU HAS FALLEN OFF THE BUS\n"
                            "a ssh_exchange failed\n"
                            "NVRM: Xid 79\n"
                            "NVRM: xid 79\n";
    const auto rules = rulesPerLine(matcher, log);
    EXPECT_EQ(rules[0], std::vector<int>{0});
    EXPECT_EQ(rules[1], std::vector<int>{0});
    EXPECT_EQ(rules[2], std::vector<int>{1});
    EXPECT_EQ(rules[3], std::vector<int>{1});
    EXPECT_EQ(rules[4], std::vector<int>{2});
    EXPECT_EQ(rules[5], std::vector<int>{3});
    EXPECT_EQ(rules[6], std::vector<int>{4});
    EXPECT_TRUE(rules[7].empty());  // Xid is case-sensitive in that rule
}

// A line one rule may match takes a shorter way than a line several may: both must leave
// out a rule whose `unless` matches too, and a fallback when a specific rule matched.
TEST(LineMatcherAtoms, UnlessAndFallbacksHoldWithOneOrSeveralPossibleRules) {
    std::vector<aw::RuleSpec> specs = {
        appRule("ecc", R"(\bECC error\b)"),
        appRule("xid", R"(\bXid \d+)"),
        appRule("info", R"(\bNCCL INFO\b)"),
        appRule("warn", R"(NCCL WARN)"),
    };
    specs[0].unless = R"(\bXid\b)";
    specs[2].fallback = true;
    std::vector<const aw::RuleSpec*> pointers;
    for (const auto& s : specs) pointers.push_back(&s);
    const aw::LineMatcher matcher(pointers);
    const std::string log = "GPU 3: ECC error in HBM\n"            // one possible rule, matches
                            "GPU 3: ECC error in HBM (see Xid)\n"  // one possible rule, its unless matches
                            "NVRM: Xid 48, ECC error in HBM\n"     // two possible rules, ecc's unless matches
                            "n1:1:1 [0] NCCL INFO Bootstrap\n"     // the fallback alone
                            "n1:1:1 [0] NCCL INFO NCCL WARN x\n"   // the fallback and a specific rule
                            "n1:1:1 [0] XNCCL INFO Bootstrap\n";   // the literal, not at a word boundary
    const auto rules = rulesPerLine(matcher, log);
    EXPECT_EQ(rules[0], std::vector<int>{0});
    EXPECT_TRUE(rules[1].empty());
    EXPECT_EQ(rules[2], std::vector<int>{1});
    EXPECT_EQ(rules[3], std::vector<int>{2});
    EXPECT_EQ(rules[4], std::vector<int>{3});
    EXPECT_TRUE(rules[5].empty());
}

// candidates() keeps the span it found for a line's one possible rule: the span asked for
// next is RE2's own for that text, and another text (or rule) is searched afresh.
TEST(LineMatcherAtoms, TheSpanCandidatesFoundIsTheSpanOfThatTextOnly) {
    const std::vector<aw::RuleSpec> specs = {
        appRule("progress", R"(\biteration\s+\d+\s*/\s*\d+\s*\|)"),
        appRule("warn", "NCCL WARN"),
    };
    std::vector<const aw::RuleSpec*> pointers;
    for (const auto& s : specs) pointers.push_back(&s);
    const aw::LineMatcher matcher(pointers);
    const std::string line = " [2026-11-30 08:00:43] iteration      120/  50000 | consumed samples: 122880 |";
    const std::string other = "x iteration 7/9 | y";
    aw::LineMatcher::Scratch scratch;
    std::vector<int> rules;
    matcher.candidates(aw::SourceKind::AppLog, line, rules, scratch);
    ASSERT_EQ(rules, std::vector<int>{0});
    aw::LineMatch kept, fresh;
    ASSERT_TRUE(matcher.span(0, line, kept, scratch));
    ASSERT_TRUE(matcher.span(0, line, fresh));
    EXPECT_EQ(line.substr(kept.begin, kept.end - kept.begin), "iteration      120/  50000 |");
    EXPECT_EQ(kept.begin, fresh.begin);
    EXPECT_EQ(kept.end, fresh.end);
    ASSERT_TRUE(matcher.span(0, other, kept, scratch));  // not the line candidates() saw
    EXPECT_EQ(other.substr(kept.begin, kept.end - kept.begin), "iteration 7/9 |");
    EXPECT_FALSE(matcher.span(1, line, kept, scratch));  // nor the rule
    matcher.candidates(aw::SourceKind::AppLog, "nothing to see", rules, scratch);
    EXPECT_TRUE(rules.empty());
    EXPECT_FALSE(matcher.span(0, line.substr(0, 20), kept, scratch));
}

// `loss` and `grad` are on every training step's line: a rule needing them is looked for by
// its whole regex, so that line holds no atom at all, and the lines the rule matches still do.
TEST(LineMatcherAtoms, ARuleOnWordsOfEveryStepIsFoundByItsWholeRegex) {
    const std::vector<aw::RuleSpec> specs = {
        appRule("nan_loss", R"(\b(?:lm )?(?:loss|grad(?: norm)?)\s*[=:]\s*(?:nan|[-+]?inf)\b|\bloss is (?:nan|inf)\b)",
                true),
        appRule("warn", "NCCL WARN"),
    };
    std::vector<const aw::RuleSpec*> pointers;
    for (const auto& s : specs) pointers.push_back(&s);
    const aw::LineMatcher matcher(pointers);
    const std::string healthy =
        " iteration 11455/100000 | lm loss: 2.408843E+00 | loss scale: 1.0 | grad norm: 0.913 | number of nan iterations: 0 |";
    const std::string log = healthy + "\n" +
                            " iteration 11456/100000 | lm loss: nan | loss scale: 1.0 | grad norm: 0.913 |\n"
                            "step 9: GRAD NORM = -inf\n"
                            "warning: Loss is NaN, skipping\n"
                            "lm loss: nanometer\n";
    const auto rules = rulesPerLine(matcher, log);
    EXPECT_TRUE(rules[0].empty());
    EXPECT_EQ(rules[1], std::vector<int>{0});
    EXPECT_EQ(rules[2], std::vector<int>{0});
    EXPECT_EQ(rules[3], std::vector<int>{0});
    EXPECT_TRUE(rules[4].empty());
    aw::LineMatcher::Scratch scratch;
    std::vector<int> atoms;
    bool nonAscii = true;
    matcher.fileScanner(aw::SourceKind::AppLog)->find(healthy, scratch.literal, atoms, nonAscii);
    EXPECT_TRUE(atoms.empty()) << "not a hit of `loss` or `grad`";
    EXPECT_FALSE(nonAscii);
}

// Big logs are read in pieces on several threads; the pieces must give the very result
// of one pass (lines, numbers, inherited times, evidence), whatever their size.
TEST(TextPieces, AnalysisInTinyPiecesEqualsOnePass) {
    for (const char* sample : {"xid79-gpu-off-bus", "checkpoint-permission-denied", "ib-link-flap"}) {
        const aw::Bundle bundle = aw::loadBundle(std::string(AW_SOURCE_DIR) + "/resources/samples/" + sample);
        aw::AnalyzeOptions whole;
        whole.threads = 1;
        const std::string expected = aw::toJson(awtest::analyze(bundle, aw::builtinCatalog(), whole));
        for (std::size_t pieceBytes : {std::size_t{64}, std::size_t{1000}, std::size_t{4096}}) {
            aw::AnalyzeOptions pieces;
            pieces.threads = 2;
            pieces.textPieceBytes = pieceBytes;
            EXPECT_EQ(aw::toJson(awtest::analyze(bundle, aw::builtinCatalog(), pieces)), expected)
                << sample << ", pieces of " << pieceBytes << " bytes";
        }
    }
}

TEST(TextPieces, PiecesCoverTheFileAtLineStartsAndKnowWhatCameBefore) {
    const std::string text = "[2026-11-30T08:00:00Z] a\nuntimed\n\n[2026-11-30T08:00:05Z] b\nc\nd\ne\n";
    auto pieces = aw::splitAtLines(text, 8);
    ASSERT_GT(pieces.size(), 3u);
    std::vector<aw::PieceSummary> summaries;
    for (const auto& p : pieces) summaries.push_back(aw::describePiece(text.substr(p.begin, p.end - p.begin), {}));
    aw::chainPieces(pieces, summaries);
    EXPECT_EQ(pieces.front().begin, 0u);
    EXPECT_EQ(pieces.back().end, text.size());
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (i) EXPECT_EQ(pieces[i].begin, pieces[i - 1].end);
        EXPECT_TRUE(pieces[i].begin == 0 || text[pieces[i].begin - 1] == '\n');
        EXPECT_EQ(pieces[i].linesBefore, std::count(text.begin(), text.begin() + pieces[i].begin, '\n'));
        // The last line with a stamp before the piece: "b" once the piece starts after it.
        const std::size_t b = text.find("[2026-11-30T08:00:05Z]");
        const std::size_t expected = pieces[i].begin > b ? b : pieces[i].begin > 0 ? 0 : std::string::npos;
        EXPECT_EQ(pieces[i].lastTimedBefore, expected) << "piece " << i;
    }
    EXPECT_EQ(aw::splitAtLines(text, 0).size(), 1u);
    EXPECT_EQ(aw::splitAtLines("", 8).size(), 1u);
}

// A line that is only marked is matched for its span alone (RE2's DFA, no captures): on
// every example line of every extractor of the catalog, the same span as with captures.
TEST(LineMatcherSpan, EveryCatalogExampleHasTheSameSpanWithoutItsCaptures) {
    const auto catalog = aw::builtinCatalog();
    std::vector<aw::RuleSpec> specs;
    std::vector<std::vector<std::string>> examples;
    std::vector<aw::Problem> problems;
    for (const aw::Rule& rule : catalog->rules) {
        if (rule.phase != aw::Phase::Extractor || rule.pattern.empty()) continue;
        auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
        if (!spec || spec->regex.empty()) continue;
        specs.push_back(std::move(*spec));
        examples.push_back(aw::ruleExamples(rule).match);
    }
    ASSERT_GE(specs.size(), 40u);
    std::vector<const aw::RuleSpec*> pointers;
    for (const auto& s : specs) pointers.push_back(&s);
    const aw::LineMatcher matcher(pointers);
    std::size_t compared = 0, withCaptures = 0;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        for (const std::string& line : examples[i]) {
            aw::LineMatch full, span;
            const bool matched = matcher.capture(i, line, full);
            ASSERT_EQ(matcher.span(i, line, span), matched) << specs[i].rule.id << ": " << line;
            if (!matched) continue;  // an example of a rule's sources may need its whole context
            EXPECT_EQ(span.begin, full.begin) << specs[i].rule.id << ": " << line;
            EXPECT_EQ(span.end, full.end) << specs[i].rule.id << ": " << line;
            ASSERT_EQ(span.groups.size(), full.groups.size());
            for (std::size_t g = 1; g < span.groups.size(); ++g) EXPECT_TRUE(span.groups[g].empty());
            ++compared;
            withCaptures += full.groups.size() > 1 && !full.groups[1].empty();
        }
    }
    EXPECT_GE(compared, 100u);
    EXPECT_GE(withCaptures, 20u);  // lines whose captures the span leaves out
}

// aw::TextSearch, the user's search over whole texts (issue 47): the lines it finds are
// exactly those RE2 matches line by line, whichever finder runs, across chunk borders,
// with CRLF, NUL and invalid UTF-8 bytes, long lines and matches spanning newlines.
// (It found Vectorscan 5.4.9 missing an alternation's matches in some short buffers.)
#include "engine/match/text_search.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

#include <random>
#include <string>
#include <vector>

namespace {

struct Found {
    std::vector<std::uint64_t> rows;
    std::vector<std::string> lines;
};

Found search(const aw::TextSearch& s, std::string_view text, std::size_t chunk = std::size_t{4} << 20,
             aw::TextSearch::Rows rows = aw::TextSearch::Rows::Counted) {
    Found f;
    aw::TextSearch::Scratch scratch;
    s.forEachMatchingLine(
        text, scratch,
        [&](std::uint64_t row, std::string_view line) {
            f.rows.push_back(row);
            f.lines.emplace_back(line);
            return true;
        },
        nullptr, chunk, rows);
    return f;
}

// The reference: every line on its own (without '\n' and a trailing '\r'), through RE2.
std::vector<std::uint64_t> lineByLine(std::string_view text, std::string_view pattern, bool caseless) {
    RE2::Options options;
    options.set_case_sensitive(!caseless);
    options.set_log_errors(false);
    const RE2 re(re2::StringPiece(pattern.data(), pattern.size()), options);
    std::vector<std::uint64_t> rows;
    std::uint64_t row = 0;
    for (std::size_t pos = 0; pos < text.size(); ++row) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), re)) rows.push_back(row);
        pos = end + 1;
    }
    return rows;
}

std::string randomLog(std::mt19937& random, int lines) {
    static const char* const kWords[] = {"NCCL",      "WARN",     "warn", "Xid",  "xid", "rank",
                                         "INFO",      "error",    "é",    "\xff", "\t",  "timeout",
                                         "NCCL WARN", "[rank3]:", "a",    "b",    "\r",  "K"};
    std::string text;
    for (int i = 0; i < lines; ++i) {
        const int words = static_cast<int>(random() % 9);
        for (int w = 0; w < words; ++w) {
            text += kWords[random() % std::size(kWords)];
            text += random() % 3 ? " " : "";
        }
        if (random() % 50 == 0) text += std::string(1, '\0');
        text += random() % 20 == 0 ? "\r\n" : "\n";
    }
    if (random() % 2) text += "WARN at the end without a newline";
    return text;
}

TEST(TextSearch, PicksTheFinderThePatternAllows) {
    EXPECT_EQ(aw::TextSearch("WARN", true).finder(), aw::TextSearch::Finder::VectorscanLiteral);
    EXPECT_EQ(aw::TextSearch("NCCL WARN", false).finder(), aw::TextSearch::Finder::VectorscanLiteral);
    // Words between '|': each word scanned alone (Vectorscan 5.4.9 missed `error|timeout` as
    // one database in a 124-byte chunk at one address: this file's random test).
    EXPECT_EQ(aw::TextSearch("Xid|NCCL WARN", true).finder(), aw::TextSearch::Finder::VectorscanLiteral);
    EXPECT_EQ(aw::TextSearch("Xid||WARN", true).finder(), aw::TextSearch::Finder::Re2);  // an empty word matches all
    EXPECT_EQ(aw::TextSearch("Xid|NCCL.WARN", true).finder(), aw::TextSearch::Finder::Re2);
    EXPECT_EQ(aw::TextSearch("rank.*timeout", true).finder(),
              aw::TextSearch::Finder::Re2);  // '.' is a byte to Vectorscan
    EXPECT_EQ(aw::TextSearch("\xc3\xa9"
                             "chec",
                             true)
                  .finder(),
              aw::TextSearch::Finder::Re2);                                       // RE2 folds É, Vectorscan does not
    EXPECT_EQ(aw::TextSearch("x*", true).finder(), aw::TextSearch::Finder::Re2);  // matches the empty string
}

TEST(TextSearch, RefusesEmptyAndInvalidPatternsWithAReason) {
    EXPECT_FALSE(aw::TextSearch("", true).usable());
    const aw::TextSearch unclosed("(unclosed", true);
    EXPECT_FALSE(unclosed.usable());
    EXPECT_NE(unclosed.error().find("missing )"), std::string::npos) << unclosed.error();
    EXPECT_FALSE(aw::TextSearch("(?<=x)y", true).usable());  // RE2 has no look-behind
    // A pattern that would take gigabytes to compile is refused, not built.
    EXPECT_FALSE(aw::TextSearch("((a{100}){100}){100}", true).usable());
    const aw::TextSearch bad("a)(b", true);
    EXPECT_FALSE(bad.usable()) << "not made valid by the multi-line wrapping";
    aw::TextSearch::Scratch scratch;
    EXPECT_EQ(bad.countMatchingLines("a)(b\n", scratch), 0u);
}

TEST(TextSearch, FindsTheLinesRe2FindsLineByLineWhateverTheFinderAndChunk) {
    std::mt19937 random(47);
    const std::vector<std::pair<std::string, bool>> patterns = {{"WARN", true},
                                                                {"WARN", false},
                                                                {"nccl warn", true},
                                                                {"Xid|NCCL WARN", true},
                                                                {"rank.*timeout", true},
                                                                {"^WARN", true},
                                                                {"WARN$", false},
                                                                {"\\bK\\b", true},
                                                                {"a\\s+b", false},
                                                                {"[^a-z ]+", false},
                                                                {"x*", true},
                                                                {"^$", false},
                                                                {"\xc3\xa9", true},
                                                                {"error|timeout", false},
                                                                {"\\d", true},
                                                                {"(?i)xid", false},
                                                                {"WARN|warn|NCCL WARN", false},
                                                                {"a|b|K", true},
                                                                {"timeout|error|Xid|rank", true}};
    for (int round = 0; round < 20; ++round) {
        const std::string text = randomLog(random, 400);
        for (const auto& [pattern, caseless] : patterns) {
            const aw::TextSearch s(pattern, caseless);
            ASSERT_TRUE(s.usable()) << pattern << ": " << s.error();
            const std::vector<std::uint64_t> expected = lineByLine(text, pattern, caseless);
            for (const std::size_t chunk : {std::size_t{1}, std::size_t{97}, std::size_t{300}, std::size_t{4} << 20}) {
                const Found counted = search(s, text, chunk);
                EXPECT_EQ(counted.rows, expected) << "pattern " << pattern << ", chunk " << chunk;
                // Without the row numbers: the same lines, numbered kUncounted.
                const Found uncounted = search(s, text, chunk, aw::TextSearch::Rows::Uncounted);
                EXPECT_EQ(uncounted.lines, counted.lines) << "pattern " << pattern << ", chunk " << chunk;
                EXPECT_EQ(uncounted.rows, std::vector<std::uint64_t>(expected.size(), aw::TextSearch::kUncounted));
            }
        }
    }
}

TEST(TextSearch, GivesTheLineWithoutItsNewlineOrCarriageReturn) {
    const aw::TextSearch s("warn", true);
    const Found f = search(s, "one\r\ntwo WARN\r\nWARN three\nfour");
    EXPECT_EQ(f.rows, (std::vector<std::uint64_t>{1, 2}));
    EXPECT_EQ(f.lines, (std::vector<std::string>{"two WARN", "WARN three"}));
    std::size_t begin = 0, end = 0;
    ASSERT_TRUE(s.findInLine("two WARN", begin, end));
    EXPECT_EQ(begin, 4u);
    EXPECT_EQ(end, 8u);
}

TEST(TextSearch, AMatchAcrossANewlineIsNoMatch) {
    // Vectorscan sees "NCCL\nWARN" as one match of \s; RE2 checks each line alone.
    EXPECT_TRUE(search(aw::TextSearch("NCCL\\s+WARN", true), "NCCL\nWARN\n").rows.empty());
    EXPECT_EQ(search(aw::TextSearch("NCCL\\s+WARN", true), "NCCL\nWARN\nx NCCL  WARN\n").rows,
              (std::vector<std::uint64_t>{2}));
    EXPECT_TRUE(search(aw::TextSearch("a[^x]b", true), "a\nb\n").rows.empty());
}

TEST(TextSearch, CountsLinesOfABigTextLikeGrepAndStopsWhenCancelled) {
    std::string text;
    std::uint64_t expected = 0;
    for (int i = 0; i < 300000; ++i) {
        const bool hit = i % 7 == 0;
        text +=
            hit ? "2026-12-02T08:00:00Z node0001 NCCL WARN timeout warn warn\n" : "2026-12-02T08:00:00Z fine line\n";
        expected += hit;
    }
    const aw::TextSearch s("warn", true);
    aw::TextSearch::Scratch scratch;
    EXPECT_EQ(s.countMatchingLines(text, scratch), expected);
    std::atomic<bool> cancel{true};
    EXPECT_EQ(s.countMatchingLines(text, scratch, &cancel), 0u);
    // A visitor that stops is obeyed at once.
    int seen = 0;
    EXPECT_FALSE(s.forEachMatchingLine(text, scratch, [&](std::uint64_t, std::string_view) { return ++seen < 3; }));
    EXPECT_EQ(seen, 3);
}

TEST(TextSearch, ALongLineWithoutNewlineIsOneLine) {
    std::string text(3'000'000, 'x');
    text += "WARN";
    text += std::string(1'000'000, 'y');
    const Found f = search(aw::TextSearch("warn", true), text, 1 << 20);
    EXPECT_EQ(f.rows, (std::vector<std::uint64_t>{0}));
    EXPECT_EQ(f.lines.front().size(), text.size());
    EXPECT_TRUE(search(aw::TextSearch("warn", true), "").rows.empty());
    EXPECT_TRUE(search(aw::TextSearch("^$", true), "\n").rows == (std::vector<std::uint64_t>{0}));
}

}  // namespace

// vectorscanPrefilter: an RE2 rule as a Vectorscan pattern that never misses a line.
#include "engine/match/literal_scanner.h"
#include "engine/rules/rule_parser.h"
#include "engine/text/text_log_scanner.h"
#include "engine/match/vectorscan_prefilter.h"

#include "engine/rules/rule_catalog.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace {

using aw::vectorscanPrefilter;

TEST(VectorscanPrefilter, KeepsWhatBothEnginesReadAlikeAndDropsWordBoundaries) {
    EXPECT_EQ(vectorscanPrefilter(R"((?i)\b(?:lm )?loss\s*[=:]\s*(?:nan|[-+]?inf)\b)"),
              R"((?i)(?:lm )?loss\s*[=:]\s*(?:nan|[-+]?inf))");
    EXPECT_EQ(vectorscanPrefilter(R"(Xid \((?P<pci>[0-9a-f:]+)\): (?<code>\d+))"), R"(Xid \(([0-9a-f:]+)\): (\d+))");
    EXPECT_EQ(vectorscanPrefilter(R"([]a\-\]]{2,5}\w+\t(?i:x)(?-i)y)"), R"([]a\-\]]{2,5}\w+\t(?i:x)(?-i)y)");
    EXPECT_EQ(vectorscanPrefilter(R"(a\\b)"), R"(a\\b)") << "an escaped backslash, then a letter";
}

TEST(VectorscanPrefilter, RefusesWhatTheEnginesReadDifferently) {
    for (const char* regex :
         {"a.b",         "[^x]y",   R"(\S+)",      R"(\W)", R"(\D)",   "^x",      "x$",    R"(\x41)", R"(\pL)",
          R"(\v)",       R"(\A)",   R"(\z)",       R"(\1)", "(?s)x",   "(?m)x",   "(?U)x", R"(x\b+)", R"(x\b{2})",
          "[[:alpha:]]", R"([\b])", "caf\xc3\xa9", "a\tb",  "(?<=x)y", "(?P<>x)", "[ab",   R"(x\)"})
        EXPECT_FALSE(vectorscanPrefilter(regex)) << regex;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Every line a catalog rule's RE2 matches (its examples, every line of the sample bundles'
// logs, and those lines ended by '\r' or cut right after the match) holds a hit of the
// rule's Vectorscan pattern.
TEST(VectorscanPrefilter, NeverMissesALineTheCatalogsRegexMatches) {
    std::vector<std::string> sampleLines;
    const std::filesystem::path samples = std::filesystem::path(AW_SOURCE_DIR) / "resources" / "samples";
    for (const auto& entry : std::filesystem::recursive_directory_iterator(samples)) {
        const auto ext = entry.path().extension();
        if (!entry.is_regular_file() || (ext != ".log" && ext != ".out" && ext != ".txt")) continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        for (std::string& line : lines(text.str())) sampleLines.push_back(std::move(line));
    }
    ASSERT_GT(sampleLines.size(), 1000u);

    std::size_t rulesChecked = 0, linesMatched = 0;
    bool nanLossChecked = false;
    for (const aw::Rule& rule : aw::builtinCatalog()->rules) {
        std::vector<aw::Problem> problems;
        const auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
        if (!spec || spec->regex.empty()) continue;
        const auto pattern = vectorscanPrefilter(spec->regex);
        if (!pattern) continue;
        const aw::LiteralScanner::Atom atom{*pattern, spec->ignoreCase, false, true};
        if (!aw::LiteralScanner::accepts(atom)) continue;
        const aw::LiteralScanner scanner({atom});
        ASSERT_TRUE(scanner.usable()) << rule.id;
        ++rulesChecked;
        nanLossChecked = nanLossChecked || rule.id == "nan_loss";

        RE2::Options options;
        options.set_case_sensitive(!spec->ignoreCase);
        const RE2 re(spec->regex, options);
        ASSERT_TRUE(re.ok()) << rule.id;
        std::vector<std::string> candidates = spec->examples.match;
        candidates.insert(candidates.end(), sampleLines.begin(), sampleLines.end());
        aw::LiteralScanner::Scratch scratch;
        for (const std::string& line : candidates) {
            re2::StringPiece match;
            if (!re.Match(line, 0, line.size(), RE2::UNANCHORED, &match, 1)) continue;
            ++linesMatched;
            const std::size_t end = static_cast<std::size_t>(match.data() - line.data()) + match.size();
            for (const std::string& text : {line, line + "\r"}) {
                std::vector<int> atoms;
                bool nonAscii = false;
                scanner.find(text, scratch, atoms, nonAscii);
                EXPECT_TRUE(!atoms.empty() || nonAscii) << rule.id << ": " << text;
            }
            // A line cut for matching right after the match: RE2 reads up to the cut, the
            // scan reads on (word bytes here); a hit must end before the cut.
            std::vector<aw::LiteralScanner::Hit> hits;
            scanner.scan(line.substr(0, end) + "x_9", scratch, hits);
            EXPECT_TRUE(
                std::any_of(hits.begin(), hits.end(), [&](const auto& h) { return h.offset + h.length <= end; }))
                << rule.id << ": " << line.substr(0, end);
        }
    }
    EXPECT_TRUE(nanLossChecked);
    EXPECT_GE(rulesChecked, 50u);
    EXPECT_GE(linesMatched, 500u);
}

// Random regexes of the kinds the writer takes (and some it refuses), over random lines of
// a small alphabet: wherever RE2 matches, the scan has a hit. Seeded: the same cases each run.
class RandomRegex {
public:
    explicit RandomRegex(std::uint32_t seed) : rng_(seed) {}

    std::string regex() {
        std::string out = pick(8) == 0 ? "(?i)" : "";
        return out + alternation(0);
    }
    std::string line() {
        std::string out;
        for (int n = pick(24); n > 0; --n) out += kLineBytes[pick(kLineBytes.size())];
        if (pick(6) == 0) out.insert(pick(out.size() + 1), pick(2) ? "\xc3\xa9" : "\xe2\x84\xaa");  // é, KELVIN SIGN
        return out;
    }

private:
    static constexpr std::string_view kLineBytes = "abkKsS1 9-_:=.";
    std::size_t pick(std::size_t n) { return n ? std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_) : 0; }

    std::string alternation(int depth) {
        std::string out = sequence(depth);
        while (pick(4) == 0) out += "|" + sequence(depth);
        return out;
    }
    std::string sequence(int depth) {
        std::string out;
        for (std::size_t n = 1 + pick(4); n > 0; --n) out += atom(depth) + quantifier();
        return out;
    }
    std::string atom(int depth) {
        static const char* const kAtoms[] = {"a",    "b",      "k",    "K",     "s",     "1",     " ",
                                             "-",    ":",      "=",    R"(\.)", R"(\d)", R"(\w)", R"(\s)",
                                             "[ab]", "[a-k1]", "[=:]", "[-_]",  "[^a]",  ".",     R"(\S)"};
        if (depth < 2 && pick(4) == 0) {
            static const char* const kOpen[] = {"(?:", "(", "(?P<g>", "(?i:", "(?-i:"};
            return kOpen[pick(std::size(kOpen))] + alternation(depth + 1) + ")";
        }
        if (pick(8) == 0) return R"(\b)";
        return kAtoms[pick(std::size(kAtoms))];
    }
    std::string quantifier() {
        static const char* const kQuantifiers[] = {"", "", "", "?", "*", "+", "{1,2}", "{2}", "*?", "+?"};
        return kQuantifiers[pick(std::size(kQuantifiers))];
    }

    std::mt19937 rng_;
};

TEST(VectorscanPrefilter, RandomRegexesNeverMissALineRE2Matches) {
    RandomRegex random(20261203);
    std::size_t translated = 0, refused = 0, matchedLines = 0;
    aw::LiteralScanner::Scratch scratch;
    for (int r = 0; r < 1000; ++r) {
        const std::string regex = random.regex();
        const bool caseless = r % 3 == 0;
        const auto pattern = vectorscanPrefilter(regex);
        if (!pattern) {
            ++refused;
            continue;
        }
        RE2::Options options;
        options.set_case_sensitive(!caseless);
        options.set_log_errors(false);
        const RE2 re(regex, options);
        const aw::LiteralScanner::Atom atom{*pattern, caseless, false, true};
        if (!re.ok() || pattern->size() < 3 || !aw::LiteralScanner::accepts(atom)) continue;
        const aw::LiteralScanner scanner({atom});
        ASSERT_TRUE(scanner.usable()) << regex;
        ++translated;
        for (int l = 0; l < 40; ++l) {
            const std::string line = random.line();
            if (!RE2::PartialMatch(line, re)) continue;
            ++matchedLines;
            std::vector<int> atoms;
            bool nonAscii = false;
            scanner.find(line, scratch, atoms, nonAscii);
            EXPECT_TRUE(!atoms.empty() || nonAscii)
                << "regex " << regex << " as " << *pattern << " misses '" << line << "'";
        }
    }
    EXPECT_GE(translated, 150u);
    EXPECT_GE(refused, 100u) << "the generator also writes what the writer must refuse";
    EXPECT_GE(matchedLines, 1500u);
}

// Vectorscan 5.4.9 misses this pattern's match when it ends a buffer of 18 to 32 bytes (the
// random test above found it); the scanner reads short texts with newlines after them.
TEST(VectorscanPrefilter, AMatchThatEndsAShortTextIsFound) {
    for (auto target : {aw::LiteralScanner::Target::Native, aw::LiteralScanner::Target::Baseline}) {
        const aw::LiteralScanner scanner({{":+[=:]+", false, false, true}}, target);
        ASSERT_TRUE(scanner.usable());
        aw::LiteralScanner::Scratch scratch;
        for (std::size_t n = 0; n < 80; ++n) {
            const std::string text = std::string(n, 'x') + ":=";
            std::vector<aw::LiteralScanner::Hit> hits;
            scanner.scan(text, scratch, hits, 1000);
            ASSERT_EQ(hits.size(), 1u) << n << " bytes before";
            EXPECT_EQ(hits[0].offset, 1000 + text.size() - 1) << "the last byte of the match";
        }
        const aw::LiteralScanner spaces({{R"(:\s+)", false, false, true}}, target);
        std::vector<aw::LiteralScanner::Hit> hits;
        spaces.scan("x:", scratch, hits);
        EXPECT_TRUE(hits.empty()) << "the newlines after a short text are never part of a hit";
        spaces.scan("x: ", scratch, hits);
        EXPECT_EQ(hits.size(), 1u);
    }
}

}  // namespace

// vectorscanPrefilter: an RE2 rule as a Vectorscan pattern that never misses a line.
#include "literal_scanner.h"
#include "rule_parser.h"
#include "text_log_scanner.h"
#include "vectorscan_prefilter.h"

#include "aw/rule.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
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
    for (const char* regex : {"a.b", "[^x]y", R"(\S+)", R"(\W)", R"(\D)", "^x", "x$", R"(\x41)", R"(\pL)", R"(\v)",
                              R"(\A)", R"(\z)", R"(\1)", "(?s)x", "(?m)x", "(?U)x", R"(x\b+)", R"(x\b{2})",
                              "[[:alpha:]]", R"([\b])", "caf\xc3\xa9", "a\tb", "(?<=x)y", "(?P<>x)", "[ab", R"(x\)"})
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
            EXPECT_TRUE(std::any_of(hits.begin(), hits.end(), [&](const auto& h) { return h.offset + h.length <= end; }))
                << rule.id << ": " << line.substr(0, end);
        }
    }
    EXPECT_TRUE(nanLossChecked);
    EXPECT_GE(rulesChecked, 50u);
    EXPECT_GE(linesMatched, 500u);
}

}  // namespace

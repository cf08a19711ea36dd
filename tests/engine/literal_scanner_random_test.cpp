// aw::LiteralScanner against a plain search, on random texts at random addresses: every
// occurrence of every atom, exact or caseless, frequent or not, with both compiled codes.
// (Vectorscan 5.4.9 once missed the matches of a one-pattern alternation in a short buffer
// at one address, docs/robustness.md; this asks whether the engine's many-literal databases
// can miss a line the same way.)
#include "engine/match/literal_scanner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

using aw::LiteralScanner;
using Found = std::vector<std::pair<std::uint64_t, int>>;  // (where the atom starts, atom)

const char* const kWords[] = {"NCCL", "WARN", "warn", "Xid",   "xid",  "rank", "INFO", "error", "timeout",
                              "NaN",  "nan",  "loss", "grad",  "ECC",  "ecc",  "aaa",  "aaaa",  "abab",
                              "ba",   "a",    "b",    " ",     "\t",   ":",    "[",    "]",     "0",
                              "12",   "Kill", "OOM",  "oom-k", "NET/", "IB",   "\n",   "\r\n",  "Segfault"};

bool sameBytes(std::string_view text, std::size_t at, const LiteralScanner::Atom& atom) {
    if (at + atom.text.size() > text.size()) return false;
    for (std::size_t i = 0; i < atom.text.size(); ++i) {
        const unsigned char a = static_cast<unsigned char>(text[at + i]);
        const unsigned char b = static_cast<unsigned char>(atom.text[i]);
        if (atom.caseless ? std::tolower(a) != std::tolower(b) : a != b) return false;
    }
    return true;
}

Found plainSearch(std::string_view text, const std::vector<LiteralScanner::Atom>& atoms) {
    Found found;
    for (std::size_t at = 0; at < text.size(); ++at)
        for (std::size_t k = 0; k < atoms.size(); ++k)
            if (sameBytes(text, at, atoms[k])) found.emplace_back(at, static_cast<int>(k));
    std::sort(found.begin(), found.end());
    return found;
}

Found scanned(const LiteralScanner& scanner, std::string_view text) {
    LiteralScanner::Scratch scratch;
    std::vector<LiteralScanner::Hit> hits;
    scanner.scan(text, scratch, hits);
    Found found;
    for (const auto& h : hits) found.emplace_back(h.offset, h.atom);
    std::sort(found.begin(), found.end());
    return found;
}

std::string randomWord(std::mt19937& random) {
    if (random() % 4) return kWords[random() % std::size(kWords)];
    std::string word;
    for (int n = 1 + static_cast<int>(random() % 6); n > 0; --n) word += static_cast<char>('a' + random() % 4);
    return word;
}

std::vector<LiteralScanner::Atom> randomAtoms(std::mt19937& random) {
    std::set<std::pair<std::string, bool>> chosen;
    const int count = 1 + static_cast<int>(random() % 12);
    while (static_cast<int>(chosen.size()) < count) {
        std::string text = randomWord(random);
        if (random() % 3 == 0) text += randomWord(random);
        if (text.size() < 3 || text.find_first_of("\r\n") != std::string::npos) continue;
        chosen.emplace(std::move(text), random() % 2 == 0);
    }
    std::vector<LiteralScanner::Atom> atoms;
    for (const auto& [text, caseless] : chosen) {
        LiteralScanner::Atom atom{text, caseless};
        atom.frequent = !caseless && random() % 3 == 0;  // found by the plain SIMD search instead
        atoms.push_back(atom);
    }
    return atoms;
}

std::string randomText(std::mt19937& random, std::size_t words) {
    std::string text;
    for (std::size_t i = 0; i < words; ++i) text += randomWord(random);
    return text;
}

void checkMany(LiteralScanner::Target target, unsigned seed) {
    std::mt19937 random(seed);
    // One buffer, the texts placed at every alignment inside it (the miss seen was tied to
    // an address).
    std::string buffer(1 << 17, '\0');
    for (int round = 0; round < 400; ++round) {
        const auto atoms = randomAtoms(random);
        const LiteralScanner scanner(atoms, target);
        ASSERT_TRUE(scanner.usable());
        for (int t = 0; t < 12; ++t) {
            const std::size_t words = t == 11 ? 6000 : random() % 90;
            const std::string text = randomText(random, words);
            const std::size_t at = random() % 64;
            ASSERT_LE(at + text.size(), buffer.size());
            std::copy(text.begin(), text.end(), buffer.begin() + static_cast<std::ptrdiff_t>(at));
            const std::string_view placed(buffer.data() + at, text.size());
            const Found want = plainSearch(placed, atoms);
            const Found got = scanned(scanner, placed);
            if (got != want) {
                std::string names;
                for (const auto& a : atoms) names += "'" + a.text + (a.caseless ? "'i " : "' ");
                FAIL() << "round " << round << " text " << t << " at +" << at << " (" << text.size()
                       << " bytes), atoms " << names << ": " << got.size() << " hits, want " << want.size()
                       << (text.size() < 400 ? "\ntext: " + text : std::string());
            }
        }
    }
}

TEST(LiteralScannerRandom, EveryOccurrenceWithTheCpusOwnCode) {
    checkMany(LiteralScanner::Target::Native, 4711);
}

TEST(LiteralScannerRandom, EveryOccurrenceWithTheBaselineCode) {
    checkMany(LiteralScanner::Target::Baseline, 1147);
}

}  // namespace

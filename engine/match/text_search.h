// A user's search (a word or an RE2 regular expression, case-insensitive or not) over
// whole texts: the lines that hold a match, as grep -c would count them. Candidates are
// found in one pass over the text a word: plain words (or words between '|') by Vectorscan
// exactly (ASCII-caseless), another regex by RE2 over the whole chunk (Vectorscan 5.4.9
// misses some matches of alternations: text_search.cpp); a candidate line is then checked with RE2 on the line alone, so no
// match spans two lines. Lines without a candidate are only counted (SIMD newline count)
// for their numbers, and only when asked for.
#pragma once

#include <re2/re2.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

struct hs_database;
struct hs_scratch;

namespace aw {

class TextSearch {
public:
    // How the candidates are found (for tests and the benchmark to say).
    enum class Finder { None, VectorscanLiteral, Re2 };

    // Per-thread working memory (Vectorscan's scratch), one per thread searching at once.
    class Scratch {
    public:
        Scratch() = default;
        ~Scratch();
        Scratch(const Scratch&) = delete;
        Scratch& operator=(const Scratch&) = delete;

    private:
        friend class TextSearch;
        hs_scratch* space_ = nullptr;
    };

    // A line: its 0-based number in the text (kUncounted when not asked for) and its
    // bytes (no '\n' or trailing '\r'). Returning false stops the search.
    using LineVisitor = std::function<bool(std::uint64_t row, std::string_view line)>;
    static constexpr std::uint64_t kUncounted = ~std::uint64_t{0};
    // Counting the newlines before each match costs a second pass over the text; a caller
    // that needs only the lines (their offsets) and counts (grep -c) leaves it out.
    enum class Rows { Counted, Uncounted };

    // `pattern` is RE2 syntax. An empty pattern or one RE2 refuses is not usable (error()).
    TextSearch(std::string_view pattern, bool caseless);
    ~TextSearch();
    TextSearch(const TextSearch&) = delete;
    TextSearch& operator=(const TextSearch&) = delete;

    bool usable() const { return re_ != nullptr; }
    const std::string& error() const { return error_; }
    Finder finder() const { return finder_; }

    // Whether one line (without its newline) holds a match.
    bool matchesLine(std::string_view line) const;
    // The first match in `line`: its byte span. False when there is none.
    bool findInLine(std::string_view line, std::size_t& begin, std::size_t& end) const;

    // Calls `visit` for every line of `text` holding a match, in order. The empty piece
    // after a final '\n' is not a line. False when cancelled or stopped by `visit`.
    // `chunkBytes` bounds how long a cancel waits (tests shrink it).
    bool forEachMatchingLine(std::string_view text, Scratch& scratch, const LineVisitor& visit,
                             const std::atomic<bool>* cancel = nullptr, std::size_t chunkBytes = std::size_t{4} << 20,
                             Rows rows = Rows::Counted) const;

    // How many lines of `text` hold a match (grep -c).
    std::uint64_t countMatchingLines(std::string_view text, Scratch& scratch,
                                     const std::atomic<bool>* cancel = nullptr) const;

private:
    bool scanChunk(std::string_view text, std::size_t from, std::size_t to, Scratch& scratch, std::uint64_t* row,
                   std::size_t& counted, const LineVisitor& visit, const std::atomic<bool>* cancel) const;

    std::unique_ptr<RE2> re_;                          // the pattern, matched on one line
    std::unique_ptr<RE2> chunkRe_;                     // the same in multi-line mode, for Finder::Re2
    std::vector<std::shared_ptr<hs_database>> words_;  // Finder::VectorscanLiteral: a database a word
    Finder finder_ = Finder::None;
    bool lineByLine_ = false;  // Finder::Re2 tries every line, not only where the chunk matches
    bool exact_ = false;       // a Vectorscan hit is a match (no RE2 check of its line)
    std::string error_;
};

}  // namespace aw

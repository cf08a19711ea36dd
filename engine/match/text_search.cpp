#include "engine/match/text_search.h"

#include "engine/match/literal_scanner.h"  // mapPagesNow
#include "engine/text/newline_count.h"
#include "engine/text/text_pieces.h"

#include <hs/hs.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace aw {

namespace {

// hs_scan takes an unsigned length; a longer line-aligned chunk (one line of a GiB) goes to RE2.
constexpr std::size_t kLongestScan = std::size_t{1} << 30;
constexpr std::size_t kMostWords = 8;  // words between '|' scanned one by one; more go to RE2

bool isPlainWord(std::string_view pattern, bool caseless) {
    for (const char c : pattern) {
        if (std::strchr("\\^$.|?*+()[]{}", c) && c != '\0') return false;
        // RE2 folds letters beyond ASCII (É/é) that Vectorscan compares as bytes.
        if (caseless && static_cast<unsigned char>(c) >= 0x80) return false;
        if (c == '\n') return false;
    }
    return true;
}

std::string hexEscaped(std::string_view literal) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (const char c : literal) {
        const auto b = static_cast<unsigned char>(c);
        out += "\\x";
        out += kHex[b >> 4];
        out += kHex[b & 15];
    }
    return out;
}

std::shared_ptr<hs_database> compileVectorscan(const std::string& pattern, unsigned flags) {
    hs_database_t* db = nullptr;
    hs_compile_error_t* error = nullptr;
    if (hs_compile(pattern.c_str(), flags, HS_MODE_BLOCK, nullptr, &db, &error) != HS_SUCCESS) {
        hs_free_compile_error(error);
        return nullptr;
    }
    return std::shared_ptr<hs_database>(db, [](hs_database_t* d) { hs_free_database(d); });
}

std::string_view withoutCr(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

// What the Vectorscan callback needs to turn match ends into lines.
struct LineWalk {
    const TextSearch* search;
    std::string_view text;
    std::size_t chunkEnd;
    std::size_t decidedTo;  // lines before this offset are decided
    std::uint64_t* row;     // null: rows are not counted
    std::size_t* counted;   // newlines before this offset are counted in *row
    bool exact;
    const TextSearch::LineVisitor* visit;
    const std::atomic<bool>* cancel;
    bool stopped = false;

    // Decides the line holding byte `at` (>= decidedTo). False to stop.
    bool decide(std::size_t at) {
        const char* base = text.data();
        const void* before = at > decidedTo ? memrchr(base + decidedTo, '\n', at - decidedTo) : nullptr;
        const std::size_t begin =
            before ? static_cast<std::size_t>(static_cast<const char*>(before) - base) + 1 : decidedTo;
        const void* after = std::memchr(base + at, '\n', chunkEnd - at);
        const std::size_t end = after ? static_cast<std::size_t>(static_cast<const char*>(after) - base) : chunkEnd;
        decidedTo = end < chunkEnd ? end + 1 : chunkEnd;
        if (begin >= text.size()) return true;  // the empty piece after a final newline
        const std::string_view line = withoutCr(text.substr(begin, end - begin));
        if (!exact && !search->matchesLine(line)) return true;
        if (row) {
            *row += countNewlines(text.substr(*counted, begin - *counted));
            *counted = begin;
        }
        if (!(*visit)(row ? *row : TextSearch::kUncounted, line)) {
            stopped = true;
            return false;
        }
        return true;
    }
};

}  // namespace

TextSearch::Scratch::~Scratch() {
    if (space_) hs_free_scratch(space_);
}

TextSearch::TextSearch(std::string_view pattern, bool caseless) {
    if (pattern.empty()) {
        error_ = "empty pattern";
        return;
    }
    RE2::Options options;
    options.set_case_sensitive(!caseless);
    options.set_log_errors(false);
    // Bounds what one user pattern may take (a{1000}{1000} would ask for gigabytes).
    options.set_max_mem(std::int64_t{64} << 20);
    auto re = std::make_unique<RE2>(re2::StringPiece(pattern.data(), pattern.size()), options);
    if (!re->ok()) {
        error_ = re->error();
        return;
    }
    auto chunkRe = std::make_unique<RE2>("(?m)(?:" + std::string(pattern) + ")", options);
    if (!chunkRe->ok()) {
        error_ = chunkRe->error();
        return;
    }
    re_ = std::move(re);
    chunkRe_ = std::move(chunkRe);
    const unsigned caseFlag = caseless ? HS_FLAG_CASELESS : 0u;
    // A word, or words between '|' (Xid|NCCL WARN): each scanned alone by Vectorscan. Not
    // one database of all the words, nor a regex: Vectorscan 5.4.9 misses matches of
    // `error|timeout` in some buffers, depending on where they sit in memory (the same 124
    // bytes found at one address, not at another; text_search_test found it). A single
    // word has never been missed. Other regexes: RE2's DFA reads the chunk.
    std::vector<std::string_view> words;
    for (std::size_t at = 0; at <= pattern.size();) {
        const std::size_t bar = std::min(pattern.find('|', at), pattern.size());
        words.push_back(pattern.substr(at, bar - at));
        at = bar + 1;
    }
    const bool plain = words.size() <= kMostWords && std::all_of(words.begin(), words.end(), [&](std::string_view w) {
                           return !w.empty() && isPlainWord(w, caseless);
                       });
    for (std::size_t i = 0; plain && i < words.size(); ++i) {
        std::shared_ptr<hs_database> db = compileVectorscan(hexEscaped(words[i]), caseFlag);
        if (!db) break;
        words_.push_back(std::move(db));
    }
    if (plain && words_.size() == words.size()) {
        finder_ = Finder::VectorscanLiteral;
        exact_ = true;
        return;
    }
    words_.clear();
    finder_ = Finder::Re2;
    // RE2's multi-line $ does not match before a '\r\n': such patterns check every line.
    lineByLine_ = pattern.find('$') != std::string_view::npos || pattern.find("\\z") != std::string_view::npos;
}

TextSearch::~TextSearch() = default;

bool TextSearch::matchesLine(std::string_view line) const {
    return re_ && RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), *re_);
}

bool TextSearch::findInLine(std::string_view line, std::size_t& begin, std::size_t& end) const {
    if (!re_) return false;
    re2::StringPiece match;
    const re2::StringPiece text(line.data(), line.size());
    if (!re_->Match(text, 0, text.size(), RE2::UNANCHORED, &match, 1)) return false;
    begin = static_cast<std::size_t>(match.data() - text.data());
    end = begin + match.size();
    return true;
}

bool TextSearch::scanChunk(std::string_view text, std::size_t from, std::size_t to, Scratch& scratch,
                           std::uint64_t* row, std::size_t& counted, const LineVisitor& visit,
                           const std::atomic<bool>* cancel) const {
    LineWalk walk{this, text, to, from, row, &counted, exact_, &visit, cancel};
    if (words_.size() > 1 && to - from <= kLongestScan) {
        // The line starts of each word's lines, merged in order, then visited.
        std::vector<std::size_t> begins;
        mapPagesNow(text.substr(from, to - from));  // `text` may be a file's mapping, not read yet
        for (const std::shared_ptr<hs_database>& word : words_) {
            if (hs_alloc_scratch(word.get(), &scratch.space_) != HS_SUCCESS) return false;
            struct Context {
                std::string_view text;
                std::size_t base, chunkEnd, decidedTo;
                std::vector<std::size_t>* begins;
                const std::atomic<bool>* cancel;
            } context{text, from, to, from, &begins, cancel};
            const auto onMatch = [](unsigned int, unsigned long long, unsigned long long matchEnd, unsigned int,
                                    void* ctx) -> int {
                auto& c = *static_cast<Context*>(ctx);
                const std::size_t last = c.base + static_cast<std::size_t>(matchEnd) - 1;
                if (last < c.decidedTo) return 0;
                if (c.cancel && c.cancel->load(std::memory_order_relaxed)) return 1;
                const char* base = c.text.data();
                const void* before =
                    last > c.decidedTo ? memrchr(base + c.decidedTo, '\n', last - c.decidedTo) : nullptr;
                c.begins->push_back(before ? static_cast<std::size_t>(static_cast<const char*>(before) - base) + 1
                                           : c.decidedTo);
                const void* after = std::memchr(base + last, '\n', c.chunkEnd - last);
                c.decidedTo = after ? static_cast<std::size_t>(static_cast<const char*>(after) - base) + 1 : c.chunkEnd;
                return 0;
            };
            hs_scan(word.get(), text.data() + from, static_cast<unsigned>(to - from), 0, scratch.space_, onMatch,
                    &context);
            if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        }
        std::sort(begins.begin(), begins.end());
        begins.erase(std::unique(begins.begin(), begins.end()), begins.end());
        for (const std::size_t begin : begins) {
            if (begin < walk.decidedTo) continue;
            if (!walk.decide(begin)) return false;
        }
        return true;
    }
    if (words_.size() == 1 && to - from <= kLongestScan) {
        const std::shared_ptr<hs_database>& database = words_.front();
        if (hs_alloc_scratch(database.get(), &scratch.space_) != HS_SUCCESS) return false;
        mapPagesNow(text.substr(from, to - from));  // `text` may be a file's mapping, not read yet
        struct Context {
            LineWalk* walk;
            std::size_t base;
        } context{&walk, from};
        const auto onMatch = [](unsigned int, unsigned long long, unsigned long long matchEnd, unsigned int,
                                void* ctx) -> int {
            auto& c = *static_cast<Context*>(ctx);
            const std::size_t last = c.base + static_cast<std::size_t>(matchEnd) - 1;  // the match's last byte
            if (last < c.walk->decidedTo) return 0;                                    // its line is decided already
            if (c.walk->cancel && c.walk->cancel->load(std::memory_order_relaxed)) return 1;
            return c.walk->decide(last) ? 0 : 1;
        };
        hs_scan(database.get(), text.data() + from, static_cast<unsigned>(to - from), 0, scratch.space_, onMatch,
                &context);
        return !walk.stopped && !(cancel && cancel->load(std::memory_order_relaxed));
    }
    // RE2 over the chunk: each match's line is checked alone (a match may span lines).
    const re2::StringPiece whole(text.data(), text.size());
    re2::StringPiece match;
    for (std::size_t pos = from; pos < to;) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        std::size_t at = pos;
        if (!lineByLine_) {
            if (!chunkRe_->Match(whole, pos, to, RE2::UNANCHORED, &match, 1)) break;
            at = static_cast<std::size_t>(match.data() - text.data());
        }
        if (at >= to) break;
        walk.decidedTo = std::max(walk.decidedTo, pos);
        walk.exact = false;
        if (!walk.decide(at)) return false;
        pos = walk.decidedTo;
    }
    return true;
}

bool TextSearch::forEachMatchingLine(std::string_view text, Scratch& scratch, const LineVisitor& visit,
                                     const std::atomic<bool>* cancel, std::size_t chunkBytes, Rows rows) const {
    if (!re_) return true;
    chunkBytes = std::max<std::size_t>(chunkBytes, 1);
    std::uint64_t row = 0;
    std::size_t counted = 0;
    for (std::size_t from = 0; from < text.size();) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        const std::size_t to = lineAlignedEnd(text, from, chunkBytes);
        if (!scanChunk(text, from, to, scratch, rows == Rows::Counted ? &row : nullptr, counted, visit, cancel))
            return false;
        from = to;
    }
    return true;
}

std::uint64_t TextSearch::countMatchingLines(std::string_view text, Scratch& scratch,
                                             const std::atomic<bool>* cancel) const {
    std::uint64_t count = 0;
    forEachMatchingLine(
        text, scratch,
        [&](std::uint64_t, std::string_view) {
            ++count;
            return true;
        },
        cancel, std::size_t{4} << 20, Rows::Uncounted);
    return count;
}

}  // namespace aw

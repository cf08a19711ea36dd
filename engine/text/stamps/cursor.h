// A cursor over a log line and the small digit readers every timestamp format is written
// with. No regex, no allocation. The formats' readers (stamps/*.h) are functions of each file
// that includes them (an unnamed namespace): the compiler then inlines them into the table's
// walk (timestamp_formats.h) as it did the hand-written chain of file-local parsers they
// were, where a call per format tried would make every line slower.
#pragma once

#include "engine/core/time_context.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace aw::stamps {

// A line as a format's reader is given it: its text, the file's time context, and whether it
// starts with blanks. The reader starts at a byte of it (after the line's prefix and
// blanks) and ends where the stamp does.
struct StampLine {
    std::string_view text;
    const TimeContext& ctx;
    bool indented = false;
};

namespace {

inline constexpr TimeNs kNsPerSec = kNsPerSecond;

inline bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

struct Cursor {
    std::string_view s;
    std::size_t p = 0;

    bool done() const { return p >= s.size(); }
    char peek(std::size_t ahead = 0) const { return p + ahead < s.size() ? s[p + ahead] : '\0'; }
    bool eat(char c) {
        if (peek() != c) return false;
        ++p;
        return true;
    }
    // Exactly `n` digits.
    bool digits(int n, int& out) {
        int v = 0;
        for (int i = 0; i < n; ++i) {
            char c = peek(i);
            if (c < '0' || c > '9') return false;
            v = v * 10 + (c - '0');
        }
        p += n;
        out = v;
        return true;
    }
    // A fraction after '.' or ',': up to 9 digits kept, the rest skipped. Returns ns. Always
    // inlined, as it was in the file-local parsers: a call here added ~10 instructions to
    // every glog line (callgrind).
    [[gnu::always_inline]] std::int64_t fraction() {
        static constexpr std::int64_t kScale[10] = {1'000'000'000, 100'000'000, 10'000'000, 1'000'000, 100'000,
                                                    10'000,        1'000,       100,        10,        1};
        const std::size_t first = p, kept = std::min(s.size(), p + 9);
        std::int64_t ns = 0;
        for (; p < kept && isDigit(s[p]); ++p) ns = ns * 10 + (s[p] - '0');
        const std::size_t n = p - first;
        while (p < s.size() && isDigit(s[p])) ++p;
        return ns * kScale[n];
    }
    void skipBlanks() {
        while (peek() == ' ' || peek() == '\t') ++p;
    }
};

// The cursor inside a stamp's '[' at `at`, after the blanks that may follow it.
inline Cursor insideBracket(const StampLine& line, std::size_t at) {
    Cursor t{line.text, at + 1};
    t.skipBlanks();
    return t;
}

}  // namespace
}  // namespace aw::stamps

// A small checker of what a CommonMark/GFM renderer would make live in Markdown text: a
// link or image, an autolink (<scheme:...>, a bare http://, https://, ftp:// or www., an
// e-mail address), raw HTML, a table cell's end. It reads inline Markdown as a renderer
// does where that matters: a backslash before ASCII punctuation makes it text, and a code
// span (a run of backticks closed by a run of the same length) is inert. It is stricter
// than a renderer (any '[' ... ']' counts as a link, any '<' before a letter as HTML), so
// text it passes is text. Used by the markdown_escape fuzz target and the report tests.
#pragma once

#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>

namespace awfuzz {

namespace markdown_detail {

inline bool isPunct(char c) {
    return std::ispunct(static_cast<unsigned char>(c)) != 0;
}
inline bool isAlnum(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

inline bool startsWithNoCase(std::string_view s, std::size_t i, std::string_view prefix) {
    if (i + prefix.size() > s.size()) return false;
    for (std::size_t k = 0; k < prefix.size(); ++k)
        if (std::tolower(static_cast<unsigned char>(s[i + k])) != prefix[k]) return false;
    return true;
}

inline std::size_t backtickRun(std::string_view s, std::size_t i) {
    std::size_t n = 0;
    while (i + n < s.size() && s[i + n] == '`') ++n;
    return n;
}

// Where a run of exactly `length` backticks starts after `from`, or npos.
inline std::size_t closingRun(std::string_view s, std::size_t from, std::size_t length) {
    for (std::size_t i = from; i < s.size();) {
        const std::size_t run = backtickRun(s, i);
        if (run == length) return i;
        i += run ? run : 1;
    }
    return std::string_view::npos;
}

}  // namespace markdown_detail

// What is live in one line of inline Markdown ("" when nothing is): "link", "autolink or
// HTML", "bare autolink", "e-mail autolink", "cell break" (with `cell`: an unescaped '|'),
// "line break".
inline std::string liveMarkup(std::string_view line, bool cell = false) {
    using namespace markdown_detail;
    bool openBracket = false;
    for (std::size_t i = 0; i < line.size();) {
        const char c = line[i];
        if (c == '\n' || c == '\r') return "line break";
        if (c == '\\' && i + 1 < line.size() && isPunct(line[i + 1])) {
            i += 2;
            continue;
        }
        if (c == '`') {
            const std::size_t run = backtickRun(line, i);
            const std::size_t close = closingRun(line, i + run, run);
            i = close == std::string_view::npos ? i + run : close + run;
            continue;
        }
        if (c == '<' && i + 1 < line.size() &&
            (std::isalpha(static_cast<unsigned char>(line[i + 1])) || line[i + 1] == '/' || line[i + 1] == '!' ||
             line[i + 1] == '?'))
            return "autolink or HTML";
        if (c == '[') openBracket = true;
        if (c == ']' && openBracket) return "link";
        if (c == '|' && cell) return "cell break";
        const bool wordStart = i == 0 || !isAlnum(line[i - 1]);
        if (wordStart && (startsWithNoCase(line, i, "http://") || startsWithNoCase(line, i, "https://") ||
                          startsWithNoCase(line, i, "ftp://") || startsWithNoCase(line, i, "www.")))
            return "bare autolink";
        if (c == '@' && i > 0 && i + 1 < line.size() &&
            (isAlnum(line[i - 1]) || line[i - 1] == '.' || line[i - 1] == '-' || line[i - 1] == '_' ||
             line[i - 1] == '+') &&
            isAlnum(line[i + 1]))
            return "e-mail autolink";
        ++i;
    }
    return {};
}

// `span` is one whole code span: a run of backticks, then text holding no run of that
// length and no line break, then the same run.
inline bool isWholeCodeSpan(std::string_view span) {
    using namespace markdown_detail;
    if (span.find_first_of("\r\n") != std::string_view::npos) return false;
    const std::size_t run = backtickRun(span, 0);
    if (run == 0 || span.size() < 2 * run + 1) return false;
    return closingRun(span, run, run) == span.size() - run;
}

// The live things in a whole document, fenced code blocks (``` or longer) left out: each
// other line is read as inline Markdown.
inline std::size_t liveMarkupCount(std::string_view document) {
    using namespace markdown_detail;
    std::size_t count = 0, fence = 0;
    for (std::size_t start = 0; start < document.size();) {
        std::size_t end = document.find('\n', start);
        if (end == std::string_view::npos) end = document.size();
        const std::string_view line = document.substr(start, end - start);
        start = end + 1;
        const std::size_t run = backtickRun(line, 0);
        if (fence) {
            if (run >= fence && line.find_first_not_of('`', run) == std::string_view::npos) fence = 0;
            continue;
        }
        if (run >= 3) {
            fence = run;
            continue;
        }
        if (!line.starts_with('|')) {
            if (!liveMarkup(line).empty()) ++count;
            continue;
        }
        // Table rows are read cell by cell: a cell's own '|' are escaped.
        std::size_t cellStart = 0;
        for (std::size_t i = 0; i <= line.size(); ++i) {
            if (i < line.size() && line[i] == '\\') {
                ++i;
                continue;
            }
            if (i == line.size() || line[i] == '|') {
                if (!liveMarkup(line.substr(cellStart, i - cellStart)).empty()) ++count;
                cellStart = i + 1;
            }
        }
    }
    return count;
}

}  // namespace awfuzz

#include "engine/report/markdown_text.h"

#include <algorithm>
#include <cctype>

namespace aw::report {
namespace {

bool isAlnum(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

// "www." at the start of a word, in any case (GFM's extended www autolink).
bool startsWww(std::string_view text, std::size_t i) {
    if (i > 0 && isAlnum(text[i - 1])) return false;
    if (i + 4 > text.size()) return false;
    for (std::size_t k = 0; k < 3; ++k)
        if (std::tolower(static_cast<unsigned char>(text[i + k])) != 'w') return false;
    return text[i + 3] == '.';
}

// What may stand before the '@' of an e-mail address GFM links.
bool emailLocalByte(char c) {
    return isAlnum(c) || c == '.' || c == '-' || c == '_' || c == '+';
}

std::string escapeMarkdown(std::string_view text, bool cell) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        switch (c) {
        case '\n':
        case '\r': out += ' '; continue;
        case '<': out += "&lt;"; continue;
        case '>': out += "&gt;"; continue;
        case '&': out += "&amp;"; continue;
        case '\\':
        case '`':
        case '*':
        case '[':
        case ']':
            out += '\\';
            out += c;
            continue;
        case '_':
            // Between two letters or digits '_' can neither open nor close emphasis
            // (CommonMark's flanking rules): a cell keeps "xid_79_gpu" as it is.
            if (!cell || i == 0 || i + 1 == text.size() || !isAlnum(text[i - 1]) || !isAlnum(text[i + 1])) out += '\\';
            out += c;
            continue;
        case '|':
            if (cell) out += '\\';
            out += c;
            continue;
        case ':':
            if (text.substr(i + 1, 2) == "//") out += '\\';
            out += c;
            continue;
        case '@':
            if (i > 0 && emailLocalByte(text[i - 1])) out += '\\';
            out += c;
            continue;
        default:
            if (startsWww(text, i)) {
                out.append(text.substr(i, 3));
                out += "\\.";
                i += 3;
                continue;
            }
            out += c;
        }
    }
    return out;
}

}  // namespace

std::string escapeMarkdownInline(std::string_view text) {
    return escapeMarkdown(text, false);
}

std::string escapeMarkdownCell(std::string_view text) {
    return escapeMarkdown(text, true);
}

std::string markdownCode(std::string_view text) {
    std::string t(text);
    std::replace(t.begin(), t.end(), '\n', ' ');
    std::replace(t.begin(), t.end(), '\r', ' ');
    if (t.empty()) return "` `";
    std::size_t longest = 0, run = 0;
    for (char c : t) {
        run = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    if (longest == 0) return "`" + t + "`";
    // Spaces inside the fence: a backtick at either end must not lengthen it (CommonMark
    // strips one space from each side).
    const std::string fence(longest + 1, '`');
    return fence + " " + t + " " + fence;
}

}  // namespace aw::report

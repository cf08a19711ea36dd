#include "engine/match/vectorscan_prefilter.h"

#include "engine/match/word_bytes.h"

namespace aw {
namespace {

bool printable(char c) {
    return c >= 0x20 && c < 0x7f;
}
bool startsQuantifier(char c) {
    return c == '*' || c == '+' || c == '?' || c == '{';
}

// An escape both engines read as the same bytes: escaped punctuation, a control character,
// or a class whose Vectorscan meaning holds RE2's.
bool sameEscape(char e) {
    if (!printable(e)) return false;
    if (!isWordByte(e)) return true;
    return e == 'd' || e == 'w' || e == 's' || e == 't' || e == 'n' || e == 'r' || e == 'f';
}

// The end of the class opening at `open`, or npos when it is one to refuse.
std::size_t classEnd(std::string_view re, std::size_t open) {
    std::size_t j = open + 1;
    if (j < re.size() && re[j] == '^') return std::string_view::npos;
    if (j < re.size() && re[j] == ']') ++j;  // a ']' first is itself
    for (; j < re.size() && re[j] != ']'; ++j) {
        if (!printable(re[j]) || re[j] == '[') return std::string_view::npos;  // [:alpha:] and the like
        if (re[j] == '\\') {
            if (++j >= re.size() || re[j] == 'b' || re[j] == 'B' || !sameEscape(re[j])) return std::string_view::npos;
        }
    }
    return j < re.size() ? j : std::string_view::npos;
}

}  // namespace

std::optional<std::string> vectorscanPrefilter(std::string_view re) {
    std::string out;
    out.reserve(re.size());
    for (std::size_t i = 0; i < re.size();) {
        const char c = re[i];
        if (!printable(c) || c == '.' || c == '^' || c == '$') return std::nullopt;
        if (c == '\\') {
            if (i + 1 >= re.size()) return std::nullopt;
            const char e = re[i + 1];
            if (e == 'b' || e == 'B') {
                // Gone; but not when quantified, where its quantifier would pass to what is before.
                if (i + 2 < re.size() && startsQuantifier(re[i + 2])) return std::nullopt;
                i += 2;
                continue;
            }
            if (!sameEscape(e)) return std::nullopt;
            out.append(re.substr(i, 2));
            i += 2;
            continue;
        }
        if (c == '[') {
            const std::size_t end = classEnd(re, i);
            if (end == std::string_view::npos) return std::nullopt;
            out.append(re.substr(i, end + 1 - i));
            i = end + 1;
            continue;
        }
        if (c == '(' && i + 1 < re.size() && re[i + 1] == '?') {
            std::size_t j = i + 2;
            if (j < re.size() && re[j] == ':') {
                out += "(?:";
                i = j + 1;
                continue;
            }
            if (re.substr(j).starts_with("P<") || re.substr(j).starts_with("<")) {
                // A named group: a plain one (Vectorscan captures nothing anyway).
                std::size_t k = j + (re[j] == 'P' ? 2 : 1);
                const std::size_t nameStart = k;
                while (k < re.size() && isWordByte(re[k])) ++k;
                if (k == nameStart || k >= re.size() || re[k] != '>') return std::nullopt;
                out += '(';
                i = k + 1;
                continue;
            }
            std::size_t k = j;  // flags: only i, on or off
            while (k < re.size() && (re[k] == 'i' || re[k] == '-')) ++k;
            if (k == j || k >= re.size() || (re[k] != ')' && re[k] != ':')) return std::nullopt;
            out.append(re.substr(i, k + 1 - i));
            i = k + 1;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

}  // namespace aw

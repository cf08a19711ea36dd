// Host-name helpers (see host_list.h).
#include "engine/core/host_list.h"

#include "engine/core/control_escapes.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

namespace aw {
namespace {

constexpr bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
constexpr bool isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Splits on commas that are not inside brackets.
std::vector<std::string_view> splitTopLevel(std::string_view list) {
    std::vector<std::string_view> parts;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
        char c = list[i];
        if (c == '[') ++depth;
        else if (c == ']') depth = std::max(0, depth - 1);
        else if ((c == ',' || c == ' ') && depth == 0) {
            if (i > start) parts.push_back(list.substr(start, i - start));
            start = i + 1;
        }
    }
    if (start < list.size()) parts.push_back(list.substr(start));  // also an unclosed '['
    return parts;
}

// One name of a host list, cut in pieces: text as written, and bracket groups "[001-003,7,a]"
// whose choices are numeric ranges (kept zero padded to the width of their first number)
// or text.
struct Choice {
    std::string_view text;  // a text choice; empty for a range
    long lo = 0, hi = 0;
    std::size_t width = 0;  // digits of the range's first number
    std::uint64_t count() const { return text.empty() ? std::uint64_t(hi - lo + 1) : 1; }
    std::size_t longest() const { return text.empty() ? std::max(width, std::to_string(hi).size()) : text.size(); }
};
struct Piece {
    std::string_view text;  // text as written, when not a group
    bool group = false;     // a bracket group: one of `choices` (none: no name at all)
    std::vector<Choice> choices;
};

Piece textPiece(std::string_view text) {
    Piece piece;
    piece.text = text;
    return piece;
}

std::vector<Piece> piecesOf(std::string_view pattern) {
    std::vector<Piece> pieces;
    std::size_t pos = 0;
    while (pos < pattern.size()) {
        const std::size_t open = pattern.find('[', pos);
        const std::size_t close = open == std::string_view::npos ? open : pattern.find(']', open);
        if (close == std::string_view::npos) {  // no group, or an unclosed one: kept as written
            pieces.push_back(textPiece(pattern.substr(pos)));
            break;
        }
        if (open > pos) pieces.push_back(textPiece(pattern.substr(pos, open - pos)));
        Piece group;
        group.group = true;
        const std::string_view body = pattern.substr(open + 1, close - open - 1);
        std::size_t start = 0;
        for (std::size_t i = 0; i <= body.size(); ++i) {
            if (i < body.size() && body[i] != ',') continue;
            const std::string_view item = body.substr(start, i - start);
            start = i + 1;
            if (item.empty()) continue;
            const std::size_t dash = item.find('-');
            const std::string_view lo = item.substr(0, dash);
            const std::string_view hi = dash == std::string_view::npos ? lo : item.substr(dash + 1);
            const bool numeric = !lo.empty() && !hi.empty() && std::all_of(lo.begin(), lo.end(), isDigit) &&
                                 std::all_of(hi.begin(), hi.end(), isDigit) && lo.size() < 10 && hi.size() < 10;
            if (!numeric) {
                group.choices.push_back({item});
                continue;
            }
            Choice range;
            range.lo = std::stol(std::string(lo));
            range.hi = std::stol(std::string(hi));
            if (range.hi < range.lo) std::swap(range.lo, range.hi);
            range.width = lo.size();
            group.choices.push_back(range);
        }
        pieces.push_back(std::move(group));
        pos = close + 1;
    }
    return pieces;
}

// How many names the pieces make and the longest of them; saturates rather than overflows.
struct Size {
    std::uint64_t names = 1;
    std::uint64_t longest = 0;
};
constexpr std::uint64_t kMany = ~std::uint64_t(0);  // more than anything is allowed

Size sizeOf(const std::vector<Piece>& pieces) {
    Size size;
    for (const Piece& piece : pieces) {
        if (!piece.group) {
            size.longest += piece.text.size();
            continue;
        }
        std::uint64_t choices = 0;
        std::size_t longest = 0;
        for (const Choice& c : piece.choices) {
            if (__builtin_add_overflow(choices, c.count(), &choices)) choices = kMany;
            longest = std::max(longest, c.longest());
        }
        if (__builtin_mul_overflow(size.names, choices, &size.names)) size.names = kMany;
        size.longest += longest;
    }
    return size;
}

// Every name of the pieces, in order (the first group varies slowest), without recursion:
// an odometer over the groups. The caller has checked how many there are (some: no group
// is empty).
void expandPieces(const std::vector<Piece>& pieces, std::vector<std::string>& out) {
    struct Dial {
        const Piece* group;
        std::size_t choice = 0;
        long value = 0;
    };
    std::vector<Dial> dials;
    for (const Piece& piece : pieces)
        if (piece.group) dials.push_back({&piece, 0, piece.choices[0].lo});
    std::string name;
    while (true) {
        name.clear();
        std::size_t d = 0;
        for (const Piece& piece : pieces) {
            if (!piece.group) {
                name += piece.text;
                continue;
            }
            const Dial& dial = dials[d++];
            const Choice& c = piece.choices[dial.choice];
            if (!c.text.empty()) {
                name += c.text;
                continue;
            }
            const std::string digits = std::to_string(dial.value);
            if (digits.size() < c.width) name.append(c.width - digits.size(), '0');
            name += digits;
        }
        out.push_back(name);
        // The next setting: the last dial turns first.
        std::size_t turn = dials.size();
        while (turn > 0) {
            Dial& dial = dials[turn - 1];
            const Choice& c = dial.group->choices[dial.choice];
            if (c.text.empty() && dial.value < c.hi) {
                ++dial.value;
                break;
            }
            if (++dial.choice < dial.group->choices.size()) {
                dial.value = dial.group->choices[dial.choice].lo;
                break;
            }
            dial.choice = 0;
            dial.value = dial.group->choices[0].lo;
            --turn;
        }
        if (turn == 0) return;
    }
}

}  // namespace

HostListExpansion expandHostList(std::string_view list, std::size_t maxNames) {
    HostListExpansion out;
    std::vector<std::vector<Piece>> names;
    std::uint64_t count = 0, bytes = 0;
    for (std::string_view part : splitTopLevel(list)) {
        std::vector<Piece> pieces = piecesOf(part);
        const Size size = sizeOf(pieces);
        if (size.names == 0) {  // "x[]", "x[,]": Slurm writes no such list
            out.error =
                "host list '" + escapeControls(list, kQuotedName) + "' has an empty bracket group: not expanded";
            return out;
        }
        std::uint64_t partBytes = 0;
        if (__builtin_add_overflow(count, size.names, &count)) count = kMany;
        if (__builtin_mul_overflow(size.names, size.longest, &partBytes)) partBytes = kMany;
        if (__builtin_add_overflow(bytes, partBytes, &bytes)) bytes = kMany;
        const bool tooMany = count > maxNames || bytes > kHostListMaxBytes;
        if (tooMany) {
            out.error = "host list '" + escapeControls(list, kQuotedName) + "' expands to more than " +
                        (count > maxNames ? std::to_string(maxNames) + " names"
                                          : std::to_string(kHostListMaxBytes >> 20) + " MiB of names") +
                        ": not expanded";
            return out;
        }
        names.push_back(std::move(pieces));
    }
    out.hosts.reserve(static_cast<std::size_t>(count));
    for (const std::vector<Piece>& pieces : names) expandPieces(pieces, out.hosts);
    return out;
}

bool naturalLess(std::string_view a, std::string_view b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && isDigit(a[ie])) ++ie;
            while (je < b.size() && isDigit(b[je])) ++je;
            // Compare by value: skip leading zeros, then by length, then digit by digit.
            std::size_t is = i, js = j;
            while (is + 1 < ie && a[is] == '0') ++is;
            while (js + 1 < je && b[js] == '0') ++js;
            if (ie - is != je - js) return ie - is < je - js;
            int c = a.substr(is, ie - is).compare(b.substr(js, je - js));
            if (c != 0) return c < 0;
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j) return a.size() - i < b.size() - j;
    return a < b;  // "node01" vs "node1": a total order all the same
}

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

bool hostShaped(std::string_view s) {
    return !s.empty() && leadingHost(s).size() == s.size();
}

std::string_view leadingHost(std::string_view s) {
    constexpr std::size_t kLongest = 253;
    std::size_t n = 0;
    const std::size_t limit = std::min(s.size(), kLongest + 1);
    while (n < limit && isHostByte(s[n])) ++n;
    if (n == 0 || n > kLongest || !isAlpha(s[0]) || s[n - 1] == '.' || s[n - 1] == '-') return {};
    return s.substr(0, n);
}

std::string_view leadingRedactedHost(std::string_view s) {
    if (!s.starts_with("...")) return {};
    std::size_t n = 3;
    while (n < s.size() && n < 64 && isHostByte(s[n]) && s[n] != '.') ++n;
    if (n == 3) return {};
    return s.substr(0, n);
}

bool redactedHost(std::string_view s) {
    return !s.empty() && leadingRedactedHost(s).size() == s.size();
}

bool looksLikeHostName(std::string_view s) {
    // Host names have no '_' (RFC 952/1123): "node_load1" is a metric, not a host.
    if (!hostShaped(s) || s.size() > 63 || s.find('_') != std::string_view::npos) return false;
    if (std::none_of(s.begin(), s.end(), isDigit)) return false;
    // Folder names that look like hosts but are tools or places.
    static const std::array<const char*, 8> kWords = {"k8s", "s3", "ec2", "gcp", "i18n", "l10n", "x86", "x86_64"};
    const std::string lowered = lowerAscii(s);
    if (std::find(kWords.begin(), kWords.end(), lowered) != kWords.end()) return false;
    // The leading word, and whether anything but digits and separators follows it.
    std::size_t w = 0;
    while (w < s.size() && isAlpha(s[w])) ++w;
    const std::string word = lowerAscii(s.substr(0, w));
    bool onlyNumberFollows = true;
    for (std::size_t i = w; i < s.size(); ++i)
        if (!isDigit(s[i]) && s[i] != '-' && s[i] != '_' && s[i] != '.') onlyNumberFollows = false;
    static const std::array<const char*, 34> kNotHosts = {
        "rank", "default", "slurm",   "job", "step",      "dump",   "task",      "log",        "logs",
        "part", "chunk",   "attempt", "run", "epoch",     "iter",   "iteration", "checkpoint", "ckpt",
        "gpu",  "train",   "pod",     "xid", "nccl",      "stdout", "stderr",    "out",        "err",
        "v",    "test",    "core",    "cpu", "localrank", "worker", "proc"};
    if (onlyNumberFollows && std::find(kNotHosts.begin(), kNotHosts.end(), word) != kNotHosts.end()) return false;
    if (word == "rank" || word == "dump") return false;
    // A model's name, not a machine's: a run or log named "llama-70b", "qwen2.5-7b",
    // "opt-1.3b", "bert-350m" (a parameter count among its parts), or a model family with a
    // number ("resnet50", "gpt2", "llama3"). A file "train-llama-70b.log" is no node.
    static const std::array<const char*, 17> kModels = {"llama",  "gpt",    "bert",  "qwen",    "mistral", "mixtral",
                                                        "gemma",  "falcon", "bloom", "opt",     "phi",     "deepseek",
                                                        "resnet", "vit",    "yolo",  "whisper", "glm"};
    if (onlyNumberFollows && std::find(kModels.begin(), kModels.end(), word) != kModels.end()) return false;
    for (std::size_t part = 0; part < s.size();) {
        std::size_t end = part;
        while (end < s.size() && s[end] != '-' && s[end] != '_') ++end;
        const std::string_view token = s.substr(part, end - part);
        // digits, an optional ".digits", then one b/B/m/M: a parameter count.
        std::size_t d = 0;
        while (d < token.size() && isDigit(token[d])) ++d;
        if (d > 0 && d < token.size() && token[d] == '.') {
            ++d;
            while (d < token.size() && isDigit(token[d])) ++d;
        }
        if (d > 0 && d + 1 == token.size() && std::string_view("bBmM").find(token[d]) != std::string_view::npos)
            return false;
        part = end + 1;
    }
    return true;
}

std::string_view shortHostName(std::string_view s) {
    std::size_t dot = s.find('.');
    if (dot == std::string_view::npos || dot == 0) return s;
    if (std::all_of(s.begin(), s.end(), [](char c) { return isDigit(c) || c == '.'; })) return s;
    return s.substr(0, dot);
}

std::string lowerAscii(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string_view stripPort(std::string_view s) {
    if (!s.empty() && s.front() == '[') {
        std::size_t close = s.find(']');
        if (close != std::string_view::npos) return s.substr(1, close - 1);
    }
    std::size_t colon = s.rfind(':');
    if (colon != std::string_view::npos && s.find(':') == colon && colon + 1 < s.size() &&
        std::all_of(s.begin() + colon + 1, s.end(), isDigit))
        return s.substr(0, colon);
    return s;
}

}  // namespace aw

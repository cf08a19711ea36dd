#include "engine/format/dcgmi_text.h"

#include <algorithm>

namespace aw::dcgmi {

std::string_view trim(std::string_view s) {
    const std::size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string_view::npos) return {};
    const std::size_t b = s.find_last_not_of(" \t\r");
    return s.substr(a, b - a + 1);
}

void appendClean(std::string& out, std::string_view text, std::size_t limit) {
    for (char c : text) {
        if (out.size() >= limit) return;
        const auto u = static_cast<unsigned char>(c);
        out += (u < 0x20 || u == 0x7f) ? ' ' : c;
    }
}

std::size_t lineCountBefore(std::string_view text, std::size_t at) {
    return static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

std::size_t jsonOpening(std::string_view text) {
    std::size_t at = 0;
    for (std::size_t n = 0; n < kLinesBeforeReport && at < text.size(); ++n) {
        const std::size_t first = text.find_first_not_of(" \t\r", at);
        if (first != std::string_view::npos && text[first] == '{') return first;
        const std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) break;
        at = nl + 1;
    }
    return std::string_view::npos;
}

std::string ruleWord(std::string_view printed) {
    std::string t;
    for (char c : printed) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) t += c;
        else if (!t.empty() && t.back() != '_') t += '_';
    }
    while (!t.empty() && t.back() == '_') t.pop_back();
    return t;
}

void addProblem(std::vector<std::string>& problems, std::string problem) {
    constexpr std::size_t kMaxProblems = 20;
    if (problems.size() < kMaxProblems) problems.push_back(std::move(problem));
    else if (problems.size() == kMaxProblems) problems.push_back("more problems not said");
}

bool KeyPlacer::place(std::string_view key, std::uint32_t& line, std::size_t& offset) {
    const std::string quoted = "\"" + std::string(key) + "\"";
    const std::size_t at = text_.find(quoted, cursor_);
    if (at == std::string_view::npos) return false;
    cursor_ = at + 1;
    lines_ += lineCountBefore(text_.substr(counted_), at - counted_);
    counted_ = at;
    line = static_cast<std::uint32_t>(lines_ + 1);
    const std::size_t nl = text_.rfind('\n', at);
    offset = nl == std::string_view::npos ? 0 : nl + 1;
    return true;
}

}  // namespace aw::dcgmi

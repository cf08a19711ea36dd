#include "engine/text/log_template.h"

#include <array>

namespace aw {

namespace {

// ASCII by hand: this runs on every error-looking line of a bundle (no locale calls).
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isWordChar(char c) {
    return isLetter(c) || isDigit(c) || c == '_';
}
bool isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isDateName(std::string_view word) {
    if (word.size() != 3 || word[0] < 'A' || word[0] > 'Z') return false;
    static constexpr std::array<std::string_view, 19> names = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun",
                                                               "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
                                                               "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (std::string_view n : names)
        if (word == n) return true;
    return false;
}

// One word (letters, digits, '_') as it appears in the template.
void appendWord(std::string_view word, std::string& out) {
    bool digit = false, allDigits = true, allHex = true;
    for (char c : word) {
        digit = digit || isDigit(c);
        allDigits = allDigits && isDigit(c);
        allHex = allHex && isHexDigit(c);
    }
    if (!digit) {
        out += isDateName(word) ? kTemplateDate : word;
        return;
    }
    if (allDigits) {
        out += kTemplateNumber;
        return;
    }
    if (allHex || (word.size() > 2 && word[0] == '0' && (word[1] == 'x' || word[1] == 'X'))) {
        out += kTemplateHex;
        return;
    }
    // Letters then digits: a name with its number (node017, rank3, gpu_2).
    std::size_t split = word.size();
    while (split > 0 && isDigit(word[split - 1])) --split;
    bool lettersBefore = split > 0;
    for (std::size_t i = 0; i < split; ++i) lettersBefore = lettersBefore && !isDigit(word[i]);
    if (lettersBefore) {
        out += word.substr(0, split);
        out += kTemplateNumber;
        return;
    }
    out += kTemplateAny;
}

}  // namespace

std::string logTemplate(std::string_view line) {
    std::string out;
    logTemplateInto(line, out);
    return out;
}

void logTemplateInto(std::string_view line, std::string& out) {
    line = line.substr(0, kMaxTemplateInput);
    out.clear();
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
            if (!out.empty() && i < line.size()) out += ' ';
            continue;
        }
        if (isWordChar(c)) {
            std::size_t end = i;
            while (end < line.size() && isWordChar(line[end])) ++end;
            appendWord(line.substr(i, end - i), out);
            i = end;
            continue;
        }
        out += c;
        ++i;
    }
}

}  // namespace aw

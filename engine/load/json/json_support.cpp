// Helpers for the JSON readers (see json_support.h).
#include "engine/load/json/json_support.h"

#include "engine/text/timestamp.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <cstring>

namespace aw {

LineIndex::LineIndex(std::string_view text) {
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        if (!nl) break;
        newlines_.push_back(static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()));
        p = static_cast<const char*>(nl) + 1;
    }
    lineCount_ = newlines_.size() + (text.empty() || text.back() == '\n' ? 0 : 1);
}

std::uint32_t LineIndex::lineOf(std::size_t offset) const {
    auto it = std::lower_bound(newlines_.begin(), newlines_.end(), offset);
    return static_cast<std::uint32_t>(it - newlines_.begin()) + 1;
}

namespace jsonpos {

std::size_t skipBlanks(std::string_view text, std::size_t pos) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n' || text[pos] == '\r' || text[pos] == '\t'))
        ++pos;
    return pos;
}

namespace {
std::size_t stringEnd(std::string_view text, std::size_t pos) {
    // pos at the opening quote
    for (std::size_t i = pos + 1; i < text.size(); ++i) {
        if (text[i] == '\\') {
            ++i;
            continue;
        }
        if (text[i] == '"') return i + 1;
    }
    return npos;
}
}  // namespace

std::size_t valueEnd(std::string_view text, std::size_t pos) {
    pos = skipBlanks(text, pos);
    if (pos >= text.size()) return npos;
    char c = text[pos];
    if (c == '"') return stringEnd(text, pos);
    if (c == '{' || c == '[') {
        int depth = 0;
        for (std::size_t i = pos; i < text.size(); ++i) {
            char d = text[i];
            if (d == '"') {
                std::size_t e = stringEnd(text, i);
                if (e == npos) return npos;
                i = e - 1;
            } else if (d == '{' || d == '[') {
                ++depth;
            } else if (d == '}' || d == ']') {
                if (--depth == 0) return i + 1;
            }
        }
        return npos;
    }
    // A scalar: up to the next delimiter.
    std::size_t i = pos;
    while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ']' && text[i] != ' ' && text[i] != '\n' &&
           text[i] != '\r' && text[i] != '\t')
        ++i;
    return i;
}

std::vector<std::size_t> elements(std::string_view text, std::size_t pos) {
    std::vector<std::size_t> out;
    pos = skipBlanks(text, pos);
    if (pos >= text.size() || text[pos] != '[') return out;
    std::size_t p = skipBlanks(text, pos + 1);
    if (p < text.size() && text[p] == ']') return out;
    while (p < text.size()) {
        out.push_back(p);
        std::size_t e = valueEnd(text, p);
        if (e == npos) return out;
        p = skipBlanks(text, e);
        if (p >= text.size() || text[p] != ',') break;
        p = skipBlanks(text, p + 1);
    }
    return out;
}

std::size_t member(std::string_view text, std::size_t pos, std::string_view key) {
    pos = skipBlanks(text, pos);
    if (pos >= text.size() || text[pos] != '{') return npos;
    std::size_t p = skipBlanks(text, pos + 1);
    while (p < text.size() && text[p] == '"') {
        std::size_t ke = stringEnd(text, p);
        if (ke == npos) return npos;
        std::string_view k = text.substr(p + 1, ke - p - 2);
        p = skipBlanks(text, ke);
        if (p >= text.size() || text[p] != ':') return npos;
        p = skipBlanks(text, p + 1);
        if (k == key) return p;
        std::size_t ve = valueEnd(text, p);
        if (ve == npos) return npos;
        p = skipBlanks(text, ve);
        if (p >= text.size() || text[p] != ',') return npos;
        p = skipBlanks(text, p + 1);
    }
    return npos;
}

std::size_t structuralError(std::string_view text) {
    std::vector<char> stack;
    std::size_t lastOpen = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '"') {
            std::size_t e = stringEnd(text, i);
            if (e == npos) return i;  // unterminated string
            i = e - 1;
        } else if (c == '{' || c == '[') {
            stack.push_back(c);
            lastOpen = i;
        } else if (c == '}' || c == ']') {
            if (stack.empty() || (c == '}' ? '{' : '[') != stack.back()) return i;
            stack.pop_back();
        }
    }
    (void)lastOpen;
    if (!stack.empty()) return text.size();  // truncated: the error is at the end
    return npos;
}

}  // namespace jsonpos

void placeRecordAt(ReaderOutput::Record& rec, std::string_view bytes, const LineIndex& lines, std::size_t pos) {
    if (pos == jsonpos::npos) return;
    const std::size_t end = jsonpos::valueEnd(bytes, pos);
    rec.where.line = lines.lineOf(pos);
    rec.where.offset = pos;
    rec.where.length =
        end == jsonpos::npos ? 0 : static_cast<std::uint32_t>(std::min<std::size_t>(end - pos, UINT32_MAX));
}

void placeRecordOnLine(ReaderOutput::Record& rec, std::string_view bytes, std::uint32_t line, std::size_t offset) {
    if (offset > bytes.size()) return;
    std::size_t end = bytes.find('\n', offset);
    if (end == std::string_view::npos) end = bytes.size();
    if (end > offset && bytes[end - 1] == '\r') --end;
    rec.where.line = line;
    rec.where.offset = offset;
    rec.where.length = static_cast<std::uint32_t>(std::min<std::size_t>(end - offset, UINT32_MAX));
}

bool parseJsonDocument(simdjson::dom::parser& parser, std::string_view path, std::string_view text,
                       simdjson::dom::element& root, std::vector<Problem>& problems) {
    auto error = parser.parse(text.data(), text.size(), true).get(root);
    if (!error) return true;
    std::uint32_t line = 0;
    std::size_t at = jsonpos::structuralError(text);
    if (at != jsonpos::npos) {
        LineIndex index(text);
        // The end of a truncated file is the line after its last newline, if any text is there.
        line = index.lineOf(std::min(at, text.empty() ? 0 : text.size() - 1));
    }
    std::string message = std::string("invalid JSON: ") + simdjson::error_message(error);
    if (at == text.size()) message += " (the document ends early: truncated?)";
    problems.push_back({std::string(path), line, Severity::Error, std::move(message)});
    return false;
}

JsonDocument::JsonDocument(const ReaderInput& in, ReaderOutput& out) : lines(in.bytes) {
    out.lineCount = lines.lineCount();
    ok = parseJsonDocument(parser, in.path, in.bytes, root, out.problems);
}

void forEachJsonLine(std::string_view path, std::string_view bytes, std::vector<Problem>& problems,
                     std::uint64_t& lineCount, const std::function<void(simdjson::dom::element, const JsonLine&)>& fn) {
    simdjson::dom::parser parser;
    LineSplitter lines(bytes);
    TextLine line;
    int bad = 0;
    while (lines.next(line)) {
        ++lineCount;
        if (isBlankLine(line.raw)) continue;
        simdjson::dom::element value;
        // The bytes after a line are its padding (simdjson reads past a document's end, never
        // using what it finds there); only the last lines are copied to a padded buffer.
        const bool padded = static_cast<std::size_t>(bytes.data() + bytes.size() - line.raw.data()) >=
                            line.raw.size() + simdjson::SIMDJSON_PADDING;
        auto error = parser.parse(line.raw.data(), line.raw.size(), !padded).get(value);
        if (error) {
            if (++bad <= 10)
                problems.push_back({std::string(path), line.number, Severity::Error,
                                    std::string("invalid JSON line, skipped: ") + simdjson::error_message(error)});
            continue;
        }
        fn(value, JsonLine{line.number, line.offset, static_cast<std::uint32_t>(line.raw.size())});
    }
    if (bad > 10)
        problems.push_back(
            {std::string(path), 0, Severity::Error, std::to_string(bad) + " invalid JSON lines skipped in all"});
}

void appendQuoted(std::string& out, std::string_view key, std::string_view value) {
    out += ' ';
    out += key;
    out += "=\"";
    for (char c : value) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += ' ';
        else out += c;
    }
    out += '"';
}

void appendField(std::string& out, std::string_view key, std::string_view value) {
    bool plain = !value.empty();
    for (char c : value)
        if (c == ' ' || c == '"' || c == '\n' || c == '\t' || c == '\r' || c == '=') {
            plain = false;
            break;
        }
    if (!plain) {
        appendQuoted(out, key, value);
        return;
    }
    out += ' ';
    out += key;
    out += '=';
    out += value;
}

}  // namespace aw

#include "engine/rules/rule_json.h"

#include <cstdlib>

namespace aw {

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const auto& [name, value] : members)
        if (name == key) return &value;
    return nullptr;
}

namespace {

class Parser {
public:
    Parser(std::string_view text, JsonError& error) : text_(text), error_(error) {}

    std::optional<JsonValue> document() {
        JsonValue v;
        skipSpace();
        if (!value(v, 0)) return std::nullopt;
        skipSpace();
        if (pos_ != text_.size()) return fail("unexpected text after the JSON value");
        return v;
    }

private:
    std::string_view text_;
    JsonError& error_;
    std::size_t pos_ = 0;
    std::uint32_t line_ = 1;

    std::nullopt_t fail(const std::string& message) {
        if (error_.message.empty()) {
            error_.line = line_;
            error_.message = message;
        }
        return std::nullopt;
    }
    bool failed(const std::string& message) {
        fail(message);
        return false;
    }

    void skipSpace() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == '\n') ++line_;
            else if (c != ' ' && c != '\t' && c != '\r') break;
            ++pos_;
        }
    }

    bool expect(char c) {
        skipSpace();
        if (pos_ >= text_.size() || text_[pos_] != c) return failed(std::string("expected '") + c + "'");
        ++pos_;
        return true;
    }

    bool value(JsonValue& v, int depth) {
        if (depth > 64) return failed("nesting too deep");
        skipSpace();
        if (pos_ >= text_.size()) return failed("unexpected end of file");
        v.line = line_;
        v.begin = pos_;
        const char c = text_[pos_];
        bool ok = false;
        if (c == '{') ok = object(v, depth);
        else if (c == '[') ok = array(v, depth);
        else if (c == '"') {
            v.type = JsonValue::Type::String;
            ok = string(v.string);
        } else if (c == 't' || c == 'f' || c == 'n') ok = literal(v);
        else if (c == '-' || (c >= '0' && c <= '9')) ok = number(v);
        else return failed(std::string("unexpected character '") + c + "'");
        v.end = pos_;
        return ok;
    }

    bool object(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Object;
        ++pos_;
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == '}') {
            ++pos_;
            return true;
        }
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != '"') return failed("expected a quoted member name");
            std::string key;
            if (!string(key)) return false;
            for (const auto& m : v.members)
                if (m.first == key) return failed("duplicate member '" + key + "'");
            if (!expect(':')) return false;
            JsonValue member;
            if (!value(member, depth + 1)) return false;
            v.members.emplace_back(std::move(key), std::move(member));
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == '}') {
                ++pos_;
                return true;
            }
            return failed("expected ',' or '}' after a member");
        }
    }

    bool array(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Array;
        ++pos_;
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == ']') {
            ++pos_;
            return true;
        }
        for (;;) {
            JsonValue item;
            if (!value(item, depth + 1)) return false;
            v.items.push_back(std::move(item));
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == ']') {
                ++pos_;
                return true;
            }
            return failed("expected ',' or ']' in an array");
        }
    }

    bool literal(JsonValue& v) {
        auto take = [&](std::string_view word) {
            if (text_.substr(pos_, word.size()) != word) return false;
            pos_ += word.size();
            return true;
        };
        if (take("true")) {
            v.type = JsonValue::Type::Bool;
            v.boolean = true;
            return true;
        }
        if (take("false")) {
            v.type = JsonValue::Type::Bool;
            v.boolean = false;
            return true;
        }
        if (take("null")) {
            v.type = JsonValue::Type::Null;
            return true;
        }
        return failed("unknown literal");
    }

    bool number(JsonValue& v) {
        const std::size_t start = pos_;
        if (text_[pos_] == '-') ++pos_;
        while (pos_ < text_.size() && std::string_view("0123456789.eE+-").find(text_[pos_]) != std::string_view::npos)
            ++pos_;
        const std::string digits(text_.substr(start, pos_ - start));
        char* endp = nullptr;
        v.number = std::strtod(digits.c_str(), &endp);
        if (endp != digits.c_str() + digits.size()) return failed("bad number '" + digits + "'");
        v.type = JsonValue::Type::Number;
        return true;
    }

    static void appendUtf8(std::string& out, unsigned cp) {
        if (cp < 0x80) out += static_cast<char>(cp);
        else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(unsigned& cp) {
        if (pos_ + 4 > text_.size()) return failed("short \\u escape");
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            cp <<= 4;
            if (h >= '0' && h <= '9') cp |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f') cp |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') cp |= static_cast<unsigned>(h - 'A' + 10);
            else return failed("bad \\u escape");
        }
        return true;
    }

    bool string(std::string& out) {
        ++pos_;  // opening quote
        while (pos_ < text_.size()) {
            const char c = text_[pos_++];
            if (c == '"') return true;
            if (c == '\n') return failed("newline inside a string (missing closing quote?)");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) break;
            const char e = text_[pos_++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(cp)) return false;
                if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(pos_, 2) == "\\u") {
                    pos_ += 2;
                    unsigned low = 0;
                    if (!hex4(low)) return false;
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                return failed(std::string("bad escape '\\") + e +
                              "' (a regex backslash must be written twice in JSON)");
            }
        }
        return failed("unterminated string");
    }
};

}  // namespace

std::optional<JsonValue> parseJson(std::string_view text, JsonError& error) {
    return Parser(text, error).document();
}

}  // namespace aw

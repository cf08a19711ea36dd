// A small streaming JSON writer for reports and CLI output: correct escaping (invalid
// UTF-8 becomes U+FFFD, so the output is always valid JSON), optional indentation, and
// commas handled for you.
//
//   std::string s;
//   aw::JsonWriter w(s);
//   w.beginObject().key("nodes").beginArray().value("node001").endArray().endObject();
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

class JsonWriter {
public:
    explicit JsonWriter(std::string& out, int indent = 2) : out_(out), indent_(indent) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s ? s : "")); }
    JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
    JsonWriter& value(bool b);
    JsonWriter& value(int v) { return value(static_cast<std::int64_t>(v)); }
    JsonWriter& value(unsigned v) { return value(static_cast<std::uint64_t>(v)); }
    JsonWriter& value(long long v) { return value(static_cast<std::int64_t>(v)); }
    JsonWriter& value(unsigned long long v) { return value(static_cast<std::uint64_t>(v)); }
    JsonWriter& value(std::int64_t v);
    JsonWriter& value(std::uint64_t v);
    JsonWriter& value(double v);  // NaN and infinities are written as null
    JsonWriter& null();
    // Already-serialised JSON, inserted as one value.
    JsonWriter& raw(std::string_view json);
    // "key": [v, ...] of any range of values value() takes.
    template <class Range>
    JsonWriter& array(std::string_view name, const Range& values) {
        key(name).beginArray();
        for (const auto& v : values) value(v);
        return endArray();
    }

private:
    void beforeValue();
    void newline();

    std::string& out_;
    int indent_;
    struct Level {
        bool array;
        bool empty;
    };
    std::vector<Level> stack_;
    bool afterKey_ = false;
};

// `s` as a quoted JSON string.
std::string jsonQuote(std::string_view s);
// Appends `s` quoted and escaped to `out`.
void appendJsonString(std::string& out, std::string_view s);

}  // namespace aw

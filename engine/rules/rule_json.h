// A small JSON reader for rule files. The loader reads bundles with simdjson; rule files
// are tiny and hand-written, so here the point is exact line numbers for every value and
// readable error messages ("gpu_xid.json:42: expected ','"), not speed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aw {

struct JsonMember;

struct JsonValue {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    std::string string;
    std::vector<JsonValue> items;     // arrays
    std::vector<JsonMember> members;  // objects, in written order
    std::uint32_t line = 0;           // 1-based line where the value starts
    std::size_t begin = 0;            // byte range of the value in the text
    std::size_t end = 0;

    const JsonValue* find(std::string_view key) const;
    bool isString() const { return type == Type::String; }
    bool isNumber() const { return type == Type::Number; }
    bool isArray() const { return type == Type::Array; }
    bool isObject() const { return type == Type::Object; }
    bool isBool() const { return type == Type::Bool; }
};

// A key and its value. Not std::pair: clang 14 with libstdc++ 12 cannot instantiate
// std::pair<std::string, JsonValue> inside JsonValue itself (the sanitizer/fuzz build).
struct JsonMember {
    JsonMember() = default;
    JsonMember(std::string key, JsonValue value) : first(std::move(key)), second(std::move(value)) {}
    std::string first;
    JsonValue second;
};

struct JsonError {
    std::uint32_t line = 0;
    std::string message;
};

// Parses one JSON document; on failure returns nothing and fills `error`.
std::optional<JsonValue> parseJson(std::string_view text, JsonError& error);

}  // namespace aw

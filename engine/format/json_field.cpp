#include "engine/format/json_field.h"

#include "engine/text/timestamp.h"

#include <cstdlib>
#include <limits>

namespace aw {

std::optional<std::string_view> stringField(simdjson::dom::element obj, std::string_view key) {
    simdjson::dom::element v;
    if (obj.at_key(key).get(v)) return std::nullopt;
    std::string_view s;
    if (v.get_string().get(s)) return std::nullopt;
    return s;
}

std::string textField(simdjson::dom::element obj, std::string_view key) {
    return std::string(stringField(obj, key).value_or(""));
}

std::string_view textAtPointer(simdjson::dom::element obj, std::string_view pointer) {
    std::string_view s;
    if (obj.at_pointer(pointer).get_string().get(s)) return {};
    return s;
}

bool objectField(simdjson::dom::element obj, std::string_view key, simdjson::dom::element& out) {
    return !obj.at_key(key).get(out) && out.type() == simdjson::dom::element_type::OBJECT;
}

std::optional<std::int64_t> intValue(simdjson::dom::element v) {
    switch (v.type()) {
    case simdjson::dom::element_type::INT64: return v.get_int64().value_unsafe();
    case simdjson::dom::element_type::UINT64: return static_cast<std::int64_t>(v.get_uint64().value_unsafe());
    case simdjson::dom::element_type::DOUBLE: {
        // Only what int64 holds: converting 8e77 or NaN would be undefined behaviour.
        const double d = v.get_double().value_unsafe();
        if (!(d >= -9.2e18 && d <= 9.2e18)) return std::nullopt;
        return static_cast<std::int64_t>(d);
    }
    case simdjson::dom::element_type::STRING: {
        std::string_view s = v.get_string().value_unsafe();
        if (s.empty()) return std::nullopt;
        std::int64_t r = 0;
        bool neg = s.front() == '-';
        if (neg) s.remove_prefix(1);
        if (s.empty() || s.size() > 18) return std::nullopt;
        for (char c : s) {
            if (c < '0' || c > '9') return std::nullopt;
            r = r * 10 + (c - '0');
        }
        return neg ? -r : r;
    }
    case simdjson::dom::element_type::OBJECT: {
        // Slurm 23+: {"set": true, "infinite": false, "number": 1764489600}
        simdjson::dom::element set, number;
        if (!v.at_key("set").get(set) && set.type() == simdjson::dom::element_type::BOOL &&
            !set.get_bool().value_unsafe())
            return std::nullopt;
        if (!v.at_key("number").get(number)) return intValue(number);
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::optional<double> doubleValue(simdjson::dom::element v) {
    switch (v.type()) {
    case simdjson::dom::element_type::INT64: return double(v.get_int64().value_unsafe());
    case simdjson::dom::element_type::UINT64: return double(v.get_uint64().value_unsafe());
    case simdjson::dom::element_type::DOUBLE: return v.get_double().value_unsafe();
    case simdjson::dom::element_type::STRING: {
        std::string s(v.get_string().value_unsafe());
        if (s == "NaN") return std::numeric_limits<double>::quiet_NaN();
        if (s == "+Inf") return std::numeric_limits<double>::infinity();
        if (s == "-Inf") return -std::numeric_limits<double>::infinity();
        char* end = nullptr;
        double d = std::strtod(s.c_str(), &end);
        if (end == s.c_str() || *end != '\0') return std::nullopt;
        return d;
    }
    case simdjson::dom::element_type::OBJECT: {
        if (auto i = intValue(v)) return double(*i);
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::optional<std::int64_t> intField(simdjson::dom::element obj, std::string_view key) {
    simdjson::dom::element v;
    if (obj.at_key(key).get(v)) return std::nullopt;
    return intValue(v);
}

std::optional<std::string> stringOrList(simdjson::dom::element v) {
    if (v.type() == simdjson::dom::element_type::STRING) return std::string(v.get_string().value_unsafe());
    if (v.type() == simdjson::dom::element_type::ARRAY) {
        std::string out;
        simdjson::dom::array items;
        if (v.get_array().get(items)) return std::nullopt;
        for (simdjson::dom::element e : items) {
            std::string_view s;
            if (e.get_string().get(s)) continue;
            if (!out.empty()) out += ',';
            out += s;
        }
        return out;
    }
    return std::nullopt;
}

TimeNs timeValue(simdjson::dom::element v) {
    if (v.type() == simdjson::dom::element_type::STRING) {
        auto pt = parseTimeString(v.get_string().value_unsafe());
        return pt ? pt->time : kNoTime;
    }
    if (v.type() == simdjson::dom::element_type::DOUBLE) return epochNumberToNs(v.get_double().value_unsafe());
    if (auto i = intValue(v)) {
        const std::int64_t n = *i;
        if (n <= 0) return kNoTime;                                                  // Slurm uses 0 for "not set"
        const std::int64_t unit = n < 100'000'000'000LL           ? 1'000'000'000LL  // seconds
                                  : n < 100'000'000'000'000LL     ? 1'000'000LL      // milliseconds
                                  : n < 100'000'000'000'000'000LL ? 1'000LL          // microseconds
                                                                  : 1LL;             // nanoseconds
        TimeNs t = kNoTime;
        return __builtin_mul_overflow(n, unit, &t) ? kNoTime : t;  // past 2262: no time
    }
    return kNoTime;
}

TimeNs timeField(simdjson::dom::element obj, std::string_view key) {
    simdjson::dom::element v;
    if (obj.at_key(key).get(v)) return kNoTime;
    return timeValue(v);
}

}  // namespace aw

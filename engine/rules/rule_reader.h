// Reading one rule's JSON: typed field access that collects every problem, each naming the
// rule file and the line of the value (rule_parser.cpp, action_playbook.cpp).
#pragma once

#include "engine/core/bundle.h"
#include "engine/rules/rule_json.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// Collects the problems of one rule, each naming the file and the line of the value.
class RuleReader {
public:
    RuleReader(std::string_view fileName, std::vector<Problem>& problems) : fileName_(fileName), problems_(problems) {}

    bool ok() const { return errors_ == 0; }

    void error(const JsonValue& at, const std::string& message) {
        add(at.line, Severity::Error, message);
        ++errors_;
    }
    void warning(const JsonValue& at, const std::string& message) { add(at.line, Severity::Warning, message); }

    const JsonValue* string(const JsonValue& obj, std::string_view key, bool required) {
        const JsonValue* v = obj.find(key);
        if (!v) {
            if (required) error(obj, ruleName_ + "missing \"" + std::string(key) + "\"");
            return nullptr;
        }
        if (!v->isString()) {
            error(*v, ruleName_ + "\"" + std::string(key) + "\" must be a string");
            return nullptr;
        }
        return v;
    }

    std::optional<double> number(const JsonValue& obj, std::string_view key) {
        const JsonValue* v = obj.find(key);
        if (!v) return std::nullopt;
        if (!v->isNumber()) {
            error(*v, ruleName_ + "\"" + std::string(key) + "\" must be a number");
            return std::nullopt;
        }
        return v->number;
    }

    // A whole number in [lo, hi]; anything else is an error (and no value: a double far out
    // of an int's range must never be cast to one).
    std::optional<int> integer(const JsonValue& obj, std::string_view key, int lo, int hi) {
        const std::optional<double> v = number(obj, key);
        if (!v) return std::nullopt;
        if (!(*v >= lo && *v <= hi) || *v != static_cast<double>(static_cast<int>(*v))) {
            error(*obj.find(key), ruleName_ + "\"" + std::string(key) + "\" must be a whole number from " +
                                      std::to_string(lo) + " to " + std::to_string(hi));
            return std::nullopt;
        }
        return static_cast<int>(*v);
    }

    std::vector<std::string> strings(const JsonValue& obj, std::string_view key) {
        std::vector<std::string> out;
        const JsonValue* v = obj.find(key);
        if (!v) return out;
        if (v->isString()) {
            out.push_back(v->string);
            return out;
        }
        if (!v->isArray()) {
            error(*v, ruleName_ + "\"" + std::string(key) + "\" must be a list of strings");
            return out;
        }
        for (const auto& item : v->items) {
            if (item.isString()) out.push_back(item.string);
            else error(item, ruleName_ + "\"" + std::string(key) + "\" must hold strings only");
        }
        return out;
    }

    void checkKeys(const JsonValue& obj, std::initializer_list<std::string_view> known, std::string_view where) {
        for (const auto& [key, value] : obj.members) {
            if (std::find(known.begin(), known.end(), key) == known.end())
                warning(value, ruleName_ + "unknown field \"" + key + "\" in " + std::string(where) + " (ignored)");
        }
    }

    void setRule(const std::string& id) { ruleName_ = id.empty() ? "" : "rule " + id + ": "; }
    const std::string& prefix() const { return ruleName_; }

private:
    void add(std::uint32_t line, Severity severity, const std::string& message) {
        problems_.push_back(Problem{std::string(fileName_), line, severity, message});
    }
    std::string_view fileName_;
    std::vector<Problem>& problems_;
    std::string ruleName_;
    int errors_ = 0;
};

}  // namespace aw

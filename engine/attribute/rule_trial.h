// Trying one extractor on one line (or one metric series), outside a bundle: what the
// catalog tests and the rules view use to check a rule against its own examples.
#pragma once

#include "engine/rules/rule_catalog.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aw {

// An extractor tried on one line (or one metric series) exactly as the engine runs it:
// for rule authors, the rules view and the catalog tests.
struct RuleTrial {
    bool valid = false;  // the rule parsed and its patterns compiled
    bool matched = false;
    std::uint32_t begin = 0;  // span of the match in the line
    std::uint32_t end = 0;
    std::vector<std::pair<std::string, std::string>> captures;  // named captures (metric: the value)
    std::string member;  // a family's rule: the member the line names (rule_family.h)
    std::string error;   // why the rule is not valid, or a capture/title problem
};
RuleTrial tryRule(const Rule& rule, std::string_view text);
RuleTrial tryMetricRule(const Rule& rule, const std::vector<double>& values);

// The same for many lines of one rule: its definition is read and its regexes compiled once
// (a family's rule is built from hundreds of members).
class RuleTrier {
public:
    explicit RuleTrier(const Rule& rule);
    ~RuleTrier();
    RuleTrier(const RuleTrier&) = delete;
    RuleTrier& operator=(const RuleTrier&) = delete;
    RuleTrial tryLine(std::string_view text) const;

private:
    struct Compiled;
    std::unique_ptr<Compiled> compiled_;
};

}  // namespace aw

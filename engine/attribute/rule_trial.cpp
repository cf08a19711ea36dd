#include "engine/attribute/rule_trial.h"

#include "engine/attribute/extract_phase.h"
#include "engine/attribute/metric_rules.h"
#include "engine/rules/rule_parser.h"

#include <re2/re2.h>

#include <optional>

namespace aw {

namespace {

// Checks the captures the engine interprets and the title's placeholders.
// The placeholders of `title` that are neither a named capture of the rule nor always known.
std::string checkTitle(const RuleSpec& spec, const std::string& title, const RE2* re) {
    for (std::size_t i = title.find('{'); i != std::string::npos; i = title.find('{', i + 1)) {
        const std::size_t close = title.find('}', i);
        if (close == std::string::npos) return "unclosed '{' in the title";
        const std::string name = title.substr(i + 1, close - i - 1);
        if (name == "node" || name == "gpu" || name == spec.valueCapture || name == "metric") continue;
        if (!re || !re->NamedCapturingGroups().count(name))
            return "title placeholder {" + name + "} is not a named capture of the rule";
    }
    return {};
}

std::string checkCaptures(const RuleSpec& spec, const RuleTrial& trial, const RE2* re) {
    for (const auto& [name, value] : trial.captures)
        if ((name == "gpu" || name == "rank") && captureAsInt(value) < 0)
            return "capture '" + name + "' is not a number: '" + value + "'";
    if (!spec.family) return checkTitle(spec, spec.title, re);
    for (const FamilyMember& m : spec.family->members)
        if (std::string error = checkTitle(spec, m.title, re); !error.empty()) return "member " + m.name + ": " + error;
    return {};
}

}  // namespace

struct RuleTrier::Compiled {
    std::optional<RuleSpec> spec;
    std::string error;  // why the rule cannot be tried
    std::unique_ptr<RE2> re;
    std::unique_ptr<RE2> unless;
};

RuleTrier::RuleTrier(const Rule& rule) : compiled_(std::make_unique<Compiled>()) {
    Compiled& c = *compiled_;
    std::vector<Problem> problems;
    c.spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
    if (!c.spec || c.spec->regex.empty()) {
        c.error = problems.empty() ? "not a regex extractor" : problems.front().message;
        c.spec.reset();
        return;
    }
    RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_case_sensitive(!c.spec->ignoreCase);
    c.re = std::make_unique<RE2>(c.spec->regex, opts);
    if (!c.re->ok()) c.error = c.re->error();
    if (!c.spec->unless.empty()) c.unless = std::make_unique<RE2>(c.spec->unless, opts);
}

RuleTrier::~RuleTrier() = default;

RuleTrial RuleTrier::tryLine(std::string_view text) const {
    const Compiled& c = *compiled_;
    RuleTrial trial;
    if (!c.spec || !c.error.empty()) {
        trial.error = c.error;
        return trial;
    }
    const RuleSpec& spec = *c.spec;
    const RE2& re = *c.re;
    trial.valid = true;
    std::vector<re2::StringPiece> groups(static_cast<std::size_t>(re.NumberOfCapturingGroups()) + 1);
    const re2::StringPiece piece(text.data(), text.size());
    if (!re.Match(piece, 0, piece.size(), RE2::UNANCHORED, groups.data(), static_cast<int>(groups.size())) ||
        (c.unless && RE2::PartialMatch(piece, *c.unless))) {
        trial.error = checkCaptures(spec, trial, &re);
        return trial;
    }
    trial.matched = true;
    trial.begin = static_cast<std::uint32_t>(groups[0].data() - text.data());
    trial.end = trial.begin + static_cast<std::uint32_t>(groups[0].size());
    for (const auto& [name, index] : re.NamedCapturingGroups()) {
        const auto& g = groups[static_cast<std::size_t>(index)];
        if (!g.empty()) trial.captures.emplace_back(name, std::string(g.data(), g.size()));
    }
    trial.error = checkCaptures(spec, trial, &re);
    if (spec.family) {
        std::vector<std::pair<std::string_view, std::string_view>> named;
        for (const auto& [name, value] : trial.captures) named.emplace_back(name, value);
        const int m = spec.family->memberOf(named);
        if (m >= 0) trial.member = spec.family->members[static_cast<std::size_t>(m)].name;
        else if (trial.error.empty()) trial.error = "the match names no member of the family";
    }
    return trial;
}

RuleTrial tryRule(const Rule& rule, std::string_view text) {
    return RuleTrier(rule).tryLine(text);
}

RuleTrial tryMetricRule(const Rule& rule, const std::vector<double>& values) {
    RuleTrial trial;
    std::vector<Problem> problems;
    auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
    if (!spec || spec->metric.empty()) {
        trial.error = problems.empty() ? "not a metric extractor" : problems.front().message;
        return trial;
    }
    trial.valid = true;
    const auto firing = firingSamples(*spec, values);
    if (!firing.empty()) {
        trial.matched = true;
        trial.captures.emplace_back(spec->valueCapture, formatMetricValue(values[firing.front()]));
    }
    trial.error = checkCaptures(*spec, trial, nullptr);
    return trial;
}

}  // namespace aw

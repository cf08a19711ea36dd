#include "engine/attribute/rule_trial.h"

#include "engine/attribute/extract_phase.h"
#include "engine/attribute/metric_rules.h"
#include "engine/rules/rule_parser.h"

#include <re2/re2.h>

namespace aw {

namespace {

// Checks the captures the engine interprets and the title's placeholders.
std::string checkCaptures(const RuleSpec& spec, const RuleTrial& trial, const RE2* re) {
    for (const auto& [name, value] : trial.captures)
        if ((name == "gpu" || name == "rank") && captureAsInt(value) < 0)
            return "capture '" + name + "' is not a number: '" + value + "'";
    for (std::size_t i = spec.title.find('{'); i != std::string::npos; i = spec.title.find('{', i + 1)) {
        const std::size_t close = spec.title.find('}', i);
        if (close == std::string::npos) return "unclosed '{' in the title";
        const std::string name = spec.title.substr(i + 1, close - i - 1);
        if (name == "node" || name == "gpu" || name == spec.valueCapture || name == "metric") continue;
        if (!re || !re->NamedCapturingGroups().count(name))
            return "title placeholder {" + name + "} is not a named capture of the rule";
    }
    return {};
}

}  // namespace

RuleTrial tryRule(const Rule& rule, std::string_view text) {
    RuleTrial trial;
    std::vector<Problem> problems;
    auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
    if (!spec || spec->regex.empty()) {
        trial.error = problems.empty() ? "not a regex extractor" : problems.front().message;
        return trial;
    }
    RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_case_sensitive(!spec->ignoreCase);
    RE2 re(spec->regex, opts);
    if (!re.ok()) {
        trial.error = re.error();
        return trial;
    }
    trial.valid = true;
    std::vector<re2::StringPiece> groups(static_cast<std::size_t>(re.NumberOfCapturingGroups()) + 1);
    const re2::StringPiece piece(text.data(), text.size());
    if (!re.Match(piece, 0, piece.size(), RE2::UNANCHORED, groups.data(), static_cast<int>(groups.size()))) {
        trial.error = checkCaptures(*spec, trial, &re);
        return trial;
    }
    if (!spec->unless.empty()) {
        RE2 unless(spec->unless, opts);
        if (RE2::PartialMatch(piece, unless)) {
            trial.error = checkCaptures(*spec, trial, &re);
            return trial;
        }
    }
    trial.matched = true;
    trial.begin = static_cast<std::uint32_t>(groups[0].data() - text.data());
    trial.end = trial.begin + static_cast<std::uint32_t>(groups[0].size());
    for (const auto& [name, index] : re.NamedCapturingGroups()) {
        const auto& g = groups[static_cast<std::size_t>(index)];
        if (!g.empty()) trial.captures.emplace_back(name, std::string(g.data(), g.size()));
    }
    trial.error = checkCaptures(*spec, trial, &re);
    return trial;
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

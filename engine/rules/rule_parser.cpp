#include "engine/rules/rule_parser.h"

#include "engine/rules/rule_reader.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <mutex>

namespace aw {

const char* toString(Role role) {
    switch (role) {
    case Role::Root: return "root";
    case Role::Cascade: return "cascade";
    case Role::Context: return "context";
    case Role::Benign: return "benign";
    }
    return "context";
}

bool symptomMatches(std::string_view pattern, std::string_view symptom) {
    if (pattern == "*") return true;
    if (!pattern.empty() && pattern.back() == '*') {
        pattern.remove_suffix(1);
        return symptom.substr(0, pattern.size()) == pattern;
    }
    return pattern == symptom;
}

bool symptomMatchesAny(const std::vector<std::string>& patterns, std::string_view symptom) {
    return std::any_of(patterns.begin(), patterns.end(),
                       [&](const std::string& p) { return symptomMatches(p, symptom); });
}

std::optional<Outcome> parseOutcome(std::string_view s) {
    for (auto k : {Outcome::GpuHardware, Outcome::GpuSoftware, Outcome::Network, Outcome::Storage, Outcome::Host,
                   Outcome::Infrastructure, Outcome::Application, Outcome::User, Outcome::Hang, Outcome::Unknown})
        if (s == toString(k)) return k;
    return std::nullopt;
}

std::optional<SourceKind> parseSource(std::string_view s) {
    for (auto k : {SourceKind::AppLog, SourceKind::Kernel, SourceKind::Metrics, SourceKind::Scheduler,
                   SourceKind::Cloud, SourceKind::FlightRecorder, SourceKind::Manifest, SourceKind::Other})
        if (s == toString(k)) return k;
    return std::nullopt;
}

std::optional<EventKind> parseKind(std::string_view s) {
    for (auto k : {EventKind::BadNode, EventKind::InterestingNode, EventKind::Job})
        if (s == toString(k)) return k;
    return std::nullopt;
}

std::optional<Severity> parseSeverity(std::string_view s) {
    for (auto k : {Severity::Info, Severity::Warning, Severity::Error})
        if (s == toString(k)) return k;
    return std::nullopt;
}

std::optional<Scope> parseScope(std::string_view s) {
    for (auto k : {Scope::Node, Scope::Gpu, Scope::Link, Scope::Job, Scope::Service})
        if (s == toString(k)) return k;
    return std::nullopt;
}

std::optional<Role> parseRole(std::string_view s) {
    for (auto k : {Role::Root, Role::Cascade, Role::Context, Role::Benign})
        if (s == toString(k)) return k;
    return std::nullopt;
}

bool validId(std::string_view id) {
    if (id.empty()) return false;
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

namespace {

std::optional<EventClass> parseClass(std::string_view s) {
    for (auto k : {EventClass::RootCause, EventClass::Contributing, EventClass::Symptom, EventClass::Noise})
        if (s == toString(k)) return k;
    return std::nullopt;
}

struct TypeEntry {
    Phase phase;
    std::string_view type;
};
constexpr std::array kTypes{
    TypeEntry{Phase::Filter, "benign"},
    TypeEntry{Phase::Filter, "baseline"},
    TypeEntry{Phase::Filter, "cascade"},
    TypeEntry{Phase::Filter, "broad"},
    TypeEntry{Phase::Filter, "history"},
    TypeEntry{Phase::Filter, "other_job"},
    TypeEntry{Phase::Filter, "outside_job"},
    TypeEntry{Phase::Refiner, "contributing_after_root"},
    TypeEntry{Phase::Refiner, "same_fault"},
    TypeEntry{Phase::Refiner, "fanout_copies"},
    TypeEntry{Phase::Refiner, "same_node_burst"},
    TypeEntry{Phase::Refiner, "demote_weak"},
    TypeEntry{Phase::Refiner, "job_state_after_fault"},
    TypeEntry{Phase::Refiner, "first_appearance"},
    TypeEntry{Phase::Outcome, "broad_event"},
    TypeEntry{Phase::Outcome, "single_root"},
    TypeEntry{Phase::Outcome, "same_collective"},
    TypeEntry{Phase::Outcome, "tied_roots"},
    TypeEntry{Phase::Outcome, "only_generic"},
    TypeEntry{Phase::Outcome, "transport_errors"},
    TypeEntry{Phase::Outcome, "unexplained_exception"},
    TypeEntry{Phase::Outcome, "hang"},
    TypeEntry{Phase::Outcome, "no_failure"},
    TypeEntry{Phase::PostOutcome, "attach_job_state"},
    TypeEntry{Phase::PostOutcome, "demote_leftovers"},
    TypeEntry{Phase::PostOutcome, "unblame_job_faults"},
    TypeEntry{Phase::Collector, "rule_stats"},
    TypeEntry{Phase::Collector, "problems"},
};

constexpr std::array<std::string_view, 4> kSubPhases{"EARLY", "MIDDLE", "LATE", "FINAL"};

std::optional<Phase> parsePhase(std::string_view s) {
    if (s == "extractor") return Phase::Extractor;
    if (s == "filter") return Phase::Filter;
    if (s == "refiner") return Phase::Refiner;
    if (s == "outcome") return Phase::Outcome;
    if (s == "post_outcome") return Phase::PostOutcome;
    if (s == "collector") return Phase::Collector;
    if (s == "action") return Phase::Action;
    return std::nullopt;
}

void readExamples(RuleReader& r, const JsonValue& obj, RuleSpec& spec) {
    const JsonValue* ex = obj.find("examples");
    if (!ex) {
        r.error(obj, r.prefix() + "an extractor needs \"examples\" with \"match\" and \"no_match\"");
        return;
    }
    if (!ex->isObject()) {
        r.error(*ex, r.prefix() + "\"examples\" must be an object");
        return;
    }
    r.checkKeys(*ex, {"match", "no_match"}, "examples");
    auto readList = [&](std::string_view key, std::vector<std::string>& lines,
                        std::vector<std::vector<double>>& series) {
        const JsonValue* list = ex->find(key);
        if (!list) return;
        if (!list->isArray()) {
            r.error(*list, r.prefix() + "examples." + std::string(key) + " must be a list");
            return;
        }
        for (const auto& item : list->items) {
            if (item.isString()) {
                lines.push_back(item.string);
            } else if (item.isArray()) {
                std::vector<double> values;
                for (const auto& n : item.items) {
                    if (n.isNumber()) values.push_back(n.number);
                    else r.error(n, r.prefix() + "a metric example is a list of numbers");
                }
                series.push_back(std::move(values));
            } else {
                r.error(item, r.prefix() + "an example is a line (string) or a metric series (list of numbers)");
            }
        }
    };
    readList("match", spec.examples.match, spec.examples.metricMatch);
    readList("no_match", spec.examples.noMatch, spec.examples.metricNoMatch);
    if (spec.examples.positives() == 0 || spec.examples.negatives() == 0)
        r.error(*ex, r.prefix() + "needs at least one \"match\" and one \"no_match\" example");
}

void readExtractor(RuleReader& r, const JsonValue& obj, RuleSpec& spec) {
    Rule& rule = spec.rule;
    for (const auto& s : r.strings(obj, "sources")) {
        if (auto k = parseSource(s)) rule.sources.push_back(*k);
        else r.error(obj, r.prefix() + "unknown source \"" + s + "\"");
    }
    if (rule.sources.empty()) r.error(obj, r.prefix() + "an extractor needs \"sources\"");

    const JsonValue* match = obj.find("match");
    if (!match || !match->isObject()) {
        r.error(match ? *match : obj, r.prefix() + "an extractor needs a \"match\" object");
    } else {
        r.checkKeys(*match, {"regex", "unless", "ignore_case", "metric", "above", "rise", "below", "value_capture"},
                    "match");
        if (const JsonValue* v = r.string(*match, "regex", false)) spec.regex = v->string;
        if (const JsonValue* v = r.string(*match, "unless", false)) spec.unless = v->string;
        if (const JsonValue* v = match->find("ignore_case")) spec.ignoreCase = v->isBool() && v->boolean;
        if (const JsonValue* v = r.string(*match, "metric", false)) spec.metric = v->string;
        spec.above = r.number(*match, "above");
        spec.rise = r.number(*match, "rise");
        spec.below = r.number(*match, "below");
        if (const JsonValue* v = r.string(*match, "value_capture", false)) spec.valueCapture = v->string;
        if (spec.regex.empty() == spec.metric.empty())
            r.error(*match, r.prefix() + "\"match\" needs exactly one of \"regex\" or \"metric\"");
        if (!spec.metric.empty() && !spec.above && !spec.rise && !spec.below)
            r.error(*match, r.prefix() + "a metric rule needs \"above\", \"below\" or \"rise\"");
        if (spec.valueCapture.empty()) spec.valueCapture = "value";
        RE2::Options opts;
        opts.set_log_errors(false);
        opts.set_case_sensitive(!spec.ignoreCase);
        for (const std::string* pattern : {&spec.regex, &spec.unless}) {
            if (pattern->empty()) continue;
            RE2 re(*pattern, opts);
            if (!re.ok()) r.error(*match, r.prefix() + "bad regex \"" + *pattern + "\": " + re.error());
        }
        rule.pattern = spec.regex;
    }

    const JsonValue* emits = obj.find("emits");
    if (!emits || !emits->isObject()) {
        r.error(emits ? *emits : obj, r.prefix() + "an extractor needs an \"emits\" object");
    } else {
        r.checkKeys(*emits,
                    {"kind", "symptom", "title", "severity", "scope", "outcome", "role", "strength", "same_fault"},
                    "emits");
        if (const JsonValue* v = r.string(*emits, "symptom", true)) {
            rule.emitsSymptom = v->string;
            if (!validId(v->string)) r.error(*v, r.prefix() + "a symptom id uses a-z, 0-9 and _ only");
        }
        if (const JsonValue* v = r.string(*emits, "title", true)) spec.title = v->string;
        if (const JsonValue* v = r.string(*emits, "kind", true)) {
            if (auto k = parseKind(v->string)) rule.emitsKind = *k;
            else r.error(*v, r.prefix() + "kind is bad_node, interesting_node or job");
        }
        if (const JsonValue* v = r.string(*emits, "severity", false)) {
            if (auto k = parseSeverity(v->string)) rule.severity = *k;
            else r.error(*v, r.prefix() + "severity is info, warning or error");
        }
        if (const JsonValue* v = r.string(*emits, "scope", false)) {
            if (auto k = parseScope(v->string)) rule.scope = *k;
            else r.error(*v, r.prefix() + "scope is node, gpu, link, job or service");
        }
        if (const JsonValue* v = r.string(*emits, "outcome", false)) {
            if (auto k = parseOutcome(v->string)) rule.outcome = *k;
            else r.error(*v, r.prefix() + "unknown outcome \"" + v->string + "\"");
        }
        if (const JsonValue* v = r.string(*emits, "role", true)) {
            if (auto k = parseRole(v->string)) spec.role = *k;
            else r.error(*v, r.prefix() + "role is root, cascade, context or benign");
        }
        if (auto s = r.integer(*emits, "strength", 0, 100)) spec.strength = *s;
        if (const JsonValue* v = r.string(*emits, "same_fault", false)) {
            spec.sameFault = v->string;
            if (!validId(v->string)) r.error(*v, r.prefix() + "a same_fault key uses a-z, 0-9 and _ only");
        }
    }
    if (const JsonValue* v = obj.find("fallback")) spec.fallback = v->isBool() && v->boolean;
    readExamples(r, obj, spec);
}

void readCondition(RuleReader& r, const JsonValue& obj, RuleSpec& spec) {
    RuleCondition& c = spec.condition;
    const JsonValue* cond = obj.find("condition");
    if (cond && !cond->isObject()) {
        r.error(*cond, r.prefix() + "\"condition\" must be an object");
        return;
    }
    if (cond) {
        r.checkKeys(*cond,
                    {"symptoms", "except_symptoms", "roles", "kinds", "window_s", "skew_s", "min_strength",
                     "strong_strength", "max_nodes", "min_nodes", "node_fraction", "max_severity", "high_strength",
                     "medium_strength", "capture", "outcomes"},
                    "condition");
        c.symptoms = r.strings(*cond, "symptoms");
        c.exceptSymptoms = r.strings(*cond, "except_symptoms");
        for (const auto& s : r.strings(*cond, "roles")) {
            if (auto k = parseRole(s)) c.roles.push_back(*k);
            else r.error(*cond, r.prefix() + "unknown role \"" + s + "\"");
        }
        for (const auto& s : r.strings(*cond, "kinds")) {
            if (auto k = parseKind(s)) c.kinds.push_back(*k);
            else r.error(*cond, r.prefix() + "unknown kind \"" + s + "\"");
        }
        if (auto v = r.number(*cond, "window_s")) c.windowSeconds = *v;
        if (auto v = r.number(*cond, "skew_s")) c.skewSeconds = *v;
        constexpr int kMostNodes = 1'000'000;
        if (auto v = r.integer(*cond, "min_strength", 0, 100)) c.minStrength = *v;
        if (auto v = r.integer(*cond, "strong_strength", 0, 100)) c.strongStrength = *v;
        if (auto v = r.integer(*cond, "max_nodes", 0, kMostNodes)) c.maxNodes = *v;
        if (auto v = r.integer(*cond, "min_nodes", 0, kMostNodes)) c.minNodes = *v;
        if (auto v = r.number(*cond, "node_fraction")) c.nodeFraction = *v;
        if (auto v = r.integer(*cond, "high_strength", 0, 100)) c.highStrength = *v;
        if (auto v = r.integer(*cond, "medium_strength", 0, 100)) c.mediumStrength = *v;
        if (const JsonValue* v = r.string(*cond, "capture", false)) c.capture = v->string;
        for (const auto& s : r.strings(*cond, "outcomes")) {
            if (auto o = parseOutcome(s)) c.outcomes.push_back(*o);
            else r.error(*cond, r.prefix() + "unknown outcome \"" + s + "\"");
        }
        if (const JsonValue* v = r.string(*cond, "max_severity", false)) {
            if (auto k = parseSeverity(v->string)) c.maxSeverity = *k;
            else r.error(*v, r.prefix() + "max_severity is info, warning or error");
        }
    }
    if (const JsonValue* decides = obj.find("decides")) {
        if (!decides->isObject()) {
            r.error(*decides, r.prefix() + "\"decides\" must be an object");
        } else if (const JsonValue* v = r.string(*decides, "class", false)) {
            if (auto k = parseClass(v->string)) c.setClass = *k;
            else r.error(*v, r.prefix() + "class is root_cause, contributing, symptom or noise");
        }
    }
}

std::optional<RuleSpec> readRule(RuleReader& r, const JsonValue& obj, std::string_view fileName,
                                 std::string_view fileText) {
    if (!obj.isObject()) {
        r.error(obj, "a rule must be a JSON object");
        return std::nullopt;
    }
    RuleSpec spec;
    spec.line = obj.line;
    Rule& rule = spec.rule;
    rule.sourceFile = std::string(fileName);
    rule.definitionJson = std::string(fileText.substr(obj.begin, obj.end - obj.begin));
    r.setRule("");
    if (const JsonValue* v = r.string(obj, "id", true)) {
        rule.id = v->string;
        if (!validId(rule.id)) r.error(*v, "rule id \"" + rule.id + "\" must use a-z, 0-9 and _ only");
    }
    r.setRule(rule.id);
    if (const JsonValue* v = r.string(obj, "description", true)) rule.description = v->string;
    if (obj.find("family")) {
        rule.phase = Phase::Extractor;
        readFamily(r, obj, spec);
        if (!r.ok()) return std::nullopt;
        return spec;
    }
    const JsonValue* phase = r.string(obj, "phase", true);
    if (!phase) return std::nullopt;
    auto p = parsePhase(phase->string);
    if (!p) {
        r.error(*phase, r.prefix() + "unknown phase \"" + phase->string +
                            "\" (extractor, filter, refiner, outcome, post_outcome, collector, action)");
        return std::nullopt;
    }
    rule.phase = *p;
    if (rule.phase == Phase::Extractor) {
        r.checkKeys(obj, {"id", "phase", "description", "sources", "match", "emits", "examples", "fallback"},
                    "the rule");
        readExtractor(r, obj, spec);
    } else if (rule.phase == Phase::Action) {
        r.checkKeys(
            obj, {"id", "phase", "description", "reference", "when", "adds", "replaces", "job", "actions", "history"},
            "the rule");
        readActionPlaybook(r, obj, spec.playbook);
    } else {
        r.checkKeys(obj, {"id", "phase", "sub_phase", "description", "type", "condition", "decides"}, "the rule");
        if (const JsonValue* v = r.string(obj, "type", true)) {
            spec.type = v->string;
            if (!isKnownRuleType(rule.phase, spec.type))
                r.error(*v, r.prefix() + "unknown " + toString(rule.phase) + " type \"" + spec.type + "\"");
        }
        if (rule.phase == Phase::Refiner) {
            if (const JsonValue* v = r.string(obj, "sub_phase", true)) {
                rule.subPhase = v->string;
                if (std::find(kSubPhases.begin(), kSubPhases.end(), rule.subPhase) == kSubPhases.end())
                    r.error(*v, r.prefix() + "sub_phase is EARLY, MIDDLE, LATE or FINAL");
            }
        } else if (rule.phase == Phase::PostOutcome) {
            rule.subPhase = "POST_OUTCOME";
        }
        readCondition(r, obj, spec);
    }
    if (!r.ok()) return std::nullopt;
    return spec;
}

}  // namespace

bool isKnownRuleType(Phase phase, std::string_view type) {
    return std::any_of(kTypes.begin(), kTypes.end(),
                       [&](const TypeEntry& e) { return e.phase == phase && e.type == type; });
}

std::string parseRuleFile(std::string_view fileName, std::string_view text, std::vector<RuleSpec>& out,
                          std::vector<Problem>& problems) {
    JsonError err;
    auto doc = parseJson(text, err);
    if (!doc) {
        problems.push_back(Problem{std::string(fileName), err.line, Severity::Error, err.message});
        return {};
    }
    RuleReader file(fileName, problems);
    if (!doc->isObject()) {
        file.error(*doc, "a rule file is an object with a \"rules\" list");
        return {};
    }
    if (doc->find("family")) {
        // A family file is one rule, built from its members (rule_family.h).
        const std::string_view definition = text.substr(doc->begin, doc->end - doc->begin);
        if (auto spec = parseRuleDefinition(definition, fileName, problems)) out.push_back(std::move(*spec));
        return {};
    }
    file.checkKeys(*doc, {"catalog_version", "description", "rules"}, "the file");
    std::string version;
    if (const JsonValue* v = file.string(*doc, "catalog_version", false)) version = v->string;
    const JsonValue* rules = doc->find("rules");
    if (!rules || !rules->isArray()) {
        file.error(rules ? *rules : *doc, "a rule file needs a \"rules\" list");
        return version;
    }
    for (const auto& item : rules->items) {
        RuleReader r(fileName, problems);
        if (auto spec = readRule(r, item, fileName, text)) out.push_back(std::move(*spec));
    }
    return version;
}

namespace {

// Families read once per process: a family's rule is built from hundreds of members, and the
// catalog, every Attributor and every example trial read the same definition again. Only
// definitions that read without problems are kept (bad ones must report theirs each time).
std::optional<RuleSpec> cachedFamily(std::string_view json, std::string_view fileName,
                                     const std::function<std::optional<RuleSpec>()>& read) {
    static std::mutex mutex;
    static std::map<std::pair<std::string, std::string>, RuleSpec> families;
    const auto key = std::make_pair(std::string(fileName), std::string(json));
    {
        std::lock_guard lock(mutex);
        if (const auto it = families.find(key); it != families.end()) return it->second;
    }
    std::optional<RuleSpec> spec = read();
    if (spec && spec->family) {
        std::lock_guard lock(mutex);
        if (families.size() < 64) families.emplace(key, *spec);
    }
    return spec;
}

}  // namespace

std::optional<RuleSpec> parseRuleDefinition(std::string_view json, std::string_view fileName,
                                            std::vector<Problem>& problems) {
    if (json.find("\"family\"") != std::string_view::npos) {
        auto spec = cachedFamily(json, fileName, [&] {
            std::vector<Problem> own;
            auto read = parseRuleDefinitionUncached(json, fileName, own);
            if (!own.empty()) read.reset();  // read again below, reporting its problems
            return read;
        });
        if (spec) return spec;
    }
    return parseRuleDefinitionUncached(json, fileName, problems);
}

std::optional<RuleSpec> parseRuleDefinitionUncached(std::string_view json, std::string_view fileName,
                                                    std::vector<Problem>& problems) {
    JsonError err;
    auto doc = parseJson(json, err);
    if (!doc) {
        problems.push_back(Problem{std::string(fileName), err.line, Severity::Error, err.message});
        return std::nullopt;
    }
    RuleReader r(fileName, problems);
    return readRule(r, *doc, fileName, json);
}

}  // namespace aw

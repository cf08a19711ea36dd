#include "engine/rules/rule_family.h"

#include "engine/rules/rule_parser.h"
#include "engine/rules/rule_reader.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

namespace aw {

namespace {

// Keys of a member that are not fields of it.
constexpr std::string_view kMemberKeys[] = {"outcome", "role",  "strength", "severity", "scope", "kind",
                                            "symptom", "title", "examples", "no_match", "real",  "note"};

bool isMemberKey(std::string_view key) {
    return std::find(std::begin(kMemberKeys), std::end(kMemberKeys), key) != std::end(kMemberKeys);
}

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = lower(c);
    return out;
}

// A field's value as text: strings as written, whole numbers without a fraction.
std::optional<std::string> valueText(const JsonValue& v) {
    if (v.isString()) return v.string;
    if (v.isNumber() && std::isfinite(v.number) && v.number == std::floor(v.number) && std::abs(v.number) < 1e15)
        return std::to_string(static_cast<long long>(v.number));
    return std::nullopt;
}

// Replaces every {field} of `text` whose field the member has by its first value (`slug`:
// as a piece of a symptom id); other braces ({pci}, \d{2}) stay.
std::string fill(const std::string& text, const FamilyMember& m, bool slug) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
        if (close != std::string::npos) {
            const std::string name = text.substr(i + 1, close - i - 1);
            const auto it = m.fields.find(name);
            if (it != m.fields.end() && !it->second.empty()) {
                out += slug ? symptomSlug(it->second.front()) : it->second.front();
                i = close;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

bool hasPlaceholder(const std::string& text, const std::string& field) {
    return text.find("{" + field + "}") != std::string::npos;
}

}  // namespace

struct RuleFamily::Lookup {
    std::unordered_map<std::string, int> byValue;  // text fields: value (lower case when caseless) -> member
    std::unique_ptr<RE2::Set> byPattern;           // pattern fields: the whole capture must match
    std::vector<int> memberOfPattern;
};

RuleFamily::RuleFamily() = default;
RuleFamily::~RuleFamily() = default;

int RuleFamily::memberOf(std::size_t form, std::string_view value) const {
    if (form >= lookups_.size() || form >= forms.size()) return -1;
    const Lookup& l = *lookups_[form];
    if (l.byPattern) {
        std::vector<int> hits;
        if (!l.byPattern->Match(re2::StringPiece(value.data(), value.size()), &hits) || hits.empty()) return -1;
        return l.memberOfPattern[static_cast<std::size_t>(*std::min_element(hits.begin(), hits.end()))];
    }
    const auto it = l.byValue.find(forms[form].ignoreCase ? lowered(value) : std::string(value));
    return it == l.byValue.end() ? -1 : it->second;
}

int RuleFamily::memberOf(const std::vector<std::pair<std::string_view, std::string_view>>& groups) const {
    for (std::size_t f = 0; f < forms.size(); ++f)
        for (const auto& [name, text] : groups)
            if (name == forms[f].capture && !text.empty()) return memberOf(f, text);
    return -1;
}

std::string symptomSlug(std::string_view value) {
    std::string out;
    auto isUpper = [](char c) { return c >= 'A' && c <= 'Z'; };
    auto isLower = [](char c) { return c >= 'a' && c <= 'z'; };
    auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t i = 0; i < value.size() && out.size() < 60; ++i) {
        const char c = value[i];
        if (!isUpper(c) && !isLower(c) && !isDigit(c)) {
            if (!out.empty() && out.back() != '_') out += '_';
            continue;
        }
        // A word starts at an upper-case letter after a lower-case one or a digit
        // (cudaError -> cuda_error), or at the last capital of an acronym (OOMKilled -> oom_killed).
        if (isUpper(c) && i > 0 && !out.empty() && out.back() != '_') {
            const char prev = value[i - 1];
            const bool acronymEnds = isUpper(prev) && i + 1 < value.size() && isLower(value[i + 1]);
            if (isLower(prev) || isDigit(prev) || acronymEnds) out += '_';
        }
        out += lower(c);
    }
    while (!out.empty() && out.back() == '_') out.pop_back();
    return out;
}

namespace {

// The family-wide emits: what members inherit unless they say otherwise.
struct FamilyEmits {
    std::string symptom;
    std::string title;
    EventKind kind = EventKind::BadNode;
    Severity severity = Severity::Error;
    Scope scope = Scope::Node;
};

void readEmitsFields(RuleReader& r, const JsonValue& obj, EventKind& kind, Severity& severity, Scope& scope) {
    if (const JsonValue* v = r.string(obj, "kind", false)) {
        if (auto k = parseKind(v->string)) kind = *k;
        else r.error(*v, r.prefix() + "kind is bad_node, interesting_node or job");
    }
    if (const JsonValue* v = r.string(obj, "severity", false)) {
        if (auto k = parseSeverity(v->string)) severity = *k;
        else r.error(*v, r.prefix() + "severity is info, warning or error");
    }
    if (const JsonValue* v = r.string(obj, "scope", false)) {
        if (auto k = parseScope(v->string)) scope = *k;
        else r.error(*v, r.prefix() + "scope is node, gpu, link, job or service");
    }
}

std::optional<FamilyMember> readMember(RuleReader& r, const JsonValue& obj, const FamilyEmits& emits,
                                       const std::vector<FamilyForm>& forms,
                                       const std::vector<std::string>& formExamples) {
    if (!obj.isObject()) {
        r.error(obj, r.prefix() + "a member is an object");
        return std::nullopt;
    }
    FamilyMember m;
    m.kind = emits.kind;
    m.severity = emits.severity;
    m.scope = emits.scope;
    for (const auto& [key, value] : obj.members) {
        if (isMemberKey(key)) continue;
        std::vector<std::string>& values = m.fields[key];
        if (value.isArray()) {
            for (const auto& item : value.items) {
                if (auto t = valueText(item)) values.push_back(*t);
                else r.error(item, r.prefix() + "field \"" + key + "\" holds strings or whole numbers");
            }
        } else if (auto t = valueText(value)) {
            values.push_back(*t);
        } else {
            r.error(value, r.prefix() + "field \"" + key + "\" is a string, a whole number or a list of them");
        }
    }
    const auto name = m.fields.find("name");
    if (name == m.fields.end() || name->second.empty()) {
        r.error(obj, r.prefix() + "a member needs a \"name\"");
        return std::nullopt;
    }
    m.name = name->second.front();
    const std::string where = r.prefix() + "member " + m.name + ": ";
    if (const JsonValue* v = r.string(obj, "outcome", true)) {
        if (auto o = parseOutcome(v->string)) m.outcome = *o;
        else r.error(*v, where + "unknown outcome \"" + v->string + "\"");
    }
    if (const JsonValue* v = r.string(obj, "role", true)) {
        if (auto k = parseRole(v->string)) m.role = *k;
        else r.error(*v, where + "role is root, cascade, context or benign");
    }
    if (!obj.find("strength")) r.error(obj, where + "missing \"strength\"");
    else if (auto s = r.integer(obj, "strength", 0, 100)) m.strength = *s;
    readEmitsFields(r, obj, m.kind, m.severity, m.scope);
    const JsonValue* symptom = r.string(obj, "symptom", false);
    m.symptom = symptom ? symptom->string : fill(emits.symptom, m, true);
    if (!validId(m.symptom))
        r.error(symptom ? *symptom : obj, where + "symptom \"" + m.symptom + "\" must use a-z, 0-9 and _ only");
    const JsonValue* title = r.string(obj, "title", false);
    m.title = fill(title ? title->string : emits.title, m, false);
    // Its examples: every documented form it has a value for, then its own lines.
    for (std::size_t f = 0; f < forms.size(); ++f) {
        if (formExamples[f].empty() || forms[f].patterns) continue;
        const auto it = m.fields.find(forms[f].field);
        if (it == m.fields.end()) continue;
        for (const std::string& value : std::vector<std::string>(it->second)) {  // each alias too
            FamilyMember one;
            one.fields = m.fields;
            one.fields[forms[f].field] = {value};
            m.examples.push_back(fill(formExamples[f], one, false));
        }
    }
    for (const auto& line : r.strings(obj, "examples")) m.examples.push_back(line);
    if (const JsonValue* real = obj.find("real")) {
        if (!real->isArray()) r.error(*real, where + "\"real\" is a list of {\"line\", \"source\"}");
        else
            for (const auto& item : real->items) {
                const JsonValue* line = item.isObject() ? r.string(item, "line", true) : nullptr;
                const JsonValue* source = item.isObject() ? r.string(item, "source", true) : nullptr;
                if (line && source) m.examples.push_back(line->string);
                else if (!item.isObject()) r.error(item, where + "a real line is {\"line\", \"source\"}");
            }
    }
    m.noMatch = r.strings(obj, "no_match");
    if (m.examples.empty())
        r.error(obj, where + "no example: give its values a form with an \"example\", or lines of its own");
    return m;
}

}  // namespace

void readFamily(RuleReader& r, const JsonValue& obj, RuleSpec& spec) {
    r.checkKeys(obj, {"family", "id", "description", "source", "sources", "emits", "forms", "members", "no_match"},
                "the family");
    auto family = std::make_shared<RuleFamily>();
    Rule& rule = spec.rule;
    if (const JsonValue* v = r.string(obj, "family", true)) family->name = v->string;
    const JsonValue* source = obj.find("source");
    if (!source || !source->isObject() || !source->find("url"))
        r.error(source ? *source : obj,
                r.prefix() + "a family names its authoritative list: \"source\": {\"url\", ...}");
    for (const auto& s : r.strings(obj, "sources")) {
        if (auto k = parseSource(s)) rule.sources.push_back(*k);
        else r.error(obj, r.prefix() + "unknown source \"" + s + "\"");
    }
    if (rule.sources.empty()) r.error(obj, r.prefix() + "a family needs \"sources\"");

    FamilyEmits emits;
    const JsonValue* e = obj.find("emits");
    if (!e || !e->isObject()) {
        r.error(e ? *e : obj, r.prefix() + "a family needs \"emits\": {\"symptom\", \"title\", ...}");
        return;
    }
    r.checkKeys(*e, {"symptom", "title", "kind", "severity", "scope"}, "emits");
    if (const JsonValue* v = r.string(*e, "symptom", true)) emits.symptom = v->string;
    if (const JsonValue* v = r.string(*e, "title", true)) emits.title = v->string;
    readEmitsFields(r, *e, emits.kind, emits.severity, emits.scope);

    // The forms: how logs print a member.
    const JsonValue* forms = obj.find("forms");
    std::vector<std::string> regexes, formExamples;
    if (!forms || !forms->isArray() || forms->items.empty()) {
        r.error(forms ? *forms : obj,
                r.prefix() + "a family needs \"forms\", a list of {\"capture\", \"field\", \"regex\"}");
        return;
    }
    for (const auto& f : forms->items) {
        if (!f.isObject()) {
            r.error(f, r.prefix() + "a form is an object");
            continue;
        }
        r.checkKeys(f, {"capture", "field", "regex", "example", "patterns", "ignore_case", "note"}, "a form");
        FamilyForm form;
        const JsonValue* capture = r.string(f, "capture", true);
        const JsonValue* field = r.string(f, "field", true);
        const JsonValue* regex = r.string(f, "regex", true);
        if (!capture || !field || !regex) continue;
        form.capture = capture->string;
        form.field = field->string;
        if (const JsonValue* v = f.find("patterns")) form.patterns = v->isBool() && v->boolean;
        if (const JsonValue* v = f.find("ignore_case")) form.ignoreCase = v->isBool() && v->boolean;
        if (regex->string.find("(?P<" + form.capture + ">") == std::string::npos)
            r.error(*regex, r.prefix() + "the form's regex has no group (?P<" + form.capture + ">...)");
        if (!hasPlaceholder(regex->string, form.field))
            r.error(*regex, r.prefix() + "the form's regex has no {" + form.field + "} for the members' values");
        const JsonValue* example = r.string(f, "example", false);
        family->forms.push_back(form);
        regexes.push_back(regex->string);
        formExamples.push_back(example ? example->string : "");
    }

    const JsonValue* members = obj.find("members");
    if (!members || !members->isArray() || members->items.empty()) {
        r.error(members ? *members : obj, r.prefix() + "a family needs \"members\"");
        return;
    }
    // Every member is an alternative of one regex, compiled for every analysis: a bound (the
    // largest built-in family, slurmstepd's errors, has 643).
    constexpr std::size_t kMostMembers = 4096;
    if (members->items.size() > kMostMembers) {
        r.error(*members, r.prefix() + "a family holds at most " + std::to_string(kMostMembers) + " members, not " +
                              std::to_string(members->items.size()));
        return;
    }
    std::set<std::string> names;
    for (const auto& item : members->items) {
        auto m = readMember(r, item, emits, family->forms, formExamples);
        if (!m) continue;
        if (!names.insert(m->name).second) {
            r.error(item, r.prefix() + "member " + m->name + " is listed twice");
            continue;
        }
        family->members.push_back(std::move(*m));
    }

    // Each form's regex, its {field} replaced by the values of every member (longest first,
    // so that "No such device or address" is not read as "No such device"), and the lookup
    // from a captured value back to its member.
    RE2::Options check;
    check.set_log_errors(false);
    std::string whole;
    for (std::size_t f = 0; f < family->forms.size(); ++f) {
        const FamilyForm& form = family->forms[f];
        auto lookup = std::make_unique<RuleFamily::Lookup>();
        std::vector<std::string> alternatives;
        RE2::Options setOptions = check;
        setOptions.set_case_sensitive(!form.ignoreCase);
        if (form.patterns) lookup->byPattern = std::make_unique<RE2::Set>(setOptions, RE2::ANCHOR_BOTH);
        for (std::size_t m = 0; m < family->members.size(); ++m) {
            const auto it = family->members[m].fields.find(form.field);
            if (it == family->members[m].fields.end()) continue;
            for (const std::string& value : it->second) {
                if (form.patterns) {
                    std::string error;
                    if (lookup->byPattern->Add(value, &error) < 0) {
                        r.error(obj, r.prefix() + "member " + family->members[m].name + ": bad pattern \"" + value +
                                         "\": " + error);
                        continue;
                    }
                    lookup->memberOfPattern.push_back(static_cast<int>(m));
                    alternatives.push_back(value);
                    continue;
                }
                const std::string key = form.ignoreCase ? lowered(value) : value;
                const auto [at, fresh] = lookup->byValue.emplace(key, static_cast<int>(m));
                if (!fresh && at->second != static_cast<int>(m))
                    r.error(obj, r.prefix() + "\"" + value + "\" (" + form.field + ") names both " +
                                     family->members[static_cast<std::size_t>(at->second)].name + " and " +
                                     family->members[m].name);
                if (fresh) alternatives.push_back(RE2::QuoteMeta(value));
            }
        }
        if (form.patterns && !lookup->byPattern->Compile())
            r.error(obj, r.prefix() + "the patterns of field \"" + form.field + "\" do not compile together");
        std::vector<std::string> values;
        for (const FamilyMember& m : family->members)
            if (const auto it = m.fields.find(form.field); it != m.fields.end())
                values.insert(values.end(), it->second.begin(), it->second.end());
        family->values_.push_back(std::move(values));
        if (alternatives.empty()) {
            r.error(obj, r.prefix() + "no member has a value for the form of field \"" + form.field + "\"");
            family->lookups_.push_back(std::move(lookup));
            family->formRegexes_.emplace_back();
            continue;
        }
        std::stable_sort(alternatives.begin(), alternatives.end(),
                         [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
        std::string alternation = "(?:";
        for (std::size_t k = 0; k < alternatives.size(); ++k) alternation += (k ? "|" : "") + alternatives[k];
        alternation += ")";
        std::string regex = regexes[f];
        const std::string placeholder = "{" + form.field + "}";
        for (std::size_t at = regex.find(placeholder); at != std::string::npos;
             at = regex.find(placeholder, at + alternation.size()))
            regex.replace(at, placeholder.size(), alternation);
        if (form.ignoreCase) regex = "(?i:" + regex + ")";
        whole += (whole.empty() ? "(?:" : "|(?:") + regex + ")";
        family->formRegexes_.push_back(std::move(regex));
        family->lookups_.push_back(std::move(lookup));
    }
    RE2 re(whole, check);
    if (!re.ok()) r.error(*forms, r.prefix() + "the family's regex does not compile: " + re.error());
    spec.regex = whole;
    rule.pattern = whole;

    // What the rule says as a whole (the views' summary); each event says its member's.
    rule.emitsSymptom = emits.symptom;
    rule.emitsKind = emits.kind;
    rule.severity = emits.severity;
    rule.scope = emits.scope;
    spec.title = emits.title;
    spec.role = Role::Context;
    for (const FamilyMember& m : family->members) {
        if (m.strength >= spec.strength) {
            spec.strength = m.strength;
            spec.role = m.role;
            rule.outcome = m.outcome;
        }
        spec.examples.match.insert(spec.examples.match.end(), m.examples.begin(), m.examples.end());
        spec.examples.noMatch.insert(spec.examples.noMatch.end(), m.noMatch.begin(), m.noMatch.end());
    }
    for (const auto& line : r.strings(obj, "no_match")) spec.examples.noMatch.push_back(line);
    if (spec.examples.noMatch.empty()) r.error(obj, r.prefix() + "a family needs near misses: \"no_match\"");
    spec.family = std::move(family);
}

}  // namespace aw

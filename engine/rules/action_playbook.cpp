#include "engine/rules/action_playbook.h"

#include "engine/rules/rule_parser.h"
#include "engine/rules/rule_reader.h"

#include <algorithm>
#include <array>
#include <optional>

namespace aw {
namespace {

constexpr std::array<std::string_view, 5> kAudiences{"job_owner", "operator", "storage_team", "network_team", "vendor"};
constexpr std::array<std::string_view, 3> kUrgencies{"now", "soon", "when_convenient"};
constexpr std::array<std::string_view, 4> kDecisions{"restart", "restart_excluding", "stop", "investigate"};
constexpr std::array<std::string_view, 4> kRecovery{"gpu_reset", "node_reboot", "drain_p2p", "drain_and_reset"};

template <std::size_t N>
bool oneOf(const std::array<std::string_view, N>& list, std::string_view value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

void readWhen(RuleReader& r, const JsonValue& obj, ActionPlaybook& out) {
    const JsonValue* when = obj.find("when");
    if (!when) return;  // always applies: a default
    if (!when->isObject()) {
        r.error(*when, r.prefix() + "\"when\" must be an object");
        return;
    }
    r.checkKeys(*when, {"symptoms", "outcomes", "recovery", "repeat_offender"}, "when");
    out.symptoms = r.strings(*when, "symptoms");
    for (const std::string& s : r.strings(*when, "outcomes")) {
        if (auto o = parseOutcome(s)) out.outcomes.push_back(*o);
        else r.error(*when, r.prefix() + "unknown outcome \"" + s + "\"");
    }
    out.recovery = r.strings(*when, "recovery");
    for (const std::string& s : out.recovery)
        if (!oneOf(kRecovery, s))
            r.error(*when, r.prefix() + "recovery is gpu_reset, node_reboot, drain_p2p or drain_and_reset");
    if (const JsonValue* v = when->find("repeat_offender")) {
        if (v->isBool()) out.repeatOffender = v->boolean;
        else r.error(*v, r.prefix() + "\"repeat_offender\" must be true or false");
    }
}

// A command whose placeholder has no grammar is an error of the rule, not a command that
// quietly never shows.
std::vector<CommandTemplate> readCommands(RuleReader& r, const JsonValue& item, std::string_view key,
                                          CommandScheduler scheduler) {
    std::vector<CommandTemplate> out;
    for (const std::string& text : r.strings(item, key)) {
        std::string error;
        if (auto command = parseCommandTemplate(text, scheduler, error)) out.push_back(std::move(*command));
        else r.error(*item.find(key), r.prefix() + "command \"" + text + "\": " + error);
    }
    return out;
}

void readAction(RuleReader& r, const JsonValue& item, ActionPlaybook& out) {
    if (!item.isObject()) {
        r.error(item, r.prefix() + "an action must be an object");
        return;
    }
    r.checkKeys(item, {"id", "audience", "urgency", "text", "slurm", "kubernetes", "anywhere"}, "an action");
    ActionTemplate a;
    if (const JsonValue* v = r.string(item, "id", true)) a.id = v->string;
    if (const JsonValue* v = r.string(item, "audience", true)) {
        a.audience = v->string;
        if (!isKnownAudience(a.audience))
            r.error(*v, r.prefix() + "audience is job_owner, operator, storage_team, network_team or vendor");
    }
    if (const JsonValue* v = r.string(item, "urgency", true)) {
        a.urgency = v->string;
        if (!isKnownUrgency(a.urgency)) r.error(*v, r.prefix() + "urgency is now, soon or when_convenient");
    }
    if (const JsonValue* v = r.string(item, "text", true)) a.text = v->string;
    a.slurm = readCommands(r, item, "slurm", CommandScheduler::Slurm);
    a.kubernetes = readCommands(r, item, "kubernetes", CommandScheduler::Kubernetes);
    a.anywhere = readCommands(r, item, "anywhere", CommandScheduler::Anywhere);
    out.actions.push_back(std::move(a));
}

// A symptom id or a prefix pattern ("xid_45_*"): what a verdict's symptom can be matched with.
bool symptomPatternShaped(std::string_view s) {
    if (s.ends_with('*')) s.remove_suffix(1);
    return !s.empty() && s.size() <= 80 && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// Seconds from 0 to a year: a value beyond is a mistake, not a window.
std::optional<double> seconds(RuleReader& r, const JsonValue& obj, std::string_view key) {
    const JsonValue* v = obj.find(key);
    if (!v) {
        r.error(obj, r.prefix() + "\"history\" misses \"" + std::string(key) + "\"");
        return std::nullopt;
    }
    const std::optional<double> s = r.number(obj, key);
    if (s && !(*s >= 0 && *s <= 366.0 * 24 * 3600)) {
        r.error(*v, r.prefix() + "\"" + std::string(key) + "\" must be from 0 to 31622400 seconds");
        return std::nullopt;
    }
    return s;
}

void readHistory(RuleReader& r, const JsonValue& obj, const JsonValue& history, ActionPlaybook& out) {
    for (const char* key : {"when", "job", "actions", "adds", "replaces"})
        if (obj.find(key))
            r.error(*obj.find(key), r.prefix() + "a \"history\" rule decides nothing: no \"" + key + "\"");
    if (!history.isObject()) {
        r.error(history, r.prefix() + "\"history\" must be an object");
        return;
    }
    r.checkKeys(history, {"recovery_symptom", "recovery_capture", "not_repeats", "earlier_by_s", "again_after_s"},
                "history");
    FaultHistory h;
    for (const auto& [key, field] :
         {std::pair{"recovery_symptom", &h.recoverySymptom}, {"recovery_capture", &h.recoveryCapture}})
        if (const JsonValue* v = r.string(history, key, true)) {
            *field = v->string;
            if (!symptomPatternShaped(*field) || field->ends_with('*'))
                r.error(*v, r.prefix() + "\"" + key + "\" must be an id (a-z, 0-9, _)");
        }
    h.notRepeats = r.strings(history, "not_repeats");
    for (const std::string& s : h.notRepeats)
        if (!symptomPatternShaped(s))
            r.error(*history.find("not_repeats"),
                    r.prefix() + "\"not_repeats\" holds symptom ids or prefixes (\"xid_45_*\")");
    const auto earlier = seconds(r, history, "earlier_by_s");
    const auto again = seconds(r, history, "again_after_s");
    h.earlierBySeconds = earlier.value_or(0);
    h.againAfterSeconds = again.value_or(0);
    out.history = std::move(h);
}

}  // namespace

bool isKnownAudience(std::string_view audience) {
    return oneOf(kAudiences, audience);
}
bool isKnownUrgency(std::string_view urgency) {
    return oneOf(kUrgencies, urgency);
}
bool isKnownJobDecision(std::string_view decision) {
    return oneOf(kDecisions, decision);
}

void readActionPlaybook(RuleReader& r, const JsonValue& obj, ActionPlaybook& out) {
    if (const JsonValue* history = obj.find("history")) {
        readHistory(r, obj, *history, out);
        return;
    }
    readWhen(r, obj, out);
    if (const JsonValue* v = obj.find("adds")) {
        if (v->isBool()) out.adds = v->boolean;
        else r.error(*v, r.prefix() + "\"adds\" must be true or false");
    }
    out.replaces = r.strings(obj, "replaces");
    if (!out.replaces.empty() && !out.adds) r.error(obj, r.prefix() + "\"replaces\" needs \"adds\": true");
    if (const JsonValue* v = r.string(obj, "reference", false)) out.reference = v->string;
    if (const JsonValue* job = obj.find("job")) {
        if (!job->isObject()) {
            r.error(*job, r.prefix() + "\"job\" must be an object");
        } else {
            r.checkKeys(*job, {"decision", "why"}, "job");
            if (const JsonValue* v = r.string(*job, "decision", true)) {
                out.jobDecision = v->string;
                if (!isKnownJobDecision(out.jobDecision))
                    r.error(*v, r.prefix() + "decision is restart, restart_excluding, stop or investigate");
            }
            if (const JsonValue* v = r.string(*job, "why", true)) out.jobWhy = v->string;
        }
    } else if (!out.adds) {
        r.error(obj, r.prefix() + "missing \"job\" (an action rule that is not \"adds\" decides the job)");
    }
    const JsonValue* actions = obj.find("actions");
    if (!actions || !actions->isArray() || actions->items.empty()) {
        r.error(actions ? *actions : obj, r.prefix() + "\"actions\" must be a non-empty list");
        return;
    }
    for (const JsonValue& item : actions->items) readAction(r, item, out);
}

}  // namespace aw

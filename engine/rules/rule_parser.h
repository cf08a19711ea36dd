// Reads rule files (format: docs/rule-format.md) into the public Rule summary plus the
// engine's full RuleSpec. Every problem names the file and the line of the rule.
#pragma once

#include "engine/rules/action_playbook.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_family.h"
#include "engine/rules/rule_json.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// How an extractor's events take part in attribution (roles as in NVRx's registry).
enum class Role : std::uint8_t {
    Root,     // can start a failure: hardware faults, storage errors, scheduler kills
    Cascade,  // usually a consequence elsewhere: NCCL errors, watchdog timeouts
    Context,  // worth showing, never blamed
    Benign,   // known noise: printed by healthy jobs
};
const char* toString(Role role);

// Parameters of filters, refiners and outcome rules; each type reads the ones it needs.
struct RuleCondition {
    std::vector<std::string> symptoms;  // symptom patterns ("nccl_*" matches a prefix)
    std::vector<std::string> exceptSymptoms;
    std::vector<Role> roles;                   // event roles the rule applies to (empty: any)
    std::vector<EventKind> kinds;              // event kinds the rule applies to (empty: any)
    double windowSeconds = 0;                  // how long after the anchor event
    double skewSeconds = 5;                    // clock-skew tolerance between nodes
    int minStrength = 0;                       // anchors/candidates need at least this strength
    int strongStrength = 0;                    // demote_weak: what counts as a strong fault
    int maxNodes = 16;                         // broad: more nodes than this is a broad event
    int minNodes = 2;                          // baseline: seen on at least this many nodes
    double nodeFraction = 0.5;                 // baseline: and on this share of all nodes
    Severity maxSeverity = Severity::Warning;  // baseline: only events up to this severity
    int highStrength = 80;                     // outcome: strength for high confidence
    int mediumStrength = 50;                   // outcome: strength for medium confidence
    std::string capture;                       // fanout_copies: the capture that identifies one error
    std::vector<Outcome> outcomes;             // unblame_job_faults: the outcomes that blame no node
    EventClass setClass = EventClass::Symptom;
};

struct RuleSpec {
    Rule rule;               // the public summary (id, phase, sources, emits, ...)
    std::uint32_t line = 0;  // line of the rule in its file
    // Extractors.
    std::string regex;   // RE2 syntax, named captures (?P<name>...)
    std::string unless;  // lines that also match this are not hits
    bool ignoreCase = false;
    bool fallback = false;        // fires only when no specific rule matched the same line
    std::string metric;           // metric rules: series __name__
    std::optional<double> above;  // fires on samples > above
    std::optional<double> rise;   // fires when a sample exceeds the previous one by >= rise
    std::optional<double> below;  // fires on samples < below
    std::string valueCapture;     // metric rules: name of the capture holding the value
    std::string title;            // may use {capture} placeholders
    Role role = Role::Context;
    int strength = 0;  // 0..100: how specific and how damning the symptom is
    // Symptoms with the same key are one fault however many sources report it (a time
    // limit in sacct and in slurmstepd's line); the refiner of type same_fault merges them.
    std::string sameFault;
    RuleExampleSet examples;
    // A family's rule (rule_family.h): the member a match names decides what it emits.
    std::shared_ptr<const RuleFamily> family;
    // Filters, refiners, outcome rules, collectors.
    std::string type;
    RuleCondition condition;
    // Action rules.
    ActionPlaybook playbook;
};

// Parses one rule file. Good rules go to `out`; each bad rule becomes a Problem naming
// `fileName` and the rule's line. Returns the catalog_version the file declares, if any.
std::string parseRuleFile(std::string_view fileName, std::string_view text, std::vector<RuleSpec>& out,
                          std::vector<Problem>& problems);

// Parses one rule from its JSON (Rule::definitionJson); nothing if it is not valid. A family
// that read cleanly is read once per process and shared.
std::optional<RuleSpec> parseRuleDefinition(std::string_view json, std::string_view fileName,
                                            std::vector<Problem>& problems);
std::optional<RuleSpec> parseRuleDefinitionUncached(std::string_view json, std::string_view fileName,
                                                    std::vector<Problem>& problems);

// An outcome by its name in rule files and JSON ("gpu_hardware", ...), if it is one.
std::optional<Outcome> parseOutcome(std::string_view s);
// The other names rule files use, each if it is one.
std::optional<SourceKind> parseSource(std::string_view s);
std::optional<EventKind> parseKind(std::string_view s);
std::optional<Severity> parseSeverity(std::string_view s);
std::optional<Scope> parseScope(std::string_view s);
std::optional<Role> parseRole(std::string_view s);
// A rule or symptom id: a-z, 0-9 and _ only.
bool validId(std::string_view id);

// True when `symptom` matches `pattern` ("*" alone: anything; "prefix*": prefix match).
bool symptomMatches(std::string_view pattern, std::string_view symptom);
bool symptomMatchesAny(const std::vector<std::string>& patterns, std::string_view symptom);

// The filter, refiner and outcome types the engine knows, with the phase each belongs to.
bool isKnownRuleType(Phase phase, std::string_view type);

}  // namespace aw

// A family of errors taken whole from the list that defines it (every errno, every
// cudaError_t, every Xid...): one extractor whose regex is built from the members' values
// and the ways logs print them (its forms); the member a line names decides the event's
// symptom, title, outcome, role and strength. Format: docs/rule-format.md "Families".
#pragma once

#include "engine/core/analysis.h"
#include "engine/rules/rule_json.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace re2 {
class RE2;
}

namespace aw {

class RuleReader;
struct RuleSpec;
enum class Role : std::uint8_t;

// One member as its source lists it, with what a line naming it means.
struct FamilyMember {
    std::string name;  // the source's own name: "ENOSPC", "cudaErrorIllegalAddress", "79"
    // Its values by field ("number": {"28"}, "string": {"No space left on device"}); a field
    // may hold several (aliases: EAGAIN and EWOULDBLOCK), the first is the member's own.
    std::map<std::string, std::vector<std::string>> fields;
    std::string symptom;
    std::string title;
    EventKind kind = EventKind::BadNode;
    Severity severity = Severity::Error;
    Scope scope = Scope::Node;
    Outcome outcome = Outcome::Unknown;
    Role role{};
    int strength = 0;
    std::vector<std::string> examples;  // from the forms' examples, then its own and real lines
    std::vector<std::string> noMatch;   // its near misses
};

// One way logs print a member: a regex holding the capture `capture`, in which the
// placeholder {field} stands for every member's value of `field`.
struct FamilyForm {
    std::string capture;
    std::string field;
    bool patterns = false;  // the field's values are regexes (a WARN format's shape), not text
    bool ignoreCase = false;
};

class RuleFamily {
public:
    RuleFamily();
    ~RuleFamily();
    RuleFamily(const RuleFamily&) = delete;
    RuleFamily& operator=(const RuleFamily&) = delete;

    std::string name;
    std::vector<FamilyForm> forms;
    std::vector<FamilyMember> members;

    // Form `form`'s regex with the members' values in place of its {field}, and those values.
    const std::string& formRegex(std::size_t form) const { return formRegexes_.at(form); }
    const std::vector<std::string>& values(std::size_t form) const { return values_.at(form); }

    // The member named by `value`, the text of form `form`'s capture; -1 if none.
    int memberOf(std::size_t form, std::string_view value) const;

    // The member a match names, from the regex's named groups (name, text), empty when a
    // group did not take part; -1 if none.
    int memberOf(const std::vector<std::pair<std::string_view, std::string_view>>& groups) const;

private:
    friend void readFamily(RuleReader& r, const JsonValue& obj, RuleSpec& spec);
    struct Lookup;
    std::vector<std::unique_ptr<Lookup>> lookups_;  // by form
    std::vector<std::string> formRegexes_;
    std::vector<std::vector<std::string>> values_;
};

// Reads a family file's object (it has "family") into `spec`: the rule's regex, emits and
// examples; every problem names the file and the line of the value.
void readFamily(RuleReader& r, const JsonValue& obj, RuleSpec& spec);

// "cudaErrorIllegalAddress" -> "cuda_error_illegal_address", "GPU has fallen off the bus"
// -> "gpu_has_fallen_off_the_bus": a value as a piece of a symptom id.
std::string symptomSlug(std::string_view value);

}  // namespace aw

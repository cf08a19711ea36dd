// The commands of action rules (resources/rules/actions.json) as templates: the rule's own
// text and placeholders, each with the grammar its value must pass before it may stand in a
// command a user pastes into a shell (engine/core/value_grammar.h). The values come from the
// bundle, the job and the cluster's answers, none of them trusted.
//
// A placeholder declares its kind, "{port:unsigned_number}", or takes the kind of its name:
// {node} a host name (a Kubernetes node name in "kubernetes" commands), {nodes} host names,
// {gpu} and {job_id} numbers, {gpu_id} a GPU UUID, bus id or index, {pci} a PCI bus id,
// {uuid} a GPU UUID, {reason} text between double quotes. Other names ({title}, {history},
// the root event's captures) have no kind: a command carries them only with a declared one.
#pragma once

#include "engine/core/value_grammar.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// Whose commands a list holds: the kind of {node} depends on it.
enum class CommandScheduler { Slurm, Kubernetes, Anywhere };

struct CommandPart {
    std::string literal;  // the template's own text, when `name` is empty
    std::string name;     // else the value's name
    ValueKind kind = ValueKind::HostName;
};

struct CommandTemplate {
    std::string text;  // as written in the rule
    std::vector<CommandPart> parts;
};

// The kind a placeholder takes from its name in `scheduler`'s commands, if it has one.
std::optional<ValueKind> placeholderKind(std::string_view name, CommandScheduler scheduler);

// Reads a command template. Returns nullopt, saying why in `error`, for a placeholder with no
// kind or an unknown one, a quoted_text placeholder outside double quotes (its spaces would
// split it into arguments), and a brace that is not closed.
std::optional<CommandTemplate> parseCommandTemplate(std::string_view text, CommandScheduler scheduler,
                                                    std::string& error);

enum class CommandFill {
    Filled,   // every value known and of its grammar
    Missing,  // a value is unknown: nothing to say, the command does not apply
    Refused,  // a value fails its grammar: the command is left out, `why` says which and why
};

// Fills `command` with `values` into `out`. A refused value is quoted in `why` cut to 64
// bytes, its control characters escaped.
CommandFill fillCommand(const CommandTemplate& command, const std::map<std::string, std::string>& values,
                        std::string& out, std::string& why);

}  // namespace aw

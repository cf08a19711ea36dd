// Action rules ("phase": "action", docs/rule-format.md): what to do about a verdict. Each
// names when it applies (the verdict's symptom or outcome, the driver's own recovery action,
// a GPU that failed before), whether the job can restart, and the actions for each audience
// with their commands per scheduler. Placeholders ({node}, {gpu_id}, ...) are filled in by
// the attribution (engine/attribute/action_selection.h); in a command each has a grammar
// (engine/rules/command_template.h).
#pragma once

#include "engine/core/analysis.h"
#include "engine/rules/command_template.h"
#include "engine/rules/rule_json.h"

#include <optional>
#include <string>
#include <vector>

namespace aw {

class RuleReader;

struct ActionTemplate {
    std::string id;
    std::string audience;
    std::string urgency;
    std::string text;
    std::vector<CommandTemplate> slurm;       // commands when the bundle came from Slurm
    std::vector<CommandTemplate> kubernetes;  // from Kubernetes
    std::vector<CommandTemplate> anywhere;    // whatever the scheduler (nvidia-smi on the node, ...)
};

// What counts as a fault's history, for every action rule (the catalog's "history" rule):
// the driver's own recovery action, and the same fault before or again.
struct FaultHistory {
    std::string recoverySymptom;          // the event naming the driver's recovery action (Xid 154)
    std::string recoveryCapture;          // its capture holding the action's words
    std::vector<std::string> notRepeats;  // symptoms that are no earlier fault (a recovery action, a cleanup)
    double earlierBySeconds = 0;          // an earlier fault: at least this long before the root
    double againAfterSeconds = 0;         // the root again at least this long after its first line; 0: never
};

struct ActionPlaybook {
    // When: every listed condition holds (an empty list is no condition).
    std::vector<std::string> symptoms;  // patterns on the verdict's symptom
    std::vector<Outcome> outcomes;
    std::vector<std::string>
        recovery;  // the driver's recovery action (Xid 154): gpu_reset, node_reboot, drain_p2p, drain_and_reset
    bool repeatOffender = false;        // the culprit's GPU (or node) failed before: in the bundle or the fleet
    bool adds = false;                  // adds its actions to the chosen rule's instead of being the choice
    std::vector<std::string> replaces;  // with adds: the chosen rule's actions it makes void ("reset_gpu")
    std::string jobDecision;            // restart, restart_excluding, stop, investigate ("" for adds)
    std::string jobWhy;
    std::string reference;  // where the guidance comes from
    std::vector<ActionTemplate> actions;
    // A "history" rule decides nothing: it holds the catalog's FaultHistory.
    std::optional<FaultHistory> history;
};

// Reads the action-specific fields of `obj` ("when", "job", "actions", "adds", "replaces",
// "reference"), or a history rule's "history".
void readActionPlaybook(RuleReader& r, const JsonValue& obj, ActionPlaybook& out);

// The audiences, urgencies and job decisions an action rule may name.
bool isKnownAudience(std::string_view audience);
bool isKnownUrgency(std::string_view urgency);
bool isKnownJobDecision(std::string_view decision);

}  // namespace aw

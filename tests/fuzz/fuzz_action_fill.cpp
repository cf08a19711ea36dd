// Every command template of the built-in action catalog (resources/rules/actions.json)
// filled with values from the input, as a bundle, a job or a cluster's answer could give
// them: each command is either left out (with a reason when a value failed its grammar) or
// holds only values that pass their grammar, splits into the template's words, and has no
// word starting with '-' where the template has none. Then the whole choice of actions
// (chooseActions) on a verdict whose culprit and root event carry the same values.
#include "tests/fuzz/fuzz_input.h"
#include "engine/attribute/action_selection.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"

#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

const std::vector<aw::RuleSpec>& actionRules() {
    static const std::vector<aw::RuleSpec> specs = [] {
        std::vector<aw::RuleSpec> out;
        std::vector<aw::Problem> problems;
        for (const aw::Rule& rule : aw::builtinCatalog()->rules)
            if (rule.phase == aw::Phase::Action)
                if (auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems))
                    out.push_back(std::move(*spec));
        if (out.empty() || !problems.empty()) __builtin_trap();
        return out;
    }();
    return specs;
}

template <class F>
void forEachCommand(F&& f) {
    for (const aw::RuleSpec& spec : actionRules())
        for (const aw::ActionTemplate& a : spec.playbook.actions)
            for (const auto* list : {&a.slurm, &a.kubernetes, &a.anywhere})
                for (const aw::CommandTemplate& command : *list) f(command);
}

// The words a POSIX shell splits `command` into (quotes kept; enough for these templates).
std::vector<std::string> shellWords(std::string_view command) {
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (char c : command) {
        if (quote) {
            if (c == quote) quote = 0;
            word += c;
        } else if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord) words.push_back(std::move(word));
            word.clear();
            inWord = false;
        } else {
            if (c == '"' || c == '\'') quote = c;
            word += c;
            inWord = true;
        }
    }
    if (inWord) words.push_back(std::move(word));
    return words;
}

// The template's own words that start with '-', cut at their first placeholder:
// "--exclude={node}" -> "--exclude=".
const std::set<std::string>& templateOptions() {
    static const std::set<std::string> options = [] {
        std::set<std::string> out;
        forEachCommand([&](const aw::CommandTemplate& c) {
            for (const std::string& w : shellWords(c.text))
                if (w.starts_with('-')) out.insert(w.substr(0, w.find('{')));
        });
        return out;
    }();
    return options;
}

bool isTemplateOption(const std::string& word) {
    for (const std::string& option : templateOptions())
        if (word == option || (!option.empty() && option.back() == '=' && word.starts_with(option))) return true;
    return false;
}

void checkFilled(const aw::CommandTemplate& command, const std::map<std::string, std::string>& values,
                 const std::string& filled) {
    for (const aw::CommandPart& part : command.parts)
        if (!part.name.empty() && !aw::matchesKind(part.kind, values.at(part.name))) __builtin_trap();
    const auto words = shellWords(filled), templateWords = shellWords(command.text);
    if (words.size() != templateWords.size()) __builtin_trap();  // a value split into more words
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i].starts_with('-') && !templateWords[i].starts_with('-')) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    const std::uint8_t knob = awfuzz::takeByte(text);
    // The values, separated by NUL bytes, go to the placeholders in turn.
    static const char* const kNames[] = {"node", "gpu_id", "job_id", "reason", "pci", "uuid", "gpu", "nodes"};
    std::map<std::string, std::string> values;
    std::size_t n = 0;
    for (std::size_t start = 0; start <= text.size() && n < 16; ++n) {
        std::size_t end = text.find('\0', start);
        if (end == std::string_view::npos) end = text.size();
        values[kNames[n % std::size(kNames)]] = std::string(text.substr(start, end - start));
        start = end + 1;
    }
    forEachCommand([&](const aw::CommandTemplate& command) {
        std::string filled, why;
        switch (aw::fillCommand(command, values, filled, why)) {
        case aw::CommandFill::Filled: checkFilled(command, values, filled); break;
        case aw::CommandFill::Refused:
            if (why.empty() || !filled.empty()) __builtin_trap();
            break;
        case aw::CommandFill::Missing: break;
        }
    });

    // The same values through the attribution's own path: the culprit node, its root event's
    // bus id, UUID and title, the job id; the knob picks the scheduler.
    std::vector<const aw::RuleSpec*> rules;
    for (const aw::RuleSpec& spec : actionRules()) rules.push_back(&spec);
    aw::AttributionState state;
    aw::EventState root;
    root.event.id = 1;
    root.event.node = values["node"];
    root.event.title = values["reason"];
    root.event.captures = {{"pci", values["pci"]}, {"uuid", values["uuid"]}};
    root.event.symptom = (knob & 4) ? "xid_79_gpu_fallen_off_bus" : "xid_48_dbe";
    root.event.outcomeHint = aw::Outcome::GpuHardware;
    state.events.push_back(root);
    state.verdict.outcome = aw::Outcome::GpuHardware;
    state.verdict.symptom = root.event.symptom;
    state.verdict.rootEventId = 1;
    state.verdict.culpritNodes = {values["node"]};
    state.verdict.culpritGpu = knob & 8 ? 3 : -1;
    aw::ActionContext context;
    context.scheduler = knob % 3 == 0 ? "slurm" : knob % 3 == 1 ? "kubernetes" : "";
    context.workload = "slurm-" + values["job_id"];
    aw::chooseActions(rules, state, context);
    for (const aw::Action& a : state.verdict.actions) {
        for (const std::string& command : a.commands)
            for (const std::string& word : shellWords(command))
                if (word.starts_with('-') && !isTemplateOption(word)) __builtin_trap();
        for (const aw::WithheldCommand& w : a.withheld)
            if (w.reason.empty() || w.command.empty()) __builtin_trap();
    }
    return 0;
}

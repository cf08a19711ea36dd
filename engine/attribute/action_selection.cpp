#include "engine/attribute/action_selection.h"

#include "engine/attribute/filter_phase.h"
#include "engine/core/host_list.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace aw {
namespace {

// The driver's recovery action as Xid 154 names it ("GPU Reset Required", "Node Reboot
// Required", "Drain P2P", "Drain and Reset"; some drivers say "OS Reboot"), most severe first.
std::string recoveryKey(std::string_view label) {
    const std::string l = lowerAscii(label);
    if (l.find("reboot") != std::string::npos) return "node_reboot";
    if (l.find("drain and reset") != std::string::npos) return "drain_and_reset";
    if (l.find("reset") != std::string::npos) return "gpu_reset";
    if (l.find("drain") != std::string::npos) return "drain_p2p";
    return {};
}

int recoverySeverity(std::string_view key) {
    if (key == "node_reboot") return 4;
    if (key == "drain_and_reset") return 3;
    if (key == "gpu_reset") return 2;
    if (key == "drain_p2p") return 1;
    return 0;
}

// "PCI:0000:5a:00" and "0000:5a:00.0" -> "0000:5a:00".
std::string pciOf(const Event& e) {
    std::string pci = e.capture("pci");
    if (pci.starts_with("PCI:")) pci.erase(0, 4);
    if (const std::size_t dot = pci.find('.'); dot != std::string::npos) pci.erase(dot);
    return pci;
}

// The bus id as nvidia-smi prints and takes it: "0000:5a:00" -> "00000000:5A:00.0".
std::string nvidiaSmiBusId(std::string pci) {
    if (pci.empty()) return pci;
    if (std::count(pci.begin(), pci.end(), ':') == 2 && pci.find(':') == 4) pci = "0000" + pci;
    if (pci.find('.') == std::string::npos) pci += ".0";
    std::transform(pci.begin(), pci.end(), pci.begin(), [](unsigned char c) { return std::toupper(c); });
    return pci;
}

bool sameDevice(const Event& a, const Event& b) {
    if (a.node != b.node) return false;
    const std::string pa = pciOf(a), pb = pciOf(b);
    if (!pa.empty() && !pb.empty()) return pa == pb;
    if (a.gpu >= 0 && b.gpu >= 0) return a.gpu == b.gpu;
    for (const char* key : {"port", "device", "link"}) {
        const std::string da = a.capture(key), db = b.capture(key);
        if (!da.empty() && !db.empty()) return da == db;
    }
    return true;  // neither names its device: the node
}

}  // namespace

const FaultHistory* faultHistoryOf(const std::vector<const RuleSpec*>& rules) {
    for (const RuleSpec* rule : rules)
        if (rule->playbook.history) return &*rule->playbook.history;
    return nullptr;
}

FaultHistory faultHistoryOf(const RuleCatalog& catalog) {
    std::vector<Problem> problems;
    for (const Rule& rule : catalog.rules)
        if (rule.phase == Phase::Action)
            if (auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
                spec && spec->playbook.history)
                return *spec->playbook.history;
    return {};
}

std::vector<PriorBlame> earlierBlames(const std::string& node, std::int32_t gpu, TimeNs faultTime,
                                      const ActionContext& context, const FaultHistory& history) {
    std::vector<PriorBlame> out;
    const TimeNs before = secondsToNs(history.earlierBySeconds);
    for (const PriorBlame& p : context.priorBlames) {
        if (node.empty() || p.node != node || (p.gpu >= 0 && gpu >= 0 && p.gpu != gpu)) continue;
        if (p.time == kNoTime || faultTime == kNoTime || p.time >= faultTime - before) continue;
        if (!context.workload.empty() && p.workload == context.workload) continue;
        out.push_back(p);
    }
    return out;
}

namespace {

// A drain reason Slurm keeps with the node, from the root event's title: short, plain words
// between the command's double quotes. The title quotes a log, so anything but letters,
// digits and " ._:/,@+=()-" becomes '_' (no quote, '$', '`', '\' or '!' a shell would act on),
// and it does not start with '-'.
std::string drainReason(const std::string& title) {
    std::string reason = title.substr(0, 60);
    for (char& c : reason)
        if (!std::isalnum(static_cast<unsigned char>(c)) &&
            std::string_view(" ._:/,@+=()-").find(c) == std::string_view::npos)
            c = '_';
    if (reason.starts_with('-')) reason[0] = '_';
    return reason + " (attribution)";
}

// What the playbooks are matched against and filled with.
struct Facts {
    const Event* root = nullptr;
    std::string recovery;
    std::vector<const Event*> earlier;     // earlier faults of the same kind on the same device
    std::vector<PriorBlame> blamedBefore;  // earlier jobs of the fleet that blamed it
    std::map<std::string, std::string> values;
};

Facts factsOf(const AttributionState& state, const ActionContext& context, const FaultHistory& history) {
    Facts f;
    const Verdict& v = state.verdict;
    if (v.rootEventId != 0) f.root = &state.at(v.rootEventId).event;
    auto& values = f.values;
    values["symptom"] = v.symptom;
    if (!context.workload.empty()) values["workload"] = context.workload;
    const std::string& w = context.workload;
    const std::string digits = w.starts_with("slurm-") ? w.substr(6) : w;
    if (!digits.empty() && std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c); }))
        values["job_id"] = digits;
    std::string nodes;
    for (const std::string& n : v.culpritNodes) nodes += (nodes.empty() ? "" : ",") + n;
    if (!nodes.empty()) {
        values["nodes"] = nodes;
        values["node"] = v.culpritNodes.front();
    }
    if (!f.root) return f;
    const Event& root = *f.root;
    if (values.count("node") == 0 && !root.node.empty()) values["node"] = root.node;
    values["title"] = root.title;
    for (const auto& [name, value] : root.captures)
        if (!value.empty() && values.count(name) == 0) values[name] = value;
    // The same fault seen by other sources (sacct's record beside the kernel's line): what
    // they captured fills what the root's own line does not say ({req_mem}, {max_rss}).
    for (const auto& s : state.events)
        if (s.event.sameFaultAs == root.id)
            for (const auto& [name, value] : s.event.captures)
                if (!value.empty() && values.count(name) == 0) values[name] = value;
    const std::string pci = pciOf(root);
    if (!pci.empty()) values["pci"] = pci;
    // The root's GPU is the culprit's only when the root was logged on the culprit (a
    // transport error's peer is blamed from a line another node logged).
    const bool rootOnCulprit = v.culpritNodes.empty() || std::find(v.culpritNodes.begin(), v.culpritNodes.end(),
                                                                   root.node) != v.culpritNodes.end();
    const int gpu = v.culpritGpu >= 0 ? v.culpritGpu : rootOnCulprit ? root.gpu : -1;
    if (gpu >= 0) values["gpu"] = std::to_string(gpu);
    // The GPU as nvidia-smi -i takes it: its UUID when the driver printed it for this bus,
    // else the bus id (stable across reboots), else the index.
    std::string uuid, serial;
    for (const auto& s : state.events) {
        const Event& e = s.event;
        if (e.node != root.node || pci.empty() || pciOf(e) != pci) continue;
        if (!e.capture("uuid").empty()) uuid = e.capture("uuid");
        if (!e.capture("serial").empty()) serial = e.capture("serial");
    }
    if (!uuid.empty()) values["uuid"] = uuid;
    if (!serial.empty()) values["serial"] = serial;
    if (!uuid.empty()) values["gpu_id"] = uuid;
    else if (!pci.empty()) values["gpu_id"] = nvidiaSmiBusId(pci);
    else if (gpu >= 0) values["gpu_id"] = std::to_string(gpu);
    const std::string serialNote = serial.empty() ? "" : ", serial " + serial;
    values["gpu_label"] = gpu >= 0 && !pci.empty() ? "GPU " + std::to_string(gpu) + " (PCI " + pci + serialNote + ")"
                          : gpu >= 0               ? "GPU " + std::to_string(gpu)
                          : !pci.empty() ? "the GPU at PCI " + pci + (serial.empty() ? "" : " (serial " + serial + ")")
                                         : "";
    if (values["gpu_label"].empty()) values.erase("gpu_label");
    if (!root.evidence.empty())
        values["evidence"] = root.evidence.front().file + ":" + std::to_string(root.evidence.front().where.line);
    values["reason"] = drainReason(root.title);

    const auto isRecovery = [&](const Event& e) {
        return !history.recoverySymptom.empty() && e.symptom == history.recoverySymptom;
    };
    const TimeNs before = secondsToNs(history.earlierBySeconds), again = secondsToNs(history.againAfterSeconds);
    for (const auto& s : state.events) {
        const Event& e = s.event;
        if (e.id == root.id || !sameDevice(e, root)) continue;
        if (isRecovery(e)) {
            const std::string key = recoveryKey(e.capture(history.recoveryCapture));
            if (recoverySeverity(key) > recoverySeverity(f.recovery)) f.recovery = key;
            continue;
        }
        if (e.outcomeHint != root.outcomeHint || symptomMatchesAny(history.notRepeats, e.symptom)) continue;
        if (e.time != kNoTime && root.time != kNoTime && e.time < root.time - before) f.earlier.push_back(&e);
    }
    if (isRecovery(root)) f.recovery = recoveryKey(root.capture(history.recoveryCapture));
    // The same fault again long after its first line is a repeat too.
    if (f.earlier.empty() && again > 0 && root.count > 1 && root.lastTime != kNoTime &&
        root.lastTime - root.time > again)
        f.earlier.push_back(&root);
    if (!f.earlier.empty()) {
        std::string history;
        for (const Event* e : f.earlier) {
            if (history.size() > 200) break;
            history +=
                (history.empty() ? "" : "; ") + e->title + (e->time != kNoTime ? " at " + formatIsoUtc(e->time) : "");
        }
        values["history"] = history;
        return f;
    }
    // Else earlier jobs of the fleet: the same node, the same GPU when both are known, a job
    // that ended before this fault (this job's own row ends after it).
    // Looked up, not indexed: values["node"] would add an empty node, which commands then
    // print ("scontrol update NodeName= ...") instead of being left out.
    const auto node = values.find("node");
    f.blamedBefore =
        earlierBlames(node == values.end() ? std::string() : node->second, gpu, root.time, context, history);
    if (!f.blamedBefore.empty()) {
        std::string history = "blamed in " + std::to_string(f.blamedBefore.size()) + " earlier job" +
                              (f.blamedBefore.size() == 1 ? "" : "s") + " of the fleet: ";
        for (std::size_t i = 0; i < f.blamedBefore.size() && i < 3; ++i) {
            const PriorBlame& p = f.blamedBefore[f.blamedBefore.size() - 1 - i];  // the latest first
            history += (i ? "; " : "") + (p.workload.empty() ? std::string("a job") : p.workload) + " at " +
                       formatIsoUtc(p.time) + (p.symptom.empty() ? "" : ", " + p.symptom);
        }
        values["history"] = history;
    }
    return f;
}

bool applies(const ActionPlaybook& p, const Verdict& v, const Facts& f) {
    if (p.history) return false;  // the catalog's history: decides nothing
    if (!p.symptoms.empty() && !symptomMatchesAny(p.symptoms, v.symptom)) return false;
    if (!p.outcomes.empty() && std::find(p.outcomes.begin(), p.outcomes.end(), v.outcome) == p.outcomes.end())
        return false;
    if (!p.recovery.empty() && std::find(p.recovery.begin(), p.recovery.end(), f.recovery) == p.recovery.end())
        return false;
    if (p.repeatOffender && f.earlier.empty() && f.blamedBefore.empty()) return false;
    return true;
}

// Words a text may use when a value is unknown (commands with an unknown value are dropped).
std::string fallback(const std::string& name) {
    if (name == "node" || name == "nodes") return "the node that logged it";
    if (name == "gpu_label" || name == "gpu_id" || name == "gpu") return "the GPU";
    if (name == "workload" || name == "job_id") return "the job";
    if (name == "req_mem" || name == "max_rss") return "not in the bundle";
    return "(unknown)";
}

// Replaces {name} in a text (not a command) with its value, or with words when unknown.
std::string fillText(const std::string& text, const std::map<std::string, std::string>& values) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
        if (close == std::string::npos) {
            out += text[i++];
            continue;
        }
        const std::string name = text.substr(i + 1, close - i - 1);
        const auto it = values.find(name);
        out += it != values.end() ? it->second : fallback(name);
        i = close + 1;
    }
    return out;
}

// A catalog text as a message: its template and the values of the names it holds, so a
// view can say the template in another language and fill in the same values.
Message textMessage(const std::string& text, const std::map<std::string, std::string>& values) {
    Message m{"catalog_text", {{"template", text}}};
    for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string::npos) break;
        const std::string name = text.substr(open + 1, close - open - 1);
        const auto it = values.find(name);
        if (it != values.end() && m.arg(name).empty()) m.args.emplace_back(name, it->second);
    }
    return m;
}

int urgencyOrder(const std::string& u) {
    return u == "now" ? 0 : u == "soon" ? 1 : 2;
}

void addActions(const RuleSpec& rule, const Facts& f, const ActionContext& context, std::vector<Action>& out) {
    for (const ActionTemplate& t : rule.playbook.actions) {
        if (std::any_of(out.begin(), out.end(), [&](const Action& a) { return a.id == t.id; })) continue;
        Action a;
        a.id = t.id;
        a.audience = t.audience;
        a.urgency = t.urgency;
        a.rule = rule.rule.id;
        a.text = fillText(t.text, f.values);
        a.message = textMessage(t.text, f.values);
        std::vector<const std::vector<CommandTemplate>*> lists;
        if (context.scheduler != "kubernetes") lists.push_back(&t.slurm);
        if (context.scheduler != "slurm") lists.push_back(&t.kubernetes);
        lists.push_back(&t.anywhere);
        for (const auto* list : lists)
            for (const CommandTemplate& command : *list) {
                std::string filled, why;
                switch (fillCommand(command, f.values, filled, why)) {
                case CommandFill::Filled: a.commands.push_back(std::move(filled)); break;
                case CommandFill::Refused: a.withheld.push_back({command.text, std::move(why)}); break;
                case CommandFill::Missing: break;
                }
            }
        out.push_back(std::move(a));
    }
}

}  // namespace

std::vector<std::string> chooseActions(const std::vector<const RuleSpec*>& rules, AttributionState& state,
                                       const ActionContext& context) {
    Verdict& v = state.verdict;
    const FaultHistory* history = faultHistoryOf(rules);
    const Facts f = factsOf(state, context, history ? *history : FaultHistory{});
    std::vector<std::string> used;
    const RuleSpec* chosen = nullptr;
    for (const RuleSpec* rule : rules)
        if (!rule->playbook.adds && applies(rule->playbook, v, f)) {
            chosen = rule;
            break;
        }
    if (chosen) {
        v.job.decision = chosen->playbook.jobDecision;
        v.job.why = fillText(chosen->playbook.jobWhy, f.values);
        v.job.whyMessage = textMessage(chosen->playbook.jobWhy, f.values);
        addActions(*chosen, f, context, v.actions);
        used.push_back(chosen->rule.id);
    }
    for (const RuleSpec* rule : rules)
        if (rule->playbook.adds && applies(rule->playbook, v, f)) {
            // What it makes void goes first ("reset the GPU" once the GPU must be serviced).
            std::erase_if(v.actions, [&](const Action& a) {
                const auto& replaces = rule->playbook.replaces;
                return std::find(replaces.begin(), replaces.end(), a.id) != replaces.end();
            });
            addActions(*rule, f, context, v.actions);
            used.push_back(rule->rule.id);
        }
    std::stable_sort(v.actions.begin(), v.actions.end(), [](const Action& a, const Action& b) {
        return urgencyOrder(a.urgency) < urgencyOrder(b.urgency);
    });
    return used;
}

void reconsiderActions(const RuleCatalog& catalog, AnalysisResult& result, const ActionContext& context) {
    std::vector<Problem> problems;
    std::vector<RuleSpec> specs;
    for (const Rule& rule : catalog.rules)
        if (auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
            spec && spec->rule.phase == Phase::Action)
            specs.push_back(std::move(*spec));
    std::vector<const RuleSpec*> rules;
    for (const RuleSpec& spec : specs) rules.push_back(&spec);
    AttributionState state;
    for (const Event& e : result.events) state.events.push_back(EventState{e});
    state.verdict = result.verdict;
    state.verdict.actions.clear();
    state.verdict.job = {};
    chooseActions(rules, state, context);
    result.verdict.actions = std::move(state.verdict.actions);
    result.verdict.job = std::move(state.verdict.job);
}

}  // namespace aw

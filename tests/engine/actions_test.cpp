// What to do about a verdict (resources/rules/actions.json, engine/attribute/action_selection.h):
// every outcome and every Xid the NVIDIA catalog resolves has its actions; the driver's own
// recovery action wins; a GPU that failed before escalates to service; unknown collects
// evidence and never blames hardware; commands are the bundle's scheduler's, filled in.
#include "engine/attribute/action_selection.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <algorithm>

using awtest::BundleBuilder;

namespace {

std::vector<aw::RuleSpec> builtinSpecs(aw::Phase phase) {
    std::vector<aw::RuleSpec> specs;
    std::vector<aw::Problem> problems;
    for (const aw::Rule& rule : aw::builtinCatalog()->rules)
        if (rule.phase == phase)
            if (auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems))
                specs.push_back(*spec);
    EXPECT_TRUE(problems.empty());
    return specs;
}

// The built-in action rules, in catalog order.
const std::vector<const aw::RuleSpec*>& builtinActionRules() {
    static const std::vector<aw::RuleSpec> specs = builtinSpecs(aw::Phase::Action);
    static const std::vector<const aw::RuleSpec*> rules = [] {
        std::vector<const aw::RuleSpec*> out;
        for (const auto& s : specs) out.push_back(&s);
        return out;
    }();
    return rules;
}

// The actions chosen for a verdict of `outcome` and `symptom` with no events behind it.
aw::Verdict actionsFor(aw::Outcome outcome, const std::string& symptom, std::vector<std::string>* used = nullptr) {
    const std::vector<const aw::RuleSpec*>& rules = builtinActionRules();
    aw::AttributionState state;
    state.verdict.outcome = outcome;
    state.verdict.symptom = symptom;
    const auto chosen = aw::chooseActions(rules, state, {"slurm", ""});
    if (used) *used = chosen;
    return state.verdict;
}

bool hasAction(const aw::Verdict& v, const std::string& id) {
    return std::any_of(v.actions.begin(), v.actions.end(), [&](const aw::Action& a) { return a.id == id; });
}

const aw::Action* action(const aw::Verdict& v, const std::string& id) {
    for (const auto& a : v.actions)
        if (a.id == id) return &a;
    return nullptr;
}

aw::AnalysisResult analyzed(BundleBuilder& b) {
    return awtest::analyze(b.take());
}

}  // namespace

TEST(Actions, EveryOutcomeHasAJobDecisionAndActions) {
    for (aw::Outcome o : {aw::Outcome::GpuHardware, aw::Outcome::GpuSoftware, aw::Outcome::Network,
                          aw::Outcome::Storage, aw::Outcome::Host, aw::Outcome::Infrastructure,
                          aw::Outcome::Application, aw::Outcome::User, aw::Outcome::Hang, aw::Outcome::Unknown}) {
        const aw::Verdict v = actionsFor(o, "");
        EXPECT_TRUE(aw::isKnownJobDecision(v.job.decision)) << aw::toString(o);
        EXPECT_FALSE(v.job.why.empty()) << aw::toString(o);
        EXPECT_FALSE(v.actions.empty()) << aw::toString(o);
        for (const auto& a : v.actions) EXPECT_EQ(a.text.find('{'), std::string::npos) << a.text;
    }
}

// Each Xid symptom the catalog's extractors emit gets a rule written for it (NVIDIA's Xid
// catalog resolution), not only its outcome's default.
TEST(Actions, EveryXidWithACatalogResolutionHasItsOwnRule) {
    for (const aw::RuleSpec& spec : builtinSpecs(aw::Phase::Extractor)) {
        // The Xid family's members (rule_family.h) without a hand-written rule of their own act
        // by their outcome's default; those with one carry that rule's symptom and actions.
        if (spec.family) continue;
        const std::string& symptom = spec.rule.emitsSymptom;
        // xid_other has no resolution of its own; Xid 45 naming another Xid and Xid 154 (the
        // driver's recovery action) follow what they name (TheDriversRecoveryActionWins...).
        if (!symptom.starts_with("xid_") || symptom == "xid_other" || symptom == "xid_named_by_xid_45" ||
            symptom.starts_with("xid_154"))
            continue;
        std::vector<std::string> used;
        const aw::Verdict v = actionsFor(spec.rule.outcome, symptom, &used);
        ASSERT_FALSE(used.empty()) << symptom;
        const aw::Rule* rule = aw::builtinCatalog()->find(used.front());
        ASSERT_NE(rule, nullptr);
        EXPECT_NE(rule->definitionJson.find("\"symptoms\""), std::string::npos)
            << symptom << " falls to " << used.front() << ", a default";
    }
}

// The sample's Xid 79 comes with the driver's "Node Reboot Required" (Xid 154): that wins,
// with the commands of the bundle's Slurm filled in.
TEST(Actions, TheDriversRecoveryActionWinsAndCommandsAreFilledIn) {
    BundleBuilder b;
    b.manifest({.present = true, .workloadId = "slurm-4242", .scheduler = "slurm"});
    b.kernel(
        "node007",
        "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n"
        "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 154, GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)\n");
    const aw::AnalysisResult r = analyzed(b);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(r.verdict.job.decision, "restart_excluding");
    const aw::Action* drain = action(r.verdict, "drain_node");
    ASSERT_NE(drain, nullptr);
    ASSERT_EQ(drain->commands.size(), 1u);
    EXPECT_EQ(drain->commands[0].rfind("scontrol update NodeName=node007 State=DRAIN Reason=\"Xid 79", 0), 0u)
        << drain->commands[0];
    EXPECT_TRUE(hasAction(r.verdict, "reboot_node"));
    EXPECT_EQ(r.verdict.actions.front().urgency, "now");
    // A GPU reset instead: the reset command names the GPU by its bus id.
    BundleBuilder reset;
    reset.manifest({.present = true, .scheduler = "kubernetes"});
    reset.kernel(
        "gpu-node-5",
        "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 48, pid=2255343, name=python, Ch 00000010\n"
        "[Mon Nov 30 08:10:04 2026] NVRM: Xid (PCI:0000:5a:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)\n");
    const aw::AnalysisResult rr = analyzed(reset);
    const aw::Action* gpuReset = action(rr.verdict, "reset_gpu");
    ASSERT_NE(gpuReset, nullptr);
    EXPECT_EQ(gpuReset->commands,
              std::vector<std::string>{"ssh -- gpu-node-5 sudo nvidia-smi --gpu-reset -i 00000000:5A:00.0"});
    const aw::Action* cordon = action(rr.verdict, "drain_node");
    ASSERT_NE(cordon, nullptr);
    EXPECT_EQ(cordon->commands.front(), "kubectl cordon -- gpu-node-5") << "Kubernetes commands, not Slurm's";
}

// The same GPU failed before (a memory row remapped, a fault of days ago): reset is not enough.
TEST(Actions, AGpuThatFailedBeforeIsSentToService) {
    BundleBuilder b;
    b.kernel(
        "node4",
        "[Wed Jul 31 23:14:18 2024] NVRM: Xid (PCI:0000:00:08): 48, pid=1045242, name=pt_main_thread, Ch 00000008\n"
        "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n");
    const aw::AnalysisResult r = analyzed(b);
    EXPECT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus");
    const aw::Action* service = action(r.verdict, "service_gpu");
    ASSERT_NE(service, nullptr);
    EXPECT_NE(service->text.find("Xid 48"), std::string::npos) << service->text;
    EXPECT_TRUE(hasAction(r.verdict, "keep_drained"));
    // Another GPU's old fault is not this GPU's history.
    BundleBuilder other;
    other.kernel(
        "node4",
        "[Wed Jul 31 23:14:18 2024] NVRM: Xid (PCI:0000:00:05): 48, pid=1045242, name=pt_main_thread, Ch 00000008\n"
        "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n");
    EXPECT_FALSE(hasAction(analyzed(other).verdict, "service_gpu"));
}

TEST(Actions, UnknownCollectsEvidenceAndBlamesNoHardware) {
    BundleBuilder b;
    b.app("node001", "2026-11-30 08:00:00,000 INFO step 10 loss 2.31\n");
    const aw::AnalysisResult r = analyzed(b);
    ASSERT_EQ(r.verdict.outcome, aw::Outcome::Unknown);
    EXPECT_EQ(r.verdict.job.decision, "investigate");
    EXPECT_TRUE(hasAction(r.verdict, "collect_kernel_logs"));
    for (const auto& a : r.verdict.actions) {
        EXPECT_NE(a.id, "drain_node");
        EXPECT_EQ(a.text.find("RMA"), std::string::npos) << a.text;
        EXPECT_EQ(a.audience == "vendor", false) << a.text;
    }
    // No scheduler known: both schedulers' commands are offered where an action has them.
    BundleBuilder noScheduler;
    noScheduler.kernel(
        "node007",
        "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n");
    const aw::AnalysisResult unscheduled = analyzed(noScheduler);
    const aw::Action* drain = action(unscheduled.verdict, "drain_node");
    ASSERT_NE(drain, nullptr);
    ASSERT_EQ(drain->commands.size(), 3u);
    EXPECT_TRUE(drain->commands[0].starts_with("scontrol ") && drain->commands[1].starts_with("kubectl cordon"))
        << drain->commands[0] << " / " << drain->commands[1];
}

// A command needs every value it names: with no GPU known, no reset command (nvidia-smi
// --gpu-reset without -i would reset every GPU of the node).
TEST(Actions, ACommandWithAnUnknownValueIsLeftOut) {
    BundleBuilder b;
    b.kernel("node007", "[Mon Nov 30 08:10:03 2026] NVRM: Xid 48, pid=2255343, name=python, Ch 00000010\n");
    const aw::AnalysisResult r = analyzed(b);
    const aw::Action* reset = action(r.verdict, "reset_gpu");
    ASSERT_NE(reset, nullptr);
    EXPECT_TRUE(reset->commands.empty());
    EXPECT_NE(reset->text.find("the GPU"), std::string::npos) << reset->text;
}

// A dmesg that names no host (tests/data/real/src5g-gpu-xid120-xid119-gsp-freeze-dcgm-exporter-sigkill):
// the node is unknown, so no command may carry an empty one ("scontrol update NodeName= ").
TEST(Actions, ANodeTheBundleDoesNotNameLeavesItsCommandsOut) {
    BundleBuilder b;
    b.log("dmesg.log", "", aw::SourceKind::Kernel,
          "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:3b:00): 48, pid=2255343, name=python, Ch 00000010\n");
    const aw::AnalysisResult r = analyzed(b);
    ASSERT_TRUE(r.verdict.culpritNodes.empty());
    const aw::Action* drain = action(r.verdict, "drain_node");
    ASSERT_NE(drain, nullptr);
    EXPECT_TRUE(drain->commands.empty()) << drain->commands.front();
    EXPECT_NE(drain->text.find("the node that logged it"), std::string::npos) << drain->text;
    for (const aw::Action& a : r.verdict.actions)
        for (const std::string& c : a.commands) EXPECT_EQ(c.find("  "), std::string::npos) << a.id << ": " << c;
}
// Values come from the bundle's logs and commands are pasted into a shell: nothing a shell
// would expand or split on gets through.
TEST(Actions, CommandsCarryNoShellSyntaxFromTheLogs) {
    const std::vector<const aw::RuleSpec*>& rules = builtinActionRules();
    aw::AttributionState state;
    aw::EventState root;
    root.event.id = 1;
    root.event.node = "node1";
    root.event.title = "Kernel panic - not syncing: $(reboot) `id` \"x\"; rm -rf / | tee";
    root.event.outcomeHint = aw::Outcome::Host;
    state.events.push_back(root);
    state.verdict.outcome = aw::Outcome::Host;
    state.verdict.rootEventId = 1;
    state.verdict.culpritNodes = {"node1"};
    aw::chooseActions(rules, state, {"slurm", ""});
    const aw::Action* drain = action(state.verdict, "drain_node");
    ASSERT_NE(drain, nullptr);
    ASSERT_EQ(drain->commands.size(), 1u);
    const std::string& command = drain->commands.front();
    for (char c : std::string("$`;|&<>\\"))
        EXPECT_EQ(command.find(c), std::string::npos) << "'" << c << "' in " << command;
    EXPECT_EQ(std::count(command.begin(), command.end(), '"'), 2) << "only the command's own quotes: " << command;
    EXPECT_NE(drain->text.find("$(reboot)"), std::string::npos) << "texts keep the words as written";
}

// Issue 27: a culprit that earlier jobs of the fleet blamed escalates as a GPU that failed
// before in the bundle does: service and keep drained, not reset and resume.
TEST(Actions, AGpuTheFleetBlamedBeforeIsServicedNotReset) {
    BundleBuilder b;
    b.kernel("node4", "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 48, pid=1045242, name=pt_main_thread, "
                      "Ch 00000008\n");
    aw::AnalysisResult r = analyzed(b);
    ASSERT_EQ(r.verdict.symptom.rfind("xid_48", 0), 0u) << r.verdict.symptom;
    ASSERT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware);
    ASSERT_TRUE(hasAction(r.verdict, "reset_gpu"));  // alone, the catalog resets the GPU
    ASSERT_FALSE(hasAction(r.verdict, "service_gpu"));
    const aw::TimeNs fault = r.findEvent(r.verdict.rootEventId)->time;
    ASSERT_NE(fault, aw::kNoTime);

    // Blamed elsewhere, or later, or this very job: nothing changes.
    aw::ActionContext context{"slurm", "slurm-77", {}};
    context.priorBlames = {{"node5", -1, fault - 86400 * aw::kNsPerSecond, "xid_79_gpu_fallen_off_bus", "slurm-70"},
                           {"node4", -1, fault + 3600 * aw::kNsPerSecond, "xid_48_dbe", "slurm-80"},
                           {"node4", -1, fault - 3600 * aw::kNsPerSecond, "xid_48_dbe", "slurm-77"}};
    aw::AnalysisResult same = r;
    aw::reconsiderActions(*aw::builtinCatalog(), same, context);
    EXPECT_TRUE(hasAction(same.verdict, "reset_gpu"));
    EXPECT_FALSE(hasAction(same.verdict, "service_gpu"));

    // Blamed by an earlier job: serviced, kept drained, the reset and the resume gone.
    context.priorBlames.push_back({"node4", -1, fault - 2 * 86400 * aw::kNsPerSecond, "xid_48_dbe", "slurm-61"});
    aw::reconsiderActions(*aw::builtinCatalog(), r, context);
    const aw::Action* service = action(r.verdict, "service_gpu");
    ASSERT_NE(service, nullptr);
    EXPECT_NE(service->text.find("blamed in 1 earlier job of the fleet: slurm-61 at "), std::string::npos)
        << service->text;
    EXPECT_TRUE(hasAction(r.verdict, "keep_drained"));
    EXPECT_FALSE(hasAction(r.verdict, "reset_gpu"));
    EXPECT_FALSE(hasAction(r.verdict, "resume_node"));
    EXPECT_TRUE(hasAction(r.verdict, "drain_node"));
    EXPECT_EQ(r.verdict.job.decision, "restart_excluding");
}

namespace {

// The built-in action rules chosen for a GPU-off-the-bus verdict whose culprit node and root
// event are `node`, on `scheduler`.
aw::Verdict actionsForNode(const std::string& node, const std::string& scheduler) {
    const std::vector<const aw::RuleSpec*>& rules = builtinActionRules();
    aw::AttributionState state;
    aw::EventState root;
    root.event.id = 1;
    root.event.node = node;
    root.event.title = "Xid 79: GPU has fallen off the bus (PCI:0000:5a:00)";
    root.event.symptom = "xid_79_gpu_fallen_off_bus";
    root.event.captures = {{"pci", "0000:5a:00"}};
    root.event.outcomeHint = aw::Outcome::GpuHardware;
    state.events.push_back(root);
    state.verdict.outcome = aw::Outcome::GpuHardware;
    state.verdict.symptom = root.event.symptom;
    state.verdict.rootEventId = 1;
    state.verdict.culpritNodes = {node};
    aw::chooseActions(rules, state, {scheduler, "slurm-4242"});
    return state.verdict;
}

std::vector<std::string> allCommands(const aw::Verdict& v) {
    std::vector<std::string> out;
    for (const aw::Action& a : v.actions) out.insert(out.end(), a.commands.begin(), a.commands.end());
    return out;
}

}  // namespace

// Issue 43: a node name is not a command's words. "node007 sudo touch -- /tmp/pwned" once
// printed "ssh node007 sudo touch -- /tmp/pwned sudo systemctl reboot": now every command
// that would carry it is left out, and the action says which and why.
TEST(Actions, ANodeNameWithWordsInItLeavesItsCommandsOutAndSaysWhy) {
    const std::string hostile = "node007 sudo touch -- /tmp/pwned";
    const aw::Verdict v = actionsForNode(hostile, "slurm");
    for (const std::string& c : allCommands(v)) EXPECT_EQ(c.find("pwned"), std::string::npos) << c;
    const aw::Action* drain = action(v, "drain_node");
    ASSERT_NE(drain, nullptr);
    EXPECT_TRUE(drain->commands.empty()) << drain->commands.front();
    ASSERT_FALSE(drain->withheld.empty());
    EXPECT_EQ(drain->withheld.front().command, "scontrol update NodeName={node} State=DRAIN Reason=\"{reason}\"");
    EXPECT_EQ(drain->withheld.front().reason,
              "{node} is \"node007 sudo touch -- /tmp/pwned\", not a host name (RFC 1123)");
    // The text still names the node as the log wrote it: it is read, not run.
    EXPECT_NE(drain->text.find(hostile), std::string::npos) << drain->text;
    const aw::Action* collect = action(v, "collect_bug_report");
    if (collect) {
        EXPECT_TRUE(collect->commands.empty());
        EXPECT_EQ(collect->withheld.size(), 1u);
    }
    // The same culprit with a plain name gets its commands, with "--" before the node.
    const aw::Verdict plain = actionsForNode("node007", "slurm");
    const auto commands = allCommands(plain);
    EXPECT_NE(std::find(commands.begin(), commands.end(), "sbatch --exclude=node007 <job script>"), commands.end());
    for (const aw::Action& a : plain.actions) EXPECT_TRUE(a.withheld.empty()) << a.id;
}

// Issue 43: a Kubernetes node named "--selector=kubernetes.io/os=linux" once printed
// "kubectl drain --selector=kubernetes.io/os=linux ...", which drains every Linux node.
TEST(Actions, AKubernetesNodeNamedLikeAnOptionDrainsNothing) {
    const aw::Verdict v = actionsForNode("--selector=kubernetes.io/os=linux", "kubernetes");
    for (const std::string& c : allCommands(v)) EXPECT_EQ(c.find("selector"), std::string::npos) << c;
    const aw::Action* drain = action(v, "drain_node");
    ASSERT_NE(drain, nullptr);
    EXPECT_TRUE(drain->commands.empty());
    ASSERT_EQ(drain->withheld.size(), 2u);  // cordon and drain
    EXPECT_EQ(drain->withheld[1].command, "kubectl drain --ignore-daemonsets --delete-emptydir-data -- {node}");
    EXPECT_NE(drain->withheld[1].reason.find("not a Kubernetes node name"), std::string::npos)
        << drain->withheld[1].reason;
    // A good node: the operand after "--", the options before it.
    const aw::Verdict goodVerdict = actionsForNode("gpu-node-5", "kubernetes");
    const aw::Action* good = action(goodVerdict, "drain_node");
    ASSERT_NE(good, nullptr);
    EXPECT_EQ(good->commands,
              (std::vector<std::string>{"kubectl cordon -- gpu-node-5",
                                        "kubectl drain --ignore-daemonsets --delete-emptydir-data -- gpu-node-5"}));
    // Upper case is a host name, not a Kubernetes node name: Slurm's command stays, kubectl's goes.
    const aw::Verdict mixedVerdict = actionsForNode("Node007", "");
    const aw::Action* mixed = action(mixedVerdict, "drain_node");
    ASSERT_NE(mixed, nullptr);
    ASSERT_EQ(mixed->commands.size(), 1u);
    EXPECT_TRUE(mixed->commands[0].starts_with("scontrol update NodeName=Node007 "));
    EXPECT_EQ(mixed->withheld.size(), 2u);
}

// Every command of the catalog puts "--" before the operands data fills, where the tool takes
// it (ssh, kubectl, scontrol); a value that stands as an option's argument (sbatch
// --exclude=, nvidia-smi -i, sacct -j) or inside NodeName= needs none.
TEST(Actions, OperandsFromDataFollowDoubleDash) {
    for (const aw::RuleSpec& spec : builtinSpecs(aw::Phase::Action))
        for (const aw::ActionTemplate& a : spec.playbook.actions)
            for (const auto* list : {&a.slurm, &a.kubernetes, &a.anywhere})
                for (const aw::CommandTemplate& c : *list) {
                    const std::string& t = c.text;
                    if (t.starts_with("ssh ") || t.starts_with("kubectl ") || t.starts_with("scontrol "))
                        if (t.find("{node}") != std::string::npos || t.find("{job_id}") != std::string::npos)
                            EXPECT_TRUE(t.find(" -- ") != std::string::npos ||
                                        t.starts_with("scontrol update NodeName={node} "))
                                << spec.rule.id << ": " << t;
                }
}

// A rule's command whose placeholder has no grammar is an error of the rule file (with its
// line), not a command that carries a log's words: {title} in a command, a kind that does
// not exist, quoted text outside quotes. A declared kind is used.
TEST(Actions, ACommandPlaceholderWithoutAGrammarIsARuleError) {
    const auto parse = [](const std::string& command) {
        const std::string json =
            R"({"rules": [{"id": "act_x", "phase": "action", "description": "d", "job": {"decision": "investigate", "why": "w"},
          "actions": [{"id": "a", "audience": "operator", "urgency": "now", "text": "t",
                       "anywhere": [")" +
            command + R"("]}]}]})";
        std::vector<aw::RuleSpec> rules;
        std::vector<aw::Problem> problems;
        aw::parseRuleFile("mine.json", json, rules, problems);
        return problems;
    };
    for (const std::string bad : {"echo {title}", "ssh -- {node} ping {port}", "ssh -- {node:shell}", "echo {reason}",
                                  "echo '{reason}'", "ssh -- {node"}) {
        const auto problems = parse(bad);
        ASSERT_FALSE(problems.empty()) << bad;
        EXPECT_EQ(problems.front().file, "mine.json");
        EXPECT_GT(problems.front().line, 0u);
        EXPECT_NE(problems.front().message.find("command"), std::string::npos) << problems.front().message;
    }
    EXPECT_TRUE(parse("ssh -- {node} ibportstate {port:unsigned_number}").empty());
    EXPECT_TRUE(parse(R"(echo \"{reason}\")").empty());

    std::string error;
    const auto declared =
        aw::parseCommandTemplate("ping -c 1 -- {peer:host_name}", aw::CommandScheduler::Anywhere, error);
    ASSERT_TRUE(declared) << error;
    std::string out, why;
    EXPECT_EQ(aw::fillCommand(*declared, {{"peer", "node3"}}, out, why), aw::CommandFill::Filled);
    EXPECT_EQ(out, "ping -c 1 -- node3");
    EXPECT_EQ(aw::fillCommand(*declared, {{"peer", "-f node3"}}, out, why), aw::CommandFill::Refused);
    EXPECT_TRUE(out.empty());
    EXPECT_EQ(aw::fillCommand(*declared, {}, out, why), aw::CommandFill::Missing);
}

// The refused value is quoted in the reason, cut and with its controls escaped: the reason is
// shown on terminals and in reports.
TEST(Actions, AReasonQuotesTheRefusedValueCutAndEscaped) {
    std::string error, out, why;
    const auto t = aw::parseCommandTemplate("ssh -- {node} ibstat", aw::CommandScheduler::Anywhere, error);
    ASSERT_TRUE(t);
    const std::string hostile = "node\x1b]52;c;cHduZWQ=\x07" + std::string(100, 'x');
    ASSERT_EQ(aw::fillCommand(*t, {{"node", hostile}}, out, why), aw::CommandFill::Refused);
    EXPECT_EQ(why.find('\x1b'), std::string::npos) << why;
    EXPECT_EQ(why.find('\x07'), std::string::npos) << why;
    EXPECT_NE(why.find("node\\x1b]52;c;cHduZWQ=\\x07"), std::string::npos) << why;
    EXPECT_LT(why.size(), 160u) << why;
}

namespace {

// The built-in action rules with their history rule replaced by `history` (JSON), or left
// out when it is empty.
std::vector<aw::RuleSpec> actionRulesWithHistory(const std::string& history) {
    std::vector<aw::RuleSpec> specs;
    for (const aw::RuleSpec* spec : builtinActionRules())
        if (!spec->playbook.history) specs.push_back(*spec);
    if (!history.empty()) {
        std::vector<aw::RuleSpec> mine;
        std::vector<aw::Problem> problems;
        aw::parseRuleFile("mine.json",
                          R"({"rules": [{"id": "act_history", "phase": "action", "description": "d", "history": )" +
                              history + "}]}",
                          mine, problems);
        EXPECT_TRUE(problems.empty()) << problems.front().message;
        specs.insert(specs.begin(), mine.begin(), mine.end());
    }
    return specs;
}

// The actions `rules` choose for the verdict and events of `r`.
aw::Verdict chosenWith(const std::vector<aw::RuleSpec>& specs, const aw::AnalysisResult& r) {
    std::vector<const aw::RuleSpec*> rules;
    for (const auto& s : specs) rules.push_back(&s);
    aw::AttributionState state;
    for (const aw::Event& e : r.events) state.events.push_back(aw::EventState{e});
    state.verdict = r.verdict;
    state.verdict.actions.clear();
    state.verdict.job = {};
    aw::chooseActions(rules, state, {"slurm", ""});
    return state.verdict;
}

}  // namespace

// Issue 44: which event names the driver's recovery action, what is no earlier fault, and
// how long before (or again) a fault must be are the catalog's, not the code's.
TEST(Actions, TheFaultHistoryIsTheCatalogsHistoryRule) {
    const std::string builtin = R"({"recovery_symptom": "xid_154_recovery_action", "recovery_capture": "action",
        "not_repeats": ["xid_154_*", "xid_45_*"], "earlier_by_s": 60, "again_after_s": 3600})";
    // An Xid 48 half a minute before the Xid 79 on the same GPU: not earlier by a minute.
    BundleBuilder b;
    b.kernel(
        "node4",
        "[Fri Aug  9 13:32:26 2024] NVRM: Xid (PCI:0000:00:08): 48, pid=1045242, name=pt_main_thread, Ch 00000008\n"
        "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n"
        "[Fri Aug  9 13:32:57 2024] NVRM: Xid (PCI:0000:00:08): 154, GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)\n");
    const aw::AnalysisResult r = analyzed(b);
    ASSERT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus");
    EXPECT_FALSE(hasAction(r.verdict, "service_gpu"));
    const auto driverAsks = [](const aw::Verdict& v) {
        return v.job.why.find("The driver asks for a node reboot") == 0;
    };
    EXPECT_TRUE(driverAsks(r.verdict)) << r.verdict.job.why;
    EXPECT_EQ(chosenWith(actionRulesWithHistory(builtin), r).actions.size(), r.verdict.actions.size());
    // Ten seconds is enough for the catalog that says so: the GPU is sent to service.
    std::string tenSeconds = builtin;
    tenSeconds.replace(tenSeconds.find("\"earlier_by_s\": 60"), 18, "\"earlier_by_s\": 10");
    EXPECT_TRUE(hasAction(chosenWith(actionRulesWithHistory(tenSeconds), r), "service_gpu"));
    // Without a history rule no recovery action is read, and nothing is a repeat.
    const aw::Verdict none = chosenWith(actionRulesWithHistory(""), r);
    EXPECT_FALSE(driverAsks(none)) << none.job.why;
    EXPECT_FALSE(none.actions.empty());
    // Another symptom named as the recovery: the Xid 154 line is not read as one.
    std::string other = tenSeconds;
    other.replace(other.find("xid_154_recovery_action"), 23, "not_a_symptom");
    EXPECT_FALSE(driverAsks(chosenWith(actionRulesWithHistory(other), r)));
}

TEST(Actions, AHistoryRuleWithBadValuesIsARuleErrorNamingItsLine) {
    const auto problemsOf = [](const std::string& history, const std::string& extra = "") {
        std::vector<aw::RuleSpec> rules;
        std::vector<aw::Problem> problems;
        aw::parseRuleFile("mine.json",
                          "{\"rules\": [\n{\"id\": \"act_history\", \"phase\": \"action\", \"description\": \"d\"" +
                              extra + ",\n \"history\": " + history + "}]}",
                          rules, problems);
        return problems;
    };
    const std::string good =
        R"({"recovery_symptom": "x_recovery", "recovery_capture": "action", "not_repeats": ["x_*"], "earlier_by_s": 60, "again_after_s": 0})";
    EXPECT_TRUE(problemsOf(good).empty());
    for (
        const std::string bad :
        {std::string(
             R"({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": [], "earlier_by_s": -1, "again_after_s": 0})"),
         std::string(
             R"({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": [], "earlier_by_s": 1e300, "again_after_s": 0})"),
         std::string(
             R"({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": [], "earlier_by_s": "60", "again_after_s": 0})"),
         std::string(
             R"({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": [], "again_after_s": 0})"),
         std::string(
             R"({"recovery_symptom": "X Y", "recovery_capture": "action", "not_repeats": [], "earlier_by_s": 1, "again_after_s": 0})"),
         std::string(
             R"j({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": ["$(reboot)"], "earlier_by_s": 1, "again_after_s": 0})j"),
         std::string(
             R"({"recovery_symptom": "x", "recovery_capture": "action", "not_repeats": [], "earlier_by_s": 1, "again_after_s": 0, "typo": 1})"),
         std::string(R"(["not", "an", "object"])")}) {
        const auto problems = problemsOf(bad);
        ASSERT_FALSE(problems.empty()) << bad;
        EXPECT_EQ(problems.front().file, "mine.json");
        EXPECT_EQ(problems.front().line, 3u) << bad << ": " << problems.front().message;
    }
    // A history rule decides nothing.
    const auto deciding = problemsOf(good, ", \"job\": {\"decision\": \"stop\", \"why\": \"w\"}");
    ASSERT_FALSE(deciding.empty());
    EXPECT_NE(deciding.front().message.find("decides nothing"), std::string::npos) << deciding.front().message;
}

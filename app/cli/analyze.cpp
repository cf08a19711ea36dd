// attribution-cli analyze BUNDLE [--json] [--rules DIR] [--user-rules DIR] [--threads N] [--no-cache]
//                          [--allow-partial] [--fleet FILE]
// Loads the bundle, runs the rule engine and prints the verdict: one JSON object with
// --json (docs/cli.md), else a short explanation for a person. An unchanged bundle
// analysed before comes from the analysis cache (engine/store/analysis_cache.h).
#include "app/cli/commands.h"
#include "app/cli/terminal_out.h"

#include "app/cli/exit_status.h"

#include "engine/attribute/analysis_json.h"
#include "engine/fleet/fleet_history.h"
#include "engine/open/open_bundle.h"
#include "engine/report/verdict_rows.h"
#include "engine/store/analysis_cache.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace awcli {

namespace {

struct AnalyzeArgs {
    std::string bundle;
    std::string rules;
    std::string fleet;
    std::string userRules;  // --user-rules, else AW_USER_RULES
    bool json = false;
    bool cache = true;
    bool allowPartial = false;
    unsigned threads = 0;
};

constexpr const char* kUsage =
    "usage: attribution-cli analyze BUNDLE [--json] [--rules DIR] [--user-rules DIR] [--threads N]\n"
    "                               [--no-cache] [--allow-partial] [--fleet FILE]\n"
    "  --json            one JSON object (docs/cli.md) instead of the explanation\n"
    "  --rules DIR       the *.json rules of DIR instead of the built-in catalog\n"
    "  --user-rules DIR  your own rules, read after the catalog (default: AW_USER_RULES)\n"
    "  --threads N       threads for loading and extraction (0: all cores)\n"
    "  --no-cache        do not use the analysis cache (AW_CACHE_PATH names another cache file)\n"
    "  --allow-partial   open a bundle an interrupted collect left as NAME.partial\n"
    "  --fleet FILE      a fleet store: earlier blames of the culprit escalate its actions\n"
    "exit status: 0 analysed, 1 the bundle or the fleet store cannot be opened, 2 usage\n";

int usageError(const std::string& message) {
    say(stderr, "attribution-cli analyze: %s\n", message);
    std::fputs(kUsage, stderr);
    return kExitUsage;
}

// With --json, a bundle that gives no analysis still prints one object, so a batch records why.
void printFailure(const std::string& bundle, const std::string& error, const std::vector<aw::Problem>& problems) {
    const std::string json = aw::failureJson(bundle, error, problems);
    std::fwrite(json.data(), 1, json.size(), stdout);
}

// An unknown verdict's error-looking lines no rule explained, one template a row.
void printUnexplained(const aw::UnexplainedLines& u) {
    // Without a fleet the lines stay as they were; with one they say what they were ranked against.
    const std::string ranking =
        u.fleetHealthyJobs < 0 ? "earliest and rarest in the bundle first" : "ranked " + aw::unexplainedRanking(u);
    say(stdout, "\nUnexplained error lines: %llu, %zu template%s shown (%s)\n",
        static_cast<unsigned long long>(u.lines), u.templates.size(), u.templates.size() == 1 ? "" : "s",
        ranking.c_str());
    for (std::size_t i = 0; i < u.templates.size(); ++i) {
        const aw::UnexplainedTemplate& t = u.templates[i];
        const std::string healthy = t.healthyJobs < 0 || u.fleetHealthyJobs <= 0
                                        ? std::string()
                                        : " [printed by " + std::to_string(t.healthyJobs) + " of " +
                                              std::to_string(u.fleetHealthyJobs) + " healthy jobs]";
        say(stdout, "  %zu. x%llu %s%s\n", i + 1, static_cast<unsigned long long>(t.count), t.pattern.c_str(),
            healthy.c_str());
        say(stdout, "       %s:%u%s%s: %s\n", t.first.file.c_str(), t.first.where.line, t.node.empty() ? "" : " on ",
            t.node.c_str(), t.first.text.c_str());
    }
    if (u.templatesLeftOut || u.linesLeftOut)
        say(stdout, "  (%llu more template%s, %llu line%s, left out)\n",
            static_cast<unsigned long long>(u.templatesLeftOut), u.templatesLeftOut == 1 ? "" : "s",
            static_cast<unsigned long long>(u.linesLeftOut), u.linesLeftOut == 1 ? "" : "s");
    if (u.notAllRead) say(stdout, "  (the bundle was not read to its end: its text is over the budget)\n");
    say(stdout, "  A rule for one: docs/adding-a-rule.md; attribution-cli analyze --user-rules DIR\n");
}

// The verdict's rows (engine/report/verdict_rows.h) as lines for a person, in the words and
// ids a script greps for.
void printText(const aw::AnalysisResult& r) {
    const aw::VerdictRows v = aw::verdictRows(r);
    say(stdout, "Verdict: %s (confidence %s)%s\n", aw::toString(v.outcome), aw::toString(v.confidence),
        v.broadEvent ? " - broad event" : "");
    std::string culprits;
    for (const auto& n : v.culpritNodes) culprits += (culprits.empty() ? "" : ", ") + n;
    say(stdout, "Culprit: %s", culprits.empty() ? "none" : culprits.c_str());
    if (v.has(aw::VerdictFact::Gpu)) say(stdout, ", GPU %d", v.culpritGpu);
    if (v.has(aw::VerdictFact::Ranks))
        say(stdout, ", rank%s %s", v.culpritRanks.size() == 1 ? "" : "s", aw::report::rankList(v.culpritRanks));
    say(stdout, "\n");
    if (v.has(aw::VerdictFact::Symptom)) say(stdout, "Symptom: %s\n", v.symptom.c_str());
    say(stdout, "Summary: %s\n", v.summary.c_str());
    if (const auto& job = v.advice.job) say(stdout, "\nThe job: %s. %s\n", job->decision.c_str(), job->why.c_str());
    if (!v.advice.actions.empty()) {
        say(stdout, "\nWhat to do:\n");
        for (const auto& a : v.advice.actions) {
            say(stdout, "  - [%s, %s] %s\n", a.audience.c_str(), a.urgency.c_str(), a.text.c_str());
            for (const auto& c : a.commands) say(stdout, "      $ %s\n", c);
            for (const auto& w : a.withheld) say(stdout, "      (left out: %s: %s)\n", w.command, w.reason);
        }
    }
    say(stdout, "\nChain of reasons:\n");
    for (std::size_t i = 0; i < v.chain.size(); ++i) {
        const aw::ReasonStep& step = v.chain[i].step;
        if (step.rule.empty())  // a step no rule made (the job the manifest names, a missing source)
            say(stdout, "  %zu. %s\n", i + 1, step.text.c_str());
        else say(stdout, "  %zu. [%s] %s\n", i + 1, step.rule.c_str(), step.text.c_str());
    }
    if (!v.candidates.empty()) {
        say(stdout, "\nCandidates:\n");
        for (const auto& row : v.candidates) {
            const aw::Candidate& c = row.candidate;
            say(stdout, "  - %s %s (%s)\n", c.node.empty() ? "(job)" : c.node.c_str(), c.symptom.c_str(),
                aw::toString(c.outcome));
        }
    }
    if (v.unexplained) printUnexplained(*v.unexplained);
    const auto& n = v.eventsByClass;
    say(stdout, "\nEvents: %zu (root_cause %zu, contributing %zu, symptom %zu, noise %zu)\n", v.events, n[0], n[1],
        n[2], n[3]);
    if (!v.problems.empty()) {
        say(stdout, "\nProblems (%zu):\n", v.problems.size());
        for (const auto& p : v.problems) {
            if (p.line)
                say(stdout, "  %s:%u: %s: %s\n", p.file.c_str(), p.line, aw::toString(p.severity), p.message.c_str());
            else
                say(stdout, "  %s: %s: %s\n", p.file.empty() ? "(bundle)" : p.file.c_str(), aw::toString(p.severity),
                    p.message.c_str());
        }
    }
    say(stdout, "\nRule catalog %s\n", r.catalogVersion.c_str());
}

}  // namespace

int analyze(const Args& args) {
    AnalyzeArgs a;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            return kExitOk;
        } else if (arg == "--json") {
            a.json = true;
        } else if (arg == "--no-cache") {
            a.cache = false;
        } else if (arg == "--allow-partial") {
            a.allowPartial = true;
        } else if (arg == "--rules" || arg == "--fleet" || arg == "--user-rules") {
            if (++i >= args.size()) return usageError(arg + (arg == "--fleet" ? " needs a file" : " needs a folder"));
            (arg == "--rules" ? a.rules : arg == "--fleet" ? a.fleet : a.userRules) = args[i];
        } else if (arg == "--threads") {
            if (++i >= args.size()) return usageError("--threads needs a number");
            char* end = nullptr;
            const long n = std::strtol(args[i].c_str(), &end, 10);
            if (!end || *end || n < 0 || n > 1024) return usageError("--threads needs a number from 0 to 1024");
            a.threads = static_cast<unsigned>(n);
        } else if (!arg.empty() && arg[0] == '-') {
            return usageError("unknown option " + arg);
        } else if (a.bundle.empty()) {
            a.bundle = arg;
        } else {
            return usageError("only one BUNDLE");
        }
    }
    if (a.bundle.empty()) return usageError("missing BUNDLE");

    std::error_code ec;
    aw::OpenOptions options;
    options.threads = a.threads;
    options.allowPartial = a.allowPartial;
    if (!a.rules.empty()) {
        if (!std::filesystem::is_directory(a.rules, ec)) return usageError("--rules must name a folder");
        options.rulesFolder = a.rules;
    }
    if (a.userRules.empty())
        if (const char* env = std::getenv("AW_USER_RULES"); env && *env) a.userRules = env;
    if (!a.userRules.empty()) {
        if (!std::filesystem::is_directory(a.userRules, ec)) return usageError("--user-rules must name a folder");
        options.userRulesFolder = a.userRules;
    }
    if (a.cache) options.cachePath = aw::AnalysisCache::defaultPath();
    std::optional<aw::FleetStore> fleet;
    if (!a.fleet.empty()) {
        aw::Result<aw::FleetStore> store = aw::FleetStore::open(a.fleet, true);
        if (!store) {
            say(stderr, "attribution-cli analyze: %s\n", store.failure().message);
            if (a.json) printFailure(a.bundle, store.failure().message, {});
            return kExitFailed;
        }
        fleet.emplace(std::move(store).value());
        options.priorBlames = aw::fleetHistoryOf(*fleet);
        options.healthyTemplates = aw::fleetTemplateCountsOf(*fleet);
    }
    const aw::OpenedBundle opened = aw::openBundle(a.bundle, options);
    if (!opened.cacheProblem.empty()) say(stderr, "attribution-cli analyze: %s\n", opened.cacheProblem.c_str());
    if (opened.failure != aw::OpenFailure::None) {
        // Each reason once, from the front door: what it found, and the bundle's own errors.
        say(stderr, "attribution-cli analyze: %s: %s%s\n", a.bundle.c_str(), opened.error.c_str(),
            opened.failure == aw::OpenFailure::Partial ? " (--allow-partial opens it)" : "");
        std::vector<aw::Problem> problems;
        if (opened.failure == aw::OpenFailure::NoRules && opened.result) problems = opened.result->problems;
        else if (opened.bundle) problems = opened.bundle->problems;
        if (opened.failure == aw::OpenFailure::NothingReadable)
            for (const auto& p : problems)
                if (p.file.empty() && p.severity == aw::Severity::Error)
                    say(stderr, "attribution-cli analyze: %s: %s\n", a.bundle.c_str(), p.message.c_str());
        if (a.json) printFailure(a.bundle, opened.error, problems);
        return kExitFailed;
    }
    const aw::AnalysisResult& result = *opened.result;
    if (a.json) {
        const std::string json = aw::toJson(result);
        std::fwrite(json.data(), 1, json.size(), stdout);
    } else {
        printText(result);
    }
    return kExitOk;
}

}  // namespace awcli

#include "grep_comparison.h"

#include "engine/collect/run_command.h"
#include "engine/rules/rule_parser.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <vector>

namespace awbench {
namespace {

// RE2 takes a backslash before any punctuation (the families' members are quoted that way:
// "The\ operating\ system"); ripgrep's regex refuses one before a character that is not
// its own syntax. Such backslashes are dropped; the pattern means the same.
std::string withRustEscapes(const std::string& regex) {
    static const std::string kMeta = "\\.+*?()|[]{}^$#&-~";
    std::string out;
    out.reserve(regex.size());
    for (std::size_t i = 0; i < regex.size(); ++i) {
        const char next = i + 1 < regex.size() ? regex[i + 1] : '\0';
        const bool word = std::isalnum(static_cast<unsigned char>(next)) != 0;
        if (regex[i] == '\\' && next != '\0' && !word && kMeta.find(next) == std::string::npos) continue;
        out += regex[i];
        if (regex[i] == '\\' && next != '\0') out += regex[++i];
    }
    return out;
}

bool onPath(const std::string& program) {
    return aw::runCommand({"sh", "-c", "command -v " + program}).ok();
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

// Median seconds of `argv` over `runs`; an error when it fails.
ExternalRun timeProgram(const std::vector<std::string>& argv, unsigned runs) {
    ExternalRun run;
    std::vector<double> times;
    for (unsigned r = 0; r < runs; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        const aw::CommandResult result = aw::runCommand(argv, {.timeoutSeconds = 3600});
        times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        // rg exits 1 when nothing matched: a count of zero, still a finished search.
        if (!result.started || result.timedOut || result.exitCode > 1) {
            run.error = aw::commandLine(argv) + ": " + (result.error.empty() ? firstLine(result.err) : result.error);
            return run;
        }
    }
    std::sort(times.begin(), times.end());
    run.seconds = times[times.size() / 2];
    return run;
}

}  // namespace

std::string ripgrepPatterns(const aw::RuleCatalog& catalog, std::size_t& count) {
    std::string patterns;
    count = 0;
    std::vector<aw::Problem> ignored;
    for (const aw::Rule& rule : catalog.rules) {
        if (rule.phase != aw::Phase::Extractor) continue;
        const auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, ignored);
        if (!spec || spec->regex.empty()) continue;
        std::string regex = spec->regex;
        for (const char* named : {"(?P<", "(?<"})
            for (std::size_t at; (at = regex.find(named)) != std::string::npos;) {
                const std::size_t close = regex.find('>', at);
                if (close == std::string::npos) break;
                regex.replace(at, close + 1 - at, "(?:");
            }
        patterns += (spec->ignoreCase ? "(?i)" : "") + withRustEscapes(regex) + "\n";
        ++count;
    }
    return patterns;
}

std::optional<ExternalRun> timeRipgrep(const std::string& dir, const std::string& patternsFile, unsigned threads,
                                       unsigned runs) {
    if (!onPath("rg")) return std::nullopt;
    // -a: binary-looking files too; -uuu: no ignore files, hidden files, every file, as the
    // workbench reads every file of a bundle. The families' alternations of hundreds of
    // members pass rg's default 10 MB regex limit: lifted, as the engine has none.
    ExternalRun run = timeProgram({"rg", "-c", "-a", "-uuu", "--regex-size-limit", "1G", "--dfa-size-limit", "1G",
                                   "--threads", std::to_string(threads), "-f", patternsFile, dir},
                                  runs);
    run.version = firstLine(aw::runCommand({"rg", "--version"}).out);
    return run;
}

std::optional<ExternalRun> timeLnav(const std::string& dir, unsigned runs) {
    if (!onPath("lnav")) return std::nullopt;
    // Headless (-n), quiet (-q), every file under DIR (-r), and a query over every log
    // message so that the index is whole before it answers (without one, lnav may quit
    // before it has read everything).
    const std::vector<std::string> argv{"lnav", "-n", "-q", "-r", dir, "-c", ";SELECT count(*) FROM all_logs"};
    ExternalRun run = timeProgram(argv, runs);
    run.version = firstLine(aw::runCommand({"lnav", "-V"}).out);
    return run;
}

}  // namespace awbench

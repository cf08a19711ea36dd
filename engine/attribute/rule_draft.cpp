#include "engine/attribute/rule_draft.h"

#include "engine/attribute/attributor.h"
#include "engine/attribute/rule_trial.h"
#include "engine/attribute/user_rules.h"
#include "engine/core/host_list.h"
#include "engine/core/json_writer.h"
#include "engine/load/observations.h"
#include "engine/rules/rule_parser.h"
#include "engine/text/log_template.h"
#include "engine/text/text_log_scanner.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

namespace aw {

namespace {

bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isDateName(std::string_view w) {
    // The names logTemplate masks as <date>: a rule should not depend on the day.
    return logTemplate(w) == kTemplateDate;
}

bool hasDigit(std::string_view w) {
    return std::any_of(w.begin(), w.end(), isDigit);
}

// A word a rule can start on: two letters or more, no digit, not a day or month.
bool startsRule(std::string_view w) {
    return w.size() >= 2 && !hasDigit(w) && !isDateName(w);
}

// Where the line's own words begin: after a timestamp, a host, a "[host:rank]:" prefix.
std::size_t ruleStart(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        if (isWordChar(c)) {
            std::size_t end = i;
            while (end < line.size() && isWordChar(line[end])) ++end;
            if (startsRule(line.substr(i, end - i))) {
                // A host with a name of letters in a bracketed prefix is still the prefix.
                if (end < line.size() && (line[end] == '-' || line[end] == '.') && i > 0 && line[i - 1] == '[') {
                    i = end;
                    continue;
                }
                return i;
            }
            i = end;
        } else if (c == '[') {
            const std::size_t close = line.find(']', i);
            if (close == std::string_view::npos) return i;
            i = close + 1;
        } else {
            ++i;
        }
    }
    return 0;
}

bool regexMeta(char c) {
    return std::string_view("\\.+*?()|[]{}^$").find(c) != std::string_view::npos;
}

// The length of a UTF-8 prefix of at most `max` bytes that cuts no character.
std::size_t utf8Cut(std::string_view s, std::size_t max) {
    if (s.size() <= max) return s.size();
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    return n;
}

std::string guessOutcome(std::string_view line) {
    const std::string l = lowerAscii(line);
    const auto any = [&](std::initializer_list<const char*> words) {
        return std::any_of(words.begin(), words.end(), [&](const char* w) { return l.find(w) != std::string::npos; });
    };
    if (any({"xid", "nvlink", "ecc", "fallen off"})) return "gpu_hardware";
    if (any({"cuda", "nvml", "gpu", "driver"})) return "gpu_software";
    if (any({"nccl", "socket", "connection", "infiniband", "mlx5", "ibv_", "network", "unreachable"})) return "network";
    if (any({"disk", "quota", "no space", "nfs", "lustre", "i/o error", "filesystem", "read-only"})) return "storage";
    if (any({"oom", "out of memory", "kernel panic", "segfault", "machine check"})) return "host";
    return "application";
}

std::string sourceName(SourceKind kind) {
    switch (kind) {
    case SourceKind::AppLog:
    case SourceKind::Kernel:
    case SourceKind::Scheduler:
    case SourceKind::Cloud: return toString(kind);
    default: return "other";
    }
}

}  // namespace

RuleDraft proposeRule(std::string_view line, SourceKind source) {
    line = line.substr(0, utf8Cut(line, kMaxTemplateInput));
    RuleDraft d;
    d.source = sourceName(source);
    const std::size_t start = ruleStart(line);
    const std::string_view body = line.substr(start);
    std::set<std::string> used;  // capture names: each once
    const auto capture = [&](const std::string& name, const std::string& pattern) {
        if (!used.insert(name).second) return pattern;
        return "(?P<" + name + ">" + pattern + ")";
    };
    std::string re, previous;  // previous: the last word without digits, lower case
    std::vector<std::string> words;
    for (std::size_t i = 0; i < body.size();) {
        const char c = body[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            std::size_t end = i;
            while (end < body.size() && (body[end] == ' ' || body[end] == '\t' || body[end] == '\r')) ++end;
            re += (end - i == 1 && c == ' ') ? " " : "\\s+";
            i = end;
            continue;
        }
        if (c == '/' && !used.count("path") &&
            (i == 0 || std::string_view(" '\"=(:").find(body[i - 1]) != std::string_view::npos)) {
            std::size_t end = i;
            while (end < body.size() && std::string_view(" \t'\",)").find(body[end]) == std::string_view::npos) ++end;
            if (body.substr(i + 1, end - i - 1).find('/') != std::string_view::npos) {
                re += capture("path", "/[^\\s'\",)]+");
                i = end;
                continue;
            }
        }
        if (isWordChar(c)) {
            std::size_t end = i;
            while (end < body.size() && isWordChar(body[end])) ++end;
            const std::string_view word = body.substr(i, end - i);
            const std::string masked = logTemplate(word);
            i = end;
            if (!hasDigit(word)) {
                if (masked == kTemplateDate) re += "\\w+";
                else re += word;
                previous = lowerAscii(word);
                if (word.size() >= 3 && words.size() < 3) words.push_back(previous);
                continue;
            }
            if (masked == kTemplateNumber) {
                const bool named =
                    previous == "gpu" || previous == "rank" || previous == "device" || previous == "port";
                re += named ? capture(previous, "\\d+") : "\\d+";
            } else if (masked == kTemplateHex) {
                re += "(?:0[xX])?[0-9A-Fa-f]+";
            } else if (masked.ends_with(kTemplateNumber)) {
                const std::string prefix(word.substr(0, masked.size() - kTemplateNumber.size()));
                const std::string lower = lowerAscii(prefix);
                if (lower == "node") re += capture("node", prefix + "\\d+");
                else if (lower == "gpu" || lower == "rank") re += prefix + capture(lower, "\\d+");
                else re += prefix + "\\d+";
            } else {
                re += "\\w+";
            }
            continue;
        }
        if (regexMeta(c)) re += '\\';
        re += c;
        ++i;
    }
    while (re.ends_with("\\s+") || re.ends_with(" ")) re.resize(re.size() - (re.ends_with(" ") ? 1 : 3));
    d.regex = re.empty() ? std::string(".+") : re;
    std::string id = "user";
    for (const std::string& w : words) {
        std::string part;
        for (char ch : w)
            if (std::isalpha(static_cast<unsigned char>(ch))) part += ch;
        if (!part.empty() && id.size() + 1 + part.size() <= 40) id += "_" + part;
    }
    d.id = id;
    std::string title(body.substr(0, utf8Cut(body, 80)));
    std::erase_if(title, [](char ch) { return ch == '{' || ch == '}'; });
    d.title = title;
    d.description = "Made from the line: " + std::string(line.substr(0, utf8Cut(line, 200)));
    d.outcome = guessOutcome(line);
    d.match = {std::string(line)};
    return d;
}

void addNearMiss(RuleDraft& draft, const Bundle& bundle, const SourceLocation& where) {
    if (where.file >= bundle.files.size() || !bundle.files[where.file].data) return;
    const std::string_view bytes = bundle.files[where.file].data->bytes();
    if (where.offset > bytes.size()) return;
    RE2::Options options;
    options.set_log_errors(false);
    const RE2 re(draft.regex, options);
    if (!re.ok()) return;
    // The lines around it, nearest first: after it, then before it.
    constexpr std::size_t kWindow = 16 << 10;
    const std::size_t from = where.offset > kWindow ? where.offset - kWindow : 0;
    const std::string_view around = bytes.substr(from, 2 * kWindow);
    LineSplitter lines(around);
    TextLine line;
    std::string before;
    bool first = from > 0;  // the first line of the window may be cut
    while (lines.next(line)) {
        if (first) {
            first = false;
            continue;
        }
        const std::string_view text = line.text.substr(0, utf8Cut(line.text, kMaxTemplateInput));
        if (isBlankLine(text) || from + line.offset == where.offset || RE2::PartialMatch(text, re)) continue;
        if (from + line.offset > where.offset) {
            draft.noMatch = {std::string(text)};
            return;
        }
        before = std::string(text);
    }
    if (!before.empty()) draft.noMatch = {before};
}

std::string ruleJson(const RuleDraft& d) {
    std::string j = "    {\"id\": ";
    appendJsonString(j, d.id);
    j += ", \"phase\": \"extractor\",\n     \"description\": ";
    appendJsonString(j, d.description);
    j += ",\n     \"sources\": [";
    appendJsonString(j, d.source);
    j += "],\n     \"match\": {\"regex\": ";
    appendJsonString(j, d.regex);
    j += "},\n     \"emits\": {\"kind\": \"";
    // The application's own fault is the job's; others point at the node that logged them.
    const bool job = d.outcome == "application" || d.outcome == "user";
    j += job ? "job" : "bad_node";
    j += "\", \"symptom\": ";
    appendJsonString(j, d.id);
    j += ", \"title\": ";
    appendJsonString(j, d.title);
    j += ", \"severity\": \"error\", \"scope\": \"";
    j += job ? "job" : "node";
    j += "\", \"outcome\": ";
    appendJsonString(j, d.outcome);
    j += ", \"role\": ";
    appendJsonString(j, d.role);
    j += ", \"strength\": " + std::to_string(std::clamp(d.strength, 0, 100)) + "},\n     \"examples\": {\"match\": [";
    for (std::size_t i = 0; i < d.match.size(); ++i) {
        if (i) j += ", ";
        appendJsonString(j, d.match[i]);
    }
    j += "], \"no_match\": [";
    for (std::size_t i = 0; i < d.noMatch.size(); ++i) {
        if (i) j += ", ";
        appendJsonString(j, d.noMatch[i]);
    }
    j += "]}}";
    return j;
}

DraftTrial tryDraft(const RuleDraft& draft, const std::shared_ptr<const RuleCatalog>& catalog, const Bundle& bundle,
                    const std::atomic<bool>* cancel) {
    DraftTrial out;
    const auto cancelled = [&] { return cancel && cancel->load(); };
    const std::string fileName = std::string(kUserRulesPrefix) + draft.id + ".json";
    std::vector<RuleSpec> specs;
    std::vector<Problem> problems;
    parseRuleFile(fileName, userRuleFileText(ruleJson(draft)), specs, problems);
    for (const Problem& p : problems) out.problems.push_back(p.message);
    if (!out.problems.empty()) return out;
    if (specs.size() != 1) {
        out.problems.push_back("the draft is not one rule");
        return out;
    }
    Rule rule = specs.front().rule;
    if (catalog && catalog->find(rule.id))
        out.problems.push_back("rule " + rule.id + ": the catalog has this id already");
    for (std::string& why : failingExamples(rule)) out.problems.push_back(std::move(why));
    if (!out.problems.empty()) return out;

    // Every line of the sources it reads, as the engine would try it.
    const RuleTrier trier(rule);
    for (std::uint32_t fi = 0; fi < bundle.files.size() && !cancelled(); ++fi) {
        const SourceFile& file = bundle.files[fi];
        if (std::find(rule.sources.begin(), rule.sources.end(), file.source) == rule.sources.end() || !file.data)
            continue;
        if (file.format == FileFormat::Binary || file.format == FileFormat::FlightRecorder) continue;
        bool hitHere = false;
        std::uint64_t seen = 0;
        forEachObservation(bundle, fi, [&](const Observation& obs) {
            if ((++seen & 4095) == 0 && cancelled()) return;
            if (!trier.tryLine(obs.text).matched) return;
            ++out.hits;
            hitHere = true;
            if (out.firstHits.size() < kMaxDraftHitsShown) {
                DraftHit& hit = out.firstHits.emplace_back();
                hit.where = obs.where;
                hit.where.file = fi;
                hit.file = file.path;
                hit.text = std::string(obs.text.substr(0, utf8Cut(obs.text, kMaxTemplateInput)));
            }
        });
        if (hitHere) ++out.filesHit;
    }
    if (cancelled()) {
        out.cancelled = true;
        return out;
    }
    auto with = std::make_shared<RuleCatalog>(catalog ? *catalog : RuleCatalog{});
    with->rules.push_back(std::move(rule));
    Attributor attributor(with);
    AnalyzeOptions options;
    options.cancel = cancel;
    attributor.ingest(bundle, options);
    auto result = std::make_shared<AnalysisResult>(std::move(attributor).attribute());
    if (cancelled()) {
        out.cancelled = true;
        return out;
    }
    out.result = std::move(result);
    return out;
}

}  // namespace aw

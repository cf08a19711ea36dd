// The Markdown report: the same sections as the HTML one, for tickets and chat. Pictures
// become text: a timeline of event groups and the provenance path of the root cause.
#include "engine/report/report_markdown.h"

#include "engine/report/markdown_text.h"
#include "engine/report/report_text.h"

#include <algorithm>

namespace aw {

namespace {

using report::escapeMarkdownCell;
using report::escapeMarkdownInline;

std::string code(const std::string& text) {
    return report::markdownCode(text);
}

std::string eventRef(std::uint32_t id) {
    return "event #" + std::to_string(id);
}

std::string row(std::initializer_list<std::string> cells) {
    std::string out = "|";
    for (const std::string& c : cells) out += " " + escapeMarkdownCell(c) + " |";
    return out + "\n";
}

// The longest run of backticks in the excerpt decides the fence, so no line can close it.
std::string fenceFor(const EvidenceExcerpt& ex) {
    std::size_t longest = 0;
    for (const ExcerptLine& l : ex.lines) {
        std::size_t run = 0;
        for (char c : l.text) {
            run = c == '`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    }
    return std::string(std::max<std::size_t>(3, longest + 1), '`');
}

// Display width of UTF-8 text, counting code points (good enough to place a caret line).
std::size_t columns(std::string_view text) {
    std::size_t n = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++n;
    return n;
}

// An unknown verdict's error-looking lines no rule explained, one template a row.
std::string unexplainedSection(const UnexplainedLines& u) {
    if (u.empty()) return {};
    std::string m = "### Error lines no rule explained\n\n" + std::to_string(u.lines) +
                    " lines; the earliest and rarest templates in the bundle first.\n\n"
                    "| count | template | first line |\n|---|---|---|\n";
    for (const UnexplainedTemplate& t : u.templates)
        m += row({std::to_string(t.count), t.pattern,
                  t.first.file + ":" + std::to_string(t.first.where.line) + ": " + t.first.text});
    if (u.templatesLeftOut || u.linesLeftOut)
        m += "\n" + std::to_string(u.templatesLeftOut) + " more templates (" + std::to_string(u.linesLeftOut) +
             " lines) left out.\n";
    return m + "\n";
}

std::string problemRow(const Problem& p) {
    return row({report::problemFile(p), p.line ? std::to_string(p.line) : "", toString(p.severity), p.message});
}

// The value cell of a row of the verdict's table.
std::string factText(const VerdictRows& v, VerdictFact fact) {
    switch (fact) {
    case VerdictFact::Outcome: return outcomeLabel(v.outcome) + " (" + toString(v.outcome) + ")";
    case VerdictFact::Culprits: return report::culpritList(v.culpritNodes);
    case VerdictFact::Ranks: return report::rankList(v.culpritRanks);
    case VerdictFact::Gpu: return std::to_string(v.culpritGpu);
    case VerdictFact::Symptom: return v.symptom;
    case VerdictFact::Confidence: return toString(v.confidence);
    case VerdictFact::FirstFault: return report::timeOrDash(v.root->time) + " (" + eventRef(v.root->id) + ")";
    case VerdictFact::Rule: return v.rule;
    case VerdictFact::Events: return report::classCounts(v);
    }
    return {};
}

}  // namespace

std::string reportMarkdown(const Report& report) {
    const AnalysisResult& result = report.result;
    const VerdictRows& v = report.verdict;
    const auto byId = report::eventsById(result);
    const unsigned limit = report::listLimit(report);
    std::string m;
    m.reserve(32 * 1024);

    m += "# Attribution report: " + escapeMarkdownInline(report::workloadName(report)) + "\n\n";
    m += "- Bundle: " + code(report.bundleName.empty() ? "-" : report.bundleName) + "\n";
    if (!report.scheduler.empty()) m += "- Scheduler: " + escapeMarkdownInline(report.scheduler) + "\n";
    m += "- Time window: " + report::timeOrDash(report.windowStart) + " \xE2\x80\x93 " +
         report::timeOrDash(report.windowEnd) + "\n";
    m += "- " + std::to_string(report.nodeCount) + " nodes, " + std::to_string(report.fileCount) + " sources\n\n";

    m += "## Verdict\n\n";
    m += "**" + escapeMarkdownInline(report::headline(v)) + "**\n\n";
    if (!v.summary.empty()) m += escapeMarkdownInline(v.summary) + "\n\n";
    m += "| | |\n|---|---|\n";
    for (const VerdictFact fact : v.facts) m += row({report::factLabel(fact), factText(v, fact)});
    m += "\n";
    if (v.advice.shown()) {
        m += "### What to do\n\n";
        if (const auto& job = v.advice.job)
            m += "**" + escapeMarkdownInline(jobDecisionLabel(job->decision)) + ".** " +
                 escapeMarkdownInline(job->why) + "\n\n";
        for (const Action& a : v.advice.actions) {
            m += "- **" + audienceLabel(a.audience) + "** (" + urgencyLabel(a.urgency) +
                 "): " + escapeMarkdownInline(a.text) + "\n";
            for (const std::string& c : a.commands) m += "  - " + code(c) + "\n";
            for (const WithheldCommand& w : a.withheld)
                m += "  - left out: " + code(w.command) + " (" + escapeMarkdownInline(w.reason) + ")\n";
        }
        m += "\n";
    }
    if (!report.options.note.empty()) {
        m += "### Note\n\n";
        std::size_t start = 0;
        const std::string& note = report.options.note;
        while (start <= note.size()) {
            const auto nl = note.find('\n', start);
            const std::string line = note.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
            m += line.empty() ? ">\n" : "> " + line + "\n";
            if (nl == std::string::npos) break;
            start = nl + 1;
        }
        m += "\n";
    }
    if (!report.options.eventNotes.empty()) {
        m += "### Notes on events\n\n";
        for (const auto& [id, note] : report.options.eventNotes) {
            const auto it = byId.find(id);
            m += "- **" + escapeMarkdownInline(it == byId.end() ? "event" : report::eventTitle(*it->second)) +
                 "** (event #" + std::to_string(id) + "): " + escapeMarkdownInline(note) + "\n";
        }
        m += "\n";
    }
    if (!v.candidates.empty()) {
        m += "### Candidates considered\n\n| node | symptom | outcome | why |\n|---|---|---|---|\n";
        for (const CandidateRow& c : v.candidates)
            m += row({c.candidate.node.empty() ? "(job)" : c.candidate.node, c.candidate.symptom,
                      outcomeLabel(c.candidate.outcome), c.candidate.why});
        m += "\n";
    }
    if (v.unexplained) m += unexplainedSection(*v.unexplained);

    m += "## Chain of reasons\n\n";
    if (v.chain.empty()) m += "The analysis recorded no chain of reasons.\n";
    for (std::size_t i = 0; i < v.chain.size(); ++i) {
        const ReasonStep& s = v.chain[i].step;
        m += std::to_string(i + 1) + ". " + escapeMarkdownInline(s.text);
        if (!s.rule.empty()) m += " \xE2\x80\x94 rule " + code(s.rule);
        if (s.eventId) m += " (" + eventRef(s.eventId) + ")";
        m += "\n";
    }
    m += "\n";

    m += "## Evidence\n\n";
    if (report.excerpts.empty()) m += "No evidence was chosen for this report.\n\n";
    else
        m += "The raw lines behind the chosen events, with " + std::to_string(report.options.contextLines) +
             " lines of context. `>` marks the evidence line, `^` the matched text.\n\n";
    for (const EvidenceExcerpt& ex : report.excerpts) {
        const auto it = byId.find(ex.eventId);
        m += "### ";
        if (it != byId.end()) {
            const Event& e = *it->second;
            m += std::string(classLabel(e.cls)) + " \xC2\xB7 " + escapeMarkdownInline(report::eventNode(e)) +
                 " \xC2\xB7 " + escapeMarkdownInline(report::eventTitle(e)) + " ";
        }
        m += "(" + eventRef(ex.eventId) + ")\n\n";
        m += code(ex.file + (ex.line ? ":" + std::to_string(ex.line) : "")) + "\n\n";
        if (!ex.available) {
            m += "_The source text is not in the bundle that was exported._\n\n";
            continue;
        }
        std::size_t width = 1;
        for (const ExcerptLine& l : ex.lines) width = std::max(width, std::to_string(l.number).size());
        const std::string fence = fenceFor(ex);
        m += fence + "text\n";
        for (const ExcerptLine& l : ex.lines) {
            std::string number = l.number ? std::to_string(l.number) : "";
            number.insert(0, width - number.size(), ' ');
            const std::string prefix = std::string(l.hit ? "> " : "  ") + number + " | ";
            m += prefix + l.text + "\n";
            if (l.hit && l.markEnd > l.markBegin)
                m += std::string(columns(prefix) + columns(std::string_view(l.text).substr(0, l.markBegin)), ' ') +
                     std::string(std::max<std::size_t>(
                                     1, columns(std::string_view(l.text).substr(l.markBegin, l.markEnd - l.markBegin))),
                                 '^') +
                     "\n";
        }
        m += fence + "\n\n";
    }

    m += "## Symptoms versus root cause\n\n";
    m += "Groups of more than " + std::to_string(limit) + " events are summarised; all events are in the appendix.\n\n";
    m += "| class | node | symptom | rule | count | first time | reason |\n|---|---|---|---|---|---|---|\n";
    for (const EventGroup& g : report.groups) {
        if (!g.summarised) {
            for (std::uint32_t id : g.eventIds) {
                const Event& e = *byId.at(id);
                m += row({classLabel(e.cls), report::eventNode(e), e.symptom, report::eventRule(e),
                          std::to_string(e.count), report::eventTimeOrDash(e), report::eventReason(e)});
            }
            continue;
        }
        m += row({classLabel(g.cls), std::to_string(g.nodes.size()) + " nodes: " + report::joinNodes(g.nodes, limit),
                  g.symptom, report::groupRule(g, byId), std::to_string(g.totalCount), report::timeOrDash(g.firstTime),
                  report::groupReason(g, byId)});
    }
    m += "\n";

    // The timeline as text: one line per group, in time order.
    m += "## Timeline\n\n";
    std::vector<const EventGroup*> byTime;
    for (const EventGroup& g : report.groups) byTime.push_back(&g);
    std::stable_sort(byTime.begin(), byTime.end(),
                     [](const EventGroup* a, const EventGroup* b) { return a->firstTime < b->firstTime; });
    const TimeNs origin = v.root ? v.root->time : kNoTime;
    m += "| first time | from first fault | class | symptom | nodes |\n|---|---|---|---|---|\n";
    for (const EventGroup* g : byTime)
        m += row({report::timeOrDash(g->firstTime), report::relativeOffset(g->firstTime, origin), classLabel(g->cls),
                  g->symptom,
                  g->nodes.size() > limit ? std::to_string(g->nodes.size()) + " nodes"
                                          : report::joinNodes(g->nodes, limit)});
    m += "\n";

    m += "## Provenance\n\n";
    if (result.provenance.nodes.empty()) {
        m += "The analysis recorded no provenance graph.\n\n";
    } else {
        std::size_t kinds[4] = {0, 0, 0, 0};
        for (const ProvNode& n : result.provenance.nodes) ++kinds[static_cast<int>(n.kind)];
        m += std::to_string(kinds[0]) + " evidence, " + std::to_string(kinds[1]) + " events, " +
             std::to_string(kinds[2]) + " decisions and " + std::to_string(kinds[3]) + " verdict node(s), " +
             std::to_string(result.provenance.edges.size()) + " edges.";
        const auto walk = report::reachFromVerdict(result.provenance);
        const auto path = report::rootPath(result, walk);
        if (!path.empty()) {
            m += " The path of the root cause, from raw evidence to verdict:\n\n";
            for (std::size_t i = 0; i < path.size(); ++i) {
                const ProvNode& n = result.provenance.nodes[walk.index.at(path[i])];
                std::string label = n.label;
                if (n.kind == ProvKind::Evidence && n.hasLocation)
                    label = n.evidence.file + ":" + std::to_string(n.evidence.where.line);
                m += std::to_string(i + 1) + ". " + toString(n.kind) + " " + code(n.id) + ": " +
                     escapeMarkdownInline(label) + (n.rule.empty() ? "" : " (rule " + code(n.rule) + ")") + "\n";
            }
        }
        m += "\n";
    }

    m += "## Sources that could not be read\n\n";
    if (v.problems.empty()) {
        m += "None: every source in the bundle was read.\n\n";
    } else {
        const std::size_t shown = report::problemsListed(report);
        m += "| file | line | severity | problem |\n|---|---|---|---|\n";
        for (std::size_t i = 0; i < shown; ++i) m += problemRow(v.problems[i]);
        if (shown < v.problems.size())
            m += "\n" + std::to_string(v.problems.size() - shown) + " more in the appendix.\n";
        m += "\n";
    }

    m += "## Reproduce\n\n";
    m += "- Program: Attribution Workbench " + report.programVersion + "\n";
    m += "- Rule catalog: " + (result.catalogVersion.empty() ? std::string("-") : result.catalogVersion) + "\n";
    if (!report.options.generatedAt.empty()) m += "- Generated: " + report.options.generatedAt + "\n";
    m +=
        "- Command: " +
        code("attribution-cli report " + (report.bundleName.empty() ? "BUNDLE" : report.bundleName) + " -o report.md") +
        "\n\n";

    m += "## Appendix\n\n";
    m += "### All events (" + std::to_string(result.events.size()) + ")\n\n";
    m += "| # | class | node | symptom | rule | count | first time | reason |\n|---|---|---|---|---|---|---|---|\n";
    for (const Event& e : result.events)
        m += row({std::to_string(e.id), classLabel(e.cls), report::eventNode(e), e.symptom, report::eventRule(e),
                  std::to_string(e.count), report::eventTimeOrDash(e), report::eventReason(e)});
    m += "\n";
    for (const EventGroup& g : report.groups) {
        if (!g.summarised) continue;
        m += "### " + std::string(classLabel(g.cls)) + " " + code(g.symptom) + " on " + std::to_string(g.nodes.size()) +
             " nodes\n\n" + escapeMarkdownInline(report::joinNodes(g.nodes, g.nodes.size())) + "\n\n";
    }
    if (report::problemsListed(report) < v.problems.size()) {
        m += "### All problems (" + std::to_string(v.problems.size()) + ")\n\n";
        m += "| file | line | severity | problem |\n|---|---|---|---|\n";
        for (const Problem& p : v.problems) m += problemRow(p);
        m += "\n";
    }
    if (!result.ruleStats.empty()) {
        m += "### Rule hits\n\n| rule | hits |\n|---|---|\n";
        for (const RuleStat& s : result.ruleStats) m += row({s.rule, std::to_string(s.hits)});
        m += "\n";
    }
    return m;
}

}  // namespace aw

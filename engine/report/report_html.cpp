// The HTML report: one self-contained file (inline CSS, inline SVG). The markup keeps
// to what Qt's rich text understands too (tables, inline styles, page-break-before), so
// the same writer feeds the preview and the PDF.
#include "engine/report/report_html.h"

#include "engine/report/report_text.h"

#include <map>
#include <set>

namespace aw {

namespace {

using report::escapeXml;

// The page layout of a browser. Qt's rich text (PDF, preview) takes px margins and a
// body font size literally on a 300 dpi page and ignores table widths under them, so it
// gets only the font family and colour (the document's default font sets the size).
const char* kBrowserBody =
    R"(body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;font-size:10.5pt;color:#1a1a1a;max-width:1120px;margin:24px auto;padding:0 18px;line-height:1.45}
)";
const char* kQtBody = R"(body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;color:#1a1a1a}
table.events td,table.classes td{font-size:8pt;padding:3px 4px}
)";
const char* kStyle = R"(h1{font-size:18pt;margin:0 0 4px}
h2{font-size:14pt;border-bottom:2px solid #d9dee5;padding-bottom:4px;margin-top:34px}
h3{font-size:11.5pt;margin:20px 0 6px}
p.meta{color:#555;margin:2px 0}
table{border-collapse:collapse;margin:8px 0}
th,td{border:1px solid #d0d5dc;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f5}
table.excerpt{border:1px solid #d0d5dc;width:100%}
table.excerpt td{border:none;padding:1px 8px;font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:9pt;white-space:pre-wrap;word-break:break-all}
table.excerpt td.ln{color:#888;text-align:right;width:4em;white-space:nowrap}
p.src{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:9pt;color:#444;margin:2px 0}
div.note{background:#fffbe6;border-left:4px solid #f0c000;padding:8px 12px;white-space:pre-wrap}
p.summary{font-size:12pt}
code{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:9pt;background:#f2f4f7;padding:0 3px}
svg{max-width:100%;height:auto}
details summary{cursor:pointer;color:#1f4e8c}
ol.chain li{margin:4px 0}
td.why{color:#444}
)";

std::string cell(const std::string& text) {
    return "<td>" + escapeXml(text) + "</td>";
}

// A rule or symptom id in a narrow column. On paper Qt breaks a word that does not fit
// anywhere ("Contribut ing", "same_nod e_consequence"): a zero-width space after each
// underscore lets it break between the id's words instead. Browsers keep the plain id.
std::string idCell(const std::string& id, bool print) {
    if (!print) return cell(id);
    std::string out = "<td>";
    for (char c : escapeXml(id)) {
        out += c;
        if (c == '_') out += "&#8203;";
    }
    return out + "</td>";
}

// An unknown verdict's error-looking lines no rule explained, one template a row.
std::string unexplainedTable(const UnexplainedLines& u) {
    if (u.empty()) return {};
    std::string h = "<h3>Error lines no rule explained</h3>\n<p>" + std::to_string(u.lines) +
                    " lines; the earliest and rarest templates in the bundle first.</p>\n"
                    "<table cellspacing=\"0\" cellpadding=\"4\" border=\"1\" width=\"100%\">\n"
                    "<tr><th>count</th><th>template</th><th>first line</th></tr>\n";
    for (const UnexplainedTemplate& t : u.templates)
        h += "<tr>" + cell(std::to_string(t.count)) + cell(t.pattern) +
             cell(t.first.file + ":" + std::to_string(t.first.where.line) + ": " + t.first.text) + "</tr>\n";
    h += "</table>\n";
    if (u.templatesLeftOut || u.linesLeftOut)
        h += "<p>" + std::to_string(u.templatesLeftOut) + " more templates (" + std::to_string(u.linesLeftOut) +
             " lines) left out.</p>\n";
    return h;
}

// Times never wrap: a broken ISO timestamp is hard to read. Nor do counts: beside a time
// that does not wrap, Qt's rich text squeezed the count column to one character a line.
std::string timeCell(const std::string& text) {
    return "<td style=\"white-space:nowrap\">" + escapeXml(text) + "</td>";
}
std::string countCell(std::uint64_t count) {
    return timeCell(std::to_string(count));
}
std::string timeCell(TimeNs t) {
    return timeCell(report::timeOrDash(t));
}
std::string timeCell(const Event& e) {
    return timeCell(report::eventTimeOrDash(e));
}

std::string classCell(EventClass cls) {
    return std::string("<td style=\"color:") + classColour(cls) + ";font-weight:bold\">" + classLabel(cls) + "</td>";
}

std::string eventLink(std::uint32_t id) {
    return "<a href=\"#event-" + std::to_string(id) + "\">event #" + std::to_string(id) + "</a>";
}

// A heading that starts a new page when printed (Qt honours the inline style).
std::string pageHeading(const std::string& id, const std::string& title) {
    return "<h2 id=\"" + id + "\" style=\"page-break-before:always\">" + escapeXml(title) + "</h2>\n";
}

std::string heading(const std::string& id, const std::string& title) {
    return "<h2 id=\"" + id + "\">" + escapeXml(title) + "</h2>\n";
}

std::string picture(const std::string& svg, const char* imageName, bool inlineSvg) {
    if (inlineSvg) return "<div class=\"picture\">\n" + svg + "</div>\n";
    return std::string("<p><img src=\"") + imageName + "\" width=\"640\"></p>\n";
}

std::string noteHtml(const std::string& note) {
    return "<div class=\"note\" style=\"background-color:#fffbe6;white-space:pre-wrap\">" + escapeXml(note) +
           "</div>\n";
}

std::string excerptHtml(const EvidenceExcerpt& ex, const Event* event, const std::string& note = {}) {
    std::string out;
    out += "<h3>";
    if (event)
        out += "<span style=\"color:" + std::string(classColour(event->cls)) + "\">" + classLabel(event->cls) +
               "</span> \xC2\xB7 " + escapeXml(report::eventNode(*event)) + " \xC2\xB7 " +
               escapeXml(report::eventTitle(*event));
    out += " (" + eventLink(ex.eventId) + ")</h3>\n";
    out += "<p class=\"src\">" + escapeXml(ex.file) + (ex.line ? ":" + std::to_string(ex.line) : "") + "</p>\n";
    if (!note.empty()) out += noteHtml(note);
    if (!ex.available) {
        out += "<p><i>The source text is not in the bundle that was exported.</i></p>\n";
        return out;
    }
    out += "<table class=\"excerpt\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\">\n";
    for (const ExcerptLine& l : ex.lines) {
        const std::string bg = l.hit ? " style=\"background-color:#fff3c4\"" : "";
        out += "<tr" + bg + "><td class=\"ln\">" + (l.number ? std::to_string(l.number) : "") + "</td><td" + bg +
               "><code style=\"background:none\">";
        if (l.hit && l.markEnd > l.markBegin) {
            out += escapeXml(l.text.substr(0, l.markBegin));
            out += "<span style=\"background-color:#ffb74d;font-weight:bold\">" +
                   escapeXml(l.text.substr(l.markBegin, l.markEnd - l.markBegin)) + "</span>";
            out += escapeXml(l.text.substr(l.markEnd));
        } else {
            out += escapeXml(l.text);
        }
        out += "</code></td></tr>\n";
    }
    out += "</table>\n";
    return out;
}

// The reason under its event, across the row: an eight-column table with the reason
// in a column of its own does not fit a portrait page.
std::string reasonRow(const std::string& reason, int columns) {
    return "<tr><td class=\"why\" colspan=\"" + std::to_string(columns) + "\">" + escapeXml(reason) + "</td></tr>\n";
}

// With its reason under it, or without (print: the reasons are in the classes table).
std::string eventRow(const Event& e, bool print) {
    std::string out = "<tr id=\"event-" + std::to_string(e.id) + "\">";
    out += cell(std::to_string(e.id)) + classCell(e.cls) + cell(report::eventNode(e)) + idCell(e.symptom, print) +
           idCell(report::eventRule(e), print) + countCell(e.count) + timeCell(e) + "</tr>\n";
    return print ? out : out + reasonRow(report::eventReason(e), 7);
}

// Column widths: without them Qt's rich text splits a page evenly and breaks symptom
// names while the count column stays half empty.
const char* kEventHeader =
    "<tr><th width=\"6%\">#</th><th width=\"14%\">class</th><th width=\"10%\">node</th>"
    "<th width=\"18%\">symptom</th><th width=\"18%\">rule</th><th width=\"7%\" style=\"white-space:nowrap\">count</th>"
    "<th width=\"27%\">first time</th></tr>\n";
const char* kProblemHeader = "<tr><th>file</th><th>line</th><th>severity</th><th>problem</th></tr>\n";

std::string problemRow(const Problem& p) {
    return "<tr>" + cell(report::problemFile(p)) + cell(p.line ? std::to_string(p.line) : "") +
           cell(toString(p.severity)) + cell(p.message) + "</tr>\n";
}

// The value cell of a row of the verdict's table.
std::string factHtml(const VerdictRows& v, VerdictFact fact) {
    switch (fact) {
    case VerdictFact::Outcome: return escapeXml(outcomeLabel(v.outcome)) + " <code>" + toString(v.outcome) + "</code>";
    case VerdictFact::Culprits: return "<b>" + escapeXml(report::culpritList(v.culpritNodes)) + "</b>";
    case VerdictFact::Ranks: return report::rankList(v.culpritRanks);
    case VerdictFact::Gpu: return std::to_string(v.culpritGpu);
    case VerdictFact::Symptom: return "<code>" + escapeXml(v.symptom) + "</code>";
    case VerdictFact::Confidence: return toString(v.confidence);
    case VerdictFact::FirstFault:
        return escapeXml(report::timeOrDash(v.root->time)) + " (" + eventLink(v.root->id) + ")";
    case VerdictFact::Rule: return "<code>" + escapeXml(v.rule) + "</code>";
    case VerdictFact::Events: return escapeXml(report::classCounts(v));
    }
    return {};
}

}  // namespace

std::string reportHtml(const Report& report, const HtmlOptions& options) {
    const AnalysisResult& result = report.result;
    const VerdictRows& v = report.verdict;
    const auto byId = report::eventsById(result);
    const unsigned limit = report::listLimit(report);
    const bool print = !options.inlineSvg;  // Qt's rich text, for the PDF
    std::string h;
    h.reserve(64 * 1024);
    h += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    h += "<title>Attribution report: " + escapeXml(report::workloadName(report)) + "</title>\n";
    h += "<style>\n" + std::string(options.inlineSvg ? kBrowserBody : kQtBody) + kStyle + "</style>\n</head>\n<body>\n";

    // Title and the facts of the workload.
    h += "<h1>Attribution report: " + escapeXml(report::workloadName(report)) + "</h1>\n";
    h += "<p class=\"meta\">Bundle <code>" + escapeXml(report.bundleName.empty() ? "-" : report.bundleName) +
         "</code>" + (report.scheduler.empty() ? "" : " \xC2\xB7 scheduler " + escapeXml(report.scheduler)) +
         " \xC2\xB7 " + std::to_string(report.nodeCount) + " nodes \xC2\xB7 " + std::to_string(report.fileCount) +
         " sources</p>\n";
    h += "<p class=\"meta\">Time window " + escapeXml(report::timeOrDash(report.windowStart)) + " \xE2\x80\x93 " +
         escapeXml(report::timeOrDash(report.windowEnd)) + "</p>\n";

    // Verdict.
    h += heading("verdict", "Verdict");
    h += "<p class=\"summary\"><b>" + escapeXml(report::headline(v)) + "</b></p>\n";
    if (!v.summary.empty()) h += "<p>" + escapeXml(v.summary) + "</p>\n";
    h += "<table class=\"verdict\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\">\n";
    for (const VerdictFact fact : v.facts)
        h += std::string("<tr><th>") + report::factLabel(fact) + "</th><td>" + factHtml(v, fact) + "</td></tr>\n";
    h += "</table>\n";
    if (v.advice.shown()) {
        h += "<h3>What to do</h3>\n";
        if (const auto& job = v.advice.job)
            h += "<p><b>" + escapeXml(jobDecisionLabel(job->decision)) + ".</b> " + escapeXml(job->why) + "</p>\n";
        h += "<ul class=\"actions\">\n";
        for (const Action& a : v.advice.actions) {
            h += "<li><b>" + escapeXml(audienceLabel(a.audience)) + "</b> (" + escapeXml(urgencyLabel(a.urgency)) +
                 "): " + escapeXml(a.text);
            for (const std::string& c : a.commands) h += "<br><code>" + escapeXml(c) + "</code>";
            for (const WithheldCommand& w : a.withheld)
                h += "<br>left out: <code>" + escapeXml(w.command) + "</code> (" + escapeXml(w.reason) + ")";
            h += "</li>\n";
        }
        h += "</ul>\n";
    }
    if (!report.options.note.empty()) { h += "<h3>Note</h3>\n" + noteHtml(report.options.note); }
    if (!report.options.eventNotes.empty()) {
        h += "<h3>Notes on events</h3>\n<ul>\n";
        for (const auto& [id, note] : report.options.eventNotes) {
            const auto it = byId.find(id);
            const std::string title = it == byId.end() ? "event" : report::eventTitle(*it->second);
            h += "<li><b>" + escapeXml(title) + "</b> (" + eventLink(id) + "): " + escapeXml(note) + "</li>\n";
        }
        h += "</ul>\n";
    }
    // Chain of reasons.
    h += heading("chain", "Chain of reasons");
    if (v.chain.empty()) {
        h += "<p>The analysis recorded no chain of reasons.</p>\n";
    } else {
        h += "<ol class=\"chain\">\n";
        for (const ChainRow& row : v.chain) {
            const ReasonStep& s = row.step;
            h += "<li>" + escapeXml(s.text);
            if (!s.rule.empty()) h += " \xE2\x80\x94 rule <code>" + escapeXml(s.rule) + "</code>";
            if (s.eventId) h += " (" + eventLink(s.eventId) + ")";
            h += "</li>\n";
        }
        h += "</ol>\n";
    }

    // Candidates after the chain: page 1 is the verdict, what to do and why.
    if (!v.candidates.empty()) {
        h += "<h3>Candidates considered</h3>\n<table cellspacing=\"0\" cellpadding=\"4\" border=\"1\" width=\"100%\">\n"
             "<tr><th>node</th><th>symptom</th><th>outcome</th><th>why</th></tr>\n";
        for (const CandidateRow& row : v.candidates) {
            const Candidate& c = row.candidate;
            h += "<tr>" + cell(c.node.empty() ? "(job)" : c.node) + cell(c.symptom) + cell(outcomeLabel(c.outcome)) +
                 cell(c.why) + "</tr>\n";
        }
        h += "</table>\n";
    }
    if (v.unexplained) h += unexplainedTable(*v.unexplained);

    // Evidence.
    h += pageHeading("evidence", "Evidence");
    if (report.excerpts.empty()) {
        h += "<p>No evidence was chosen for this report.</p>\n";
    } else {
        h += "<p>The raw lines behind the chosen events, with " + std::to_string(report.options.contextLines) +
             " lines of context; the matched text is highlighted.</p>\n";
        // One excerpt per event here (the root cause's first); its other pieces of evidence
        // are in the appendix, so an event does not fill pages with three of its lines.
        std::set<std::uint32_t> shown;
        for (const EvidenceExcerpt& ex : report.excerpts) {
            if (!shown.insert(ex.eventId).second) continue;
            const auto it = byId.find(ex.eventId);
            const auto note = report.options.eventNotes.find(ex.eventId);
            h += excerptHtml(ex, it == byId.end() ? nullptr : it->second,
                             note == report.options.eventNotes.end() ? std::string() : note->second);
        }
        if (shown.size() < report.excerpts.size())
            h += "<p>More evidence of these events is in the <a href=\"#more-evidence\">appendix</a>.</p>\n";
    }

    // Symptoms versus root cause.
    h += pageHeading("classes", "Symptoms versus root cause");
    h += "<p>Every event with the class the rules gave it and why. Groups of more than " + std::to_string(limit) +
         " events are summarised; all events are listed in the appendix.</p>\n";
    h +=
        "<table class=\"classes\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\" width=\"100%\">\n"
        "<tr><th width=\"14%\">class</th><th width=\"11%\">node</th><th width=\"21%\">symptom</th>"
        "<th width=\"20%\">rule</th><th width=\"7%\" style=\"white-space:nowrap\">count</th><th width=\"27%\">first time</th></tr>\n";
    for (const EventGroup& g : report.groups) {
        if (!g.summarised) {
            for (std::uint32_t id : g.eventIds) {
                const Event& e = *byId.at(id);
                h += "<tr>" + classCell(e.cls) + cell(report::eventNode(e)) + idCell(e.symptom, print) +
                     idCell(report::eventRule(e), print) + countCell(e.count) + timeCell(e) + "</tr>\n" +
                     reasonRow(report::eventReason(e), 6);
            }
            continue;
        }
        h += "<tr>" + classCell(g.cls) + "<td><details><summary>" + std::to_string(g.nodes.size()) +
             " nodes</summary> " + escapeXml(report::joinNodes(g.nodes, limit)) + " (<a href=\"#group-" +
             toString(g.cls) + "-" + escapeXml(g.symptom) + "\">all</a>)</details></td>" + idCell(g.symptom, print) +
             idCell(report::groupRule(g, byId), print) + countCell(g.totalCount) + timeCell(g.firstTime) + "</tr>\n" +
             reasonRow(report::groupReason(g, byId), 6);
    }
    h += "</table>\n";

    // Pictures.
    h += pageHeading("timeline", "Timeline");
    if (report.timelineSvg.empty()) h += "<p>No event has a time.</p>\n";
    else h += picture(report.timelineSvg, kTimelineImageName, options.inlineSvg);
    h += heading("provenance", "Provenance");
    if (report.provenanceSvg.empty()) {
        h += "<p>The analysis recorded no provenance graph.</p>\n";
    } else {
        h += "<p>From raw evidence (left) through events and the decisions of the rules to the verdict "
             "(right). " +
             std::to_string(result.provenance.nodes.size()) + " nodes and " +
             std::to_string(result.provenance.edges.size()) + " edges in all.</p>\n";
        h += picture(report.provenanceSvg, kProvenanceImageName, options.inlineSvg);
    }

    // Problems.
    h += heading("problems", "Sources that could not be read");
    if (v.problems.empty()) {
        h += "<p>None: every source in the bundle was read.</p>\n";
    } else {
        const std::size_t shown = report::problemsListed(report);
        h += "<table cellspacing=\"0\" cellpadding=\"4\" border=\"1\" width=\"100%\">\n" + std::string(kProblemHeader);
        for (std::size_t i = 0; i < shown; ++i) h += problemRow(v.problems[i]);
        h += "</table>\n";
        if (shown < v.problems.size())
            h += "<p>" + std::to_string(v.problems.size() - shown) +
                 " more in the <a href=\"#appendix\">appendix</a>.</p>\n";
    }

    // Reproduce.
    h += heading("reproduce", "Reproduce");
    h += "<table cellspacing=\"0\" cellpadding=\"4\" border=\"1\">\n";
    h += "<tr><th>Program</th><td>Attribution Workbench " + escapeXml(report.programVersion) + "</td></tr>\n";
    h += "<tr><th>Rule catalog</th><td>" + escapeXml(result.catalogVersion.empty() ? "-" : result.catalogVersion) +
         "</td></tr>\n";
    h += "<tr><th>Bundle</th><td><code>" + escapeXml(report.bundleName.empty() ? "-" : report.bundleName) +
         "</code></td></tr>\n";
    if (!report.options.generatedAt.empty())
        h += "<tr><th>Generated</th><td>" + escapeXml(report.options.generatedAt) + "</td></tr>\n";
    h += "<tr><th>Command</th><td><code>attribution-cli report " +
         escapeXml(report.bundleName.empty() ? "BUNDLE" : report.bundleName) + " -o report.html</code></td></tr>\n";
    h += "</table>\n";

    // Appendix: the full lists.
    // Not a new page: the short Reproduce table above would otherwise hold a page alone.
    h += heading("appendix", "Appendix");
    {
        std::set<std::uint32_t> shown;
        std::string more;
        for (const EvidenceExcerpt& ex : report.excerpts) {
            if (shown.insert(ex.eventId).second) continue;
            const auto it = byId.find(ex.eventId);
            more += excerptHtml(ex, it == byId.end() ? nullptr : it->second);
        }
        if (!more.empty()) h += "<h3 id=\"more-evidence\">More evidence</h3>\n" + more;
    }
    h += "<h3>All events (" + std::to_string(result.events.size()) + ")</h3>\n";
    // Print (Qt's rich text: the PDF and its preview) lists the events that matter one by
    // one and sums up the noise by symptom: 321 noise rows with their reasons made a
    // 46-page PDF. A browser gets every event, folded.
    const bool collapse = !print && result.events.size() > limit;
    if (collapse) h += "<details><summary>Show all " + std::to_string(result.events.size()) + " events</summary>\n";
    h += "<table class=\"events\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" width=\"100%\">\n" +
         std::string(kEventHeader);
    std::map<std::string, std::pair<std::size_t, std::uint64_t>> noise;  // symptom -> events, lines
    for (const Event& e : result.events) {
        if (print && e.cls == EventClass::Noise) {
            auto& [events, lines] = noise[e.symptom];
            ++events;
            lines += e.count;
            continue;
        }
        h += eventRow(e, print);
    }
    h += "</table>\n";
    if (collapse) h += "</details>\n";
    if (!noise.empty()) {
        h += "<p>Noise, by symptom (the HTML and JSON reports list each event):</p>\n"
             "<table class=\"events\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">\n"
             "<tr><th>symptom</th><th>events</th><th>lines</th></tr>\n";
        for (const auto& [symptom, n] : noise)
            h += "<tr>" + cell(symptom) + countCell(n.first) + countCell(n.second) + "</tr>\n";
        h += "</table>\n";
    }
    for (const EventGroup& g : report.groups) {
        if (!g.summarised) continue;
        h += "<h3 id=\"group-" + std::string(toString(g.cls)) + "-" + escapeXml(g.symptom) + "\">" + classLabel(g.cls) +
             " <code>" + escapeXml(g.symptom) + "</code> on " + std::to_string(g.nodes.size()) + " nodes</h3>\n<p>" +
             escapeXml(report::joinNodes(g.nodes, g.nodes.size())) + "</p>\n";
    }
    if (report::problemsListed(report) < v.problems.size()) {
        h += "<h3>All problems (" + std::to_string(v.problems.size()) +
             ")</h3>\n<details><summary>Show all</summary>\n"
             "<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" width=\"100%\">\n" +
             std::string(kProblemHeader);
        for (const Problem& p : v.problems) h += problemRow(p);
        h += "</table>\n</details>\n";
    }
    if (!result.ruleStats.empty()) {
        h +=
            "<h3>Rule hits</h3>\n<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\">\n<tr><th>rule</th><th>hits</th></tr>\n";
        for (const RuleStat& s : result.ruleStats)
            h += "<tr>" + cell(s.rule) + cell(std::to_string(s.hits)) + "</tr>\n";
        h += "</table>\n";
    }
    h += "</body>\n</html>\n";
    return h;
}

}  // namespace aw

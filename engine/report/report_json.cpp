// The JSON report: the analysis exactly as aw::toJson writes it, wrapped with what the
// user added (note, evidence choice) and what is needed to reproduce it.
#include "engine/report/report_json.h"

#include "engine/attribute/analysis_json.h"
#include "engine/report/report_text.h"

namespace aw {

namespace {

using report::jsonString;

std::string timeJson(TimeNs t) {
    return t == kNoTime ? "null" : jsonString(formatIsoUtc(t));
}

}  // namespace

std::string reportJson(const Report& report) {
    std::string j;
    j += "{\n";
    j += "  \"format\": \"attribution-workbench-report\",\n";
    j += "  \"format_version\": 1,\n";
    j += "  \"program_version\": " + jsonString(report.programVersion) + ",\n";
    j += "  \"catalog_version\": " + jsonString(report.result.catalogVersion) + ",\n";
    if (!report.options.generatedAt.empty())
        j += "  \"generated_at\": " + jsonString(report.options.generatedAt) + ",\n";
    j += "  \"bundle\": {\"name\": " + jsonString(report.bundleName) +
         ", \"workload_id\": " + jsonString(report.workloadId) + ", \"scheduler\": " + jsonString(report.scheduler) +
         ", \"window_start\": " + timeJson(report.windowStart) + ", \"window_end\": " + timeJson(report.windowEnd) +
         ", \"nodes\": " + std::to_string(report.nodeCount) + ", \"sources\": " + std::to_string(report.fileCount) +
         "},\n";
    j += "  \"note\": " + jsonString(report.options.note) + ",\n";
    if (!report.options.eventNotes.empty()) {
        j += "  \"event_notes\": [";
        bool first = true;
        for (const auto& [id, note] : report.options.eventNotes) {
            j += std::string(first ? "" : ", ") + "{\"event\": " + std::to_string(id) +
                 ", \"note\": " + jsonString(note) + "}";
            first = false;
        }
        j += "],\n";
    }
    j += "  \"context_lines\": " + std::to_string(report.options.contextLines) + ",\n";
    j += "  \"evidence_events\": [";
    for (std::size_t i = 0; i < report.evidenceEvents.size(); ++i)
        j += (i ? ", " : "") + std::to_string(report.evidenceEvents[i]);
    j += "],\n";
    j += "  \"excerpts\": [";
    for (std::size_t i = 0; i < report.excerpts.size(); ++i) {
        const EvidenceExcerpt& ex = report.excerpts[i];
        j += i ? ",\n" : "\n";
        j += "    {\"event\": " + std::to_string(ex.eventId) + ", \"file\": " + jsonString(ex.file) +
             ", \"line\": " + std::to_string(ex.line) + ", \"available\": " + (ex.available ? "true" : "false") +
             ", \"lines\": [";
        for (std::size_t k = 0; k < ex.lines.size(); ++k) {
            const ExcerptLine& l = ex.lines[k];
            j += k ? ",\n      " : "\n      ";
            j += "{\"number\": " + std::to_string(l.number) + ", \"text\": " + jsonString(l.text);
            if (l.hit) {
                j += ", \"hit\": true";
                if (l.markEnd > l.markBegin)
                    j += ", \"mark\": [" + std::to_string(l.markBegin) + ", " + std::to_string(l.markEnd) + "]";
            }
            j += "}";
        }
        j += ex.lines.empty() ? "]}" : "\n    ]}";
    }
    j += report.excerpts.empty() ? "],\n" : "\n  ],\n";
    // toJson's own document, trimmed of its trailing newline and indented under "analysis".
    std::string analysis = toJson(report.result);
    while (!analysis.empty() && (analysis.back() == '\n' || analysis.back() == ' ')) analysis.pop_back();
    std::string indented;
    indented.reserve(analysis.size() + analysis.size() / 16);
    for (char c : analysis) {
        indented += c;
        if (c == '\n') indented += "  ";
    }
    j += "  \"analysis\": " + indented + "\n";
    j += "}\n";
    return j;
}

}  // namespace aw

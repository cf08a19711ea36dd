// An exported report someone else can act on: the verdict, the chain of reasons, the
// evidence excerpts with their context, the symptom-versus-root-cause table, a timeline
// and a provenance picture, the sources that could not be read, and the versions needed
// to reproduce it. The engine writes HTML, Markdown and JSON; PDF needs Qt and lives in
// views/pdf_report.h. Format: docs/report.md.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

enum class ReportFormat : std::uint8_t { Html, Markdown, Json, Pdf };
const char* toString(ReportFormat format);  // "html", "markdown", "json", "pdf"
const char* fileExtension(ReportFormat format);  // ".html", ".md", ".json", ".pdf"

// The format a file name asks for (.html/.htm, .md/.markdown, .json, .pdf), if any.
std::optional<ReportFormat> reportFormatForPath(std::string_view path);

struct ReportOptions {
    std::string note;  // the user's note, printed right under the verdict
    // Events whose evidence is excerpted. nullopt: the default choice (root cause and
    // contributing events, see defaultEvidenceEvents).
    std::optional<std::vector<std::uint32_t>> evidenceEvents;
    unsigned contextLines = 3;      // lines shown before and after each evidence line
    unsigned evidencePerEvent = 3;  // excerpts per event (an event keeps its first few)
    unsigned listLimit = 8;         // longer lists are summarised; the full list is in the appendix
    unsigned timelineRows = 24;     // node rows in the timeline; the rest share one row
    // When the report was made, e.g. "2026-12-02T14:00:00Z". Empty: not printed (golden
    // tests leave it empty so the output stays byte-for-byte stable).
    std::string generatedAt;
};

// The events whose evidence a report includes unless the user chooses: root cause and
// contributing events, in id order.
std::vector<std::uint32_t> defaultEvidenceEvents(const AnalysisResult& result);

// One line of an evidence excerpt.
struct ExcerptLine {
    std::uint32_t number = 0;  // 1-based line number in the file
    std::string text;          // valid UTF-8, control characters replaced, long lines cut
    bool hit = false;          // the evidence line itself (not context)
    std::uint32_t markBegin = 0;  // the matched span inside `text` (empty when begin == end)
    std::uint32_t markEnd = 0;
};

// A raw line with its context, read from the bundle's bytes.
struct EvidenceExcerpt {
    std::uint32_t eventId = 0;
    std::string file;
    std::uint32_t line = 0;
    bool available = false;  // false: the bytes were not in the bundle; `lines` is empty
    std::vector<ExcerptLine> lines;
};

// Events of one class and symptom: one row per event when there are few, one summary
// row ("symptom X on 997 nodes") when there are many.
struct EventGroup {
    EventClass cls = EventClass::Symptom;
    std::string symptom;
    std::vector<std::uint32_t> eventIds;  // in time order
    std::vector<std::string> nodes;       // distinct nodes, in order of first event
    std::uint64_t totalCount = 0;         // sum of Event::count
    TimeNs firstTime = kNoTime;
    bool summarised = false;              // more events than ReportOptions::listLimit
};

// Everything a report shows, computed once and rendered by every writer.
struct Report {
    AnalysisResult result;
    ReportOptions options;
    std::string programVersion;   // AW_VERSION
    std::string bundleName;       // the bundle's folder or archive name (not the full path)
    std::string workloadId;
    std::string scheduler;
    TimeNs windowStart = kNoTime;
    TimeNs windowEnd = kNoTime;
    std::size_t nodeCount = 0;
    std::size_t fileCount = 0;
    std::vector<std::uint32_t> evidenceEvents;  // resolved choice, sorted
    std::vector<EvidenceExcerpt> excerpts;
    std::vector<EventGroup> groups;             // root cause, contributing, symptom, noise
    std::string timelineSvg;                    // "" when no event has a time
    std::string provenanceSvg;                  // "" when there is no provenance
};

// Builds the report model. `bundle` gives the raw bytes for the excerpts and the
// workload facts; it may be null (excerpts are then marked unavailable).
Report buildReport(const Bundle* bundle, const AnalysisResult& result,
                   const ReportOptions& options = {});

struct HtmlOptions {
    // true: the pictures are inline <svg> (a self-contained file for browsers).
    // false: they are <img src="aw-timeline.svg"> / <img src="aw-provenance.svg">, for Qt's
    // rich text (QTextBrowser, PDF), which registers the rendered pictures under these names.
    bool inlineSvg = true;
};
inline constexpr const char* kTimelineImageName = "aw-timeline.svg";
inline constexpr const char* kProvenanceImageName = "aw-provenance.svg";

std::string reportHtml(const Report& report, const HtmlOptions& options = {});
std::string reportMarkdown(const Report& report);
// aw::toJson of the analysis under "analysis", plus the note, the evidence choice, the
// excerpts and the report metadata.
std::string reportJson(const Report& report);

// Html, Markdown or Json; throws std::invalid_argument for Pdf (that needs Qt).
std::string renderReport(const Report& report, ReportFormat format);

// The pictures, as standalone SVG documents (also embedded by reportHtml).
std::string timelineSvg(const AnalysisResult& result, unsigned maxRows = 24);
std::string provenanceSvg(const AnalysisResult& result, unsigned perColumn = 8);

// Writes `bytes` to `path` so that readers see the old file or the whole new one, never
// half of it: a temporary file in the same folder, fsync, rename, fsync of the folder.
// On failure the temporary file is removed, an existing `path` is kept, and
// WriteError is thrown.
struct WriteError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
void writeFileAtomically(const std::string& path, std::string_view bytes);

}  // namespace aw

// The formats a report is written in, named once for every front end: their ids, file
// extensions and the format a file name asks for. The engine writes HTML, Markdown and
// JSON; PDF needs Qt and is written by app/report.
#pragma once

#include "engine/report/report_model.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

enum class ReportFormat : std::uint8_t { Html, Markdown, Json, Pdf };
const char* toString(ReportFormat format);       // "html", "markdown", "json", "pdf"
const char* fileExtension(ReportFormat format);  // ".html", ".md", ".json", ".pdf"
// Every format, in the order they are offered.
const std::vector<ReportFormat>& reportFormats();

// The format a file name asks for (.html/.htm, .md/.markdown, .json, .pdf), if any.
std::optional<ReportFormat> reportFormatForPath(std::string_view path);

// Html, Markdown or Json; throws std::invalid_argument for Pdf (app/report writes it).
std::string renderReport(const Report& report, ReportFormat format);

}  // namespace aw

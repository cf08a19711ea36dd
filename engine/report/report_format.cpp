#include "engine/report/report_format.h"

#include "engine/report/report_html.h"
#include "engine/report/report_json.h"
#include "engine/report/report_markdown.h"

#include <algorithm>
#include <stdexcept>

namespace aw {

const char* toString(ReportFormat format) {
    switch (format) {
    case ReportFormat::Html: return "html";
    case ReportFormat::Markdown: return "markdown";
    case ReportFormat::Json: return "json";
    case ReportFormat::Pdf: return "pdf";
    }
    return "html";
}

const char* fileExtension(ReportFormat format) {
    switch (format) {
    case ReportFormat::Html: return ".html";
    case ReportFormat::Markdown: return ".md";
    case ReportFormat::Json: return ".json";
    case ReportFormat::Pdf: return ".pdf";
    }
    return ".html";
}

std::optional<ReportFormat> reportFormatForPath(std::string_view path) {
    const auto dot = path.rfind('.');
    const auto slash = path.find_last_of("/\\");
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return std::nullopt;
    std::string ext(path.substr(dot + 1));
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext == "html" || ext == "htm") return ReportFormat::Html;
    if (ext == "md" || ext == "markdown") return ReportFormat::Markdown;
    if (ext == "json") return ReportFormat::Json;
    if (ext == "pdf") return ReportFormat::Pdf;
    return std::nullopt;
}

const std::vector<ReportFormat>& reportFormats() {
    static const std::vector<ReportFormat> all{ReportFormat::Html, ReportFormat::Pdf, ReportFormat::Markdown,
                                               ReportFormat::Json};
    return all;
}

std::string renderReport(const Report& report, ReportFormat format) {
    switch (format) {
    case ReportFormat::Html: return reportHtml(report);
    case ReportFormat::Markdown: return reportMarkdown(report);
    case ReportFormat::Json: return reportJson(report);
    case ReportFormat::Pdf: break;
    }
    throw std::invalid_argument("PDF reports are written by app/report (Qt), not by the engine");
}

}  // namespace aw

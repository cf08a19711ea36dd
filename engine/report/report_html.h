// The HTML report: one self-contained file for browsers, or Qt rich text for the
// workbench's preview and the PDF.
#pragma once

#include "engine/report/report_model.h"

#include <string>

namespace aw {

struct HtmlOptions {
    // true: the pictures are inline <svg> (a self-contained file for browsers).
    // false: they are <img src="aw-timeline.svg"> / <img src="aw-provenance.svg">, for Qt's
    // rich text (QTextBrowser, PDF), which registers the rendered pictures under these names.
    bool inlineSvg = true;
};
inline constexpr const char* kTimelineImageName = "aw-timeline.svg";
inline constexpr const char* kProvenanceImageName = "aw-provenance.svg";

std::string reportHtml(const Report& report, const HtmlOptions& options = {});

}  // namespace aw

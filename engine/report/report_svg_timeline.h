// The report's timeline picture: events by node over time, as a standalone SVG document
// (also embedded by reportHtml).
#pragma once

#include "engine/core/analysis.h"

#include <string>

namespace aw {

std::string timelineSvg(const AnalysisResult& result, unsigned maxRows = 24);

}  // namespace aw

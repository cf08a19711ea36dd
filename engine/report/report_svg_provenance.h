// The report's provenance picture: from the raw evidence to the verdict, as a standalone
// SVG document (also embedded by reportHtml).
#pragma once

#include "engine/core/analysis.h"

#include <string>

namespace aw {

std::string provenanceSvg(const AnalysisResult& result, unsigned perColumn = 8);

}  // namespace aw

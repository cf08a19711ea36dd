// The documented JSON of an analysis (docs/cli.md): verdict, events, provenance, problems.
#pragma once

#include "engine/core/analysis.h"

#include <string>

namespace aw {

// Deterministic: the same result always gives the same bytes.
std::string toJson(const AnalysisResult& result);

}  // namespace aw

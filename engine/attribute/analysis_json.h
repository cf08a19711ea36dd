// The documented JSON of an analysis (docs/cli.md): verdict, events, provenance, problems.
#pragma once

#include "engine/core/analysis.h"

#include <string>

namespace aw {

// Deterministic: the same result always gives the same bytes.
std::string toJson(const AnalysisResult& result);

// Why a bundle gave no analysis, for a batch that records every bundle:
// {"bundle": ..., "error": ..., "problems": [...]} (docs/cli.md).
std::string failureJson(const std::string& bundle, const std::string& error, const std::vector<Problem>& problems);

}  // namespace aw

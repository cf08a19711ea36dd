// A compact, lossless binary form of an AnalysisResult and of the loader's per-file text
// scans, for the analysis cache. Decoding checks every length against the buffer, so a
// damaged blob is rejected (nullopt), never trusted.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace aw {

std::string encodeAnalysis(const AnalysisResult& result);
std::optional<AnalysisResult> decodeAnalysis(std::string_view bytes);

std::string encodeTextScans(const std::map<std::string, TextScanSummary>& scans);
std::optional<std::map<std::string, TextScanSummary>> decodeTextScans(std::string_view bytes);

}  // namespace aw

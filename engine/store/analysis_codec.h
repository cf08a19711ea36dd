// A compact, lossless binary form of an AnalysisResult, of the Flight Recorder hang
// analysis (with its decoded dumps) and of the loader's per-file text scans, for the
// analysis cache. Decoding checks every length against the buffer, so a
// damaged blob is rejected (nullopt), never trusted.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/hang_analysis.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace aw {

std::string encodeAnalysis(const AnalysisResult& result);
std::optional<AnalysisResult> decodeAnalysis(std::string_view bytes);

std::string encodeHangs(const FlightRecorderReport& report);
std::optional<FlightRecorderReport> decodeHangs(std::string_view bytes);

std::string encodeTextScans(const std::map<std::string, TextScanSummary>& scans);
std::optional<std::map<std::string, TextScanSummary>> decodeTextScans(std::string_view bytes);

}  // namespace aw

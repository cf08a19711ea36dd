// Analysing in tests. Bundles on disk open through the engine's front door like in the
// programs; bundles built in memory (bundle_builder.h) go through the attribute part
// directly, as the front door would run it on a loaded bundle.
#pragma once

#include "engine/attribute/analyze_options.h"
#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"

#include <memory>
#include <string>

namespace awtest {

// The analysis of an in-memory bundle, Flight Recorder dumps included.
aw::AnalysisResult analyze(const aw::Bundle& bundle,
                           std::shared_ptr<const aw::RuleCatalog> catalog = aw::builtinCatalog(),
                           const aw::AnalyzeOptions& options = {});

// A file or folder of the source tree: sourcePath("resources/samples/ib-link-flap").
std::string sourcePath(const std::string& relative);

}  // namespace awtest

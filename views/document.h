// What every view shows: one loaded bundle, its analysis and the catalog that produced
// it. Immutable once built, shared by all views.
#pragma once

#include "aw/analysis.h"
#include "aw/bundle.h"
#include "aw/flight_recorder.h"
#include "aw/rule.h"

#include <memory>

namespace awv {

struct Document {
    std::shared_ptr<const aw::Bundle> bundle;
    std::shared_ptr<const aw::RuleCatalog> catalog;
    aw::AnalysisResult result;
    // The Flight Recorder grids (process groups x ranks), computed with the analysis off
    // the GUI thread; null when not computed, empty() when the bundle has no dumps.
    std::shared_ptr<const aw::FlightRecorderReport> flightRecorder;
};

using DocumentPtr = std::shared_ptr<const Document>;

}  // namespace awv

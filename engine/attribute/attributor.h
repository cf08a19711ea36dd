// The rule engine over a bundle's evidence: extractors turn raw evidence into collapsed
// hits as it is ingested; attribute() runs filters, refiners, outcome rules, post-outcome
// refiners and collectors over them and keeps the provenance of every decision.
#pragma once

#include "engine/attribute/analyze_options.h"
#include "engine/attribute/extraction_during_load.h"
#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/rules/rule_catalog.h"

#include <memory>

namespace aw {

// ingest() may be called several times as evidence arrives; attribute() is a pure function
// of everything ingested so far, so ingest(a); ingest(b); attribute() equals one pass over
// a and b together. Front ends open bundles through openBundle (engine/open/open_bundle.h),
// which drives this.
class Attributor {
public:
    explicit Attributor(std::shared_ptr<const RuleCatalog> catalog);
    ~Attributor();
    Attributor(const Attributor&) = delete;
    Attributor& operator=(const Attributor&) = delete;

    // The extractors as a visitor of the loader's pass: give it to loadBundle(), then to
    // ingest(), and each text log is read once instead of twice (the same result).
    std::unique_ptr<ExtractionDuringLoad> extractionDuringLoad() const;

    // Adds the evidence of `bundle`. `duringLoad`: the visitor its load ran with, if any.
    // `hangs`: the Flight Recorder analysis of its dumps when it was made already; null to
    // make it here.
    void ingest(const Bundle& bundle, const AnalyzeOptions& options = {}, ExtractionDuringLoad* duringLoad = nullptr,
                const FlightRecorderReport* hangs = nullptr);
    AnalysisResult attribute() const&;
    // The same result, for an attributor that is done: the events take the marked lines,
    // evidence and captures of the hits instead of copying them (copies were 91 MB of a
    // 285 MB heap peak on 9,219 logs). Nothing may be ingested or attributed after it.
    AnalysisResult attribute() &&;

private:
    struct State;
    // `takeHits`: the hits' parts are moved into the events (only attribute() && asks).
    AnalysisResult attributeHits(bool takeHits) const;
    std::shared_ptr<const RuleCatalog> catalog_;
    std::unique_ptr<State> state_;
};

}  // namespace aw

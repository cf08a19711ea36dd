// The bridge from the Flight Recorder hang analysis to the rule engine: each culprit rank
// of each finding becomes one normalised observation line, which the extractors in
// resources/rules/flight_recorder.json match like any structured record:
//
//   flight_recorder finding=never_scheduled rank=5 pg=0 pg_desc=default_pg seq=1581
//   op=nccl:all_reduce waiting=15: Rank 5 on node001 never enqueued collective #1581 ...
//
// The observation points at the culprit's dump (file and byte offset), so provenance leads
// from the verdict to the dump.
#pragma once

#include "engine/core/bundle.h"
#include "engine/flight_recorder/hang_analysis.h"

#include <memory>
#include <string>
#include <vector>

namespace aw {

struct FlightRecorderObservations {
    std::vector<std::unique_ptr<std::string>> texts;  // owns what observations[i].text views
    std::vector<Observation> observations;
};

// The observations of the findings of `report`, the hang analysis of `bundle`'s dumps.
FlightRecorderObservations flightRecorderObservations(const FlightRecorderReport& report, const Bundle& bundle);

}  // namespace aw

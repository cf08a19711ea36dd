// Metric extractors: a rule fires on the samples of a series above a threshold, or rising
// by at least a step (counters). DCGM_FI_DEV_XID_ERRORS holds the LAST Xid code, so for it
// the value itself is the Xid, captured for the title.
#pragma once

#include "engine/core/bundle.h"
#include "engine/attribute/extracted_hits.h"
#include "engine/rules/rule_parser.h"

#include <vector>

namespace aw {

// Indices of the samples in `values` on which `spec` fires.
std::vector<std::size_t> firingSamples(const RuleSpec& spec, const std::vector<double>& values);

// Adds the hits of metric rule `rule` over every matching series of the bundle.
void extractMetricHits(const Bundle& bundle, std::uint32_t rule, const RuleSpec& spec, HitMap& hits,
                       std::uint64_t& ruleHits);

// A metric value as text: integers without a decimal point.
std::string formatMetricValue(double value);

}  // namespace aw

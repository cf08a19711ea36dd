#include "engine/attribute/metric_rules.h"

#include <cmath>
#include <cstdio>

namespace aw {

std::vector<std::size_t> firingSamples(const RuleSpec& spec, const std::vector<double>& values) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = values[i];
        if (std::isnan(v)) continue;
        bool fires = false;
        if (spec.above && v > *spec.above) fires = true;
        if (spec.below && v < *spec.below) fires = true;
        if (spec.rise && i > 0 && !std::isnan(values[i - 1]) && v - values[i - 1] >= *spec.rise) fires = true;
        if (fires) out.push_back(i);
    }
    return out;
}

std::string formatMetricValue(double value) {
    char buf[64];
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", value);
    else std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

void extractMetricHits(const Bundle& bundle, std::uint32_t rule, const RuleSpec& spec, HitMap& hits,
                       std::uint64_t& ruleHits) {
    std::vector<double> values;
    for (const MetricSeries& series : bundle.metrics) {
        if (series.name != spec.metric) continue;
        values.clear();
        for (const auto& s : series.samples) values.push_back(s.value);
        const auto firing = firingSamples(spec, values);
        if (firing.empty()) continue;
        HitKey key;
        key.rule = rule;
        if (series.node != kNoNode && series.node < bundle.nodes.size()) key.node = bundle.nodes[series.node].name;
        key.gpu = series.gpu;
        CollapsedHit& hit = hits[key];
        const std::string& path = series.where.file < bundle.files.size() ? bundle.files[series.where.file].path : "";
        for (std::size_t i : firing) {
            ++ruleHits;
            ++hit.count;
            const TimeNs t = series.samples[i].time;
            hit.addTime(t);
            if (!hit.wouldKeep(t, path, series.where.line, series.where.offset)) continue;
            OccurrenceKey occ{t, path, series.where.line, series.where.offset};
            if (!hit.hasFirst || occ < hit.firstKey) {
                hit.hasFirst = true;
                hit.firstKey = occ;
                hit.captures = {{spec.valueCapture, formatMetricValue(series.samples[i].value)},
                                {"metric", series.name}};
                if (series.gpu >= 0) hit.captures.emplace_back("gpu", std::to_string(series.gpu));
            }
            TimedEvidence ev;
            ev.key = occ;
            ev.ref.where = series.where;
            ev.ref.file = path;
            ev.ref.text = series.name + " = " + formatMetricValue(series.samples[i].value) + " at " + formatIsoUtc(t) +
                          (key.node.empty() ? "" : " on " + key.node) +
                          (series.gpu >= 0 ? " gpu " + std::to_string(series.gpu) : "");
            ev.mark = {series.where, series.where.line, 0, 0};  // the sample's text is not in the bytes
            hit.addEvidence(std::move(ev));
        }
    }
}

}  // namespace aw

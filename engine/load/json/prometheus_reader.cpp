// Prometheus query_range (matrix, or an instant vector): one MetricSeries per result,
// node from Hostname/node/host/instance (port stripped), GPU from the `gpu` label.
#include "engine/load/json/prometheus_reader.h"

#include "engine/core/host_list.h"
#include "engine/load/json/json_support.h"

#include <algorithm>
#include <cmath>

namespace aw {

ReaderOutput readPrometheusJson(const ReaderInput& in) {
    ReaderOutput out;
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    if (auto status = stringField(doc.root, "status"); status && *status != "success") {
        out.problems.push_back({std::string(in.path), 1, Severity::Warning,
                                "Prometheus response status is '" + std::string(*status) + "'"});
    }
    simdjson::dom::array result;
    if (doc.root.at_pointer("/data/result").get(result)) {
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Error, "not a Prometheus query_range response: no data.result array"});
        return out;
    }
    const std::size_t dataPos = jsonpos::member(in.bytes, 0, "data");
    jsonpos::ElementStarts seriesStarts(in.bytes, jsonpos::member(in.bytes, dataPos, "result"));
    for (simdjson::dom::element series : result) {
        const std::size_t pos = seriesStarts.next();
        MetricSeries ms;
        std::string node;
        simdjson::dom::object metric;
        if (!series.at_key("metric").get(metric)) {
            for (auto [key, value] : metric) {
                std::string_view v;
                if (value.get_string().get(v)) continue;
                if (key == "__name__") ms.name = std::string(v);
                else ms.labels.emplace(std::string(key), std::string(v));
            }
        }
        node = placeMetricSeries(ms);
        auto addSample = [&](simdjson::dom::element pairElement) {
            simdjson::dom::array pair;
            if (pairElement.get_array().get(pair) || pair.size() < 2) return;
            MetricSample s;
            s.time = timeValue(pair.at(0).value_unsafe());
            auto v = doubleValue(pair.at(1).value_unsafe());
            if (s.time == kNoTime || !v) return;
            s.value = *v;
            ms.samples.push_back(s);
        };
        simdjson::dom::array values;
        simdjson::dom::element single;
        if (!series.at_key("values").get(values)) {
            for (simdjson::dom::element p : values) addSample(p);
        } else if (!series.at_key("value").get(single)) {
            addSample(single);
        }
        std::stable_sort(ms.samples.begin(), ms.samples.end(),
                         [](const MetricSample& a, const MetricSample& b) { return a.time < b.time; });
        if (pos != jsonpos::npos) {
            const std::size_t end = jsonpos::valueEnd(in.bytes, pos);
            ms.where.line = doc.lines.lineOf(pos);
            ms.where.offset = pos;
            ms.where.length =
                end == jsonpos::npos ? 0 : static_cast<std::uint32_t>(std::min<std::size_t>(end - pos, UINT32_MAX));
        }
        out.metrics.push_back(std::move(ms));
        out.metricNodes.push_back(node);
    }
    return out;
}

}  // namespace aw

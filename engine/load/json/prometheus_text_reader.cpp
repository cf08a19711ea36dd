#include "engine/load/json/prometheus_text_reader.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace aw {
namespace {

bool nameByte(char c, bool first) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || (!first && c >= '0' && c <= '9');
}

// `name{labels} value [timestamp]` -> the series (name and labels), value and time. False on
// anything else.
bool parseSample(std::string_view line, MetricSeries& series, double& value, TimeNs& time) {
    std::size_t p = 0;
    while (p < line.size() && nameByte(line[p], p == 0)) ++p;
    if (p == 0) return false;
    series.name = std::string(line.substr(0, p));
    if (p < line.size() && line[p] == '{') {
        ++p;
        for (;;) {
            while (p < line.size() && (line[p] == ' ' || line[p] == ',')) ++p;
            if (p < line.size() && line[p] == '}') {
                ++p;
                break;
            }
            const std::size_t keyBegin = p;
            while (p < line.size() && nameByte(line[p], p == keyBegin)) ++p;
            if (p == keyBegin || p + 1 >= line.size() || line[p] != '=' || line[p + 1] != '"') return false;
            const std::string key(line.substr(keyBegin, p - keyBegin));
            p += 2;
            std::string v;
            for (; p < line.size() && line[p] != '"'; ++p) {
                if (line[p] == '\\' && p + 1 < line.size()) {
                    ++p;
                    v += line[p] == 'n' ? '\n' : line[p];
                } else {
                    v += line[p];
                }
            }
            if (p >= line.size()) return false;  // an unterminated label value
            ++p;
            series.labels[key] = std::move(v);
        }
    }
    if (p >= line.size() || (line[p] != ' ' && line[p] != '\t')) return false;
    const std::string rest(line.substr(p));
    char* end = nullptr;
    value = std::strtod(rest.c_str(), &end);
    if (end == rest.c_str()) return false;
    while (*end == ' ' || *end == '\t') ++end;
    if (*end != '\0') {
        char* tsEnd = nullptr;
        const long long ms = std::strtoll(end, &tsEnd, 10);
        while (*tsEnd == ' ' || *tsEnd == '\t' || *tsEnd == '\r') ++tsEnd;
        if (tsEnd == end || *tsEnd != '\0' || ms <= 0 || ms > 9'000'000'000'000LL) return false;
        time = static_cast<TimeNs>(ms) * 1'000'000;
    }
    return true;
}

}  // namespace

bool looksLikePrometheusText(std::string_view head) {
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return false;
    const std::string_view start = head.substr(first);
    return start.starts_with("# HELP ") || start.starts_with("# TYPE ");
}

ReaderOutput readPrometheusText(const ReaderInput& in) {
    ReaderOutput out;
    const TimeNs scrapeTime = in.time.windowEnd;
    std::map<std::pair<std::string, std::map<std::string, std::string>>, std::size_t> seriesIndex;
    std::size_t bad = 0;
    std::uint32_t lineNumber = 0;
    std::size_t pos = 0;
    while (pos < in.bytes.size()) {
        const std::size_t nl = in.bytes.find('\n', pos);
        const std::size_t end = nl == std::string_view::npos ? in.bytes.size() : nl;
        std::string_view line = in.bytes.substr(pos, end - pos);
        const std::size_t offset = pos;
        pos = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#') continue;
        line.remove_prefix(first);
        MetricSeries series;
        double value = 0;
        TimeNs time = scrapeTime;
        if (!parseSample(line, series, value, time) || std::isnan(value)) {
            if (++bad <= 5)
                out.problems.push_back({std::string(in.path), lineNumber, Severity::Warning,
                                        "not a Prometheus text sample (name{labels} value [timestamp]); skipped"});
            continue;
        }
        if (time == kNoTime) continue;  // no time at all: nothing to place it on
        auto key = std::make_pair(series.name, series.labels);
        auto it = seriesIndex.find(key);
        if (it == seriesIndex.end()) {
            series.where = {0, lineNumber, offset, static_cast<std::uint32_t>(line.size())};
            it = seriesIndex.emplace(std::move(key), out.metrics.size()).first;
            out.metricNodes.push_back(placeMetricSeries(series));
            out.metrics.push_back(std::move(series));
        }
        out.metrics[it->second].samples.push_back({time, value});
    }
    for (MetricSeries& s : out.metrics)
        std::stable_sort(s.samples.begin(), s.samples.end(),
                         [](const MetricSample& a, const MetricSample& b) { return a.time < b.time; });
    if (bad > 5)
        out.problems.push_back({std::string(in.path), 0, Severity::Warning,
                                std::to_string(bad) + " lines were not Prometheus text samples"});
    out.lineCount = lineNumber;
    return out;
}

}  // namespace aw

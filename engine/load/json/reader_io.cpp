#include "engine/load/json/reader_io.h"

#include "engine/core/host_list.h"

#include <algorithm>

namespace aw {

ReaderOutput::Record& ReaderOutput::add(std::string_view text, std::string_view node) {
    Record r;
    r.textBegin = arena.size();
    r.textLength = static_cast<std::uint32_t>(std::min<std::size_t>(text.size(), UINT32_MAX));
    arena.append(text.substr(0, r.textLength));
    if (!node.empty()) {
        if (nodeNames.back() != node) nodeNames.emplace_back(node);
        r.nodeName = static_cast<std::uint32_t>(nodeNames.size() - 1);
    }
    records.push_back(r);
    return records.back();
}

std::string placeMetricSeries(MetricSeries& ms) {
    std::string node;
    for (std::string_view key : {"Hostname", "hostname", "node", "nodename", "host", "instance"}) {
        auto it = ms.labels.find(std::string(key));
        if (it != ms.labels.end() && !it->second.empty()) {
            node = std::string(stripPort(it->second));
            break;
        }
    }
    if (auto it = ms.labels.find("gpu"); it != ms.labels.end()) {
        const std::string& g = it->second;
        if (!g.empty() && g.size() < 6 && std::all_of(g.begin(), g.end(), [](char c) { return c >= '0' && c <= '9'; }))
            ms.gpu = std::stoi(g);
    }
    return node;
}

}  // namespace aw

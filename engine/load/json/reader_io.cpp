#include "engine/load/json/reader_io.h"

#include "engine/core/host_list.h"

#include <algorithm>

namespace aw {

ReaderOutput::Record& ReaderOutput::add(std::string_view recordText, std::string_view node) {
    Record& r = records.emplace_back();
    r.text = text.append(recordText.substr(0, std::min<std::size_t>(recordText.size(), UINT32_MAX)));
    r.node = 0;
    if (!node.empty()) {
        if (nodeNames.back() != node) nodeNames.emplace_back(node);
        r.node = static_cast<std::uint32_t>(nodeNames.size() - 1);
    }
    return r;
}

void ReaderOutput::finish() {
    if (records.capacity() - records.size() > records.size() / 8) records.shrink_to_fit();
    const TextBlocks::Moved moved = text.shrinkLast();
    if (!moved.old) return;
    // Records hold their text in the order it was appended: those in the last block are last.
    const char* from = moved.old->data();
    for (auto r = records.rbegin(); r != records.rend(); ++r) {
        if (r->text.empty()) continue;
        if (r->text.data() < from || r->text.data() >= from + moved.old->size()) break;
        r->text = std::string_view(moved.to + (r->text.data() - from), r->text.size());
    }
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

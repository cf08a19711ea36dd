#include "engine/load/json/reader_io.h"

#include "engine/core/host_list.h"

#include <algorithm>

namespace aw {

namespace {

void setNode(ReaderOutput& out, ReaderOutput::Record& r, std::string_view node) {
    r.node = 0;
    if (node.empty()) return;
    if (out.nodeNames.back() != node) out.nodeNames.emplace_back(node);
    r.node = static_cast<std::uint32_t>(out.nodeNames.size() - 1);
}

}  // namespace

ReaderOutput::Record& ReaderOutput::add(std::string_view recordText, std::string_view node) {
    Record& r = records.emplace_back();
    r.text = text.append(recordText.substr(0, std::min<std::size_t>(recordText.size(), UINT32_MAX)));
    setNode(*this, r, node);
    return r;
}

ReaderOutput::Record& ReaderOutput::addFrom(std::string_view recordText, const ReaderInput& in, std::size_t offset,
                                            std::size_t length, std::string_view node) {
    const bool kept = in.kept.size() == in.bytes.size() && offset <= in.bytes.size() && !recordText.empty() &&
                      recordText.size() <= UINT32_MAX;
    const std::size_t at = kept ? in.bytes.substr(offset, length).find(recordText) : std::string_view::npos;
    if (at == std::string_view::npos) return add(recordText, node);
    Record& r = records.emplace_back();
    r.text = in.kept.substr(offset + at, recordText.size());
    setNode(*this, r, node);
    return r;
}

void ReaderOutput::finish() {
    if (records.capacity() - records.size() > records.size() / 8) records.shrink_to_fit();
    const TextBlocks::Moved moved = text.shrinkLast();
    if (!moved.old) return;
    // The texts in the last block were appended last: walking back, every byte of the
    // block is found in the records before a record of an earlier block is (records whose
    // text points into their file are passed over).
    const char* from = moved.old->data();
    std::size_t left = moved.old->size();
    for (auto r = records.rbegin(); r != records.rend() && left > 0; ++r) {
        if (r->text.empty() || r->text.data() < from || r->text.data() >= from + moved.old->size()) continue;
        r->text = std::string_view(moved.to + (r->text.data() - from), r->text.size());
        left -= r->text.size();
    }
}

void ReaderOutput::placeRecords(std::uint32_t fileIndex, std::uint32_t fileNode, const NodeFinder& nodes) {
    std::vector<std::uint32_t> nodeOfName(nodeNames.size(), fileNode);  // [0]: "", the file's node
    for (std::size_t n = 1; n < nodeNames.size(); ++n) nodeOfName[n] = nodes.find(nodeNames[n]);
    for (Record& r : records) {
        r.where.file = fileIndex;
        r.node = nodeOfName[r.node];
    }
}

std::string_view readerBytes(const FileData& data, std::string& buffer) {
    constexpr std::size_t kCopyUpTo = std::size_t{256} << 20;
    const std::size_t size = data.size();
    return size > kCopyUpTo ? data.bytes() : data.head(size, buffer);
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

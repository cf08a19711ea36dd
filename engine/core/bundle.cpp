// Bundle queries: observation replay, node lookup by any name, the time window.
#include "engine/core/bundle.h"

#include "engine/text/host_list.h"
#include "engine/load/line_placement.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace aw {
namespace {


}  // namespace

void Bundle::forEachObservation(std::uint32_t fileIndex,
                                const std::function<void(const Observation&)>& fn) const {
    if (fileIndex >= files.size()) return;
    if (fileIndex < records.size() && !records[fileIndex].empty()) {
        for (const Observation& obs : records[fileIndex]) fn(obs);
        return;
    }
    const SourceFile& file = files[fileIndex];
    if (file.format != FileFormat::TextLog || !file.data) return;

    LineSplitter lines(file.data->bytes());
    TextObservationMaker maker(file.timeContext, file.source);
    TextLine line;
    Observation obs;
    obs.where.file = fileIndex;
    LinePlacement placement(*this, file);
    while (lines.next(line)) {
        if (isBlankLine(line.text)) continue;
        const LineFacts facts = maker.make(line, obs);
        obs.node = placement.nodeOf(facts);
        fn(obs);
    }
}

std::size_t FileData::read(std::uint64_t offset, std::size_t length, char* into) const {
    const std::string_view all = bytes();
    if (offset >= all.size()) return 0;
    const std::string_view part = all.substr(offset, length);
    std::memcpy(into, part.data(), part.size());
    return part.size();
}

std::uint32_t Bundle::findNode(std::string_view name) const {
    if (name.empty()) return kNoNode;
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        if (equalsIgnoreCase(nodes[i].name, name)) return i;
        for (const std::string& alias : nodes[i].aliases)
            if (equalsIgnoreCase(alias, name)) return i;
    }
    // "node003.cluster.local" for node003, or "node003" for a node known by its FQDN.
    const std::string_view wantedShort = shortHostName(name);
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        if (equalsIgnoreCase(shortHostName(nodes[i].name), wantedShort)) return i;
        for (const std::string& alias : nodes[i].aliases)
            if (equalsIgnoreCase(shortHostName(alias), wantedShort)) return i;
    }
    return kNoNode;
}

TimeNs Bundle::firstTime() const {
    TimeNs t = kNoTime;
    for (const SourceFile& f : files)
        if (f.firstTime != kNoTime && (t == kNoTime || f.firstTime < t)) t = f.firstTime;
    return t;
}

TimeNs Bundle::lastTime() const {
    TimeNs t = kNoTime;
    for (const SourceFile& f : files)
        if (f.lastTime != kNoTime && (t == kNoTime || f.lastTime > t)) t = f.lastTime;
    return t;
}

}  // namespace aw

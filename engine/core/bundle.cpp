// Bundle queries: node lookup by any name, the time window; reading a file's bytes.
#include "engine/core/bundle.h"

#include "engine/core/host_list.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace aw {

std::size_t FileData::read(std::uint64_t offset, std::size_t length, char* into) const {
    const std::string_view all = bytes();
    if (offset >= all.size()) return 0;
    const std::string_view part = all.substr(offset, length);
    std::memcpy(into, part.data(), part.size());
    return part.size();
}

std::string_view FileData::head(std::size_t length, std::string& buffer) const {
    buffer.resize(std::min(length, size()));
    buffer.resize(read(0, buffer.size(), buffer.data()));
    return buffer;
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

const char* toString(Severity severity) {
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

}  // namespace aw

#include "engine/collect/collect_scope.h"

#include "engine/core/json_writer.h"

namespace aw {

bool isHostName(std::string_view name) {
    if (name.empty() || name.size() > 253) return false;
    std::size_t label = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (c == '.') {
            if (label == 0 || name[i - 1] == '-') return false;
            label = 0;
        } else if (alnum || c == '_' || (c == '-' && label > 0)) {
            if (++label > 63) return false;
        } else {
            return false;
        }
    }
    return label > 0 && name.back() != '-';
}

std::string manifestJson(const CollectScope& scope) {
    std::string json;
    JsonWriter w(json);
    w.beginObject().key("format").value("attribution-bundle/1");
    w.key("workload").beginObject();
    w.key("id").value(scope.workloadId);
    if (!scope.name.empty()) w.key("name").value(scope.name);
    w.key("scheduler").value(scope.scheduler);
    if (scope.start != kNoTime) w.key("start").value(formatIsoUtc(scope.start));
    if (scope.end != kNoTime) w.key("end").value(formatIsoUtc(scope.end));
    w.endObject();
    w.key("nodes").beginArray();
    for (const auto& node : scope.nodes) {
        w.beginObject().key("name").value(node);
        if (const auto it = scope.aliases.find(node); it != scope.aliases.end()) w.array("aliases", it->second);
        if (const auto it = scope.ranks.find(node); it != scope.ranks.end()) w.array("ranks", it->second);
        w.endObject();
    }
    w.endArray().endObject();
    json += '\n';
    return json;
}

}  // namespace aw

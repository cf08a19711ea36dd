#include "engine/collect/collect_scope.h"

#include "engine/core/json_writer.h"

namespace aw {

std::string manifestJson(const CollectScope& scope) {
    std::string json;
    JsonWriter w(json);
    w.beginObject().key("format").value("attribution-bundle/1");
    w.key("workload").beginObject();
    w.key("id").value(scope.workloadId);
    if (!scope.name.empty()) w.key("name").value(scope.name);
    w.key("scheduler").value(scope.scheduler);
    if (!scope.cluster.empty()) w.key("cluster").value(scope.cluster);
    if (!scope.arrayIndex.empty()) w.key("array_index").value(scope.arrayIndex);
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

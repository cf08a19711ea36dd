// bundle.json, the bundle's manifest (docs/bundle-format.md): the workload, its nodes and
// ranks, and per-source overrides of kind, node and timezone.
#pragma once

#include "engine/core/bundle.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct SourceOverride {
    std::string path;
    bool hasKind = false;
    SourceKind kind = SourceKind::Other;
    std::string node;
    bool hasZone = false;
    std::int32_t zoneOffsetSeconds = 0;
};
struct ManifestData {
    Manifest manifest;
    std::vector<Node> nodes;
    std::vector<SourceOverride> sources;
    std::vector<Problem> problems;
};
ManifestData readManifest(std::string_view path, std::string_view bytes);

}  // namespace aw

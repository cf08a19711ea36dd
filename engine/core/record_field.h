// A field of a structured record's normalised text ("k8s_pod pod=ns/name node=gpu-3 ..."),
// for the loader (pods' hosts) and per-node summaries (a node's pods).
#pragma once

#include <string_view>

namespace aw {

// The value of ` key=` in a normalised record ("" if absent or quoted).
std::string_view recordField(std::string_view text, std::string_view key);

}  // namespace aw

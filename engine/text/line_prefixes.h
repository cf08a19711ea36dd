// What launchers, multiplexers and collectors write before a log line's own text: the rank
// (`[rank3]:`, `[default3]:`, `3: `), the host (`[gpu187:2]:`, milabench's `<bench>.<host>
// [stderr] `, Ray's and pdsh's) and Talos' kernel prefix. The timestamp is read after them
// (timestamp.h). Allocation-free: they run on every line.
#pragma once

#include <cstddef>
#include <string_view>

namespace aw {

// Byte length of a rank prefix at the start of `line` (`[rank3]:`, `[default3]:`,
// `3: `, a launcher's `[gpu187:2]:`, a multiplexer's `dinov2-giant-nodes.cn-d004 [stderr] `
// before any of those), 0 if none; stores the rank in `rank`.
std::size_t rankPrefixLength(std::string_view line, int& rank);

// The host a line's prefix names (`[gpu187:2]:` -> gpu187, `dinov2-giant-nodes.cn-d004
// [stderr] ` -> cn-d004), "" if none; `localRank` is set when the prefix's rank counts within
// that host (`[gpu187:2]:`, torchrun's `[default3]:`).
std::string_view prefixHost(std::string_view line, bool& localRank);

// Talos' kernel log prefix "192.168.11.119: kern:     err: " before its "[2026-04-22T...Z]: "
// time: where the time's '[' starts (0: no such prefix); the host is the first `hostLength`
// bytes.
std::size_t talosPrefixLength(std::string_view line, std::size_t& hostLength);

}  // namespace aw

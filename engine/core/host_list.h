// Host names: Slurm host-list expansion, natural ordering, and the tests that tell a host
// name from other tokens found in paths and log lines.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// The most names a host list may expand to, and the most bytes those names may take.
inline constexpr std::size_t kHostListMaxNames = 100000;
inline constexpr std::size_t kHostListMaxBytes = std::size_t{8} << 20;

struct HostListExpansion {
    std::vector<std::string> hosts;
    std::string error;  // "" when expanded; else why not, and `hosts` is empty
    bool ok() const { return error.empty(); }
};

// Expands a Slurm host list: "node[001-003,007],gpu-a,ib[1-2]-x" ->
// node001 node002 node003 node007 gpu-a ib1-x ib2-x. Zero padding is kept. How many names
// (and bytes) it makes is counted from the ranges before any is made: a list of more than
// `maxNames` names or kHostListMaxBytes bytes ("x[0-999999999][0-999999999]", a typo or a
// hostile file) is an error, not a cut list, and costs no more than reading it.
HostListExpansion expandHostList(std::string_view list, std::size_t maxNames = kHostListMaxNames);

// Natural order: digit runs compare by value ("node2" < "node10"), then plain bytes.
bool naturalLess(std::string_view a, std::string_view b);

// Lenient: could be a host name (a letter first; letters, digits, '-', '_', '.').
bool hostShaped(std::string_view s);
// The bytes a host-shaped token may hold: one table lookup a byte, since every NCCL line
// of every log asks (twice: loader and extractors), and every line's prefix too.
inline constexpr std::array<bool, 256> kHostBytes = [] {
    std::array<bool, 256> table{};
    for (int c = 0; c < 256; ++c)
        table[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                             (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    return table;
}();
// A byte a host name may hold: a letter, a digit, '-', '_' or '.'.
inline bool isHostByte(char c) {
    return kHostBytes[static_cast<unsigned char>(c)];
}

// The token `s` starts with, up to the first byte no host name holds, when it is
// host-shaped; else "". Reads at most 254 bytes, however long `s` is.
std::string_view leadingHost(std::string_view s);

// A host name a reporter shortened before pasting: "...-48" (an ellipsis, then the end of
// the name). Still one host: the lines that carry it are one node's.
bool redactedHost(std::string_view s);
// The redacted host `s` starts with, or "".
std::string_view leadingRedactedHost(std::string_view s);

// Strict, for path components and file stems: host-shaped, contains a digit, and is not a
// rank/job/step/pod-like word ("rank3", "slurm-4242", "train-5", "gpu0" are not hosts).
bool looksLikeHostName(std::string_view s);

// "node003.cluster.local" -> "node003"; IP addresses are kept whole.
std::string_view shortHostName(std::string_view s);

// Lower-case ASCII copy.
std::string lowerAscii(std::string_view s);

// Equal when ASCII letters are folded to lower case (other bytes compare as they are).
bool equalsIgnoreCase(std::string_view a, std::string_view b);

// "host:port" -> "host" (IPv6 in brackets kept without brackets).
std::string_view stripPort(std::string_view s);

}  // namespace aw

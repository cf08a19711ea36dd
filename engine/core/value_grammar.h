// The grammars of the values that may stand in a command a user runs: a host name, a
// Kubernetes node name, a number, a PCI bus id, a GPU UUID, text between double quotes.
// Values come from bundles, jobs and cluster APIs, none of them trusted: a value that
// fails the grammar of what it is never becomes an argument (an option like
// "--selector=...", or several words like "node7 sudo touch /tmp/x"). Every grammar is
// closed: no leading '-', no white space, no shell syntax, bounded length.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace aw {

// RFC 1123 host name: labels of 1 to 63 letters, digits and '-' (and '_', which some
// sites' node names hold), separated by single dots, none starting or ending with '-';
// 253 bytes at most. An IPv4 address is one too.
bool isHostName(std::string_view s);
// A Kubernetes node name: an RFC 1123 subdomain, as the API server checks it (lower case
// letters, digits, '-' and '.', each dot-separated part starting and ending with a letter
// or digit, 253 bytes at most); each part 63 bytes at most, as in DNS.
bool isK8sNodeName(std::string_view s);
// Host names separated by commas (Slurm's "node1,node2"), 64 at most.
bool isHostNameList(std::string_view s);
// 1 to `maxDigits` decimal digits (job ids, GPU indices).
bool isUnsignedNumber(std::string_view s, std::size_t maxDigits = 18);
// A PCI bus id: [domain:]bus:device[.function], the domain 4 or 8 hex digits, bus and
// device 2, the function 0-7: "0000:3b:00.0", "00000000:3B:00.0", "0000:5a:00".
bool isPciBusId(std::string_view s);
// An NVIDIA GPU or MIG instance UUID: "GPU-" or "MIG-", then 8-4-4-4-12 hex digits.
bool isGpuUuid(std::string_view s);
// What `nvidia-smi -i` takes: a UUID, a PCI bus id or an index (up to 4 digits).
bool isGpuSelector(std::string_view s);
// Text that may stand between double quotes in a POSIX shell: 1 to 256 bytes of printable
// ASCII without '"', '$', '`', '\' or '!' (the characters a shell still expands there),
// not starting with '-' (alone in its quotes it would be an option).
bool isDoubleQuotedText(std::string_view s);

// An http:// or https:// address a collector may be pointed at (Prometheus, Loki, the
// Kubernetes API): the scheme, an optional user part before '@', a host name, an IPv4 or a
// bracketed IPv6 address, an optional port (1-65535), then a path and query of printable
// ASCII without spaces, quotes, '<', '>', '\\', '`', '{', '}', '|' or '^'; 2048 bytes at most.
bool isHttpUrl(std::string_view s);

enum class ValueKind {
    HostName,
    K8sNodeName,
    HostNameList,
    UnsignedNumber,
    PciBusId,
    GpuUuid,
    GpuSelector,
    QuotedText
};

// "host_name", "k8s_node_name", "host_name_list", "unsigned_number", "pci_bus_id",
// "gpu_uuid", "gpu_selector", "quoted_text"; nullopt for any other word.
std::optional<ValueKind> parseValueKind(std::string_view name);
std::string_view toString(ValueKind kind);
// "a host name (RFC 1123)": what a refused value should have been.
std::string_view describe(ValueKind kind);
bool matchesKind(ValueKind kind, std::string_view value);

}  // namespace aw

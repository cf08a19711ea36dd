#include "engine/core/value_grammar.h"

#include <string>
#include <array>

namespace aw {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}
bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool isHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool allHex(std::string_view s, std::size_t count) {
    if (s.size() != count) return false;
    for (char c : s)
        if (!isHex(c)) return false;
    return true;
}

// Dot-separated labels of 1..63 bytes that `inLabel` accepts, starting and ending with a
// letter or digit; 253 bytes in all.
template <class InLabel>
bool isDottedName(std::string_view s, bool lowerOnly, InLabel inLabel) {
    if (s.empty() || s.size() > 253) return false;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = s.find('.', start);
        const std::string_view label =
            s.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
        for (char c : label)
            if (!inLabel(c) || (lowerOnly && isUpper(c))) return false;
        if (dot == std::string_view::npos) return true;
        start = dot + 1;
    }
}

bool k8sLabelByte(char c) {
    return isDigit(c) || isLower(c) || isUpper(c) || c == '-';
}
// Some sites' node names hold '_' (gpu_01): no shell or option syntax, so it is let in.
bool hostLabelByte(char c) {
    return k8sLabelByte(c) || c == '_';
}

}  // namespace

bool isHostName(std::string_view s) {
    return isDottedName(s, false, hostLabelByte);
}

bool isK8sNodeName(std::string_view s) {
    return isDottedName(s, true, k8sLabelByte);
}

bool isHostNameList(std::string_view s) {
    std::size_t count = 0, start = 0;
    while (true) {
        const std::size_t comma = s.find(',', start);
        if (++count > 64 ||
            !isHostName(s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)))
            return false;
        if (comma == std::string_view::npos) return true;
        start = comma + 1;
    }
}

bool isUnsignedNumber(std::string_view s, std::size_t maxDigits) {
    if (s.empty() || s.size() > maxDigits) return false;
    for (char c : s)
        if (!isDigit(c)) return false;
    return true;
}

bool isPciBusId(std::string_view s) {
    // The function, when given: one digit 0-7 after the device.
    if (s.size() >= 2 && s[s.size() - 2] == '.') {
        if (s.back() < '0' || s.back() > '7') return false;
        s.remove_suffix(2);
    }
    const std::size_t last = s.rfind(':');
    if (last == std::string_view::npos) return false;
    const std::string_view device = s.substr(last + 1);
    s = s.substr(0, last);
    if (!allHex(device, 2) || device[0] > '1') return false;  // 5 bits: 00-1f
    const std::size_t first = s.find(':');
    const std::string_view bus = first == std::string_view::npos ? s : s.substr(first + 1);
    if (!allHex(bus, 2)) return false;
    if (first == std::string_view::npos) return true;
    const std::string_view domain = s.substr(0, first);
    return allHex(domain, 4) || allHex(domain, 8);
}

bool isGpuUuid(std::string_view s) {
    if (!s.starts_with("GPU-") && !s.starts_with("MIG-")) return false;
    s.remove_prefix(4);
    static constexpr std::array<std::size_t, 5> kGroups{8, 4, 4, 4, 12};
    for (std::size_t i = 0; i < kGroups.size(); ++i) {
        if (!allHex(s.substr(0, kGroups[i]), kGroups[i])) return false;
        s.remove_prefix(kGroups[i]);
        if (i + 1 == kGroups.size()) return s.empty();
        if (s.empty() || s.front() != '-') return false;
        s.remove_prefix(1);
    }
    return false;
}

bool isGpuSelector(std::string_view s) {
    return isGpuUuid(s) || isPciBusId(s) || isUnsignedNumber(s, 4);
}

bool isDoubleQuotedText(std::string_view s) {
    if (s.empty() || s.size() > 256 || s.front() == '-') return false;
    for (char c : s)
        if (c < 0x20 || c > 0x7E || c == '"' || c == '$' || c == '`' || c == '\\' || c == '!') return false;
    return true;
}

bool isHttpUrl(std::string_view s) {
    if (s.size() > 2048) return false;
    const auto startsWithNoCase = [&](std::string_view prefix) {
        if (s.size() < prefix.size()) return false;
        for (std::size_t i = 0; i < prefix.size(); ++i)
            if ((isUpper(s[i]) ? char(s[i] - 'A' + 'a') : s[i]) != prefix[i]) return false;
        return true;
    };
    if (startsWithNoCase("https://")) s.remove_prefix(8);
    else if (startsWithNoCase("http://")) s.remove_prefix(7);
    else return false;
    for (char c : s)
        if (c <= 0x20 || c > 0x7E || c == '"' || c == '<' || c == '>' || c == '\\' || c == '`' || c == '{' ||
            c == '}' || c == '|' || c == '^')
            return false;
    std::string_view authority = s.substr(0, s.find_first_of("/?#"));
    if (const std::size_t at = authority.rfind('@'); at != std::string_view::npos) authority.remove_prefix(at + 1);
    std::string_view host = authority;
    if (authority.starts_with('[')) {  // [IPv6]
        const std::size_t close = authority.find(']');
        if (close == std::string_view::npos || close < 3) return false;
        for (char c : authority.substr(1, close - 1))
            if (!isHex(c) && c != ':' && c != '.') return false;
        host = {};
        authority.remove_prefix(close + 1);
        if (!authority.empty() && authority.front() != ':') return false;
    } else {
        const std::size_t colon = authority.find(':');
        host = authority.substr(0, colon);
        authority = colon == std::string_view::npos ? std::string_view() : authority.substr(colon);
        if (!isHostName(host) || host.front() == '-' || host.front() == '_') return false;
    }
    if (!authority.empty()) {  // ":port"
        const std::string_view port = authority.substr(1);
        if (!isUnsignedNumber(port, 5)) return false;
        const int value = std::stoi(std::string(port));
        if (value < 1 || value > 65535) return false;
    }
    return true;
}

namespace {

struct KindInfo {
    ValueKind kind;
    std::string_view name;
    std::string_view description;
};

constexpr std::array<KindInfo, 8> kKinds{{
    {ValueKind::HostName, "host_name", "a host name (RFC 1123)"},
    {ValueKind::K8sNodeName, "k8s_node_name", "a Kubernetes node name (RFC 1123 subdomain)"},
    {ValueKind::HostNameList, "host_name_list", "a comma-separated list of host names (RFC 1123)"},
    {ValueKind::UnsignedNumber, "unsigned_number", "a number"},
    {ValueKind::PciBusId, "pci_bus_id", "a PCI bus id (0000:3b:00.0)"},
    {ValueKind::GpuUuid, "gpu_uuid", "a GPU UUID (GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)"},
    {ValueKind::GpuSelector, "gpu_selector", "a GPU UUID, PCI bus id or index"},
    {ValueKind::QuotedText, "quoted_text", "plain text for double quotes (no \" $ ` \\ ! or control characters)"},
}};

const KindInfo& info(ValueKind kind) {
    for (const KindInfo& k : kKinds)
        if (k.kind == kind) return k;
    return kKinds.front();
}

}  // namespace

std::optional<ValueKind> parseValueKind(std::string_view name) {
    for (const KindInfo& k : kKinds)
        if (k.name == name) return k.kind;
    return std::nullopt;
}

std::string_view toString(ValueKind kind) {
    return info(kind).name;
}

std::string_view describe(ValueKind kind) {
    return info(kind).description;
}

bool matchesKind(ValueKind kind, std::string_view value) {
    switch (kind) {
    case ValueKind::HostName: return isHostName(value);
    case ValueKind::K8sNodeName: return isK8sNodeName(value);
    case ValueKind::HostNameList: return isHostNameList(value);
    case ValueKind::UnsignedNumber: return isUnsignedNumber(value);
    case ValueKind::PciBusId: return isPciBusId(value);
    case ValueKind::GpuUuid: return isGpuUuid(value);
    case ValueKind::GpuSelector: return isGpuSelector(value);
    case ValueKind::QuotedText: return isDoubleQuotedText(value);
    }
    return false;
}

}  // namespace aw

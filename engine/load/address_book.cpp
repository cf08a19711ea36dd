#include "engine/load/address_book.h"

#include "engine/core/host_list.h"
#include "engine/load/line_placement.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>

namespace aw {
namespace {

constexpr std::size_t kMaxLine = 4096;  // a longer line is no table row nor hosts entry

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size() && out.size() < 64) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

// Four decimal parts of 0..255, nothing else.
bool isIpv4(std::string_view s) {
    int parts = 0;
    std::size_t i = 0;
    while (parts < 4) {
        std::size_t digits = 0;
        int value = 0;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9' && digits < 3) value = value * 10 + (s[i++] - '0'), ++digits;
        if (digits == 0 || value > 255) return false;
        ++parts;
        if (parts < 4) {
            if (i >= s.size() || s[i] != '.') return false;
            ++i;
        }
    }
    return i == s.size();
}

// The word of `s` that starts at byte `column`, when a column starts there.
std::string_view wordAt(std::string_view s, std::size_t column) {
    if (column >= s.size() || s[column] == ' ' || (column > 0 && s[column - 1] != ' ')) return {};
    const std::size_t end = s.find_first_of(" \t", column);
    return s.substr(column, end == std::string_view::npos ? std::string_view::npos : end - column);
}

// Where the word `name` starts in a header line, or npos.
std::size_t columnOf(std::string_view header, std::string_view name) {
    for (std::size_t at = header.find(name); at != std::string_view::npos; at = header.find(name, at + 1)) {
        const std::size_t end = at + name.size();
        if ((at == 0 || header[at - 1] == ' ') && (end == header.size() || header[end] == ' ')) return at;
    }
    return std::string_view::npos;
}

}  // namespace

std::string normalizeAddress(std::string_view s) {
    s = trim(s);
    if (const std::size_t lt = s.find('<'); lt != std::string_view::npos) s = s.substr(0, lt);  // NCCL's "<port>"
    if (s.size() > 7 && equalsIgnoreCase(s.substr(0, 7), "::ffff:")) s.remove_prefix(7);
    if (s.starts_with('[') && s.ends_with(']')) s = s.substr(1, s.size() - 2);
    if (const std::size_t colon = s.find(':'); colon != std::string_view::npos && isIpv4(s.substr(0, colon)))
        s = s.substr(0, colon);  // "10.0.0.7:53451"
    if (!isIpv4(s)) return {};
    if (s.starts_with("127.") || s.starts_with("169.254.") || s == "0.0.0.0" || s == "255.255.255.255") return {};
    return std::string(s);
}

void AddressBook::claim(std::string_view address, std::string_view host, std::uint32_t lineNode, std::string_view text,
                        std::uint32_t fileIndex, std::uint32_t line) {
    const std::string normal = normalizeAddress(address);
    if (normal.empty()) return;
    std::uint32_t node = lineNode;
    if (!host.empty()) {
        node = bundle_.findNode(host);
        if (node == kNoNode) node = bundle_.findNode(shortHostName(host));
    }
    if (node == kNoNode || node >= bundle_.nodes.size()) return;  // only the bundle's nodes
    auto& claims = claims_[normal];
    const std::string& name = bundle_.nodes[node].name;
    if (std::any_of(claims.begin(), claims.end(), [&](const NodeAddress& c) { return c.node == name; })) return;
    if (claims.size() >= 2) return;  // two already make it ambiguous
    claims.push_back({normal, name, {bundle_.files[fileIndex].path, line, std::string(text.substr(0, 300))}});
}

void AddressBook::readTable(std::string_view text, std::uint32_t fileIndex, std::uint32_t line) {
    const std::size_t nameAt = text.starts_with("NAME") ? columnOf(text, "NAME") : std::string_view::npos;
    if (nameAt != std::string_view::npos) {
        const std::size_t internal = columnOf(text, "INTERNAL-IP");
        const std::size_t ip = columnOf(text, "IP"), node = columnOf(text, "NODE");
        if (internal != std::string_view::npos || (ip != std::string_view::npos && node != std::string_view::npos)) {
            inTable_ = true;
            nodesTable_ = internal != std::string_view::npos;
            nameColumn_ = nameAt;
            ipColumn_ = nodesTable_ ? internal : ip;
            nodeColumn_ = nodesTable_ ? nameAt : node;
            return;
        }
    }
    if (!inTable_) return;
    if (trim(text).empty()) {
        inTable_ = false;
        return;
    }
    const std::string_view ip = wordAt(text, ipColumn_), node = wordAt(text, nodeColumn_);
    if (ip.empty() || node.empty()) return;
    claim(ip, node, kNoNode, text, fileIndex, line);
    // A pod's IP is the pod's: when its node column names no node of the bundle, its name may.
    if (!nodesTable_ && bundle_.findNode(node) == kNoNode)
        claim(ip, wordAt(text, nameColumn_), kNoNode, text, fileIndex, line);
}

void AddressBook::read(std::string_view text, std::uint32_t fileIndex, std::uint32_t line, std::uint32_t lineNode) {
    if (fileIndex != file_) {
        file_ = fileIndex;
        pendingName_.clear();
        slurmNode_.clear();
        inTable_ = false;
    }
    if (text.size() > kMaxLine) return;
    // NCCL's interfaces of the node that logs the line: every "<iface>:<address><port>".
    // One search a line for the three ("NET/IB : Using", "NET/Socket : Using", "Bootstrap : Using").
    if (const std::size_t using_ = text.find(" : Using ");
        using_ != std::string_view::npos && text.find("NCCL INFO") < using_ &&
        (text.substr(0, using_).ends_with("NET/IB") || text.substr(0, using_).ends_with("NET/Socket") ||
         text.substr(0, using_).ends_with("Bootstrap"))) {
        for (std::size_t lt = text.find('<'); lt != std::string_view::npos; lt = text.find('<', lt + 1)) {
            std::size_t start = lt;
            while (start > 0 && ((text[start - 1] >= '0' && text[start - 1] <= '9') || text[start - 1] == '.')) --start;
            if (start > 0 && start < lt && text[start - 1] == ':')
                claim(text.substr(start, lt - start), {}, lineNode, text, fileIndex, line);
        }
        return;
    }
    // Slurm's node record: "NodeName=node007 ..." then "NodeAddr=10.0.0.7 NodeHostName=node007".
    const std::string_view body = trim(text);
    if (body.starts_with("NodeName=")) {
        const auto w = words(body.substr(9));
        slurmNode_ = w.empty() ? std::string() : std::string(w.front());
    }
    if (body.starts_with("NodeAddr=")) {
        const auto addrWords = words(body.substr(9));
        const std::string_view addr = addrWords.empty() ? std::string_view() : addrWords.front();
        std::string_view host = slurmNode_;
        if (const std::size_t h = body.find("NodeHostName=");
            h != std::string_view::npos && !words(body.substr(h + 13)).empty())
            host = words(body.substr(h + 13)).front();
        if (!addr.empty() && !host.empty()) claim(addr, host, kNoNode, text, fileIndex, line);
        return;
    }
    // nslookup: "Name:\tnode007.cluster.local", then "Address: 10.0.0.7" (busybox:
    // "Address 1: 10.0.0.7 node007.cluster.local").
    if (body.starts_with("Server:")) pendingName_.clear();
    if (body.starts_with("Name:")) {
        const auto w = words(body.substr(5));
        pendingName_ = w.size() == 1 ? std::string(w.front()) : std::string();
        return;
    }
    if (body.starts_with("Address")) {
        const std::size_t colon = body.find(':');
        const auto w =
            colon == std::string_view::npos ? std::vector<std::string_view>() : words(body.substr(colon + 1));
        if (!w.empty()) {
            const std::string_view host = w.size() >= 2 ? w[1] : std::string_view(pendingName_);
            if (!host.empty()) claim(w.front(), host, kNoNode, text, fileIndex, line);
        }
        return;
    }
    // /etc/hosts or `getent hosts`: an address, then names only.
    if (!body.empty() && body.front() >= '0' && body.front() <= '9' &&
        isIpv4(body.substr(0, body.find_first_of(" \t")))) {
        const auto w = words(trim(body.substr(0, body.find('#'))));
        if (w.size() >= 2 && w.size() <= 8 && isIpv4(w.front()) &&
            std::all_of(w.begin() + 1, w.end(), [](std::string_view n) { return hostShaped(n); })) {
            for (std::size_t i = 1; i < w.size(); ++i) claim(w.front(), w[i], kNoNode, text, fileIndex, line);
            return;
        }
    }
    if (inTable_ || body.starts_with("NAME")) readTable(text, fileIndex, line);
}

const NodeAddress* AddressBook::find(std::string_view address) const {
    const auto it = claims_.find(normalizeAddress(address));
    if (it == claims_.end() || it->second.size() != 1) return nullptr;
    return &it->second.front();
}

std::vector<NodeAddress> AddressBook::all() const {
    std::vector<NodeAddress> out;
    for (const auto& [address, claims] : claims_)
        if (claims.size() == 1) out.push_back(claims.front());
    return out;
}

BundleAddresses readBundleAddresses(const Bundle& bundle, std::uint64_t bytesPerFile) {
    BundleAddresses out;
    AddressBook book(bundle);
    const auto seen = [&](std::uint32_t node, TimeNs time) {
        if (node == kNoNode || node >= bundle.nodes.size() || time == kNoTime) return;
        TimeNs& last = out.lastLine.try_emplace(bundle.nodes[node].name, time).first->second;
        last = std::max(last, time);
    };
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
        const SourceFile& file = bundle.files[i];
        // A file that is one node's, its time range known: its last line is the file's.
        const bool ownNode = file.node != kNoNode && file.lastTime != kNoTime;
        if (ownNode) seen(file.node, file.lastTime);
        if (i < bundle.records.size() && !bundle.records[i].empty() && file.format != FileFormat::K8sPodsText) {
            if (file.format != FileFormat::LokiJson && file.format != FileFormat::JournalJson) continue;
            for (const Observation& obs : bundle.records[i]) {
                book.read(obs.text, i, obs.where.line, obs.node);
                if (!ownNode) seen(obs.node, obs.time);
            }
            continue;
        }
        // Metrics, dumps, job records: no addresses. kubectl's pods table is read as text too.
        if ((file.format != FileFormat::TextLog && file.format != FileFormat::K8sPodsText) || !file.data) continue;
        // NCCL says which interfaces it uses when it starts, near a log's beginning, and the
        // hosts files and tables are small: the first bytesPerFile of each log are read.
        const std::string_view bytes = file.data->bytes();
        LineSplitter lines(bytes);
        TextObservationMaker maker(file.timeContext, file.source);
        LinePlacement placement(bundle, file);
        TextLine line;
        Observation obs;
        obs.where.file = i;
        while (lines.position() < bytesPerFile && lines.next(line)) {
            if (isBlankLine(line.text)) continue;
            if (ownNode) {  // its node and its end are known: no time or host to read
                book.read(line.text, i, line.number, file.node);
                continue;
            }
            const LineFacts facts = maker.make(line, obs);
            obs.node = placement.nodeOf(facts);
            book.read(obs.text, i, obs.where.line, obs.node);
            seen(obs.node, obs.time);
        }
        // A file read in part whose end is not known: when its nodes' lines stop is not known.
        if (!ownNode && lines.position() < bytes.size()) out.lastLineComplete = false;
    }
    out.addresses = book.all();
    return out;
}

}  // namespace aw

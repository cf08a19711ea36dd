#include "engine/format/kubectl_pods.h"

#include "engine/core/value_grammar.h"

#include <algorithm>

namespace aw {
namespace {

constexpr std::size_t kMaxRow = 4096;  // a row is a pod's name, its node and a few short columns

// READY as kubectl prints it: "1/1", "0/2".
bool readyCell(std::string_view s) {
    const std::size_t slash = s.find('/');
    return slash != std::string_view::npos && isUnsignedNumber(s.substr(0, slash), 4) &&
           isUnsignedNumber(s.substr(slash + 1), 4);
}

// The words of a row, what RESTARTS adds in parentheses ("1 (75m ago)") left out.
std::vector<std::string_view> columns(std::string_view line) {
    std::vector<std::string_view> out;
    int depth = 0;
    for (std::size_t at = 0; at < line.size();) {
        const std::size_t start = line.find_first_not_of(" \t\r", at);
        if (start == std::string_view::npos) break;
        std::size_t end = line.find_first_of(" \t\r", start);
        if (end == std::string_view::npos) end = line.size();
        const std::string_view word = line.substr(start, end - start);
        if (word.starts_with('(')) ++depth;
        if (depth == 0) out.push_back(word);
        if (depth > 0 && word.ends_with(')')) --depth;
        at = end;
    }
    return out;
}

struct Heading {
    bool namespaced = false;
    std::size_t name = 0, ready = 0, status = 0, restarts = 0, node = 0, count = 0;
};

// The heading's columns, two-word headings ("NOMINATED NODE", "READINESS GATES") as one. `out`
// is set only when `line` is a heading: a row leaves the table's columns as they were.
bool heading(std::string_view line, Heading& out) {
    if (line.size() > kMaxRow) return false;
    std::vector<std::string_view> words = columns(line);
    std::vector<std::string_view> merged;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if ((words[i] == "NOMINATED" || words[i] == "READINESS") && i + 1 < words.size()) ++i;
        merged.push_back(words[i] == "NODE" && i > 0 && words[i - 1] == "NOMINATED" ? "NOMINATED" : words[i]);
    }
    const auto at = [&](std::string_view w) {
        return static_cast<std::size_t>(std::find(merged.begin(), merged.end(), w) - merged.begin());
    };
    Heading h;
    h.namespaced = !merged.empty() && merged.front() == "NAMESPACE";
    h.name = at("NAME");
    h.ready = at("READY");
    h.status = at("STATUS");
    h.restarts = at("RESTARTS");
    h.node = at("NODE");
    h.count = merged.size();
    if (h.name != (h.namespaced ? 1u : 0u) || h.ready >= h.count || h.status >= h.count || h.restarts >= h.count ||
        at("IP") >= h.count || h.node >= h.count)
        return false;
    out = h;
    return true;
}

std::string_view firstLine(std::string_view text, std::size_t& next) {
    std::size_t at = next;
    while (at < text.size()) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) nl = text.size();
        const std::string_view line = text.substr(at, nl - at);
        at = nl + 1;
        if (line.find_first_not_of(" \t\r") != std::string_view::npos) {
            next = at;
            return line;
        }
    }
    next = text.size();
    return {};
}

}  // namespace

bool looksLikeKubectlPodsWide(std::string_view head) {
    std::size_t next = 0;
    std::string_view line = firstLine(head, next);
    Heading h;
    if (heading(line, h)) return true;
    // "$ kubectl get pods -o wide", "❯ kubectl get pods -A -o wide"
    if (line.size() > kMaxRow || line.find("kubectl") == std::string_view::npos ||
        line.find(" get po") == std::string_view::npos)
        return false;
    return heading(firstLine(head, next), h);
}

KubectlPods parseKubectlPodsWide(std::string_view text) {
    KubectlPods out;
    Heading h;
    bool inTable = false;
    std::size_t longRows = 0, badNames = 0, badNodes = 0;
    std::uint32_t firstBad = 0;
    std::uint32_t number = 0;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) nl = text.size();
        const std::string_view line = text.substr(at, nl - at);
        const std::size_t offset = at;
        at = nl + 1;
        ++number;
        if (line.size() > kMaxRow) {
            longRows += inTable;
            continue;
        }
        if (heading(line, h)) {
            inTable = true;
            continue;
        }
        if (!inTable) continue;
        const std::vector<std::string_view> cells = columns(line);
        // A blank line, the next command or another table (`kubectl get nodes`) ends it.
        if (cells.size() <= std::max({h.name, h.ready, h.status, h.restarts, h.node}) || !readyCell(cells[h.ready])) {
            inTable = false;
            continue;
        }
        if (out.rows.size() >= kKubectlMaxPods) {
            out.problems.push_back("more than " + std::to_string(kKubectlMaxPods) + " pods: the rest are not read");
            break;
        }
        const std::string_view ns = h.namespaced ? cells[0] : std::string_view();
        const std::string_view name = cells[h.name], node = cells[h.node];
        if (!isK8sNodeName(name) || (h.namespaced && !isK8sNodeName(ns))) {
            if (!badNames++ && !badNodes) firstBad = number;
            continue;
        }
        if (node != "<none>" && !isK8sNodeName(node)) {
            if (!badNodes++ && !badNames) firstBad = number;
            continue;
        }
        KubectlPodRow& row = out.rows.emplace_back();
        row.pod = h.namespaced ? std::string(ns) + "/" + std::string(name) : std::string(name);
        const std::string_view status = cells[h.status].substr(0, 64);
        row.status = std::all_of(status.begin(), status.end(),
                                 [](char c) {
                                     return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                                            (c >= '0' && c <= '9') || c == ':' || c == '/' || c == '-' || c == '_' ||
                                            c == '.';
                                 })
                         ? std::string(status)
                         : std::string("unreadable");
        row.restarts = isUnsignedNumber(cells[h.restarts], 9) ? std::string(cells[h.restarts]) : std::string();
        if (node != "<none>") row.node = std::string(node);
        row.line = number;
        row.offset = offset;
    }
    if (badNames + badNodes)
        out.problems.push_back(std::to_string(badNames + badNodes) +
                               " rows not read: a pod or node name that is not a Kubernetes name (first at line " +
                               std::to_string(firstBad) + ")");
    if (longRows) out.problems.push_back(std::to_string(longRows) + " rows longer than 4 KiB not read");
    return out;
}

}  // namespace aw

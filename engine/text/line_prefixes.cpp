// The prefixes before a log line's own text (see line_prefixes.h): a byte walk each, no
// allocation.
#include "engine/text/line_prefixes.h"

#include "engine/core/host_list.h"

#include <algorithm>

namespace aw {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// milabench's "<bench>.<host> [stderr] " (or [stdout]): its length, and the host after the
// first '.'.
std::size_t multiplexerPrefixLength(std::string_view line, std::string_view* host = nullptr) {
    std::size_t n = 0;
    while (n < line.size() && n < 128 && isHostByte(line[n])) ++n;
    if (n == 0 || n >= line.size() || line[n] != ' ') return 0;
    const std::string_view tag = line.substr(n + 1, 9);
    if (tag != "[stderr] " && tag != "[stdout] ") return 0;
    const std::size_t dot = line.substr(0, n).find('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 >= n) return 0;
    if (host) *host = line.substr(dot + 1, n - dot - 1);
    return n + 10;
}

// Ray's "(<actor or task> pid=<n>[, ip=<address>]) " before a worker's own line
// (NVIDIA-NeMo/RL#3155, vllm#7896): its length.
std::size_t rayPrefixLength(std::string_view line) {
    if (line.size() < 8 || line[0] != '(') return 0;
    const std::size_t close = line.substr(0, 160).find(") ");
    if (close == std::string_view::npos) return 0;
    const std::string_view inside = line.substr(1, close - 1);
    // "pid=" first, or after one word (the actor's name) and a space.
    const std::size_t pid = inside.find("pid=");
    if (pid == std::string_view::npos) return 0;
    if (pid > 0 && (inside[pid - 1] != ' ' || inside.substr(0, pid - 1).find(' ') != std::string_view::npos)) return 0;
    std::size_t p = pid + 4;
    if (p >= inside.size() || !isDigit(inside[p])) return 0;
    while (p < inside.size() && isDigit(inside[p])) ++p;
    if (p != inside.size() && !inside.substr(p).starts_with(", ip=")) return 0;
    return close + 2;
}

// pdsh's "<IPv4 address>: " before each line of a host it ran on (nccl#969): its length.
std::size_t pdshAddressPrefixLength(std::string_view line) {
    std::size_t p = 0;
    for (int part = 0; part < 4; ++part) {
        const std::size_t start = p;
        while (p < line.size() && p - start < 3 && isDigit(line[p])) ++p;
        if (p == start) return 0;
        if (part < 3) {
            if (p >= line.size() || line[p] != '.') return 0;
            ++p;
        }
    }
    return p + 1 < line.size() && line[p] == ':' && line[p + 1] == ' ' ? p + 2 : 0;
}

// A launcher's "[<host>:<local rank>]:": its length, host and rank.
std::size_t hostRankPrefixLength(std::string_view line, int& rank, std::string_view* host = nullptr) {
    if (line.size() < 5 || line[0] != '[' ||
        !((line[1] >= 'a' && line[1] <= 'z') || (line[1] >= 'A' && line[1] <= 'Z')))
        return 0;
    std::size_t p = 1;
    while (p < line.size() && p < 128 && isHostByte(line[p])) ++p;
    if (p >= line.size() || line[p] != ':') return 0;
    const std::size_t hostEnd = p++;
    // A host name has a digit ("gpu187"); "[INFO:0]:" is a logger's, not a host's.
    if (std::none_of(line.begin() + 1, line.begin() + static_cast<std::ptrdiff_t>(hostEnd), isDigit)) return 0;
    int v = 0, n = 0;
    while (p < line.size() && isDigit(line[p]) && n < 7) {
        v = v * 10 + (line[p] - '0');
        ++p;
        ++n;
    }
    if (!n || p + 1 >= line.size() || line[p] != ']' || line[p + 1] != ':') return 0;
    rank = v;
    if (host) *host = line.substr(1, hostEnd - 1);
    return p + 2;
}

}  // namespace

std::string_view prefixHost(std::string_view line, bool& localRank) {
    std::string_view host;
    int rank = -1;
    if (const std::size_t mux = multiplexerPrefixLength(line, &host)) {
        std::string_view inner;
        if (hostRankPrefixLength(line.substr(mux), rank, &inner)) localRank = true;
        return host;
    }
    if (hostRankPrefixLength(line, rank, &host)) localRank = true;
    return host;
}

namespace {

// An outer prefix (a multiplexer's, Ray's, pdsh's) of `outer` bytes, then the line's own:
// their length, and the rank of the inner one.
std::size_t withInnerPrefix(std::string_view line, std::size_t outer, int& rank) {
    int inner = -1;
    const std::size_t rest = rankPrefixLength(line.substr(outer), inner);
    if (rest) rank = inner;
    return outer + rest;
}

}  // namespace

std::size_t rankPrefixLength(std::string_view line, int& rank) {
    if (line.empty()) return 0;
    const std::size_t mux = line[0] == '(' ? rayPrefixLength(line) : multiplexerPrefixLength(line);
    if (mux) return withInnerPrefix(line, mux, rank);
    if (line[0] == '[') {
        // "[rank<digits>]:" or "[default<digits>]:", else a launcher's "[<host>:<digits>]:"
        // (never both: a ']' follows the digits of one, a ':' the host of the other). The
        // frequent first: a third of a training log's lines start "[rank".
        const std::string_view rest = line.substr(1);
        const std::size_t word = rest.starts_with("rank") ? 4 : rest.starts_with("default") ? 7 : 0;
        if (!word) return hostRankPrefixLength(line, rank);
        std::size_t p = 1 + word;
        int v = 0, n = 0;
        while (p < line.size() && isDigit(line[p]) && n < 7) {
            v = v * 10 + (line[p] - '0');
            ++p;
            ++n;
        }
        if (!n || p + 1 >= line.size() || line[p] != ']' || line[p + 1] != ':') return hostRankPrefixLength(line, rank);
        rank = v;
        // torchrun --tee's local "[default3]:" before PyTorch's global "[rank11]:": the
        // global rank is the rank.
        if (word == 7 && line.substr(p + 2).starts_with("[rank")) {
            int global = -1;
            if (const std::size_t inner = rankPrefixLength(line.substr(p + 2), global)) {
                rank = global;
                return p + 2 + inner;
            }
        }
        return p + 2;
    }
    // srun --label: "3: "
    std::size_t p = 0;
    int v = 0;
    while (p < line.size() && p < 6 && isDigit(line[p])) {
        v = v * 10 + (line[p] - '0');
        ++p;
    }
    if (p > 0 && p + 1 < line.size() && line[p] == ':' && line[p + 1] == ' ') {
        rank = v;
        return p + 2;
    }
    // (Talos' "<address>: kern: <level>: [<time>]: " is its own prefix: talosPrefixLength.)
    if (p > 0 && p < line.size() && line[p] == '.')
        if (const std::size_t pdsh = pdshAddressPrefixLength(line); pdsh && !line.substr(pdsh).starts_with("kern:"))
            return withInnerPrefix(line, pdsh, rank);
    return 0;
}

std::size_t talosPrefixLength(std::string_view line, std::size_t& hostLength) {
    // Runs on every line without a rank prefix: look only as far as the first word's end.
    constexpr std::string_view kKern = ": kern:";
    std::size_t at = 0;
    while (at < line.size() && at < 64 && line[at] != ':' && line[at] != ' ') ++at;
    if (at == 0 || line.substr(at, kKern.size()) != kKern) return 0;
    std::size_t p = at + kKern.size();
    while (p < line.size() && line[p] == ' ') ++p;
    while (p < line.size() && line[p] >= 'a' && line[p] <= 'z') ++p;  // the level: err, warning, info...
    if (p >= line.size() || line[p] != ':') return 0;
    ++p;
    while (p < line.size() && line[p] == ' ') ++p;
    if (p >= line.size() || line[p] != '[') return 0;
    hostLength = at;
    return p;
}

}  // namespace aw

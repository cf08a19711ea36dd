// Slurm host lists (sacct's and scontrol's "nodes", collect --nodes): the expansion counts
// its names from the ranges before making any, so its work is bounded by what it may make.
// The first byte sets the limit of names (1 to 256); a list refused has no name, one
// expanded gives at most that many names, none longer than the list itself
// (a name is the list's text with ranges replaced by numbers no longer than they are
// written), and the whole call stays far below a second.
#include "engine/core/host_list.h"
#include "tests/fuzz/fuzz_input.h"

#include <chrono>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    const std::size_t limit = std::size_t{awfuzz::takeByte(text)} + 1;
    const auto start = std::chrono::steady_clock::now();
    const aw::HostListExpansion e = aw::expandHostList(text, limit);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!e.ok() && !e.hosts.empty()) __builtin_trap();
    if (e.hosts.size() > limit) __builtin_trap();
    for (const std::string& host : e.hosts)
        if (host.empty() || host.size() > text.size()) __builtin_trap();
    if (seconds > 1.0) __builtin_trap();  // the work bound: an input of a few KB, at most 256 names
    return 0;
}

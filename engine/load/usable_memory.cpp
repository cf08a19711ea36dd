// usableMemoryBytes (see usable_memory.h).
#include "engine/load/usable_memory.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

namespace aw {
namespace {

std::uint64_t readLimit(const std::string& file) {
    std::ifstream in(file);
    std::string text;
    if (!in || !std::getline(in, text)) return 0;
    return parseCgroupLimit(text);
}

// The smallest limit in `leaf` of the hierarchy mounted at `mount` and its parents.
std::uint64_t smallestLimit(const std::string& mount, std::string path, const char* leaf) {
    std::uint64_t smallest = 0;
    while (true) {
        const std::uint64_t limit = readLimit(mount + path + "/" + leaf);
        if (limit && (!smallest || limit < smallest)) smallest = limit;
        if (path.empty() || path == "/") break;
        path.erase(path.rfind('/'));
    }
    return smallest;
}

std::uint64_t cgroupLimit() {
    std::ifstream in("/proc/self/cgroup");
    std::uint64_t smallest = 0;
    const auto keep = [&](std::uint64_t limit) {
        if (limit && (!smallest || limit < smallest)) smallest = limit;
    };
    std::string line;
    while (std::getline(in, line)) {
        // "0::/user.slice/x" (v2) or "4:memory:/slurm/uid_1/job_42" (v1).
        const auto first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = "," + line.substr(first + 1, second - first - 1) + ",";
        std::string path = line.substr(second + 1);
        if (path == "/") path.clear();
        if (controllers == ",,") keep(smallestLimit("/sys/fs/cgroup", path, "memory.max"));
        else if (controllers.find(",memory,") != std::string::npos)
            keep(smallestLimit("/sys/fs/cgroup/memory", path, "memory.limit_in_bytes"));
    }
    return smallest;
}

}  // namespace

std::uint64_t parseCgroupLimit(std::string_view text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.remove_suffix(1);
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return 0;  // "max"
    return value >= (std::uint64_t{1} << 62) ? 0 : value;                 // v1's "unlimited"
}

std::uint64_t usableMemoryBytes() {
    static const std::uint64_t usable = [] {
        const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
        std::uint64_t physical = pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
        const auto keep = [&](std::uint64_t limit) {
            if (limit && (!physical || limit < physical)) physical = limit;
        };
        keep(cgroupLimit());
        for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {  // ulimit -v, ulimit -d
            struct rlimit limit {};
            if (::getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) keep(limit.rlim_cur);
        }
        return physical;
    }();
    return usable;
}

}  // namespace aw

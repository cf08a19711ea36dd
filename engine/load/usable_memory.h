// How much memory this process may use: the machine's physical memory, or less when a
// cgroup caps it (a container, a Slurm job, a systemd slice) or a resource limit does
// (ulimit -v, -d). Sizes what is read into
// memory, so a bundle fails with a message rather than the kernel's OOM killer or an abort.
#pragma once

#include <cstdint>
#include <string_view>

namespace aw {

// The smallest of the physical memory, every cgroup memory limit of this process and its
// parents (v2 memory.max, v1 memory.limit_in_bytes) and RLIMIT_AS / RLIMIT_DATA; 0 when
// none can be read. Read once.
std::uint64_t usableMemoryBytes();

// A cgroup limit file's value ("max" and the v1 "unlimited" near 2^63 are no limit: 0).
std::uint64_t parseCgroupLimit(std::string_view text);

}  // namespace aw

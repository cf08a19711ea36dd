// `dcgmi health -c` (`--check`), DCGM's passive health check, as dcgmi prints it: the tree
// of DCGM 2 and later (dcgmi/Health.cpp: "Overall Health", then per entity group and id the
// systems with a Warning or Failure and their messages), the boxes of DCGM 1 ("GPU ID: 0 |
// PCIe system: Warning - ..."), and `-j`'s JSON of the same tree. The one reading of it: the
// classifier recognises it, the loader's reader turns each incident into a record.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// One system of one entity that DCGM says is not healthy.
struct DcgmHealthIncident {
    std::string entityGroup;  // "GPU", "NvSwitch", "ConnectX", ... as printed
    std::string entityId;     // digits: the GPU index for a GPU
    std::string system;       // "Memory", "PCIe", "NVLINK", "InfoROM", "Thermal", "Power", "Driver", ...
    std::string health;       // "Warning" or "Failure"
    std::string message;      // DCGM's messages for that system, joined (dcgm_errors.h's texts)
    std::uint32_t line = 0;   // 1-based line of the system's row (or JSON key)
    std::size_t offset = 0;   // where that line starts
};

struct DcgmHealthReport {
    std::string overall;  // "Healthy", "Warning", "Failure"; empty when the text has none
    std::vector<DcgmHealthIncident> incidents;
    std::vector<std::string> problems;  // what could not be read, each with its line
};

// Whether `head` (a file's first bytes) is dcgmi health's check: "Health Monitor Report"
// within its first lines (a prompt and `dcgmi health -s a`'s answer may come first), or
// -j's JSON with an "Overall Health".
bool looksLikeDcgmiHealth(std::string_view head);

// The most incidents read of one file, and the longest message kept: DCGM reports at most
// 64 incidents a check (DCGM_HEALTH_WATCH_MAX_INCIDENTS_V2); more is not its output.
inline constexpr std::size_t kDcgmHealthMaxIncidents = 1024;
inline constexpr std::size_t kDcgmHealthMaxMessage = 1024;

DcgmHealthReport parseDcgmiHealth(std::string_view text);

}  // namespace aw

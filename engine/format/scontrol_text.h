// The plain text of `scontrol show job|node` (Slurm before 23.02 has no --json): records of
// "Key=Value" words over indented lines, a record per job or node. The one reading of it:
// the collector reads jobs (collect/slurm_scope), the loader reads nodes
// (load/json/slurm_reader's text half).
#pragma once

#include "engine/core/utc_time.h"

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// Calls `field(key, value)` for each Key=Value word in order. A value ends at a blank,
// except for the keys in `restOfLine`, whose value runs to the end of its line ("Reason=Not
// responding [slurm@2021-10-19T12:56:19]", "OS=Linux 5.14 #1 SMP"). Words without '=' are
// skipped. Returns early when `field` returns false.
void forEachScontrolField(std::string_view text, std::initializer_list<std::string_view> restOfLine,
                          const std::function<bool(std::string_view key, std::string_view value)>& field);

// A node of `scontrol show node` as an operator reads it.
struct ScontrolNode {
    std::string name;
    std::string state;        // "DOWN+DRAIN", "IDLE", "DOWN*" as printed
    std::string reason;       // without its "[user@time]" suffix
    std::string reasonSetBy;  // the user in the suffix ("root", "slurm")
    std::string reasonTime;   // the time in the suffix, as printed ("2024-08-08T19:12:57")
};
// Every node of the text (each NodeName= starts one).
std::vector<ScontrolNode> parseScontrolShowNode(std::string_view text);

}  // namespace aw

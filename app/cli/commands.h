// The subcommands of attribution-cli, one file each.
#pragma once

#include <string>
#include <vector>

namespace awcli {

using Args = std::vector<std::string>;

int inspect(const Args& args);  // inspect BUNDLE [--json]
int analyze(const Args& args);  // analyze BUNDLE [--json] [--rules DIR]
int report(const Args& args);   // report BUNDLE -o FILE [--note TEXT] [--rules DIR]

}  // namespace awcli

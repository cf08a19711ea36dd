// The subcommands of attribution-cli, one file each; report is the report command the
// workbench shares (app/report/report_command.h).
#pragma once

#include <string>
#include <vector>

namespace awcli {

using Args = std::vector<std::string>;

int inspect(const Args& args);  // inspect BUNDLE [--json]
int analyze(const Args& args);  // analyze BUNDLE [--json] [--rules DIR]
int fleet(const Args& args);    // fleet run|task|sbatch|ingest ... (docs/fleet.md)
int collect(const Args& args);  // collect -o OUT --slurm-job ID ... (docs/collect.md)

}  // namespace awcli

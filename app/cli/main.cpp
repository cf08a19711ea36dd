// attribution-cli: the headless front end of the Attribution Workbench.
#include "app/cli/commands.h"
#include "app/cli/exit_status.h"
#include "app/cli/terminal_out.h"
#include "app/report/report_command.h"

#include "engine/load/archive_reader.h"
#include "engine/open/open_bundle.h"
#include "engine/store/analysis_cache.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace {

void usage(std::FILE* to) {
    awcli::say(to,
               "usage: attribution-cli COMMAND BUNDLE [options]\n"
               "\n"
               "commands:\n"
               "  inspect BUNDLE [--json]               nodes, sources, observation counts, problems\n"
               "  analyze BUNDLE [--json] [--rules DIR] run attribution and print the verdict\n"
               "  report BUNDLE -o FILE [--note TEXT] [--rules DIR]\n"
               "                                        export a report (%s)\n"
               "  fleet run BUNDLE... --store FILE      analyse many bundles into a fleet store\n"
               "  fleet task|sbatch|ingest ...          the same as a Slurm job array (docs/fleet.md)\n"
               "  fleet offenders|summary --store FILE  repeat offenders, the outcome mix\n"
               "  collect -o OUT --slurm-job ID|--k8s-job NAME [--prometheus URL] [--loki URL] ...\n"
               "                                        collect a bundle from the cluster (docs/collect.md)\n"
               "\n"
               "COMMAND --help says more. BUNDLE is a folder or an archive (%s).\n"
               "exit status: 0 done, 1 the input cannot be used (no bundle, no job, a store not read),\n"
               "             2 usage, 3 the output cannot be written, 4 collect: sources failed,\n"
               "             130 interrupted (docs/cli.md)\n",
               awapp::reportExtensions().c_str(), aw::joinArchiveExtensions(", ").c_str());
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        usage(stderr);
        return awcli::kExitUsage;
    }
    if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
        usage(stdout);
        return awcli::kExitOk;
    }
    const std::string command = argv[1];
    const awcli::Args args(argv + 2, argv + argc);
    // A cache folder another user could write is not used at all (engine/core/private_folder.h).
    std::string cacheProblem;
    aw::keepCompiledRulesIn(aw::defaultCompiledRulesFolder(&cacheProblem));
    if (!cacheProblem.empty()) std::fprintf(stderr, "attribution-cli: no cache is used: %s\n", cacheProblem.c_str());
    if (command == "inspect") return awcli::inspect(args);
    if (command == "analyze") return awcli::analyze(args);
    if (command == "fleet") return awcli::fleet(args);
    if (command == "collect") return awcli::collect(args);
    if (command == "report")
        return awapp::runReportCommand(args, {"attribution-cli", "attribution-cli report", "BUNDLE -o FILE"});
    awcli::say(stderr, "attribution-cli: unknown command '%s'\n", command.c_str());
    usage(stderr);
    return awcli::kExitUsage;
}

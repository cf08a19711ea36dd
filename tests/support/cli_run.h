// Running attribution-cli in a test as a user would (aw_engine_tests only: AW_CLI_PATH).
#pragma once

#include "tests/support/files.h"

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace awtest {

struct CliRun {
    int status = -1;
    std::string out;  // stdout
    std::string err;  // stderr
};

// Runs attribution-cli with `arguments` (and `environment`, "NAME=value ...", before it),
// outside any Slurm array or Kubernetes Indexed Job; its stderr passes through `dir`.
inline CliRun runCli(const std::string& arguments, const TempFolder& dir, const std::string& environment = "") {
    const std::string errFile = dir.file("stderr.txt");
    const std::string command = "env -u SLURM_ARRAY_TASK_ID -u JOB_COMPLETION_INDEX " + environment + " " +
                                std::string(AW_CLI_PATH) + " " + arguments + " 2>" + errFile;
    CliRun r;
    FILE* pipe = popen(command.c_str(), "r");
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
    const int status = pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.err = readFile(errFile);
    return r;
}

}  // namespace awtest

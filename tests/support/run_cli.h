// Running attribution-cli from a test (AW_CLI_PATH, defined for the test programs): its exit
// status, what it printed, how long it took. Header-only.
#pragma once

#include "tests/support/files.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace awtest {

struct Ran {
    int status = -1;       // the exit status; 124 when `timeout` had to stop it
    std::string out;       // stdout
    std::string err;       // stderr
    double seconds = 0.0;  // wall time
};

// Runs attribution-cli with `arguments` (and `environment`, "NAME=value ...", before it),
// stopped after `timeoutSeconds` when that is not 0. stderr goes through a file of `dir`.
inline Ran runCli(const std::string& arguments, const TempFolder& dir, const std::string& environment = "",
                  int timeoutSeconds = 0) {
    const std::string errFile = dir.file("stderr.txt");
    const std::string limit = timeoutSeconds > 0 ? "timeout -s KILL " + std::to_string(timeoutSeconds) + " " : "";
    const std::string command = "env -u SLURM_ARRAY_TASK_ID -u JOB_COMPLETION_INDEX " + environment + " " + limit +
                                std::string(AW_CLI_PATH) + " " + arguments + " 2>" + errFile;
    Ran r;
    const auto start = std::chrono::steady_clock::now();
    FILE* pipe = popen(command.c_str(), "r");
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
    const int status = pclose(pipe);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.err = readFile(errFile);
    return r;
}

}  // namespace awtest

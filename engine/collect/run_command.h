// Runs a program of the cluster (sacct, scontrol, ssh ...) with a deadline: its output
// kept in memory up to a cap, its whole process group stopped on timeout or cancel, its
// stdin closed so that a password prompt cannot hang the collection.
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct CommandLimits {
    double timeoutSeconds = 60;
    std::size_t maxOutputBytes = std::size_t{256} << 20;  // stdout beyond it is dropped
    const std::atomic<bool>* cancel = nullptr;
};

struct CommandResult {
    bool started = false;  // false: the program could not be run (error says why)
    int exitCode = -1;     // the exit status, or 128 + signal
    bool timedOut = false;
    bool cancelled = false;
    bool truncated = false;  // stdout went past maxOutputBytes
    std::string out;
    std::string err;  // the last 64 KiB of stderr
    std::string error;
    double seconds = 0;
    bool ok() const { return started && exitCode == 0 && !timedOut && !cancelled; }
};

// Runs argv[0] (found on PATH) with the arguments that follow.
CommandResult runCommand(const std::vector<std::string>& argv, const CommandLimits& limits = {});

// `s` quoted for /bin/sh: 'it'\''s'.
std::string shellQuote(std::string_view s);

// A command line for the log: the words joined, quoted where they need it.
std::string commandLine(const std::vector<std::string>& argv);

}  // namespace aw

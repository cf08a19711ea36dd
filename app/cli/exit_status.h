// The exit statuses of attribution-cli, the same for every command (docs/cli.md).
#pragma once

namespace awcli {

inline constexpr int kExitOk = 0;
// The input could not be used: a bundle that cannot be opened or is no bundle, a store that
// cannot be read, a job the scheduler does not know, a fleet run with results not stored.
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;          // the command line itself is wrong
inline constexpr int kExitCannotWrite = 3;    // the output (collect's -o, report's FILE) cannot be written
inline constexpr int kExitSourcesFailed = 4;  // collect wrote the bundle, but sources failed or were given up
// Stopped by SIGINT or SIGTERM: 128 + the signal, as a shell reports it.
inline constexpr int kExitInterrupted = 130;

}  // namespace awcli

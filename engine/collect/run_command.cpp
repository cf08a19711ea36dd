#include "engine/collect/run_command.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace aw {
namespace {

constexpr std::size_t kErrKeep = 64 * 1024;

struct Pipe {
    int fd[2] = {-1, -1};
    ~Pipe() { closeBoth(); }
    void closeEnd(int i) {
        if (fd[i] >= 0) ::close(fd[i]);
        fd[i] = -1;
    }
    void closeBoth() {
        closeEnd(0);
        closeEnd(1);
    }
};

// Reads what `fd` has; false at end of file.
bool drain(int fd, std::string& into, std::size_t cap, bool& truncated) {
    char buffer[65536];
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0) return errno == EINTR || errno == EAGAIN;
    if (n == 0) return false;
    const std::size_t room = into.size() < cap ? cap - into.size() : 0;
    into.append(buffer, std::min<std::size_t>(room, static_cast<std::size_t>(n)));
    if (static_cast<std::size_t>(n) > room) truncated = true;
    return true;
}

void stopGroup(pid_t pid) {
    ::kill(-pid, SIGTERM);
    for (int i = 0; i < 20; ++i) {
        if (::waitpid(pid, nullptr, WNOHANG) != 0) return;
        ::usleep(50 * 1000);
    }
    ::kill(-pid, SIGKILL);
}

}  // namespace

CommandResult runCommand(const std::vector<std::string>& argv, const CommandLimits& limits) {
    CommandResult result;
    const auto begin = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    };
    if (argv.empty()) {
        result.error = "no command";
        return result;
    }
    Pipe out, err;
    if (::pipe2(out.fd, O_CLOEXEC) != 0 || ::pipe2(err.fd, O_CLOEXEC) != 0) {
        result.error = std::string("pipe: ") + std::strerror(errno);
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out.fd[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err.fd[1], 2);
    // Its own process group, so that a timeout stops ssh and whatever it started too.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = ::posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    out.closeEnd(1);
    err.closeEnd(1);
    if (spawned != 0) {
        result.error = argv[0] + ": " + std::strerror(spawned);
        result.seconds = elapsed();
        return result;
    }
    result.started = true;
    bool outOpen = true, errOpen = true, errTruncated = false;
    std::string errAll;
    while (outOpen || errOpen) {
        if (limits.cancel && limits.cancel->load()) {
            result.cancelled = true;
            break;
        }
        if (elapsed() > limits.timeoutSeconds) {
            result.timedOut = true;
            break;
        }
        pollfd fds[2] = {{out.fd[0], POLLIN, 0}, {err.fd[0], POLLIN, 0}};
        if (!outOpen) fds[0].fd = -1;
        if (!errOpen) fds[1].fd = -1;
        if (::poll(fds, 2, 100) < 0 && errno != EINTR) break;
        if (outOpen && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)))
            outOpen = drain(out.fd[0], result.out, limits.maxOutputBytes, result.truncated);
        if (errOpen && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            errOpen = drain(err.fd[0], errAll, 4 * kErrKeep, errTruncated);
            if (errAll.size() > 2 * kErrKeep) errAll.erase(0, errAll.size() - kErrKeep);
        }
    }
    if (result.timedOut || result.cancelled) {
        stopGroup(pid);
        result.exitCode = -1;
    }
    int status = 0;
    if (::waitpid(pid, &status, 0) == pid) {
        if (WIFEXITED(status)) result.exitCode = WEXITSTATUS(status);
        else if (WIFSIGNALED(status)) result.exitCode = 128 + WTERMSIG(status);
    }
    result.err = errAll.size() > kErrKeep ? errAll.substr(errAll.size() - kErrKeep) : errAll;
    result.seconds = elapsed();
    return result;
}

std::string shellQuote(std::string_view s) {
    std::string quoted = "'";
    for (char c : s) {
        if (c == '\'') quoted += "'\\''";
        else quoted += c;
    }
    return quoted + "'";
}

std::string commandLine(const std::vector<std::string>& argv) {
    std::string line;
    for (const auto& word : argv) {
        if (!line.empty()) line += ' ';
        const bool plain =
            !word.empty() &&
            word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,@%+") ==
                std::string::npos;
        line += plain ? word : shellQuote(word);
    }
    return line;
}

}  // namespace aw

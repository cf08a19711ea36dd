#include "engine/core/private_folder.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aw {

namespace {

bool refuse(std::string* problem, const std::string& why) {
    if (problem) *problem = why;
    return false;
}

}  // namespace

bool ensurePrivateFolder(const std::string& path, std::string* problem) {
    if (path.empty()) return refuse(problem, "no folder");
    std::error_code ec;
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (::mkdir(path.c_str(), 0700) != 0 && errno != EEXIST)
        return refuse(problem, "cannot make the folder " + path + ": " + std::strerror(errno));
    // Checked on the folder opened, not on its name: it cannot be swapped in between.
    const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return refuse(problem, path + (errno == ELOOP || errno == ENOTDIR ? ": not a folder (a link or a file)"
                                                                          : ": " + std::string(std::strerror(errno))));
    struct stat st {};
    std::string why;
    if (::fstat(fd, &st) != 0) why = std::strerror(errno);
    else if (st.st_uid != ::geteuid())
        why = "owned by user " + std::to_string(st.st_uid) + ", not by this user (" + std::to_string(::geteuid()) + ")";
    else if (st.st_mode & (S_IWGRP | S_IWOTH))
        why = "other users may write in it (mode " + std::to_string((st.st_mode >> 6) & 7) +
              std::to_string((st.st_mode >> 3) & 7) + std::to_string(st.st_mode & 7) + ")";
    else if ((st.st_mode & 077) != 0 && ::fchmod(fd, 0700) != 0)
        why = std::string("cannot make it private: ") + std::strerror(errno);
    ::close(fd);
    return why.empty() || refuse(problem, path + ": " + why);
}

std::string userBaseFolder(const char* xdgVariable, const char* homeRelative) {
    if (const char* xdg = std::getenv(xdgVariable); xdg && *xdg) return xdg;
    std::string home;
    if (const char* h = std::getenv("HOME"); h && *h) {
        home = h;
    } else {
        // getpwuid_r: the program's threads may look up users too.
        char buffer[4096];
        struct passwd entry {};
        struct passwd* found = nullptr;
        if (::getpwuid_r(::geteuid(), &entry, buffer, sizeof buffer, &found) == 0 && found && found->pw_dir &&
            *found->pw_dir)
            home = found->pw_dir;
    }
    return home.empty() ? std::string() : (std::filesystem::path(home) / homeRelative).string();
}

std::string privateProgramFolder(const char* xdgVariable, const char* homeRelative, std::string* problem) {
    const std::string base = userBaseFolder(xdgVariable, homeRelative);
    const std::string folder = base.empty() ? "/tmp/attribution-workbench-" + std::to_string(::geteuid())
                                            : (std::filesystem::path(base) / "attribution-workbench").string();
    return ensurePrivateFolder(folder, problem) ? folder : std::string();
}

}  // namespace aw

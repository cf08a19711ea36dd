// Atomic file replacement: readers see the old file or the complete new one. A failed
// or interrupted export never leaves half a report behind.
#include "engine/core/atomic_write.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <string>
#include <unistd.h>

namespace aw {

namespace {

Failure describe(const std::string& what, const std::string& path, int err) {
    return Failure{what + " " + path + ": " + std::strerror(err), path};
}

std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

}  // namespace

Result<void> writeFileAtomically(const std::string& path, std::string_view bytes) {
    if (path.empty()) return Failure{"no file name given"};
    // mkstemp gives a unique, private name next to the target, so rename() stays on
    // one file system and two exports cannot trample each other.
    std::string temp = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return describe("cannot create a file next to", path, errno);
    const auto fail = [&](const std::string& what) {
        const int err = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        return describe(what, path, err);
    };
    ::fchmod(fd, 0644);  // mkstemp makes 0600; a report is meant to be shared
    for (std::size_t written = 0; written < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail("cannot write");
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) return fail("cannot flush");
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return describe("cannot close", path, err);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return describe("cannot replace", path, err);
    }
    // The rename itself is durable only once the folder is flushed.
    const int dir = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

}  // namespace aw

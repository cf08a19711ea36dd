// readFileSnapshot (see file_snapshot.h).
#include "engine/load/file_snapshot.h"

#include "engine/load/guarded_mapping.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aw {

namespace {

bool sameFile(const struct stat& a, const struct stat& b) {
    return a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec &&
           a.st_ino == b.st_ino;
}

}  // namespace

FileSnapshot readFileSnapshot(const std::string& path) {
    FileSnapshot out;
    // O_NONBLOCK: a FIFO put in place of the file after the folder was listed must not hang us.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        out.error = std::strerror(errno);
        return out;
    }
    struct stat before {};
    if (::fstat(fd, &before) != 0 || !S_ISREG(before.st_mode)) {
        out.error = S_ISREG(before.st_mode) ? std::strerror(errno) : "not a regular file";
        ::close(fd);
        return out;
    }
    out.mtime = TimeNs{before.st_mtim.tv_sec} * 1'000'000'000 + before.st_mtim.tv_nsec;
    if (static_cast<std::uint64_t>(before.st_size) >= kMapFilesFrom) {
        std::string mapError;
        if (auto mapped = GuardedMapping::open(path, before, fd, static_cast<std::size_t>(before.st_size), mapError)) {
            out.data = std::move(mapped);
            return out;
        }
        // Could not map (address space, too many mappings): read it like a small file.
    }
    std::string bytes;
    bytes.resize(static_cast<std::size_t>(before.st_size));
    std::size_t have = 0;
    // Whether it ended where fstat said is asked with a small read beside the bytes: growing
    // the string by 64 KiB to ask it zeroed 64 KiB for every small file and kept them (9,219
    // logs of five lines: a 41 MB bundle held 1 GB of heap).
    char probe[512];
    while (true) {
        const bool full = have == bytes.size();
        const ssize_t n = full ? ::read(fd, probe, sizeof probe) : ::read(fd, bytes.data() + have, bytes.size() - have);
        if (n < 0) {
            if (errno == EINTR) continue;
            out.error = std::strerror(errno);
            ::close(fd);
            return out;
        }
        if (n == 0) break;
        if (full) {  // it grew since fstat: room for the rest
            bytes.resize(have + (have < (1u << 20) ? (64u << 10) : have / 2));
            std::memcpy(bytes.data() + have, probe, static_cast<std::size_t>(n));
        }
        have += static_cast<std::size_t>(n);
    }
    bytes.resize(have);
    struct stat after {};
    const bool statted = ::fstat(fd, &after) == 0;
    ::close(fd);
    struct stat onDisk {};
    const bool stillThere = ::stat(path.c_str(), &onDisk) == 0;
    out.changedWhileReading = have != static_cast<std::size_t>(before.st_size) || !statted ||
                              !sameFile(before, after) || !stillThere || !sameFile(before, onDisk);
    out.data = std::make_shared<MemoryFile>(std::move(bytes));
    return out;
}

}  // namespace aw

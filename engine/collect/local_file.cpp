#include "engine/collect/local_file.h"

#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <string_view>
#include <thread>
#include <utility>

namespace aw {
namespace {

constexpr int kMaxLinks = 40;  // the kernel's own limit before ELOOP
constexpr std::size_t kChunk = std::size_t{1} << 20;

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    ~Fd() { reset(); }
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        if (this != &other) {
            reset();
            fd_ = std::exchange(other.fd_, -1);
        }
        return *this;
    }
    int get() const { return fd_; }
    bool ok() const { return fd_ >= 0; }

private:
    void reset() {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
    }
    int fd_;
};

// What the kernel would let `reader` do (`bits`: S_IROTH to read, S_IXOTH to enter) on a
// file of this owner and mode, from its mode bits: the owner's class, else the group's,
// else the others'.
bool allowedFor(const struct stat& st, const std::optional<FileReader>& reader, mode_t bits) {
    if (!reader || reader->uid == 0) return true;
    if (st.st_uid == reader->uid) return (st.st_mode & (bits << 6)) != 0;
    if (std::find(reader->groups.begin(), reader->groups.end(), st.st_gid) != reader->groups.end())
        return (st.st_mode & (bits << 3)) != 0;
    return (st.st_mode & bits) != 0;
}

std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

std::string ownerAndMode(const struct stat& st) {
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o", static_cast<unsigned>(st.st_mode & 07777));
    return "owned by uid " + std::to_string(st.st_uid) + ", mode " + mode;
}

std::deque<std::string> components(std::string_view path) {
    std::deque<std::string> parts;
    for (std::size_t at = 0; at <= path.size();) {
        const std::size_t slash = std::min(path.find('/', at), path.size());
        const std::string_view part = path.substr(at, slash - at);
        if (!part.empty() && part != ".") parts.emplace_back(part);
        at = slash + 1;
    }
    return parts;
}

enum class Links {
    Trusted,  // a folder on the way may be a link owned by root or the operator
    None,     // below a folder: no link, no '..'
};

// Opens the regular file `path` from the folder `dir`, one component at a time; an invalid
// Fd and `why` when it is refused. `st` is what was opened.
Fd openWalking(Fd dir, std::string_view path, Links links, const LocalFileRules& rules, struct stat& st,
               std::string& why) {
    std::deque<std::string> rest = components(path);
    if (rest.empty()) {
        why = "names no file";
        return Fd();
    }
    int expansions = 0;
    while (!rest.empty()) {
        const std::string name = std::move(rest.front());
        rest.pop_front();
        const bool last = rest.empty();
        if (name == ".." && links == Links::None) {
            why = "'..' would leave the folder";
            return Fd();
        }
        struct stat seen {};
        if (::fstatat(dir.get(), name.c_str(), &seen, AT_SYMLINK_NOFOLLOW) != 0) {
            why = name + ": " + std::strerror(errno);
            return Fd();
        }
        if (S_ISLNK(seen.st_mode)) {
            const bool trusted = links == Links::Trusted && !last && (seen.st_uid == 0 || seen.st_uid == ::geteuid());
            if (!trusted) {
                why = name + " is a link (owned by uid " + std::to_string(seen.st_uid) + "); links are not followed";
                return Fd();
            }
            std::string target(PATH_MAX, '\0');
            const ssize_t n = ::readlinkat(dir.get(), name.c_str(), target.data(), target.size());
            if (++expansions > kMaxLinks || n <= 0 || static_cast<std::size_t>(n) >= target.size()) {
                why = name + ": a link that cannot be resolved";
                return Fd();
            }
            target.resize(static_cast<std::size_t>(n));
            const std::deque<std::string> parts = components(target);
            rest.insert(rest.begin(), parts.begin(), parts.end());
            if (target.front() == '/') dir = Fd(::open("/", O_PATH | O_DIRECTORY | O_CLOEXEC));
            continue;
        }
        if (!last) {
            if (!S_ISDIR(seen.st_mode)) {
                why = name + " is not a folder";
                return Fd();
            }
            Fd next(::openat(dir.get(), name.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            struct stat opened {};
            if (!next.ok() || ::fstat(next.get(), &opened) != 0 || opened.st_ino != seen.st_ino ||
                opened.st_dev != seen.st_dev) {
                why = name + ": changed while it was opened";
                return Fd();
            }
            if (!allowedFor(opened, rules.reader, S_IXOTH)) {
                why = "the job's owner (uid " + std::to_string(rules.reader->uid) + ") cannot enter " + name + " (" +
                      ownerAndMode(opened) + ")";
                return Fd();
            }
            dir = std::move(next);
            continue;
        }
        // Checked before opening: opening a FIFO blocks, opening a device may act.
        if (!S_ISREG(seen.st_mode)) {
            why = "is " + kindOf(seen.st_mode) + ", not a regular file";
            return Fd();
        }
        Fd file(::openat(dir.get(), name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        if (!file.ok()) {
            why = std::strerror(errno);
            return Fd();
        }
        if (::fstat(file.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_ino != seen.st_ino ||
            st.st_dev != seen.st_dev) {
            why = "changed while it was opened";
            return Fd();
        }
        if (!allowedFor(st, rules.reader, S_IROTH)) {
            why = ownerAndMode(st) + ": the job's owner (uid " + std::to_string(rules.reader->uid) + ") cannot read it";
            return Fd();
        }
        return file;
    }
    why = "names no file";
    return Fd();
}

// The bytes of an open regular file under the rules' cap, deadline and cancel flag.
LocalFile readOpenFile(const Fd& file, const struct stat& st, const LocalFileRules& rules) {
    LocalFile result;
    result.size = static_cast<std::uint64_t>(st.st_size);
    std::uint64_t start = 0;
    if (result.size > rules.maxBytes) {
        if (!rules.keepTail) {
            result.refusal = std::to_string(result.size) + " bytes, over the cap of " + std::to_string(rules.maxBytes) +
                             " bytes a file (--max-file-size)";
            return result;
        }
        start = result.size - rules.maxBytes;
        result.cut = true;
        if (::lseek(file.get(), static_cast<off_t>(start), SEEK_SET) < 0) {
            result.refusal = std::string("cannot seek: ") + std::strerror(errno);
            return result;
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(rules.timeoutSeconds);
    std::string bytes;
    bytes.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(result.size - start, rules.maxBytes)));
    while (bytes.size() < rules.maxBytes) {
        if (rules.cancel && rules.cancel->load()) {
            result.cancelled = true;
            result.refusal = "cancelled";
            return result;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            result.timedOut = true;
            result.refusal = "not read within the timeout";
            return result;
        }
        const std::size_t had = bytes.size();
        bytes.resize(had + std::min(kChunk, rules.maxBytes - had));
        const ssize_t n = ::read(file.get(), bytes.data() + had, bytes.size() - had);
        bytes.resize(had + static_cast<std::size_t>(std::max<ssize_t>(n, 0)));
        if (n == 0) break;
        if (n < 0 && errno == EAGAIN) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        else if (n < 0 && errno != EINTR) {
            result.refusal = std::string("read: ") + std::strerror(errno);
            return result;
        }
    }
    result.bytes = std::move(bytes);
    return result;
}

LocalFile refused(std::string why) {
    LocalFile result;
    result.refusal = std::move(why);
    return result;
}

LocalFile readWalking(Fd start, const std::string& path, Links links, const LocalFileRules& rules) {
    if (rules.refuseWithoutReader && !rules.reader)
        return refused(
            "the job's owner is not known: running as root, collect copies only files the job's owner can read");
    if (!start.ok()) return refused(std::string("cannot open the folder: ") + std::strerror(errno));
    struct stat st {};
    std::string why;
    const Fd file = openWalking(std::move(start), path, links, rules, st, why);
    if (!file.ok()) return refused(why);
    return readOpenFile(file, st, rules);
}

}  // namespace

std::optional<FileReader> fileReaderFor(long uid) {
    if (uid < 0) return std::nullopt;
    FileReader reader;
    reader.uid = static_cast<uid_t>(uid);
    passwd entry{}, *found = nullptr;
    std::vector<char> buffer(16384);
    if (::getpwuid_r(reader.uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found) {
        reader.groups = {found->pw_gid};  // at least its primary group, if the list cannot be had
        for (int size = 64, attempt = 0; attempt < 4; ++attempt) {
            std::vector<gid_t> groups(static_cast<std::size_t>(size));
            int count = size;
            if (::getgrouplist(found->pw_name, found->pw_gid, groups.data(), &count) >= 0) {
                groups.resize(static_cast<std::size_t>(std::max(count, 0)));
                reader.groups = std::move(groups);
                break;
            }
            size = std::max(count, size * 2);
        }
    }
    return reader;
}

std::optional<FileReader> fileReaderNamed(const std::string& name) {
    if (name.empty()) return std::nullopt;
    passwd entry{}, *found = nullptr;
    std::vector<char> buffer(16384);
    if (::getpwnam_r(name.c_str(), &entry, buffer.data(), buffer.size(), &found) != 0 || !found) return std::nullopt;
    return fileReaderFor(static_cast<long>(found->pw_uid));
}

LocalFile readJobFile(const std::string& path, const LocalFileRules& rules) {
    return readWalking(Fd(::open(path.starts_with('/') ? "/" : ".", O_PATH | O_DIRECTORY | O_CLOEXEC)), path,
                       Links::Trusted, rules);
}

LocalFile readFileBelow(int dirFd, const std::string& relative, const LocalFileRules& rules) {
    if (relative.starts_with('/')) return refused("an absolute path, not one below the folder");
    return readWalking(Fd(::fcntl(dirFd, F_DUPFD_CLOEXEC, 0)), relative, Links::None, rules);
}

}  // namespace aw

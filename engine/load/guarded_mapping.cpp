// GuardedMapping (see guarded_mapping.h): the mappings and the SIGBUS handler that keeps
// a truncated file from killing the process.
#include "engine/load/guarded_mapping.h"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <algorithm>
#include <mutex>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aw {

namespace {

// The handler reads this table, so it is fixed-size and lock-free: a slot is live while
// `end` is non-zero. Slots are claimed and released under kSlotsMutex (never in the handler).
struct Slot {
    std::atomic<std::uintptr_t> begin{0};
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> truncated{false};
};
Slot kSlots[kMaxGuardedMappings];
std::mutex kSlotsMutex;
std::uintptr_t kPageSize = 4096;
struct sigaction kPreviousAction {};
// Descriptors mappings keep open for read(), and how many they may: half of the soft
// limit, which installHandler() raises to the hard one (at most 65,536).
std::atomic<int> kHeldDescriptors{0};
int kDescriptorBudget = 0;

void raiseDescriptorLimit() {
    struct rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
    const rlim_t wanted = std::min<rlim_t>(limit.rlim_max, 65536);
    if (limit.rlim_cur < wanted) {
        limit.rlim_cur = wanted;
        if (::setrlimit(RLIMIT_NOFILE, &limit) != 0) ::getrlimit(RLIMIT_NOFILE, &limit);
    }
    kDescriptorBudget = static_cast<int>(std::min<rlim_t>(limit.rlim_cur, 65536) / 2);
}

void onSigbus(int signal, siginfo_t* info, void* context) {
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot& slot : kSlots) {
        const std::uintptr_t end = slot.end.load(std::memory_order_acquire);
        if (end == 0 || address < slot.begin.load(std::memory_order_relaxed) || address >= end) continue;
        // The page is gone from the file: put zeros in its place and let the read go on.
        void* page = reinterpret_cast<void*>(address & ~(kPageSize - 1));
        if (::mmap(page, kPageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
            slot.truncated.store(true, std::memory_order_relaxed);
            return;
        }
        break;
    }
    // Not ours (or no memory for a zero page): whatever was there before decides.
    if (kPreviousAction.sa_flags & SA_SIGINFO) {
        if (kPreviousAction.sa_sigaction) {
            kPreviousAction.sa_sigaction(signal, info, context);
            return;
        }
    } else if (kPreviousAction.sa_handler != SIG_DFL && kPreviousAction.sa_handler != SIG_IGN &&
               kPreviousAction.sa_handler) {
        kPreviousAction.sa_handler(signal);
        return;
    }
    // The default action: the signal stays blocked until this handler returns, then ends
    // the process as it would have without us.
    ::signal(SIGBUS, SIG_DFL);
    ::raise(SIGBUS);
}

void installHandler() {
    kPageSize = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    struct sigaction action {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, &kPreviousAction);
    raiseDescriptorLimit();
}

int claimSlot(std::uintptr_t begin, std::uintptr_t end) {
    std::lock_guard lock(kSlotsMutex);
    for (int i = 0; i < kMaxGuardedMappings; ++i) {
        Slot& slot = kSlots[i];
        if (slot.end.load(std::memory_order_relaxed) != 0) continue;
        slot.truncated.store(false, std::memory_order_relaxed);
        slot.begin.store(begin, std::memory_order_relaxed);
        slot.end.store(end, std::memory_order_release);
        return i;
    }
    return -1;
}

}  // namespace

GuardedMapping::GuardedMapping(std::size_t size, std::string path, const struct stat& opened)
    : size_(size), path_(std::move(path)) {
    device_ = static_cast<std::uint64_t>(opened.st_dev);
    inode_ = static_cast<std::uint64_t>(opened.st_ino);
    mtimeSeconds_ = opened.st_mtim.tv_sec;
    mtimeNanoseconds_ = opened.st_mtim.tv_nsec;
}

std::shared_ptr<GuardedMapping> GuardedMapping::open(std::string path, const struct stat& opened, int fd,
                                                     std::size_t size, std::string& error) {
    static std::once_flag installed;
    std::call_once(installed, installHandler);
    if (size == 0) {
        error = "empty file";
        return nullptr;
    }
    std::shared_ptr<GuardedMapping> file(new GuardedMapping(size, std::move(path), opened));
    if (kHeldDescriptors.fetch_add(1, std::memory_order_relaxed) < kDescriptorBudget) {
        file->fd_ = fd;  // mapped at the first bytes()
        return file;
    }
    kHeldDescriptors.fetch_sub(1, std::memory_order_relaxed);
    bool mapped = false;
    std::call_once(file->mapOnce_, [&] { mapped = file->mapNow(fd, error); });
    if (!mapped) return nullptr;
    ::close(fd);  // read() goes through the path
    return file;
}

bool GuardedMapping::mapNow(int fd, std::string& error) const {
    void* data = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) {
        error = std::strerror(errno);
        return false;
    }
    // Only big logs are read through their pages (cut into pieces, described in place); a
    // smaller file is read with pread() and its advice would be one more system call each.
    constexpr std::size_t kReadInPlaceFrom = std::size_t{16} << 20;
    if (size_ >= kReadInPlaceFrom) ::madvise(data, size_, MADV_SEQUENTIAL);
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const int slot = claimSlot(begin, begin + size_);
    if (slot < 0) {
        ::munmap(data, size_);
        error = "too many mapped files";
        return false;
    }
    data_ = data;
    slot_.store(slot, std::memory_order_release);
    return true;
}

std::string_view GuardedMapping::bytes() const {
    std::call_once(mapOnce_, [&] {
        std::string error;
        if (mapNow(fd_, error)) return;
        // No mapping to be had now: the bytes in memory, as a small file's are.
        copy_.resize(size_);
        copyShort_.store(!readSource(0, size_, copy_.data()), std::memory_order_relaxed);
        data_ = copy_.data();
    });
    return {static_cast<const char*>(data_), size_};
}

GuardedMapping::~GuardedMapping() {
    if (const int slot = slot_.load(std::memory_order_acquire); slot >= 0) {
        {
            std::lock_guard lock(kSlotsMutex);
            kSlots[slot].end.store(0, std::memory_order_release);
            kSlots[slot].begin.store(0, std::memory_order_relaxed);
        }
        ::munmap(const_cast<void*>(data_), size_);
    }
    if (fd_ >= 0) {
        ::close(fd_);
        kHeldDescriptors.fetch_sub(1, std::memory_order_relaxed);
    }
}

bool GuardedMapping::truncatedWhileOpen() const {
    // Not mapped yet: nothing was read through a lost page.
    const int slot = slot_.load(std::memory_order_acquire);
    return slot >= 0 ? kSlots[slot].truncated.load(std::memory_order_relaxed)
                     : copyShort_.load(std::memory_order_relaxed);
}

namespace {

std::size_t readAt(int fd, std::uint64_t offset, std::size_t length, char* into) {
    std::size_t got = 0;
    while (got < length) {
        const ssize_t n = ::pread(fd, into + got, length - got, static_cast<off_t>(offset + got));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
    }
    return got;
}

}  // namespace

bool GuardedMapping::readSource(std::uint64_t offset, std::size_t length, char* into) const {
    // The file mapped, whatever its path names now; cut short, it reads short.
    if (fd_ >= 0) return readAt(fd_, offset, length, into) == length;
    if (path_.empty()) return false;
    // Opened for each read (a chunk of a MiB or so): a bundle has more files than a process
    // may keep open, and a path that now names another file must not be read.
    const int fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return false;
    struct stat now {};
    std::size_t got = 0;
    if (::fstat(fd, &now) == 0 && static_cast<std::uint64_t>(now.st_dev) == device_ &&
        static_cast<std::uint64_t>(now.st_ino) == inode_ && static_cast<std::size_t>(now.st_size) == size_ &&
        now.st_mtim.tv_sec == mtimeSeconds_ && now.st_mtim.tv_nsec == mtimeNanoseconds_)
        got = readAt(fd, offset, length, into);
    ::close(fd);
    return got == length;
}

std::size_t GuardedMapping::read(std::uint64_t offset, std::size_t length, char* into) const {
    if (offset >= size_) return 0;
    length = std::min<std::uint64_t>(length, size_ - offset);
    // A file changed or gone since it was opened reads as the mapping does (zeros past a cut).
    if (!readSource(offset, length, into)) std::memcpy(into, bytes().data() + offset, length);
    return length;
}

}  // namespace aw

#include "newline_count.h"

#include "engine/text/newline_count.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/mman.h>
#include <sys/stat.h>
#include <thread>
#include <vector>
#include <unistd.h>

namespace awbench {

FileList listFiles(const std::string& root) {
    namespace fs = std::filesystem;
    FileList out;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
        if (!e.is_regular_file()) continue;
        out.paths.push_back(e.path().string());
        out.bytes += e.file_size();
    }
    std::sort(out.paths.begin(), out.paths.end());
    return out;
}

namespace {

NewlineCount countOne(const std::string& path) {
    NewlineCount c;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return c;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && st.st_size > 0) {
        const auto size = static_cast<std::size_t>(st.st_size);
        void* map = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map != MAP_FAILED) {
            ::madvise(map, size, MADV_SEQUENTIAL);
            const char* p = static_cast<const char*>(map);
            const char* end = p + size;
            while (p < end) {
                const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
                if (!nl) break;
                ++c.newlines;
                p = static_cast<const char*>(nl) + 1;
            }
            c.bytes = size;
            ::munmap(map, size);
        }
    }
    ::close(fd);
    return c;
}

NewlineCount readOne(const std::string& path, std::vector<char>& buffer) {
    NewlineCount c;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return c;
    for (;;) {
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n <= 0) break;
        c.bytes += static_cast<std::uint64_t>(n);
        c.newlines += aw::countNewlines(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
    }
    ::close(fd);
    return c;
}

// Runs `countOne(path)` for every file on `threads` threads and sums.
template <typename CountOne>
NewlineCount countAll(const FileList& files, unsigned threads, const CountOne& countOne) {
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> bytes{0}, newlines{0};
    auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < files.paths.size();) {
            const NewlineCount c = countOne(files.paths[i]);
            bytes += c.bytes;
            newlines += c.newlines;
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < std::max(1u, threads); ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    return {bytes.load(), newlines.load()};
}

}  // namespace

NewlineCount countNewlines(const FileList& files, unsigned threads) {
    return countAll(files, threads, countOne);
}

NewlineCount countNewlinesRead(const FileList& files, unsigned threads) {
    return countAll(files, threads, [](const std::string& path) {
        thread_local std::vector<char> buffer(std::size_t{256} << 10);
        return readOne(path, buffer);
    });
}

}  // namespace awbench

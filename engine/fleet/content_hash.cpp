#include "engine/fleet/content_hash.h"

#include "engine/load/bundle_path.h"

#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace aw {

namespace {

struct StateDeleter {
    void operator()(XXH3_state_t* s) const { XXH3_freeState(s); }
};

// A file put in place of a listed one may be a FIFO or a device: opened without blocking
// and checked to be a regular file before it is read (bundle_path.h).
bool addFile(XXH3_state_t* state, const fs::path& file, std::vector<char>& buffer, std::string& error) {
    const int fd = openRegularFile(file.string(), error);
    if (fd < 0) return false;
    bool ok = true;
    while (true) {
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = n == 0;
            if (!ok) error = file.string() + ": " + std::strerror(errno);
            break;
        }
        XXH3_128bits_update(state, buffer.data(), static_cast<std::size_t>(n));
    }
    ::close(fd);
    return ok;
}

}  // namespace

Result<std::string> bundleContentHash(const std::string& path) {
    std::unique_ptr<XXH3_state_t, StateDeleter> state(XXH3_createState());
    XXH3_128bits_reset(state.get());
    std::vector<char> buffer(std::size_t{1} << 20);
    std::error_code ec;
    if (std::string refused = bundlePathProblem(path); !refused.empty())
        return Failure{fs::exists(path, ec) ? refused : "no such file or folder", path};
    std::string readError;
    if (fs::is_directory(path, ec)) {
        std::vector<fs::path> files;
        fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
        for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
            if (it->is_regular_file(ec) && !it->is_symlink(ec)) files.push_back(it->path());
        if (ec) return Failure::at(path, ec.message());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            const std::string relative = file.lexically_relative(path).generic_string();
            // The name with its terminating NUL, so "a"+"bc" and "ab"+"c" differ.
            XXH3_128bits_update(state.get(), relative.c_str(), relative.size() + 1);
            if (!addFile(state.get(), file, buffer, readError)) return Failure{readError, file.string()};
        }
    } else if (!addFile(state.get(), path, buffer, readError)) {
        return Failure{readError, path};
    }
    const XXH128_hash_t h = XXH3_128bits_digest(state.get());
    char hex[33];
    std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                  static_cast<unsigned long long>(h.low64));
    return std::string(hex);
}

}  // namespace aw

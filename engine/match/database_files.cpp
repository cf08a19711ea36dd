#include "engine/match/database_files.h"

#include "engine/core/atomic_write.h"
#include "engine/core/private_folder.h"
#include "engine/format/fnv1a.h"

#include <hs/hs.h>
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aw {
namespace {

namespace fs = std::filesystem;

// 2: the file ends with an XXH3-128 hash of all that comes before it.
constexpr std::string_view kMagic = "aw-vectorscan-database 2\n";
constexpr std::size_t kKeptFiles = 48;      // five databases a catalog (one per source kind)
constexpr off_t kMaxFileBytes = 256 << 20;  // a catalog's database is a few hundred KB

fs::path fileFor(const std::string& folder, const std::string& key) {
    char name[32];
    std::snprintf(name, sizeof name, "%016llx.hsdb", static_cast<unsigned long long>(fnv1a(key)));
    return fs::path(folder) / name;
}

void putNumber(std::string& out, std::uint64_t v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

bool takeNumber(std::string_view& in, std::uint64_t& v) {
    if (in.size() < sizeof v) return false;
    std::memcpy(&v, in.data(), sizeof v);
    in.remove_prefix(sizeof v);
    return true;
}

bool takeBytes(std::string_view& in, std::string_view& bytes) {
    std::uint64_t size = 0;
    if (!takeNumber(in, size) || size > in.size()) return false;
    bytes = in.substr(0, static_cast<std::size_t>(size));
    in.remove_prefix(static_cast<std::size_t>(size));
    return true;
}

XXH128_hash_t hashOf(std::string_view bytes) {
    return XXH3_128bits(bytes.data(), bytes.size());
}

// The bytes of a kept file, if it is one this user wrote: a regular file (not a link, not a
// FIFO put in its place) of ours that no one else may write, and of a database's size.
std::optional<std::string> readOwnFile(const fs::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct stat st {};
    std::optional<std::string> bytes;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() &&
        !(st.st_mode & (S_IWGRP | S_IWOTH)) && st.st_size <= kMaxFileBytes) {
        bytes.emplace(static_cast<std::size_t>(st.st_size), '\0');
        std::size_t got = 0;
        while (got < bytes->size()) {
            const ssize_t n = ::read(fd, bytes->data() + got, bytes->size() - got);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            got += static_cast<std::size_t>(n);
        }
        if (got != bytes->size()) bytes.reset();
    }
    ::close(fd);
    return bytes;
}

// Removes the oldest kept databases beyond kKeptFiles (catalogs being edited leave many).
void pruneFolder(const std::string& folder) {
    std::error_code ec;
    std::vector<std::pair<fs::file_time_type, fs::path>> files;
    // increment(ec), not ++: nothing here throws (a range-for's ++ would on a read error).
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
        if (std::error_code unread; it->path().extension() == ".hsdb")
            files.emplace_back(it->last_write_time(unread), it->path());
    if (files.size() <= kKeptFiles) return;
    std::sort(files.begin(), files.end());
    for (std::size_t i = 0; i + kKeptFiles < files.size(); ++i) fs::remove(files[i].second, ec);
}

}  // namespace

hs_database* readKeptDatabase(const std::string& folder, const std::string& key) {
    // Only from a folder no other user can write: a database planted there would decide
    // which lines the rules see, and so the verdict.
    if (folder.empty() || !ensurePrivateFolder(folder)) return nullptr;
    const auto file = readOwnFile(fileFor(folder, key));
    if (!file) return nullptr;
    std::string_view rest = *file;
    XXH128_hash_t kept{};
    if (!rest.starts_with(kMagic) || rest.size() < kMagic.size() + sizeof kept) return nullptr;
    std::memcpy(&kept, rest.data() + rest.size() - sizeof kept, sizeof kept);
    rest.remove_suffix(sizeof kept);
    // The hash first: Vectorscan's own checksum covers the database, not the key it is for,
    // so another valid database under this key would pass it.
    if (!XXH128_isEqual(kept, hashOf(rest))) return nullptr;
    rest.remove_prefix(kMagic.size());
    std::string_view keptKey, bytes;
    if (!takeBytes(rest, keptKey) || keptKey != key || !takeBytes(rest, bytes) || !rest.empty()) return nullptr;
    // Vectorscan checks its own checksum and the CPU the database was compiled for.
    hs_database_t* db = nullptr;
    if (hs_deserialize_database(bytes.data(), bytes.size(), &db) != HS_SUCCESS) return nullptr;
    return db;
}

void keepDatabase(const std::string& folder, const std::string& key, const hs_database* db) {
    if (folder.empty() || !db || !ensurePrivateFolder(folder)) return;
    char* bytes = nullptr;
    std::size_t size = 0;
    if (hs_serialize_database(db, &bytes, &size) != HS_SUCCESS) return;
    std::string file(kMagic);
    putNumber(file, key.size());
    file += key;
    putNumber(file, size);
    file.append(bytes, size);
    std::free(bytes);
    const XXH128_hash_t hash = hashOf(file);
    file.append(reinterpret_cast<const char*>(&hash), sizeof hash);
    // A full disk or a read-only home only means the next run compiles again.
    if (writeFileAtomically(fileFor(folder, key).string(), file)) pruneFolder(folder);
}

}  // namespace aw

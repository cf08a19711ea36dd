#include "engine/match/database_files.h"

#include "engine/core/atomic_write.h"

#include <hs/hs.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <vector>

namespace aw {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kMagic = "aw-vectorscan-database 1\n";
constexpr std::size_t kKeptFiles = 48;  // five databases a catalog (one per source kind)

std::uint64_t fnv1a(std::string_view bytes) {  // names the file after the key
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    return h;
}

fs::path fileFor(const std::string& folder, const std::string& key) {
    char name[32];
    std::snprintf(name, sizeof name, "%016llx.hsdb", static_cast<unsigned long long>(fnv1a(key)));
    return fs::path(folder) / name;
}

void putNumber(std::string& out, std::uint64_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }

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

// Removes the oldest kept databases beyond kKeptFiles (catalogs being edited leave many).
void pruneFolder(const std::string& folder) {
    std::error_code ec;
    std::vector<std::pair<fs::file_time_type, fs::path>> files;
    for (const auto& entry : fs::directory_iterator(folder, ec))
        if (entry.path().extension() == ".hsdb") files.emplace_back(entry.last_write_time(ec), entry.path());
    if (files.size() <= kKeptFiles) return;
    std::sort(files.begin(), files.end());
    for (std::size_t i = 0; i + kKeptFiles < files.size(); ++i) fs::remove(files[i].second, ec);
}

}  // namespace

hs_database* readKeptDatabase(const std::string& folder, const std::string& key) {
    if (folder.empty()) return nullptr;
    std::ifstream in(fileFor(folder, key), std::ios::binary);
    if (!in) return nullptr;
    const std::string file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string_view rest = file;
    std::string_view keptKey, bytes;
    if (!rest.starts_with(kMagic)) return nullptr;
    rest.remove_prefix(kMagic.size());
    if (!takeBytes(rest, keptKey) || keptKey != key || !takeBytes(rest, bytes) || !rest.empty()) return nullptr;
    // Vectorscan checks its own checksum and the CPU the database was compiled for.
    hs_database_t* db = nullptr;
    if (hs_deserialize_database(bytes.data(), bytes.size(), &db) != HS_SUCCESS) return nullptr;
    return db;
}

void keepDatabase(const std::string& folder, const std::string& key, const hs_database* db) {
    if (folder.empty() || !db) return;
    char* bytes = nullptr;
    std::size_t size = 0;
    if (hs_serialize_database(db, &bytes, &size) != HS_SUCCESS) return;
    std::string file(kMagic);
    putNumber(file, key.size());
    file += key;
    putNumber(file, size);
    file.append(bytes, size);
    std::free(bytes);
    try {
        std::error_code ec;
        fs::create_directories(folder, ec);
        writeFileAtomically(fileFor(folder, key).string(), file);
        pruneFolder(folder);
    } catch (...) {
        // A full disk or a read-only home: the next run compiles again.
    }
}

}  // namespace aw

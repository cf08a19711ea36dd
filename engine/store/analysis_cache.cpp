#include "engine/store/analysis_cache.h"

#include "engine/core/private_folder.h"
#include "engine/format/fnv1a.h"
#include "engine/store/analysis_codec.h"

#include <sqlite3.h>
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef AW_VERSION
#define AW_VERSION "dev"
#endif

namespace aw {
namespace {

namespace fs = std::filesystem;

// Bump when the cached data would be read differently (codec, loader or engine changes
// that the program version does not cover during development).
constexpr const char* kSchema = "aw-cache/4";
// The table's layout (PRAGMA user_version): a file of another layout starts again empty.
constexpr int kLayout = 2;
// PRAGMA application_id of a cache ("AWC1"): what tells our file from any other SQLite
// database before anything is changed in it.
constexpr std::uint32_t kApplicationId = 0x41574331;

// The program that analysed: its version, and the size and mtime of the running binary,
// so that a rebuilt engine (rules in C++ changed, same version number) never reads the
// answers of the old one.
std::string programKey() {
    std::string key = std::string(kSchema) + " " + AW_VERSION;
    struct stat st {};
    if (::stat("/proc/self/exe", &st) == 0)
        key += " " + std::to_string(static_cast<long long>(st.st_size)) + ":" +
               std::to_string(static_cast<long long>(st.st_mtim.tv_sec)) + "." + std::to_string(st.st_mtim.tv_nsec);
    return key;
}

std::string canonicalKey(const std::string& path) {
    std::error_code ec;
    const fs::path canonical = fs::canonical(path, ec);
    return ec ? fs::absolute(path, ec).lexically_normal().string() : canonical.string();
}

void appendStat(std::string& out, const std::string& rel, const std::string& full) {
    struct stat st {};
    if (::stat(full.c_str(), &st) != 0) return;
    const long long mtimeNs = static_cast<long long>(st.st_mtim.tv_sec) * 1'000'000'000LL + st.st_mtim.tv_nsec;
    out += rel;
    out += '\t' + std::to_string(static_cast<long long>(st.st_size)) + '\t' + std::to_string(mtimeNs) + '\n';
}

// A blob with its XXH3 hash appended: damage inside a page that SQLite's structure checks
// do not see still makes the entry a miss. (FNV-1a, a byte at a time, took 0.25 s of a 0.7 s
// second open of a 2 GB bundle whose entry is 103 MB; XXH3 hashes it in a few ms. An entry
// sealed with the old hash is a miss, analysed and stored again.)
std::uint64_t hashOf(std::string_view s) {
    return XXH3_64bits(s.data(), s.size());
}
std::string sealed(std::string blob) {
    const std::uint64_t h = hashOf(blob);
    blob.append(reinterpret_cast<const char*>(&h), sizeof h);
    return blob;
}
std::optional<std::string_view> unsealed(std::string_view blob) {
    if (blob.size() < sizeof(std::uint64_t)) return std::nullopt;
    std::uint64_t h = 0;
    std::memcpy(&h, blob.data() + blob.size() - sizeof h, sizeof h);
    blob.remove_suffix(sizeof h);
    if (h != hashOf(blob)) return std::nullopt;
    return blob;
}

void removeDatabaseFiles(const std::string& path) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix, ec);
}

// What lies at the cache's path, read before SQLite opens it (which would write to it).
enum class Found { Nothing, Ours, Foreign };

// A file of this user that no other user may write (a cache written by someone else could
// hold any verdict), and not a link or a FIFO.
bool ownRegularFile(int fd, std::string& why) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) why = std::strerror(errno);
    else if (!S_ISREG(st.st_mode)) why = "not a regular file";
    else if (st.st_uid != ::geteuid()) why = "owned by user " + std::to_string(st.st_uid);
    else if (st.st_mode & (S_IWGRP | S_IWOTH)) why = "other users may write it";
    return why.empty();
}

// Whether an SQLite file whose header has no application id is a cache of an older version:
// nothing in it but the analyses table.
bool isOlderCache(const std::string& path) {
    SqliteDatabase db;
    if (!db.open(path, true)) return false;
    SqliteStatement q(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
    while (q.step() == SQLITE_ROW)
        if (q.column(0) != "analyses") return false;
    return q.ok();
}

Found inspect(const std::string& path, std::string& why) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return Found::Nothing;
        why = errno == ELOOP ? "a symbolic link" : std::strerror(errno);
        return Found::Foreign;
    }
    unsigned char header[100] = {};
    ssize_t got = -1;
    if (ownRegularFile(fd, why)) got = ::pread(fd, header, sizeof header, 0);
    ::close(fd);
    if (!why.empty()) return Found::Foreign;
    if (got == 0) return Found::Nothing;  // an empty file holds nothing to lose
    if (got != static_cast<ssize_t>(sizeof header) || std::memcmp(header, "SQLite format 3", 16) != 0) {
        why = "not an SQLite database";
        return Found::Foreign;
    }
    const std::uint32_t id =
        std::uint32_t{header[68]} << 24 | std::uint32_t{header[69]} << 16 | std::uint32_t{header[70]} << 8 | header[71];
    if (id == kApplicationId || (id == 0 && isOlderCache(path))) {
        // Its -wal and -shm are SQLite's to read: they must be ours too.
        for (const char* suffix : {"-wal", "-shm"}) {
            const int side = ::open((path + suffix).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
            if (side < 0 && errno == ENOENT) continue;
            const bool own = side >= 0 && ownRegularFile(side, why);
            if (side >= 0) ::close(side);
            if (!own) {
                why = path + suffix + ": " + (why.empty() ? std::string(std::strerror(errno)) : why);
                return Found::Foreign;
            }
        }
        return Found::Ours;
    }
    why = "an SQLite database of something else";
    return Found::Foreign;
}

}  // namespace

AnalysisCache::AnalysisCache(std::string databasePath) : path_(std::move(databasePath)) {
    std::error_code ec;
    const fs::path parent = fs::path(path_).parent_path();
    if (!parent.empty()) fs::create_directories(parent, ec);
    std::string why;
    if (inspect(path_, why) == Found::Foreign) {
        // Never opened by SQLite, never removed: it may be anything of the user's.
        problem_ = "cache " + path_ + " is not an analysis cache (" + why + "); it was left as it is and not used";
        return;
    }
    if (openHealthy()) return;
    // Another process holding it past the busy timeout is no damage: its files stay, unused
    // this time (removing them would pull a live cache from under that process).
    if (const int code = db_.handle() ? sqlite3_errcode(db_.handle()) & 0xff : SQLITE_OK;
        code == SQLITE_BUSY || code == SQLITE_LOCKED) {
        problem_ = "cache " + path_ + " is busy in another process; not used this time";
        db_.close();
        return;
    }
    // Our cache, but not one we can use: start again from an empty file, once.
    problem_ = "cache " + path_ + " was unreadable and has been rebuilt";
    db_.close();
    removeDatabaseFiles(path_);
    if (!openHealthy()) {
        db_.close();
        problem_ = "cache " + path_ + " cannot be created";
    }
}

AnalysisCache::~AnalysisCache() = default;

bool AnalysisCache::openHealthy() {
    // A file that is not a database, or a damaged one, fails the check.
    if (!db_.open(path_) || !db_.quickCheck()) return false;
    // Marked before WAL, so that a new file carries the mark in its own header at once.
    // Written only when missing: a write on every open would make concurrent opens wait.
    bool marked = false;
    {
        SqliteStatement id(db_, "PRAGMA application_id");
        marked = id.step() == SQLITE_ROW && id.column(0) == std::to_string(kApplicationId);
    }
    if (!marked && !db_.exec(("PRAGMA application_id = " + std::to_string(kApplicationId)).c_str())) return false;
    if (!db_.exec("PRAGMA journal_mode=WAL") || !db_.exec("PRAGMA synchronous=NORMAL")) return false;
    SqliteStatement version(db_, "PRAGMA user_version");
    if (version.step() != SQLITE_ROW) return false;
    if (version.column(0) != std::to_string(kLayout)) {
        // Entries of an older layout are only answers we can compute again.
        if (!db_.exec("DROP TABLE IF EXISTS analyses") ||
            !db_.exec(("PRAGMA user_version = " + std::to_string(kLayout)).c_str()))
            return false;
    }
    return db_.exec("CREATE TABLE IF NOT EXISTS analyses ("
                    " bundle TEXT NOT NULL,"
                    " catalog TEXT NOT NULL,"
                    " program TEXT NOT NULL,"
                    " files BLOB NOT NULL,"   // fingerprint: path, size, mtime of every file
                    " scans BLOB NOT NULL,"   // the loader's text scans (analysis_codec)
                    " result BLOB NOT NULL,"  // the AnalysisResult (analysis_codec)
                    " hangs BLOB NOT NULL,"   // the Flight Recorder analysis and its dumps (analysis_codec)
                    " PRIMARY KEY (bundle, catalog, program))");
}

namespace {

// $XDG_CACHE_HOME/attribution-workbench, or ~/.cache/..., private to this user ("" when it
// is not: no cache at all rather than one another user could fill).
std::string cacheFolder(std::string* problem) {
    return privateProgramFolder("XDG_CACHE_HOME", ".cache", problem);
}

}  // namespace

std::string AnalysisCache::defaultPath(std::string* problem) {
    if (const char* chosen = std::getenv("AW_CACHE_PATH"); chosen && *chosen) return chosen;
    const std::string folder = cacheFolder(problem);
    return folder.empty() ? folder : (fs::path(folder) / "cache.sqlite").string();
}

std::string defaultCompiledRulesFolder(std::string* problem) {
    const std::string folder = cacheFolder(problem);
    return folder.empty() ? folder : (fs::path(folder) / "compiled-rules").string();
}

std::string AnalysisCache::fingerprint(const std::string& bundlePath) {
    std::string out;
    std::error_code ec;
    if (!fs::is_directory(bundlePath, ec)) {
        appendStat(out, ".", bundlePath);
        return out;
    }
    std::vector<std::string> files;
    fs::recursive_directory_iterator it(bundlePath, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && !it->is_symlink(ec)) files.push_back(it->path().string());
    std::sort(files.begin(), files.end());
    const std::size_t prefix = bundlePath.size();
    for (const std::string& f : files) appendStat(out, f.substr(prefix), f);
    return out;
}

std::string AnalysisCache::catalogKey(const RuleCatalog& catalog) {
    std::uint64_t h = kFnv1aOffset;  // FNV-1a over every rule as written, each ended by 0xff
    auto mix = [&h](std::string_view s) { h = fnv1a("\xff", fnv1a(s, h)); };
    for (const Rule& r : catalog.rules) {
        mix(r.id);
        mix(r.definitionJson);
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    return catalog.version + "#" + hex;
}

std::optional<CachedAnalysis> AnalysisCache::lookup(const std::string& bundlePath, const RuleCatalog& catalog,
                                                    const std::string& knownFingerprint) {
    if (!db_.isOpen()) return std::nullopt;
    const std::string key = canonicalKey(bundlePath);
    const std::string current = knownFingerprint.empty() ? fingerprint(bundlePath) : knownFingerprint;
    SqliteStatement q(db_, "SELECT files, scans, result, hangs FROM analyses"
                           " WHERE bundle = ?1 AND catalog = ?2 AND program = ?3");
    q.bindText(1, key);
    q.bindText(2, catalogKey(catalog));
    q.bindText(3, programKey());
    if (q.step() != SQLITE_ROW) return std::nullopt;
    if (q.column(0) != current) return std::nullopt;  // a file was added, removed or changed
    const auto scanBytes = unsealed(q.column(1));
    const auto resultBytes = unsealed(q.column(2));
    const auto hangBytes = unsealed(q.column(3));
    auto scans = scanBytes ? decodeTextScans(*scanBytes) : std::nullopt;
    auto result = resultBytes ? decodeAnalysis(*resultBytes) : std::nullopt;
    auto hangs = hangBytes ? decodeHangs(*hangBytes) : std::nullopt;
    if (!scans || !result || !hangs) {
        problem_ = "a damaged cache entry was ignored";
        return std::nullopt;
    }
    return CachedAnalysis{std::move(*result), std::move(*hangs), std::move(*scans)};
}

void AnalysisCache::store(const std::string& bundlePath, const std::string& fingerprint, const RuleCatalog& catalog,
                          const Bundle& bundle, const AnalysisResult& result, const FlightRecorderReport& hangs) {
    if (!db_.isOpen()) return;
    const std::string key = canonicalKey(bundlePath);
    // Encoded before the write lock is taken: a reader waits on the lock, not on this.
    const std::string scans = sealed(encodeTextScans(bundle.textScans));
    const std::string analysis = sealed(encodeAnalysis(result));
    const std::string hangBlob = sealed(encodeHangs(hangs));
    if (!db_.exec("BEGIN IMMEDIATE")) return;
    // One entry per bundle: an analysis with another catalog or program replaces it.
    SqliteStatement del(db_, "DELETE FROM analyses WHERE bundle = ?1");
    del.bindText(1, key);
    SqliteStatement ins(db_, "INSERT INTO analyses (bundle, catalog, program, files, scans, result, hangs) "
                             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    ins.bindText(1, key);
    ins.bindText(2, catalogKey(catalog));
    ins.bindText(3, programKey());
    ins.bindBlob(4, fingerprint);
    ins.bindBlob(5, scans);
    ins.bindBlob(6, analysis);
    ins.bindBlob(7, hangBlob);
    if (del.step() == SQLITE_DONE && ins.step() == SQLITE_DONE) {
        db_.exec("COMMIT");
    } else {
        problem_ = "cache not written: " + db_.error();
        db_.exec("ROLLBACK");
    }
}

}  // namespace aw

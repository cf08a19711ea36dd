// NotesStore: a thin RAII wrapper over the sqlite3 C API.
#include "engine/store/notes_store.h"

#include "engine/core/observation.h"

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace aw {

namespace {

namespace fs = std::filesystem;

// A prepared statement that finalizes itself.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) {
        if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
            throw NotesError(std::string("notes database: ") + sqlite3_errmsg(db));
    }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    void bind(int index, const std::string& text) {
        sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
    }
    void bindNull(int index) { sqlite3_bind_null(stmt_, index); }
    int step() { return sqlite3_step(stmt_); }
    std::string text(int column) const {
        const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
        return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))) : std::string();
    }
    bool isNull(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

private:
    sqlite3_stmt* stmt_ = nullptr;
};

void exec(sqlite3* db, const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        const std::string text = message ? message : sqlite3_errmsg(db);
        sqlite3_free(message);
        throw NotesError("notes database: " + text);
    }
}

std::string joinIds(const std::vector<std::uint32_t>& ids) {
    std::string out;
    for (std::uint32_t id : ids) out += (out.empty() ? "" : ",") + std::to_string(id);
    return out;
}

std::vector<std::uint32_t> splitIds(const std::string& text) {
    std::vector<std::uint32_t> ids;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ','))
        if (!part.empty()) ids.push_back(static_cast<std::uint32_t>(std::strtoul(part.c_str(), nullptr, 10)));
    return ids;
}

// SQLite's own verdict: the file is not a database, or its pages do not hold together.
bool isCorruption(const NotesError& e) {
    const std::string what = e.what();
    return what.find("file is not a database") != std::string::npos ||
           what.find("malformed") != std::string::npos || what.find("corrupt") != std::string::npos;
}

// Every row of bundle_notes that can still be read from a damaged database, as the
// column texts (NULL evidence kept as nullopt). Best effort: stops at the first error.
struct SalvagedRow {
    std::string columns[6];
    bool evidenceNull = true;
};
std::vector<SalvagedRow> salvageNotes(const std::string& path) {
    std::vector<SalvagedRow> rows;
    sqlite3* raw = nullptr;
    if (sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close_v2(raw);
        return rows;
    }
    sqlite3_stmt* q = nullptr;
    if (sqlite3_prepare_v2(raw,
                           "SELECT bundle, note, evidence_events, catalog_version, verdict_summary, updated_at"
                           " FROM bundle_notes",
                           -1, &q, nullptr) == SQLITE_OK) {
        while (sqlite3_step(q) == SQLITE_ROW) {
            SalvagedRow row;
            for (int c = 0; c < 6; ++c)
                if (const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(q, c)))
                    row.columns[c].assign(p, static_cast<std::size_t>(sqlite3_column_bytes(q, c)));
            row.evidenceNull = sqlite3_column_type(q, 2) == SQLITE_NULL;
            rows.push_back(std::move(row));
        }
    }
    sqlite3_finalize(q);
    sqlite3_close_v2(raw);
    return rows;
}

}  // namespace

void NotesStore::Closer::operator()(sqlite3* db) const { sqlite3_close_v2(db); }

void NotesStore::open() {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path_.c_str(), &raw,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr);
    db_.reset(raw);  // closed even when opening failed
    if (rc != SQLITE_OK)
        throw NotesError("cannot open the notes database " + path_ + ": " +
                         (raw ? sqlite3_errmsg(raw) : "out of memory"));
    sqlite3_busy_timeout(db_.get(), 2000);  // a second workbench window may be writing
    exec(db_.get(), "PRAGMA journal_mode=WAL");
    exec(db_.get(), "PRAGMA synchronous=FULL");
    exec(db_.get(),
         "CREATE TABLE IF NOT EXISTS bundle_notes ("
         " bundle TEXT PRIMARY KEY,"
         " note TEXT NOT NULL,"
         " evidence_events TEXT,"  // comma-separated ids; NULL: never chosen
         " catalog_version TEXT NOT NULL DEFAULT '',"
         " verdict_summary TEXT NOT NULL DEFAULT '',"
         " updated_at TEXT NOT NULL)");
    // quick_check reads every page once: cheap for a notes file, and it catches the torn
    // or overwritten pages that would otherwise fail later, in the middle of a save.
    Statement check(db_.get(), "PRAGMA quick_check");
    if (check.step() != SQLITE_ROW || check.text(0) != "ok")
        throw NotesError("notes database: database disk image is malformed (" + check.text(0) + ")");
}

NotesStore::NotesStore(const std::string& databasePath) : path_(databasePath) {
    std::error_code ec;
    const fs::path parent = fs::path(databasePath).parent_path();
    if (!parent.empty()) fs::create_directories(parent, ec);
    try {
        open();
        return;
    } catch (const NotesError& e) {
        if (!isCorruption(e)) throw;
        recovery_ = e.what();
    }
    // Corrupt: keep the damaged file for the user, start a new one with what can be read.
    db_.reset();
    std::vector<SalvagedRow> rows = salvageNotes(databasePath);
    for (const char* suffix : {"", "-wal", "-shm"}) {
        const std::string from = databasePath + suffix;
        if (fs::exists(from, ec)) fs::rename(from, databasePath + ".corrupt" + suffix, ec);
        if (ec) throw NotesError("cannot move the corrupt notes database " + from + " aside: " + ec.message());
    }
    open();
    exec(db_.get(), "BEGIN IMMEDIATE");
    for (const SalvagedRow& row : rows) {
        Statement q(db_.get(),
                    "INSERT OR REPLACE INTO bundle_notes (bundle, note, evidence_events, catalog_version,"
                    " verdict_summary, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        for (int c = 0; c < 6; ++c) {
            if (c == 2 && row.evidenceNull) q.bindNull(3);
            else q.bind(c + 1, row.columns[c]);
        }
        q.step();
    }
    exec(db_.get(), "COMMIT");
    recovery_ = "the notes database " + databasePath + " was damaged (" + recovery_ + "); it was moved to " +
                databasePath + ".corrupt and " + std::to_string(rows.size()) + " note(s) were recovered";
}

NotesStore::~NotesStore() = default;

std::string NotesStore::defaultPath() {
    fs::path base;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home) base = fs::path(home) / ".local" / "share";
    else base = fs::temp_directory_path();
    return (base / "attribution-workbench" / "analysis.sqlite").string();
}

std::string NotesStore::bundleKey(const std::string& bundlePath) {
    std::error_code ec;
    const fs::path canonical = fs::canonical(bundlePath, ec);
    if (!ec) return canonical.string();
    const fs::path absolute = fs::absolute(bundlePath, ec);
    return ec ? bundlePath : absolute.lexically_normal().string();
}

std::optional<BundleNote> NotesStore::load(const std::string& bundlePath) const {
    Statement q(db_.get(),
                "SELECT note, evidence_events, catalog_version, verdict_summary, updated_at "
                "FROM bundle_notes WHERE bundle = ?1");
    q.bind(1, bundleKey(bundlePath));
    const int rc = q.step();
    if (rc == SQLITE_DONE) return std::nullopt;
    if (rc != SQLITE_ROW) throw NotesError(std::string("notes database: ") + sqlite3_errmsg(db_.get()));
    BundleNote note;
    note.note = q.text(0);
    if (!q.isNull(1)) note.evidenceEvents = splitIds(q.text(1));
    note.catalogVersion = q.text(2);
    note.verdictSummary = q.text(3);
    note.updatedAt = q.text(4);
    return note;
}

void NotesStore::save(const std::string& bundlePath, const BundleNote& note) {
    Statement q(db_.get(),
                "INSERT INTO bundle_notes (bundle, note, evidence_events, catalog_version, verdict_summary, updated_at)"
                " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
                " ON CONFLICT(bundle) DO UPDATE SET note = excluded.note,"
                " evidence_events = excluded.evidence_events, catalog_version = excluded.catalog_version,"
                " verdict_summary = excluded.verdict_summary, updated_at = excluded.updated_at");
    q.bind(1, bundleKey(bundlePath));
    q.bind(2, note.note);
    if (note.evidenceEvents) q.bind(3, joinIds(*note.evidenceEvents));
    else q.bindNull(3);
    q.bind(4, note.catalogVersion);
    q.bind(5, note.verdictSummary);
    q.bind(6, nowIsoUtc());
    if (q.step() != SQLITE_DONE) throw NotesError(std::string("cannot save the note: ") + sqlite3_errmsg(db_.get()));
}

void NotesStore::remove(const std::string& bundlePath) {
    Statement q(db_.get(), "DELETE FROM bundle_notes WHERE bundle = ?1");
    q.bind(1, bundleKey(bundlePath));
    if (q.step() != SQLITE_DONE)
        throw NotesError(std::string("cannot remove the note: ") + sqlite3_errmsg(db_.get()));
}

}  // namespace aw

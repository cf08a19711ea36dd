#include "engine/store/notes_store.h"

#include "engine/core/private_folder.h"
#include "engine/core/utc_time.h"

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace aw {

namespace {

namespace fs = std::filesystem;

std::string text(const SqliteStatement& q, int index) {
    return std::string(q.column(index));
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
bool isCorruption(const Failure& failure) {
    const std::string& what = failure.message;
    return what.find("file is not a database") != std::string::npos || what.find("malformed") != std::string::npos ||
           what.find("corrupt") != std::string::npos;
}

// Every row of bundle_notes that can still be read from a damaged database, as the
// column texts (NULL evidence kept as nullopt). Best effort: stops at the first error.
struct SalvagedRow {
    std::string columns[6];
    bool evidenceNull = true;
};
std::vector<SalvagedRow> salvageNotes(const std::string& path) {
    std::vector<SalvagedRow> rows;
    SqliteDatabase db;
    if (!db.open(path, /*readOnly=*/true)) return rows;
    SqliteStatement q(db, "SELECT bundle, note, evidence_events, catalog_version, verdict_summary, updated_at"
                          " FROM bundle_notes");
    while (q.step() == SQLITE_ROW) {
        SalvagedRow row;
        for (int c = 0; c < 6; ++c) row.columns[c] = q.column(c);
        row.evidenceNull = q.isNull(2);
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace

Failure NotesStore::failure(const std::string& what) const {
    return {what + ": " + db_.error(), path_};
}

Result<void> NotesStore::openDatabase() {
    if (!db_.open(path_)) return failure("cannot open the notes database " + path_);
    for (const char* sql : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL",
                            "CREATE TABLE IF NOT EXISTS bundle_notes ("
                            " bundle TEXT PRIMARY KEY,"
                            " note TEXT NOT NULL,"
                            " evidence_events TEXT,"  // comma-separated ids; NULL: never chosen
                            " catalog_version TEXT NOT NULL DEFAULT '',"
                            " verdict_summary TEXT NOT NULL DEFAULT '',"
                            " updated_at TEXT NOT NULL)",
                            "CREATE TABLE IF NOT EXISTS event_notes ("
                            " bundle TEXT NOT NULL,"
                            " event_key TEXT NOT NULL,"
                            " note TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL,"
                            " PRIMARY KEY (bundle, event_key))"})
        if (!db_.exec(sql)) return failure("notes database");
    // quick_check reads every page once: cheap for a notes file, and it catches the torn
    // or overwritten pages that would otherwise fail later, in the middle of a save.
    std::string verdict;
    if (!db_.quickCheck(&verdict))
        return Failure{"notes database: database disk image is malformed (" + verdict + ")", path_};
    return {};
}

Result<NotesStore> NotesStore::open(const std::string& databasePath) {
    std::error_code ec;
    const fs::path parent = fs::path(databasePath).parent_path();
    if (!parent.empty()) fs::create_directories(parent, ec);
    NotesStore store(databasePath);
    const Result<void> opened = store.openDatabase();
    if (opened) return store;
    if (!isCorruption(opened.failure())) return opened.failure();
    // Corrupt: keep the damaged file for the user, start a new one with what can be read.
    store.db_.close();
    std::vector<SalvagedRow> rows = salvageNotes(databasePath);
    for (const char* suffix : {"", "-wal", "-shm"}) {
        const std::string from = databasePath + suffix;
        if (fs::exists(from, ec)) fs::rename(from, databasePath + ".corrupt" + suffix, ec);
        if (ec) return Failure{"cannot move the corrupt notes database " + from + " aside: " + ec.message(), from};
    }
    if (const Result<void> reopened = store.openDatabase(); !reopened) return reopened.failure();
    if (!store.db_.exec("BEGIN IMMEDIATE")) return store.failure("notes database");
    for (const SalvagedRow& row : rows) {
        SqliteStatement q(store.db_, "INSERT OR REPLACE INTO bundle_notes (bundle, note, evidence_events,"
                                     " catalog_version, verdict_summary, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        if (!q.ok()) return store.failure("notes database");
        for (int c = 0; c < 6; ++c) {
            if (c == 2 && row.evidenceNull) q.bindNull(3);
            else q.bindText(c + 1, row.columns[c]);
        }
        q.step();
    }
    if (!store.db_.exec("COMMIT")) return store.failure("notes database");
    store.recovery_ = "the notes database " + databasePath + " was damaged (" + opened.failure().message +
                      "); it was moved to " + databasePath + ".corrupt and " + std::to_string(rows.size()) +
                      " note(s) were recovered";
    return store;
}

NotesStore::~NotesStore() = default;

std::string NotesStore::defaultPath() {
    const std::string base = userBaseFolder("XDG_DATA_HOME", ".local/share");
    if (!base.empty()) return (fs::path(base) / "attribution-workbench" / "analysis.sqlite").string();
    // No home at all: a folder of this user's alone, never a shared one in /tmp another user
    // could have made first; when even that is refused, notes live as long as the process.
    const std::string folder = privateProgramFolder("XDG_DATA_HOME", ".local/share");
    return folder.empty() ? ":memory:" : (fs::path(folder) / "analysis.sqlite").string();
}

std::string NotesStore::bundleKey(const std::string& bundlePath) {
    std::error_code ec;
    const fs::path canonical = fs::canonical(bundlePath, ec);
    if (!ec) return canonical.string();
    const fs::path absolute = fs::absolute(bundlePath, ec);
    return ec ? bundlePath : absolute.lexically_normal().string();
}

Result<std::optional<BundleNote>> NotesStore::load(const std::string& bundlePath) const {
    SqliteStatement q(db_, "SELECT note, evidence_events, catalog_version, verdict_summary, updated_at "
                           "FROM bundle_notes WHERE bundle = ?1");
    if (!q.ok()) return failure("notes database");
    q.bindText(1, bundleKey(bundlePath));
    const int rc = q.step();
    if (rc == SQLITE_DONE) return std::optional<BundleNote>();
    if (rc != SQLITE_ROW) return failure("notes database");
    BundleNote note;
    note.note = text(q, 0);
    if (!q.isNull(1)) note.evidenceEvents = splitIds(text(q, 1));
    note.catalogVersion = text(q, 2);
    note.verdictSummary = text(q, 3);
    note.updatedAt = text(q, 4);
    return std::optional<BundleNote>(std::move(note));
}

Result<void> NotesStore::save(const std::string& bundlePath, const BundleNote& note) {
    SqliteStatement q(
        db_, "INSERT INTO bundle_notes (bundle, note, evidence_events, catalog_version, verdict_summary, updated_at)"
             " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
             " ON CONFLICT(bundle) DO UPDATE SET note = excluded.note,"
             " evidence_events = excluded.evidence_events, catalog_version = excluded.catalog_version,"
             " verdict_summary = excluded.verdict_summary, updated_at = excluded.updated_at");
    if (!q.ok()) return failure("notes database");
    q.bindText(1, bundleKey(bundlePath));
    q.bindText(2, note.note);
    if (note.evidenceEvents) q.bindText(3, joinIds(*note.evidenceEvents));
    else q.bindNull(3);
    q.bindText(4, note.catalogVersion);
    q.bindText(5, note.verdictSummary);
    q.bindText(6, nowIsoUtc());
    if (q.step() != SQLITE_DONE) return failure("cannot save the note");
    return {};
}

std::string eventNoteKey(const Event& event) {
    std::string key = event.rule + "|" + event.node + "|" + std::to_string(event.gpu);
    if (!event.evidence.empty())
        key += "|" + event.evidence.front().file + ":" + std::to_string(event.evidence.front().where.line);
    return key;
}

Result<std::map<std::string, std::string>> NotesStore::eventNotes(const std::string& bundlePath) const {
    std::map<std::string, std::string> notes;
    SqliteStatement q(db_, "SELECT event_key, note FROM event_notes WHERE bundle = ?1");
    if (!q.ok()) return failure("notes database");
    q.bindText(1, bundleKey(bundlePath));
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) notes.emplace(text(q, 0), text(q, 1));
    if (rc != SQLITE_DONE) return failure("notes database");
    return notes;
}

Result<void> NotesStore::saveEventNote(const std::string& bundlePath, const std::string& eventKey,
                                       const std::string& note) {
    if (note.empty()) {
        SqliteStatement q(db_, "DELETE FROM event_notes WHERE bundle = ?1 AND event_key = ?2");
        if (!q.ok()) return failure("notes database");
        q.bindText(1, bundleKey(bundlePath));
        q.bindText(2, eventKey);
        if (q.step() != SQLITE_DONE) return failure("cannot remove the event's note");
        return {};
    }
    SqliteStatement q(
        db_, "INSERT INTO event_notes (bundle, event_key, note, updated_at) VALUES (?1, ?2, ?3, ?4)"
             " ON CONFLICT(bundle, event_key) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at");
    if (!q.ok()) return failure("notes database");
    q.bindText(1, bundleKey(bundlePath));
    q.bindText(2, eventKey);
    q.bindText(3, note);
    q.bindText(4, nowIsoUtc());
    if (q.step() != SQLITE_DONE) return failure("cannot save the event's note");
    return {};
}

Result<void> NotesStore::remove(const std::string& bundlePath) {
    SqliteStatement q(db_, "DELETE FROM bundle_notes WHERE bundle = ?1");
    if (!q.ok()) return failure("notes database");
    q.bindText(1, bundleKey(bundlePath));
    if (q.step() != SQLITE_DONE) return failure("cannot remove the note");
    return {};
}

}  // namespace aw

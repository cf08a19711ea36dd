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

// The error of a failed call, as the notes store reports it.
[[noreturn]] void fail(const SqliteDatabase& db, const std::string& what) {
    throw NotesError(what + ": " + db.error());
}

void exec(SqliteDatabase& db, const char* sql) {
    if (!db.exec(sql)) fail(db, "notes database");
}

// A statement of the notes database, prepared or thrown.
struct Statement : SqliteStatement {
    Statement(const SqliteDatabase& db, const char* sql) : SqliteStatement(db, sql) {
        if (!ok()) fail(db, "notes database");
    }
    std::string text(int index) const { return std::string(column(index)); }
};

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

void NotesStore::open() {
    if (!db_.open(path_)) fail(db_, "cannot open the notes database " + path_);
    exec(db_, "PRAGMA journal_mode=WAL");
    exec(db_, "PRAGMA synchronous=FULL");
    exec(db_,
         "CREATE TABLE IF NOT EXISTS bundle_notes ("
         " bundle TEXT PRIMARY KEY,"
         " note TEXT NOT NULL,"
         " evidence_events TEXT,"  // comma-separated ids; NULL: never chosen
         " catalog_version TEXT NOT NULL DEFAULT '',"
         " verdict_summary TEXT NOT NULL DEFAULT '',"
         " updated_at TEXT NOT NULL)");
    exec(db_, "CREATE TABLE IF NOT EXISTS event_notes ("
              " bundle TEXT NOT NULL,"
              " event_key TEXT NOT NULL,"
              " note TEXT NOT NULL,"
              " updated_at TEXT NOT NULL,"
              " PRIMARY KEY (bundle, event_key))");
    // quick_check reads every page once: cheap for a notes file, and it catches the torn
    // or overwritten pages that would otherwise fail later, in the middle of a save.
    std::string verdict;
    if (!db_.quickCheck(&verdict))
        throw NotesError("notes database: database disk image is malformed (" + verdict + ")");
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
    db_.close();
    std::vector<SalvagedRow> rows = salvageNotes(databasePath);
    for (const char* suffix : {"", "-wal", "-shm"}) {
        const std::string from = databasePath + suffix;
        if (fs::exists(from, ec)) fs::rename(from, databasePath + ".corrupt" + suffix, ec);
        if (ec) throw NotesError("cannot move the corrupt notes database " + from + " aside: " + ec.message());
    }
    open();
    exec(db_, "BEGIN IMMEDIATE");
    for (const SalvagedRow& row : rows) {
        Statement q(db_, "INSERT OR REPLACE INTO bundle_notes (bundle, note, evidence_events, catalog_version,"
                         " verdict_summary, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        for (int c = 0; c < 6; ++c) {
            if (c == 2 && row.evidenceNull) q.bindNull(3);
            else q.bindText(c + 1, row.columns[c]);
        }
        q.step();
    }
    exec(db_, "COMMIT");
    recovery_ = "the notes database " + databasePath + " was damaged (" + recovery_ + "); it was moved to " +
                databasePath + ".corrupt and " + std::to_string(rows.size()) + " note(s) were recovered";
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

std::optional<BundleNote> NotesStore::load(const std::string& bundlePath) const {
    Statement q(db_, "SELECT note, evidence_events, catalog_version, verdict_summary, updated_at "
                     "FROM bundle_notes WHERE bundle = ?1");
    q.bindText(1, bundleKey(bundlePath));
    const int rc = q.step();
    if (rc == SQLITE_DONE) return std::nullopt;
    if (rc != SQLITE_ROW) fail(db_, "notes database");
    BundleNote note;
    note.note = q.text(0);
    if (!q.isNull(1)) note.evidenceEvents = splitIds(q.text(1));
    note.catalogVersion = q.text(2);
    note.verdictSummary = q.text(3);
    note.updatedAt = q.text(4);
    return note;
}

void NotesStore::save(const std::string& bundlePath, const BundleNote& note) {
    Statement q(db_,
                "INSERT INTO bundle_notes (bundle, note, evidence_events, catalog_version, verdict_summary, updated_at)"
                " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
                " ON CONFLICT(bundle) DO UPDATE SET note = excluded.note,"
                " evidence_events = excluded.evidence_events, catalog_version = excluded.catalog_version,"
                " verdict_summary = excluded.verdict_summary, updated_at = excluded.updated_at");
    q.bindText(1, bundleKey(bundlePath));
    q.bindText(2, note.note);
    if (note.evidenceEvents) q.bindText(3, joinIds(*note.evidenceEvents));
    else q.bindNull(3);
    q.bindText(4, note.catalogVersion);
    q.bindText(5, note.verdictSummary);
    q.bindText(6, nowIsoUtc());
    if (q.step() != SQLITE_DONE) fail(db_, "cannot save the note");
}

std::string eventNoteKey(const Event& event) {
    std::string key = event.rule + "|" + event.node + "|" + std::to_string(event.gpu);
    if (!event.evidence.empty())
        key += "|" + event.evidence.front().file + ":" + std::to_string(event.evidence.front().where.line);
    return key;
}

std::map<std::string, std::string> NotesStore::eventNotes(const std::string& bundlePath) const {
    std::map<std::string, std::string> notes;
    Statement q(db_, "SELECT event_key, note FROM event_notes WHERE bundle = ?1");
    q.bindText(1, bundleKey(bundlePath));
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) notes.emplace(q.text(0), q.text(1));
    if (rc != SQLITE_DONE) fail(db_, "notes database");
    return notes;
}

void NotesStore::saveEventNote(const std::string& bundlePath, const std::string& eventKey, const std::string& note) {
    if (note.empty()) {
        Statement q(db_, "DELETE FROM event_notes WHERE bundle = ?1 AND event_key = ?2");
        q.bindText(1, bundleKey(bundlePath));
        q.bindText(2, eventKey);
        if (q.step() != SQLITE_DONE) fail(db_, "cannot remove the event's note");
        return;
    }
    Statement q(db_,
                "INSERT INTO event_notes (bundle, event_key, note, updated_at) VALUES (?1, ?2, ?3, ?4)"
                " ON CONFLICT(bundle, event_key) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at");
    q.bindText(1, bundleKey(bundlePath));
    q.bindText(2, eventKey);
    q.bindText(3, note);
    q.bindText(4, nowIsoUtc());
    if (q.step() != SQLITE_DONE) fail(db_, "cannot save the event's note");
}

void NotesStore::remove(const std::string& bundlePath) {
    Statement q(db_, "DELETE FROM bundle_notes WHERE bundle = ?1");
    q.bindText(1, bundleKey(bundlePath));
    if (q.step() != SQLITE_DONE) fail(db_, "cannot remove the note");
}

}  // namespace aw

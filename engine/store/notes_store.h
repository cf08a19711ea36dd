// The user's note and evidence choice for a bundle, and notes on single events, kept in a
// small SQLite database per user so they reappear when the bundle is opened again. One row
// per bundle, keyed by the bundle's canonical path; one per noted event, keyed by the
// bundle and eventNoteKey() (not the event's id, which another catalog may change).
// WAL mode and synchronous=FULL: a saved note survives a crash.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/result.h"
#include "engine/store/sqlite_database.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace aw {

struct BundleNote {
    std::string note;
    // Events whose evidence the user chose for the report; nullopt: never chosen
    // (the report uses its default choice).
    std::optional<std::vector<std::uint32_t>> evidenceEvents;
    std::string catalogVersion;  // the catalog the note was written against
    std::string verdictSummary;  // the verdict it was written about, to spot a changed analysis
    std::string updatedAt;       // ISO 8601 UTC, set by save()
};

// What names an event across analyses of the same bundle: its rule, node, GPU and first
// raw line ("xid_79|node007|3|nodes/node007/dmesg.log:23").
std::string eventNoteKey(const Event& event);

class NotesStore {
public:
    // Opens (creating folder, file and schema if needed) the database at `databasePath`.
    // A file that is not a database, or fails SQLite's integrity check, is moved aside to
    // `<path>.corrupt` (with its -wal/-shm) and a new database is created, holding every
    // note that could still be read from the old one (recoveryMessage() says so). A failure
    // (its file the database) when it cannot be opened or recreated.
    static Result<NotesStore> open(const std::string& databasePath);
    ~NotesStore();
    NotesStore(NotesStore&&) = default;
    NotesStore& operator=(NotesStore&&) = default;

    // $XDG_DATA_HOME/attribution-workbench/analysis.sqlite, else
    // ~/.local/share/attribution-workbench/analysis.sqlite ($HOME, else the user's home in
    // the password database); with no home, /tmp/attribution-workbench-<uid> when private.
    static std::string defaultPath();
    // The key of a bundle: its canonical absolute path (the path as given if it does not exist).
    static std::string bundleKey(const std::string& bundlePath);

    // The bundle's note, nullopt when it has none.
    Result<std::optional<BundleNote>> load(const std::string& bundlePath) const;
    // Replaces the stored note of the bundle (updatedAt is set to now).
    Result<void> save(const std::string& bundlePath, const BundleNote& note);
    Result<void> remove(const std::string& bundlePath);

    // Notes on single events of the bundle, by eventNoteKey().
    Result<std::map<std::string, std::string>> eventNotes(const std::string& bundlePath) const;
    // Replaces an event's note; an empty note removes it.
    Result<void> saveEventNote(const std::string& bundlePath, const std::string& eventKey, const std::string& note);

    const std::string& path() const { return path_; }
    // "" normally; after a corrupt database was replaced, what happened (for the user).
    const std::string& recoveryMessage() const { return recovery_; }

private:
    explicit NotesStore(const std::string& databasePath) : path_(databasePath) {}
    Result<void> openDatabase();
    // "what: SQLite's reason", its file the database.
    Failure failure(const std::string& what) const;
    std::string path_;
    std::string recovery_;
    SqliteDatabase db_;
};

}  // namespace aw

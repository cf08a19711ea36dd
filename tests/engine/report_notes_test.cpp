// NotesStore: a note saved for a bundle comes back after the database is reopened,
// keyed by the bundle's canonical path.
#include "engine/store/notes_store.h"
#include "engine/store/sqlite_database.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

struct NotesTest : ::testing::Test {
    awtest::TempFolder dir;
    void SetUp() override { fs::create_directories(bundle()); }
    std::string db() const { return dir.file("data/analysis.sqlite"); }
    std::string bundle() const { return dir.file("bundles/xid79"); }
};

TEST_F(NotesTest, RoundTripThroughAReopenedDatabase) {
    {
        aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
        EXPECT_FALSE(awtest::worked(store.load(bundle())).has_value());
        aw::BundleNote note;
        note.note = "Drained node03.\nRMA ticket OPS-1234 — GPU 0.";
        note.evidenceEvents = std::vector<std::uint32_t>{1, 7, 12};
        note.catalogVersion = "builtin-1";
        note.verdictSummary = "GPU hardware on node03";
        awtest::worked(store.save(bundle(), note));
    }
    aw::NotesStore reopened = awtest::worked(aw::NotesStore::open(db()));
    const auto loaded = awtest::worked(reopened.load(bundle()));
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "Drained node03.\nRMA ticket OPS-1234 — GPU 0.");
    ASSERT_TRUE(loaded->evidenceEvents.has_value());
    EXPECT_EQ(*loaded->evidenceEvents, (std::vector<std::uint32_t>{1, 7, 12}));
    EXPECT_EQ(loaded->catalogVersion, "builtin-1");
    EXPECT_EQ(loaded->verdictSummary, "GPU hardware on node03");
    EXPECT_EQ(loaded->updatedAt.size(), 20u);  // 2026-12-02T14:00:00Z
}

TEST_F(NotesTest, KeyedByCanonicalPath) {
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    aw::BundleNote note;
    note.note = "same bundle";
    awtest::worked(store.save(bundle() + "/../xid79/", note));
    const auto loaded = awtest::worked(store.load(bundle()));
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "same bundle");
    EXPECT_FALSE(loaded->evidenceEvents.has_value());  // never chosen
    EXPECT_FALSE(awtest::worked(store.load(dir.file("bundles"))).has_value());
}

TEST_F(NotesTest, SaveReplacesAndEmptyChoiceIsKept) {
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    aw::BundleNote note;
    note.note = "first";
    awtest::worked(store.save(bundle(), note));
    note.note = "second";
    note.evidenceEvents = std::vector<std::uint32_t>{};
    awtest::worked(store.save(bundle(), note));
    const auto loaded = awtest::worked(store.load(bundle()));
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "second");
    ASSERT_TRUE(loaded->evidenceEvents.has_value());
    EXPECT_TRUE(loaded->evidenceEvents->empty());
    awtest::worked(store.remove(bundle()));
    EXPECT_FALSE(awtest::worked(store.load(bundle())).has_value());
}

TEST_F(NotesTest, UsesWriteAheadLogging) {
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    aw::BundleNote note;
    note.note = "x";
    awtest::worked(store.save(bundle(), note));
    EXPECT_TRUE(fs::exists(db() + "-wal"));
}

TEST_F(NotesTest, DefaultPathFollowsXdgDataHome) {
    const char* old = std::getenv("XDG_DATA_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    EXPECT_EQ(aw::NotesStore::defaultPath(), "/tmp/xdg-test/attribution-workbench/analysis.sqlite");
    if (old) ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
    else ::unsetenv("XDG_DATA_HOME");
}

TEST_F(NotesTest, AnUnopenableDatabaseIsNamed) {
    dir.write("file", "x");
    const aw::Result<aw::NotesStore> store = aw::NotesStore::open(dir.file("file/db.sqlite"));
    ASSERT_FALSE(store);
    EXPECT_EQ(store.failure().message,
              "cannot open the notes database " + dir.file("file/db.sqlite") + ": unable to open database file");
    EXPECT_EQ(store.failure().file, dir.file("file/db.sqlite"));
}

// A damaged database that cannot be moved aside (a folder holds its .corrupt name): named,
// and the folder left as it was.
TEST_F(NotesTest, ACorruptDatabaseThatCannotBeMovedAsideIsNamed) {
    dir.write("data/analysis.sqlite", std::string(4096, '\xA5'));
    dir.write("data/analysis.sqlite.corrupt/kept", "x");
    const aw::Result<aw::NotesStore> store = aw::NotesStore::open(db());
    ASSERT_FALSE(store);
    EXPECT_EQ(store.failure().file, db());
    EXPECT_EQ(store.failure().message.rfind("cannot move the corrupt notes database " + db() + " aside: ", 0), 0u)
        << store.failure().message;
    EXPECT_TRUE(fs::exists(db()));
}

// Every write and read that SQLite refuses (triggers that raise, a table dropped) comes back
// as a failure naming the database, in the words the workbench shows after its lead-in.
TEST_F(NotesTest, AWriteOrReadTheDatabaseRefusesIsAFailureNamingIt) {
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    aw::BundleNote note;
    note.note = "kept";
    awtest::worked(store.save(bundle(), note));
    awtest::worked(store.saveEventNote(bundle(), "xid_79|node007|3", "kept"));
    {
        aw::SqliteDatabase other;
        ASSERT_TRUE(other.open(db()));
        for (const char* sql :
             {"CREATE TRIGGER no_note BEFORE UPDATE ON bundle_notes BEGIN SELECT RAISE(ABORT, 'refused'); END",
              "CREATE TRIGGER no_removal BEFORE DELETE ON bundle_notes BEGIN SELECT RAISE(ABORT, 'refused'); END",
              "CREATE TRIGGER no_event_note BEFORE UPDATE ON event_notes BEGIN SELECT RAISE(ABORT, 'refused'); END",
              "CREATE TRIGGER no_event_removal BEFORE DELETE ON event_notes BEGIN SELECT RAISE(ABORT, 'refused'); "
              "END"})
            ASSERT_TRUE(other.exec(sql)) << other.error();
    }
    const auto refused = [&](const aw::Result<void>& outcome, const std::string& words) {
        ASSERT_FALSE(outcome) << words;
        EXPECT_EQ(outcome.failure().message, words);
        EXPECT_EQ(outcome.failure().file, db());
    };
    note.note = "changed";
    refused(store.save(bundle(), note), "cannot save the note: refused");
    refused(store.remove(bundle()), "cannot remove the note: refused");
    refused(store.saveEventNote(bundle(), "xid_79|node007|3", "changed"), "cannot save the event's note: refused");
    refused(store.saveEventNote(bundle(), "xid_79|node007|3", ""), "cannot remove the event's note: refused");
    EXPECT_EQ(awtest::worked(store.load(bundle()))->note, "kept");

    {
        aw::SqliteDatabase other;
        ASSERT_TRUE(other.open(db()));
        ASSERT_TRUE(other.exec("DROP TABLE bundle_notes; DROP TABLE event_notes"));
    }
    const auto unread = store.load(bundle());
    ASSERT_FALSE(unread);
    EXPECT_EQ(unread.failure().message, "notes database: no such table: bundle_notes");
    EXPECT_EQ(unread.failure().file, db());
    const auto events = store.eventNotes(bundle());
    ASSERT_FALSE(events);
    EXPECT_EQ(events.failure().message, "notes database: no such table: event_notes");
}

}  // namespace

// NotesStore: a note saved for a bundle comes back after the database is reopened,
// keyed by the bundle's canonical path.
#include "engine/store/notes_store.h"
#include "tests/support/files.h"

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
        aw::NotesStore store(db());
        EXPECT_FALSE(store.load(bundle()).has_value());
        aw::BundleNote note;
        note.note = "Drained node03.\nRMA ticket OPS-1234 — GPU 0.";
        note.evidenceEvents = std::vector<std::uint32_t>{1, 7, 12};
        note.catalogVersion = "builtin-1";
        note.verdictSummary = "GPU hardware on node03";
        store.save(bundle(), note);
    }
    aw::NotesStore reopened(db());
    const auto loaded = reopened.load(bundle());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "Drained node03.\nRMA ticket OPS-1234 — GPU 0.");
    ASSERT_TRUE(loaded->evidenceEvents.has_value());
    EXPECT_EQ(*loaded->evidenceEvents, (std::vector<std::uint32_t>{1, 7, 12}));
    EXPECT_EQ(loaded->catalogVersion, "builtin-1");
    EXPECT_EQ(loaded->verdictSummary, "GPU hardware on node03");
    EXPECT_EQ(loaded->updatedAt.size(), 20u);  // 2026-12-02T14:00:00Z
}

TEST_F(NotesTest, KeyedByCanonicalPath) {
    aw::NotesStore store(db());
    aw::BundleNote note;
    note.note = "same bundle";
    store.save(bundle() + "/../xid79/", note);
    const auto loaded = store.load(bundle());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "same bundle");
    EXPECT_FALSE(loaded->evidenceEvents.has_value());  // never chosen
    EXPECT_FALSE(store.load(dir.file("bundles")).has_value());
}

TEST_F(NotesTest, SaveReplacesAndEmptyChoiceIsKept) {
    aw::NotesStore store(db());
    aw::BundleNote note;
    note.note = "first";
    store.save(bundle(), note);
    note.note = "second";
    note.evidenceEvents = std::vector<std::uint32_t>{};
    store.save(bundle(), note);
    const auto loaded = store.load(bundle());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->note, "second");
    ASSERT_TRUE(loaded->evidenceEvents.has_value());
    EXPECT_TRUE(loaded->evidenceEvents->empty());
    store.remove(bundle());
    EXPECT_FALSE(store.load(bundle()).has_value());
}

TEST_F(NotesTest, UsesWriteAheadLogging) {
    aw::NotesStore store(db());
    aw::BundleNote note;
    note.note = "x";
    store.save(bundle(), note);
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

TEST_F(NotesTest, UnopenableDatabaseThrows) {
    dir.write("file", "x");
    EXPECT_THROW(aw::NotesStore(dir.file("file/db.sqlite")), aw::NotesError);
}

}  // namespace

// The analysis cache: a second open of an unchanged bundle comes from the cache and is
// identical to a fresh analysis; a changed or touched file, another catalog or a damaged
// cache file all mean a fresh analysis, never a stale or crashed one.
#include "engine/store/analysis_cache.h"
#include "engine/open/open_bundle.h"
#include "engine/store/sqlite_database.h"
#include "tests/support/analysis.h"
#include "engine/attribute/analysis_json.h"
#include "engine/load/bundle_loader.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const std::string kSample = std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus";

class AnalysisCacheTest : public ::testing::Test {
protected:
    void SetUp() override {
        fs::copy(kSample, bundle_.path(), fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    }
    // Through the front door, with the cache at `cache`'s file.
    aw::OpenedBundle open(const aw::AnalysisCache& cache,
                          std::shared_ptr<const aw::RuleCatalog> catalog = aw::builtinCatalog()) {
        aw::OpenOptions options;
        options.catalog = std::move(catalog);
        options.cachePath = cache.path();
        return aw::openBundle(bundle_.path(), options);
    }
    std::string fresh() { return aw::toJson(awtest::analyze(aw::loadBundle(bundle_.path()), aw::builtinCatalog())); }

    awtest::TempFolder bundle_;
    awtest::TempFolder cacheDir_;
    std::string cachePath_ = cacheDir_.file("cache.sqlite");
};

TEST_F(AnalysisCacheTest, SecondOpenComesFromTheCacheAndEqualsAFreshAnalysis) {
    aw::AnalysisCache cache(cachePath_);
    ASSERT_TRUE(cache.usable()) << cache.lastProblem();
    const aw::OpenedBundle first = open(cache);
    EXPECT_FALSE(first.fromCache);
    const aw::OpenedBundle second = open(cache);
    EXPECT_TRUE(second.fromCache);
    EXPECT_EQ(aw::toJson(*second.result), aw::toJson(*first.result));
    EXPECT_EQ(aw::toJson(*second.result), fresh());
    // The structured messages the views translate are not in the JSON: compare them here.
    const aw::Verdict& a = first.result->verdict;
    const aw::Verdict& b = second.result->verdict;
    EXPECT_EQ(b.summaryMessage.id, "root_started");
    EXPECT_EQ(b.summaryMessage.id, a.summaryMessage.id);
    EXPECT_EQ(b.summaryMessage.args, a.summaryMessage.args);
    ASSERT_EQ(b.chain.size(), a.chain.size());
    for (std::size_t i = 0; i < a.chain.size(); ++i) {
        EXPECT_EQ(b.chain[i].message.id, a.chain[i].message.id) << i;
        EXPECT_EQ(b.chain[i].message.args, a.chain[i].message.args) << i;
    }
    // Issue 47: the job's reason and the actions' texts as catalog messages too (format 10).
    EXPECT_EQ(b.job.whyMessage.id, a.job.whyMessage.id);
    EXPECT_EQ(b.job.whyMessage.args, a.job.whyMessage.args);
    ASSERT_EQ(b.actions.size(), a.actions.size());
    for (std::size_t i = 0; i < a.actions.size(); ++i) {
        EXPECT_EQ(b.actions[i].message.id, "catalog_text") << i;
        EXPECT_EQ(b.actions[i].message.args, a.actions[i].message.args) << i;
    }
    // The loader skipped the text scans but the bundle says the same about every file.
    ASSERT_EQ(second.bundle->files.size(), first.bundle->files.size());
    for (std::size_t i = 0; i < first.bundle->files.size(); ++i) {
        EXPECT_EQ(second.bundle->files[i].lineCount, first.bundle->files[i].lineCount) << first.bundle->files[i].path;
        EXPECT_EQ(second.bundle->files[i].firstTime, first.bundle->files[i].firstTime);
        EXPECT_EQ(second.bundle->files[i].node, first.bundle->files[i].node);
    }
    EXPECT_EQ(second.bundle->nodes.size(), first.bundle->nodes.size());
    EXPECT_EQ(second.bundle->problems.size(), first.bundle->problems.size());
}

// A cache another process holds past the busy timeout is not "unreadable": it stays, with
// its entries, for that process (removing it pulled a live cache from under a concurrent
// open: under ctest -j2, one such run ended in SIGBUS), and this open goes without a cache.
TEST_F(AnalysisCacheTest, ACacheHeldByAnotherProcessIsLeftInPlaceNotRebuilt) {
    {
        aw::AnalysisCache first(cachePath_);
        ASSERT_TRUE(first.lastProblem().empty()) << first.lastProblem();
    }
    aw::SqliteDatabase holder;
    ASSERT_TRUE(holder.open(cachePath_));
    ASSERT_TRUE(holder.exec("PRAGMA locking_mode=EXCLUSIVE"));
    ASSERT_TRUE(holder.exec("BEGIN EXCLUSIVE"));
    ASSERT_TRUE(holder.exec("CREATE TABLE held (x)"));
    const auto inode = [&] {
        struct stat st {};
        return ::stat(cachePath_.c_str(), &st) == 0 ? st.st_ino : 0;
    };
    const auto before = inode();
    aw::AnalysisCache second(cachePath_);
    EXPECT_NE(second.lastProblem().find("busy"), std::string::npos) << second.lastProblem();
    EXPECT_EQ(inode(), before) << "the held cache was removed and made again";
    EXPECT_TRUE(holder.exec("COMMIT"));
}

TEST_F(AnalysisCacheTest, ReopeningTheDatabaseKeepsTheEntry) {
    {
        aw::AnalysisCache cache(cachePath_);
        EXPECT_FALSE(open(cache).fromCache);
    }
    aw::AnalysisCache again(cachePath_);
    EXPECT_TRUE(open(again).fromCache);
}

TEST_F(AnalysisCacheTest, ChangedFileIsAMissAndTheNewContentCounts) {
    aw::AnalysisCache cache(cachePath_);
    const aw::OpenedBundle before = open(cache);
    {
        std::ofstream out(bundle_.file("nodes/node003/dmesg.log"), std::ios::app);
        out << "[881170.000001] NVRM: Xid (PCI:0000:3a:00): 48, pid=1, name=python, An uncorrectable double bit error\n";
    }
    const aw::OpenedBundle after = open(cache);
    EXPECT_FALSE(after.fromCache);
    EXPECT_NE(aw::toJson(*after.result), aw::toJson(*before.result));
    EXPECT_EQ(aw::toJson(*after.result), fresh());
    EXPECT_TRUE(open(cache).fromCache) << "the new analysis was stored";
}

TEST_F(AnalysisCacheTest, TouchedFileIsAMiss) {
    aw::AnalysisCache cache(cachePath_);
    open(cache);
    const fs::path f = bundle_.file("nodes/node001/train.log");
    fs::last_write_time(f, fs::last_write_time(f) + std::chrono::seconds(5));
    EXPECT_FALSE(open(cache).fromCache);
}

TEST_F(AnalysisCacheTest, AddedFileIsAMiss) {
    aw::AnalysisCache cache(cachePath_);
    open(cache);
    bundle_.write("nodes/node002/extra.log", "2026-11-30T08:00:00Z node002 kernel: hello\n");
    EXPECT_FALSE(open(cache).fromCache);
}

TEST_F(AnalysisCacheTest, ChangedCatalogIsAMiss) {
    aw::AnalysisCache cache(cachePath_);
    open(cache);
    auto changed = std::make_shared<aw::RuleCatalog>(*aw::builtinCatalog());
    ASSERT_FALSE(changed->rules.empty());
    // Same version string, one rule edited: the hash of the definitions tells them apart.
    changed->rules.front().definitionJson += " ";
    EXPECT_NE(aw::AnalysisCache::catalogKey(*changed), aw::AnalysisCache::catalogKey(*aw::builtinCatalog()));
    EXPECT_FALSE(open(cache, changed).fromCache);
    EXPECT_TRUE(open(cache, changed).fromCache);
    EXPECT_FALSE(open(cache).fromCache) << "one entry per bundle: the other catalog replaced it";
}

TEST_F(AnalysisCacheTest, CorruptCacheFileIsRebuilt) {
    {
        // A header of ours (application id "AWC1" at byte 68), garbage pages after it.
        std::string bytes = std::string("SQLite format 3") + '\0' + std::string(5000, '\x5a');
        bytes.replace(68, 4, "AWC1");
        std::ofstream out(cachePath_, std::ios::binary);
        out << bytes;
    }
    aw::AnalysisCache cache(cachePath_);
    ASSERT_TRUE(cache.usable());
    EXPECT_NE(cache.lastProblem(), "");
    EXPECT_FALSE(open(cache).fromCache);
    EXPECT_TRUE(open(cache).fromCache);
}

TEST_F(AnalysisCacheTest, DamagedPagesInsideAValidDatabaseAreRebuiltOrMissed) {
    {
        aw::AnalysisCache cache(cachePath_);
        open(cache);
    }
    {
        // Scribble over the middle of the file, where the table pages are.
        std::fstream f(cachePath_, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(static_cast<std::streamoff>(fs::file_size(cachePath_) / 2));
        f << std::string(8192, '\x7f');
    }
    aw::AnalysisCache cache(cachePath_);
    const aw::OpenedBundle r = open(cache);
    EXPECT_FALSE(r.fromCache);
    EXPECT_EQ(aw::toJson(*r.result), fresh());
}

TEST_F(AnalysisCacheTest, UnwritableLocationMeansNoCacheButStillAnAnswer) {
    aw::AnalysisCache cache("/proc/aw-no-such-dir/cache.sqlite");
    EXPECT_FALSE(cache.usable());
    const aw::OpenedBundle r = open(cache);
    EXPECT_FALSE(r.fromCache);
    EXPECT_EQ(aw::toJson(*r.result), fresh());
}

// Issue 43: AW_CACHE_PATH (or any cache path) at a file that is not a cache: it was deleted
// and replaced by a new cache. Now it is not opened, not changed, and no cache is used.
TEST_F(AnalysisCacheTest, AFileThatIsNotACacheIsLeftByteIdenticalAndNotUsed) {
    cacheDir_.write("notes.txt", "my notes, not a cache\n");
    {
        aw::SqliteDatabase other;  // another program's database
        ASSERT_TRUE(other.open(cacheDir_.file("other.sqlite")));
        ASSERT_TRUE(other.exec("PRAGMA application_id = 1234; CREATE TABLE mine (x); INSERT INTO mine VALUES (42)"));
    }
    {
        aw::SqliteDatabase older;  // an SQLite file with no mark and other tables
        ASSERT_TRUE(older.open(cacheDir_.file("unmarked.sqlite")));
        ASSERT_TRUE(older.exec("CREATE TABLE analyses (x); CREATE TABLE mine (x)"));
    }
    fs::create_symlink(cacheDir_.file("notes.txt"), cacheDir_.file("link.sqlite"));
    ASSERT_EQ(::mkfifo(cacheDir_.file("fifo.sqlite").c_str(), 0600), 0);
    const std::string expected = fresh();
    for (const char* name : {"notes.txt", "other.sqlite", "unmarked.sqlite", "link.sqlite", "fifo.sqlite"}) {
        const std::string path = cacheDir_.file(name);
        const std::string before = fs::is_fifo(path) ? "" : awtest::readFile(path);
        aw::AnalysisCache cache(path);
        EXPECT_FALSE(cache.usable()) << name;
        EXPECT_NE(cache.lastProblem().find("is not an analysis cache"), std::string::npos) << cache.lastProblem();
        const aw::OpenedBundle r = open(cache);
        EXPECT_FALSE(r.fromCache);
        EXPECT_EQ(aw::toJson(*r.result), expected);
        if (!fs::is_fifo(path)) EXPECT_EQ(awtest::readFile(path), before) << name;
        EXPECT_FALSE(fs::exists(path + "-wal")) << name;
    }
    EXPECT_TRUE(fs::is_symlink(cacheDir_.file("link.sqlite")));
}

// A cache of an older version has no mark yet: its only table is `analyses`. It is used and marked.
TEST_F(AnalysisCacheTest, ACacheOfAnOlderVersionIsStillACache) {
    {
        aw::SqliteDatabase older;
        ASSERT_TRUE(older.open(cachePath_));
        ASSERT_TRUE(older.exec("CREATE TABLE analyses (bundle TEXT); PRAGMA user_version = 1"));
    }
    aw::AnalysisCache cache(cachePath_);
    ASSERT_TRUE(cache.usable()) << cache.lastProblem();
    EXPECT_FALSE(open(cache).fromCache);
    EXPECT_TRUE(open(cache).fromCache);
    EXPECT_EQ(awtest::readFile(cachePath_).substr(68, 4), "AWC1");
}

// A cache file of another user (planted where the cache is looked for) could hold any verdict.
TEST_F(AnalysisCacheTest, ACacheFileOfAnotherUserIsNotUsed) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a file to user nobody";
    {
        aw::AnalysisCache cache(cachePath_);
        open(cache);
    }
    ASSERT_EQ(::chown(cachePath_.c_str(), 65534, 65534), 0);
    const std::string before = awtest::readFile(cachePath_);
    aw::AnalysisCache cache(cachePath_);
    EXPECT_FALSE(cache.usable());
    EXPECT_NE(cache.lastProblem().find("owned by user 65534"), std::string::npos) << cache.lastProblem();
    EXPECT_FALSE(open(cache).fromCache);
    EXPECT_EQ(awtest::readFile(cachePath_), before);
}

}  // namespace

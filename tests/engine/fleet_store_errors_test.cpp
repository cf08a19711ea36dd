// The fleet store when a write fails (issue 43): a result the store refuses (a trigger that
// raises, standing for a constraint, a full disk or a read-only file), a write lock another
// connection holds past the busy timeout, two writers adding the same content at once. The
// failed write is rolled back and said; every write after it is stored.
#include "engine/fleet/fleet_ingest.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"

#include "engine/store/sqlite_database.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace {

aw::FleetRecord job(const std::string& hash) {
    aw::FleetRecord r;
    r.bundlePath = "/data/" + hash;
    r.contentHash = hash;
    r.outcome = "gpu_hardware";
    r.culpritNodes = {"node007"};
    r.culpritGpu = 3;
    r.catalogVersion = "v1#abc";
    return r;
}

// The store at `path`, made, with a trigger that refuses the job of bundle `refused`.
void storeRefusing(const std::string& path, const std::string& refused) {
    { aw::FleetStore made = awtest::worked(aw::FleetStore::open(path)); }
    aw::SqliteDatabase db;
    ASSERT_TRUE(db.open(path));
    const std::string trigger = "CREATE TRIGGER refuse BEFORE INSERT ON jobs WHEN NEW.bundle_path = '" + refused +
                                "' BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END";
    ASSERT_TRUE(db.exec(trigger.c_str())) << db.error();
}

// The content hashes in the store, read by a connection of its own (what another process sees).
std::set<std::string> storedHashes(const std::string& path) {
    std::set<std::string> out;
    for (const aw::FleetJob& j : awtest::worked(aw::FleetStore::open(path, true)).jobs())
        out.insert(j.record.contentHash);
    return out;
}

std::set<std::string> hashes(int from, int to, int except = -1) {
    std::set<std::string> out;
    for (int i = from; i <= to; ++i)
        if (i != except) out.insert("h" + std::to_string(i));
    return out;
}

}  // namespace

TEST(FleetStoreErrors, APutThatFailsIsRolledBackAndEveryLaterPutIsStored) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    storeRefusing(path, "/data/h3");
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path));
    for (int i = 1; i <= 10; ++i) {
        if (i == 3) {
            const aw::Result<aw::FleetStore::PutResult> refused = store.put(job("h3"));
            ASSERT_FALSE(refused) << "the refused put was stored";
            EXPECT_EQ(refused.failure().message, path + ": cannot add /data/h3: refused by a trigger");
            EXPECT_EQ(refused.failure().file, path);
            EXPECT_FALSE(store.inTransaction()) << "a transaction left open swallows every later put";
            continue;
        }
        EXPECT_EQ(awtest::worked(store.put(job("h" + std::to_string(i)))), aw::FleetStore::PutResult::Added);
    }
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3)) << "read by another connection while this one is open";
    EXPECT_EQ(store.jobCount(), 9u);
}

TEST(FleetStoreErrors, APutThatFailsInsideABatchLeavesTheRestOfTheBatch) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    storeRefusing(path, "/data/h3");
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path));
    awtest::worked(store.begin());
    for (int i = 1; i <= 10; ++i) {
        if (i == 3) EXPECT_FALSE(store.put(job("h3")));
        else awtest::worked(store.put(job("h" + std::to_string(i))));
    }
    ASSERT_TRUE(store.inTransaction());
    awtest::worked(store.commit());
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3));
}

TEST(FleetStoreErrors, IngestNamesEachResultNotStoredAndStoresTheOthers) {
    awtest::TempFolder dir;
    for (int i = 1; i <= 10; ++i)
        dir.write("results/h" + std::to_string(i) + ".json", aw::toJson(job("h" + std::to_string(i))));
    const std::string path = dir.file("fleet.sqlite");
    storeRefusing(path, "/data/h3");
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path));
    std::vector<aw::Failure> said;
    const aw::FleetIngestCounts n = awtest::worked(aw::ingestFleetResults(
        dir.file("results"), store, [&](const aw::Failure& problem) { said.push_back(problem); }));
    EXPECT_EQ(n.added, 9u);
    EXPECT_EQ(n.notStored, 1u);
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0].file, dir.file("results/h3.json"));
    EXPECT_EQ(said[0].message,
              dir.file("results/h3.json") + ": not stored: " + path + ": cannot add /data/h3: refused by a trigger");
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3));
}

TEST(FleetStoreErrors, AWriteLockHeldPastTheTimeoutFailsThosePutsOnly) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path, false, 200));
    awtest::worked(store.put(job("h1")));
    {
        aw::SqliteDatabase other;  // another process's batch, holding the write lock
        ASSERT_TRUE(other.open(path));
        ASSERT_TRUE(other.exec("BEGIN IMMEDIATE"));
        const auto start = std::chrono::steady_clock::now();
        const aw::Result<aw::FleetStore::PutResult> locked = store.put(job("h2"));
        ASSERT_FALSE(locked) << "a put went through a held write lock";
        EXPECT_EQ(locked.failure().message, path + ": cannot add /data/h2: database is locked");
        EXPECT_EQ(locked.failure().file, path);
        EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(150)) << "it waited first";
        EXPECT_FALSE(store.inTransaction());
        ASSERT_TRUE(other.exec("COMMIT"));
    }
    awtest::worked(store.put(job("h3")));
    EXPECT_EQ(storedHashes(path), (std::set<std::string>{"h1", "h3"}));
}

TEST(FleetStoreErrors, AWriteLockHeldShorterThanTheTimeoutIsWaitedFor) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path, false, 5000));
    aw::SqliteDatabase other;
    ASSERT_TRUE(other.open(path));
    ASSERT_TRUE(other.exec("BEGIN IMMEDIATE"));
    std::thread release([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        other.exec("COMMIT");
    });
    EXPECT_EQ(awtest::worked(store.put(job("h1"))), aw::FleetStore::PutResult::Added);
    release.join();
    EXPECT_EQ(storedHashes(path), (std::set<std::string>{"h1"}));
}

// Two writers that both found the content missing (fleet run checks has() before analysing)
// and add it at once: one adds it, the other finds it there; neither fails on UNIQUE.
TEST(FleetStoreErrors, TwoWritersAddingTheSameContentAtOnceBothSucceed) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore a = awtest::worked(aw::FleetStore::open(path));
    aw::FleetStore b = awtest::worked(aw::FleetStore::open(path));
    ASSERT_FALSE(a.has("h1", "v1#abc"));
    ASSERT_FALSE(b.has("h1", "v1#abc"));
    aw::SqliteDatabase gate;  // holds both writers until both are waiting
    ASSERT_TRUE(gate.open(path));
    ASSERT_TRUE(gate.exec("BEGIN IMMEDIATE"));
    std::vector<aw::FleetStore::PutResult> results(2);
    std::vector<std::string> errors(2);
    std::vector<std::thread> writers;
    for (int w = 0; w < 2; ++w)
        writers.emplace_back([&, w] {
            const aw::Result<aw::FleetStore::PutResult> put = (w == 0 ? a : b).put(job("h1"));
            if (put) results[w] = *put;
            else errors[w] = put.failure().message;
        });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    ASSERT_TRUE(gate.exec("COMMIT"));
    for (auto& t : writers) t.join();
    EXPECT_EQ(errors, (std::vector<std::string>{"", ""}));
    EXPECT_EQ(
        std::set<aw::FleetStore::PutResult>(results.begin(), results.end()),
        (std::set<aw::FleetStore::PutResult>{aw::FleetStore::PutResult::Added, aw::FleetStore::PutResult::Unchanged}));
    EXPECT_EQ(storedHashes(path), (std::set<std::string>{"h1"}));
}

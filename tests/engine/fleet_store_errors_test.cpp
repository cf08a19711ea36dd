// The fleet store when a write fails (issue 43): a result the store refuses (a trigger that
// raises, standing for a constraint, a full disk or a read-only file), a write lock another
// connection holds past the busy timeout, two writers adding the same content at once. The
// failed write is rolled back and said; every write after it is stored.
#include "engine/fleet/fleet_ingest.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"

#include "engine/store/sqlite_database.h"
#include "tests/support/files.h"

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
    { aw::FleetStore made(path); }
    aw::SqliteDatabase db;
    ASSERT_TRUE(db.open(path));
    const std::string trigger = "CREATE TRIGGER refuse BEFORE INSERT ON jobs WHEN NEW.bundle_path = '" + refused +
                                "' BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END";
    ASSERT_TRUE(db.exec(trigger.c_str())) << db.error();
}

// The content hashes in the store, read by a connection of its own (what another process sees).
std::set<std::string> storedHashes(const std::string& path) {
    std::set<std::string> out;
    for (const aw::FleetJob& j : aw::FleetStore(path, true).jobs()) out.insert(j.record.contentHash);
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
    aw::FleetStore store(path);
    for (int i = 1; i <= 10; ++i) {
        if (i == 3) {
            try {
                store.put(job("h3"));
                FAIL() << "the refused put did not throw";
            } catch (const aw::FleetStoreError& e) {
                EXPECT_NE(std::string(e.what()).find("/data/h3"), std::string::npos) << e.what();
                EXPECT_NE(std::string(e.what()).find("refused by a trigger"), std::string::npos) << e.what();
            }
            EXPECT_FALSE(store.inTransaction()) << "a transaction left open swallows every later put";
            continue;
        }
        EXPECT_EQ(store.put(job("h" + std::to_string(i))), aw::FleetStore::PutResult::Added);
    }
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3)) << "read by another connection while this one is open";
    EXPECT_EQ(store.jobCount(), 9u);
}

TEST(FleetStoreErrors, APutThatFailsInsideABatchLeavesTheRestOfTheBatch) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    storeRefusing(path, "/data/h3");
    aw::FleetStore store(path);
    store.begin();
    for (int i = 1; i <= 10; ++i) {
        if (i == 3) EXPECT_THROW(store.put(job("h3")), aw::FleetStoreError);
        else store.put(job("h" + std::to_string(i)));
    }
    ASSERT_TRUE(store.inTransaction());
    store.commit();
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3));
}

TEST(FleetStoreErrors, IngestNamesEachResultNotStoredAndStoresTheOthers) {
    awtest::TempFolder dir;
    for (int i = 1; i <= 10; ++i)
        dir.write("results/h" + std::to_string(i) + ".json", aw::toJson(job("h" + std::to_string(i))));
    const std::string path = dir.file("fleet.sqlite");
    storeRefusing(path, "/data/h3");
    aw::FleetStore store(path);
    std::vector<std::string> said;
    const aw::FleetIngestCounts n =
        aw::ingestFleetResults(dir.file("results"), store, [&](const std::string& file, const std::string& why) {
            said.push_back(file + ": " + why);
        });
    EXPECT_EQ(n.added, 9u);
    EXPECT_EQ(n.notStored, 1u);
    ASSERT_EQ(said.size(), 1u);
    EXPECT_NE(said[0].find("h3.json: not stored:"), std::string::npos) << said[0];
    EXPECT_EQ(storedHashes(path), hashes(1, 10, 3));
}

TEST(FleetStoreErrors, AWriteLockHeldPastTheTimeoutFailsThosePutsOnly) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore store(path, false, 200);
    store.put(job("h1"));
    {
        aw::SqliteDatabase other;  // another process's batch, holding the write lock
        ASSERT_TRUE(other.open(path));
        ASSERT_TRUE(other.exec("BEGIN IMMEDIATE"));
        const auto start = std::chrono::steady_clock::now();
        try {
            store.put(job("h2"));
            FAIL() << "a put went through a held write lock";
        } catch (const aw::FleetStoreError& e) {
            EXPECT_NE(std::string(e.what()).find("locked"), std::string::npos) << e.what();
        }
        EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(150)) << "it waited first";
        EXPECT_FALSE(store.inTransaction());
        ASSERT_TRUE(other.exec("COMMIT"));
    }
    store.put(job("h3"));
    EXPECT_EQ(storedHashes(path), (std::set<std::string>{"h1", "h3"}));
}

TEST(FleetStoreErrors, AWriteLockHeldShorterThanTheTimeoutIsWaitedFor) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore store(path, false, 5000);
    aw::SqliteDatabase other;
    ASSERT_TRUE(other.open(path));
    ASSERT_TRUE(other.exec("BEGIN IMMEDIATE"));
    std::thread release([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        other.exec("COMMIT");
    });
    EXPECT_EQ(store.put(job("h1")), aw::FleetStore::PutResult::Added);
    release.join();
    EXPECT_EQ(storedHashes(path), (std::set<std::string>{"h1"}));
}

// Two writers that both found the content missing (fleet run checks has() before analysing)
// and add it at once: one adds it, the other finds it there; neither fails on UNIQUE.
TEST(FleetStoreErrors, TwoWritersAddingTheSameContentAtOnceBothSucceed) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetStore a(path), b(path);
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
            try {
                results[w] = (w == 0 ? a : b).put(job("h1"));
            } catch (const aw::FleetStoreError& e) { errors[w] = e.what(); }
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

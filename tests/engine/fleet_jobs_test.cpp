// Issue 45 item 8: the fleet knows jobs. A Slurm job the manifest names is one row however
// often it was collected (slurm-4 collected four times gave four rows and a repeat
// offender); a store of schema 1 that holds such repeats is folded when opened.
#include "engine/fleet/fleet_store.h"

#include "tests/support/files.h"
#include "tests/support/old_fleet_store.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

namespace {

constexpr aw::TimeNs kDay = 86400 * aw::kNsPerSecond;
constexpr aw::TimeNs kDec1 = 1796083200 * aw::kNsPerSecond;  // 2026-12-01T00:00:00Z

aw::FleetRecord collection(const std::string& hash, const std::string& jobKey, aw::TimeNs end) {
    aw::FleetRecord r;
    r.bundlePath = "/data/" + hash;
    r.contentHash = hash;
    r.jobKey = jobKey;
    r.workloadId = "slurm-4";
    r.scheduler = "slurm";
    r.windowEnd = end;
    r.outcome = "gpu_hardware";
    r.symptom = "xid_79_gpu_fallen_off_bus";
    r.culpritNodes = {"node007"};
    r.culpritGpu = 3;
    r.catalogVersion = "v1#abc";
    return r;
}

}  // namespace

TEST(FleetJobs, TheKeyIsTheSlurmJobWhereTheManifestNamesIt) {
    aw::Manifest m;
    m.scheduler = "slurm";
    m.jobId = "4242";
    EXPECT_EQ(aw::fleetJobKey(m), "slurm//4242");
    m.cluster = "jz";
    m.arrayIndex = "7";
    EXPECT_EQ(aw::fleetJobKey(m), "slurm/jz/4242_7");
    m.scheduler = "kubernetes";  // a Job's name is reused by the next one: its content stands for it
    EXPECT_EQ(aw::fleetJobKey(m), "");
}

TEST(FleetJobs, CollectingAJobAgainReplacesItsRowAndTheOffenderCountsJobs) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    for (const char* hash : {"aaaa", "bbbb", "cccc", "dddd"})
        awtest::worked(store.put(collection(hash, "slurm//4", kDec1)));
    EXPECT_EQ(store.jobCount(), 1u);
    EXPECT_EQ(store.jobs().front().record.contentHash, "dddd");  // the latest collection
    EXPECT_TRUE(store.has("aaaa", "v1#abc"));                    // replaced, so a run over every collection skips it
    const auto offenders = store.offenders(7 * kDay);
    ASSERT_FALSE(offenders.empty());
    EXPECT_EQ(offenders.front().jobs, 1u);
    EXPECT_FALSE(offenders.front().repeat);  // before: 4 jobs, a repeat offender

    // Another job on the same node is a second job: now a repeat offender.
    EXPECT_EQ(awtest::worked(store.put(collection("eeee", "slurm//5", kDec1 + kDay))),
              aw::FleetStore::PutResult::Added);
    EXPECT_TRUE(store.offenders(7 * kDay).front().repeat);
    // The same bytes again change nothing; with other rules they replace their row.
    EXPECT_EQ(awtest::worked(store.put(collection("eeee", "slurm//5", kDec1 + kDay))),
              aw::FleetStore::PutResult::Unchanged);
    aw::FleetRecord newer = collection("eeee", "slurm//5", kDec1 + kDay);
    newer.catalogVersion = "v2#def";
    EXPECT_EQ(awtest::worked(store.put(newer)), aw::FleetStore::PutResult::Replaced);
    EXPECT_EQ(store.jobCount(), 2u);
    // Without a job key the content is the job, as before.
    awtest::worked(store.put(collection("ffff", "", kDec1)));
    awtest::worked(store.put(collection("gggg", "", kDec1)));
    EXPECT_EQ(store.jobCount(), 4u);
}

TEST(FleetJobs, AStoreOfSchemaOneIsFoldedToOneRowAJob) {
    awtest::TempFolder dir;
    const std::string path = dir.file("old.sqlite");
    ASSERT_TRUE(awtest::writeOldFleetStore(
        path, 1,
        "INSERT INTO jobs (id, content_hash, catalog, bundle_path, workload_id, scheduler, job_time, outcome)"
        " VALUES (1, 'h1', 'c', '/a', 'slurm-4', 'slurm', 10, 'gpu_hardware'),"
        " (2, 'h2', 'c', '/b', 'slurm-4', 'slurm', 20, 'gpu_hardware'),"
        " (3, 'h3', 'c', '/c', 'k8s-team-train', 'kubernetes', 30, 'gpu_hardware'),"
        " (4, 'h4', 'c', '/d', 'slurm-4x', 'slurm', 40, 'gpu_hardware');"
        "INSERT INTO blamed_nodes VALUES (1, 'node007'), (2, 'node007'), (3, 'node007'), (4, 'node007');"));
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path));
    EXPECT_EQ(store.jobCount(), 3u);  // slurm-4's two collections are one job; the others stay
    EXPECT_TRUE(store.has("h1", "c"));
    EXPECT_EQ(store.offenders(kDay).front().jobs, 3u);
}

// The fleet's engine part (issue 27): a bundle's content hash, its record and the record's
// JSON, and the SQLite store with its queries: jobs by outcome, node and time, the nodes and
// GPUs blamed again and again, and the outcome mix over time.
#include "engine/fleet/content_hash.h"
#include "engine/fleet/fleet_history.h"
#include "engine/fleet/fleet_ingest.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"

#include "engine/store/sqlite_database.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace fs = std::filesystem;

namespace {

constexpr aw::TimeNs kDay = 86400 * aw::kNsPerSecond;
constexpr aw::TimeNs kDec1 = 1796083200 * aw::kNsPerSecond;  // 2026-12-01T00:00:00Z

aw::FleetRecord job(const std::string& hash, const std::string& node, int gpu, aw::TimeNs end,
                    const std::string& outcome = "gpu_hardware",
                    const std::string& symptom = "xid_79_gpu_fallen_off_bus") {
    aw::FleetRecord r;
    r.bundlePath = "/data/" + hash;
    r.contentHash = hash;
    r.workloadId = "slurm-" + hash;
    r.scheduler = "slurm";
    r.windowStart = end - 3600 * aw::kNsPerSecond;
    r.windowEnd = end;
    r.outcome = outcome;
    r.confidence = "high";
    r.symptom = symptom;
    r.summary = symptom + " on " + node;
    if (!node.empty()) r.culpritNodes = {node};
    r.culpritGpu = gpu;
    r.culpritRanks = {8, 9};
    r.catalogVersion = "v1#abc";
    r.analysedAt = "2026-12-05T00:00:00Z";
    return r;
}

const aw::FleetOffender* find(const std::vector<aw::FleetOffender>& all, const std::string& node, int gpu) {
    for (const auto& o : all)
        if (o.node == node && o.gpu == gpu) return &o;
    return nullptr;
}

}  // namespace

TEST(ContentHash, SameBytesElsewhereAreTheSameBundleAndOneByteIsNot) {
    const std::string sample = awtest::sourcePath("resources/samples/ib-link-flap");
    awtest::TempFolder copy;
    fs::copy(sample, copy.path(), fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    const std::string original = awtest::worked(aw::bundleContentHash(sample));
    ASSERT_EQ(original.size(), 32u);
    EXPECT_EQ(awtest::worked(aw::bundleContentHash(copy.path())), original);

    copy.write("nodes/extra.log", "x");
    const std::string added = awtest::worked(aw::bundleContentHash(copy.path()));
    EXPECT_NE(added, original);
    fs::rename(copy.file("nodes/extra.log"), copy.file("nodes/extra2.log"));
    EXPECT_NE(awtest::worked(aw::bundleContentHash(copy.path())), added);  // the same bytes under another name

    const aw::Result<std::string> missing = aw::bundleContentHash(copy.file("missing"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.failure().message, "no such file or folder");
    EXPECT_EQ(missing.failure().file, copy.file("missing"));
}

TEST(FleetRecord, ASampleGivesItsVerdictAndItsWorkload) {
    const std::string sample = awtest::sourcePath("resources/samples/xid79-gpu-off-bus");
    const aw::FleetRecord r = aw::analyseForFleet(sample, {});
    EXPECT_EQ(r.outcome, "gpu_hardware");
    EXPECT_EQ(r.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_EQ(r.culpritGpu, 3);
    EXPECT_EQ(r.culpritRanks, std::vector<std::int32_t>{51});
    EXPECT_EQ(r.symptom, "xid_79_gpu_fallen_off_bus");
    EXPECT_EQ(r.scheduler, "slurm");
    EXPECT_FALSE(r.workloadId.empty());
    EXPECT_NE(r.windowEnd, aw::kNoTime);
    EXPECT_EQ(r.contentHash, awtest::worked(aw::bundleContentHash(sample)));
    EXPECT_NE(r.catalogVersion.find('#'), std::string::npos);  // version and rules hash
    EXPECT_TRUE(r.error.empty());
}

TEST(FleetRecord, ABundleThatCannotBeOpenedIsARecordWithItsError) {
    awtest::TempFolder empty;
    const aw::FleetRecord r = aw::analyseForFleet(empty.path(), {});
    EXPECT_EQ(r.outcome, "error");
    EXPECT_EQ(r.error, "nothing in the bundle could be read");
    ASSERT_FALSE(r.problems.empty());
    EXPECT_NE(r.problems.front().find("empty"), std::string::npos) << r.problems.front();

    const aw::FleetRecord missing = aw::analyseForFleet(empty.file("nope"), {});
    EXPECT_EQ(missing.outcome, "error");
    EXPECT_TRUE(missing.contentHash.empty());
}

TEST(FleetRecord, JsonGivesBackEveryField) {
    aw::FleetRecord r = job("h1", "node007", 3, kDec1);
    r.workloadName = "llama \"405b\"";
    r.problems = {"nodes/a.log:3: bad line"};
    r.broadEvent = true;
    const aw::Result<aw::FleetRecord> back = aw::fleetRecordFromJson(aw::toJson(r));
    ASSERT_TRUE(back) << back.failure().message;
    EXPECT_EQ(aw::toJson(*back), aw::toJson(r));
    EXPECT_EQ(back->windowEnd, kDec1);
    EXPECT_EQ(back->culpritGpu, 3);
    EXPECT_EQ(back->workloadName, r.workloadName);

    EXPECT_EQ(aw::fleetRecordFromJson("{\"format\": \"other\"}").failure().message,
              "not an attribution-fleet-result/1 file");
    const aw::Result<aw::FleetRecord> cut = aw::fleetRecordFromJson("{\"format\": \"attri");
    ASSERT_FALSE(cut);
    EXPECT_EQ(cut.failure().message.rfind("not JSON", 0), 0u) << cut.failure().message;
}

TEST(FleetStore, SameContentIsKeptOnceAndANewCatalogReplacesIt) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    EXPECT_EQ(awtest::worked(store.put(job("h1", "node007", 3, kDec1))), aw::FleetStore::PutResult::Added);
    EXPECT_TRUE(store.has("h1", "v1#abc"));
    EXPECT_FALSE(store.has("h1", "v2#def"));
    EXPECT_EQ(awtest::worked(store.put(job("h1", "node007", 3, kDec1))), aw::FleetStore::PutResult::Unchanged);
    aw::FleetRecord newer = job("h1", "node008", 1, kDec1);
    newer.catalogVersion = "v2#def";
    EXPECT_EQ(awtest::worked(store.put(newer)), aw::FleetStore::PutResult::Replaced);
    ASSERT_EQ(store.jobCount(), 1u);
    EXPECT_EQ(store.jobs().front().record.culpritNodes, std::vector<std::string>{"node008"});
    // The old verdict's blame went with it.
    const auto offenders = store.offenders(kDay);
    EXPECT_EQ(find(offenders, "node007", -1), nullptr);
    ASSERT_NE(find(offenders, "node008", 1), nullptr);
}

TEST(FleetStore, JobsFilterByOutcomeNodeAndTimeNewestFirst) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    awtest::worked(store.put(job("a", "node001", 0, kDec1)));
    awtest::worked(store.put(job("b", "node002", 1, kDec1 + kDay, "storage", "checkpoint_permission_denied")));
    awtest::worked(store.put(job("c", "node001", 0, kDec1 + 2 * kDay)));
    awtest::worked(store.put(job("d", "", -1, kDec1 + 3 * kDay, "unknown", "")));
    const auto all = store.jobs();
    ASSERT_EQ(all.size(), 4u);
    EXPECT_EQ(all.front().record.contentHash, "d");
    EXPECT_EQ(all.back().record.contentHash, "a");

    aw::FleetJobFilter byNode;
    byNode.node = "node001";
    EXPECT_EQ(store.jobs(byNode).size(), 2u);
    aw::FleetJobFilter byOutcome;
    byOutcome.outcome = "storage";
    ASSERT_EQ(store.jobs(byOutcome).size(), 1u);
    EXPECT_EQ(store.jobs(byOutcome).front().record.symptom, "checkpoint_permission_denied");
    aw::FleetJobFilter byTime;
    byTime.from = kDec1 + kDay;
    byTime.to = kDec1 + 3 * kDay;
    EXPECT_EQ(store.jobs(byTime).size(), 2u);
    aw::FleetJobFilter limited;
    limited.limit = 3;
    EXPECT_EQ(store.jobs(limited).size(), 3u);
    EXPECT_EQ(store.outcomes(), (std::vector<std::string>{"gpu_hardware", "storage", "unknown"}));
}

TEST(FleetStore, RepeatOffendersAreBlamedTwiceWithinTheWindow) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    awtest::worked(store.put(job("a", "node001", 3, kDec1)));
    awtest::worked(store.put(job("b", "node001", 3, kDec1 + 2 * kDay)));
    awtest::worked(store.put(job("c", "node002", 5, kDec1)));
    awtest::worked(store.put(job("d", "node002", 6, kDec1 + 30 * kDay, "gpu_software", "xid_13")));
    const auto week = store.offenders(7 * kDay);
    const auto* node1 = find(week, "node001", -1);
    ASSERT_NE(node1, nullptr);
    EXPECT_EQ(node1->jobs, 2u);
    EXPECT_TRUE(node1->repeat);
    EXPECT_EQ(node1->first, kDec1);
    EXPECT_EQ(node1->last, kDec1 + 2 * kDay);
    ASSERT_NE(find(week, "node001", 3), nullptr);
    EXPECT_TRUE(find(week, "node001", 3)->repeat);
    const auto* node2 = find(week, "node002", -1);
    ASSERT_NE(node2, nullptr);
    EXPECT_EQ(node2->jobs, 2u);
    EXPECT_FALSE(node2->repeat);  // thirty days apart
    EXPECT_EQ(node2->symptoms.size(), 2u);
    EXPECT_FALSE(find(week, "node002", 5)->repeat);
    EXPECT_TRUE(week.front().repeat);  // repeat offenders first

    // What the actions read: node002's jobs, oldest first, with their GPUs.
    const auto blames = store.blamesOf("node002");
    ASSERT_EQ(blames.size(), 2u);
    EXPECT_EQ(blames[0].gpu, 5);
    EXPECT_EQ(blames[1].gpu, 6);
    EXPECT_EQ(blames[1].symptom, "xid_13");
    EXPECT_EQ(blames[1].workload, "slurm-d");
    EXPECT_TRUE(store.blamesOf("node404").empty());
    // A window of a day: node001's two blames, two days apart, are no longer a repeat.
    EXPECT_FALSE(find(store.offenders(kDay), "node001", -1)->repeat);
    // Of a month and more: node002 becomes one.
    EXPECT_TRUE(find(store.offenders(31 * kDay), "node002", -1)->repeat);
}

TEST(FleetStore, OutcomeMixCountsJobsPerBucket) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    awtest::worked(store.put(job("a", "node001", 0, kDec1 + 3600 * aw::kNsPerSecond)));
    awtest::worked(store.put(job("b", "node002", 1, kDec1 + 7200 * aw::kNsPerSecond, "storage")));
    awtest::worked(store.put(job("c", "node003", 2, kDec1 + kDay + 60 * aw::kNsPerSecond)));
    const auto mix = store.outcomeMix(kDay);
    ASSERT_EQ(mix.size(), 2u);
    EXPECT_EQ(mix[0].start, kDec1);
    EXPECT_EQ(mix[0].outcomes.at("gpu_hardware"), 1u);
    EXPECT_EQ(mix[0].outcomes.at("storage"), 1u);
    EXPECT_EQ(mix[1].start, kDec1 + kDay);
    EXPECT_EQ(mix[1].outcomes.at("gpu_hardware"), 1u);
}

TEST(FleetStore, ReopenedStoreKeepsItsJobsAndANewerSchemaIsRefused) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    awtest::worked(awtest::worked(aw::FleetStore::open(path)).put(job("a", "node001", 0, kDec1)));
    EXPECT_EQ(awtest::worked(aw::FleetStore::open(path, true)).jobCount(), 1u);
    {
        aw::SqliteDatabase db;
        ASSERT_TRUE(db.open(path));
        ASSERT_TRUE(db.exec("PRAGMA user_version=99"));
    }
    const aw::Result<aw::FleetStore> newer = aw::FleetStore::open(path);
    ASSERT_FALSE(newer) << "a store of schema 99 was opened";
    EXPECT_EQ(newer.failure().message, path + ": written by a newer version (schema 99, this program knows up to " +
                                           std::to_string(aw::FleetStore::kSchemaVersion) + ")");
    EXPECT_EQ(newer.failure().file, path);

    const aw::Result<aw::FleetStore> none = aw::FleetStore::open(dir.file("none.sqlite"), true);
    ASSERT_FALSE(none);
    EXPECT_EQ(none.failure().message, dir.file("none.sqlite") + ": no such fleet store");
    EXPECT_EQ(none.failure().file, dir.file("none.sqlite"));

    dir.write("not-a-store.sqlite", "this is not a database at all, just text that is long enough");
    const aw::Result<aw::FleetStore> text = aw::FleetStore::open(dir.file("not-a-store.sqlite"));
    ASSERT_FALSE(text);
    EXPECT_EQ(text.failure().file, dir.file("not-a-store.sqlite"));
    EXPECT_EQ(text.failure().message.rfind(dir.file("not-a-store.sqlite") + ": ", 0), 0u) << text.failure().message;
    EXPECT_NE(text.failure().message.find("file is not a database"), std::string::npos) << text.failure().message;
}

// A store edited by hand (or by another program) with a rank that is no number: the job is
// read, that rank left out (std::stoi threw out of jobs() before, through the CLI's summary).
TEST(FleetStore, ARankThatIsNoNumberIsLeftOutNotThrown) {
    awtest::TempFolder dir;
    const std::string path = dir.file("fleet.sqlite");
    aw::FleetRecord r = job("a", "node001", 0, kDec1);
    r.culpritRanks = {51, 7};
    awtest::worked(awtest::worked(aw::FleetStore::open(path)).put(r));
    {
        aw::SqliteDatabase db;
        ASSERT_TRUE(db.open(path));
        ASSERT_TRUE(db.exec("UPDATE jobs SET culprit_ranks = '51,x,99999999999999999999,7'"));
    }
    const std::vector<aw::FleetJob> jobs = awtest::worked(aw::FleetStore::open(path, true)).jobs();
    ASSERT_EQ(jobs.size(), 1u);
    EXPECT_EQ(jobs[0].record.culpritRanks, (std::vector<std::int32_t>{51, 7}));
}

// A store that cannot be created where it is asked for (a file where its folder must be).
TEST(FleetStore, AStoreThatCannotBeCreatedIsNamed) {
    awtest::TempFolder dir;
    dir.write("file", "x");
    const aw::Result<aw::FleetStore> store = aw::FleetStore::open(dir.file("file/fleet.sqlite"));
    ASSERT_FALSE(store);
    EXPECT_EQ(store.failure().message, dir.file("file/fleet.sqlite") + ": cannot open");
    EXPECT_EQ(store.failure().file, dir.file("file/fleet.sqlite"));
}

// A folder of results that cannot be listed stops the ingest, named; a result file that is
// not one is named and the ingest goes on.
TEST(FleetIngest, AFolderThatCannotBeListedAndAFileThatIsNoResultAreNamed) {
    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    const aw::Result<aw::FleetIngestCounts> none = aw::ingestFleetResults(dir.file("none"), store, {});
    ASSERT_FALSE(none);
    EXPECT_EQ(none.failure().file, dir.file("none"));
    EXPECT_EQ(none.failure().message, dir.file("none") + ": No such file or directory");

    dir.write("results/a.json", aw::toJson(job("a", "node001", 0, kDec1)));
    dir.write("results/b.json", "{\"format\": \"other\"}");
    std::vector<aw::Failure> problems;
    const aw::FleetIngestCounts n = awtest::worked(aw::ingestFleetResults(
        dir.file("results"), store, [&](const aw::Failure& problem) { problems.push_back(problem); }));
    EXPECT_EQ(n.added, 1u);
    EXPECT_EQ(n.unreadable, 1u);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].file, dir.file("results/b.json"));
    EXPECT_EQ(problems[0].message, dir.file("results/b.json") + ": not an attribution-fleet-result/1 file");
}

// A bundle opened with a fleet whose earlier jobs blamed its culprit: the actions escalate and
// the earlier jobs are named; a fleet that never blamed it changes nothing. Through the front
// door, so the CLI, the report and the workbench give the same actions.
TEST(FleetHistory, AnEarlierBlameOfTheCulpritEscalatesItsActions) {
    const std::string bundle = awtest::sourcePath("resources/samples/xid79-gpu-off-bus");
    const aw::OpenedBundle opened = aw::openBundle(bundle, {});
    ASSERT_TRUE(opened.result);
    const aw::TimeNs fault = opened.result->findEvent(opened.result->verdict.rootEventId)->time;
    const auto hasAction = [](const aw::AnalysisResult& r, const std::string& id) {
        for (const auto& a : r.verdict.actions)
            if (a.id == id) return true;
        return false;
    };
    ASSERT_FALSE(hasAction(*opened.result, "service_gpu"));

    awtest::TempFolder dir;
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    awtest::worked(store.put(job("other-node", "node008", 3, fault - 5 * kDay)));
    aw::OpenOptions withFleet;
    withFleet.priorBlames = aw::fleetHistoryOf(store);
    const aw::OpenedBundle unchanged = aw::openBundle(bundle, withFleet);
    EXPECT_TRUE(unchanged.fleetBlames.empty());
    EXPECT_FALSE(hasAction(*unchanged.result, "service_gpu"));

    awtest::worked(store.put(job("before", "node007", 3, fault - 5 * kDay)));
    awtest::worked(store.put(job("after", "node007", 3, fault + kDay)));  // a later job is no history of this one
    const aw::OpenedBundle again = aw::openBundle(bundle, withFleet);
    const aw::AnalysisResult& escalated = *again.result;
    const auto& earlier = again.fleetBlames;
    ASSERT_EQ(earlier.size(), 1u);
    EXPECT_EQ(earlier.front().workload, "slurm-before");
    EXPECT_TRUE(hasAction(escalated, "service_gpu"));
    EXPECT_TRUE(hasAction(escalated, "keep_drained"));
    EXPECT_EQ(escalated.verdict.summary, opened.result->verdict.summary);  // the verdict itself stands
}

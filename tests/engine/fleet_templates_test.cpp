// Issue 46, item 5's last part: an unknown verdict's unexplained lines ranked against the
// fleet's healthy jobs. A job the scheduler says ended well is healthy (job_health.h); the
// templates of every job's unexplained lines are kept in the store (schema 3); a template
// healthy jobs print ranks last, one none printed first, and the output says which ranking
// it used. Without a fleet nothing changes; a store of schema 2 still opens.
#include "engine/attribute/analysis_json.h"
#include "engine/attribute/unexplained_lines.h"
#include "engine/fleet/fleet_history.h"
#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"
#include "engine/fleet/job_health.h"
#include "engine/store/sqlite_database.h"
#include "engine/text/log_template.h"

#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/files.h"
#include "tests/support/old_fleet_store.h"
#include "tests/support/result.h"
#include "tests/support/run_cli.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

constexpr const char* kShared = "error: the tokenizer file is missing a merge table";
constexpr const char* kNew = "fatal: dataset index out of range";

// A job that failed of something no rule knows: the line healthy jobs print too comes first
// and is rarest, so within the bundle it ranks first.
std::string failedJob(const awtest::TempFolder& dir) {
    dir.write("failed/nodes/node001/train.log", std::string("2026-12-07T10:00:00Z ") + kShared +
                                                    "\n"
                                                    "2026-12-07T10:00:05Z step 100 loss 2.31\n"
                                                    "2026-12-07T10:01:00Z " +
                                                    kNew + "\n2026-12-07T10:01:01Z " + kNew + "\n");
    return dir.file("failed");
}

// tests/data/no-failure (Slurm says COMPLETED, exit code 0) whose log also prints `line`.
std::string healthyJob(const awtest::TempFolder& dir, const std::string& name, const std::string& line) {
    const fs::path to = dir.file(name);
    fs::copy(awtest::sourcePath("tests/data/no-failure"), to, fs::copy_options::recursive);
    std::ofstream(to / "nodes/node001/train.log", std::ios::app) << "2026-11-30T06:10:00Z " << line << "\n";
    return to.string();
}

std::vector<std::string> patterns(const aw::UnexplainedLines& u) {
    std::vector<std::string> out;
    for (const auto& t : u.templates) out.push_back(t.pattern);
    return out;
}

std::string jsonOf(const aw::AnalysisResult& r) {
    return aw::toJson(r);
}

// The template of a line of failedJob() holding `words`.
std::string templateOf(const std::string& words) {
    return aw::logTemplate("2026-12-07T10:00:00Z " + words);
}

}  // namespace

TEST(FleetTemplates, ACompletedJobIsHealthyAndAForgedNameOrAFailedStepIsNot) {
    const auto ended = [](std::vector<std::string> records, const std::string& jobId = "") {
        awtest::BundleBuilder b;
        aw::Manifest m;
        m.jobId = jobId;
        b.manifest(m);
        for (const auto& r : records) b.record("slurm/sacct.json", aw::SourceKind::Scheduler, aw::kNoTime, r);
        return aw::jobEndedWell(b.take());
    };
    EXPECT_TRUE(ended({"slurm job=4242 name=train state=COMPLETED exit_code=0:0",
                       "slurm job=4242 step=4242.0 state=CANCELLED exit_code=0:15"}))
        << "a step is not the job's end";
    EXPECT_FALSE(ended({"slurm job=4242 state=COMPLETED exit_code=1:0"}));
    EXPECT_FALSE(ended({"slurm job=4242 state=NODE_FAIL", "slurm job=4242 state=COMPLETED"})) << "requeued";
    EXPECT_FALSE(ended({"slurm job=4242 name=\"x state=COMPLETED exit_code=0\" state=FAILED exit_code=1:0"}))
        << "a name is not the state";
    EXPECT_FALSE(ended({"slurm job=4242 name=\"x\\\" state=COMPLETED\" state=FAILED"})) << "an escaped quote";
    EXPECT_TRUE(ended({"slurm job=7 state=FAILED", "slurm job=4242 state=COMPLETED"}, "4242")) << "another job";
    EXPECT_FALSE(ended({"slurm node=node001 state=IDLE"})) << "no record of the job";
    EXPECT_FALSE(ended({}));
    EXPECT_TRUE(ended({"k8s_pod pod=ml/train-0 node=gpu-1 phase=Succeeded container=main state=terminated"}));
    EXPECT_FALSE(ended({"k8s_pod pod=ml/train-0 phase=Succeeded", "k8s_pod pod=ml/train-1 phase=Failed"}));
}

TEST(FleetTemplates, TheSameBundleRanksAHealthyJobsTemplateLastAgainstTheFleet) {
    awtest::TempFolder dir;
    const std::string failed = failedJob(dir);
    const aw::OpenedBundle alone = aw::openBundle(failed, {});
    ASSERT_TRUE(alone.result);
    ASSERT_EQ(alone.result->verdict.outcome, aw::Outcome::Unknown);
    const aw::UnexplainedLines& before = alone.result->verdict.unexplained;
    ASSERT_EQ(patterns(before), (std::vector<std::string>{templateOf(kShared), templateOf(kNew)}));
    EXPECT_EQ(before.fleetHealthyJobs, -1);
    const std::string plain = jsonOf(*alone.result);
    EXPECT_NE(plain.find("\"ranking\": \"earliest and rarest within the bundle\""), std::string::npos) << plain;
    EXPECT_EQ(plain.find("healthy_jobs"), std::string::npos) << "the output without a fleet is as it was";

    // Two jobs that ended well, one of which printed the shared line; and a failed job that
    // printed the new one (a failed job's lines are no background).
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("fleet.sqlite")));
    const aw::FleetRecord healthy = aw::analyseForFleet(healthyJob(dir, "ok1", kShared), {});
    EXPECT_TRUE(healthy.healthy);
    EXPECT_FALSE(healthy.templates.empty());
    awtest::worked(store.put(healthy));
    // Both are copies of Slurm job 4300: the second is another job for the store.
    aw::FleetRecord another = aw::analyseForFleet(healthyJob(dir, "ok2", "all shards loaded"), {});
    EXPECT_TRUE(another.healthy);
    another.jobKey = "slurm//4301";
    awtest::worked(store.put(another));
    aw::FleetRecord otherFailure = aw::analyseForFleet(failed, {});
    EXPECT_FALSE(otherFailure.healthy) << "no scheduler record says it ended well";
    otherFailure.contentHash = "another-failure";
    awtest::worked(store.put(otherFailure));
    EXPECT_EQ(store.healthyJobCount(), 2u);
    EXPECT_EQ(store.healthyJobsWith(aw::templateHash(templateOf(kShared))), 1u);
    EXPECT_EQ(store.healthyJobsWith(aw::templateHash(templateOf(kNew))), 0u);

    aw::OpenOptions withFleet;
    withFleet.healthyTemplates = aw::fleetTemplateCountsOf(store);
    const aw::OpenedBundle ranked = aw::openBundle(failed, withFleet);
    const aw::UnexplainedLines& after = ranked.result->verdict.unexplained;
    ASSERT_EQ(patterns(after), (std::vector<std::string>{templateOf(kNew), templateOf(kShared)}));
    EXPECT_EQ(after.fleetHealthyJobs, 2);
    EXPECT_EQ(after.templates[0].healthyJobs, 0);
    EXPECT_EQ(after.templates[1].healthyJobs, 1);
    const std::string json = jsonOf(*ranked.result);
    EXPECT_NE(json.find("\"ranking\": \"against 2 healthy jobs of the fleet"), std::string::npos) << json;
    EXPECT_NE(json.find("\"fleet_healthy_jobs\": 2"), std::string::npos) << json;
    EXPECT_EQ(ranked.result->verdict.summary, alone.result->verdict.summary) << "the verdict itself stands";

    // The CLI says the same: which ranking, and how many healthy jobs printed each row.
    const awtest::Ran cli =
        awtest::runCli("analyze " + failed + " --no-cache --fleet " + dir.file("fleet.sqlite"), dir);
    EXPECT_NE(cli.out.find("ranked against 2 healthy jobs of the fleet"), std::string::npos) << cli.out << cli.err;
    EXPECT_NE(cli.out.find(templateOf(kShared) + " [printed by 1 of 2 healthy jobs]"), std::string::npos) << cli.out;
    EXPECT_LT(cli.out.find(templateOf(kNew)), cli.out.find(templateOf(kShared))) << cli.out;
}

TEST(FleetTemplates, ARecordKeepsItsTemplatesInJsonAndAHostileListIsBounded) {
    aw::FleetRecord r;
    r.contentHash = "abc";
    r.outcome = "unknown";
    r.healthy = true;
    r.templates = {0, 0xfedcba9876543210ull, aw::templateHash("x")};
    const auto back = aw::fleetRecordFromJson(aw::toJson(r));
    ASSERT_TRUE(back) << back.failure().message;
    EXPECT_TRUE(back->healthy);
    EXPECT_EQ(back->templates, r.templates);

    std::string many;
    for (int i = 0; i < 1000; ++i) many += "\"00000000000003e8\",";
    const std::string hostile =
        "{\"format\":\"attribution-fleet-result/1\",\"content_hash\":\"h\",\"outcome\":\"unknown\","
        "\"healthy\":\"yes\",\"templates\":[\"not hex at all!!\",\"DEADBEEF00000000\",12," +
        many + "\"0000000000000001\"]}";
    const auto bounded = aw::fleetRecordFromJson(hostile);
    ASSERT_TRUE(bounded) << bounded.failure().message;
    EXPECT_FALSE(bounded->healthy) << "not a boolean";
    EXPECT_EQ(bounded->templates.size(), aw::kMaxFleetTemplates);
    EXPECT_EQ(bounded->templates.front(), 1000u);
    // An older result has neither: not healthy, no templates.
    const auto old = aw::fleetRecordFromJson(
        "{\"format\":\"attribution-fleet-result/1\",\"content_hash\":\"h\",\"outcome\":\"unknown\"}");
    ASSERT_TRUE(old) << old.failure().message;
    EXPECT_FALSE(old->healthy);
    EXPECT_TRUE(old->templates.empty());
}

TEST(FleetTemplates, AStoreOfSchemaTwoOpensAndIsMigrated) {
    awtest::TempFolder dir;
    const auto makeOld = [&](const std::string& path) {
        ASSERT_TRUE(awtest::writeOldFleetStore(
            path, 2,
            "INSERT INTO jobs (id, content_hash, catalog, bundle_path, workload_id, scheduler, job_time, outcome, job_key)"
            " VALUES (1, 'h1', 'c', '/a', 'slurm-4', 'slurm', 10, 'gpu_hardware', 'slurm//4');"
            "INSERT INTO blamed_nodes VALUES (1, 'node007');"));
    };
    // Read-only (analyze --fleet, the workbench): read as it is, with no healthy job.
    makeOld(dir.file("read.sqlite"));
    {
        const aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("read.sqlite"), true));
        EXPECT_EQ(store.jobCount(), 1u);
        EXPECT_EQ(store.healthyJobCount(), 0u);
        EXPECT_EQ(store.healthyJobsWith(aw::templateHash("x")), 0u);
        awtest::TempFolder bundles;
        aw::OpenOptions options;
        options.healthyTemplates = aw::fleetTemplateCountsOf(store);
        const aw::OpenedBundle opened = aw::openBundle(failedJob(bundles), options);
        ASSERT_TRUE(opened.result);
        EXPECT_EQ(opened.result->verdict.unexplained.fleetHealthyJobs, 0);
        EXPECT_EQ(patterns(opened.result->verdict.unexplained).front(), templateOf(kShared))
            << "nothing to rank against: as within the bundle";
    }
    // Written to: migrated to schema 3, its job kept (not healthy), new jobs with templates.
    makeOld(dir.file("write.sqlite"));
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(dir.file("write.sqlite")));
    EXPECT_EQ(store.jobCount(), 1u);
    EXPECT_EQ(store.offenders(aw::kNsPerSecond).front().node, "node007");
    aw::FleetRecord r;
    r.contentHash = "h2";
    r.outcome = "unknown";
    r.catalogVersion = "c";
    r.healthy = true;
    r.templates = {42};
    awtest::worked(store.put(r));
    EXPECT_EQ(store.healthyJobCount(), 1u);
    EXPECT_EQ(store.healthyJobsWith(42), 1u);
    aw::SqliteDatabase db;
    ASSERT_TRUE(db.open(dir.file("write.sqlite"), true));
    aw::SqliteStatement version(db, "PRAGMA user_version");
    ASSERT_EQ(version.step(), SQLITE_ROW);
    EXPECT_EQ(version.columnInt64(0), aw::FleetStore::kSchemaVersion);
}

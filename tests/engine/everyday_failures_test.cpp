// Issue 45: the everyday failures of a shared Slurm node, in the bundles `attribution-cli
// collect` writes (tests/data/everyday, scripts/gen_everyday_failures.py; the real Slurm:
// tests/slurm/everyday_failures_test.sh). Another job's OOM is never this job's cause; a
// job's own cgroup OOM is the job's, not the host's; one fault seen by sacct and slurmstepd
// is one fault; an unknown verdict names the job and the sources that were missing.
#include "engine/core/analysis.h"
#include "engine/load/bundle_loader.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

aw::AnalysisResult analyzeCase(const std::string& name) {
    const aw::Bundle bundle = aw::loadBundle(awtest::sourcePath("tests/data/everyday/" + name), {});
    return awtest::analyze(bundle, aw::builtinCatalog());
}

std::vector<const aw::Event*> eventsOf(const aw::AnalysisResult& r, const std::string& symptomPrefix) {
    std::vector<const aw::Event*> out;
    for (const aw::Event& e : r.events)
        if (e.symptom.rfind(symptomPrefix, 0) == 0) out.push_back(&e);
    return out;
}

std::size_t rootCauses(const aw::AnalysisResult& r) {
    return static_cast<std::size_t>(std::count_if(
        r.events.begin(), r.events.end(), [](const aw::Event& e) { return e.cls == aw::EventClass::RootCause; }));
}

const aw::Action* actionOf(const aw::AnalysisResult& r, const std::string& id) {
    for (const aw::Action& a : r.verdict.actions)
        if (a.id == id) return &a;
    return nullptr;
}

// The kernel's OOM report of an earlier job (13:00:05) is before this job started (13:00:40):
// the time limit is the verdict, the OOM report noise, nobody told to lower memory use.
TEST(EverydayFailures, AnotherJobsOomBeforeThisJobIsNotItsCause) {
    const auto r = analyzeCase("other-jobs-oom-then-time-limit");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::User) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "slurm_time_limit") << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    const auto oom = eventsOf(r, "cgroup_");
    ASSERT_FALSE(oom.empty());
    for (const aw::Event* e : oom) {
        EXPECT_EQ(e->cls, aw::EventClass::Noise) << e->title << ": " << e->reason;
        EXPECT_TRUE(e->classRule == "another_jobs_lines" || e->classRule == "outside_the_job") << e->reason;
    }
    for (const aw::Action& a : r.verdict.actions) EXPECT_NE(a.id, "reduce_memory") << a.text;
}

// Another job's OOM (cgroup v2) while this job ran: the lines that name job 4107's cgroup are
// its, and so are the lines of the same report that name no job (the header, "Killed
// process", the cgroup's usage).
TEST(EverydayFailures, AnotherJobsOomDuringThisJobIsThatJobs) {
    const auto r = analyzeCase("other-jobs-oom-during-time-limit");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::User) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "slurm_time_limit") << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    std::size_t seen = 0;
    for (const aw::Event& e : r.events) {
        if (e.symptom.rfind("cgroup_", 0) != 0 && e.symptom != "oom_killer") continue;
        ++seen;
        EXPECT_EQ(e.cls, aw::EventClass::Noise) << e.title;
        EXPECT_EQ(e.classRule, "another_jobs_lines") << e.title << ": " << e.reason;
        EXPECT_NE(e.reason.find("4107"), std::string::npos) << e.reason;
    }
    EXPECT_GE(seen, 4u);  // oom-kill line, Killed process, usage at the limit, header, call trace
}

// A job over its own --mem is the job's, with or without the kernel's log; the kernel's lines,
// slurmstepd's and sacct's are one fault, and the action says what it asked for and used.
TEST(EverydayFailures, AJobsOwnCgroupOomIsTheJobsNotTheHosts) {
    for (const char* name : {"own-oom-with-kernel-logs", "own-oom-slurm-only"}) {
        SCOPED_TRACE(name);
        const auto r = analyzeCase(name);
        EXPECT_EQ(r.verdict.outcome, aw::Outcome::Application) << r.verdict.summary;
        EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
        EXPECT_EQ(rootCauses(r), 1u) << r.verdict.summary;
        const aw::Action* more = actionOf(r, "ask_for_more_memory");
        ASSERT_NE(more, nullptr) << r.verdict.summary;
        EXPECT_NE(more->text.find("200M"), std::string::npos) << more->text;
        EXPECT_NE(more->text.find("3348K"), std::string::npos) << more->text;
        EXPECT_EQ(r.verdict.job.decision, "stop");
        for (const aw::Event& e : r.events)
            if (e.symptom == "slurm_out_of_memory" && e.id != r.verdict.rootEventId)
                EXPECT_EQ(e.sameFaultAs, r.verdict.rootEventId) << e.title << ": " << e.reason;
    }
    EXPECT_EQ(analyzeCase("own-oom-with-kernel-logs").verdict.symptom, "cgroup_oom_kill");
}

// Collected right after the job ended, sacct and slurmstepd both report the time limit, the
// cancel: one fault, not two with no order.
TEST(EverydayFailures, OneFaultThroughTwoSourcesIsOneFault) {
    for (const auto& [name, symptom] :
         {std::pair{"time-limit", "slurm_time_limit"}, {"cancelled", "slurm_cancelled"}}) {
        SCOPED_TRACE(name);
        const auto r = analyzeCase(name);
        EXPECT_EQ(r.verdict.outcome, aw::Outcome::User) << r.verdict.summary;
        EXPECT_EQ(r.verdict.symptom, symptom) << r.verdict.summary;
        EXPECT_EQ(r.verdict.rule, "single_root_outcome") << r.verdict.summary;
        EXPECT_TRUE(r.verdict.culpritNodes.empty());
        const auto reports = eventsOf(r, symptom);
        ASSERT_EQ(reports.size(), 2u);
        for (const aw::Event* e : reports)
            if (e->id != r.verdict.rootEventId) {
                EXPECT_EQ(e->sameFaultAs, r.verdict.rootEventId) << e->reason;
                EXPECT_EQ(e->classRule, "one_fault_many_sources") << e->reason;
            }
    }
}

TEST(EverydayFailures, ANodeSetDownUnderTheJobIsTheInfrastructuresAndNamesTheNode) {
    const auto r = analyzeCase("node-down");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"cn042"}) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "slurm_node_fail");
}

// The host is at fault for a system-wide OOM: the global killer, not a cgroup's limit.
TEST(EverydayFailures, ASystemWideOomIsTheHosts) {
    const auto r = analyzeCase("host-oom-kills-this-job");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Host) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"cn042"}) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "host_oom_kill");
}

// A fault that persists explains a job from before its start.
TEST(EverydayFailures, AGpuOffTheBusBeforeTheJobStartedStillExplainsIt) {
    const auto r = analyzeCase("gpu-off-bus-before-start");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"cn042"}) << r.verdict.summary;
}

TEST(EverydayFailures, AnUnknownVerdictNamesTheJobAndTheMissingSources) {
    const auto r = analyzeCase("failed-nothing-else");
    const aw::Verdict& v = r.verdict;
    EXPECT_EQ(v.outcome, aw::Outcome::Unknown) << v.summary;
    EXPECT_EQ(v.workload.id, "slurm-4112");
    EXPECT_EQ(v.workload.jobId, "4112");
    EXPECT_EQ(v.workload.nodes, std::vector<std::string>{"cn042"});
    EXPECT_EQ(aw::formatIsoUtc(v.workload.start), "2026-12-07T16:00:00.000Z");
    EXPECT_EQ(aw::formatIsoUtc(v.workload.end), "2026-12-07T16:00:02.000Z");
    std::vector<std::string> options;
    for (const aw::MissingSource& m : v.missing) options.push_back(m.option);
    EXPECT_EQ(options,
              (std::vector<std::string>{"--kernel-logs", "--prometheus URL", "--job-output PATH (or --loki URL)"}));
    bool said = false;
    for (const aw::ReasonStep& s : v.chain)
        said = said || s.text.find("attribution-cli collect --kernel-logs") != std::string::npos;
    EXPECT_TRUE(said);
    // A verdict that names its cause says nothing of missing sources.
    EXPECT_TRUE(analyzeCase("time-limit").verdict.missing.empty());
}

// A bundle put together by hand is scoped the same when its manifest names the job: its
// workload.job_id, with no window.
TEST(EverydayFailures, AHandMadeBundleWhoseManifestNamesTheJobIsScopedToo) {
    const std::string everyday = awtest::sourcePath("tests/data/everyday/other-jobs-oom-during-time-limit");
    for (const bool named : {true, false}) {
        SCOPED_TRACE(named ? "manifest names job 4108" : "no manifest");
        awtest::TempFolder folder;
        folder.write("dmesg.log", awtest::readFile(everyday + "/nodes/cn042/dmesg.log"));
        folder.write("slurm-4108.out", awtest::readFile(everyday + "/slurm/slurm-4108.out"));
        if (named)
            folder.write("bundle.json",
                         R"({"format": "attribution-bundle/1", "workload": {"id": "my-run", "job_id": 4108}})");
        const auto r = awtest::analyze(aw::loadBundle(folder.path(), {}), aw::builtinCatalog());
        if (named) {
            EXPECT_EQ(r.verdict.outcome, aw::Outcome::User) << r.verdict.summary;
            EXPECT_EQ(r.verdict.symptom, "slurm_time_limit") << r.verdict.summary;
        } else {
            EXPECT_NE(r.verdict.symptom, "slurm_time_limit")
                << r.verdict.summary;  // nothing tells the OOM is another job's
        }
    }
}

// A job id the manifest gives that is not a job number scopes nothing, and says so.
TEST(EverydayFailures, AJobIdThatIsNoNumberIsAProblemAndScopesNothing) {
    awtest::TempFolder folder;
    folder.write("bundle.json",
                 R"({"format": "attribution-bundle/1", "workload": {"id": "x", "job_id": "4242_7; rm -rf /"}})");
    folder.write("train.log", "hello\n");
    const aw::Bundle b = aw::loadBundle(folder.path(), {});
    EXPECT_TRUE(b.manifest.jobId.empty());
    bool reported = false;
    for (const aw::Problem& p : b.problems) reported = reported || p.message.find("job_id") != std::string::npos;
    EXPECT_TRUE(reported);
}

}  // namespace

// Issue 44 item 2: what load and collect both know of formats, in one place (engine/format).
// The loader and the collector read Slurm's JSON alike, the archive kinds are one list in
// any case, FNV-1a is the one hash of names.
#include "engine/collect/bundle_output.h"
#include "engine/collect/slurm_scope.h"
#include "engine/format/archive_kinds.h"
#include "engine/format/fnv1a.h"
#include "engine/load/bundle_loader.h"
#include "loader_test_util.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

// The shapes the collector's scope used to miss, and the loader read: a state given as a
// plain string in a "state" object's "current", a state list, nodes given as {"range"}.
TEST(Format, TheScopeAndTheLoaderReadTheSameSlurmShapes) {
    const std::string json =
        R"({"jobs": [{"job_id": {"set": true, "number": 77}, "name": "t", "state": {"current": ["NODE_FAIL", "REQUEUED"]},)"
        R"( "nodes": {"count": 2, "range": "gpu[1-2]"}, "time": {"start": 1796025600, "end": {"set": true, "number": 1796026200}}}]})";
    aw::SlurmJobInfo info;
    ASSERT_TRUE(aw::parseSacctJson(json, "77", info));
    EXPECT_EQ(info.jobId, "77");
    EXPECT_EQ(info.state, "NODE_FAIL");
    EXPECT_EQ(info.nodes, "gpu[1-2]");
    EXPECT_EQ(info.end, 1796026200 * aw::kNsPerSecond);
    awtest::TempFolder t;
    t.write("slurm/sacct.json", json);
    const aw::Bundle b = aw::loadBundle(t.path());
    const auto records = awtest::observationsOf(b, "slurm/sacct.json");
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(std::string(records[0].text),
              "slurm job=77 name=t state=NODE_FAIL,REQUEUED nodes=gpu[1-2] start=2026-11-30T08:00:00.000Z "
              "end=2026-11-30T08:10:00.000Z");
}

TEST(Format, ArchiveKindsAreOneListInAnyCase) {
    EXPECT_EQ(aw::archiveExtensionOf("out/JOB.TAR.GZ"), ".tar.gz");
    EXPECT_EQ(aw::archiveExtensionOf("job.tar"), ".tar");
    EXPECT_EQ(aw::archiveExtensionOf(".tar"), "");  // the whole name is no archive's
    EXPECT_EQ(aw::archiveExtensionOf("job.gz"), "");
    // The collector writes what the loader reads, whatever the case of the name.
    awtest::TempFolder t;
    auto out = awtest::worked(aw::BundleOutput::open(t.file("Job.TAR.GZ")));
    awtest::worked(out->add("bundle.json", R"({"format": "attribution-bundle/1", "workload": {"id": "w"}})"));
    awtest::worked(out->finish());
    EXPECT_EQ(awtest::readFile(t.file("Job.TAR.GZ")).substr(0, 2), "\x1f\x8b");  // gzip, not a folder
}

TEST(Format, Fnv1aNamesWhatItNamedBefore) {
    // The offset the three copies used is not the published FNV-1a basis (14695981039346656037):
    // its last digit was dropped. Kept: the vectorscan cache files, the analysis cache's
    // catalog key and fleet's unreadable results are named by it. These are the names the
    // copies gave.
    EXPECT_EQ(aw::kFnv1aOffset, 1469598103934665603ull);
    EXPECT_EQ(aw::fnv1a(""), 1469598103934665603ull);
    EXPECT_EQ(aw::fnv1a("a"), 4953267810257967366ull);
    EXPECT_EQ(aw::fnv1a("foobar"), 9870438755804841970ull);
    EXPECT_EQ(aw::fnv1a("bar", aw::fnv1a("foo")), aw::fnv1a("foobar"));  // mixing in parts
}

}  // namespace

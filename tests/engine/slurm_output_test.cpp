// Issue 45 item 4: a job's output once slurmctld has forgotten the job (MinJobAge). Slurm
// 22.05's sacct has no StdOut; the batch script's #SBATCH lines (sacct -B) and sbatch's
// filename patterns say where it went. The answers are Slurm 22.05.8's own
// (tests/data/recorded/README.md).
#include "engine/collect/collector.h"
#include "engine/collect/slurm_output_path.h"
#include "engine/collect/slurm_scope.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

namespace {

using awtest::readFile;
using awtest::TempFolder;

std::string recorded(const std::string& name) {
    return readFile(std::string(AW_SOURCE_DIR "/tests/data/recorded/slurm/") + name);
}

TEST(SlurmOutputPath, ReadsTheBatchScriptsOutputLinesAsSacctPrintsThem) {
    const aw::SbatchOutputNames names =
        aw::parseBatchScriptOutputs(recorded("sacct_batch_script_22.05.8_patterns.txt"));
    EXPECT_TRUE(names.hasScript);
    EXPECT_EQ(names.output, "logs/%x-%j.out");
    EXPECT_EQ(names.error, "logs/err-%4j-%u-%N.txt");

    // sbatch --wrap stores a script with no #SBATCH line; a job of no script prints NONE.
    const aw::SbatchOutputNames wrap = aw::parseBatchScriptOutputs(recorded("sacct_batch_script_22.05.8_wrap.txt"));
    EXPECT_TRUE(wrap.hasScript);
    EXPECT_EQ(wrap.output, "");
    const aw::SbatchOutputNames none = aw::parseBatchScriptOutputs(
        "Batch Script for 5\n--------------------------------------------------------------------------------\nNONE\n\n");
    EXPECT_FALSE(none.hasScript);
}

TEST(SlurmOutputPath, ReadsEverySpellingSbatchAcceptsAndStopsWhereSbatchStops) {
    const aw::SbatchOutputNames names =
        aw::parseBatchScriptOutputs("#!/bin/bash\n"
                                    "  #SBATCH --output \"my logs/%j.out\"   # a comment after it\n"
                                    "#SBATCH -o first.out\n"
                                    "#SBATCH -oout-%A_%a.txt --error=err.txt\n"
                                    "# a comment, then a blank line\n\n"
                                    "#SBATCHX -o not-an-option.out\n"
                                    "srun python train.py\n"
                                    "#SBATCH -o after-the-first-command.out\n");
    EXPECT_EQ(names.output, "out-%A_%a.txt");  // the last one before the first command wins
    EXPECT_EQ(names.error, "err.txt");
    EXPECT_EQ(aw::parseBatchScriptOutputs("#SBATCH --output \"my logs/%j.out\" # x\n").output, "my logs/%j.out");
    EXPECT_EQ(aw::parseBatchScriptOutputs("#SBATCH -o\n").output, "");  // no value: nothing
    // Hostile: no newline at all, a NUL, an unterminated quote. Nothing crashes; what is read is a name only.
    EXPECT_EQ(aw::parseBatchScriptOutputs(std::string("#SBATCH -o 'a\0b", 15)).output, std::string("a\0b", 3));
    EXPECT_EQ(aw::parseBatchScriptOutputs("#SBATCH -o $(rm -rf ~)").output, "$(rm");
}

TEST(SlurmOutputPath, FillsInSlurmsFilenamePatternsAsSlurmstepdDid) {
    aw::SlurmFilenameFields job{"8", "train-%x", "root", "vm.example.org", "", ""};
    const auto filled = [&](std::string_view pattern, const aw::SlurmFilenameFields& fields) {
        return awtest::worked(aw::expandSlurmFilename(pattern, fields));
    };
    // The files Slurm 22.05.8 wrote for job 8 of the recorded script: logs/train-%x-8.out and
    // logs/err-0008-root-vm.txt (a value is never filled in again: the name's own %x stays).
    EXPECT_EQ(filled("logs/%x-%j.out", job), "logs/train-%x-8.out");
    EXPECT_EQ(filled("logs/err-%4j-%u-%N.txt", job), "logs/err-0008-root-vm.txt");
    EXPECT_EQ(filled("100%%-%j.out", job), "100%-8.out");
    EXPECT_EQ(filled("%12j|%q|%", job), "0000000008|%q|%");  // width at most 10
    EXPECT_EQ(filled("a\\%j\\b", job), "a%jb");              // a backslash: as written
    EXPECT_EQ(filled("slurm-%A_%a.out", job), "slurm-8_4294967294.out");
    const aw::SlurmFilenameFields task{"7", "wrap", "root", "vm", "6", "1"};
    EXPECT_EQ(filled("logs/arr-%A_%a.out", task), "logs/arr-6_1.out");
    EXPECT_EQ(aw::expandSlurmFilename("%J.out", job).failure().message, "the pattern %J is not filled in here");
    job.user.clear();
    EXPECT_EQ(aw::expandSlurmFilename("%u.out", job).failure().message,
              "the pattern %u needs the job's user, not known");
}

TEST(SlurmOutputPath, ReadsTheArrayOfSacctJson) {
    aw::SlurmJobInfo info;
    ASSERT_TRUE(aw::parseSacctJson(recorded("sacct_json_22.05.8_array_task.json"), "7", info));
    EXPECT_EQ(info.jobId, "7");
    EXPECT_EQ(info.arrayJobId, "6");
    EXPECT_EQ(info.arrayTaskId, "1");
    EXPECT_EQ(info.user, "root");
    EXPECT_EQ(info.cluster, "awtest");
    aw::SlurmJobInfo single;
    ASSERT_TRUE(aw::parseSacctJson(recorded("sacct_json_22.05.8_patterns.json"), "8", single));
    EXPECT_EQ(single.arrayJobId, "");  // array.job_id 0: no array
    EXPECT_EQ(single.stdoutPath, "");  // 22.05's sacct has no StdOut
    const aw::SlurmJobInfo live = aw::parseScontrolShowJob(recorded("scontrol_show_job_22.05.8_patterns.txt"));
    EXPECT_EQ(live.user, "root");
    EXPECT_EQ(live.stderrPath, "/tmp/h45/w/logs/err-%4j-root-%N.txt");  // 22.05's scontrol leaves %4j and %N
}

// A fake Slurm on PATH: sacct answers from the recordings, scontrol has forgotten the job.
struct FakeSlurm {
    TempFolder& tmp;
    std::string oldPath = std::getenv("PATH") ? std::getenv("PATH") : "";
    FakeSlurm(TempFolder& t, const std::string& sacctJson, const std::string& batchScript) : tmp(t) {
        tmp.write("answers/sacct.json", sacctJson);
        tmp.write("answers/script.txt", batchScript);
        tmp.write("bin/sacct", "#!/bin/sh\ncase \"$*\" in *-B*) cat '" + tmp.file("answers/script.txt") +
                                   "';; *) cat '" + tmp.file("answers/sacct.json") + "';; esac\n");
        tmp.write("bin/scontrol", "#!/bin/sh\necho 'slurm_load_jobs error: Invalid job id specified' >&2\nexit 1\n");
        for (const char* program : {"bin/sacct", "bin/scontrol"})
            std::filesystem::permissions(tmp.file(program), std::filesystem::perms::owner_all);
        ::setenv("PATH", (tmp.file("bin") + ":" + oldPath).c_str(), 1);
    }
    ~FakeSlurm() { ::setenv("PATH", oldPath.c_str(), 1); }
};

// The recorded job 8, its working folder moved to `work` (Slurm's JSON writes "\/tmp\/h45\/w").
std::string jobIn(const std::string& recording, const std::string& work) {
    std::string text = recorded(recording);
    for (const std::string recordedDir : {"\\/tmp\\/h45\\/w", "/tmp/h45/w"})
        for (std::size_t at; (at = text.find(recordedDir)) != std::string::npos;)
            text.replace(at, recordedDir.size(), work);
    return text;
}

const aw::CollectStep* stepOf(const aw::CollectResult& r, const std::string& prefix) {
    for (const aw::CollectStep& s : r.steps)
        if (s.request.starts_with(prefix)) return &s;
    return nullptr;
}

TEST(SlurmOutputPath, AfterMinJobAgeTheOutputIsFoundFromTheBatchScript) {
    TempFolder tmp;
    const std::string work = tmp.file("w");
    tmp.write("w/logs/train-%x-8.out", "hello\n");
    tmp.write("w/logs/err-0008-root-vm.txt", "oops\n");  // %u is sacct's user: the recorded job's, root
    FakeSlurm slurm(tmp, jobIn("sacct_json_22.05.8_patterns.json", work),
                    recorded("sacct_batch_script_22.05.8_patterns.txt"));
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.slurmJob = "8";
    o.timeoutSeconds = 10;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    const aw::CollectStep* read = stepOf(r, "read " + work + "/logs/train-%x-8.out");
    ASSERT_NE(read, nullptr) << aw::collectJson(o, r);
    EXPECT_EQ(read->outcome, aw::StepOutcome::Ok) << read->note;
    EXPECT_EQ(readFile(o.output + "/slurm/slurm-8.out"), "hello\n");
    EXPECT_EQ(readFile(o.output + "/slurm/slurm-8.err"), "oops\n");
    EXPECT_NE(read->note.find("batch script"), std::string::npos) << read->note;
    const aw::CollectStep* script = stepOf(r, "sacct -B -j 8");
    ASSERT_NE(script, nullptr);
    EXPECT_EQ(script->outcome, aw::StepOutcome::Ok);
    EXPECT_NE(aw::collectJson(o, r).find("from the batch script's #SBATCH output (sacct -B)"), std::string::npos);
}

// The fleet knows a job by (cluster, job id, array index): collect writes the cluster and
// the index sacct gives into the manifest, so collecting the task again replaces its row.
TEST(SlurmScope, TheManifestNamesTheClusterAndTheArrayIndexSacctGives) {
    TempFolder tmp;
    FakeSlurm slurm(tmp, recorded("sacct_json_22.05.8_array_task.json"), "");
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.slurmJob = "7";
    o.timeoutSeconds = 10;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    const std::string manifest = readFile(o.output + "/bundle.json");
    EXPECT_NE(manifest.find("\"cluster\": \"awtest\""), std::string::npos) << manifest;
    EXPECT_NE(manifest.find("\"array_index\": \"1\""), std::string::npos) << manifest;
}

TEST(SlurmOutputPath, WhenNothingSaysWhereTheRecordSaysSoAndNamesTheOption) {
    TempFolder tmp;
    std::string json = jobIn("sacct_json_22.05.8_patterns.json", tmp.file("w"));
    // No working folder either, and no script stored.
    for (std::size_t at; (at = json.find("\"working_directory\"")) != std::string::npos;)
        json.replace(at, 19, "\"wd_not_here\"");
    FakeSlurm slurm(tmp, json, "Batch Script for 8\n-----\nNONE\n");
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.slurmJob = "8";
    o.timeoutSeconds = 10;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    const aw::CollectStep* missing = stepOf(r, "the job's output");
    ASSERT_NE(missing, nullptr);
    EXPECT_EQ(missing->outcome, aw::StepOutcome::Failed);
    EXPECT_NE(missing->note.find("MinJobAge"), std::string::npos) << missing->note;
    EXPECT_NE(missing->note.find("--job-output PATH"), std::string::npos) << missing->note;
    const aw::CollectStep* script = stepOf(r, "sacct -B -j 8");
    ASSERT_NE(script, nullptr);
    EXPECT_NE(script->note.find("AccountingStoreFlags=job_script"), std::string::npos);

    // --job-output: the operator's path, read under the same rules (a link is refused).
    tmp.write("elsewhere.out", "x\n");
    std::filesystem::create_symlink(tmp.file("elsewhere.out"), tmp.file("link.out"));
    aw::CollectOptions given = o;
    given.output = tmp.file("bundle2");
    given.jobOutput = tmp.file("link.out");
    const aw::CollectResult linked = awtest::worked(aw::collectBundle(given));
    const aw::CollectStep* read = stepOf(linked, "read " + tmp.file("link.out"));
    ASSERT_NE(read, nullptr);
    EXPECT_EQ(read->outcome, aw::StepOutcome::Failed);
    EXPECT_NE(read->note.find("link"), std::string::npos) << read->note;
    EXPECT_NE(read->note.find("from --job-output"), std::string::npos) << read->note;
}

TEST(SlurmOutputPath, NoSuchJobLooksForNoOutput) {
    TempFolder tmp;
    FakeSlurm slurm(tmp, R"({"jobs": []})", "Batch Script for 999999\n-----\nNONE\n");
    aw::CollectOptions o;
    o.output = tmp.file("bundle");
    o.slurmJob = "999999";
    o.timeoutSeconds = 10;
    const aw::CollectResult r = awtest::worked(aw::collectBundle(o));
    EXPECT_FALSE(r.scope.known());
    EXPECT_EQ(stepOf(r, "sacct -B"), nullptr);
    EXPECT_EQ(stepOf(r, "the job's output"), nullptr);
}

}  // namespace

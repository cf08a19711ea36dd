// Issue 45 item 5: DCGM's passive health check (`dcgmi health -c`) of the job's nodes, kept by
// the documented `--node-command` template and read into a record per system DCGM calls
// Warning or Failure. The texts: DCGM's user guide's example (tests/data/real/src45-...), a
// real -j answer (DCGM#263), and the tree that dcgmi 2 and later print, laid out here as
// dcgmi/Health.cpp and DcgmiOutputTree(28, 60) lay it out, with dcgm_errors.h's messages.
#include "engine/format/dcgmi_health.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/file_classifier.h"
#include "engine/load/json/dcgm_health_reader.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/engine/node_command_test_util.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <chrono>

namespace {

using awtest::readFile;
using awtest::TempFolder;

const std::string kGuide = "tests/data/real/src45-dcgm-health-doc-pcie-replay-inforom-warning/bundle/dcgmi-health.txt";
const std::string kHealthyJson =
    "tests/data/real/src7g-gpu-recovery-action-reset-xid120-dcgmi-health-healthy/bundle/dcgmi-health.txt";

// A row of dcgmi's tree: "| " left (25) " | " right (56) " |".
std::string row(const std::string& left, const std::string& right) {
    return "| " + left + std::string(25 - left.size(), ' ') + " | " + right + std::string(56 - right.size(), ' ') +
           " |\n";
}
const std::string kRule = "+" + std::string(27, '-') + "+" + std::string(58, '-') + "+\n";
const std::string kDouble = "+" + std::string(27, '=') + "+" + std::string(58, '=') + "+\n";

// GPU 3's memory failed (a volatile double-bit ECC error); its PCIe replays are a warning.
std::string treeWithAFailure() {
    return kRule + "| Health Monitor Report" + std::string(64, ' ') + "|\n" + kDouble +
           row("Overall Health", "Failure") + row("GPU", "") + row("-> 3", "Failure") + row("   -> Errors", "") +
           row("      -> Memory system", "Failure") + row("", "Detected 2 volatile double-bit ECC error(s) in GPU 3.") +
           row("      -> PCIe system", "Warning") +
           row("", "Detected more than 8 PCIe replays per minute for GPU 3 :") + row("", "13") + kRule;
}

TEST(DcgmHealth, ReadsTheUserGuidesReportOfDcgm1) {
    const aw::DcgmHealthReport r = aw::parseDcgmiHealth(readFile(awtest::sourcePath(kGuide)));
    EXPECT_EQ(r.overall, "Warning");
    ASSERT_EQ(r.incidents.size(), 2u);
    EXPECT_EQ(r.incidents[0].entityGroup, "GPU");
    EXPECT_EQ(r.incidents[0].entityId, "0");
    EXPECT_EQ(r.incidents[0].system, "PCIe");
    EXPECT_EQ(r.incidents[0].health, "Warning");
    EXPECT_EQ(r.incidents[0].message, "Detected more than 8 PCIe replays per minute for GPU 0: 13");
    EXPECT_EQ(r.incidents[0].line, 7u);
    EXPECT_EQ(r.incidents[1].entityId, "1");
    EXPECT_EQ(r.incidents[1].system, "InfoROM");
    EXPECT_EQ(r.incidents[1].message, "A corrupt InfoROM has been detected in GPU 1.");
    EXPECT_TRUE(r.problems.empty());
}

TEST(DcgmHealth, ReadsTheTreeOfDcgm2AndLater) {
    const aw::DcgmHealthReport r = aw::parseDcgmiHealth(treeWithAFailure());
    EXPECT_EQ(r.overall, "Failure");
    ASSERT_EQ(r.incidents.size(), 2u);
    EXPECT_EQ(r.incidents[0].entityId, "3");
    EXPECT_EQ(r.incidents[0].system, "Memory");
    EXPECT_EQ(r.incidents[0].health, "Failure");
    EXPECT_EQ(r.incidents[0].message, "Detected 2 volatile double-bit ECC error(s) in GPU 3.");
    EXPECT_EQ(r.incidents[1].system, "PCIe");
    EXPECT_EQ(r.incidents[1].message, "Detected more than 8 PCIe replays per minute for GPU 3 : 13");
}

TEST(DcgmHealth, ReadsTheJsonOfDashJAndAHealthyOneGivesNoRecord) {
    // DCGM#263's real answer, after the prompt and `dcgmi health -s a`'s.
    const std::string healthy = readFile(awtest::sourcePath(kHealthyJson));
    EXPECT_EQ(aw::classifyFile("dcgmi-health.txt", healthy).format, aw::FileFormat::DcgmHealth);
    const aw::DcgmHealthReport h = aw::parseDcgmiHealth(healthy);
    EXPECT_EQ(h.overall, "Healthy");
    EXPECT_TRUE(h.incidents.empty());
    const aw::ReaderOutput none = aw::readDcgmHealth({"dcgmi-health.txt", healthy, {}, {}});
    EXPECT_TRUE(none.records.empty());
    EXPECT_TRUE(none.problems.empty());

    // -j of a failure, as DcgmiOutputJson writes the same tree.
    const std::string json = R"({
        "body" : {
                "GPU" : { "children" : { "5" : { "children" : { "Errors" : { "children" : {
                        "Memory system" : { "overflow" : [ "GPU 5 had uncorrectable memory errors and", "row remapping failed." ],
                                            "value" : "Failure" } } } },
                        "value" : "Failure" } } },
                "Overall Health" : { "value" : "Failure" }
        },
        "header" : [ "Health Monitor Report" ]
})";
    EXPECT_EQ(aw::classifyFile("nodes/gpu07/dcgmi-health.txt", json).format, aw::FileFormat::DcgmHealth);
    const aw::ReaderOutput out = aw::readDcgmHealth({"dcgmi-health.txt", json, {}, {}});
    ASSERT_EQ(out.records.size(), 1u);
    EXPECT_EQ(out.records[0].text, "dcgm_health gpu=5 system=memory health=failure message=\"GPU 5 had uncorrectable "
                                   "memory errors and row remapping failed.\"");
    EXPECT_EQ(out.records[0].gpu, 5);
    EXPECT_EQ(out.records[0].where.line, 4u);
}

TEST(DcgmHealth, IsRecognisedOnlyWhereTheReportOpensTheFile) {
    EXPECT_EQ(aw::classifyFile("nodes/gpu07/dcgmi-health.txt", treeWithAFailure()).format, aw::FileFormat::DcgmHealth);
    // A job's log that prints a health report on its 500th line stays a log.
    std::string log;
    for (int i = 0; i < 500; ++i) log += "2026-12-07T10:00:00Z step " + std::to_string(i) + " loss 1.0\n";
    EXPECT_EQ(aw::classifyFile("slurm-4.out", log + treeWithAFailure()).format, aw::FileFormat::TextLog);
}

// Collected through the documented template, gpu07 answering with the failure: the verdict
// names the node and the GPU.
TEST(DcgmHealth, ACollectedFailureNamesTheNodeAndTheGpu) {
    TempFolder t;
    const std::string bundle = awtest::collectGpu07Answer(t, treeWithAFailure(), "dcgmi-health.txt");
    EXPECT_EQ(readFile(bundle + "/nodes/gpu07/dcgmi-health.txt"), treeWithAFailure());
    const aw::AnalysisResult r = awtest::analyze(aw::loadBundle(bundle));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu07"}) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritGpu, 3) << r.verdict.summary;
}

// A report of warnings only (the guide's: PCIe replays, a corrupt InfoROM) blames nobody.
TEST(DcgmHealth, WarningsAreShownNotBlamed) {
    TempFolder t;
    t.write("nodes/gpu07/dcgmi-health.txt", readFile(awtest::sourcePath(kGuide)));
    const aw::AnalysisResult r = awtest::analyze(aw::loadBundle(t.file("")));
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    std::size_t shown = 0;
    for (const aw::Event& e : r.events) shown += e.symptom == "dcgm_health_incident" && e.node == "gpu07";
    EXPECT_EQ(shown, 2u);
}

TEST(DcgmHealth, HostileTextIsBoundedAndSaysWhatItSkipped) {
    std::string text =
        kRule + "| Health Monitor Report |\n" + kDouble + row("Overall Health", "Failure") + row("GPU", "");
    text += std::string(10u << 20, 'x') + "\n";  // a 10 MiB line
    text += row("-> 0; rm -rf /", "Failure");    // an entity that is no number
    text += row("      -> Memory system", "Failure") + row("", "never read: its entity was refused");
    text += row("-> 1", "Failure") + row("      -> \x1b[31mMemory", "Failure");  // a system that is no name
    text += row("      -> Memory system", "Failure") + row("", "Detected 1 volatile\x1b]0;owned\x07 double-bit");
    for (int i = 0; i < 2000; ++i) text += row("      -> PCIe system", "Warning");
    const auto start = std::chrono::steady_clock::now();
    const aw::DcgmHealthReport r = aw::parseDcgmiHealth(text);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, awtest::timeLimit(1.0));
    ASSERT_EQ(r.incidents.size(), aw::kDcgmHealthMaxIncidents);
    EXPECT_EQ(r.incidents[0].entityId, "1");
    EXPECT_EQ(r.incidents[0].system, "Memory");
    EXPECT_EQ(r.incidents[0].message.find('\x1b'), std::string::npos);
    EXPECT_EQ(r.incidents[0].message.find('\x07'), std::string::npos);
    std::string problems;
    for (const std::string& p : r.problems) problems += p + "\n";
    EXPECT_NE(problems.find("entity id is not a number"), std::string::npos) << problems;
    EXPECT_NE(problems.find("a system that is not a name"), std::string::npos) << problems;
    EXPECT_NE(problems.find("incidents: the rest are not read"), std::string::npos) << problems;
    EXPECT_NE(problems.find("longer than 64 KiB"), std::string::npos) << problems;
    // A JSON document of 17 MiB is refused whole, with the reason.
    const std::string big =
        "{\"body\": {\"x\": \"" + std::string(17u << 20, 'a') + "\"}, \"header\": [\"Health Monitor Report\"]}";
    const aw::DcgmHealthReport j = aw::parseDcgmiHealth(big);
    EXPECT_TRUE(j.incidents.empty());
    ASSERT_EQ(j.problems.size(), 1u);
    EXPECT_NE(j.problems[0].find("16 MiB"), std::string::npos);
}

}  // namespace

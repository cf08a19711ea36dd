// `dcgmi diag -r N`, DCGM's active diagnostic, of a drained node, kept by the documented
// `--node-command` template and read into a record per test and GPU that did not pass. The
// texts: excerpts of real runs pasted in GitHub issues (each kept verbatim, its link beside
// it), DCGM's own test JSON (the corpus' src48-dcgm-diag-json-stress-level-fail-...), and
// tables laid out as dcgmi/Diag.cpp lays them out (DIAG_HEADER, DIAG_DATA: a 25-byte name, a
// 46-byte cell, messages cut every 45 bytes) with dcgm_errors.h's messages.
#include "engine/format/dcgmi_diag.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/file_classifier.h"
#include "engine/load/json/dcgm_diag_reader.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/engine/node_command_test_util.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <chrono>

namespace {

using awtest::readFile;
using awtest::TempFolder;

// dcgmi/Diag.cpp's DIAG_HEADER, as every run prints it.
const std::string kHeader = "+---------------------------+------------------------------------------------+\n"
                            "| Diagnostic                | Result                                         |\n"
                            "+===========================+================================================+\n";
const std::string kFooter = "+---------------------------+------------------------------------------------+\n";

// https://github.com/NVIDIA/go-dcgm/issues/52 (DCGM 3.3.1, `dcgmi diag -r 2 -g 8`, GPU 1 alone):
// the run's first rows, as pasted.
const std::string kGoDcgm52Passes =
    R"([root@minion183-23-23-39:/home/ubuntu]$ dcgmi diag -r 2 -g 8 --host 193.116.2.183:1194
Successfully ran diagnostic for group.
+---------------------------+------------------------------------------------+
| Diagnostic                | Result                                         |
+===========================+================================================+
|-----  Metadata  ----------+------------------------------------------------|
| DCGM Version              | 3.3.1                                          |
| Driver Version Detected   | 535.129.03                                     |
| GPU Device IDs Detected   | 1eb8                                           |
|-----  Deployment  --------+------------------------------------------------|
| Denylist                  | Pass                                           |
| NVML Library              | Pass                                           |
| CUDA Main Library         | Pass                                           |
| Permissions and OS Blocks | Pass                                           |
| Persistence Mode          | Pass                                           |
| Environment Variables     | Pass                                           |
| Page Retirement/Row Remap | Pass                                           |
)";

// The same issue, `dcgmi diag -r 2 -g 0` (GPUs 0 and 1): the rows from the end of a PCIe
// warning to Targeted Stress, as pasted. GPU 0 cannot create a CUDA context.
const std::string kGoDcgm52Failures =
    R"(|                           | able''' Check DCGM and system logs for errors  |
|                           | . Reset GPU. Restart DCGM. Rerun diagnostics.  |
| Info                      | GPU 0 API call cudaStreamCreate failed: 'CUDA  |
|                           | -capable device(s) is/are busy or unavailable  |
|                           | ' Check DCGM and system logs for errors. Rese  |
|                           | t GPU. Restart DCGM. Rerun diagnostics.        |
| Info                      | GPU 1 GPU to Host bandwidth:  12.33 GB/s, GPU  |
|                           |  1 Host to GPU bandwidth:  13.15 GB/s, GPU 1   |
|                           | bidirectional bandwidth: 22.63 GB/s            |
+-----  Hardware  ----------+------------------------------------------------+
| GPU Memory                | Pass - GPU: 1                                  |
|                           | Fail - GPU: 0                                  |
| Warning                   | GPU 0 Error using CUDA API cuCtxCreate Check   |
|                           | DCGM and system logs for errors. Reset GPU. R  |
|                           | estart DCGM. Rerun diagnostics. Unable to cre  |
|                           | ate CUDA context: 'CUDA-capable device(s) is/  |
|                           | are busy or unavailable'.                      |
| Info                      | GPU 1 Allocated 15568304202 bytes (98.3%)      |
| Diagnostic                | Fail - All                                     |
| Warning                   | GPU 0 API call cuMemGetInfo failed: 'context   |
|                           | is destroyed' Check DCGM and system logs for   |
|                           | errors. Reset GPU. Restart DCGM. Rerun diagno  |
|                           | stics.                                         |
+-----  Stress  ------------+------------------------------------------------+
| Targeted Stress           | Fail - All                                     |
)";

// https://github.com/NVIDIA/DCGM/issues/253 (DCGM 4.2.3, run in the dcgm pod): DCGM 4's rows,
// the test then each GPU's result.
const std::string kDcgm253 = R"(Executing in Pod nvidia-dcgm-rz9cr on Host 10.0.7.139
Successfully ran diagnostic for group.
+---------------------------+------------------------------------------------+
| Diagnostic                | Result                                         |
+===========================+================================================+
|-----  Metadata  ----------+------------------------------------------------|
| DCGM Version              | 4.2.3                                          |
| Driver Version Detected   | 570.148.08                                     |
| GPU Device IDs Detected   | 26b9, 26b9, 26b9, 26b9                         |
|-----  Deployment  --------+------------------------------------------------|
| software                  | Pass                                           |
|                           | GPU0: Pass                                     |
|                           | GPU1: Pass                                     |
|                           | GPU2: Pass                                     |
|                           | GPU3: Pass                                     |
+-----  Hardware  ----------+------------------------------------------------+
)";

// https://github.com/NVIDIA/DCGM/issues/55 (DCGM 3.0.4) and https://github.com/IBM/autopilot/issues/68
// (DCGM 3.3.5 through kubectl exec): how the runs open.
const std::string kDcgm55 = R"($ dcgmi diag -r 3
Successfully ran diagnostic for group.
+---------------------------+------------------------------------------------+
| Diagnostic                | Result                                         |
+===========================+================================================+
|-----  Deployment  --------+------------------------------------------------|
| Denylist                  | Pass                                           |
| NVML Library              | Pass                                           |
)";
const std::string kAutopilot68 =
    R"(Defaulted container "nvidia-dcgm-ctr" out of: nvidia-dcgm-ctr, toolkit-validation (init)
Successfully ran diagnostic for group.
+---------------------------+------------------------------------------------+
| Diagnostic                | Result                                         |
+===========================+================================================+
|-----  Metadata  ----------+------------------------------------------------|
| DCGM Version              | 3.3.5                                          |
| Driver Version Detected   | 550.54.15                                      |
| GPU Device IDs Detected   | 20b5,20b5,20b5,20b5                            |
|-----  Deployment  --------+------------------------------------------------|
| Denylist                  | Pass                                           |
)";

const std::string kDcgmTestJson =
    "tests/data/real/src48-dcgm-diag-json-stress-level-fail-dcgm-test-strings/bundle/dcgmi-diag.json";

// A row of dcgmi's table (DIAG_DATA); a message longer than 45 bytes goes on as dcgmi cuts it.
std::string row(const std::string& name, const std::string& info) {
    std::string out;
    for (std::size_t at = 0; at == 0 || at < info.size(); at += 45) {
        const std::string piece = info.substr(at, 45);
        const std::string left = at == 0 ? name : "";
        out += "| " + left + std::string(25 - left.size(), ' ') + " | " + piece + std::string(46 - piece.size(), ' ') +
               " |\n";
    }
    return out;
}
const std::string kHardware = "+-----  Hardware  ----------+------------------------------------------------+\n";

// DCGM 4: GPU 1's memory test finds faulty memory; GPU 0 passes.
std::string dcgm4MemoryFailure() {
    return "Successfully ran diagnostic for group.\n" + kHeader + kHardware + row("memory", "Fail") +
           row("", "GPU0: Pass") + row("", "GPU1: Fail") +
           row("Warning: GPU1", "Found 12 faulty memory elements on GPU 1") + row("", "GPU2: Skip") +
           row("diagnostic", "Pass") + row("", "GPU0: Pass") + kFooter;
}

std::string allProblems(const aw::ReaderOutput& out) {
    std::string s;
    for (const aw::Problem& p : out.problems) s += p.file + ":" + std::to_string(p.line) + ": " + p.message + "\n";
    return s;
}

TEST(DcgmDiag, RealRunsAreRecognisedAndTheirPassesAreNoRecord) {
    for (const std::string* text : {&kGoDcgm52Passes, &kDcgm253, &kDcgm55, &kAutopilot68}) {
        EXPECT_EQ(aw::classifyFile("nodes/gpu07/dcgmi-diag.txt", *text).format, aw::FileFormat::DcgmDiag) << *text;
        const aw::ReaderOutput out = aw::readDcgmDiag({"nodes/gpu07/dcgmi-diag.txt", *text, {}, {}});
        EXPECT_TRUE(out.records.empty()) << *text;
        EXPECT_TRUE(out.problems.empty()) << allProblems(out);
    }
    EXPECT_EQ(aw::parseDcgmiDiag(kGoDcgm52Passes).tests, 7u);  // the Metadata's rows are no tests
    EXPECT_EQ(aw::parseDcgmiDiag(kDcgm253).tests, 4u);         // software on each of 4 GPUs
}

TEST(DcgmDiag, ReadsDcgm3sFailuresPerGpuWithTheirMessages) {
    const aw::DcgmDiagReport r = aw::parseDcgmiDiag(kGoDcgm52Failures);
    ASSERT_EQ(r.results.size(), 3u);
    EXPECT_EQ(r.results[0].section, "Hardware");
    EXPECT_EQ(r.results[0].test, "GPU Memory");
    EXPECT_EQ(r.results[0].gpu, 0);
    EXPECT_EQ(r.results[0].result, "Fail");
    // dcgmi cut the message every 45 bytes, mid-word: it is whole again.
    EXPECT_EQ(r.results[0].message,
              "GPU 0 Error using CUDA API cuCtxCreate Check DCGM and system logs for errors. Reset GPU. Restart DCGM. "
              "Rerun diagnostics. Unable to create CUDA context: 'CUDA-capable device(s) is/are busy or unavailable'.");
    EXPECT_EQ(r.results[0].line, 12u);  // "| | Fail - GPU: 0 |"
    // "Fail - All": the GPU is the one DCGM's message names, at the message's row.
    EXPECT_EQ(r.results[1].test, "Diagnostic");
    EXPECT_EQ(r.results[1].gpu, 0);
    EXPECT_EQ(r.results[1].message, "GPU 0 API call cuMemGetInfo failed: 'context is destroyed' Check DCGM and "
                                    "system logs for errors. Reset GPU. Restart DCGM. Rerun diagnostics.");
    EXPECT_EQ(r.results[1].line, 20u);
    EXPECT_EQ(r.results[2].section, "Stress");
    EXPECT_EQ(r.results[2].test, "Targeted Stress");
    EXPECT_EQ(r.results[2].gpu, -1);
    EXPECT_TRUE(r.results[2].message.empty());
    EXPECT_EQ(r.tests, 4u);  // GPU Memory's Pass on GPU 1 counted, not kept
}

TEST(DcgmDiag, ReadsDcgm4sTestsThenTheirGpus) {
    const aw::ReaderOutput out = aw::readDcgmDiag({"nodes/gpu07/dcgmi-diag.txt", dcgm4MemoryFailure(), {}, {}});
    ASSERT_EQ(out.records.size(), 2u) << allProblems(out);
    EXPECT_EQ(
        out.records[0].text,
        "dcgm_diag section=hardware test=memory gpu=1 result=fail message=\"Found 12 faulty memory elements on GPU 1\"");
    EXPECT_EQ(out.records[0].gpu, 1);
    EXPECT_EQ(out.records[0].where.line, 8u);
    EXPECT_EQ(out.records[1].text, "dcgm_diag section=hardware test=memory gpu=2 result=skip");
}

TEST(DcgmDiag, ReadsDashJWithDcgmsOwnCategoryOfTheError) {
    // DCGM's own test JSON (nvvs's per-GPU form, "gpu_ids", "FAIL"): SM Stress below the
    // stress level asked, on GPUs 0, 2 and 3, error_category 9, error_severity 1 (monitor).
    const std::string json = readFile(awtest::sourcePath(kDcgmTestJson));
    EXPECT_EQ(aw::classifyFile("dcgmi-diag.json", json).format, aw::FileFormat::DcgmDiag);
    const aw::ReaderOutput dcgm = aw::readDcgmDiag({"dcgmi-diag.json", json, {}, {}});
    std::vector<std::string> fails;
    for (const aw::Observation& o : dcgm.records)
        if (o.text.find("result=fail") != std::string::npos) fails.push_back(std::string(o.text));
    ASSERT_EQ(fails.size(), 3u);
    EXPECT_EQ(fails[1], "dcgm_diag section=stress test=sm_stress gpu=2 result=fail category=hardware_thermal "
                        "severity=monitor message=\"Max stress level of 1096.5 did not exceed desired stress level "
                        "of 3000.0 for GPU 2\"");
    EXPECT_EQ(dcgm.records.size(), 3u + 17u);  // the skips are kept, the passes not

    // DCGM 4's -j, keyed as Diag::HelperJsonBuildOutput keys it (jsoncpp sorts the keys).
    const std::string dcgm4 = R"({
   "DCGM Diagnostic" : {
      "test_categories" : [
         {
            "category" : "Hardware",
            "tests" : [
               {
                  "name" : "memory",
                  "results" : [
                     {
                        "entity_group" : "GPU",
                        "entity_group_id" : 1,
                        "entity_id" : 3,
                        "status" : "Fail",
                        "warnings" : [
                           {
                              "error_category" : 10,
                              "error_id" : 83,
                              "error_severity" : 2,
                              "warning" : "A memory mismatch was detected on GPU 3, but no error was reported by CUDA or NVML."
                           }
                        ]
                     }
                  ]
               }
            ]
         }
      ]
   },
   "metadata" : { "DCGM Version" : "4.2.3" }
}
)";
    EXPECT_EQ(aw::classifyFile("nodes/gpu07/dcgmi-diag.txt", dcgm4).format, aw::FileFormat::DcgmDiag);
    const aw::ReaderOutput out = aw::readDcgmDiag({"dcgmi-diag.txt", dcgm4, {}, {}});
    ASSERT_EQ(out.records.size(), 1u) << allProblems(out);
    EXPECT_EQ(out.records[0].text, "dcgm_diag section=hardware test=memory gpu=3 result=fail category=hardware_memory "
                                   "severity=isolate message=\"A memory mismatch was detected on GPU 3, but no error "
                                   "was reported by CUDA or NVML.\"");
    EXPECT_EQ(out.records[0].where.line, 14u);  // its "status"
}

// `dcgmi diag -r 2 --iterations 2 -j`: Diag::RunStartDiag keeps each run under "iterations" and
// says "Overall Result" (jsoncpp sorts it first). Each run is read.
TEST(DcgmDiag, DashJOfSeveralIterationsReadsEachRun) {
    const std::string run = R"({"DCGM Diagnostic": {"test_categories": [{"category": "Integration", "tests": [
        {"name": "pcie", "results": [{"entity_group": "GPU", "entity_group_id": 1, "entity_id": 2, "status": "Fail",
          "warnings": [{"error_category": 13, "error_id": 28, "error_severity": 2,
                        "warning": "Detected 40 pcie_replay_counter for GPU 2"}]}]}]}]}})";
    const std::string json =
        "{\n   \"Overall Result\" : \"Fail\",\n   \"iterations\" : [ " + run + ", " + run + " ]\n}\n";
    EXPECT_EQ(aw::classifyFile("nodes/gpu07/dcgmi-diag.txt", json).format, aw::FileFormat::DcgmDiag);
    const aw::DcgmDiagReport r = aw::parseDcgmiDiag(json);
    ASSERT_EQ(r.results.size(), 2u);
    for (const aw::DcgmDiagResult& x : r.results) {
        EXPECT_EQ(x.test, "pcie");
        EXPECT_EQ(x.gpu, 2);
        EXPECT_EQ(aw::dcgmErrorCategoryName(x.errorCategory), "hardware_pcie");
        EXPECT_EQ(aw::dcgmErrorSeverityName(x.errorSeverity), "isolate");
    }
    EXPECT_EQ(r.results[0].line, 4u);  // the first run's "status"
}

// -j whose values have the wrong types or hostile contents: read where they make sense, the
// rest skipped, nothing thrown.
TEST(DcgmDiag, DashJOfWrongTypesIsReadWhereItMakesSense) {
    std::string ids;
    for (int i = 0; i < 5000; ++i) ids += std::to_string(i) + ",";
    const std::string json = R"({"DCGM Diagnostic": {"runtime_error": "no GPUs\u001b]0;owned\u0007 found",
        "test_categories": [
          "not an object",
          {"category": "Hardware", "tests": "not an array"},
          {"category": "Hardware\u001b[31m", "tests": [
            {"name": 5, "results": [{"status": "Fail"}]},
            {"name": "memory", "results": [
              {"status": 3},
              {"status": "Fail", "entity_group": "GPU", "entity_id": -4},
              {"status": "Fail", "entity_group": "GPU", "entity_id": "1; rm -rf /"},
              {"status": "Fail", "gpu_id": 99999999999},
              {"status": "Fail", "gpu_ids": ")" +
                             ids + R"(", "warnings": [{"warning": 7}, "x",
                 {"warning": "Found 1 faulty memory elements on GPU 0", "error_category": 1e300, "error_severity": "2"}]}
            ]}
          ]}
        ]}})";
    const aw::DcgmDiagReport r = aw::parseDcgmiDiag(json);
    ASSERT_FALSE(r.problems.empty());
    EXPECT_EQ(r.problems[0], "dcgmi diag did not run: no GPUs ]0;owned  found");
    // A status that is no word is no result; three results without a GPU (-4, not a number,
    // too large), then one a GPU listed in gpu_ids: at most 64 of them.
    ASSERT_EQ(r.results.size(), 3u + 64u);
    for (const aw::DcgmDiagResult& x : r.results) {
        EXPECT_TRUE(x.section.empty());  // "Hardware\x1b[31m" is no name
        EXPECT_EQ(x.test, "memory");
    }
    EXPECT_EQ(r.results[0].gpu, -1);
    EXPECT_EQ(r.results[2].gpu, -1);
    EXPECT_EQ(r.results[3].gpu, 0);
    EXPECT_EQ(r.results[3].message, "Found 1 faulty memory elements on GPU 0");
    EXPECT_EQ(r.results[3].errorCategory, -1);  // 1e300 is no category
    EXPECT_EQ(r.results[3].errorSeverity, 2);   // "2": intField reads a numeric string
    EXPECT_EQ(r.results.back().gpu, 63);
}

// Collected through the documented template, gpu07 answering with the failure: the verdict
// names the node and the GPU.
TEST(DcgmDiag, AFailingDiagNamesTheNodeAndTheGpu) {
    TempFolder t;
    const std::string bundle = awtest::collectGpu07Answer(t, dcgm4MemoryFailure(), "dcgmi-diag.txt");
    EXPECT_EQ(readFile(bundle + "/nodes/gpu07/dcgmi-diag.txt"), dcgm4MemoryFailure());
    const aw::AnalysisResult r = awtest::analyze(aw::loadBundle(bundle));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu07"}) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritGpu, 1) << r.verdict.summary;
}

// go-dcgm#52's failures (behind DCGM's header, as the run printed it): DCGM puts them on
// CUDA, so they are shown on the node and nobody is blamed.
TEST(DcgmDiag, ACudaFailureIsShownNotBlamed) {
    TempFolder t;
    t.write("nodes/gpu07/dcgmi-diag.txt", "Successfully ran diagnostic for group.\n" + kHeader + kGoDcgm52Failures);
    const aw::AnalysisResult r = awtest::analyze(aw::loadBundle(t.file("")));
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    std::size_t shown = 0;
    for (const aw::Event& e : r.events) shown += e.symptom == "dcgm_diag_result" && e.node == "gpu07";
    EXPECT_EQ(shown, 2u);  // GPU 0's two failed tests (one symptom, one GPU), and Targeted Stress's "Fail - All"
}

TEST(DcgmDiag, IsRecognisedOnlyWhereTheTableOpensTheFile) {
    std::string log;
    for (int i = 0; i < 500; ++i) log += "2026-12-07T10:00:00Z step " + std::to_string(i) + " loss 1.0\n";
    EXPECT_EQ(aw::classifyFile("slurm-4.out", log + kHeader + row("memory", "Fail")).format, aw::FileFormat::TextLog);
    // A JSON document whose first key is another one is not dcgmi's.
    EXPECT_NE(aw::classifyFile("x.json", R"({"job": 1, "DCGM Diagnostic": {}})").format, aw::FileFormat::DcgmDiag);
    EXPECT_NE(aw::classifyFile("x.txt", "| Diagnostic | something else |\n").format, aw::FileFormat::DcgmDiag);
}

TEST(DcgmDiag, HostileTextIsBoundedAndSaysWhereItStopped) {
    std::string text = kHeader + kHardware;
    text += std::string(10u << 20, 'x') + "\n";                     // line 5: a 10 MiB line
    text += row("memory\x1b[31m", "Fail") + row("", "GPU0: Fail");  // 6: a test that is no name
    text += row("pcie", "Fail") + row("", "GPU1: Fail");            // 8
    text += row("Warning: GPU1", "Detected 3 pcie_replay_counter\x1b]0;owned\x07 for GPU 1");
    text += row("", "GPU99999: Fail");       // an entity that is no GPU index
    text += row("", "GPU; rm -rf /: Fail");  // no entity's name: a message's words, and no message open
    for (int i = 0; i < 1000000; ++i) text += row("", "GPU" + std::to_string(i % 10000) + ": Fail");  // a million rows
    text += "| memtest                   | Fai";                                                      // cut mid-row
    const auto start = std::chrono::steady_clock::now();
    const aw::ReaderOutput out = aw::readDcgmDiag({"nodes/gpu07/dcgmi-diag.txt", text, {}, {}});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 5.0);
    const std::string problems = allProblems(out);
    ASSERT_GE(out.records.size(), 3u) << problems;
    EXPECT_LE(out.records.size(), 256u);  // a test's rows are bounded
    EXPECT_TRUE(out.records[0].text.starts_with("dcgm_diag section=hardware test=pcie gpu=1 result=fail message="))
        << out.records[0].text;
    EXPECT_EQ(out.records[1].text, "dcgm_diag section=hardware test=pcie entity=gpu99999 result=fail");
    EXPECT_EQ(out.records[2].text, "dcgm_diag section=hardware test=pcie gpu=0 result=fail");
    EXPECT_EQ(out.records[0].text.find('\x1b'), std::string::npos);
    EXPECT_EQ(out.records[0].text.find('\x07'), std::string::npos);
    EXPECT_NE(problems.find("nodes/gpu07/dcgmi-diag.txt:6: dcgmi diag: line 6: a test that is not a name"),
              std::string::npos)
        << problems;
    EXPECT_NE(problems.find("rows of one test: the rest are not read"), std::string::npos) << problems;
    EXPECT_NE(problems.find("longer than 64 KiB"), std::string::npos) << problems;

    // Binary garbage is no table: nothing read, said once, no crash.
    std::string garbage;
    for (int i = 0; i < 100000; ++i) garbage += static_cast<char>((i * 7919) % 256);
    const aw::ReaderOutput none = aw::readDcgmDiag({"dcgmi-diag.txt", garbage, {}, {}});
    EXPECT_TRUE(none.records.empty());
    ASSERT_EQ(none.problems.size(), 1u);
    EXPECT_EQ(none.problems[0].line, 1u);
    EXPECT_NE(none.problems[0].message.find("without a test's result"), std::string::npos);

    // A JSON document of 17 MiB is refused whole, with the reason.
    const std::string big = "{\"DCGM Diagnostic\": {\"x\": \"" + std::string(17u << 20, 'a') + "\"}}";
    const aw::DcgmDiagReport j = aw::parseDcgmiDiag(big);
    EXPECT_TRUE(j.results.empty());
    ASSERT_EQ(j.problems.size(), 1u);
    EXPECT_NE(j.problems[0].find("16 MiB"), std::string::npos);
}

}  // namespace

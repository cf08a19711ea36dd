// Issue 45 item 5: what an operator looks at when a job failed. The state of the job's
// nodes from `scontrol show node` (plain before Slurm 23.02, JSON after: one record either
// way, with the reason and who set it), and slurmctld's lines of the job. The texts are
// Slurm's own: its quick start guide (tests/data/real) and Slurm 22.05.8's answers
// (tests/data/recorded/README.md).
#include "engine/collect/source_collectors.h"
#include "engine/collect/slurm_scope.h"
#include "engine/format/scontrol_text.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/observations.h"
#include "loader_test_util.h"
#include "engine/collect/collector.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

namespace {

using awtest::readFile;
using awtest::TempFolder;

std::vector<std::string> texts(const std::vector<aw::Observation>& obs) {
    std::vector<std::string> out;
    for (const aw::Observation& o : obs) out.emplace_back(o.text);
    return out;
}

TEST(SlurmNodeState, ReadsThePlainScontrolShowNodeOfTwoSlurms) {
    // Slurm 22.05.8: a drained node; OS and Reason hold blanks, OS an '@' too.
    const auto drained = aw::parseScontrolShowNode(
        readFile(AW_SOURCE_DIR "/tests/data/recorded/slurm/scontrol_show_node_22.05.8_drained.txt"));
    ASSERT_EQ(drained.size(), 1u);
    EXPECT_EQ(drained[0].name, "vm");
    EXPECT_EQ(drained[0].state, "IDLE+DRAIN");
    EXPECT_EQ(drained[0].reason, "NHC: nvidia-smi failed");
    EXPECT_EQ(drained[0].reasonSetBy, "root");
    EXPECT_EQ(drained[0].reasonTime, "2026-12-07T15:56:37");
    // Slurm's quick start guide: a node not responding, set DOWN by slurmctld.
    const auto down = aw::parseScontrolShowNode(readFile(
        AW_SOURCE_DIR
        "/tests/data/real/sched-scontrol-node-down-not-responding-quickstart/bundle/slurm/scontrol_show_node.txt"));
    ASSERT_EQ(down.size(), 1u);
    EXPECT_EQ(down[0].state, "DOWN*");
    EXPECT_EQ(down[0].reason, "Not responding");
    EXPECT_EQ(down[0].reasonSetBy, "slurm");
    EXPECT_EQ(down[0].reasonTime, "06/02-14:01:24");
    // Hostile: no NodeName, a reason with no closing bracket, an empty text.
    EXPECT_TRUE(aw::parseScontrolShowNode("State=DOWN Reason=x").empty());
    EXPECT_TRUE(aw::parseScontrolShowNode("").empty());
    const auto odd = aw::parseScontrolShowNode("NodeName=n1 State=DOWN\n Reason=a [b@c");
    ASSERT_EQ(odd.size(), 1u);
    EXPECT_EQ(odd[0].reason, "a [b@c");
    EXPECT_EQ(odd[0].reasonSetBy, "");
}

TEST(SlurmNodeState, TheLoaderMakesTheSameRecordFromEitherFormat) {
    TempFolder t;
    t.write("slurm/scontrol_show_node.txt",
            readFile(AW_SOURCE_DIR "/tests/data/recorded/slurm/scontrol_show_node_22.05.8_drained.txt") +
                "NodeName=vm2 Arch=x86_64\n   State=IDLE ThreadsPerCore=1\n");
    t.write(
        "slurm/quickstart/scontrol_show_node.txt",
        readFile(
            AW_SOURCE_DIR
            "/tests/data/real/sched-scontrol-node-down-not-responding-quickstart/bundle/slurm/scontrol_show_node.txt"));
    t.write(
        "slurm/scontrol_show_node.json",
        R"({"nodes": [{"name": "node002", "state": ["DOWN","DRAIN"], "reason": "NHC: gpu lost", "reason_set_by_user": "root",)"
        R"( "reason_changed_at": {"number": 1796026897}}]})");
    const aw::Bundle b = aw::loadBundle(t.path());
    // Each its own format: the plain text was once filed as SlurmJson.
    EXPECT_EQ(awtest::fileOf(b, "slurm/scontrol_show_node.txt")->format, aw::FileFormat::SlurmNodeText);
    EXPECT_EQ(awtest::fileOf(b, "slurm/scontrol_show_node.json")->format, aw::FileFormat::SlurmJson);
    EXPECT_EQ(texts(awtest::observationsOf(b, "slurm/scontrol_show_node.txt")),
              std::vector<std::string>{
                  R"(slurm node=vm state=IDLE,DRAIN reason="NHC: nvidia-smi failed" reason_set_by=root)"});
    const auto plain = awtest::observationsOf(b, "slurm/scontrol_show_node.txt");
    EXPECT_EQ(plain[0].where.line, 1u);
    EXPECT_EQ(aw::formatIsoUtc(plain[0].time), "2026-12-07T15:56:37.000Z");  // as the text says it, no zone
    EXPECT_NE(b.findNode("vm2"), aw::kNoNode);                               // a routine node is a node, not evidence
    EXPECT_EQ(texts(awtest::observationsOf(b, "slurm/quickstart/scontrol_show_node.txt")),
              std::vector<std::string>{
                  R"(slurm node=adev1 state=DOWN,NOT_RESPONDING reason="Not responding" reason_set_by=slurm)"});
    EXPECT_EQ(
        texts(awtest::observationsOf(b, "slurm/scontrol_show_node.json")),
        std::vector<std::string>{R"(slurm node=node002 state=DOWN,DRAIN reason="NHC: gpu lost" reason_set_by=root)"});
}

// slurmctld.log lines of Slurm 22.05.8 (the local cluster of tests/slurm), job 9 killed when
// its node was set DOWN; job 90 and another node's lines are not the job's.
TEST(SlurmNodeState, KeepsSlurmctldsLinesOfTheJobAndItsNodesInTheWindow) {
    const std::string log =
        "[2026-12-07T15:54:13.277] _slurm_rpc_submit_batch_job: JobId=9 InitPrio=4294901756 usec=394\n"
        "[2026-12-07T15:54:13.733] sched/backfill: _start_job: Started JobId=9 in debug on vm\n"
        "[2026-12-07T15:54:14.000] _slurm_rpc_submit_batch_job: JobId=90 InitPrio=4294901756 usec=394\n"
        "[2026-12-07T15:54:15.345] update_node: node vm reason set to: h45_probe\n"
        "[2026-12-07T15:54:15.345] Killing JobId=9 on failed node vm\n"
        "[2026-12-07T15:54:15.346] update_node: node vm state set to DOWN\n"
        "[2026-12-07T15:54:15.385] node_did_resp: node vm2 returned to service\n"
        "[2026-12-07T15:54:16.000] sched: Allocate JobId=10 NodeList=vm #CPUs=1 Partition=debug\n"
        "garbage without a time JobId=9\n"
        "[2026-12-07T18:00:00.000] _job_complete: JobId=9 done, after the window\n";
    const aw::TimeNs from = aw::slurmLocalTime("2026-12-07T15:50:00"), to = aw::slurmLocalTime("2026-12-07T16:00:00");
    EXPECT_EQ(aw::slurmctldLinesOf(log, "9", {"vm"}, from, to),
              "[2026-12-07T15:54:13.277] _slurm_rpc_submit_batch_job: JobId=9 InitPrio=4294901756 usec=394\n"
              "[2026-12-07T15:54:13.733] sched/backfill: _start_job: Started JobId=9 in debug on vm\n"
              "[2026-12-07T15:54:15.345] update_node: node vm reason set to: h45_probe\n"
              "[2026-12-07T15:54:15.345] Killing JobId=9 on failed node vm\n"
              "[2026-12-07T15:54:15.346] update_node: node vm state set to DOWN\n");
    EXPECT_EQ(aw::slurmctldLinesOf("[2026-12-07T15:54:15.345] _job_complete: JobId=6_1(9) done\n", "9", {}, from, to),
              "[2026-12-07T15:54:15.345] _job_complete: JobId=6_1(9) done\n");
    EXPECT_EQ(aw::slurmctldLinesOf("[", "9", {"vm"}, from, to), "");
}

// The documented template `--node-command 'ssh -- {node} nvidia-smi -q' --node-output
// nvidia-smi-q.txt`, its ssh left out: the node's answer lands in its folder and is read by the
// rules that read nvidia-smi -q. The answer is gpud's real test data (tests/data/real, an A10
// with 'Remapped Rows ... Pending : Yes': the GPU needs a reset).
TEST(SlurmNodeState, ANodesNvidiaSmiQFromTheDocumentedTemplateNamesThatNode) {
    TempFolder t;
    const std::string answer = awtest::sourcePath(
        "tests/data/real/src7g-gpu-nvidia-smi-q-a10-remapped-rows-pending-gpud/bundle/nvidia-smi-q.txt");
    aw::CollectOptions o;
    o.output = t.file("bundle");
    o.nodes = "gpu[07-08]";
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    // Only gpu07 answers with the bad GPU; gpu08 prints nothing.
    o.nodeCommand = "test {node} = gpu07 && cat '" + answer + "' || true";
    o.nodeCommandOutput = "nvidia-smi-q.txt";
    awtest::worked(aw::collectBundle(o));
    EXPECT_EQ(readFile(o.output + "/nodes/gpu07/nvidia-smi-q.txt"), readFile(answer));
    const aw::AnalysisResult r = awtest::analyze(aw::loadBundle(o.output));
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"gpu07"}) << r.verdict.summary;
}

}  // namespace

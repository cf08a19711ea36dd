// The structured readers on inputs shaped like the real tools' output, and on the samples.
#include "engine/core/bundle.h"
#include "engine/load/observations.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/json/json_support.h"
#include "loader_test_util.h"

#include <gtest/gtest.h>

using namespace aw;
using awtest::TempFolder;

namespace {

std::vector<std::string> texts(const std::vector<Observation>& obs) {
    std::vector<std::string> out;
    for (const auto& o : obs) out.emplace_back(o.text);
    return out;
}

}  // namespace

TEST(LoaderJson, ManifestNodesBootTimeAndTimezoneOverride) {
    TempFolder t;
    t.write("bundle.json", R"({"format":"attribution-bundle/1",
 "workload":{"id":"slurm-4242","name":"llama","scheduler":"slurm","start":"2026-11-30T08:00:00Z","end":"2026-11-30T08:42:10Z"},
 "nodes":[{"name":"node001","aliases":["gpu-a"],"ranks":[0,1],"gpus":2,"boot_time":"2026-11-30T07:00:00Z"}],
 "sources":[{"path":"logs/app.log","kind":"applog","node":"node001","timezone":"+02:00"}]})");
    t.write("nodes/node001/dmesg.log", "[   60.000000] NVRM: Xid 79\n");
    t.write("logs/app.log", "2026-11-30 10:01:02,000 INFO local time\nDec 31 23:59:59 gpu-a kernel: x\n");
    Bundle b = loadBundle(t.path());
    ASSERT_TRUE(b.manifest.present);
    EXPECT_EQ(b.manifest.workloadId, "slurm-4242");
    EXPECT_EQ(b.manifest.workloadName, "llama");
    EXPECT_EQ(formatIsoUtc(b.manifest.start), "2026-11-30T08:00:00.000Z");
    ASSERT_EQ(b.nodes.size(), 1u);
    EXPECT_EQ(b.nodes[0].aliases, std::vector<std::string>{"gpu-a"});
    EXPECT_EQ(b.nodes[0].gpus, (std::vector<int>{0, 1}));
    auto d = awtest::observationsOf(b, "nodes/node001/dmesg.log");
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(d[0].timeQuality, TimeQuality::Exact);
    EXPECT_EQ(formatIsoUtc(d[0].time), "2026-11-30T07:01:00.000Z");
    auto app = awtest::observationsOf(b, "logs/app.log");
    ASSERT_EQ(app.size(), 2u);
    EXPECT_EQ(app[0].node, 0u);
    EXPECT_EQ(formatIsoUtc(app[0].time), "2026-11-30T08:01:02.000Z");
    EXPECT_EQ(app[0].timeQuality, TimeQuality::Exact);
    // No year: the one closest to the window (Dec 31 2026 is a month away, 2025 eleven),
    // shifted by the file's zone.
    EXPECT_EQ(formatIsoUtc(app[1].time), "2026-12-31T21:59:59.000Z");
}

// journald's _TRANSPORT says whose an entry is: a program's stdout is application output (the
// application rules read it), the kernel's and syslog's are the system's. The stdout entry is
// one a journal gateway printed in a public README (a journal-2-logstash example, "hello
// there" piped into a container's cat), kept whole.
TEST(LoaderJson, AJournalEntryFromAProgramsStdoutIsApplicationOutput) {
    TempFolder t;
    t.write(
        "nodes/n1/journal.json",
        R"({ "__CURSOR" : "s=aae5e906525c4c00be5e9d5026bbf40a;i=35c;b=7f0ea6b7d19f47f9a9bc928f32512ae7;m=ddc296aab;t=52b96b46b549a;x=e92c6b237a40211b", "__REALTIME_TIMESTAMP" : "1455301155574938", "__MONOTONIC_TIMESTAMP" : "59528276651", "_BOOT_ID" : "7f0ea6b7d19f47f9a9bc928f32512ae7", "PRIORITY" : "6", "_UID" : "0", "_GID" : "0", "_MACHINE_ID" : "9d52a846ee1a4be2b2d6e563162c6aa3", "_HOSTNAME" : "63c73cd1ec2e", "_TRANSPORT" : "stdout", "MESSAGE" : "hello there", "_PID" : "97", "_COMM" : "cat" })"
        "\n"
        R"({ "__REALTIME_TIMESTAMP" : "1455301156000000", "_HOSTNAME" : "63c73cd1ec2e", "_TRANSPORT" : "kernel", "SYSLOG_IDENTIFIER" : "kernel", "MESSAGE" : "nfs: server fs01 not responding" })"
        "\n");
    const Bundle b = loadBundle(t.path());
    const auto j = awtest::observationsOf(b, "nodes/n1/journal.json");
    ASSERT_EQ(j.size(), 2u);
    EXPECT_EQ(j[0].text, "hello there");
    EXPECT_EQ(j[0].source, SourceKind::AppLog);
    EXPECT_EQ(j[1].source, SourceKind::Kernel);
}

TEST(LoaderJson, JournalLokiPrometheusAndCloud) {
    TempFolder t;
    t.write(
        "nodes/gpu-node-5/journal.json",
        R"({ "__REALTIME_TIMESTAMP" : "1796030981208000", "_HOSTNAME" : "gpu-node-5", "SYSLOG_IDENTIFIER" : "kernel", "MESSAGE" : "nfs: server fs01 not responding" })"
        "\n"
        R"({ "__REALTIME_TIMESTAMP" : "1796030982000000", "_HOSTNAME" : "gpu-node-5.cluster.local", "SYSLOG_IDENTIFIER" : "kernel", "MESSAGE" : "second" })"
        "\n");
    t.write(
        "loki/app.json",
        R"({"status":"success","data":{"resultType":"streams","result":[)"
        "\n"
        R"({"stream":{"host":"ib-node11:3100","job":"slurm/6160"},"values":[["1796045403140250000","[rank3]: boom"],)"
        "\n"
        R"(["1796045404000000000","second line"]]},)"
        "\n"
        R"({"stream":{"host":"ib-node12","job":"varlogs/syslog"},"values":[["1796045405000000000","kernel: mlx5 Link down"]]}]}})");
    t.write(
        "metrics/dcgm.json",
        R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"DCGM_FI_DEV_XID_ERRORS","Hostname":"node003","gpu":"5"},"values":[[1796025600,"0"],[1796025615.5,"79"]]},)"
        R"({"metric":{"__name__":"node_load1","instance":"ib-node01:9100"},"values":[[1796025600,"1.5"]]}]}})");
    t.write(
        "cloud/events.ndjson",
        R"({"time":"2026-11-30T08:05:00Z","node":"node003","instance":"i-0abc","type":"maintenance","message":"Host \"maintenance\" in progress"})"
        "\n");
    Bundle b = loadBundle(t.path());

    auto j = awtest::observationsOf(b, "nodes/gpu-node-5/journal.json");
    ASSERT_EQ(j.size(), 2u);
    EXPECT_EQ(j[0].text, "kernel: nfs: server fs01 not responding");
    EXPECT_EQ(j[0].source, SourceKind::Kernel);
    EXPECT_EQ(formatIsoUtc(j[0].time), "2026-11-30T09:29:41.208Z");
    EXPECT_EQ(j[1].where.line, 2u);
    EXPECT_EQ(j[0].node, b.findNode("gpu-node-5"));
    EXPECT_EQ(b.nodes[b.findNode("gpu-node-5")].aliases, std::vector<std::string>{"gpu-node-5.cluster.local"});

    auto l = awtest::observationsOf(b, "loki/app.json");
    ASSERT_EQ(l.size(), 3u);
    EXPECT_EQ(l[0].text, "[rank3]: boom");
    EXPECT_EQ(l[0].rank, 3);
    EXPECT_EQ(l[0].node, b.findNode("ib-node11"));
    EXPECT_EQ(l[0].time, 1796045403140250000LL);
    EXPECT_EQ(l[0].where.line, 2u);
    EXPECT_EQ(l[1].where.line, 3u);
    const SourceFile* loki = awtest::fileOf(b, "loki/app.json");
    ASSERT_TRUE(loki);
    EXPECT_EQ(loki->data->bytes().substr(l[1].where.offset, l[1].where.length),
              R"(["1796045404000000000","second line"])");
    EXPECT_EQ(l[2].source, SourceKind::Kernel);
    EXPECT_EQ(l[2].node, b.findNode("ib-node12"));

    ASSERT_EQ(b.metrics.size(), 2u);
    EXPECT_EQ(b.metrics[0].name, "DCGM_FI_DEV_XID_ERRORS");
    EXPECT_EQ(b.metrics[0].gpu, 5);
    EXPECT_EQ(b.metrics[0].node, b.findNode("node003"));
    ASSERT_EQ(b.metrics[0].samples.size(), 2u);
    EXPECT_EQ(b.metrics[0].samples[1].value, 79.0);
    EXPECT_EQ(b.metrics[0].samples[1].time, 1796025615500000000LL);
    EXPECT_EQ(b.metrics[1].node, b.findNode("ib-node01"));
    EXPECT_NE(b.metrics[1].node, kNoNode);

    auto c = awtest::observationsOf(b, "cloud/events.ndjson");
    ASSERT_EQ(c.size(), 1u);
    EXPECT_EQ(c[0].text,
              R"(cloud type=maintenance node=node003 instance=i-0abc message="Host \"maintenance\" in progress")");
    EXPECT_EQ(c[0].source, SourceKind::Cloud);
    EXPECT_EQ(c[0].node, b.findNode("node003"));
    EXPECT_EQ(formatIsoUtc(c[0].time), "2026-11-30T08:05:00.000Z");
}

TEST(LoaderJson, SlurmAndKubernetes) {
    TempFolder t;
    t.write("slurm/sacct.json",
            R"({"jobs": [{"job_id": 4242, "name": "llama", "nodes": "node[001-003]", "failed_node": "node002",
  "state": {"current": ["NODE_FAIL"], "reason": "None"},
  "time": {"start": 1796025600, "end": 1796026897},
  "exit_code": {"status": ["ERROR"], "return_code": {"set": true, "infinite": false, "number": 1}},
  "steps": [{"step": {"id": "4242.0", "name": "python"}, "nodes": {"count": 3, "range": "node[001-003]"},
             "state": ["FAILED"], "exit_code": {"return_code": {"number": 1}, "signal": {"name": "SIGKILL"}},
             "time": {"start": {"set": true, "infinite": false, "number": 1796025602},
                      "end": {"set": true, "infinite": false, "number": 1796026897}}}]}]})");
    t.write("slurm/scontrol.json",
            R"({"nodes": [{"name": "node002", "state": ["DOWN","DRAIN"], "reason": "NHC: gpu lost",
  "reason_changed_at": {"number": 1796026897}}, {"name": "node001", "state": ["IDLE"], "reason": ""}]})");
    t.write(
        "k8s/pods.json",
        R"({"apiVersion":"v1","kind":"List","items":[{"kind":"Pod","metadata":{"name":"train-5","namespace":"training"},
 "spec":{"nodeName":"gpu-node-5"},"status":{"phase":"Failed","startTime":"2026-11-30T08:54:53Z","containerStatuses":[
 {"name":"trainer","restartCount":1,"state":{"terminated":{"reason":"Error","exitCode":1,"finishedAt":"2026-11-30T09:30:02Z"}},
  "lastState":{"terminated":{"reason":"OOMKilled","exitCode":137}}}]}}]})");
    t.write("k8s/events.json", R"({"apiVersion":"v1","kind":"List","items":[
 {"kind":"Event","type":"Warning","reason":"BackOff","message":"Back-off restarting failed container","count":3,
  "firstTimestamp":"2026-11-30T09:31:00Z","involvedObject":{"kind":"Pod","name":"train-5"},"source":{"host":"gpu-node-5"}},
 {"kind":"Event","type":"Warning","reason":"NodeNotReady","firstTimestamp":"2026-11-30T09:32:00Z","involvedObject":{"kind":"Node","name":"gpu-node-6"}},
 {"kind":"Event","type":"Normal","reason":"Scheduled","firstTimestamp":"2026-11-30T08:54:53Z","involvedObject":{"kind":"Pod","name":"train-5"},"source":{"component":"default-scheduler"}}]})");
    Bundle b = loadBundle(t.path());

    auto s = texts(awtest::observationsOf(b, "slurm/sacct.json"));
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0], "slurm job=4242 name=llama state=NODE_FAIL nodes=node[001-003] failed_node=node002 exit_code=1 "
                    "reason=None start=2026-11-30T08:00:00.000Z end=2026-11-30T08:21:37.000Z");
    EXPECT_EQ(s[1],
              "slurm job=4242 step=4242.0 name=python state=FAILED nodes=node[001-003] exit_code=1 signal=SIGKILL "
              "start=2026-11-30T08:00:02.000Z end=2026-11-30T08:21:37.000Z");
    auto sacct = awtest::observationsOf(b, "slurm/sacct.json");
    EXPECT_EQ(formatIsoUtc(sacct[0].time), "2026-11-30T08:21:37.000Z");
    EXPECT_EQ(sacct[0].where.line, 1u);
    EXPECT_EQ(sacct[1].where.line, 5u);
    EXPECT_EQ(sacct[0].source, SourceKind::Scheduler);
    // The host list made the nodes.
    EXPECT_NE(b.findNode("node003"), kNoNode);

    auto sc = awtest::observationsOf(b, "slurm/scontrol.json");
    ASSERT_EQ(sc.size(), 1u);  // the idle node is not evidence
    EXPECT_EQ(sc[0].text, R"(slurm node=node002 state=DOWN,DRAIN reason="NHC: gpu lost")");
    EXPECT_EQ(sc[0].node, b.findNode("node002"));

    auto pods = texts(awtest::observationsOf(b, "k8s/pods.json"));
    ASSERT_EQ(pods.size(), 1u);
    EXPECT_EQ(pods[0], "k8s_pod pod=training/train-5 node=gpu-node-5 phase=Failed container=trainer state=terminated "
                       "reason=Error exit_code=1 last_reason=OOMKilled last_exit_code=137 restarts=1");
    auto ev = awtest::observationsOf(b, "k8s/events.json");
    ASSERT_EQ(ev.size(), 3u);
    EXPECT_EQ(ev[2].node, b.findNode("gpu-node-5"));  // from the pod list
    EXPECT_EQ(
        ev[0].text,
        R"(k8s_event type=Warning reason=BackOff object=Pod/train-5 node=gpu-node-5 count=3 message="Back-off restarting failed container")");
    EXPECT_EQ(ev[0].node, b.findNode("gpu-node-5"));
    EXPECT_EQ(ev[1].node, b.findNode("gpu-node-6"));
    EXPECT_EQ(formatIsoUtc(ev[1].time), "2026-11-30T09:32:00.000Z");
    EXPECT_EQ(ev[1].where.line, 4u);
}

// Slurm 21.08's sacct --json has no failed_node: a NODE_FAIL job on one node names that node,
// and the analysis blames it; on several nodes nothing says which one failed.
TEST(LoaderJson, OlderSacctNodeFailOnOneNodeNamesIt) {
    TempFolder t;
    t.write("slurm/sacct.json", R"({"jobs": [{"job_id": 127441, "name": "train", "nodes": "c014",
  "state": {"current": "NODE_FAIL", "reason": "None"}, "time": {"start": 1653648150, "end": 1653651477}},
 {"job_id": 127442, "name": "train", "nodes": "c[014-015]",
  "state": {"current": "NODE_FAIL", "reason": "None"}, "time": {"start": 1653648150, "end": 1653651477}}]})");
    Bundle b = loadBundle(t.path());
    const auto s = texts(awtest::observationsOf(b, "slurm/sacct.json"));
    ASSERT_EQ(s.size(), 2u);
    EXPECT_NE(s[0].find(" failed_node=c014"), std::string::npos) << s[0];
    EXPECT_EQ(s[1].find("failed_node"), std::string::npos) << s[1];
}

TEST(LoaderJson, ContentSniffingBeatsOddLayouts) {
    TempFolder t;
    t.write("random/stuff.txt", R"({"status":"success","data":{"resultType":"matrix","result":[]}})");
    t.write("elsewhere/j.log", R"({"__REALTIME_TIMESTAMP":"1796030981208000","_HOSTNAME":"n7","MESSAGE":"m"})"
                               "\n");
    Bundle b = loadBundle(t.path());
    EXPECT_EQ(awtest::fileOf(b, "random/stuff.txt")->format, FileFormat::PrometheusJson);
    EXPECT_EQ(awtest::fileOf(b, "elsewhere/j.log")->format, FileFormat::JournalJson);
}

// Mapped files (64 KiB and more) are classified from a read() copy of their head: 4 KiB,
// or 64 KiB where JSON keys (or a late first character) may lie further in.
TEST(LoaderJson, MappedFilesAreSniffedPastTheirFirstFourKilobytes) {
    TempFolder t;
    const std::string longMessage(5000, 'x');
    std::string journal;
    while (journal.size() < (80u << 10))
        journal += R"({"MESSAGE":")" + longMessage +
                   R"(","__REALTIME_TIMESTAMP":"1796030981208000","_HOSTNAME":"n7"})"
                   "\n";
    t.write("elsewhere/j.log", journal);
    t.write("scrape/metrics.txt",
            std::string(5000, '\n') + "# HELP up 1 if up\n# TYPE up gauge\nup 1\n" + std::string(70000, '\n'));
    Bundle b = loadBundle(t.path());
    ASSERT_GE(awtest::fileOf(b, "elsewhere/j.log")->size, 64u << 10);
    EXPECT_EQ(awtest::fileOf(b, "elsewhere/j.log")->format, FileFormat::JournalJson);
    EXPECT_EQ(awtest::fileOf(b, "scrape/metrics.txt")->format, FileFormat::PrometheusText);
}

// The year of year-less stamps comes from the first dated line of the logs, also when it lies
// past the first 4 KiB of a mapped log.
TEST(LoaderJson, YearlessStampsTakeTheYearOfADatedLinePastFourKilobytes) {
    TempFolder t;
    std::string log;
    for (int i = 0; i < 100; ++i) log += "starting worker " + std::to_string(i) + ": no time on this line at all\n";
    log += "2023-06-01T10:00:00Z training started\n";
    while (log.size() < (80u << 10)) log += "step done, loss 1.0\n";
    t.write("nodes/node001/train.log", log);
    t.write("nodes/node001/syslog", "Jun  1 10:00:01 node001 kernel: NVRM: Xid (PCI:0000:5a:00): 79\n");
    Bundle b = loadBundle(t.path());
    ASSERT_GT(awtest::fileOf(b, "nodes/node001/train.log")->size, 64u << 10);
    EXPECT_EQ(formatIsoUtc(awtest::fileOf(b, "nodes/node001/syslog")->firstTime), "2023-06-01T10:00:01.000Z");
}

TEST(LoaderJson, SampleBundlesLoadWithoutProblems) {
    const std::string root = std::string(AW_SOURCE_DIR) + "/resources/samples/";
    {
        Bundle b = loadBundle(root + "xid79-gpu-off-bus");
        EXPECT_TRUE(b.problems.empty()) << b.problems.front().file << ": " << b.problems.front().message;
        ASSERT_EQ(b.nodes.size(), 16u);
        EXPECT_EQ(b.nodes[6].name, "node007");
        EXPECT_EQ(b.nodes[6].ranks.front(), 48);
        // The root symptom line is there, on node007, with an exact time from the boot time.
        bool found = false;
        for (std::uint32_t i = 0; i < b.files.size(); ++i)
            aw::forEachObservation(b, i, [&](const Observation& o) {
                if (o.text.find("GPU has fallen off the bus") != std::string_view::npos && o.node == 6 &&
                    o.source == SourceKind::Kernel) {
                    found = true;
                    EXPECT_EQ(formatIsoUtc(o.time), "2026-11-30T08:10:03.412Z");
                    EXPECT_EQ(o.timeQuality, TimeQuality::Exact);
                }
            });
        EXPECT_TRUE(found);
        EXPECT_GT(b.metrics.size(), 0u);
    }
    {
        Bundle b = loadBundle(root + "checkpoint-permission-denied");
        EXPECT_TRUE(b.problems.empty());
        ASSERT_EQ(b.nodes.size(), 8u);
        EXPECT_EQ(b.nodes[4].name, "gpu-node-5");
        EXPECT_FALSE(b.manifest.present);
    }
    {
        Bundle b = loadBundle(root + "ib-link-flap");
        EXPECT_TRUE(b.problems.empty());
        ASSERT_EQ(b.nodes.size(), 16u);
        const std::uint32_t culprit = b.findNode("ib-node11");
        ASSERT_NE(culprit, kNoNode);
        bool linkDown = false;
        for (std::uint32_t i = 0; i < b.files.size(); ++i)
            aw::forEachObservation(b, i, [&](const Observation& o) {
                if (o.node == culprit && o.text.find("ibp193s0: Link down") != std::string_view::npos &&
                    formatIsoUtc(o.time) == "2026-11-30T14:02:11.204Z")
                    linkDown = true;
            });
        EXPECT_TRUE(linkDown);
    }
}

// Issue 25: a pod's logs in a folder named after the pod made a node row of their own,
// apart from the host's. kubectl get pods says where each pod ran (spec.nodeName): the
// pod is one of its host's names, and the host keeps its name.
TEST(LoaderJson, PodsNamedLikeNodesAreTheirHostsByTheirNodeName) {
    TempFolder t;
    t.write("k8s/pods.json", R"({"apiVersion":"v1","kind":"List","items":[
{"kind":"Pod","metadata":{"name":"llm-worker-3","namespace":"training"},"spec":{"nodeName":"gpu-node-7"},
 "status":{"phase":"Failed","startTime":"2026-11-30T08:00:00Z"}},
{"kind":"Pod","metadata":{"name":"llm-worker-4","namespace":"training"},"spec":{"nodeName":"gpu-node-8"},
 "status":{"phase":"Running","startTime":"2026-11-30T08:00:00Z"}}]})");
    t.write("pods/llm-worker-3/trainer.log",
            "2026-11-30T08:10:00Z [rank24]: RuntimeError: CUDA error: an illegal memory access\n");
    t.write("pods/llm-worker-4/trainer.log", "2026-11-30T08:10:01Z [rank32]: step 100\n");
    t.write("nodes/gpu-node-7/dmesg.log",
            "2026-11-30T08:09:59Z kernel: NVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.\n");
    Bundle b = loadBundle(t.path());
    std::vector<std::string> names;
    for (const Node& n : b.nodes) names.push_back(n.name);
    EXPECT_EQ(names, (std::vector<std::string>{"gpu-node-7", "gpu-node-8"}));
    const std::uint32_t host = b.findNode("gpu-node-7");
    ASSERT_NE(host, kNoNode);
    EXPECT_EQ(b.findNode("llm-worker-3"), host);
    for (const SourceFile& f : b.files)
        if (f.path == "pods/llm-worker-3/trainer.log" || f.path == "nodes/gpu-node-7/dmesg.log")
            EXPECT_EQ(f.node, host) << f.path;
    const Node& node = b.nodes[host];
    EXPECT_NE(std::find(node.aliases.begin(), node.aliases.end(), "llm-worker-3"), node.aliases.end());
}

// The readers place each record at its element of the JSON text: the starts are handed out
// in order, npos past what the walk found (a cut document) and for an array not found.
TEST(JsonPositions, ElementStartsFollowTheArrayThenGiveNpos) {
    const std::string_view text = R"({"jobs": [{"a": 1}, [2, 3], "x"], "cut": [1, {"b": )";
    jsonpos::ElementStarts jobs(text, jsonpos::member(text, 0, "jobs"));
    EXPECT_EQ(jobs.next(), text.find("{\"a\""));
    EXPECT_EQ(jobs.next(), text.find("[2"));
    EXPECT_EQ(jobs.next(), text.find("\"x\""));
    EXPECT_EQ(jobs.next(), jsonpos::npos);
    jsonpos::ElementStarts cut(text, jsonpos::member(text, 0, "cut"));
    EXPECT_EQ(cut.next(), text.find("1,"));
    EXPECT_EQ(cut.next(), text.find("{\"b\""));
    EXPECT_EQ(cut.next(), jsonpos::npos);
    jsonpos::ElementStarts none(text, jsonpos::member(text, jsonpos::npos, "jobs"));
    EXPECT_EQ(none.next(), jsonpos::npos);
}

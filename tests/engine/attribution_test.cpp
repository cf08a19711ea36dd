// Phase behaviour on bundles built in memory: extraction and collapsing, noise, cascade,
// same-node contributing, first appearance, ties, broad events, job state, hang, no
// failure, split ingests, determinism and provenance.
#include "engine/attribute/attributor.h"
#include "engine/attribute/analysis_json.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

using awtest::BundleBuilder;

namespace {

// "2026-11-30 08:10:03,412 " style prefix for a time given as seconds after 08:00:00.
std::string at(int secondsAfter8, int millis = 0) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "2026-11-30 %02d:%02d:%02d,%03d ", 8 + secondsAfter8 / 3600,
                  (secondsAfter8 / 60) % 60, secondsAfter8 % 60, millis);
    return buf;
}

// 2026-11-30T08:00:00Z + seconds, in ns.
aw::TimeNs timeAt(int secondsAfter8) {
    return (1796025600LL + secondsAfter8) * 1'000'000'000LL;  // 2026-11-30T08:00:00Z
}

// The built-in catalog, analysed with the given thread count.
aw::AnalysisResult analyzeBuiltin(const aw::Bundle& bundle, unsigned threads = 1) {
    aw::AnalyzeOptions options;
    options.threads = threads;
    return awtest::analyze(bundle, aw::builtinCatalog(), options);
}

// The first event with `symptom` on `node` ("" = any node), or nullptr.
const aw::Event* findEvent(const aw::AnalysisResult& r, const std::string& symptom, const std::string& node = "") {
    for (const auto& e : r.events)
        if (e.symptom == symptom && (node.empty() || e.node == node)) return &e;
    return nullptr;
}

const std::string kXid79 =
    "NVRM: Xid (PCI:0000:5a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\n";
const std::string kWatchdog =
    "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=1, "
    "NumelOut=1, Timeout(ms)=600000) ran for 600060 milliseconds before timing out.\n";
const std::string kPluginWarn =
    "node:1:1 [0] NCCL WARN NET/Plugin : dlerror=libnccl-net.so: cannot open shared object file: No such file or "
    "directory No plugin found (libnccl-net.so), using internal implementation\n";

// A 4-node job: node003's GPU falls off the bus at 08:10:03; the others time out 10 min later.
BundleBuilder xidScenario() {
    BundleBuilder b;
    for (int n = 1; n <= 4; ++n) {
        const std::string node = "node00" + std::to_string(n);
        b.node(node, {n * 8 - 8, n * 8 - 7, n * 8 - 6, n * 8 - 5, n * 8 - 4, n * 8 - 3, n * 8 - 2, n * 8 - 1});
        std::string app = at(10) + kPluginWarn + at(11) + kPluginWarn;
        if (node != "node003") app += at(1204, 100 + n) + kWatchdog + at(1204, 200 + n) + kWatchdog;
        else app += at(604, 5) + "[rank19]: RuntimeError: CUDA error: unspecified launch failure\n";
        b.app(node, app);
    }
    b.kernel("node003", at(603, 412) + kXid79 + at(603, 413) + kXid79);
    return b;
}

}  // namespace

TEST(Extraction, RepeatedHitsCollapseIntoOneEventWithCountTimesAndEvidence) {
    BundleBuilder b;
    std::string text;
    for (int i = 0; i < 50; ++i) text += at(100 + i) + kXid79;
    b.kernel("node001", text);
    const auto r = analyzeBuiltin(b.take());
    const aw::Event* e = findEvent(r, "xid_79_gpu_fallen_off_bus");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->count, 50u);
    EXPECT_EQ(e->time, timeAt(100));
    EXPECT_EQ(e->lastTime, timeAt(149));
    ASSERT_EQ(e->evidence.size(), 3u);  // the first few
    EXPECT_EQ(e->evidence[0].where.line, 1u);
    EXPECT_EQ(e->evidence[1].where.line, 2u);
    EXPECT_EQ(e->evidence[0].file, "nodes/node001/kern.log");
    const std::string line = e->evidence[0].text;
    EXPECT_EQ(line.substr(e->evidence[0].matchBegin, 6), "Xid (P");
    bool pci = false;
    for (const auto& [k, v] : e->captures) pci = pci || (k == "pci" && v == "PCI:0000:5a:00");
    EXPECT_TRUE(pci);
    EXPECT_EQ(e->title, "Xid 79: GPU has fallen off the bus (PCI:0000:5a:00)");
    std::uint64_t hits = 0;
    for (const auto& s : r.ruleStats)
        if (s.rule == "xid_79") hits = s.hits;
    EXPECT_EQ(hits, 50u);
}

// Every line a rule matched is kept for the raw-log view (issue 25: ranks 11-15 of one
// timeout went unmarked), with the span where the line holds the match; the same lines
// whatever the thread count.
TEST(Extraction, EveryMatchedLineIsMarkedWithItsSpan) {
    BundleBuilder b;
    std::string text;
    for (int i = 0; i < 15; ++i) text += at(100 + i) + kWatchdog;
    b.app("node001", text);
    const aw::Bundle bundle = b.take();
    const auto r = analyzeBuiltin(bundle, 1);
    const aw::Event* e = findEvent(r, "pytorch_watchdog_timeout");
    ASSERT_NE(e, nullptr) << aw::toJson(r);
    EXPECT_EQ(e->evidence.size(), 3u);
    ASSERT_EQ(e->markedLines.size(), 15u);
    const std::string_view bytes = bundle.files[0].data->bytes();
    for (std::size_t i = 0; i < 15; ++i) {
        const aw::MarkedLine& m = e->markedLines[i];
        EXPECT_EQ(m.where.line, i + 1);
        const std::string_view line = bytes.substr(m.where.offset, m.where.length);
        EXPECT_EQ(line.substr(m.matchBegin, 8), "Watchdog") << line;
    }
    const auto four = analyzeBuiltin(bundle, 4);
    const aw::Event* same = findEvent(four, "pytorch_watchdog_timeout");
    ASSERT_NE(same, nullptr);
    ASSERT_EQ(same->markedLines.size(), e->markedLines.size());
    for (std::size_t i = 0; i < 15; ++i) EXPECT_EQ(same->markedLines[i].where.offset, e->markedLines[i].where.offset);
}

// The first 256 lines of a benign literal rule on one node and GPU (NCCL INFO: half of a
// training log) are marked as they are read, with the literal's span: the same marks as
// the analysis of the same bytes after the load. Some lines hold the literal first where
// its boundary fails ("NCCL INFOS"): the span is the place that has it.
TEST(Extraction, RepeatedLiteralLinesMarkedDuringTheLoadEqualThoseMarkedAfter) {
    std::string text;
    for (int i = 0; i < 600; ++i)
        text += at(100 + i / 10) + "node001:2264152:2264152 [2] " + (i % 7 == 3 ? "xNCCL INFOS " : "") +
                "NCCL INFO Channel " + std::to_string(i % 32) + " : 0[2] -> 1[3] via P2P/IPC\n";
    awtest::TempFolder folder;
    folder.write("README.txt", "collected by hand\n");  // sorts first: the log is not file 0
    folder.write("nodes/node001/train.log", text);
    const aw::OpenedBundle opened = aw::openBundle(folder.path());
    ASSERT_TRUE(opened.bundle && opened.result);
    ASSERT_EQ(opened.bundle->files.size(), 2u);
    ASSERT_EQ(opened.bundle->files[1].path, "nodes/node001/train.log");
    const aw::Event* during = findEvent(*opened.result, "nccl_info");
    ASSERT_NE(during, nullptr);
    EXPECT_EQ(during->count, 600u);
    ASSERT_EQ(during->markedLines.size(), aw::kMaxMarkedLines);
    for (std::size_t i = 0; i < during->markedLines.size(); ++i) {
        const aw::MarkedLine& m = during->markedLines[i];
        EXPECT_EQ(m.where.file, 1u);
        EXPECT_EQ(m.where.line, i + 1);
        EXPECT_EQ(text.substr(m.where.offset + m.matchBegin, m.matchEnd - m.matchBegin), "NCCL INFO");
    }
    BundleBuilder b;
    b.app("node001", text);
    const auto after = analyzeBuiltin(b.take());
    const aw::Event* same = findEvent(after, "nccl_info");
    ASSERT_NE(same, nullptr);
    ASSERT_EQ(same->markedLines.size(), during->markedLines.size());
    for (std::size_t i = 0; i < same->markedLines.size(); ++i) {
        EXPECT_EQ(same->markedLines[i].where.offset, during->markedLines[i].where.offset);
        EXPECT_EQ(same->markedLines[i].matchBegin, during->markedLines[i].matchBegin);
        EXPECT_EQ(same->markedLines[i].matchEnd, during->markedLines[i].matchEnd);
    }
}

// An attributor that is done hands its marked lines to the events instead of copying
// them (openBundle does): the same events, the same marks, and nothing left behind.
TEST(Extraction, ADoneAttributorGivesTheSameMarksItWouldCopy) {
    const aw::Bundle bundle = xidScenario().take();
    aw::Attributor attributor(aw::builtinCatalog());
    attributor.ingest(bundle);
    const aw::AnalysisResult copied = attributor.attribute();
    const aw::AnalysisResult taken = std::move(attributor).attribute();
    EXPECT_EQ(aw::toJson(taken), aw::toJson(copied));
    ASSERT_EQ(taken.events.size(), copied.events.size());
    std::size_t marks = 0;
    for (std::size_t i = 0; i < taken.events.size(); ++i) {
        const auto& a = taken.events[i].markedLines;
        const auto& b = copied.events[i].markedLines;
        ASSERT_EQ(a.size(), b.size()) << taken.events[i].rule;
        for (std::size_t j = 0; j < a.size(); ++j) {
            EXPECT_EQ(a[j].where.file, b[j].where.file);
            EXPECT_EQ(a[j].where.offset, b[j].where.offset);
            EXPECT_EQ(a[j].matchBegin, b[j].matchBegin);
            EXPECT_EQ(a[j].matchEnd, b[j].matchEnd);
        }
        marks += a.size();
    }
    EXPECT_GT(marks, taken.events.size());
}

// A structured record's rules read a normalised text; its mark is where the record's own
// bytes hold the match (issue 25: "IMESTAMP" was marked in journal JSON).
TEST(Extraction, AJsonRecordsMarkIsInTheRecordAsWritten) {
    const std::string path = awtest::sourcePath("resources/samples/checkpoint-permission-denied");
    const aw::OpenedBundle opened = aw::openBundle(path);
    ASSERT_TRUE(opened.bundle && opened.result);
    std::size_t jsonMarks = 0;
    for (const aw::Event& e : opened.result->events) {
        for (const aw::MarkedLine& m : e.markedLines) {
            const aw::SourceFile& file = opened.bundle->files[m.where.file];
            if (file.format == aw::FileFormat::TextLog || m.matchEnd == m.matchBegin) continue;
            // The span is in the match's own line of the (pretty-printed) record.
            std::string_view line = file.data->bytes().substr(m.where.offset, m.where.length);
            for (std::uint32_t n = m.where.line; n < m.line; ++n) line.remove_prefix(line.find('\n') + 1);
            line = line.substr(0, line.find('\n'));
            const std::string_view marked = line.substr(m.matchBegin, m.matchEnd - m.matchBegin);
            // The marked bytes are the matched text of one of the event's evidence lines.
            bool inEvidence = false;
            for (const aw::EvidenceRef& ev : e.evidence)
                inEvidence = inEvidence || ev.text.find(marked) != std::string::npos;
            EXPECT_TRUE(inEvidence) << e.rule << ": " << marked;
            ++jsonMarks;
        }
    }
    EXPECT_GT(jsonMarks, 0u);
}

TEST(Extraction, AFallbackRuleOnlyFiresWhenNoSpecificRuleMatches) {
    BundleBuilder b;
    b.app("node001", at(5) + "[rank1]: PermissionError: [Errno 13] Permission denied: '/ckpt/a.pt'\n" + at(6) +
                         "[rank1]: KeyError: 'layer'\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_NE(findEvent(r, "storage_permission_denied"), nullptr);
    const aw::Event* generic = findEvent(r, "python_exception");
    ASSERT_NE(generic, nullptr);
    EXPECT_EQ(generic->count, 1u) << "the PermissionError line is not also a generic exception";
}

// The device plugin's line (NVIDIA/k8s-device-plugin#189) reads as the generic Xid and as a
// generic Python exception; it is one Xid report: Xid 69 of NVIDIA's catalog (the Xid family),
// and with a code the catalog does not list, the strongest fallback (the generic Xid).
TEST(Extraction, OfFallbackRulesOnOneLineOnlyTheStrongestFires) {
    BundleBuilder b;
    b.app("node001", "2020/08/10 19:09:42 XidCriticalError: Xid=69 on Device=GPU-7540a9b3-eeb9-1214-1526-"
                     "f93c9ea826a8, the device will go unhealthy.\n" +
                         at(5) + "XidCriticalError: Xid=250 on Device=GPU-7540a9b3-eeb9-1214-1526-f93c9ea826a8\n" +
                         at(6) + "[rank1]: KeyError: 'layer'\n");
    const auto r = analyzeBuiltin(b.take());
    const aw::Event* member = findEvent(r, "xid_69_graphics_engine_class_error");
    ASSERT_NE(member, nullptr) << "a code of the catalog is its family member";
    EXPECT_EQ(member->title, "Xid 69: Graphics Engine class error") << "a PCI address the line lacks is left out";
    const aw::Event* xid = findEvent(r, "xid_other");
    ASSERT_NE(xid, nullptr) << "a code the catalog does not list";
    EXPECT_EQ(xid->title, "Xid 250");
    EXPECT_EQ(xid->count, 1u);
    const aw::Event* generic = findEvent(r, "python_exception");
    ASSERT_NE(generic, nullptr) << "a line with one fallback still fires it";
    EXPECT_EQ(generic->count, 1u) << "neither Xid line is also a generic exception";
}

TEST(Phases, XidIsRootCascadeIsSymptomNoiseIsNoiseAndSameNodeCudaErrorContributes) {
    const auto r = analyzeBuiltin(xidScenario().take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware);
    ASSERT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});
    EXPECT_EQ(r.verdict.symptom, "xid_79_gpu_fallen_off_bus");
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::High);
    const aw::Event* root = r.findEvent(r.verdict.rootEventId);
    ASSERT_NE(root, nullptr);
    EXPECT_EQ(root->cls, aw::EventClass::RootCause);
    EXPECT_EQ(root->node, "node003");

    for (const auto& e : r.events) {
        if (e.symptom == "pytorch_watchdog_timeout") {
            EXPECT_EQ(e.cls, aw::EventClass::Symptom) << e.node;
            EXPECT_EQ(e.classRule, "cascade_after_fault");
            EXPECT_NE(e.reason.find("#" + std::to_string(root->id)), std::string::npos) << e.reason;
            EXPECT_NE(e.reason.find("cascade_after_fault"), std::string::npos);
        }
        if (e.symptom == "nccl_net_plugin_missing") {
            EXPECT_EQ(e.cls, aw::EventClass::Noise);
            EXPECT_TRUE(e.suppressed);
            EXPECT_FALSE(e.reason.empty());
        }
    }
    const aw::Event* cuda = findEvent(r, "cuda_launch_failure", "node003");
    ASSERT_NE(cuda, nullptr);
    EXPECT_EQ(cuda->cls, aw::EventClass::Contributing);
    EXPECT_EQ(cuda->classRule, "same_node_consequence");
    EXPECT_EQ(cuda->rank, 19);
    // Chain: verdict -> outcome rule -> root event -> decisions -> raw line.
    ASSERT_GE(r.verdict.chain.size(), 3u);
    EXPECT_EQ(r.verdict.chain.front().rule, "single_root_outcome");
    EXPECT_NE(r.verdict.chain.back().text.find("nodes/node003/kern.log:1: "), std::string::npos);
}

TEST(Phases, ClockSkewOfAFewSecondsDoesNotChangeTheVerdict) {
    for (int skew : {-4, 0, 4}) {
        BundleBuilder b = xidScenario();
        // node004's clock is off by `skew` seconds: its own fault-free lines move.
        b.app("node004", at(1204 + skew) + kWatchdog);
        const auto r = analyzeBuiltin(b.take());
        EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware) << skew;
        EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"}) << skew;
    }
}

TEST(Phases, TwoIndependentFaultsTheEarliestIsRootTheLaterContributes) {
    BundleBuilder b = xidScenario();
    b.app("node001", at(800, 771) + "[rank3]: OSError: [Errno 28] No space left on device\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuHardware);
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::Medium) << "another fault competed";
    const aw::Event* disk = findEvent(r, "no_space_left", "node001");
    ASSERT_NE(disk, nullptr);
    EXPECT_EQ(disk->cls, aw::EventClass::Contributing);
    EXPECT_EQ(disk->classRule, "first_appearance");
    ASSERT_EQ(r.verdict.candidates.size(), 2u);
    EXPECT_EQ(r.verdict.candidates[1].node, "node001");
}

// akash-network/support#244: a node's dmesg holds Xid 43 and Xid 31 of earlier jobs, days
// before the Xid 94 at the failure. The old faults are history: shown, not the root.
TEST(Phases, FaultsDaysBeforeTheIncidentAreHistoryNotTheRoot) {
    BundleBuilder b;
    b.kernel(
        "node4",
        "[Wed Jul 31 23:14:18 2024] NVRM: Xid (PCI:0000:00:05): 43, pid=1045242, name=pt_main_thread, Ch 00000008\n"
        "[Mon Aug  5 03:54:13 2024] NVRM: Xid (PCI:0000:00:07): 31, pid=2512125, name=python3.10, Ch 00000008, "
        "intr 00000000. MMU Fault: ENGINE GRAPHICS GPCCLIENT_T1_8 faulted @ 0x73ac_1c000000. Fault is of type "
        "FAULT_PDE ACCESS_TYPE_VIRT_WRITE\n"
        "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 94, pid='<unknown>', name=<unknown>, Contained: "
        "SM (0x1). RST: No, D-RST: No\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.symptom, "xid_94_contained_ecc");
    const aw::Event* old = findEvent(r, "xid_43_gpu_stopped_processing");
    ASSERT_NE(old, nullptr);
    EXPECT_EQ(old->cls, aw::EventClass::Noise);
    EXPECT_EQ(old->classRule, "earlier_faults_are_history");
    EXPECT_FALSE(old->suppressed) << "history stays in view";
    EXPECT_NE(old->reason.find("8.6 days before the incident"), std::string::npos) << old->reason;
    // A day apart is one incident: the earlier fault stays the root.
    BundleBuilder close;
    close.kernel(
        "node4",
        "[Thu Aug  8 13:32:56 2024] NVRM: Xid (PCI:0000:00:05): 43, pid=1045242, name=pt_main_thread, Ch 00000008\n"
        "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 94, pid='<unknown>', name=<unknown>, "
        "Contained: SM (0x1). RST: No, D-RST: No\n");
    const auto sameIncident = analyzeBuiltin(close.take());
    EXPECT_EQ(findEvent(sameIncident, "xid_43_gpu_stopped_processing")->cls, aw::EventClass::RootCause);
}

// An untimed line takes the time of the line before it, which may be minutes older: that
// time is a lower bound, marked, and does not by itself put the fault first.
TEST(Phases, AnInheritedTimeDoesNotDecideWhichFaultCameFirst) {
    BundleBuilder b;
    b.node("node001", {0});
    b.node("node002", {1});
    b.app("node001", at(0) + "INFO step 10 loss 2.31\n"
                             "[rank0]: RuntimeError: CUDA error: an illegal memory access was encountered\n");
    b.kernel("node002", at(120) + kXid79);
    const auto r = analyzeBuiltin(b.take());
    const aw::Event* cuda = nullptr;
    for (const auto& e : r.events)
        if (e.node == "node001" && e.symptom.starts_with("cuda_")) cuda = &e;
    ASSERT_NE(cuda, nullptr);
    EXPECT_TRUE(cuda->timeInherited);
    EXPECT_EQ(cuda->time, timeAt(0));
    EXPECT_NE(aw::toJson(r).find("\"time_inherited\": true"), std::string::npos);
    EXPECT_NE(r.verdict.culpritNodes, std::vector<std::string>{"node001"}) << r.verdict.summary;
    EXPECT_FALSE(findEvent(r, "xid_79_gpu_fallen_off_bus")->timeInherited);
}

TEST(Phases, TwoFaultsWithinTheSkewToleranceOnDifferentNodesAreUnknown) {
    BundleBuilder b;
    b.kernel("node001", at(100, 0) + kXid79);
    b.kernel("node002", at(102, 0) + "mlx5_core 0000:c1:00.0 ibp193s0: Link down\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Unknown);
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << "a wrong culprit is worse than none";
    EXPECT_EQ(r.verdict.candidates.size(), 2u);
    EXPECT_EQ(r.verdict.rule, "unordered_faults_unknown");
}

// A lone exception no rule knows is the application's (transport_peer_test.cpp); beside a
// transport error it cannot be placed against, it is only a generic error.
TEST(Phases, OnlyGenericErrorsAreUnknownWithCandidates) {
    BundleBuilder b;
    b.app("node001", at(100) + "[rank1]: ValueError: shapes do not match\n");
    b.app("node002", "node002:1:1 [0] NCCL WARN NET/Socket : socket progress error\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Unknown);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    ASSERT_EQ(r.verdict.candidates.size(), 1u);
    EXPECT_EQ(r.verdict.candidates[0].symptom, "python_exception");
}

TEST(Phases, GenericExceptionsGiveWayToASpecificFault) {
    BundleBuilder b = xidScenario();
    b.app("node002", at(2000) + "[rank9]: ValueError: late teardown error\n");  // outside the cascade window
    const auto r = analyzeBuiltin(b.take());
    const aw::Event* generic = findEvent(r, "python_exception", "node002");
    ASSERT_NE(generic, nullptr);
    EXPECT_EQ(generic->cls, aw::EventClass::Symptom);
    EXPECT_EQ(generic->classRule, "generic_gives_way");
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});
}

// The FFB6D paste (tests/data/real/src3-app-distributed-launch-script-not-found-ffb6d): no

// accelerate#1519 (tests/data/real/src6c-accelerate-slurm-gpu187-cuda-oom-torchrun-root-cause):

// torchrun's "Signal 9 (SIGKILL) received by PID" alone points at host memory (the OOM
// killer); beside a stronger fault, untimed both, it is that fault's consequence, not a rival.
TEST(Phases, AWorkerKilledBySigkillIsHostMemoryAloneAndGivesWayToAStrongerFault) {
    const std::string killed =
        "  exitcode  : -9 (pid: 11127)\n  traceback : Signal 9 (SIGKILL) received by PID 11127\n";
    BundleBuilder alone;
    alone.log("train.log", "", aw::SourceKind::AppLog, killed);
    const auto a = analyzeBuiltin(alone.take());
    EXPECT_EQ(a.verdict.outcome, aw::Outcome::Host);
    EXPECT_EQ(a.verdict.symptom, "worker_sigkill");

    BundleBuilder both;
    both.log("train.log", "", aw::SourceKind::AppLog,
             "[rank0]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n" + killed);
    const auto b = analyzeBuiltin(both.take());
    EXPECT_EQ(b.verdict.outcome, aw::Outcome::Application) << b.verdict.summary;
    EXPECT_EQ(b.verdict.symptom, "cuda_out_of_memory");
    const aw::Event* kill = findEvent(b, "worker_sigkill");
    ASSERT_NE(kill, nullptr);
    EXPECT_EQ(kill->classRule, "launcher_hints_give_way");
}
// the job's model ran out of GPU memory on gpu187; the node is where it showed, not a culprit.
TEST(Phases, AnApplicationFaultNamesWhereItShowedButBlamesNoNode) {
    BundleBuilder b;
    b.app("gpu187", at(100) + "[rank2]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n");
    b.app("gpu188", at(160) +
                        "[rank9]: [E ProcessGroupNCCL.cpp:475] [Rank 9] Watchdog caught collective operation "
                        "timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, Timeout(ms)=60000) ran for 60001 milliseconds "
                        "before timing out.\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Application);
    EXPECT_EQ(r.verdict.symptom, "cuda_out_of_memory");
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.culpritNodes.front();
    EXPECT_EQ(r.verdict.culpritGpu, -1);
    EXPECT_NE(r.verdict.summary.find("gpu187"), std::string::npos) << r.verdict.summary;
    const bool said = std::any_of(r.verdict.chain.begin(), r.verdict.chain.end(), [](const aw::ReasonStep& s) {
        return s.rule == "job_faults_blame_no_node" && s.text.find("gpu187 is where it showed") != std::string::npos;
    });
    EXPECT_TRUE(said);
}
// time, no node, a job-level cause beside the launcher's own exception.
TEST(Phases, GenericExceptionsGiveWayToAJobLevelFaultWithNoTime) {
    BundleBuilder b;
    b.log("train.log", "", aw::SourceKind::AppLog,
          "/usr/bin/python3: can't open file 'train_lm.py': [Errno 2] No such file or directory\n"
          "subprocess.CalledProcessError: Command '['/usr/bin/python3', '-u', 'train_lm.py']' returned "
          "non-zero exit status 2.\n");
    const auto r = analyzeBuiltin(b.take());
    const aw::Event* generic = findEvent(r, "python_exception");
    ASSERT_NE(generic, nullptr);
    EXPECT_EQ(generic->cls, aw::EventClass::Symptom);
    EXPECT_EQ(generic->classRule, "generic_gives_way");
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::User);
    EXPECT_EQ(r.verdict.symptom, "python_script_not_found");
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
}

TEST(Phases, NoFailureEvidenceIsUnknownAndBlamesNobody) {
    BundleBuilder b;
    for (int n = 1; n <= 4; ++n) b.app("node00" + std::to_string(n), at(10) + kPluginWarn + at(12) + kPluginWarn);
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Unknown);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.rootEventId, 0u);
    EXPECT_EQ(r.verdict.rule, "no_failure_evidence");
    for (const auto& e : r.events) EXPECT_EQ(e.cls, aw::EventClass::Noise);
}

TEST(Phases, EverydayWarningsSeenOnMostNodesBeforeTheFaultAreNoise) {
    BundleBuilder b = xidScenario();
    const std::string warn = "node:1:1 [0] NCCL WARN Call to ibv_reg_mr took 2 s\n";
    for (int n = 1; n <= 4; ++n) b.app("node00" + std::to_string(n), at(30) + warn);
    const auto r = analyzeBuiltin(b.take());
    for (const auto& e : r.events)
        if (e.symptom == "nccl_warn") {
            EXPECT_EQ(e.cls, aw::EventClass::Noise) << e.node;
            EXPECT_EQ(e.classRule, "everyday_warnings");
        }
}

TEST(Phases, ACollectiveTimeoutThatNothingExplainsIsAHang) {
    BundleBuilder b;
    for (int n = 1; n <= 4; ++n) b.app("node00" + std::to_string(n), at(1204) + kWatchdog);
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Hang);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
}

// NVIDIA/nccl#1405: only NCCL's IB completion errors (status 12, retry exceeded) from a peer
// that is an address. The network, but no node: the peer names none and either side's link
// may have failed.
TEST(Phases, TransportErrorsThatNothingExplainsAreTheNetworkWithNoCulprit) {
    BundleBuilder b;
    b.app("kp-ddp-worker-0",
          "kp-ddp-worker-0:3468:3905 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion from peer "
          "10.216.210.236<54862> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid "
          "fd00:1148:9000:5000:4:200:3:ff22 remoteGidsfd00:1148:9000:5000:4:200:3:ff1f\n"
          "kp-ddp-worker-0:3468:3905 [4] NCCL INFO transport/net.cc:1302 -> 6\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Network);
    EXPECT_EQ(r.verdict.rule, "unexplained_transport_errors");
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    EXPECT_EQ(r.verdict.confidence, aw::Confidence::Low);
    // With a fault that explains them, they are its symptoms.
    BundleBuilder withFault = xidScenario();
    withFault.app("node001", at(700) + "node001:3468:3905 [4] NCCL WARN NET/IB : Got completion from peer "
                                       "10.0.0.3<54862> with status=12 opcode=0 len=0 vendor err 129 (Recv)\n");
    EXPECT_EQ(analyzeBuiltin(withFault.take()).verdict.culpritNodes, std::vector<std::string>{"node003"});
}

TEST(Phases, TheSameFaultOnMoreThanSixteenNodesIsABroadEventWithNoCulprit) {
    BundleBuilder b;
    for (int n = 1; n <= 20; ++n) {
        char name[16];
        std::snprintf(name, sizeof name, "node%03d", n);
        b.kernel(name, at(100 + n) + "nfs: server fs01 not responding, still trying\n");
    }
    const auto r = analyzeBuiltin(b.take());
    EXPECT_TRUE(r.verdict.broadEvent);
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Storage);
    EXPECT_TRUE(r.verdict.culpritNodes.empty());
    for (const auto& e : r.events) {
        if (e.symptom == "nfs_not_responding") EXPECT_EQ(e.classRule, "broad_same_fault");
    }
}

// coqui-ai/STT#2238 (tests/data/real/src4k-slurm-job-exceeded-memory-limit-coqui-stt-xantipa):
// slurmstepd kills the job over its memory limit, then writes its plain cancel line, whose
// own time the untimed kill line cannot be ordered against.
TEST(Phases, APlainSlurmCancelBesideAStrongerJobFaultIsItsConsequence) {
    BundleBuilder b;
    b.log("slurm-7518.out", "", aw::SourceKind::AppLog,
          "slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being killed\n"
          "slurmstepd: error: Exceeded job memory limit\n"
          "slurmstepd: error: *** JOB 7518 ON xantipa CANCELLED AT 2022-06-10T17:11:35 ***\n");
    const auto r = analyzeBuiltin(b.take());
    EXPECT_EQ(r.verdict.symptom, "slurm_out_of_memory") << r.verdict.summary;
    const aw::Event* cancelled = findEvent(r, "slurm_cancelled");
    ASSERT_NE(cancelled, nullptr);
    EXPECT_EQ(cancelled->classRule, "scheduler_cancel_gives_way");
}

TEST(Phases, AJobCancelledAfterTheFaultIsASymptomAndSchedulerFailuresAloneAreInfrastructure) {
    BundleBuilder b = xidScenario();
    b.record("slurm/sacct.json", aw::SourceKind::Scheduler, timeAt(1297), "slurm job=4242 state=CANCELLED");
    auto r = analyzeBuiltin(b.take());
    const aw::Event* cancelled = findEvent(r, "slurm_cancelled");
    ASSERT_NE(cancelled, nullptr);
    EXPECT_EQ(cancelled->cls, aw::EventClass::Symptom);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node003"});

    BundleBuilder only;
    only.record("slurm/sacct.json", aw::SourceKind::Scheduler, timeAt(1297), "slurm job=4242 state=PREEMPTED");
    r = analyzeBuiltin(only.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Infrastructure);
}

TEST(Ingest, TwoIngestsEqualOnePassOverBoth) {
    BundleBuilder whole = xidScenario();
    const auto one = analyzeBuiltin(whole.take());

    // The same files in two bundles (node003's kernel log arrives second).
    BundleBuilder first, second;
    for (int n = 1; n <= 4; ++n) {
        const std::string node = "node00" + std::to_string(n);
        std::string app = at(10) + kPluginWarn + at(11) + kPluginWarn;
        if (node != "node003") app += at(1204, 100 + n) + kWatchdog + at(1204, 200 + n) + kWatchdog;
        else app += at(604, 5) + "[rank19]: RuntimeError: CUDA error: unspecified launch failure\n";
        first.node(node, {n * 8 - 8, n * 8 - 7, n * 8 - 6, n * 8 - 5, n * 8 - 4, n * 8 - 3, n * 8 - 2, n * 8 - 1});
        first.app(node, app);
    }
    second.kernel("node003", at(603, 412) + kXid79 + at(603, 413) + kXid79);
    const aw::Bundle a = first.take(), c = second.take();
    aw::Attributor attributor(aw::builtinCatalog());
    attributor.ingest(a);
    const auto partial = attributor.attribute();
    EXPECT_NE(partial.verdict.outcome, aw::Outcome::GpuHardware);
    attributor.ingest(c);
    EXPECT_EQ(aw::toJson(attributor.attribute()), aw::toJson(one));

    aw::Attributor reversed(aw::builtinCatalog());
    reversed.ingest(c);
    reversed.ingest(a);
    EXPECT_EQ(aw::toJson(reversed.attribute()), aw::toJson(one));
}

TEST(Determinism, SameJsonWhateverTheThreadCountAndFileOrder) {
    const aw::Bundle bundle = xidScenario().take();
    const std::string one = aw::toJson(analyzeBuiltin(bundle, 1));
    EXPECT_EQ(aw::toJson(analyzeBuiltin(bundle, 4)), one);
    EXPECT_EQ(aw::toJson(analyzeBuiltin(bundle, 1)), one) << "attribute() is pure";

    // Files listed in another order: same result, except the file indices in `where`.
    aw::Bundle shuffled = xidScenario().take();
    std::reverse(shuffled.files.begin(), shuffled.files.end());
    std::reverse(shuffled.records.begin(), shuffled.records.end());
    const auto a = analyzeBuiltin(bundle, 2), b = analyzeBuiltin(shuffled, 2);
    ASSERT_EQ(a.events.size(), b.events.size());
    for (std::size_t i = 0; i < a.events.size(); ++i) {
        EXPECT_EQ(a.events[i].rule, b.events[i].rule);
        EXPECT_EQ(a.events[i].node, b.events[i].node);
        EXPECT_EQ(a.events[i].cls, b.events[i].cls);
        ASSERT_EQ(a.events[i].evidence.size(), b.events[i].evidence.size());
        for (std::size_t k = 0; k < a.events[i].evidence.size(); ++k)
            EXPECT_EQ(a.events[i].evidence[k].file, b.events[i].evidence[k].file);
    }
    EXPECT_EQ(a.verdict.summary, b.verdict.summary);
}

TEST(Provenance, LinksEvidenceToEventsToDecisionsToTheVerdict) {
    const auto r = analyzeBuiltin(xidScenario().take());
    const auto& p = r.provenance;
    auto hasNode = [&](const std::string& id) {
        for (const auto& n : p.nodes)
            if (n.id == id) return true;
        return false;
    };
    auto hasEdge = [&](const std::string& from, const std::string& to) {
        for (const auto& e : p.edges)
            if (e.from == from && e.to == to) return true;
        return false;
    };
    const std::string root = "e:" + std::to_string(r.verdict.rootEventId);
    ASSERT_TRUE(hasNode("verdict"));
    ASSERT_TRUE(hasNode(root));
    EXPECT_TRUE(hasEdge(root, "d:single_root_outcome"));
    EXPECT_TRUE(hasEdge("d:single_root_outcome", "verdict"));
    EXPECT_TRUE(hasEdge("ev:" + std::to_string(r.verdict.rootEventId) + ":0", root));
    for (const auto& e : p.edges) {
        EXPECT_TRUE(hasNode(e.from)) << e.from;
        EXPECT_TRUE(hasNode(e.to)) << e.to;
        EXPECT_FALSE(e.label.empty());
    }
    bool evidenceLocated = false;
    for (const auto& n : p.nodes)
        if (n.kind == aw::ProvKind::Evidence)
            evidenceLocated = evidenceLocated || (n.hasLocation && n.evidence.where.line > 0);
    EXPECT_TRUE(evidenceLocated);
}

TEST(Provenance, ManyCascadeEventsBecomeOneSummaryNode) {
    BundleBuilder b;
    for (int n = 1; n <= 200; ++n) {
        char name[16];
        std::snprintf(name, sizeof name, "node%03d", n);
        b.app(name, at(1204) + kWatchdog);
    }
    b.kernel("node007", at(603) + kXid79);
    const auto r = analyzeBuiltin(b.take(), 2);
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node007"});
    EXPECT_LT(r.provenance.nodes.size(), 20u) << "cascade events of 200 nodes stay a readable graph";
    bool summary = false;
    for (const auto& n : r.provenance.nodes)
        summary = summary || (n.label.find("pytorch_watchdog_timeout: 200 events on 200 nodes") != std::string::npos);
    EXPECT_TRUE(summary);
}

// A hand-built bundle and analysis for the report tests: one node's Xid 79 is the root
// cause, NCCL watchdog timeouts on other nodes are symptoms, an NCCL INFO line is noise.
// It pins the report writers independently of the rules and the loaders.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "tests/support/bundle_builder.h"
#include "tests/support/event_builder.h"

#include <memory>
#include <string>

namespace awtest {

// Where `needle` starts in `text`: the 1-based line, the line's byte offset and length.
inline aw::SourceLocation locate(const std::string& text, std::uint32_t file, const std::string& needle) {
    const auto at = text.find(needle);
    aw::SourceLocation where;
    where.file = file;
    const auto lineStart = text.rfind('\n', at) == std::string::npos ? 0 : text.rfind('\n', at) + 1;
    where.offset = lineStart;
    const auto lineEnd = text.find('\n', at);
    where.length = static_cast<std::uint32_t>((lineEnd == std::string::npos ? text.size() : lineEnd) - lineStart);
    where.line = 1;
    for (std::size_t i = 0; i < lineStart; ++i)
        if (text[i] == '\n') ++where.line;
    return where;
}

inline aw::EvidenceRef evidence(const aw::Bundle& bundle, std::uint32_t file, const std::string& needle,
                                const std::string& match) {
    const std::string text(bundle.files[file].data->bytes());
    aw::EvidenceRef ref;
    ref.where = locate(text, file, needle);
    ref.file = bundle.files[file].path;
    const auto line = text.substr(ref.where.offset, ref.where.length);
    ref.matchBegin = static_cast<std::uint32_t>(line.find(match));
    ref.matchEnd = ref.matchBegin + static_cast<std::uint32_t>(match.size());
    return ref;
}

constexpr aw::TimeNs kT0 = 1'795'766'400'000'000'000LL;  // 2026-11-27T08:00:00Z
constexpr aw::TimeNs kSecond = 1'000'000'000LL;

inline std::shared_ptr<aw::Bundle> handBuiltBundle() {
    BundleBuilder bundle;
    bundle.root("/data/bundles/llm-pretrain-7b")
        .manifest({.present = true,
                   .workloadId = "llm-pretrain-7b-job-4711",
                   .scheduler = "slurm",
                   .start = kT0,
                   .end = kT0 + 1800 * kSecond});
    for (const char* n : {"node01", "node02", "node03", "node04"}) bundle.node(n);
    const std::string kern =
        "Nov 27 08:04:58 node03 kernel: [ 9120.1] nvidia-nvlink: link up\n"
        "Nov 27 08:04:59 node03 kernel: [ 9121.3] NVRM: GPU at PCI:0000:3b:00: GPU-5a1f\n"
        "Nov 27 08:05:00 node03 kernel: [ 9122.0] NVRM: Xid (PCI:0000:3b:00): 79, pid=2211, GPU has fallen off the bus.\n"
        "Nov 27 08:05:00 node03 kernel: [ 9122.0] NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus.\n"
        "Nov 27 08:05:01 node03 kernel: [ 9123.4] <bad \x01 byte> \xff\xfe tail\n";
    const std::string app =
        "2026-11-27T08:14:59.100Z [rank0] step 1200 loss 2.31\n"
        "2026-11-27T08:15:00.250Z [rank0] NCCL INFO comm 0x55 rank 0 nranks 32 - Init COMPLETE\n"
        "2026-11-27T08:15:02.000Z [rank0] [E ProcessGroupNCCL.cpp:1182] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=5531, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.\n"
        "2026-11-27T08:15:02.001Z [rank0] terminate called after throwing an instance of 'c10::DistBackendError'\n";
    bundle.log("node03/kern.log", "node03", aw::SourceKind::Kernel, kern)
        .log("node01/train.log", "node01", aw::SourceKind::AppLog, app)
        .log("slurm/sacct.json", "", aw::SourceKind::Scheduler, "")  // no bytes for the excerpt test
        .problem({"node04/dmesg.bin", 0, aw::Severity::Error, "binary file, not read"});
    return std::make_shared<aw::Bundle>(bundle.take());
}

inline aw::AnalysisResult handBuiltAnalysis(const aw::Bundle& b) {
    aw::AnalysisResult r;
    r.catalogVersion = "builtin-2026.12.1";
    auto add = [&](EventBuilder event) {
        r.events.push_back(event.id(static_cast<std::uint32_t>(r.events.size() + 1)).build());
        return r.events.back().id;
    };
    const std::uint32_t xidId = add(EventBuilder()
                                        .kind(aw::EventKind::BadNode)
                                        .node("node03")
                                        .gpu(0)
                                        .symptom("xid_79_gpu_fallen_off_bus")
                                        .title("Xid 79: GPU has fallen off the bus")
                                        .at(kT0 + 300 * kSecond)
                                        .count(2)
                                        .rule("xid_79")
                                        .outcomeHint(aw::Outcome::GpuHardware)
                                        .classed(aw::EventClass::RootCause, "earliest_hardware_fault",
                                                 "earliest hardware fault; every other node failed after it")
                                        .capture("xid", "79")
                                        .capture("pci", "0000:3b:00")
                                        .evidence(evidence(b, 0, "79, pid=2211", "Xid (PCI:0000:3b:00): 79")));
    const std::uint32_t noiseId =
        add(EventBuilder()
                .node("node01")
                .rank(0)
                .symptom("nccl_info")
                .title("NCCL INFO line")
                .time(kT0 + 900 * kSecond + 250'000'000)  // no last time
                .rule("nccl_info")
                .severity(aw::Severity::Info)
                .classed(aw::EventClass::Noise, "nccl_info_is_noise", "NCCL INFO lines are routine")
                .suppressed()
                .evidence(evidence(b, 1, "NCCL INFO", "NCCL INFO")));
    std::uint32_t firstWatchdog = 0;
    for (int n : {1, 2, 4}) {
        EventBuilder w;
        w.node("node0" + std::to_string(n))
            .rank((n - 1) * 8)
            .symptom("nccl_watchdog_timeout")
            .title("NCCL watchdog timeout | ALLREDUCE")
            .at(kT0 + 902 * kSecond + n * 1'000'000)
            .rule("nccl_watchdog")
            .outcomeHint(aw::Outcome::Network)
            .classed(aw::EventClass::Symptom, "cascade_nccl", "NCCL timeout 602 s after the root cause on node03");
        if (n == 1) w.evidence(evidence(b, 1, "Watchdog caught", "Watchdog caught collective operation timeout"));
        const auto id = add(w);
        if (!firstWatchdog) firstWatchdog = id;
    }
    aw::EvidenceRef sref;
    sref.file = "slurm/sacct.json";
    sref.where.file = 2;
    sref.where.line = 3;
    const std::uint32_t slurmId =
        add(EventBuilder()
                .kind(aw::EventKind::Job)
                .symptom("slurm_job_failed")
                .title("Slurm job 4711 FAILED")
                .time(kT0 + 905 * kSecond)  // no last time
                .rule("slurm_job_state")
                .scope(aw::Scope::Job)
                .classed(aw::EventClass::Contributing, "job_state_follows", "the job ended because of the root cause")
                .evidence(sref));

    aw::Verdict& v = r.verdict;
    v.outcome = aw::Outcome::GpuHardware;
    v.culpritNodes = {"node03"};
    v.culpritRanks = {16, 17};
    v.culpritGpu = 0;
    v.symptom = "xid_79_gpu_fallen_off_bus";
    v.summary = "GPU 0 of node03 fell off the bus at 08:05:00; the NCCL timeouts on 3 other nodes followed it.";
    v.confidence = aw::Confidence::High;
    v.rootEventId = xidId;
    v.rule = "outcome_gpu_hardware";
    v.chain = {{"outcome_gpu_hardware", "Outcome GPU hardware: the root cause is an Xid 79 on node03", 0},
               {"earliest_hardware_fault", "The Xid 79 on node03 is the earliest hardware fault", xidId},
               {"cascade_nccl", "NCCL watchdog timeouts on node01, node02, node04 came 602 s later", firstWatchdog},
               {"xid_79", "node03/kern.log line 3 matched <Xid 79>", xidId}};
    v.candidates = {{"node01", "nccl_watchdog_timeout", aw::Outcome::Network, "first NCCL timeout, but after the Xid"}};

    auto node = [&](std::string id, aw::ProvKind kind, std::string label, std::string rule, std::uint32_t eventId) {
        aw::ProvNode n;
        n.id = std::move(id);
        n.kind = kind;
        n.label = std::move(label);
        n.rule = std::move(rule);
        n.eventId = eventId;
        return n;
    };
    aw::ProvNode ev = node("ev:1", aw::ProvKind::Evidence, "kern.log:3", "", 0);
    ev.hasLocation = true;
    ev.evidence = r.events[xidId - 1].evidence[0];
    r.provenance.nodes = {
        ev,
        node("ev:2", aw::ProvKind::Evidence, "train.log:3", "", 0),
        node("e:" + std::to_string(xidId), aw::ProvKind::Event, "Xid 79 on node03", "xid_79", xidId),
        node("e:" + std::to_string(firstWatchdog), aw::ProvKind::Event, "NCCL timeout on node01", "nccl_watchdog",
             firstWatchdog),
        node("e:" + std::to_string(noiseId), aw::ProvKind::Event, "NCCL INFO on node01", "nccl_info", noiseId),
        node("e:" + std::to_string(slurmId), aw::ProvKind::Event, "Slurm job FAILED", "slurm_job_state", slurmId),
        node("d:earliest", aw::ProvKind::Decision, "root cause", "earliest_hardware_fault", xidId),
        node("d:cascade", aw::ProvKind::Decision, "symptom", "cascade_nccl", firstWatchdog),
        node("verdict", aw::ProvKind::Verdict, "GPU hardware on node03", "outcome_gpu_hardware", 0)};
    const std::string e1 = "e:" + std::to_string(xidId), e2 = "e:" + std::to_string(firstWatchdog);
    r.provenance.edges = {{"ev:1", e1, "matched"},
                          {"ev:2", e2, "matched"},
                          {e1, "d:earliest", "input"},
                          {e2, "d:cascade", "input"},
                          {"d:earliest", "verdict", "root"},
                          {"d:cascade", "verdict", "symptom"},
                          {"e:" + std::to_string(slurmId), "verdict", "contributing"}};
    r.problems = b.problems;
    r.ruleStats = {{"xid_79", 2}, {"nccl_watchdog", 3}, {"nccl_info", 1}};
    return r;
}

}  // namespace awtest

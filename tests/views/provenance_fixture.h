// A hand-built analysis of a small Xid 79 failure, shaped like the engine's provenance:
// evidence -> event -> decision -> outcome decision -> verdict. Shared by the provenance
// view and walk tests.
#pragma once

#include "engine/core/analysis.h"
#include "tests/support/event_builder.h"
#include "tests/support/document_builder.h"
#include "views/common/document.h"

#include <memory>
#include <string>

namespace awtest {

inline aw::ProvNode provNode(std::string id, aw::ProvKind kind, std::string label, std::string rule = {},
                             std::string detail = {}, std::uint32_t eventId = 0) {
    aw::ProvNode node;
    node.id = std::move(id);
    node.kind = kind;
    node.label = std::move(label);
    node.rule = std::move(rule);
    node.detail = std::move(detail);
    node.eventId = eventId;
    return node;
}

inline aw::ProvNode evidenceNode(std::string id, std::uint32_t eventId, std::uint32_t file, std::string path,
                                 std::uint32_t line, std::string text, std::uint32_t matchBegin,
                                 std::uint32_t matchEnd) {
    aw::ProvNode node = provNode(std::move(id), aw::ProvKind::Evidence, path + ":" + std::to_string(line),
                                 "extract_rule", text, eventId);
    node.hasLocation = true;
    node.evidence.where.file = file;
    node.evidence.where.line = line;
    node.evidence.where.offset = 1000 + line;
    node.evidence.where.length = std::uint32_t(text.size());
    node.evidence.file = std::move(path);
    node.evidence.matchBegin = matchBegin;
    node.evidence.matchEnd = matchEnd;
    return node;
}

// Event n of these tests comes n minutes after 2025-12-02T08:01:02Z.
inline aw::TimeNs eventTime(std::uint32_t id) {
    return 1'764'662'462'000'000'000LL + std::int64_t(id) * 60'000'000'000LL;
}

// Events: 1 Xid 79 on node03 (root cause), 2 and 3 NCCL watchdog timeouts (symptoms),
// 4 an NCCL INFO line (noise). Expected walk: verdict, d:outcome_gpu_hardware, e:1,
// d:nccl_cascade:0, ev:1:0, ev:1:1.
inline aw::AnalysisResult xid79Result() {
    using K = aw::ProvKind;
    aw::AnalysisResult result;
    result.events = {
        EventBuilder(1)
            .node("node03")
            .gpu(3)
            .symptom("xid_79_gpu_fallen_off_bus")
            .title("Xid 79: GPU has fallen off the bus")
            .time(eventTime(1))
            .count(2)
            .rule("extract_rule")
            .classed(aw::EventClass::RootCause, "outcome_gpu_hardware",
                     "first fatal GPU error; every other failure follows it")
            .build(),
        EventBuilder(2)
            .node("node01")
            .symptom("nccl_watchdog_timeout")
            .title("NCCL watchdog timeout")
            .time(eventTime(2))
            .rule("extract_rule")
            .classed(aw::EventClass::Symptom, "nccl_cascade", "NCCL timeout 10 min after the Xid 79 on node03")
            .build(),
        EventBuilder(3)
            .node("node02")
            .symptom("nccl_watchdog_timeout")
            .title("NCCL watchdog timeout")
            .time(eventTime(3))
            .rule("extract_rule")
            .classed(aw::EventClass::Symptom, "nccl_cascade", "NCCL timeout 10 min after the Xid 79 on node03")
            .build(),
        EventBuilder(4)
            .node("node01")
            .symptom("nccl_info")
            .title("NCCL INFO chatter")
            .time(eventTime(4))
            .rule("extract_rule")
            .classed(aw::EventClass::Noise, "noise_filter", "NCCL INFO lines are informational")
            .build(),
    };

    aw::Verdict& verdict = result.verdict;
    verdict.outcome = aw::Outcome::GpuHardware;
    verdict.culpritNodes = {"node03"};
    verdict.culpritGpu = 3;
    verdict.confidence = aw::Confidence::High;
    verdict.rootEventId = 1;
    verdict.rule = "outcome_gpu_hardware";
    verdict.symptom = "xid_79_gpu_fallen_off_bus";
    verdict.summary = "GPU 3 on node03 fell off the bus (Xid 79); NCCL timeouts on the other nodes followed.";

    auto& nodes = result.provenance.nodes;
    nodes.push_back(
        provNode("verdict", K::Verdict, "verdict: gpu_hardware on node03", "outcome_gpu_hardware", verdict.summary, 1));
    nodes.push_back(provNode("d:outcome_gpu_hardware", K::Decision, "outcome rule outcome_gpu_hardware",
                             "outcome_gpu_hardware", "Xid 79 is a fatal GPU hardware error", 1));
    nodes.push_back(provNode("d:nccl_cascade:0", K::Decision, "nccl_cascade: 2 events classed symptom", "nccl_cascade",
                             "refine: NCCL timeouts after a fatal GPU error are symptoms", 1));
    nodes.push_back(provNode("e:2", K::Event, "NCCL watchdog timeout @ node01", "extract_rule", "symptom", 2));
    nodes.push_back(evidenceNode("ev:2:0", 2, 1, "nodes/node01/train.log", 900,
                                 "[rank3]:[E ProcessGroupNCCL.cpp:616] Watchdog caught collective operation timeout",
                                 18, 34));
    nodes.push_back(provNode("e:3", K::Event, "NCCL watchdog timeout @ node02", "extract_rule", "symptom", 3));
    nodes.push_back(evidenceNode("ev:3:0", 3, 2, "nodes/node02/train.log", 905,
                                 "[rank9]:[E ProcessGroupNCCL.cpp:616] Watchdog caught collective operation timeout",
                                 18, 34));
    nodes.push_back(provNode("d:noise_filter:1", K::Decision, "noise_filter: 1 event classed noise", "noise_filter",
                             "filter: NCCL INFO lines are noise", 0));
    nodes.push_back(provNode("e:4", K::Event, "NCCL INFO chatter @ node01", "extract_rule", "noise", 4));
    nodes.push_back(
        evidenceNode("ev:4:0", 4, 1, "nodes/node01/train.log", 12, "node01:1234:1234 [0] NCCL INFO Bootstrap", 21, 30));
    nodes.push_back(
        provNode("e:1", K::Event, "Xid 79: GPU has fallen off the bus @ node03 x2", "extract_rule", "root_cause", 1));
    nodes.push_back(evidenceNode("ev:1:0", 1, 0, "nodes/node03/kern.log", 120,
                                 "NVRM: Xid (PCI:0000:3b:00): 79, pid=2712, GPU has fallen off the bus.", 6, 31));
    nodes.push_back(evidenceNode("ev:1:1", 1, 0, "nodes/node03/kern.log", 121,
                                 "NVRM: Xid (PCI:0000:3b:00): 79, pid=2712, GPU has fallen off the bus.", 6, 31));

    auto edge = [&](std::string from, std::string to, std::string label) {
        result.provenance.edges.push_back({std::move(from), std::move(to), std::move(label)});
    };
    edge("d:outcome_gpu_hardware", "verdict", "decides");
    edge("e:1", "d:outcome_gpu_hardware", "root cause");
    edge("e:1", "d:nccl_cascade:0", "relative to");
    edge("ev:2:0", "e:2", "matched by extract_rule");
    edge("e:2", "d:nccl_cascade:0", "classed symptom");
    edge("ev:3:0", "e:3", "matched by extract_rule");
    edge("e:3", "d:nccl_cascade:0", "classed symptom");
    edge("d:nccl_cascade:0", "d:outcome_gpu_hardware", "explained as symptoms");
    edge("ev:4:0", "e:4", "matched by extract_rule");
    edge("e:4", "d:noise_filter:1", "classed noise");
    edge("d:noise_filter:1", "verdict", "suppressed as noise");
    edge("ev:1:0", "e:1", "matched by extract_rule");
    edge("ev:1:1", "e:1", "matched by extract_rule");
    return result;
}

inline awv::DocumentPtr documentOf(aw::AnalysisResult result) {
    return DocumentBuilder().result(std::move(result)).build();
}

}  // namespace awtest

// A small analysis built by hand for the shell's view tests: three nodes, five events
// (one of each class, two symptoms), a short catalog and a verdict with its chain.
#pragma once

#include "tests/support/document_builder.h"
#include "views/common/document.h"

#include <QDir>
#include <QImage>
#include <QString>
#include <QWidget>

#include <memory>
#include <string>

namespace shelltest {

inline constexpr aw::TimeNs kT0 = 1'764'662'462'000'000'000LL;  // 2025-12-02T08:01:02Z
inline constexpr aw::TimeNs kSecond = 1'000'000'000LL;

inline aw::Rule makeRule(std::string id, aw::Phase phase, std::string description) {
    aw::Rule rule;
    rule.id = id;
    rule.phase = phase;
    rule.description = std::move(description);
    rule.sourceFile = "test.json";
    rule.definitionJson = "{\n  \"id\": \"" + id + "\"\n}";
    return rule;
}

inline aw::Event makeEvent(std::uint32_t id, std::string node, std::string symptom, std::string title,
                           aw::TimeNs time, std::string rule, aw::EventClass cls, std::string classRule,
                           std::string reason, std::uint32_t count = 1) {
    aw::Event event;
    event.id = id;
    event.node = std::move(node);
    event.symptom = std::move(symptom);
    event.title = std::move(title);
    event.time = time;
    event.lastTime = time + (count - 1) * kSecond;
    event.count = count;
    event.rule = std::move(rule);
    event.cls = cls;
    event.classRule = std::move(classRule);
    event.reason = std::move(reason);
    return event;
}

inline awv::DocumentPtr makeDocument(aw::Outcome outcome = aw::Outcome::GpuHardware) {
    auto bundle = std::make_shared<aw::Bundle>();
    bundle->root = "/tmp/hand-made-bundle";
    for (const char* name : {"node01", "node02", "node03"}) {
        aw::Node node;
        node.name = name;
        bundle->nodes.push_back(node);
    }
    bundle->nodes[0].ranks = {0, 1, 2, 3};
    bundle->nodes[1].ranks = {4, 5, 6, 7};
    bundle->nodes[1].gpus = {0, 1, 2, 3};
    auto addFile = [&](std::string path, std::uint32_t node, aw::SourceKind kind, std::string text) {
        aw::SourceFile file;
        file.path = std::move(path);
        file.node = node;
        file.source = kind;
        file.format = kind == aw::SourceKind::Scheduler ? aw::FileFormat::SlurmJson : aw::FileFormat::TextLog;
        file.size = text.size();
        file.lineCount = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
        file.firstTime = kT0;
        file.lastTime = kT0 + 600 * kSecond;
        file.data = std::make_shared<aw::MemoryFile>(std::move(text));
        bundle->files.push_back(std::move(file));
    };
    addFile("nodes/node01/train.log", 0, aw::SourceKind::AppLog, "line one\nNCCL INFO\nwatchdog timeout\n");
    addFile("nodes/node02/kern.log", 1, aw::SourceKind::Kernel, "boot\nNVRM: Xid 79\n");
    addFile("slurm/sacct.json", aw::kNoNode, aw::SourceKind::Scheduler, "{}\n");
    bundle->problems.push_back({"slurm/sacct.json", 1, aw::Severity::Warning, "no jobs array"});

    auto catalog = std::make_shared<aw::RuleCatalog>();
    catalog->version = "test-1";
    catalog->rules = {
        makeRule("xid_extractor", aw::Phase::Extractor, "Xid errors in kernel logs"),
        makeRule("nccl_timeout_extractor", aw::Phase::Extractor, "NCCL watchdog timeouts"),
        makeRule("nccl_info_noise", aw::Phase::Filter, "NCCL INFO lines are noise"),
        makeRule("cascade_refiner", aw::Phase::Refiner, "Timeouts after a GPU fault are symptoms"),
        makeRule("outcome_gpu", aw::Phase::Outcome, "A fallen-off GPU is a hardware failure"),
        makeRule("never_fires", aw::Phase::Extractor, "Something this bundle does not have"),
    };

    awtest::DocumentBuilder document;
    document.bundle(bundle).catalog(catalog);
    aw::AnalysisResult& result = document.editResult();
    result.catalogVersion = catalog->version;
    result.events = {
        makeEvent(1, "node02", "xid_79_gpu_fallen_off_bus", "Xid 79: GPU has fallen off the bus", kT0,
                  "xid_extractor", aw::EventClass::RootCause, "outcome_gpu", "first fault of the job"),
        makeEvent(2, "node02", "ecc_error", "ECC error", kT0 + 1 * kSecond, "xid_extractor",
                  aw::EventClass::Contributing, "cascade_refiner", "same GPU, right after"),
        makeEvent(3, "node01", "nccl_watchdog_timeout", "NCCL watchdog timeout", kT0 + 600 * kSecond,
                  "nccl_timeout_extractor", aw::EventClass::Symptom, "cascade_refiner",
                  "after the Xid 79 on node02"),
        makeEvent(4, "node03", "nccl_watchdog_timeout", "NCCL watchdog timeout", kT0 + 601 * kSecond,
                  "nccl_timeout_extractor", aw::EventClass::Symptom, "cascade_refiner",
                  "after the Xid 79 on node02"),
        makeEvent(5, "node01", "nccl_info", "NCCL INFO", kT0 + 2 * kSecond, "nccl_timeout_extractor",
                  aw::EventClass::Noise, "nccl_info_noise", "informational", 40),
    };
    result.events[0].gpu = 3;
    result.ruleStats = {{"xid_extractor", 2}, {"nccl_timeout_extractor", 42}, {"nccl_info_noise", 40},
                        {"cascade_refiner", 3}, {"outcome_gpu", 1}};
    result.problems.push_back({"", 0, aw::Severity::Info, "analysis note"});

    aw::Verdict& verdict = result.verdict;
    verdict.outcome = outcome;
    verdict.confidence = aw::Confidence::High;
    verdict.rule = "outcome_gpu";
    if (outcome != aw::Outcome::Unknown) {
        verdict.culpritNodes = {"node02"};
        verdict.culpritRanks = {4, 5, 6, 7};
        verdict.culpritGpu = 3;
        verdict.symptom = "xid_79_gpu_fallen_off_bus";
        verdict.rootEventId = 1;
        verdict.summary = "GPU 3 of node02 fell off the bus; the other nodes timed out waiting for it.";
        verdict.chain = {{"outcome_gpu", "Outcome gpu_hardware: Xid 79 on node02", 1},
                         {"cascade_refiner", "NCCL timeouts on node01 and node03 came later", 3},
                         {"xid_extractor", "kern.log line 2 of node02", 1}};
    } else {
        verdict.confidence = aw::Confidence::Low;
        verdict.summary = "No rule explained the failure.";
        verdict.candidates = {{"node01", "nccl_watchdog_timeout", aw::Outcome::Network, "first timeout"},
                              {"node03", "nccl_watchdog_timeout", aw::Outcome::Network, ""}};
    }
    return document.build();
}

// The repository's sample bundles.
inline QString samplePath(const char* name) {
    return QDir(QStringLiteral(AW_SOURCE_DIR)).absoluteFilePath(QStringLiteral("resources/samples/%1").arg(name));
}

// With AW_TEST_SCREENSHOTS=<dir>, tests save what they show, to be looked at.
inline void saveShot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("AW_TEST_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    widget.grab().save(QDir(dir).absoluteFilePath(name + QStringLiteral(".png")));
}

}  // namespace shelltest

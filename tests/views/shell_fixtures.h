// A small analysis built by hand for the shell's view tests: three nodes, five events
// (one of each class, two symptoms), a short catalog and a verdict with its chain.
#pragma once

#include "tests/support/bundle_builder.h"
#include "tests/support/document_builder.h"
#include "tests/support/event_builder.h"
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

inline awv::DocumentPtr makeDocument(aw::Outcome outcome = aw::Outcome::GpuHardware) {
    awtest::BundleBuilder bundle;
    bundle.root("/tmp/hand-made-bundle");
    bundle.node("node01", {0, 1, 2, 3});
    bundle.node("node02", {4, 5, 6, 7}, {0, 1, 2, 3});
    bundle.node("node03");
    // Every file spans the job's ten minutes.
    const aw::TimeNs first = kT0, last = kT0 + 600 * kSecond;
    bundle
        .file({.path = "nodes/node01/train.log",
               .source = aw::SourceKind::AppLog,
               .node = 0,
               .lineCount = 3,
               .firstTime = first,
               .lastTime = last},
              "line one\nNCCL INFO\nwatchdog timeout\n")
        .file({.path = "nodes/node02/kern.log",
               .source = aw::SourceKind::Kernel,
               .node = 1,
               .lineCount = 2,
               .firstTime = first,
               .lastTime = last},
              "boot\nNVRM: Xid 79\n")
        .file({.path = "slurm/sacct.json",
               .format = aw::FileFormat::SlurmJson,
               .source = aw::SourceKind::Scheduler,
               .lineCount = 1,
               .firstTime = first,
               .lastTime = last,
               .observationCount = 1,
               .untimedCount = 1},
              "{}\n")
        .problem({"slurm/sacct.json", 1, aw::Severity::Warning, "no jobs array"});

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
    document.bundle(bundle.share()).catalog(catalog);
    aw::AnalysisResult& result = document.editResult();
    result.catalogVersion = catalog->version;
    using awtest::EventBuilder;
    result.events = {
        EventBuilder(1)
            .node("node02")
            .gpu(3)
            .symptom("xid_79_gpu_fallen_off_bus")
            .title("Xid 79: GPU has fallen off the bus")
            .at(kT0)
            .rule("xid_extractor")
            .classed(aw::EventClass::RootCause, "outcome_gpu", "first fault of the job")
            .build(),
        EventBuilder(2)
            .node("node02")
            .symptom("ecc_error")
            .title("ECC error")
            .at(kT0 + 1 * kSecond)
            .rule("xid_extractor")
            .classed(aw::EventClass::Contributing, "cascade_refiner", "same GPU, right after")
            .build(),
        EventBuilder(3)
            .node("node01")
            .symptom("nccl_watchdog_timeout")
            .title("NCCL watchdog timeout")
            .at(kT0 + 600 * kSecond)
            .rule("nccl_timeout_extractor")
            .classed(aw::EventClass::Symptom, "cascade_refiner", "after the Xid 79 on node02")
            .build(),
        EventBuilder(4)
            .node("node03")
            .symptom("nccl_watchdog_timeout")
            .title("NCCL watchdog timeout")
            .at(kT0 + 601 * kSecond)
            .rule("nccl_timeout_extractor")
            .classed(aw::EventClass::Symptom, "cascade_refiner", "after the Xid 79 on node02")
            .build(),
        EventBuilder(5)
            .node("node01")
            .symptom("nccl_info")
            .title("NCCL INFO")
            .time(kT0 + 2 * kSecond)
            .lastTime(kT0 + 41 * kSecond)  // 40 lines, a second apart
            .count(40)
            .rule("nccl_timeout_extractor")
            .classed(aw::EventClass::Noise, "nccl_info_noise", "informational")
            .build(),
    };
    result.ruleStats = {{"xid_extractor", 2},
                        {"nccl_timeout_extractor", 42},
                        {"nccl_info_noise", 40},
                        {"cascade_refiner", 3},
                        {"outcome_gpu", 1}};
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

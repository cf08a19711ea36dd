// Hand-built bundles and analyses for the log view, timeline and metrics tests: two nodes,
// a kernel log with an Xid 79 (the root cause), an app log with an NCCL timeout (a
// symptom) and NCCL INFO noise, plus metric series per GPU.
#pragma once

#include "tests/support/bundle_builder.h"
#include "tests/support/document_builder.h"
#include "tests/support/event_builder.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"
#include "views/logs/log_view.h"

#include "engine/text/timestamp.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>
#include <QImage>
#include <QStandardPaths>
#include <QWidget>
#include <gtest/gtest.h>
#include <memory>
#include <string>

namespace logview_test {

inline constexpr aw::TimeNs kSec = 1'000'000'000LL;
// 2026-12-02T08:00:00Z
inline const aw::TimeNs kT0 = aw::civilToNs(2026, 12, 2, 8, 0, 0);

// File 0: node00 kern.log (line 3: Xid 79). File 1: node01 app.log (line 2: NCCL
// timeout, lines 1 and 3: NCCL INFO noise).
inline const char* kKernLog =
    "2026-12-02T08:00:00Z node00 kernel: boot ok\n"
    "2026-12-02T08:00:05Z node00 kernel: eth0 link up\n"
    "2026-12-02T08:01:00Z node00 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.\n"
    "2026-12-02T08:01:01Z node00 kernel: nvidia 0000:3b:00.0: AER: aer_status\n"
    "2026-12-02T08:20:00Z node00 kernel: done\n";
inline const char* kAppLog =
    "2026-12-02T08:00:30Z [rank8]: NCCL INFO Channel 00/32 : 8 9 10 11\n"
    "2026-12-02T08:11:00Z [rank8]: [E] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=77) ran for 600000 milliseconds before timing out.\n"
    "2026-12-02T08:11:02Z [rank8]: NCCL INFO comm 0x55 rank 8 nranks 16 - Abort COMPLETE\n"
    "2026-12-02T08:12:00Z [rank8]: exiting\n";

// An event of these tests: titled by its symptom, found by extract_<symptom>, classed by
// test_rule; the rest is named at the call.
inline awtest::EventBuilder event(std::uint32_t id, const std::string& symptom, aw::EventClass cls) {
    return awtest::EventBuilder(id)
        .symptom(symptom)
        .title(symptom)
        .rule("extract_" + symptom)
        .classed(cls, "test_rule");
}

inline std::uint32_t spanOf(const char* text, int line, const std::string& needle, std::uint32_t& end) {
    std::string_view s(text);
    for (int i = 1; i < line; ++i) s = s.substr(s.find('\n') + 1);
    s = s.substr(0, s.find('\n'));
    const auto begin = static_cast<std::uint32_t>(s.find(needle));
    end = begin + static_cast<std::uint32_t>(needle.size());
    return begin;
}

// The two nodes with their logs (file 0, file 1) and metric series: temperature and Xid
// for both GPUs of node00, temperature on node01.
inline awtest::BundleBuilder twoNodeBundle() {
    awtest::BundleBuilder bundle;
    bundle.node("node00", {0, 1, 2, 3, 4, 5, 6, 7}, {0, 1});
    bundle.node("node01", {8, 9, 10, 11, 12, 13, 14, 15}, {0, 1});
    bundle.log("node00/kern.log", "node00", aw::SourceKind::Kernel, kKernLog)
        .log("node01/app.log", "node01", aw::SourceKind::AppLog, kAppLog);
    const auto series = [&](std::string name, std::uint32_t node, int gpu, double base) {
        aw::MetricSeries s;
        s.name = std::move(name);
        s.node = node;
        s.gpu = gpu;
        for (int i = 0; i <= 40; ++i) s.samples.push_back({kT0 + i * 30 * kSec, base + (i % 5)});
        bundle.metric(std::move(s));
    };
    series("DCGM_FI_DEV_GPU_TEMP", 0, 0, 60);
    series("DCGM_FI_DEV_GPU_TEMP", 0, 1, 70);
    series("DCGM_FI_DEV_XID_ERRORS", 0, 1, 0);
    series("DCGM_FI_DEV_GPU_TEMP", 1, 0, 50);
    return bundle;
}

inline awv::DocumentPtr makeDocument() {
    awtest::DocumentBuilder doc;
    doc.bundle(twoNodeBundle().share());
    aw::AnalysisResult& result = doc.editResult();
    std::uint32_t end = 0;
    std::uint32_t begin = spanOf(kKernLog, 3, "Xid (PCI:0000:3b:00): 79", end);
    result.events.push_back(event(1, "xid_79_gpu_fallen_off_bus", aw::EventClass::RootCause)
                                .node("node00")
                                .gpu(1)
                                .at(kT0 + 60 * kSec)
                                .evidence(0, 3, begin, end)
                                .build());
    begin = spanOf(kAppLog, 1, "NCCL INFO", end);
    result.events.push_back(event(2, "nccl_info", aw::EventClass::Noise)
                                .node("node01")
                                .at(kT0 + 30 * kSec)
                                .evidence(1, 1, begin, end)
                                .build());
    begin = spanOf(kAppLog, 2, "Watchdog caught collective operation timeout", end);
    result.events.push_back(event(3, "nccl_watchdog_timeout", aw::EventClass::Symptom)
                                .node("node01")
                                .at(kT0 + 660 * kSec)
                                .evidence(1, 2, begin, end)
                                .build());
    begin = spanOf(kAppLog, 3, "NCCL INFO", end);
    result.events.push_back(event(4, "nccl_info", aw::EventClass::Noise)
                                .node("node01")
                                .at(kT0 + 662 * kSec)
                                .evidence(1, 3, begin, end)
                                .build());
    result.verdict.rootEventId = 1;
    result.verdict.culpritNodes = {"node00"};
    result.verdict.culpritGpu = 1;
    return doc.build();
}

// The document made by makeDocument, `doc` (its analysis perhaps changed since), with one
// more text file of node00: file 2.
inline awv::DocumentPtr withExtraFile(const awv::DocumentPtr& doc, std::string path, std::string text) {
    awtest::BundleBuilder bundle = twoNodeBundle();
    bundle.log(std::move(path), "node00", aw::SourceKind::Kernel, std::move(text));
    return awtest::DocumentBuilder(*doc).bundle(bundle.share()).build();
}

// Waits (20 s at most) until the log view has indexed, merged and searched what it was
// asked to, then lets the last queued chunk arrive.
inline void waitIdle(const awv::LogView& view) {
    QElapsedTimer timer;
    timer.start();
    while (view.isBusy() && timer.elapsed() < 20000) QTest::qWait(5);
    QTest::qWait(1);
}

// Saves a screenshot under the build tree (for looking at), returns the image.
inline QImage screenshot(QWidget& widget, const QString& name) {
    const QImage image = widget.grab().toImage();
    const QString dir = QDir::tempPath() + QStringLiteral("/aw_view_shots");
    QDir().mkpath(dir);
    image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    return image;
}

// A log view of makeDocument's bundle, shown and indexed.
struct LogViewFixture : ::testing::Test {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view{&selection, &feed};
    awv::DocumentPtr doc = makeDocument();

    void SetUp() override {
        view.resize(1100, 420);
        view.setDocument(doc);
        view.show();
        waitIdle(view);
    }
};

}  // namespace logview_test

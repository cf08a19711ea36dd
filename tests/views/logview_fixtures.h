// Hand-built bundles and analyses for the log view, timeline and metrics tests: two nodes,
// a kernel log with an Xid 79 (the root cause), an app log with an NCCL timeout (a
// symptom) and NCCL INFO noise, plus metric series per GPU.
#pragma once

#include "tests/support/document_builder.h"
#include "views/common/document.h"

#include "engine/text/timestamp.h"

#include <QDir>
#include <QImage>
#include <QStandardPaths>
#include <QWidget>
#include <memory>
#include <string>

namespace logview_test {

inline constexpr aw::TimeNs kSec = 1'000'000'000LL;
// 2026-12-02T08:00:00Z
inline const aw::TimeNs kT0 = aw::civilToNs(2026, 12, 2, 8, 0, 0);

inline void addFile(aw::Bundle& bundle, std::string path, std::uint32_t node, std::string text,
                    aw::SourceKind source = aw::SourceKind::Kernel) {
    aw::SourceFile f;
    f.path = std::move(path);
    f.node = node;
    f.source = source;
    f.format = aw::FileFormat::TextLog;
    f.size = text.size();
    f.data = std::make_shared<aw::MemoryFile>(std::move(text));
    bundle.files.push_back(std::move(f));
}

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

inline aw::Event makeEvent(std::uint32_t id, std::string node, aw::EventClass cls, aw::TimeNs time,
                           std::string symptom, std::uint32_t file, std::uint32_t line,
                           std::uint32_t matchBegin, std::uint32_t matchEnd, std::int32_t gpu = -1) {
    aw::Event e;
    e.id = id;
    e.node = std::move(node);
    e.cls = cls;
    e.time = e.lastTime = time;
    e.symptom = symptom;
    e.title = symptom;
    e.rule = "extract_" + symptom;
    e.classRule = "test_rule";
    e.gpu = gpu;
    aw::EvidenceRef ev;
    ev.where.file = file;
    ev.where.line = line;
    ev.matchBegin = matchBegin;
    ev.matchEnd = matchEnd;
    e.evidence.push_back(ev);
    return e;
}

inline std::uint32_t spanOf(const char* text, int line, const std::string& needle, std::uint32_t& end) {
    std::string_view s(text);
    for (int i = 1; i < line; ++i) s = s.substr(s.find('\n') + 1);
    s = s.substr(0, s.find('\n'));
    const auto begin = static_cast<std::uint32_t>(s.find(needle));
    end = begin + static_cast<std::uint32_t>(needle.size());
    return begin;
}

inline awv::DocumentPtr makeDocument() {
    auto bundle = std::make_shared<aw::Bundle>();
    bundle->nodes.push_back({"node00", {}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 1}});
    bundle->nodes.push_back({"node01", {}, {8, 9, 10, 11, 12, 13, 14, 15}, {0, 1}});
    addFile(*bundle, "node00/kern.log", 0, kKernLog);
    addFile(*bundle, "node01/app.log", 1, kAppLog, aw::SourceKind::AppLog);
    // Metric series: temperature and Xid for both GPUs of node00, temperature on node01.
    const auto series = [&](std::string name, std::uint32_t node, int gpu, double base) {
        aw::MetricSeries s;
        s.name = std::move(name);
        s.node = node;
        s.gpu = gpu;
        for (int i = 0; i <= 40; ++i) s.samples.push_back({kT0 + i * 30 * kSec, base + (i % 5)});
        bundle->metrics.push_back(std::move(s));
    };
    series("DCGM_FI_DEV_GPU_TEMP", 0, 0, 60);
    series("DCGM_FI_DEV_GPU_TEMP", 0, 1, 70);
    series("DCGM_FI_DEV_XID_ERRORS", 0, 1, 0);
    series("DCGM_FI_DEV_GPU_TEMP", 1, 0, 50);

    awtest::DocumentBuilder doc;
    doc.bundle(bundle);
    aw::AnalysisResult& result = doc.editResult();
    std::uint32_t end = 0;
    std::uint32_t begin = spanOf(kKernLog, 3, "Xid (PCI:0000:3b:00): 79", end);
    result.events.push_back(makeEvent(1, "node00", aw::EventClass::RootCause, kT0 + 60 * kSec,
                                           "xid_79_gpu_fallen_off_bus", 0, 3, begin, end, 1));
    begin = spanOf(kAppLog, 1, "NCCL INFO", end);
    result.events.push_back(makeEvent(2, "node01", aw::EventClass::Noise, kT0 + 30 * kSec,
                                           "nccl_info", 1, 1, begin, end));
    begin = spanOf(kAppLog, 2, "Watchdog caught collective operation timeout", end);
    result.events.push_back(makeEvent(3, "node01", aw::EventClass::Symptom, kT0 + 660 * kSec,
                                           "nccl_watchdog_timeout", 1, 2, begin, end));
    begin = spanOf(kAppLog, 3, "NCCL INFO", end);
    result.events.push_back(makeEvent(4, "node01", aw::EventClass::Noise, kT0 + 662 * kSec,
                                           "nccl_info", 1, 3, begin, end));
    result.verdict.rootEventId = 1;
    result.verdict.culpritNodes = {"node00"};
    result.verdict.culpritGpu = 1;
    return doc.build();
}

// The same document with one more text file (file index = old file count).
inline awv::DocumentPtr withExtraFile(const awv::DocumentPtr& doc, std::string path, std::string text) {
    auto bundle = std::make_shared<aw::Bundle>();  // Bundle owns unique_ptrs: rebuild, don't copy
    bundle->nodes = doc->bundle->nodes;
    bundle->files = doc->bundle->files;
    bundle->metrics = doc->bundle->metrics;
    addFile(*bundle, std::move(path), 0, std::move(text));
    return awtest::DocumentBuilder(*doc).bundle(bundle).build();
}

// Saves a screenshot under the build tree (for looking at), returns the image.
inline QImage screenshot(QWidget& widget, const QString& name) {
    const QImage image = widget.grab().toImage();
    const QString dir = QDir::tempPath() + QStringLiteral("/aw_view_shots");
    QDir().mkpath(dir);
    image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    return image;
}

}  // namespace logview_test

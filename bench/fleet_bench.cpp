// aw-fleet-bench [--results N] [--jobs N] [--runs N] [--json]: the fleet at scale (issue 27).
//  1. N result files (default 10,000; attribution-fleet-result/1, as `fleet task` writes
//     them) ingested into a fresh store by engine/fleet/fleet_ingest.h, as `fleet ingest`
//     does: wall time and files per second.
//  2. A store of N jobs (default 100,000) over a year, 4,096 nodes of 8 GPUs, one node in
//     twenty blamed again and again: the fleet view (views/fleet/fleet_view.h, offscreen)
//     from openStore() to its first paint, then a change of outcome, of node and of period
//     until the tables show it (the node filter's typing pause left out).
// Medians and maxima of --runs runs (default 5). Synthetic records: the store's and the
// view's costs depend on the number of rows, not on what the bundles held.
#include "engine/fleet/fleet_ingest.h"
#include "engine/fleet/fleet_store.h"
#include "views/fleet/fleet_view.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

constexpr aw::TimeNs kStart = 1764547200LL * aw::kNsPerSecond;  // 2025-12-01T00:00:00Z
const char* const kOutcomes[] = {"gpu_hardware",   "gpu_software", "network", "storage", "host",
                                 "infrastructure", "application",  "user",    "hang",    "unknown"};

aw::FleetRecord syntheticJob(std::size_t i, std::mt19937_64& rng) {
    aw::FleetRecord r;
    char hash[33];
    std::snprintf(hash, sizeof hash, "%032zx", i + 1);
    r.contentHash = hash;
    r.bundlePath = "/lustre/jobs/" + std::to_string(100000 + i) + ".tar.zst";
    r.workloadId = "slurm-" + std::to_string(100000 + i);
    r.workloadName = "pretrain";
    r.scheduler = "slurm";
    r.windowEnd = kStart + static_cast<aw::TimeNs>(rng() % (365 * 86400)) * aw::kNsPerSecond;
    r.windowStart = r.windowEnd - 3600 * aw::kNsPerSecond;
    r.outcome = kOutcomes[rng() % 10];
    r.confidence = "high";
    // One node in twenty (nodes 0..204) takes half the blames: the repeat offenders.
    const unsigned node = rng() % 2 == 0 ? static_cast<unsigned>(rng() % 205) : static_cast<unsigned>(rng() % 4096);
    char name[16];
    std::snprintf(name, sizeof name, "node%04u", node);
    if (r.outcome != "unknown") r.culpritNodes = {name};
    r.culpritGpu = r.outcome == "gpu_hardware" || r.outcome == "gpu_software" ? static_cast<int>(rng() % 8) : -1;
    r.symptom = r.outcome == "gpu_hardware" ? "xid_79_gpu_fallen_off_bus" : r.outcome;
    r.summary = "synthetic job " + std::to_string(i);
    r.catalogVersion = "bench#0";
    r.analysedAt = "2026-12-05T00:00:00Z";
    return r;
}

struct Stats {
    double median = 0, max = 0;
};
Stats stats(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.back()};
}
double msSince(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

// Until the view applied a read and painted it.
void waitShown(awv::FleetView& view) {
    QSignalSpy shown(&view, &awv::FleetView::snapshotShown);
    if (shown.isEmpty()) shown.wait(120'000);
    view.repaint();  // synchronous: the first paint of what was read
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t results = 10'000, jobs = 100'000;
    int runs = 5;
    bool json = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--results") results = std::stoul(next());
        else if (a == "--jobs") jobs = std::stoul(next());
        else if (a == "--runs") runs = std::max(1, std::stoi(next()));
        else if (a == "--json") json = true;
        else {
            std::fprintf(stderr, "usage: aw-fleet-bench [--results N] [--jobs N] [--runs N] [--json]\n");
            return 2;
        }
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const fs::path work = fs::temp_directory_path() / ("aw-fleet-bench-" + std::to_string(::getpid()));
    fs::create_directories(work / "results");

    // 1. Ingest.
    std::mt19937_64 rng(42);
    for (std::size_t i = 0; i < results; ++i) {
        const aw::FleetRecord r = syntheticJob(i, rng);
        std::ofstream(work / "results" / (r.contentHash + ".json")) << aw::toJson(r);
    }
    std::vector<double> ingest;
    for (int run = 0; run < runs; ++run) {
        fs::remove(work / "ingest.sqlite");
        fs::remove(work / "ingest.sqlite-wal");
        fs::remove(work / "ingest.sqlite-shm");
        aw::Result<aw::FleetStore> store = aw::FleetStore::open((work / "ingest.sqlite").string());
        if (!store) {
            std::fprintf(stderr, "%s\n", store.failure().message.c_str());
            return 1;
        }
        QElapsedTimer t;
        t.start();
        const auto n = aw::ingestFleetResults((work / "results").string(), *store, {});
        ingest.push_back(msSince(t));
        if (!n || n->added != results) {
            std::fprintf(stderr, "ingested %zu of %zu\n", n ? n->added : 0, results);
            return 1;
        }
    }

    // 2. The view over a big store.
    const std::string big = (work / "big.sqlite").string();
    {
        aw::Result<aw::FleetStore> store = aw::FleetStore::open(big);
        if (!store || !store->begin()) {
            std::fprintf(stderr, "%s: cannot write the store\n", big.c_str());
            return 1;
        }
        std::mt19937_64 jobRng(7);
        for (std::size_t i = 0; i < jobs; ++i)
            if (!store->put(syntheticJob(i, jobRng))) return 1;
        if (!store->commit()) return 1;
    }
    std::vector<double> firstPaint, byOutcome, byNode, byPeriod;
    std::size_t shownAll = 0, shownNode = 0, offenders = 0;
    for (int run = 0; run < runs; ++run) {
        awv::FleetView view;
        view.resize(1366, 768);
        view.show();
        QElapsedTimer t;
        t.start();
        view.openStore(QString::fromStdString(big));
        waitShown(view);
        firstPaint.push_back(msSince(t));
        shownAll = static_cast<std::size_t>(view.jobsTable()->model()->rowCount());
        offenders = view.snapshot()->offenders.size();

        t.restart();
        view.outcomeFilter()->setCurrentIndex(view.outcomeFilter()->findData(QStringLiteral("storage")));
        view.reload();
        waitShown(view);
        byOutcome.push_back(msSince(t));
        view.outcomeFilter()->setCurrentIndex(0);

        t.restart();
        view.nodeFilter()->blockSignals(true);  // the typing pause is not the store's time
        view.nodeFilter()->setText(QStringLiteral("node0007"));
        view.nodeFilter()->blockSignals(false);
        view.reload();
        waitShown(view);
        byNode.push_back(msSince(t));
        shownNode = static_cast<std::size_t>(view.jobsTable()->model()->rowCount());
        view.nodeFilter()->blockSignals(true);
        view.nodeFilter()->clear();
        view.nodeFilter()->blockSignals(false);

        t.restart();
        view.periodFilter()->setCurrentIndex(view.periodFilter()->findData(30));
        view.reload();
        waitShown(view);
        byPeriod.push_back(msSince(t));
    }
    const Stats in = stats(ingest), fp = stats(firstPaint), fo = stats(byOutcome), fn = stats(byNode),
                pe = stats(byPeriod);
    const double perSecond = static_cast<double>(results) / (in.median / 1000.0);
    if (json) {
        std::printf(
            "{\"results\": %zu, \"ingest_ms\": %.1f, \"ingest_per_s\": %.0f, \"jobs\": %zu, \"first_paint_ms\": %.1f, "
            "\"filter_outcome_ms\": %.1f, \"filter_node_ms\": %.1f, \"filter_period_ms\": %.1f}\n",
            results, in.median, perSecond, jobs, fp.median, fo.median, fn.median, pe.median);
    } else {
        std::printf("ingest   %zu result files: median %.0f ms (max %.0f), %.0f files/s\n", results, in.median, in.max,
                    perSecond);
        std::printf("view     %zu jobs, %zu nodes and GPUs blamed\n", jobs, offenders);
        std::printf("  first paint (all %zu jobs):     median %.0f ms (max %.0f)\n", shownAll, fp.median, fp.max);
        std::printf("  filter by outcome (storage):    median %.0f ms (max %.0f)\n", fo.median, fo.max);
        std::printf("  filter by node (node0007, %zu): median %.0f ms (max %.0f)\n", shownNode, fn.median, fn.max);
        std::printf("  filter by period (30 days):     median %.0f ms (max %.0f)\n", pe.median, pe.max);
    }
    std::error_code ec;
    fs::remove_all(work, ec);
    return 0;
}

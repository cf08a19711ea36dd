// The fleet view (issue 27): jobs from a real store with their filters, the blamed nodes and
// GPUs with the repeat offenders first, the outcome mix; double-clicks open a bundle or
// list a node's jobs. In the main window, a bundle whose culprit the open fleet blamed
// before says so and its actions escalate.
#include "app/gui/fleet_window.h"
#include "app/gui/main_window.h"
#include "shell_fixtures.h"
#include "views/fleet/fleet_outcome_chart.h"
#include "views/fleet/fleet_view.h"
#include "views/verdict/actions_panel.h"
#include "views/verdict/verdict_view.h"

#include "engine/fleet/fleet_record.h"
#include "engine/fleet/fleet_store.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

namespace {

constexpr aw::TimeNs kDay = 86400 * aw::kNsPerSecond;
constexpr aw::TimeNs kDec1 = 1796083200 * aw::kNsPerSecond;  // 2026-12-01T00:00:00Z

aw::FleetRecord job(const std::string& id, const std::string& node, int gpu, aw::TimeNs end, const std::string& outcome,
                    const std::string& symptom) {
    aw::FleetRecord r;
    r.bundlePath = "/data/jobs/" + id;
    r.contentHash = "hash-" + id;
    r.workloadId = id;
    r.scheduler = "slurm";
    r.windowEnd = end;
    r.outcome = outcome;
    r.confidence = "high";
    r.symptom = symptom;
    if (!node.empty()) r.culpritNodes = {node};
    r.culpritGpu = gpu;
    r.catalogVersion = "test";
    return r;
}

// Twelve jobs over three weeks: node007 GPU 3 blamed three times within a week, node011
// twice a fortnight apart, storage and network failures, an unknown and an unreadable bundle.
void fillStore(const std::string& path) {
    aw::FleetStore store = awtest::worked(aw::FleetStore::open(path));
    awtest::worked(store.put(job("slurm-101", "node007", 3, kDec1, "gpu_hardware", "xid_79_gpu_fallen_off_bus")));
    awtest::worked(
        store.put(job("slurm-102", "node007", 3, kDec1 + 2 * kDay, "gpu_hardware", "xid_79_gpu_fallen_off_bus")));
    awtest::worked(store.put(job("slurm-103", "node007", 3, kDec1 + 5 * kDay, "gpu_hardware", "xid_48_dbe")));
    awtest::worked(store.put(job("slurm-104", "node011", 1, kDec1, "gpu_hardware", "xid_94_contained_ecc")));
    awtest::worked(
        store.put(job("slurm-105", "node011", 1, kDec1 + 15 * kDay, "gpu_software", "xid_13_graphics_engine")));
    awtest::worked(
        store.put(job("slurm-106", "gpu-node-5", -1, kDec1 + 3 * kDay, "storage", "checkpoint_permission_denied")));
    awtest::worked(
        store.put(job("slurm-107", "gpu-node-6", -1, kDec1 + 9 * kDay, "storage", "checkpoint_permission_denied")));
    awtest::worked(store.put(job("slurm-108", "ib-node11", -1, kDec1 + 10 * kDay, "network", "ib_link_down")));
    awtest::worked(store.put(job("slurm-109", "", -1, kDec1 + 12 * kDay, "unknown", "")));
    awtest::worked(
        store.put(job("slurm-110", "node020", 0, kDec1 + 19 * kDay, "gpu_hardware", "xid_79_gpu_fallen_off_bus")));
    awtest::worked(store.put(job("slurm-111", "node021", -1, kDec1 + 20 * kDay, "host", "host_oom_killer")));
    aw::FleetRecord broken = job("broken", "", -1, aw::kNoTime, "error", "");
    broken.error = "nothing in the bundle could be read";
    awtest::worked(store.put(broken));
}

bool waitShown(awv::FleetView& view) {
    QSignalSpy shown(&view, &awv::FleetView::snapshotShown);
    return shown.wait(20'000) || !shown.isEmpty();
}

QStringList column(const QTableView* table, int col) {
    QStringList out;
    for (int row = 0; row < table->model()->rowCount(); ++row) out << table->model()->index(row, col).data().toString();
    return out;
}

void choose(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    ASSERT_GE(index, 0) << data.toString().toStdString();
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

}  // namespace

TEST(FleetView, JobsOffendersAndTheOutcomeMixOfAStore) {
    awtest::TempFolder dir;
    fillStore(dir.file("fleet.sqlite"));
    awv::FleetView view;
    view.resize(1200, 700);
    view.openStore(QString::fromStdString(dir.file("fleet.sqlite")));
    ASSERT_TRUE(waitShown(view));
    EXPECT_EQ(view.jobsTable()->model()->rowCount(), 12);
    // Newest first; the unreadable bundle (no time) last, named as such.
    EXPECT_EQ(view.jobsTable()->model()->index(0, awv::FleetJobsModel::WorkloadColumn).data().toString(),
              QStringLiteral("slurm-111"));
    EXPECT_TRUE(
        column(view.jobsTable(), awv::FleetJobsModel::OutcomeColumn).contains(QStringLiteral("Could not be read")));

    // node007 and its GPU 3, three blames within a week: the repeat offenders, listed first.
    const QTableView* offenders = view.offendersTable();
    ASSERT_GE(offenders->model()->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        EXPECT_EQ(offenders->model()->index(row, awv::FleetOffendersModel::NodeColumn).data().toString(),
                  QStringLiteral("node007"));
        EXPECT_EQ(offenders->model()->index(row, awv::FleetOffendersModel::JobsColumn).data().toInt(), 3);
        EXPECT_TRUE(offenders->model()
                        ->index(row, awv::FleetOffendersModel::RepeatColumn)
                        .data()
                        .toString()
                        .contains(QStringLiteral("repeat offender")));
    }
    EXPECT_FALSE(offenders->model()
                     ->index(2, awv::FleetOffendersModel::RepeatColumn)
                     .data()
                     .toString()
                     .contains(QStringLiteral("repeat")));
    EXPECT_TRUE(view.statusLabel()->text().contains(QStringLiteral("12 of 12 jobs shown")))
        << view.statusLabel()->text().toStdString();
    EXPECT_TRUE(view.statusLabel()->text().contains(QStringLiteral("2 repeat offenders")))
        << view.statusLabel()->text().toStdString();
    EXPECT_EQ(view.outcomeChart()->barCount(), 21);  // a bar a day from Dec 1 to Dec 21

    // A fortnight's repeat window makes node011 (blamed 15 days apart) no repeat; 16 days do.
    view.repeatWindow()->setValue(16);
    ASSERT_TRUE(waitShown(view));
    EXPECT_TRUE(view.statusLabel()->text().contains(QStringLiteral("4 repeat offenders")))
        << view.statusLabel()->text().toStdString();
    view.repeatWindow()->setValue(7);
    ASSERT_TRUE(waitShown(view));
    view.tabs()->setCurrentWidget(view.offendersTable());
    shelltest::saveShot(view, QStringLiteral("fleet-offenders"));
    view.tabs()->setCurrentWidget(view.outcomeChart());
    shelltest::saveShot(view, QStringLiteral("fleet-outcomes"));
    view.tabs()->setCurrentWidget(view.jobsTable());
    shelltest::saveShot(view, QStringLiteral("fleet-jobs"));
}

TEST(FleetView, FiltersByOutcomeNodeAndPeriod) {
    awtest::TempFolder dir;
    fillStore(dir.file("fleet.sqlite"));
    awv::FleetView view;
    view.openStore(QString::fromStdString(dir.file("fleet.sqlite")));
    ASSERT_TRUE(waitShown(view));

    choose(view.outcomeFilter(), QStringLiteral("storage"));
    ASSERT_TRUE(waitShown(view));
    EXPECT_EQ(column(view.jobsTable(), awv::FleetJobsModel::WorkloadColumn),
              (QStringList{QStringLiteral("slurm-107"), QStringLiteral("slurm-106")}));
    choose(view.outcomeFilter(), QString());

    ASSERT_TRUE(waitShown(view));
    view.nodeFilter()->setText(QStringLiteral("node007"));
    ASSERT_TRUE(waitShown(view));  // after the typing pause
    EXPECT_EQ(column(view.jobsTable(), awv::FleetJobsModel::CulpritColumn), QStringList(3, QStringLiteral("node007")));
    view.nodeFilter()->clear();
    ASSERT_TRUE(waitShown(view));

    choose(view.periodFilter(), 7);  // the week before the newest job (Dec 21)
    ASSERT_TRUE(waitShown(view));
    EXPECT_EQ(column(view.jobsTable(), awv::FleetJobsModel::WorkloadColumn),
              (QStringList{QStringLiteral("slurm-111"), QStringLiteral("slurm-110"), QStringLiteral("slurm-105")}));
    // Sorting by a column: the GPU column, ascending.
    view.jobsTable()->sortByColumn(awv::FleetJobsModel::TimeColumn, Qt::AscendingOrder);
    EXPECT_EQ(view.jobsTable()->model()->index(0, awv::FleetJobsModel::WorkloadColumn).data().toString(),
              QStringLiteral("slurm-105"));
}

TEST(FleetView, DoubleClicksOpenABundleOrListANodesJobs) {
    awtest::TempFolder dir;
    fillStore(dir.file("fleet.sqlite"));
    awv::FleetView view;
    view.resize(1000, 600);
    view.show();
    view.openStore(QString::fromStdString(dir.file("fleet.sqlite")));
    ASSERT_TRUE(waitShown(view));

    view.tabs()->setCurrentWidget(view.offendersTable());
    const QModelIndex first = view.offendersTable()->model()->index(0, 0);
    emit view.offendersTable()->doubleClicked(first);
    ASSERT_TRUE(waitShown(view));
    EXPECT_EQ(view.nodeFilter()->text(), QStringLiteral("node007"));
    EXPECT_EQ(view.tabs()->currentWidget(), view.jobsTable());
    EXPECT_EQ(view.jobsTable()->model()->rowCount(), 3);

    QSignalSpy open(&view, &awv::FleetView::openBundleRequested);
    emit view.jobsTable()->doubleClicked(view.jobsTable()->model()->index(0, 0));
    ASSERT_EQ(open.count(), 1);
    EXPECT_EQ(open.front().front().toString(), QStringLiteral("/data/jobs/slurm-103"));
}

TEST(FleetView, AStoreThatCannotBeReadSaysWhy) {
    awtest::TempFolder dir;
    dir.write("not-a-store.sqlite", "plain text, not SQLite, long enough to be read as a header");
    awv::FleetView view;
    view.openStore(QString::fromStdString(dir.file("not-a-store.sqlite")));
    ASSERT_TRUE(waitShown(view));
    EXPECT_TRUE(view.statusLabel()->text().startsWith(QStringLiteral("Could not read the fleet store: ")))
        << view.statusLabel()->text().toStdString();
    EXPECT_TRUE(view.statusLabel()->text().contains(QStringLiteral("not-a-store.sqlite")));
    EXPECT_EQ(view.jobsTable()->model()->rowCount(), 0);
}

// The verdict of a bundle whose culprit the open fleet blamed before: a repeat offender,
// and its actions escalate to service (issue 27).
TEST(FleetView, TheVerdictNamesARepeatOffenderOfTheOpenFleet) {
    awtest::TempFolder dir;
    const std::string store = dir.file("fleet.sqlite");
    {
        aw::FleetStore fleet = awtest::worked(aw::FleetStore::open(store));
        // xid79-gpu-off-bus: node007 GPU 3 falls off the bus at 2026-11-30T08:10Z.
        awtest::worked(
            fleet.put(job("slurm-3901", "node007", 3, kDec1 - 10 * kDay, "gpu_hardware", "xid_79_gpu_fallen_off_bus")));
    }
    awapp::MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.resize(1366, 768);
    window.show();
    window.openFleet(QString::fromStdString(store));
    ASSERT_NE(window.fleetWindow(), nullptr);
    EXPECT_TRUE(window.fleetWindow()->isVisible());
    ASSERT_TRUE(waitShown(*window.fleetWindow()->view()));
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    window.openBundle(shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(shown.wait(60'000) || !shown.isEmpty());
    const QLabel* fleet = window.verdictView()->fleetLabel();
    EXPECT_TRUE(fleet->isVisibleTo(window.verdictView()));
    EXPECT_TRUE(fleet->text().contains(QStringLiteral("Repeat offender"))) << fleet->text().toStdString();
    EXPECT_TRUE(fleet->text().contains(QStringLiteral("node007 GPU 3 in 1 earlier job, the last slurm-3901")))
        << fleet->text().toStdString();
    EXPECT_TRUE(fleet->text().contains(QStringLiteral("Its actions escalate to service")))
        << fleet->text().toStdString();
    bool service = false;
    for (const aw::Action& a : window.document()->result->verdict.actions) service = service || a.id == "service_gpu";
    EXPECT_TRUE(service);
    shelltest::saveShot(window, QStringLiteral("fleet-repeat-offender-verdict"));

    // Without the fleet the same bundle says nothing of it.
    awapp::MainWindow plain;
    plain.setInteractive(false);
    plain.setPersistLayout(false);
    QSignalSpy plainShown(&plain, &awapp::MainWindow::documentShown);
    plain.openBundle(shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(plainShown.wait(60'000) || !plainShown.isEmpty());
    EXPECT_FALSE(plain.verdictView()->fleetLabel()->isVisibleTo(plain.verdictView()));
}

// A storage culprit blamed before is a repeat offender too, but no rule escalates a storage
// failure's actions: the line does not say they escalate.
TEST(FleetView, ARepeatOffenderWithoutARepeatRuleIsNamedNotEscalated) {
    awtest::TempFolder dir;
    const std::string store = dir.file("fleet.sqlite");
    {
        aw::FleetStore fleet = awtest::worked(aw::FleetStore::open(store));
        awtest::worked(fleet.put(
            job("slurm-3902", "gpu-node-5", -1, kDec1 - 20 * kDay, "storage", "checkpoint_permission_denied")));
    }
    awapp::MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.openFleet(QString::fromStdString(store));
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    window.openBundle(shelltest::samplePath("checkpoint-permission-denied"));
    ASSERT_TRUE(shown.wait(60'000) || !shown.isEmpty());
    ASSERT_EQ(window.document()->result->verdict.culpritNodes, std::vector<std::string>{"gpu-node-5"});
    const QString text = window.verdictView()->fleetLabel()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("blamed gpu-node-5 in 1 earlier job"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("escalate"))) << text.toStdString();
}

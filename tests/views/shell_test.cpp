// The workbench shell on the real engine and sample bundles: the session (background
// load, cancel, only the latest open delivers), the main window's linked views, the
// nodes and problems views, and screenshot mode.
#include "views/classification/classification_model.h"
#include "views/classification/classification_view.h"
#include "views/collectives/collectives_view.h"
#include "views/logs/log_view.h"
#include "app/gui/main_window.h"
#include "views/sources/metrics_chart.h"
#include "views/sources/nodes_view.h"
#include "views/sources/problems_view.h"
#include "views/provenance/provenance_view.h"
#include "app/gui/recent_bundles.h"
#include "views/rules/rules_view.h"
#include "app/gui/screenshot_writer.h"
#include "app/gui/session.h"
#include "shell_fixtures.h"
#include "views/timeline/timeline_view.h"
#include "views/verdict/verdict_view.h"

#include "engine/load/archive_reader.h"
#include "tests/support/archive_writer.h"
#include "tests/support/document_builder.h"
#include "tests/support/files.h"

#include <QDeadlineTimer>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QAction>
#include <QDir>
#include <QMenu>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest/QTest>

#include <functional>

#include <gtest/gtest.h>

using awapp::MainWindow;
using awapp::Session;

namespace {
constexpr int kLoadTimeoutMs = 60'000;

// Runs the event loop until `condition` holds (true) or the time is up (false).
bool waitUntil(const std::function<bool()>& condition, int timeoutMs = kLoadTimeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired()) return false;
        QTest::qWait(10);
    }
    return true;
}

awv::DocumentPtr openAndWait(Session& session, const QString& path) {
    QSignalSpy ready(&session, &Session::documentReady);
    QSignalSpy failed(&session, &Session::failed);
    session.open(path);
    if (!ready.wait(kLoadTimeoutMs) && ready.isEmpty()) {
        ADD_FAILURE() << "no document for " << path.toStdString() << " "
                      << (failed.isEmpty() ? std::string() : failed.front().front().toString().toStdString());
        return nullptr;
    }
    return ready.front().front().value<awv::DocumentPtr>();
}

// Opens a sample in a window and waits until every view has it.
bool openInWindow(MainWindow& window, const char* sample) {
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.openBundle(shelltest::samplePath(sample));
    return shown.wait(kLoadTimeoutMs) || !shown.isEmpty();
}

std::uint32_t firstEventWhere(const awv::Document& doc, auto predicate) {
    for (const aw::Event& event : doc.result->events)
        if (predicate(event)) return event.id;
    return 0;
}
}  // namespace

TEST(Session, LoadsASampleOffTheGuiThreadAndDeliversADocument) {
    Session session;
    QSignalSpy progress(&session, &Session::progress);
    QSignalSpy busy(&session, &Session::busyChanged);
    const awv::DocumentPtr doc = openAndWait(session, shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(doc);
    ASSERT_TRUE(doc->bundle);
    ASSERT_TRUE(doc->catalog);
    EXPECT_FALSE(doc->bundle->files.empty());
    EXPECT_FALSE(doc->result->events.empty());
    EXPECT_EQ(doc->result->verdict.outcome, aw::Outcome::GpuHardware);
    EXPECT_NE(doc->result->verdict.rootEventId, 0u);
    EXPECT_EQ(session.document(), doc);
    EXPECT_FALSE(session.isBusy());
    ASSERT_GE(busy.count(), 2);
    EXPECT_TRUE(busy.front().front().toBool());
    EXPECT_FALSE(busy.back().front().toBool());
    ASSERT_FALSE(progress.isEmpty());
    EXPECT_EQ(progress.back().front().toInt(), 100);
}

TEST(Session, AMissingPathFails) {
    Session session;
    QSignalSpy failed(&session, &Session::failed);
    QSignalSpy ready(&session, &Session::documentReady);
    session.open(QStringLiteral("/nonexistent/bundle/folder"));
    ASSERT_TRUE(failed.wait(kLoadTimeoutMs));
    EXPECT_TRUE(failed.front().front().toString().contains(QStringLiteral("/nonexistent/bundle/folder")));
    EXPECT_TRUE(ready.isEmpty());
    EXPECT_FALSE(session.isBusy());
}

TEST(Session, OnlyTheLatestOpenDelivers) {
    Session session;
    QSignalSpy ready(&session, &Session::documentReady);
    session.open(shelltest::samplePath("ib-link-flap"));
    session.open(shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(ready.wait(kLoadTimeoutMs));
    QTest::qWait(200);  // a stale result arriving late must still be dropped
    ASSERT_EQ(ready.count(), 1);
    const auto doc = ready.front().front().value<awv::DocumentPtr>();
    EXPECT_TRUE(QString::fromStdString(doc->bundle->root).contains(QStringLiteral("xid79-gpu-off-bus")));
}

TEST(Session, CancelLeavesTheSessionUsable) {
    Session session;
    QSignalSpy cancelled(&session, &Session::cancelled);
    QSignalSpy ready(&session, &Session::documentReady);
    session.open(shelltest::samplePath("xid79-gpu-off-bus"));
    session.cancel();
    // Either the cancel landed, or the load had already finished: never both, never a hang.
    ASSERT_TRUE(waitUntil([&] { return !session.isBusy(); }));
    EXPECT_EQ(cancelled.count() + ready.count(), 1);

    const awv::DocumentPtr doc = openAndWait(session, shelltest::samplePath("checkpoint-permission-denied"));
    ASSERT_TRUE(doc);
    EXPECT_FALSE(doc->result->events.empty());
}

TEST(MainWindow, DocksHaveUniqueNamesAndTheLayoutRoundTrips) {
    MainWindow window;
    window.setPersistLayout(false);
    QSet<QString> names;
    for (const MainWindow::ViewEntry& entry : window.views()) {
        ASSERT_NE(entry.dock, nullptr);
        EXPECT_FALSE(entry.dock->objectName().isEmpty());
        names.insert(entry.dock->objectName());
    }
    EXPECT_EQ(names.size(), 9);
    const QStringList expected{"verdict", "classification", "provenance", "timeline",   "logs",
                               "rules",   "nodes",          "problems",   "collectives"};
    for (const QString& name : expected) EXPECT_NE(window.dock(name), nullptr) << name.toStdString();

    const QByteArray state = window.saveState(1);
    window.dock(QStringLiteral("rules"))->hide();
    ASSERT_TRUE(window.restoreState(state, 1));
    window.dock(QStringLiteral("logs"))->hide();
    window.resetLayout();
    EXPECT_FALSE(window.dock(QStringLiteral("logs"))->isHidden());
}

TEST(MainWindow, SelectingAnEventInTheClassificationSelectsItEverywhere) {
    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.show();
    ASSERT_TRUE(openInWindow(window, "xid79-gpu-off-bus"));
    const awv::DocumentPtr doc = window.document();
    ASSERT_TRUE(doc);

    // After loading, the root cause is selected everywhere.
    EXPECT_EQ(window.selection()->currentEvent(), doc->result->verdict.rootEventId);
    EXPECT_EQ(window.classificationView()->currentEvent(), doc->result->verdict.rootEventId);

    // Pick a symptom on another node than the culprit, through the classification tree.
    const std::string culprit = doc->result->verdict.culpritNodes.empty() ? "" : doc->result->verdict.culpritNodes[0];
    const std::uint32_t symptomId = firstEventWhere(*doc, [&](const aw::Event& e) {
        return e.cls == aw::EventClass::Symptom && !e.node.empty() && e.node != culprit;
    });
    ASSERT_NE(symptomId, 0u);
    const aw::Event& symptom = *doc->result->findEvent(symptomId);
    awv::ClassificationView* classification = window.classificationView();
    auto* proxy = static_cast<QSortFilterProxyModel*>(classification->treeView()->model());
    const QModelIndex row = proxy->mapFromSource(classification->model()->indexOfEvent(symptomId));
    ASSERT_TRUE(row.isValid());
    classification->treeView()->setCurrentIndex(row);

    EXPECT_EQ(window.selection()->currentEvent(), symptomId);
    EXPECT_EQ(window.timelineView()->highlightedEvent(), symptomId);
    EXPECT_EQ(window.rulesView()->currentRule(), QString::fromStdString(symptom.rule));
    EXPECT_EQ(window.nodesView()->currentNode(), QString::fromStdString(symptom.node));
    EXPECT_EQ(window.metricsChart()->currentNode(), QString::fromStdString(symptom.node));
    if (!symptom.evidence.empty()) {
        EXPECT_TRUE(
            waitUntil([&] { return window.logView()->currentLine() == symptom.evidence.front().where.line; }, 10'000));
        EXPECT_EQ(window.logView()->currentFile(), symptom.evidence.front().where.file);
    }

    // And back: Ctrl+R returns every view to the root cause.
    window.rootCauseAction()->trigger();
    EXPECT_EQ(window.classificationView()->currentEvent(), doc->result->verdict.rootEventId);
    EXPECT_EQ(window.timelineView()->highlightedEvent(), doc->result->verdict.rootEventId);
}

TEST(MainWindow, ShowsProgressWhileLoadingAndCancelKeepsTheWindowUsable) {
    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.show();
    QSignalSpy busy(window.session(), &Session::busyChanged);
    window.openBundle(shelltest::samplePath("ib-link-flap"));
    EXPECT_TRUE(window.progressBar()->isVisible());
    EXPECT_TRUE(window.cancelButton()->isVisible());
    window.cancelButton()->click();
    ASSERT_TRUE(waitUntil([&] { return !window.session()->isBusy(); }));
    EXPECT_FALSE(window.progressBar()->isVisible());
    EXPECT_FALSE(window.cancelButton()->isVisible());

    ASSERT_TRUE(openInWindow(window, "checkpoint-permission-denied"));
    EXPECT_TRUE(window.document());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("checkpoint-permission-denied")));
}

TEST(MainWindow, FilterShortcutGoesToTheClassificationByDefault) {
    MainWindow window;
    window.setPersistLayout(false);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    // The classification is tabbed behind nothing else at first, but another tab may be
    // in front after a layout change: the action must raise it.
    window.dock(QStringLiteral("rules"))->raise();
    window.focusFilterAction()->trigger();
    EXPECT_EQ(window.focusWidget(), window.classificationView()->filterEdit());
    EXPECT_TRUE(window.classificationView()->filterEdit()->isVisible());
}

TEST(MainWindow, AHangShowsItsCollectivesGridLinkedToTheTimelineAndGraph) {
    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.show();
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.openBundle(QStringLiteral(AW_SOURCE_DIR "/tests/data/flight-recorder/two-missing"));
    ASSERT_TRUE(shown.wait(kLoadTimeoutMs) || !shown.isEmpty());
    const awv::DocumentPtr doc = window.document();
    ASSERT_TRUE(doc->flightRecorder);
    EXPECT_EQ(doc->result->verdict.outcome, aw::Outcome::Hang);
    awv::CollectivesView* grid = window.collectivesView();
    ASSERT_NE(window.dock(QStringLiteral("collectives")), nullptr);
    EXPECT_TRUE(grid->groupBox()->currentText().contains(QStringLiteral("default_pg")));

    // The window starts on the root cause: rank 5's finding, whose cell the grid shows.
    const QModelIndex rootCell = grid->table()->currentIndex();
    ASSERT_TRUE(rootCell.isValid());
    EXPECT_EQ(grid->model()->rankAt(rootCell.column()), 5);

    // Clicking rank 12's culprit cell selects its event in the timeline and the graph.
    const auto& group = grid->report().groups[std::size_t(grid->groupBox()->currentIndex())];
    const int column = int(std::find(group.ranks.begin(), group.ranks.end(), 12) - group.ranks.begin());
    const QModelIndex cell12 = grid->model()->index(grid->model()->rowCount() - 1, column);
    ASSERT_TRUE(cell12.data(awv::CollectivesModel::CulpritRole).toBool());
    grid->activateCell(cell12);
    const std::uint32_t rank12 =
        firstEventWhere(*doc, [](const aw::Event& e) { return e.rank == 12 && e.rule == "fr_never_scheduled"; });
    ASSERT_NE(rank12, 0u);
    EXPECT_EQ(window.selection()->currentEvent(), rank12);
    EXPECT_EQ(window.timelineView()->highlightedEvent(), rank12);
    EXPECT_EQ(window.classificationView()->currentEvent(), rank12);

    // The next bundle has no dumps: the graph comes back to the front (issue 25: the empty
    // Collectives tab stayed raised, hiding it).
    window.dock(QStringLiteral("collectives"))->raise();
    QSignalSpy next(&window, &MainWindow::documentShown);
    window.openBundle(QStringLiteral(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(next.wait(kLoadTimeoutMs) || !next.isEmpty());
    EXPECT_FALSE(window.dock(QStringLiteral("provenance"))->visibleRegion().isEmpty());
}

TEST(NodesView, ListsNodesWithTheirSourcesAndSelectsNodes) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::NodesView view(&selection, &feed);
    view.resize(700, 400);
    view.setDocument(shelltest::makeDocument());
    QTreeWidget* tree = view.treeWidget();
    ASSERT_EQ(tree->topLevelItemCount(), 4);  // three nodes + "Whole job"
    QTreeWidgetItem* node01 = tree->topLevelItem(0);
    EXPECT_EQ(node01->text(0), QStringLiteral("node01"));
    EXPECT_EQ(node01->text(awv::NodesView::DetailColumn), QStringLiteral("ranks 0–3"));
    ASSERT_EQ(node01->childCount(), 1);
    EXPECT_EQ(node01->child(0)->text(0), QStringLiteral("nodes/node01/train.log"));
    EXPECT_EQ(node01->child(0)->text(awv::NodesView::LinesColumn), QStringLiteral("3"));
    EXPECT_EQ(tree->topLevelItem(3)->child(0)->text(0), QStringLiteral("slurm/sacct.json"));
    // A file none of whose lines gave a time says so; every file tells how many lines had none.
    EXPECT_EQ(tree->topLevelItem(3)->child(0)->text(awv::NodesView::TimeColumn), QStringLiteral("no time read"));
    const QString linesTip =
        tree->topLevelItem(3)->child(0)->toolTip(awv::NodesView::LinesColumn);  // "%Ln line(s)": no translator here
    EXPECT_TRUE(linesTip.startsWith(QStringLiteral("1 line")) &&
                linesTip.endsWith(QStringLiteral(", 1 without a time of their own")))
        << linesTip.toStdString();
    EXPECT_NE(node01->child(0)->text(awv::NodesView::TimeColumn), QStringLiteral("no time read"));

    QSignalSpy nodes(&selection, &awv::Selection::nodeSelected);
    tree->setCurrentItem(tree->topLevelItem(1));
    ASSERT_EQ(nodes.count(), 1);
    EXPECT_EQ(nodes.front().front().toString(), QStringLiteral("node02"));

    // A file opens its first line in the log view.
    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    tree->setCurrentItem(node01->child(0));
    ASSERT_EQ(evidence.count(), 1);
    const auto where = evidence.front().front().value<aw::SourceLocation>();
    EXPECT_EQ(where.file, 0u);
    EXPECT_EQ(where.line, 1u);
    EXPECT_EQ(where.length, 8u);  // "line one"

    selection.selectEvent(4);  // an event on node03 reveals node03
    EXPECT_EQ(view.currentNode(), QStringLiteral("node03"));
    shelltest::saveShot(view, QStringLiteral("nodes-view"));
    // Another bundle starts unfiltered (issue 25: the last bundle's filter stayed).
    view.filterEdit()->setText(QStringLiteral("node02"));
    view.setDocument(shelltest::makeDocument());
    EXPECT_TRUE(view.filterEdit()->text().isEmpty());
    EXPECT_FALSE(tree->topLevelItem(0)->isHidden());
}

TEST(ProblemsView, ListsLoaderAndAnalysisProblemsWithAFilter) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProblemsView view(&selection, &feed);
    QSignalSpy count(&view, &awv::ProblemsView::problemCountChanged);
    view.setDocument(shelltest::makeDocument());
    EXPECT_EQ(view.problemCount(), 2);
    ASSERT_EQ(count.count(), 1);
    EXPECT_EQ(count.front().front().toInt(), 2);
    view.filterEdit()->setText(QStringLiteral("jobs array"));
    EXPECT_EQ(view.proxy()->rowCount(), 1);

    // Choosing a problem with a line opens that line.
    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    emit view.treeView()->activated(view.proxy()->index(0, awv::ProblemsView::MessageColumn));
    ASSERT_EQ(evidence.count(), 1);
    const auto where = evidence.front().front().value<aw::SourceLocation>();
    EXPECT_EQ(where.file, 2u);
    EXPECT_EQ(where.line, 1u);
    EXPECT_EQ(where.length, 2u);  // "{}"
}

// The analysis carries the loader's problems on; the tab lists each once, as many as the CLI
// prints (issue 25: twice as many before).
TEST(ProblemsView, ListsEachProblemOfARealBundleOnce) {
    awtest::TempFolder t;
    t.write("nodes/node001/train.log", "2026-11-30 08:00:00,000 INFO step 1\n");
    t.write("nodes/node001/core.bin", std::string("\x7f"
                                                  "ELF\0\0\0\0\x01\x02",
                                                  10));
    t.write("empty.log", "");
    const awv::DocumentPtr doc = awtest::openDocument(t.path());
    ASSERT_GE(doc->result->problems.size(), 2u);
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProblemsView view(&selection, &feed);
    view.setDocument(doc);
    EXPECT_EQ(view.problemCount(), static_cast<int>(doc->result->problems.size()));
}

TEST(RecentBundles, KeepsTheTenLatestMostRecentFirst) {
    awapp::RecentBundles recent(QStringLiteral("test/recentBundles"));
    recent.clear();
    for (int i = 0; i < 12; ++i) recent.add(QStringLiteral("/tmp/bundle-%1").arg(i));
    recent.add(QStringLiteral("/tmp/bundle-5"));  // again: moves to the front, no duplicate
    const QStringList paths = recent.paths();
    ASSERT_EQ(paths.size(), awapp::RecentBundles::kMaxEntries);
    EXPECT_EQ(paths.front(), QStringLiteral("/tmp/bundle-5"));
    EXPECT_EQ(paths.count(QStringLiteral("/tmp/bundle-5")), 1);
    EXPECT_FALSE(paths.contains(QStringLiteral("/tmp/bundle-0")));
    recent.remove(QStringLiteral("/tmp/bundle-5"));
    EXPECT_FALSE(recent.paths().contains(QStringLiteral("/tmp/bundle-5")));
    recent.clear();
}

// Issue 47: Open Recent listed four entries all named "bundle".
TEST(RecentBundles, SameNamedBundlesShowEnoughOfTheirPathToTellThemApart) {
    const QStringList paths = {QStringLiteral("/data/run1/bundle"),   QStringLiteral("/data/run2/bundle"),
                               QStringLiteral("/scratch/a/x/bundle"), QStringLiteral("/scratch/b/x/bundle"),
                               QStringLiteral("/tmp/job.tar.gz"),     QStringLiteral("/bundle")};
    EXPECT_EQ(awapp::distinctNames(paths),
              (QStringList{QStringLiteral("run1/bundle"), QStringLiteral("run2/bundle"), QStringLiteral("a/x/bundle"),
                           QStringLiteral("b/x/bundle"), QStringLiteral("job.tar.gz"), QStringLiteral("bundle")}));
    // The window's menu shows them so.
    awapp::RecentBundles recent;
    const QStringList saved = recent.paths();
    recent.clear();
    QTemporaryDir dir;
    for (const char* run : {"run1", "run2"}) {
        QDir(dir.path()).mkpath(QStringLiteral("%1/bundle").arg(QLatin1String(run)));
        recent.add(dir.filePath(QStringLiteral("%1/bundle").arg(QLatin1String(run))));
    }
    awapp::MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    QStringList texts;
    for (QMenu* menu : window.findChildren<QMenu*>())
        for (QAction* action : menu->actions())
            if (action->text().endsWith(QStringLiteral("/bundle"))) texts << action->text();
    EXPECT_EQ(texts, (QStringList{QStringLiteral("&1 run2/bundle"), QStringLiteral("&2 run1/bundle")}));
    recent.clear();
    for (auto it = saved.rbegin(); it != saved.rend(); ++it) recent.add(*it);
}

TEST(MainWindow, RecognisesBundleFoldersAndEveryArchiveKindTheEngineReads) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    EXPECT_TRUE(awapp::isOpenableBundlePath(dir.path()));
    const auto touch = [&](const QString& name) {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly)) << name.toStdString();
        return file.fileName();
    };
    for (const std::string_view kind : aw::kArchiveExtensions) {
        const QString name = QStringLiteral("bundle") + QString::fromLatin1(kind.data(), qsizetype(kind.size()));
        EXPECT_TRUE(awapp::isOpenableBundlePath(touch(name))) << name.toStdString();
        EXPECT_TRUE(awapp::isOpenableBundlePath(touch(name.toUpper()))) << name.toUpper().toStdString();
    }
    EXPECT_TRUE(awapp::isOpenableBundlePath(touch(QStringLiteral("job-1234.tar.zst"))));
    EXPECT_FALSE(awapp::isOpenableBundlePath(touch(QStringLiteral("e.txt"))));
    EXPECT_FALSE(awapp::isOpenableBundlePath(touch(QStringLiteral("f.tar.lz"))));
    EXPECT_FALSE(awapp::isOpenableBundlePath(dir.filePath(QStringLiteral("missing.zip"))));
}

TEST(MainWindow, OpensATarXzBundleLikeItsFolder) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string folder = AW_SOURCE_DIR "/tests/data/clock-skew";
    const QString archive = dir.filePath(QStringLiteral("clock-skew.tar.xz"));
    ASSERT_TRUE(awtest::writeArchive(archive.toStdString(), awtest::membersOfFolder(folder, "clock-skew")));
    ASSERT_TRUE(awapp::isOpenableBundlePath(archive));

    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.openBundle(archive);
    ASSERT_TRUE(shown.wait(kLoadTimeoutMs) || !shown.isEmpty());
    const awv::DocumentPtr opened = window.document();
    const awv::DocumentPtr fromFolder = awtest::openDocument(folder);
    ASSERT_EQ(opened->bundle->files.size(), fromFolder->bundle->files.size());
    for (std::size_t i = 0; i < opened->bundle->files.size(); ++i)
        EXPECT_EQ(opened->bundle->files[i].path, fromFolder->bundle->files[i].path);
    EXPECT_EQ(opened->result->events.size(), fromFolder->result->events.size());
    EXPECT_EQ(opened->result->verdict.outcome, fromFolder->result->verdict.outcome);
}

TEST(ScreenshotMode, WritesTheWindowAndEveryMainView) {
    QTemporaryDir out;
    ASSERT_TRUE(out.isValid());
    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.resize(1600, 1000);
    window.show();
    awapp::ScreenshotWriter writer(&window, out.path());
    QSignalSpy finished(&writer, &awapp::ScreenshotWriter::finished);
    writer.start(shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(finished.wait(kLoadTimeoutMs) || !finished.isEmpty());
    EXPECT_EQ(finished.front().at(0).toInt(), 0) << finished.front().at(2).toString().toStdString();
    const QStringList paths = finished.front().at(1).toStringList();
    EXPECT_EQ(paths.size(), 10);
    for (const char* name : {"window", "verdict", "classification", "provenance", "timeline", "logs", "rules", "nodes",
                             "problems", "collectives"}) {
        const QString path = QDir(out.path()).filePath(QStringLiteral("%1.png").arg(QLatin1String(name)));
        EXPECT_TRUE(paths.contains(path)) << name;
        QImage image(path);
        ASSERT_FALSE(image.isNull()) << name;
        EXPECT_GT(image.width(), 100) << name;
    }
    EXPECT_EQ(QImage(QDir(out.path()).filePath(QStringLiteral("window.png"))).size(), QSize(1600, 1000));
    // The root cause is what the pictures show selected.
    EXPECT_EQ(window.selection()->currentEvent(), window.document()->result->verdict.rootEventId);
}

TEST(ScreenshotMode, ReportsABundleThatFailsToLoad) {
    QTemporaryDir out;
    MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    awapp::ScreenshotWriter writer(&window, out.path());
    QSignalSpy finished(&writer, &awapp::ScreenshotWriter::finished);
    writer.start(QStringLiteral("/nonexistent/bundle"));
    ASSERT_TRUE(finished.wait(kLoadTimeoutMs) || !finished.isEmpty());
    EXPECT_NE(finished.front().at(0).toInt(), 0);
    EXPECT_TRUE(finished.front().at(1).toStringList().isEmpty());
}

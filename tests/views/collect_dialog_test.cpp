// File › Collect… (issue 26): the collector behind a form, off the GUI thread, with a
// progress bar and Cancel; a collected bundle opens in the main window.
#include "app/gui/collect_dialog.h"
#include "app/gui/main_window.h"
#include "app/gui/session.h"
#include "shell_fixtures.h"
#include "views/verdict/verdict_view.h"

#include "tests/support/files.h"

#include <QAction>
#include <QCheckBox>
#include <QDateTimeEdit>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <filesystem>

namespace {

QPushButton* button(awapp::CollectDialog& dialog, const char* name) {
    return dialog.findChild<QPushButton*>(QString::fromLatin1(name));
}

// Nodes and a window by hand, and a node command that prints what a node's kernel said.
void fillByHand(awapp::CollectDialog& dialog, const QString& nodes, const QString& command, const QString& output) {
    dialog.setScope(awapp::CollectDialog::Scope::Nodes);
    dialog.nodesField()->setText(nodes);
    dialog.sinceField()->setDateTime(QDateTime::fromSecsSinceEpoch(1796025600, Qt::UTC));
    dialog.untilField()->setDateTime(QDateTime::fromSecsSinceEpoch(1796027400, Qt::UTC));
    dialog.nodeCommandBox()->setChecked(true);
    dialog.nodeCommandField()->setText(command);
    dialog.outputField()->setText(output);
}

TEST(CollectDialog, SaysWhatTheFormLacksAndRunsNothing) {
    awapp::CollectDialog dialog;
    dialog.show();
    button(dialog, "CollectStart")->click();
    EXPECT_FALSE(dialog.running());
    EXPECT_EQ(dialog.statusText(), QStringLiteral("Name the job to collect."));
    dialog.jobField()->setText(QStringLiteral("4242"));
    button(dialog, "CollectStart")->click();
    EXPECT_EQ(dialog.statusText(), QStringLiteral("Choose where to save the bundle."));
    dialog.setScope(awapp::CollectDialog::Scope::Nodes);
    EXPECT_FALSE(dialog.jobField()->isVisibleTo(&dialog));
    EXPECT_TRUE(dialog.nodesField()->isVisibleTo(&dialog));
    button(dialog, "CollectStart")->click();
    EXPECT_EQ(dialog.statusText(), QStringLiteral("Name the nodes to collect from."));
}

TEST(CollectDialog, ACollectedBundleOpensInTheMainWindow) {
    awtest::TempFolder tmp;
    awapp::MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    window.resize(1366, 768);
    window.show();
    window.findChild<QAction*>(QStringLiteral("CollectAction"))->trigger();
    awapp::CollectDialog* dialog = window.collectDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(dialog->isVisible());
    const QString output = QString::fromStdString(tmp.path()) + QStringLiteral("/job.tar.gz");
    // node2's kernel saw its GPU fall off the bus; node1's only booted; node3 is unreachable.
    fillByHand(*dialog, QStringLiteral("node[1-3]"),
               QStringLiteral("case {node} in node2) echo '[Mon Nov 30 08:20:07 2026] NVRM: Xid (PCI:0000:5a:00): 79, "
                              "pid=<unknown>, name=<unknown>, GPU has fallen off the bus.';; "
                              "node3) echo 'ssh: connect to host node3 port 22: No route to host' >&2; exit 255;; "
                              "*) echo '[Mon Nov 30 08:00:01 2026] Linux version 5.15.0-122-generic';; esac"),
               output);
    QSignalSpy collected(dialog, &awapp::CollectDialog::bundleCollected);
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    shelltest::saveShot(*dialog, QStringLiteral("collect-dialog-form"));
    button(*dialog, "CollectStart")->click();
    ASSERT_TRUE(collected.wait(30'000) || !collected.isEmpty());
    EXPECT_EQ(collected.first().first().toString(), output);
    ASSERT_TRUE(shown.wait(60'000) || !shown.isEmpty());
    EXPECT_FALSE(dialog->isVisible());
    EXPECT_EQ(window.session()->currentPath(), output);
    const auto& verdict = window.document()->result->verdict;
    ASSERT_EQ(verdict.culpritNodes.size(), 1u);
    EXPECT_EQ(verdict.culpritNodes[0], "node2");
    bool warned = false;
    for (const aw::Problem& p : window.document()->bundle->problems)
        warned = warned || (p.file == "collect.json" && p.message.find("node3") != std::string::npos);
    EXPECT_TRUE(warned) << "the unreachable node is not among the bundle's problems";
    shelltest::saveShot(window, QStringLiteral("collect-opened-bundle"));
}

TEST(CollectDialog, CancelStopsTheCollectionAndTheGuiStaysResponsive) {
    awtest::TempFolder tmp;
    awapp::CollectDialog dialog;
    dialog.show();
    const QString output = QString::fromStdString(tmp.path()) + QStringLiteral("/slow");
    fillByHand(dialog, QStringLiteral("node[1-16]"), QStringLiteral("sleep 20"), output);
    QSignalSpy collected(&dialog, &awapp::CollectDialog::bundleCollected);
    QElapsedTimer clock;
    clock.start();
    button(dialog, "CollectStart")->click();
    EXPECT_TRUE(dialog.running());
    QTest::qWait(300);  // the event loop turns while the nodes hang
    EXPECT_EQ(dialog.progressBar()->maximum(), 16);
    button(dialog, "CollectCancel")->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog.running(); }, 10'000));
    EXPECT_LT(clock.elapsed(), 8'000);
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Cancelled."))) << dialog.statusText().toStdString();
    EXPECT_TRUE(collected.isEmpty());
    // What was collected is kept under the partial name; the final name stays free.
    EXPECT_TRUE(std::filesystem::exists(output.toStdString() + ".partial/collect.json"));
    EXPECT_FALSE(std::filesystem::exists(output.toStdString()));
    EXPECT_TRUE(dialog.statusText().contains(QStringLiteral("slow.partial"))) << dialog.statusText().toStdString();
    shelltest::saveShot(dialog, QStringLiteral("collect-dialog-cancelled"));
}

// Issue 47: `node[001-0x3` and `not a url` once started a collection that made a bundle of
// failures and replaced the open analysis with it. They are refused before anything runs,
// in words of the dialog (translated), and nothing is written.
TEST(CollectDialog, JunkHostListsAndAddressesAreRefusedBeforeAnythingRuns) {
    awtest::TempFolder tmp;
    awapp::CollectDialog dialog;
    dialog.show();
    const QString output = QString::fromStdString(tmp.path()) + QStringLiteral("/junk.tar.gz");
    fillByHand(dialog, QStringLiteral("node[001-0x3"), QStringLiteral("true"), output);
    QSignalSpy collected(&dialog, &awapp::CollectDialog::bundleCollected);
    button(dialog, "CollectStart")->click();
    EXPECT_FALSE(dialog.running());
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Nodes: “node[001-0x3” is not a host list")))
        << dialog.statusText().toStdString();

    dialog.nodesField()->setText(QStringLiteral("node[1-2]"));
    dialog.prometheusField()->setText(QStringLiteral("not a url"));
    button(dialog, "CollectStart")->click();
    EXPECT_FALSE(dialog.running());
    EXPECT_EQ(dialog.statusText(), QStringLiteral("Prometheus: “not a url” is not an http:// or https:// address."));
    dialog.prometheusField()->setText(QStringLiteral("http://prom:9090"));
    dialog.lokiField()->setText(QStringLiteral("loki:3100"));
    button(dialog, "CollectStart")->click();
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Loki:"))) << dialog.statusText().toStdString();
    EXPECT_TRUE(collected.isEmpty());
    EXPECT_FALSE(std::filesystem::exists(output.toStdString()));
}

// A bundle already at the output is said before the run (the engine's refusal came in
// English, after the run had started); a retry gets the first free name.
TEST(CollectDialog, AnExistingOutputIsRefusedUpFrontAndAFreeNameIsOffered) {
    awtest::TempFolder tmp;
    const QString taken = QString::fromStdString(tmp.path()) + QStringLiteral("/job.tar.gz");
    tmp.write("job.tar.gz", "x");
    awapp::CollectDialog dialog;
    dialog.show();
    fillByHand(dialog, QStringLiteral("node1"), QStringLiteral("true"), taken);
    button(dialog, "CollectStart")->click();
    EXPECT_FALSE(dialog.running());
    EXPECT_TRUE(dialog.statusText().contains(QStringLiteral("already exists"))) << dialog.statusText().toStdString();
    EXPECT_EQ(awapp::CollectDialog::freeOutputName(taken),
              QString::fromStdString(tmp.path()) + QStringLiteral("/job-2.tar.gz"));
    EXPECT_EQ(awapp::CollectDialog::freeOutputName(QString::fromStdString(tmp.path()) + QStringLiteral("/new")),
              QString::fromStdString(tmp.path()) + QStringLiteral("/new-2"));
}

}  // namespace

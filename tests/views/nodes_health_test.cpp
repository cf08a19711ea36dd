// The Nodes view's health summary (issue 25): each node's last line and last training
// step, and the node that went silent while the others kept going, flagged.
#include "tests/support/document_builder.h"
#include "tests/support/files.h"
#include "tests/support/train_logs.h"
#include "views/common/selection.h"
#include "views/sources/nodes_view.h"
#include "views/common/event_class_style.h"
#include "engine/attribute/node_health.h"

#include <QHeaderView>
#include <QLineEdit>
#include <algorithm>

#include <QDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

TEST(NodesView, FlagsTheNodeThatWentSilentBeforeTheOthers) {
    awtest::TempFolder t;
    for (int n = 1; n <= 4; ++n)
        t.write("nodes/node00" + std::to_string(n) + "/train.log", awtest::megatronTrainLog(n * 8, n == 3 ? 10 : 30));
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::NodesView view(&selection, &feed);
    view.resize(900, 400);
    view.setDocument(awtest::openDocument(t.path()));
    EXPECT_EQ(view.silentSummary(), QStringLiteral("Went silent before the others: node003 (20 min)"));
    QTreeWidget* tree = view.treeWidget();
    ASSERT_GE(tree->topLevelItemCount(), 4);
    for (int i = 0; i < 4; ++i) {
        const QTreeWidgetItem* node = tree->topLevelItem(i);
        const bool silent = node->text(awv::NodesView::NameColumn) == QStringLiteral("node003");
        EXPECT_EQ(node->text(awv::NodesView::HealthColumn).contains(QStringLiteral("silent 20 min early")), silent)
            << node->text(awv::NodesView::HealthColumn).toStdString();
        EXPECT_TRUE(node->text(awv::NodesView::TimeColumn)
                        .contains(silent ? QStringLiteral("progress 08:09:30") : QStringLiteral("progress 08:29:30")))
            << node->text(awv::NodesView::TimeColumn).toStdString();
    }
    view.show();
    const QImage shot = view.grab().toImage();
    shot.save(QDir::tempPath() + QStringLiteral("/aw_view_shots/nodes_health.png"));
    // Another bundle: the flag goes.
    view.setDocument(nullptr);
    EXPECT_TRUE(view.silentSummary().isEmpty());
}

// Issue 47: per-node health at a glance in the docked pane. The xid79 sample's node007
// stopped logging ten minutes before the others: flagged; each node's events counted per
// class in a narrow column each, and the health column starts inside a pane a quarter of
// a laptop screen wide.
TEST(NodesView, Xid79FlagsNode007AndCountsEventsPerClass) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::NodesView view(&selection, &feed);
    view.resize(360, 500);
    const awv::DocumentPtr doc = awtest::openDocument(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus");
    view.setDocument(doc);
    view.show();
    EXPECT_TRUE(view.silentSummary().startsWith(QStringLiteral("Went silent before the others: node007 (")))
        << view.silentSummary().toStdString();
    QTreeWidget* tree = view.treeWidget();
    const auto health = aw::nodeHealth(*doc->bundle, *doc->result);
    int flagged = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* node = tree->topLevelItem(i);
        const QString name = node->data(awv::NodesView::NameColumn, awv::NodesView::NodeNameRole).toString();
        if (name.isEmpty()) continue;  // the whole job's files
        const auto h = std::find_if(health.begin(), health.end(),
                                    [&](const aw::NodeHealth& x) { return x.node == name.toStdString(); });
        ASSERT_NE(h, health.end()) << name.toStdString();
        for (int c = 0; c < 4; ++c) {
            const std::uint32_t count =
                h->events[static_cast<std::size_t>(awv::kEventClassesInOrder[static_cast<std::size_t>(c)])];
            EXPECT_EQ(node->text(awv::NodesView::RootCauseColumn + c), count ? QString::number(count) : QString())
                << name.toStdString() << " class " << c;
        }
        const bool silent = node->text(awv::NodesView::HealthColumn).contains(QStringLiteral("silent"));
        EXPECT_EQ(silent, name == QStringLiteral("node007")) << name.toStdString();
        flagged += silent;
    }
    EXPECT_EQ(flagged, 1);
    // The root cause is node007's: its count shows in the first class column.
    const QList<QTreeWidgetItem*> node007 =
        tree->findItems(QStringLiteral("node007"), Qt::MatchStartsWith, awv::NodesView::NameColumn);
    ASSERT_EQ(node007.size(), 1);
    EXPECT_FALSE(node007.front()->text(awv::NodesView::RootCauseColumn).isEmpty());
    // The class counts and the health column start inside the docked pane's width.
    EXPECT_LT(tree->header()->sectionViewportPosition(awv::NodesView::HealthColumn), tree->viewport()->width() - 60);
    view.grab().save(QDir::tempPath() + QStringLiteral("/aw_view_shots/nodes_xid79_docked.png"));
}

// Pods beside their nodes: the checkpoint sample's kubectl get pods -o json names a pod per node.
TEST(NodesView, PodsShowBesideTheirNodes) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::NodesView view(&selection, &feed);
    view.setDocument(awtest::openDocument(AW_SOURCE_DIR "/resources/samples/checkpoint-permission-denied"));
    const QList<QTreeWidgetItem*> node1 =
        view.treeWidget()->findItems(QStringLiteral("gpu-node-1"), Qt::MatchStartsWith, awv::NodesView::NameColumn);
    ASSERT_FALSE(node1.isEmpty());
    EXPECT_EQ(node1.front()->text(awv::NodesView::NameColumn),
              QStringLiteral("gpu-node-1 (pod llama-pretrain-worker-0)"));
    EXPECT_EQ(node1.front()->data(awv::NodesView::NameColumn, awv::NodesView::NodeNameRole).toString(),
              QStringLiteral("gpu-node-1"));
    // The filter finds a node by its pod's name.
    view.filterEdit()->setText(QStringLiteral("worker-3"));
    int shown = 0;
    for (int i = 0; i < view.treeWidget()->topLevelItemCount(); ++i)
        shown += !view.treeWidget()->topLevelItem(i)->isHidden();
    EXPECT_EQ(shown, 1);
}

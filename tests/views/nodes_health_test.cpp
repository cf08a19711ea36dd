// The Nodes view's health summary (issue 25): each node's last line and last training
// step, and the node that went silent while the others kept going, flagged.
#include "tests/support/document_builder.h"
#include "tests/support/files.h"
#include "tests/support/train_logs.h"
#include "views/common/selection.h"
#include "views/sources/nodes_view.h"

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
        EXPECT_EQ(node->text(awv::NodesView::KindColumn).contains(QStringLiteral("went silent 20 min before the others")), silent)
            << node->text(awv::NodesView::KindColumn).toStdString();
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

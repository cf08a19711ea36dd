// The collectives grid: ranks as columns, the last collectives as rows, the culprit cell
// marked, and a click selecting the culprit's event.
#include "tests/support/document_builder.h"
#include "tests/support/event_builder.h"
#include "engine/load/bundle_loader.h"
#include "views/collectives/collectives_view.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>

#include <gtest/gtest.h>

namespace {

awv::DocumentPtr oneMissing() {
    auto bundle = std::make_shared<const aw::Bundle>(
        aw::loadBundle(std::string(AW_SOURCE_DIR) + "/tests/data/flight-recorder/one-missing"));
    awtest::DocumentBuilder doc;
    doc.editResult().events.push_back(
        awtest::EventBuilder(1).rank(5).node("node001").rule("fr_never_scheduled").build());
    return doc.bundle(bundle).hangs(aw::analyzeFlightRecorder(*bundle)).build();
}

TEST(CollectivesView, ShowsRanksAsColumnsAndMarksTheMissingRank) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::CollectivesView view(&selection, &feed);
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    view.setDocument(oneMissing());
    ASSERT_EQ(view.groupBox()->count(), 3);
    EXPECT_TRUE(view.groupBox()->currentText().contains(QStringLiteral("default_pg")));
    EXPECT_EQ(view.model()->columnCount(), 16);
    EXPECT_EQ(view.model()->rowCount(), 8);
    EXPECT_EQ(view.model()->headerData(7, Qt::Vertical).toString(), QStringLiteral("#1581"));
    EXPECT_TRUE(view.model()->headerData(5, Qt::Horizontal).toString().contains(QStringLiteral("node001")));
    const QModelIndex missing = view.model()->index(7, 5);
    EXPECT_TRUE(view.model()->data(missing, awv::CollectivesModel::CulpritRole).toBool());
    EXPECT_TRUE(view.model()->data(missing).toString().contains(QStringLiteral("missing")));
    const QModelIndex waiting = view.model()->index(7, 4);
    EXPECT_FALSE(view.model()->data(waiting, awv::CollectivesModel::CulpritRole).toBool());
    EXPECT_EQ(view.model()->data(waiting).toString(), QStringLiteral("started"));
    EXPECT_TRUE(view.findingsLabel()->text().contains(QStringLiteral("Rank 5 on node001")));

    QSignalSpy events(&selection, &awv::Selection::eventSelected);
    view.activateCell(missing);
    ASSERT_EQ(events.count(), 1);
    EXPECT_EQ(events.front().front().toUInt(), 1u);

    view.groupBox()->setCurrentIndex(1);  // a healthy tensor-parallel group
    EXPECT_EQ(view.model()->columnCount(), 8);
    view.setDocument(nullptr);
    EXPECT_EQ(view.model()->rowCount(), 0);
    EXPECT_EQ(view.groupBox()->count(), 0);
}

TEST(CollectivesView, SelectingTheFlightRecorderEventRevealsItsCell) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::CollectivesView view(&selection, &feed);
    view.setDocument(oneMissing());
    view.groupBox()->setCurrentIndex(1);  // looking at another group
    selection.selectEvent(1);             // e.g. clicked in the timeline
    EXPECT_TRUE(view.groupBox()->currentText().contains(QStringLiteral("default_pg")));
    const QModelIndex current = view.table()->currentIndex();
    EXPECT_EQ(current.row(), 7);
    EXPECT_EQ(current.column(), 5);
    EXPECT_TRUE(current.data(awv::CollectivesModel::CulpritRole).toBool());

    // Events that are not Flight Recorder findings leave the grid alone.
    EXPECT_FALSE(view.revealEvent(42));
    EXPECT_EQ(view.table()->currentIndex(), current);
}

TEST(CollectivesView, WithoutAComputedReportShowsNoGrid) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::CollectivesView view(&selection, &feed);
    view.setDocument(awtest::DocumentBuilder().build());
    EXPECT_EQ(view.groupBox()->count(), 0);
    EXPECT_EQ(view.model()->rowCount(), 0);
    EXPECT_FALSE(view.findingsLabel()->text().isEmpty());
}

}  // namespace

namespace {

// The real NVRx dumps: each column's header gives the rank's counters in the group, and the
// culprits are marked there, since the rows hold only the work in flight.
TEST(CollectivesView, HeadersGiveEachRanksCountersAndMarkTheCulpritsOnRealDumps) {
    auto bundle = std::make_shared<const aw::Bundle>(
        aw::loadBundle(std::string(AW_SOURCE_DIR) + "/tests/data/flight-recorder/nvrx-gpu-error-2nd"));
    awtest::DocumentBuilder builder;
    auto doc = builder.bundle(bundle).hangs(aw::analyzeFlightRecorder(*bundle)).build();
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::CollectivesView view(&selection, &feed);
    view.setDocument(doc);
    int tp = -1;
    for (int i = 0; i < view.groupBox()->count(); ++i)
        if (view.groupBox()->itemText(i).startsWith(QStringLiteral("process group 37 (TENSOR_MODEL_PARALLEL_GROUP)")))
            tp = i;
    ASSERT_GE(tp, 0);
    EXPECT_TRUE(view.groupBox()->itemText(tp).contains(QStringLiteral("blamed")));
    view.groupBox()->setCurrentIndex(tp);
    ASSERT_EQ(view.model()->columnCount(), 4);  // ranks 8-11
    const QString culprit = view.model()->headerData(1, Qt::Horizontal).toString();
    EXPECT_TRUE(culprit.startsWith(QStringLiteral("⚠ rank 9"))) << culprit.toStdString();
    EXPECT_TRUE(culprit.contains(QStringLiteral("enqueued #87760"))) << culprit.toStdString();
    EXPECT_TRUE(culprit.contains(QStringLiteral("completed #87748"))) << culprit.toStdString();
    EXPECT_TRUE(culprit.contains(QStringLiteral("12 unfinished"))) << culprit.toStdString();
    const QString waiting = view.model()->headerData(0, Qt::Horizontal).toString();
    EXPECT_TRUE(waiting.startsWith(QStringLiteral("rank 8"))) << waiting.toStdString();
    EXPECT_TRUE(waiting.contains(QStringLiteral("enqueued #87771"))) << waiting.toStdString();
    EXPECT_TRUE(view.findingsLabel()->text().contains(QStringLiteral("Ranks 9 and 14")))
        << view.findingsLabel()->text().toStdString();
}

}  // namespace

// The rules view: catalog model, filtering, definition pane and the rule's events.
#include "views/rules/rules_model.h"
#include "views/rules/rules_view.h"
#include "shell_fixtures.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTreeWidget>

#include <gtest/gtest.h>

using awv::RulesModel;

namespace {
QStringList shownRules(const QAbstractItemModel& model) {
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row) ids << model.index(row, 0).data(RulesModel::RuleIdRole).toString();
    ids.sort();
    return ids;
}
}  // namespace

TEST(RulesModel, PassesTheModelTesterAndShowsHits) {
    RulesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDocument(shelltest::makeDocument());
    ASSERT_EQ(model.rowCount(), 6);
    EXPECT_EQ(model.columnCount(), RulesModel::ColumnCount);
    const QModelIndex nccl = model.indexOfRule(QStringLiteral("nccl_timeout_extractor"));
    ASSERT_TRUE(nccl.isValid());
    EXPECT_EQ(nccl.siblingAtColumn(RulesModel::HitsColumn).data().toString(), QStringLiteral("42"));
    EXPECT_EQ(nccl.siblingAtColumn(RulesModel::PhaseColumn).data().toString(), QStringLiteral("Extractor"));
    EXPECT_EQ(model.indexOfRule(QStringLiteral("never_fires")).data(RulesModel::HitsRole).toULongLong(), 0u);
    EXPECT_EQ(
        model.indexOfRule(QStringLiteral("cascade_refiner")).siblingAtColumn(RulesModel::PhaseColumn).data().toString(),
        QStringLiteral("Refiner"));
    model.setDocument(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(RulesView, FiltersByTextAndByFiring) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::RulesView view(&selection, &feed);
    view.setDocument(shelltest::makeDocument());
    QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(view.tableView()->model()->rowCount(), 6);

    view.filterEdit()->setText(QStringLiteral("nccl"));  // id
    EXPECT_EQ(shownRules(*view.tableView()->model()), (QStringList{"nccl_info_noise", "nccl_timeout_extractor"}));
    view.filterEdit()->setText(QStringLiteral("gpu fault"));  // description
    EXPECT_EQ(shownRules(*view.tableView()->model()), QStringList{"cascade_refiner"});
    view.filterEdit()->setText(QStringLiteral("REFINER"));  // phase column, any case
    EXPECT_EQ(shownRules(*view.tableView()->model()), QStringList{"cascade_refiner"});

    view.filterEdit()->clear();
    view.firedOnlyCheck()->setChecked(true);
    EXPECT_FALSE(shownRules(*view.tableView()->model()).contains(QStringLiteral("never_fires")));
    EXPECT_EQ(view.tableView()->model()->rowCount(), 5);
}

TEST(RulesView, ChoosingARuleShowsItsDefinitionAndEvents) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::RulesView view(&selection, &feed);
    view.setDocument(shelltest::makeDocument());
    QSignalSpy ruleSpy(&selection, &awv::Selection::ruleSelected);

    QTableView* table = view.tableView();
    const QModelIndex source = view.model()->indexOfRule(QStringLiteral("nccl_timeout_extractor"));
    table->setCurrentIndex(view.proxy()->mapFromSource(source));
    ASSERT_EQ(ruleSpy.count(), 1);
    EXPECT_EQ(ruleSpy.front().front().toString(), QStringLiteral("nccl_timeout_extractor"));
    EXPECT_TRUE(view.definitionPane()->toPlainText().contains(QStringLiteral("\"id\": \"nccl_timeout_extractor\"")));
    EXPECT_EQ(view.hitsList()->topLevelItemCount(), 3);  // events 3, 4 and 5

    // A filter rule lists the events whose class it decided.
    table->setCurrentIndex(view.proxy()->mapFromSource(view.model()->indexOfRule(QStringLiteral("nccl_info_noise"))));
    ASSERT_EQ(view.hitsList()->topLevelItemCount(), 1);
    QSignalSpy eventSpy(&selection, &awv::Selection::eventSelected);
    view.hitsList()->setCurrentItem(view.hitsList()->topLevelItem(0));
    ASSERT_EQ(eventSpy.count(), 1);
    EXPECT_EQ(eventSpy.front().front().toUInt(), 5u);
}

TEST(RulesView, FollowsSelectedRulesAndEvents) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::RulesView view(&selection, &feed);
    view.resize(700, 700);
    view.setDocument(shelltest::makeDocument());
    view.filterEdit()->setText(QStringLiteral("xid"));

    selection.selectRule(QStringLiteral("outcome_gpu"));  // hidden by the filter: it is dropped
    EXPECT_EQ(view.currentRule(), QStringLiteral("outcome_gpu"));
    EXPECT_TRUE(view.filterEdit()->text().isEmpty());

    selection.selectEvent(2);  // shows the rule that produced the event, event marked
    EXPECT_EQ(view.currentRule(), QStringLiteral("xid_extractor"));
    ASSERT_NE(view.hitsList()->currentItem(), nullptr);
    EXPECT_EQ(view.hitsList()->currentItem()->data(0, Qt::UserRole).toUInt(), 2u);
    shelltest::saveShot(view, QStringLiteral("rules-view"));
}

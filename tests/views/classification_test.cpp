// The classification: the tree model, its filter proxy and the view's linked selection.
#include "views/classification/classification_filter.h"
#include "views/classification/classification_model.h"
#include "views/classification/classification_view.h"
#include "views/common/event_class_style.h"
#include "shell_fixtures.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTreeView>

#include <gtest/gtest.h>

using awv::ClassificationFilter;
using awv::ClassificationModel;

namespace {
QModelIndex groupIndex(const QAbstractItemModel& model, aw::EventClass cls) {
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex group = model.index(row, 0);
        if (group.data(ClassificationModel::EventClassRole).toInt() == static_cast<int>(cls)) return group;
    }
    return {};
}

std::vector<unsigned> eventIds(const QAbstractItemModel& model) {
    std::vector<unsigned> ids;
    for (int g = 0; g < model.rowCount(); ++g) {
        const QModelIndex group = model.index(g, 0);
        for (int row = 0; row < model.rowCount(group); ++row)
            ids.push_back(model.index(row, 0, group).data(ClassificationModel::EventIdRole).toUInt());
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}
}  // namespace

TEST(ClassificationModel, PassesTheModelTesterThroughResets) {
    ClassificationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), 0);
    model.setDocument(shelltest::makeDocument());
    model.setDocument(shelltest::makeDocument(aw::Outcome::Unknown));
    model.setDocument(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ClassificationModel, GroupsEventsByClassInImportanceOrder) {
    ClassificationModel model;
    model.setDocument(shelltest::makeDocument());
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.index(0, 0).data().toString(), QStringLiteral("Root cause (1)"));
    EXPECT_EQ(model.index(1, 0).data().toString(), QStringLiteral("Contributing (1)"));
    EXPECT_EQ(model.index(2, 0).data().toString(), QStringLiteral("Symptoms (2)"));
    EXPECT_EQ(model.index(3, 0).data().toString(), QStringLiteral("Noise (1)"));
    // The noise group's count column sums occurrences, not events.
    EXPECT_EQ(model.index(3, ClassificationModel::CountColumn).data().toString(), QStringLiteral("40"));

    const QModelIndex root = model.index(0, 0, model.index(0, 0));
    EXPECT_EQ(root.data(ClassificationModel::EventIdRole).toUInt(), 1u);
    EXPECT_EQ(root.data().toString(), QStringLiteral("Xid 79: GPU has fallen off the bus"));
    EXPECT_EQ(root.siblingAtColumn(ClassificationModel::NodeColumn).data().toString(), QStringLiteral("node02 · GPU 3"));
    EXPECT_EQ(root.siblingAtColumn(ClassificationModel::TimeColumn).data().toString(), QStringLiteral("08:01:02.000"));
    EXPECT_EQ(root.siblingAtColumn(ClassificationModel::RuleColumn).data().toString(), QStringLiteral("xid_extractor"));
    EXPECT_EQ(root.siblingAtColumn(ClassificationModel::ReasonColumn).data().toString(),
              QStringLiteral("first fault of the job"));
}

TEST(ClassificationModel, FindsEveryEventById) {
    ClassificationModel model;
    model.setDocument(shelltest::makeDocument());
    for (std::uint32_t id = 1; id <= 5; ++id) {
        const QModelIndex index = model.indexOfEvent(id);
        ASSERT_TRUE(index.isValid()) << id;
        EXPECT_EQ(index.data(ClassificationModel::EventIdRole).toUInt(), id);
    }
    EXPECT_FALSE(model.indexOfEvent(0).isValid());
    EXPECT_FALSE(model.indexOfEvent(99).isValid());
}

TEST(ClassificationFilter, FiltersByTextNodeClassAndSymptom) {
    ClassificationModel model;
    ClassificationFilter filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDocument(shelltest::makeDocument());
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{1, 2, 3, 4, 5}));

    filter.setText(QStringLiteral("WATCHDOG"));  // case-insensitive, title
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{3, 4}));
    EXPECT_EQ(filter.rowCount(), 1);  // only the symptoms group is left
    EXPECT_EQ(filter.index(0, 0).data().toString(), QStringLiteral("Symptoms (2 of 2)"));

    filter.setText(QStringLiteral("nccl_info_noise"));  // the class rule is searched too
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{5}));

    filter.setText({});
    filter.setNode(QStringLiteral("node01"));
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{3, 5}));
    // A filtered group counts the occurrences of the events it shows (issue 25: it kept
    // the unfiltered sum).
    for (int g = 0; g < filter.rowCount(); ++g) {
        const QModelIndex group = filter.index(g, 0);
        quint64 shown = 0;
        for (int r = 0; r < filter.rowCount(group); ++r)
            shown += filter.index(r, ClassificationModel::CountColumn, group).data().toULongLong();
        EXPECT_EQ(filter.index(g, ClassificationModel::CountColumn).data().toULongLong(), shown)
            << filter.index(g, 0).data().toString().toStdString();
    }

    filter.setNode({});
    filter.setEventClass(aw::EventClass::Symptom);
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{3, 4}));

    filter.setEventClass(std::nullopt);
    filter.setSymptom(QStringLiteral("ecc_error"));
    EXPECT_EQ(eventIds(filter), (std::vector<unsigned>{2}));

    filter.setNode(QStringLiteral("node03"));  // filters combine
    EXPECT_TRUE(eventIds(filter).empty());
    EXPECT_EQ(filter.rowCount(), 0);

    filter.clearFilters();
    EXPECT_EQ(filter.rowCount(), 4);
    EXPECT_FALSE(filter.isFiltering());
}

TEST(ClassificationFilter, SortingKeepsRootCauseGroupFirst) {
    ClassificationModel model;
    ClassificationFilter filter;
    filter.setSourceModel(&model);
    model.setDocument(shelltest::makeDocument());
    filter.sort(ClassificationModel::TimeColumn, Qt::DescendingOrder);
    EXPECT_EQ(filter.index(0, 0).data(ClassificationModel::EventClassRole).toInt(),
              static_cast<int>(aw::EventClass::RootCause));
    const QModelIndex symptoms = groupIndex(filter, aw::EventClass::Symptom);
    EXPECT_EQ(filter.index(0, 0, symptoms).data(ClassificationModel::EventIdRole).toUInt(), 4u);  // latest first
}

TEST(ClassificationView, SelectingARowSelectsTheEventEverywhere) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView view(&selection, &feed);
    view.resize(900, 400);
    view.setDocument(shelltest::makeDocument());
    QSignalSpy spy(&selection, &awv::Selection::eventSelected);

    QTreeView* tree = view.treeView();
    const QModelIndex symptoms = groupIndex(*tree->model(), aw::EventClass::Symptom);
    tree->setCurrentIndex(tree->model()->index(1, 0, symptoms));
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.front().front().toUInt(), 4u);
    EXPECT_EQ(selection.currentEvent(), 4u);

    // A group row is not an event: nothing is broadcast.
    tree->setCurrentIndex(symptoms);
    EXPECT_EQ(spy.count(), 1);
}

TEST(ClassificationView, FollowsTheSelectionAndDropsFiltersThatHideIt) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView view(&selection, &feed);
    view.resize(900, 400);
    view.show();
    view.setDocument(shelltest::makeDocument());

    selection.selectEvent(3);
    EXPECT_EQ(view.currentEvent(), 3u);
    EXPECT_TRUE(view.treeView()->isExpanded(view.treeView()->currentIndex().parent()));

    // "Xid" alone would also match the symptoms (their reason names the Xid 79).
    view.filterEdit()->setText(QStringLiteral("fallen off"));
    EXPECT_EQ(eventIds(*view.filter()), (std::vector<unsigned>{1}));
    EXPECT_EQ(view.filter()->rowCount(), 1);  // the root cause group only
    selection.selectEvent(5);  // noise, hidden by the filter
    EXPECT_EQ(view.currentEvent(), 5u);
    EXPECT_TRUE(view.filterEdit()->text().isEmpty());
    EXPECT_FALSE(view.filter()->isFiltering());
    shelltest::saveShot(view, QStringLiteral("classification-view"));
}

TEST(ClassificationView, CombosFilterByClassNodeAndSymptom) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView view(&selection, &feed);
    view.setDocument(shelltest::makeDocument());
    // "All nodes" + the three nodes with events.
    EXPECT_EQ(view.nodeCombo()->count(), 4);
    EXPECT_EQ(view.classCombo()->count(), 5);
    view.classCombo()->setCurrentIndex(view.classCombo()->findData(static_cast<int>(aw::EventClass::Noise)));
    EXPECT_EQ(eventIds(*view.treeView()->model()), (std::vector<unsigned>{5}));
    view.classCombo()->setCurrentIndex(0);
    view.nodeCombo()->setCurrentIndex(view.nodeCombo()->findData(QStringLiteral("node02")));
    EXPECT_EQ(eventIds(*view.treeView()->model()), (std::vector<unsigned>{1, 2}));
    view.nodeCombo()->setCurrentIndex(0);
    view.symptomCombo()->setCurrentIndex(view.symptomCombo()->findData(QStringLiteral("nccl_watchdog_timeout")));
    EXPECT_EQ(eventIds(*view.treeView()->model()), (std::vector<unsigned>{3, 4}));
}

TEST(EventClassStyle, EveryClassHasItsOwnColourShapeAndLabel) {
    std::set<QRgb> colours;
    std::set<int> shapes;
    std::set<QString> labels;
    for (aw::EventClass cls : awv::kEventClassesInOrder) {
        colours.insert(awv::eventClassStyle(cls).color.rgb());
        shapes.insert(static_cast<int>(awv::eventClassStyle(cls).shape));
        labels.insert(awv::eventClassLabel(cls));
        EXPECT_FALSE(awv::eventClassIcon(cls).isNull());
        EXPECT_FALSE(awv::eventClassMarkerPath(cls, QRectF(0, 0, 10, 10)).isEmpty());
    }
    EXPECT_EQ(colours.size(), 4u);
    EXPECT_EQ(shapes.size(), 4u);
    EXPECT_EQ(labels.size(), 4u);
    EXPECT_EQ(awv::eventClassLabel(aw::EventClass::RootCause), QStringLiteral("Root cause"));
}

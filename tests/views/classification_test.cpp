// The classification: the tree model, its filter proxy and the view's linked selection.
#include "views/classification/classification_filter.h"
#include "views/classification/classification_model.h"
#include "views/classification/classification_view.h"
#include "views/common/event_class_style.h"
#include "shell_fixtures.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
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
    EXPECT_EQ(root.siblingAtColumn(ClassificationModel::NodeColumn).data().toString(),
              QStringLiteral("node02 · GPU 3"));
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

// Issue 47: an event selected elsewhere that the filters hide no longer clears them
// silently: they stay, the view says the event is hidden, and its link shows it.
TEST(ClassificationView, FollowsTheSelectionAndSaysWhenTheFiltersHideIt) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView view(&selection, &feed);
    view.resize(900, 400);
    view.show();
    view.setDocument(shelltest::makeDocument());

    selection.selectEvent(3);
    EXPECT_EQ(view.currentEvent(), 3u);
    EXPECT_TRUE(view.treeView()->isExpanded(view.treeView()->currentIndex().parent()));
    EXPECT_FALSE(view.hiddenNotice()->isVisible());

    // "Xid" alone would also match the symptoms (their reason names the Xid 79).
    view.filterEdit()->setText(QStringLiteral("fallen off"));
    EXPECT_EQ(eventIds(*view.filter()), (std::vector<unsigned>{1}));
    EXPECT_EQ(view.filter()->rowCount(), 1);                             // the root cause group only
    selection.selectEvent(5);                                            // noise, hidden by the filter
    EXPECT_EQ(view.filterEdit()->text(), QStringLiteral("fallen off"));  // the filter stays
    EXPECT_NE(view.currentEvent(), 5u);
    ASSERT_TRUE(view.hiddenNotice()->isVisible());
    EXPECT_TRUE(view.hiddenNotice()->text().contains(QStringLiteral("is hidden by the filters")))
        << view.hiddenNotice()->text().toStdString();
    shelltest::saveShot(view, QStringLiteral("classification-hidden-event"));
    // Its link drops the filters and shows the event.
    emit view.hiddenNotice()->linkActivated(QStringLiteral("show"));
    EXPECT_EQ(view.currentEvent(), 5u);
    EXPECT_TRUE(view.filterEdit()->text().isEmpty());
    EXPECT_FALSE(view.filter()->isFiltering());
    EXPECT_FALSE(view.hiddenNotice()->isVisible());
    shelltest::saveShot(view, QStringLiteral("classification-view"));
}

// Issue 47: the events follow the shared time range; an event outside it is said so, and
// its link clears the range (the Selection's, so every view shows all times again).
TEST(ClassificationView, FollowsTheTimeRange) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView view(&selection, &feed);
    view.resize(900, 400);
    view.show();
    const awv::DocumentPtr doc = shelltest::makeDocument();
    view.setDocument(doc);
    const aw::Event& first = doc->result->events.front();
    ASSERT_NE(first.time, aw::kNoTime);
    selection.setTimeRange(first.time - 1, first.time + 1);
    std::vector<unsigned> inRange;
    for (const aw::Event& e : doc->result->events) {
        const aw::TimeNs last = e.lastTime == aw::kNoTime ? e.time : e.lastTime;
        if (e.time == aw::kNoTime || (last >= first.time - 1 && e.time <= first.time + 1)) inRange.push_back(e.id);
    }
    ASSERT_LT(inRange.size(), doc->result->events.size()) << "the fixture's events all meet at one time";
    EXPECT_EQ(eventIds(*view.filter()), inRange);
    // An event outside it, selected elsewhere: said; the link clears the range.
    const aw::Event* outside = nullptr;
    for (const aw::Event& e : doc->result->events)
        if (std::find(inRange.begin(), inRange.end(), e.id) == inRange.end()) outside = &e;
    ASSERT_NE(outside, nullptr);
    selection.selectEvent(outside->id);
    ASSERT_TRUE(view.hiddenNotice()->isVisible());
    EXPECT_TRUE(view.hiddenNotice()->text().contains(QStringLiteral("outside the time range")));
    emit view.hiddenNotice()->linkActivated(QStringLiteral("show"));
    EXPECT_FALSE(selection.timeRange().isSet());
    EXPECT_EQ(view.currentEvent(), outside->id);
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

// The one DocumentFeed the views follow: it shows a document in every view before it says
// the document is shown, a view made later starts on the current document, and in the
// window every view follows the documents the session delivers.
#include "app/gui/main_window.h"
#include "app/gui/session.h"
#include "shell_fixtures.h"
#include "views/classification/classification_view.h"
#include "views/collectives/collectives_view.h"
#include "views/common/document_feed.h"
#include "views/logs/log_view.h"
#include "views/provenance/provenance_view.h"
#include "views/rules/rules_view.h"
#include "views/sources/metrics_chart.h"
#include "views/sources/nodes_view.h"
#include "views/sources/problems_view.h"
#include "views/timeline/timeline_view.h"
#include "views/verdict/verdict_view.h"

#include <QAction>
#include <QSignalSpy>

#include <map>
#include <vector>

#include <gtest/gtest.h>

TEST(DocumentFeed, EveryViewHasTheDocumentBeforeItIsSaidToBeShown) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView verdict(&selection, &feed);
    awv::NodesView nodes(&selection, &feed);
    const awv::DocumentPtr doc = shelltest::makeDocument();
    std::vector<awv::DocumentPtr> seenWhenShown;
    QObject::connect(&feed, &awv::DocumentFeed::documentShown, [&](const awv::DocumentPtr&) {
        seenWhenShown = {verdict.document(), nodes.document()};
    });
    feed.publish(doc);
    EXPECT_EQ(feed.current(), doc);
    EXPECT_EQ(seenWhenShown, (std::vector<awv::DocumentPtr>{doc, doc}));

    // Published again (a new theme): shown again.
    QSignalSpy shown(&feed, &awv::DocumentFeed::documentShown);
    feed.publish(doc);
    EXPECT_EQ(shown.count(), 1);
}

TEST(DocumentFeed, AViewMadeLaterStartsOnTheCurrentDocument) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    const awv::DocumentPtr doc = shelltest::makeDocument();
    feed.publish(doc);
    awv::ProblemsView problems(&selection, &feed);
    EXPECT_EQ(problems.document(), doc);
    EXPECT_EQ(problems.problemCount(), 2);
}

TEST(DocumentFeed, EveryViewOfTheWindowFollowsTheDocumentsTheSessionDelivers) {
    awapp::MainWindow window;
    window.setInteractive(false);
    window.setPersistLayout(false);
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    // Two documents, the second with a root cause, so following a change is checked too.
    for (const aw::Outcome outcome : {aw::Outcome::Unknown, aw::Outcome::GpuHardware}) {
        const awv::DocumentPtr doc = shelltest::makeDocument(outcome);
        emit window.session()->documentReady(doc);
        ASSERT_EQ(window.document(), doc);

        // What each dock's views show, by dock name. A dock missing here is a new view: add
        // it, so this test checks that it follows the feed too.
        const std::map<QString, std::vector<awv::DocumentPtr>> showing = {
            {QStringLiteral("verdict"), {window.verdictView()->document()}},
            {QStringLiteral("classification"), {window.classificationView()->document()}},
            {QStringLiteral("provenance"), {window.provenanceView()->document()}},
            {QStringLiteral("timeline"), {window.timelineView()->document(), window.metricsChart()->document()}},
            {QStringLiteral("logs"), {window.logView()->document()}},
            {QStringLiteral("rules"), {window.rulesView()->document()}},
            {QStringLiteral("nodes"), {window.nodesView()->document()}},
            {QStringLiteral("problems"), {window.problemsView()->document()}},
            {QStringLiteral("collectives"), {window.collectivesView()->document()}},
        };
        ASSERT_FALSE(window.views().empty());
        for (const awapp::MainWindow::ViewEntry& entry : window.views()) {
            const auto views = showing.find(entry.name);
            ASSERT_NE(views, showing.end()) << "view not checked: " << entry.name.toStdString();
            for (const awv::DocumentPtr& viewDoc : views->second)
                EXPECT_EQ(viewDoc, doc) << entry.name.toStdString() << " does not follow the feed";
        }
    }
    EXPECT_EQ(shown.count(), 2);

    // The window's part came after the views': the root cause is revealed in them.
    const std::uint32_t root = window.document()->result->verdict.rootEventId;
    ASSERT_NE(root, 0u);
    EXPECT_EQ(window.selection()->currentEvent(), root);
    EXPECT_EQ(window.classificationView()->currentEvent(), root);
    EXPECT_EQ(window.timelineView()->highlightedEvent(), root);
    EXPECT_TRUE(window.rootCauseAction()->isEnabled());
    EXPECT_TRUE(window.exportReportAction()->isEnabled());
}

// The verdict view: the answer, its chain of reasons and the candidates.
#include "shell_fixtures.h"
#include "views/verdict/verdict_view.h"

#include <QLabel>
#include <QSignalSpy>

#include <gtest/gtest.h>

TEST(VerdictView, ShowsOutcomeCulpritSymptomAndConfidence) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(1200, 200);
    view.setDocument(shelltest::makeDocument());
    EXPECT_EQ(view.badgeLabel()->text(), QStringLiteral("GPU hardware failure"));
    EXPECT_EQ(view.headlineLabel()->text(), QStringLiteral("node02, GPU 3 — Xid 79: GPU has fallen off the bus"));
    EXPECT_TRUE(view.summaryLabel()->text().contains(QStringLiteral("fell off the bus")));
    EXPECT_FALSE(view.candidatesLabel()->isVisibleTo(&view));
    const QString chain = view.chainLabel()->text();
    EXPECT_TRUE(chain.contains(QStringLiteral("href=\"event:3\"")));
    EXPECT_TRUE(chain.contains(QStringLiteral("NCCL timeouts on node01 and node03 came later")));
    shelltest::saveShot(view, QStringLiteral("verdict-view"));
}

TEST(VerdictView, ChainStepsSelectTheirEvents) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.setDocument(shelltest::makeDocument());
    QSignalSpy events(&selection, &awv::Selection::eventSelected);
    QSignalSpy nodes(&selection, &awv::Selection::nodeSelected);
    view.activateLink(QStringLiteral("event:3"));
    ASSERT_EQ(events.count(), 1);
    EXPECT_EQ(events.front().front().toUInt(), 3u);
    view.activateLink(QStringLiteral("node:node02"));
    ASSERT_EQ(nodes.count(), 1);
    EXPECT_EQ(nodes.front().front().toString(), QStringLiteral("node02"));
    view.activateLink(QStringLiteral("event:0"));  // not an event: ignored
    EXPECT_EQ(events.count(), 1);
}

TEST(VerdictView, UnknownOutcomeListsTheCandidates) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(1200, 240);
    view.setDocument(shelltest::makeDocument(aw::Outcome::Unknown));
    EXPECT_EQ(view.badgeLabel()->text(), QStringLiteral("Cause unknown"));
    EXPECT_EQ(view.headlineLabel()->text(), QStringLiteral("No single culprit found"));
    EXPECT_TRUE(view.candidatesLabel()->isVisibleTo(&view));
    EXPECT_TRUE(view.candidatesLabel()->text().contains(QStringLiteral("node01")));
    EXPECT_TRUE(view.candidatesLabel()->text().contains(QStringLiteral("first timeout")));
    shelltest::saveShot(view, QStringLiteral("verdict-unknown"));
}

TEST(VerdictView, WithoutADocumentInvitesToOpenOne) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.setDocument(shelltest::makeDocument());
    view.setDocument(nullptr);
    EXPECT_EQ(view.badgeLabel()->text(), QStringLiteral("No bundle"));
    EXPECT_TRUE(view.chainLabel()->text().isEmpty());
}

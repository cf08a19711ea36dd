// The verdict view: the answer, its chain of reasons and the candidates.
#include "shell_fixtures.h"
#include "tests/fuzz/markdown_checks.h"
#include "tests/support/document_builder.h"
#include "views/verdict/actions_panel.h"
#include "views/verdict/verdict_view.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>
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
    // The culprit link also selects the node's root cause, so the log and the graph move
    // (issue 25: clicking it did nothing visible).
    ASSERT_EQ(events.count(), 2);
    EXPECT_EQ(events.back().front().toUInt(), 1u);
    view.activateLink(QStringLiteral("event:0"));  // not an event: ignored
    EXPECT_EQ(events.count(), 2);
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

// The sample's Xid 79 with the driver's Node Reboot Required: what to do, each command
// copyable with one click, everything as Markdown with "Copy all".
TEST(VerdictView, WhatToDoListsTheActionsWithCopyableCommands) {
    const awv::DocumentPtr doc =
        awtest::openDocument(std::string(AW_SOURCE_DIR) + "/resources/samples/xid79-gpu-off-bus");
    const aw::Verdict& verdict = doc->result->verdict;
    ASSERT_FALSE(verdict.actions.empty());
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(1366, 520);
    view.setDocument(doc);
    awv::ActionsPanel* panel = view.actionsPanel();
    ASSERT_TRUE(panel->isVisibleTo(&view));
    EXPECT_TRUE(panel->decisionLabel()->text().contains(QStringLiteral("Restart without the culprit")));
    std::size_t commands = 0;
    for (const aw::Action& a : verdict.actions) commands += a.commands.size();
    const auto buttons = panel->commandCopyButtons();
    ASSERT_EQ(static_cast<std::size_t>(buttons.size()), commands);
    buttons.front()->click();
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromStdString(verdict.actions.front().commands.front()));
    EXPECT_TRUE(
        QApplication::clipboard()->text().startsWith(QStringLiteral("scontrol update NodeName=node007 State=DRAIN")));
    panel->copyAllButton()->click();
    const QString all = QApplication::clipboard()->text();
    EXPECT_TRUE(all.startsWith(QStringLiteral("**Restart without the culprit.**")));
    EXPECT_TRUE(all.contains(QStringLiteral("`ssh -- node007 dcgmi diag -r 2`")));
    EXPECT_TRUE(panel->withheldLabels().isEmpty());
    shelltest::saveShot(view, QStringLiteral("verdict-what-to-do"));
    // The chosen root is not listed again among the other candidates (issue 25).
    EXPECT_FALSE(view.candidatesLabel()->isVisibleTo(&view) &&
                 view.candidatesLabel()->text().contains(QStringLiteral("xid_79_gpu_fallen_off_bus")))
        << view.candidatesLabel()->text().toStdString();
    // A document without actions hides the panel; so does no document.
    view.setDocument(shelltest::makeDocument());
    EXPECT_FALSE(panel->isVisibleTo(&view));
}

// Issue 43: a command left out because a value failed its grammar is said, with why, as
// plain text; "Copy all" escapes the Markdown of the data, so a pasted ticket has no link.
TEST(VerdictView, ACommandLeftOutIsSaidAndCopiedAsText) {
    aw::Verdict verdict;
    verdict.job = {"restart_excluding", "Restart without node[x](javascript:alert(1)).", {}};
    aw::Action drain;
    drain.id = "drain_node";
    drain.audience = "operator";
    drain.urgency = "now";
    drain.text = "Drain <b>node</b>[x](javascript:alert(1)).";
    drain.commands = {"echo <a href='x'>not a link</a>"};
    drain.withheld = {{"ssh -- {node} sudo systemctl reboot",
                       "{node} is \"<a href='javascript:alert(1)'>n</a>\", not a host name (RFC 1123)"}};
    verdict.actions = {drain};
    awv::ActionsPanel panel;
    panel.setAdvice(aw::verdictAdvice(verdict));
    ASSERT_EQ(panel.withheldLabels().size(), 1);
    const QLabel* left = panel.withheldLabels().front();
    EXPECT_EQ(left->textFormat(), Qt::PlainText);
    EXPECT_TRUE(left->text().contains(QStringLiteral("ssh -- {node} sudo systemctl reboot")));
    EXPECT_TRUE(left->text().contains(QStringLiteral("not a host name")));
    panel.copyAllButton()->click();
    const QString all = QApplication::clipboard()->text();
    // Read as a renderer reads it (tests/fuzz/markdown_checks.h): the data is text.
    EXPECT_EQ(awfuzz::liveMarkupCount(all.toStdString()), 0u) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("\\[x\\](javascript:alert(1))"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("left out: `ssh -- {node} sudo systemctl reboot`"))) << all.toStdString();
}

namespace {
// The fixture's document with a verdict of many actions, each with a command: more than a
// short dock shows.
awv::DocumentPtr documentWithActions() {
    awtest::DocumentBuilder builder(*shelltest::makeDocument());
    aw::Verdict& verdict = builder.editResult().verdict;
    verdict.job = {"restart_excluding", "Restart without node02.", {}};
    for (int i = 0; i < 12; ++i) {
        aw::Action a;
        a.id = "drain_node";
        a.audience = "operator";
        a.urgency = "now";
        a.text = "Drain node02 so that no new job lands on it (" + std::to_string(i) + ").";
        a.commands = {"scontrol update NodeName=node02 State=DRAIN Reason=\"x" + std::to_string(i) + "\""};
        verdict.actions.push_back(a);
    }
    return builder.build();
}
}  // namespace

// Issue 47: opening the next bundle kept the verdict pane's scroll position, so its
// headline was hidden.
TEST(VerdictView, ANewBundleOpensAtItsHeadline) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(700, 220);
    view.show();
    view.setDocument(documentWithActions());
    QTest::qWait(50);  // laid out
    QScrollBar* bar = view.answerScrollArea()->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0);
    bar->setValue(bar->maximum());
    view.reasonsScrollArea()->verticalScrollBar()->setValue(view.reasonsScrollArea()->verticalScrollBar()->maximum());
    view.setDocument(documentWithActions());
    EXPECT_EQ(bar->value(), 0);
    EXPECT_EQ(view.reasonsScrollArea()->verticalScrollBar()->value(), 0);
}

// Issue 47: a culprit without a node (a job-level fault) was listed again among "Other
// candidates".
TEST(VerdictView, OtherCandidatesLeaveOutACulpritWithoutANode) {
    awtest::DocumentBuilder builder(*shelltest::makeDocument());
    aw::Verdict& verdict = builder.editResult().verdict;
    verdict.outcome = aw::Outcome::Application;
    verdict.culpritNodes.clear();
    verdict.culpritGpu = -1;
    verdict.symptom = "python_traceback";
    verdict.candidates = {{"", "python_traceback", aw::Outcome::Application, "the job's own error"},
                          {"node01", "nccl_watchdog_timeout", aw::Outcome::Network, "first timeout"}};
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.setDocument(builder.build());
    ASSERT_TRUE(view.candidatesLabel()->isVisibleTo(&view));
    EXPECT_FALSE(view.candidatesLabel()->text().contains(QStringLiteral("python_traceback")))
        << view.candidatesLabel()->text().toStdString();
    EXPECT_TRUE(view.candidatesLabel()->text().contains(QStringLiteral("node01")));
}

// Issue 47: Tab reached the Copy buttons but the pane did not scroll to them, and Copy
// gave no feedback.
TEST(VerdictView, TabScrollsToACopyButtonAndCopySaysCopied) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(700, 220);
    view.show();
    view.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&view));
    view.setDocument(documentWithActions());
    QTest::qWait(50);  // laid out, as it is long before anyone presses Tab
    QToolButton* last = view.actionsPanel()->commandCopyButtons().back();
    QScrollBar* bar = view.answerScrollArea()->verticalScrollBar();
    ASSERT_EQ(bar->value(), 0);
    last->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    EXPECT_GT(bar->value(), 0);
    const QRect shown(last->mapTo(view.answerScrollArea()->viewport(), QPoint(0, 0)), last->size());
    EXPECT_TRUE(view.answerScrollArea()->viewport()->rect().contains(shown)) << "the focused button is off screen";
    last->click();
    EXPECT_EQ(last->text(), QStringLiteral("Copied ✓"));
    EXPECT_TRUE(QApplication::clipboard()->text().contains(QStringLiteral("Reason=\"x11\"")));
    QTest::qWait(awv::ActionsPanel::kCopiedFeedbackMs + 200);
    EXPECT_EQ(last->text(), QStringLiteral("Copy"));
}

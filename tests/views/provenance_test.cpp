#include "tests/support/document_builder.h"
#include "provenance_fixture.h"
#include "views/provenance/provenance_view.h"

#include "engine/core/bundle.h"
#include "engine/rules/rule_catalog.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsView>
#include <QSignalSpy>
#include <QTest>

#include <filesystem>

namespace {

using awtest::documentOf;
using awtest::xid79Result;

// Sets the document and waits until the off-thread layout is on screen.
bool showDocument(awv::ProvenanceView& view, awv::DocumentPtr doc, int timeoutMs = 10000) {
    QSignalSpy finished(&view, &awv::ProvenanceView::layoutFinished);
    view.setDocument(std::move(doc));
    return QTest::qWaitFor([&] { return finished.count() > 0 && !view.isLayoutPending(); }, timeoutMs);
}

// With AW_SCREENSHOT_DIR set, saves what the view looks like, for a human to check.
void saveScreenshot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("AW_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    widget.grab().save(dir + QLatin1Char('/') + name, "PNG");
}

class ProvenanceViewTest : public ::testing::Test {
protected:
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProvenanceView view{&selection, &feed};

    void SetUp() override {
        view.resize(1300, 760);
        ASSERT_TRUE(showDocument(view, documentOf(xid79Result())));
    }
    QPointF centre(const char* id) const { return view.nodeSceneRect(QString::fromLatin1(id)).center(); }
};

TEST_F(ProvenanceViewTest, DrawsEveryNodeLayeredFromRawLinesToVerdict) {
    const aw::AnalysisResult result = xid79Result();
    EXPECT_EQ(view.drawnNodeCount(), int(result.provenance.nodes.size()));
    for (const auto& node : result.provenance.nodes)
        EXPECT_FALSE(view.nodeSceneRect(QString::fromStdString(node.id)).isEmpty()) << node.id;
    EXPECT_LT(centre("ev:1:0").x(), centre("e:1").x());
    EXPECT_LT(centre("e:1").x(), centre("d:nccl_cascade:0").x());
    EXPECT_LT(centre("d:nccl_cascade:0").x(), centre("verdict").x());
    EXPECT_LT(centre("ev:4:0").x(), centre("e:4").x());
    EXPECT_LT(centre("e:4").x(), centre("verdict").x());
    EXPECT_DOUBLE_EQ(centre("ev:1:0").x(), centre("ev:2:0").x());  // raw lines share the first column
}

TEST_F(ProvenanceViewTest, StepNextWalksFromVerdictToRawLine) {
    EXPECT_EQ(view.stepCount(), 6);
    EXPECT_EQ(view.currentStep(), -1);
    EXPECT_EQ(view.highlightedNodeId(), QString());
    EXPECT_FALSE(view.stepPreviousAction()->isEnabled());
    const QStringList expected{"verdict", "d:outcome_gpu_hardware", "e:1", "d:nccl_cascade:0", "ev:1:0", "ev:1:1"};
    for (int i = 0; i < expected.size(); ++i) {
        view.stepNextAction()->trigger();
        EXPECT_EQ(view.currentStep(), i);
        EXPECT_EQ(view.highlightedNodeId(), expected[i]);
    }
    EXPECT_FALSE(view.stepNextAction()->isEnabled());
    view.stepNextAction()->trigger();  // past the end: stays on the raw line
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("ev:1:1"));
    view.stepPreviousAction()->trigger();
    view.stepPreviousAction()->trigger();
    EXPECT_EQ(view.currentStep(), 3);
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("d:nccl_cascade:0"));
}

TEST_F(ProvenanceViewTest, StepActionsHaveTheNavigateShortcuts) {
    EXPECT_EQ(view.stepNextAction()->shortcut(), QKeySequence(Qt::Key_F8));
    EXPECT_EQ(view.stepPreviousAction()->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F8));
    EXPECT_NE(view.fitAction(), nullptr);
}

// Each zoom key once: on Linux the platform's ZoomOut is Ctrl+- itself, and a key listed
// twice makes Qt call the shortcut ambiguous and run nothing (issue 25).
TEST_F(ProvenanceViewTest, ZoomKeysAreEachListedOnce) {
    for (QAction* action : {view.zoomOutAction(), view.zoomInAction()}) {
        const QList<QKeySequence> keys = action->shortcuts();
        for (qsizetype i = 0; i < keys.size(); ++i)
            EXPECT_EQ(keys.count(keys[i]), 1)
                << action->text().toStdString() << ": " << keys[i].toString().toStdString();
    }
    EXPECT_TRUE(view.zoomOutAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Minus)));
}

TEST_F(ProvenanceViewTest, DetailsShowTheRuleAndReasonOfEachStep) {
    view.stepNext();
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("outcome_gpu_hardware")));
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("Step 1 of 6")));
    view.stepNext();
    view.stepNext();  // the root event: its class rule and reason
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("Root cause")));
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("first fatal GPU error")));
    view.stepNext();  // the refiner decision about it
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("nccl_cascade")));
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("NCCL timeouts after a fatal GPU error are symptoms")));
    view.stepNext();  // the raw line
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("nodes/node03/kern.log, line 120")));
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("GPU has fallen off the bus.")));
}

TEST_F(ProvenanceViewTest, SteppingOntoRawLineOpensItInTheOtherViews) {
    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    QSignalSpy events(&selection, &awv::Selection::eventSelected);
    for (int i = 0; i < 4; ++i) view.stepNext();  // ... root event, decision about it
    EXPECT_EQ(events.count(), 3);  // the outcome decision, the root event and the decision are all about event 1
    EXPECT_EQ(events.last().at(0).value<std::uint32_t>(), 1u);
    // Our own broadcast about event 1 must not pull the highlight off the decision.
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("d:nccl_cascade:0"));
    EXPECT_EQ(view.currentStep(), 3);
    view.stepNext();
    ASSERT_EQ(evidence.count(), 1);
    const auto where = evidence.first().at(0).value<aw::SourceLocation>();
    EXPECT_EQ(where.line, 120u);
    EXPECT_EQ(evidence.first().at(1).value<std::uint32_t>(), 6u);
    EXPECT_EQ(evidence.first().at(2).value<std::uint32_t>(), 31u);
}

TEST_F(ProvenanceViewTest, ActivatingEvidenceNodeSelectsItsRawLine) {
    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    view.activateNode(QStringLiteral("ev:3:0"));
    ASSERT_EQ(evidence.count(), 1);
    const auto where = evidence.first().at(0).value<aw::SourceLocation>();
    EXPECT_EQ(where.file, 2u);
    EXPECT_EQ(where.line, 905u);
    EXPECT_EQ(evidence.first().at(1).value<std::uint32_t>(), 18u);
    EXPECT_EQ(evidence.first().at(2).value<std::uint32_t>(), 34u);
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("ev:3:0"));
    EXPECT_EQ(view.currentStep(), -1);  // not on the chain: the walk stays where it was
}

TEST_F(ProvenanceViewTest, ClickingNodesSelectsTheirEvents) {
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QSignalSpy events(&selection, &awv::Selection::eventSelected);
    QGraphicsView* canvas = view.graphicsView();
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->mapFromScene(centre("e:2")));
    ASSERT_EQ(events.count(), 1);
    EXPECT_EQ(events.last().at(0).value<std::uint32_t>(), 2u);
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("e:2"));
    // A decision selects the event it is about.
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->mapFromScene(centre("d:nccl_cascade:0")));
    ASSERT_EQ(events.count(), 2);
    EXPECT_EQ(events.last().at(0).value<std::uint32_t>(), 1u);
    EXPECT_EQ(view.currentStep(), 3);  // a click on the chain moves the walk there
}

TEST_F(ProvenanceViewTest, EventSelectedElsewhereHighlightsItsNode) {
    selection.selectEvent(1);
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("e:1"));
    EXPECT_EQ(view.currentStep(), 2);  // on the chain: the walk continues from there
    view.stepNext();
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("d:nccl_cascade:0"));
    selection.selectEvent(3);
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("e:3"));
    EXPECT_EQ(view.currentStep(), 3);  // not on the chain: the walk keeps its place
    selection.selectEvent(77);         // no such node
    EXPECT_EQ(view.highlightedNodeId(), QString());
}

TEST_F(ProvenanceViewTest, ProvenanceNodeSelectedElsewhereMovesTheWalk) {
    selection.selectProvenanceNode(QStringLiteral("ev:1:0"));
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("ev:1:0"));
    EXPECT_EQ(view.currentStep(), 4);
    view.stepPrevious();
    EXPECT_EQ(view.highlightedNodeId(), QStringLiteral("d:nccl_cascade:0"));
}

TEST_F(ProvenanceViewTest, StaleLayoutOfAReplacedDocumentIsDropped) {
    aw::AnalysisResult second = xid79Result();
    second.provenance.nodes.push_back(awtest::provNode("e:5", aw::ProvKind::Event, "late event"));
    QSignalSpy finished(&view, &awv::ProvenanceView::layoutFinished);
    view.setDocument(documentOf(xid79Result()));
    view.setDocument(documentOf(second));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view.isLayoutPending(); }, 10000));
    QTest::qWait(50);  // let any stale continuation arrive: it must change nothing
    EXPECT_EQ(finished.count(), 1);
    EXPECT_FALSE(view.nodeSceneRect(QStringLiteral("e:5")).isEmpty());
    EXPECT_EQ(view.drawnNodeCount(), int(second.provenance.nodes.size()));
}

TEST_F(ProvenanceViewTest, ClearingTheDocumentEmptiesTheGraph) {
    view.stepNext();
    ASSERT_TRUE(showDocument(view, nullptr));
    EXPECT_EQ(view.stepCount(), 0);
    EXPECT_EQ(view.highlightedNodeId(), QString());
    EXPECT_TRUE(view.nodeSceneRect(QStringLiteral("verdict")).isEmpty());
    EXPECT_FALSE(view.stepNextAction()->isEnabled());
}

TEST_F(ProvenanceViewTest, LooksRight) {
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.fitToView();
    saveScreenshot(view, QStringLiteral("provenance-hand-built.png"));
    for (int i = 0; i < 3; ++i) view.stepNext();
    saveScreenshot(view, QStringLiteral("provenance-hand-built-step3.png"));
    const QImage image = view.grab().toImage();
    EXPECT_FALSE(image.isNull());
}

// 1,000 events, each with a raw line and a filter decision: far above the drawing cap.
aw::AnalysisResult bigResult(int eventCount) {
    using K = aw::ProvKind;
    aw::AnalysisResult result = xid79Result();
    auto& nodes = result.provenance.nodes;
    auto& edges = result.provenance.edges;
    for (int i = 0; i < eventCount; ++i) {
        const std::uint32_t id = std::uint32_t(result.events.size() + 1);
        const std::string node = "node" + std::to_string(100 + i);
        result.events.push_back(awtest::EventBuilder(id)
                                    .node(node)
                                    .symptom("nccl_watchdog_timeout")
                                    .title("NCCL watchdog timeout")
                                    .time(awtest::eventTime(id))
                                    .rule("extract_rule")
                                    .classed(aw::EventClass::Symptom, "cascade_" + std::to_string(i), "after the Xid")
                                    .build());
        const std::string e = "e:" + std::to_string(id);
        const std::string d = "d:cascade_" + std::to_string(i) + ":0";
        const std::string ev = "ev:" + std::to_string(id) + ":0";
        nodes.push_back(
            awtest::provNode(e, K::Event, "NCCL watchdog timeout @ " + node, "extract_rule", "symptom", id));
        nodes.push_back(awtest::evidenceNode(ev, id, 1, "nodes/" + node + "/train.log", 900,
                                             "Watchdog caught collective operation timeout", 9, 19));
        nodes.push_back(awtest::provNode(d, K::Decision, "cascade: 1 event classed symptom",
                                         "cascade_" + std::to_string(i), "filter", 0));
        edges.push_back({ev, e, "matched by extract_rule"});
        edges.push_back({e, d, "classed symptom"});
        edges.push_back({d, "verdict", "explained as symptoms"});
    }
    return result;
}

TEST(ProvenanceViewBig, AThousandEventGraphIsCappedAndKeepsTheChain) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProvenanceView view(&selection, &feed);
    view.resize(1300, 760);
    auto doc = documentOf(bigResult(1000));
    const int total = int(doc->result->provenance.nodes.size());
    ASSERT_TRUE(showDocument(view, doc));  // its time is measured by bench/
    EXPECT_LT(view.drawnNodeCount(), total);
    EXPECT_LE(view.drawnNodeCount(), awv::kMaxDrawnProvenanceNodes);
    EXPECT_GT(view.hiddenNodeCount(), 0);
    for (const auto& id : view.stepOrder())  // the chain of reasons is always drawn
        EXPECT_FALSE(view.nodeSceneRect(QString::fromStdString(id)).isEmpty()) << id;
    EXPECT_FALSE(view.nodeSceneRect(QStringLiteral("summary:event")).isEmpty());
    view.show();
    saveScreenshot(view, QStringLiteral("provenance-big.png"));
}

TEST(ProvenanceViewSample, WalksTheXid79SampleToItsRawLine) {
    const std::filesystem::path sample = std::filesystem::path(AW_SOURCE_DIR) / "resources/samples/xid79-gpu-off-bus";
    ASSERT_TRUE(std::filesystem::exists(sample)) << "the sample bundle ships in the repository";
    const awv::DocumentPtr doc = awtest::openDocument(sample.string());
    const std::uint32_t root = doc->result->verdict.rootEventId;
    ASSERT_NE(root, 0u);

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProvenanceView view(&selection, &feed);
    view.resize(1400, 800);
    view.show();
    ASSERT_TRUE(showDocument(view, doc));
    ASSERT_GE(view.stepCount(), 4);
    EXPECT_EQ(view.stepOrder().front(), "verdict");
    saveScreenshot(view, QStringLiteral("provenance-xid79.png"));

    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    const QString rootNode = QStringLiteral("e:%1").arg(root);
    bool sawRoot = false;
    while (view.stepNextAction()->isEnabled()) {
        view.stepNext();
        sawRoot = sawRoot || view.highlightedNodeId() == rootNode;
        if (view.currentStep() == 2) saveScreenshot(view, QStringLiteral("provenance-xid79-root.png"));
    }
    EXPECT_TRUE(sawRoot);
    EXPECT_TRUE(view.highlightedNodeId().startsWith(QStringLiteral("ev:"))) << view.highlightedNodeId().toStdString();
    ASSERT_GE(evidence.count(), 1);  // the walk ends on the raw line, opened in the log view
    const auto where = evidence.last().at(0).value<aw::SourceLocation>();
    ASSERT_LT(where.file, doc->bundle->files.size());
    ASSERT_FALSE(doc->result->verdict.culpritNodes.empty());
    EXPECT_NE(doc->bundle->files[where.file].path.find(doc->result->verdict.culpritNodes.front()), std::string::npos)
        << doc->bundle->files[where.file].path;  // the raw line is on the culprit node
    EXPECT_TRUE(view.detailsText().contains(QStringLiteral("79")));
    saveScreenshot(view, QStringLiteral("provenance-xid79-last.png"));
}

}  // namespace

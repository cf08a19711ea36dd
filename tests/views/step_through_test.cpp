// Stepping through the chain of reasons on a real sample (issue 25): F8 walks from the
// verdict to the raw line, as the guide says; the ▶ of the verdict's Why list follows each
// step; an event that is not a step does not leave "Step N of M" behind.
#include "app/gui/main_window.h"
#include "tests/support/files.h"
#include "tests/support/train_logs.h"
#include "views/logs/log_view.h"
#include "views/provenance/provenance_view.h"
#include "views/verdict/verdict_view.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <set>

using awapp::MainWindow;

namespace {

// The index of the Why list's item that carries the ▶, or -1.
int markedStep(const awv::VerdictView& verdict) {
    const QString text = verdict.chainLabel()->text();
    const auto at = text.indexOf(QStringLiteral("▶"));
    if (at < 0) return -1;
    return static_cast<int>(text.left(at).count(QStringLiteral("<li"))) - 1;
}

struct StepThrough : ::testing::Test {
    MainWindow window;
    void SetUp() override {
        window.setPersistLayout(false);
        window.resize(1600, 1000);
        window.show();
        QSignalSpy shown(&window, &MainWindow::documentShown);
        window.openBundle(QStringLiteral(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus"));
        ASSERT_TRUE(shown.wait(60000));
        QTest::qWait(50);
        // The window opens on the root cause (a step in the middle): back to the verdict.
        while (window.provenanceView()->stepPreviousAction()->isEnabled())
            window.provenanceView()->stepPreviousAction()->trigger();
    }
};

}  // namespace

TEST_F(StepThrough, F8GoesFromTheVerdictToTheRawLineAndTheWhyListFollows) {
    awv::ProvenanceView* graph = window.provenanceView();
    QAction* next = graph->stepNextAction();
    EXPECT_EQ(graph->highlightedNodeId(), QStringLiteral("verdict"));
    EXPECT_TRUE(graph->stepText().startsWith(QStringLiteral("Step 1 of"))) << graph->stepText().toStdString();
    std::set<int> marked;
    QString last;
    for (int i = 0; i < 12 && next->isEnabled(); ++i) {
        next->trigger();
        QTest::qWait(5);
        last = graph->highlightedNodeId();
        marked.insert(markedStep(*window.verdictView()));
    }
    EXPECT_TRUE(last.startsWith(QStringLiteral("ev:"))) << last.toStdString();  // a raw line
    marked.erase(-1);
    EXPECT_GE(marked.size(), 3u) << "the ▶ stayed on " << marked.size() << " step(s)";
}

TEST_F(StepThrough, AnEventOffTheChainDoesNotKeepAStaleStepNumber) {
    awv::ProvenanceView* graph = window.provenanceView();
    graph->stepNextAction()->trigger();
    EXPECT_TRUE(graph->stepText().startsWith(QStringLiteral("Step 2 of"))) << graph->stepText().toStdString();
    // A symptom on another node: not a step of the chain.
    const aw::AnalysisResult& result = *window.document()->result;
    std::uint32_t symptom = 0;
    for (const aw::Event& e : result.events)
        if (e.cls == aw::EventClass::Symptom && e.node != result.verdict.culpritNodes.front()) symptom = e.id;
    ASSERT_NE(symptom, 0u);
    window.selection()->selectEvent(symptom);
    EXPECT_TRUE(graph->stepText().startsWith(QStringLiteral("Not a step"))) << graph->stepText().toStdString();
    // F8 goes on from where the walk was.
    graph->stepNextAction()->trigger();
    EXPECT_TRUE(graph->stepText().startsWith(QStringLiteral("Step 3 of"))) << graph->stepText().toStdString();
}

// Issue 25: without a root cause (a hang: every node timed out) the list selected one node
// while the raw log opened another. The window starts on the first important event, in both.
TEST(StartingEvent, WithoutARootTheListAndTheRawLogStartOnTheSameEvent) {
    awtest::TempFolder t;
    for (int n = 1; n <= 3; ++n)
        t.write("nodes/node00" + std::to_string(n) + "/train.log", awtest::megatronTrainLog(n * 8, 30));
    MainWindow window;
    window.setPersistLayout(false);
    window.resize(1600, 1000);
    window.show();
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.openBundle(QString::fromStdString(t.path()));
    ASSERT_TRUE(shown.wait(60000));
    QTest::qWait(50);
    const aw::AnalysisResult& result = *window.document()->result;
    ASSERT_EQ(result.verdict.rootEventId, 0u) << "a bundle with a root cause tests nothing here";
    const aw::Event* selected = result.findEvent(window.selection()->currentEvent());
    ASSERT_NE(selected, nullptr);
    ASSERT_FALSE(selected->evidence.empty());
    EXPECT_EQ(window.logView()->currentFile(), selected->evidence.front().where.file);
    EXPECT_EQ(window.logView()->currentLine(), selected->evidence.front().where.line);
}

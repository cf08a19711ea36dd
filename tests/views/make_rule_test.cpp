// Issue 46, item 5: an unknown verdict lists the lines no rule explained, and "Make a rule
// from this line" proposes a rule, previews its hits and the verdict off the GUI thread,
// and saves it to the user's rule folder, from which the next open reads it.
#include "engine/attribute/user_rules.h"
#include "shell_fixtures.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"
#include "views/rules/make_rule_dialog.h"
#include "views/verdict/unexplained_panel.h"
#include "views/verdict/verdict_view.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <memory>

namespace {

const char* kCase = "tests/data/real/src7a-thunder-two-node-keyerror-viking-prod-230-remat-bug/bundle";

awv::DocumentPtr openCase(const std::string& userRules = {}) {
    aw::OpenOptions options;
    options.userRulesFolder = userRules;
    return awv::makeDocument(aw::openBundle(awtest::sourcePath(kCase), options));
}

bool waitForPreview(awv::MakeRuleDialog& dialog) {
    QSignalSpy done(&dialog, &awv::MakeRuleDialog::previewFinished);
    return done.wait(10000);
}

}  // namespace

TEST(MakeRule, TheVerdictPaneListsTheUnexplainedLinesOfAnUnknownVerdict) {
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(1200, 400);
    view.setDocument(openCase());
    awv::UnexplainedPanel* panel = view.unexplainedPanel();
    ASSERT_TRUE(panel->isVisibleTo(&view));
    ASSERT_EQ(panel->list()->count(), 1);
    EXPECT_TRUE(panel->list()->item(0)->text().contains(QStringLiteral("An error occurred: KeyError")));
    EXPECT_FALSE(panel->makeRuleButton()->isEnabled());
    QSignalSpy evidence(&selection, &awv::Selection::evidenceSelected);
    panel->list()->setCurrentRow(0);
    EXPECT_EQ(evidence.count(), 1) << "the row shows its line in the raw log";
    QSignalSpy asked(&view, &awv::VerdictView::makeRuleRequested);
    panel->makeRuleButton()->click();
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.front().front().toInt(), 0);

    view.setDocument(shelltest::makeDocument());  // a verdict with a culprit: no such list
    EXPECT_FALSE(panel->isVisibleTo(&view));
}

// With a fleet open, the pane says the lines were ranked against its healthy jobs, and how
// many of them printed each row's template.
TEST(MakeRule, AgainstAFleetThePaneSaysItsRankingAndEachRowsHealthyJobs) {
    aw::OpenOptions options;
    options.healthyTemplates.healthyJobs = 5;
    options.healthyTemplates.jobsWith = [](std::uint64_t) { return std::size_t{3}; };
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.resize(1200, 400);
    view.setDocument(awv::makeDocument(aw::openBundle(awtest::sourcePath(kCase), options)));
    awv::UnexplainedPanel* panel = view.unexplainedPanel();
    ASSERT_TRUE(panel->isVisibleTo(&view));
    QString labels;
    for (const QLabel* label : panel->findChildren<QLabel*>()) labels += label->text() + QLatin1Char('\n');
    EXPECT_TRUE(labels.contains(QStringLiteral("ranked against 5 healthy jobs of the fleet"))) << labels.toStdString();
    ASSERT_EQ(panel->list()->count(), 1);
    EXPECT_TRUE(panel->list()->item(0)->text().contains(QStringLiteral("printed by 3 of the fleet's 5 healthy jobs")))
        << panel->list()->item(0)->text().toStdString();

    view.setDocument(openCase());  // without a fleet: as before
    labels.clear();
    for (const QLabel* label : panel->findChildren<QLabel*>()) labels += label->text() + QLatin1Char('\n');
    EXPECT_FALSE(labels.contains(QStringLiteral("healthy"))) << labels.toStdString();
    EXPECT_FALSE(panel->list()->item(0)->text().contains(QStringLiteral("healthy")));
}

TEST(MakeRule, TheEditorProposesPreviewsAndSaves) {
    awtest::TempFolder dir;
    const awv::DocumentPtr doc = openCase();
    ASSERT_EQ(doc->result->verdict.outcome, aw::Outcome::Unknown);
    const QString folder = QString::fromStdString(dir.file("rules"));
    awv::MakeRuleDialog dialog(doc, doc->result->verdict.unexplained.templates.at(0), folder);
    EXPECT_EQ(dialog.regexEdit()->text(), QString::fromUtf8("An error occurred: KeyError \xE2\x80\x93 't\\d+'"));
    EXPECT_EQ(dialog.idEdit()->text(), QStringLiteral("user_error_occurred_keyerror"));
    EXPECT_EQ(dialog.outcomeBox()->currentData().toString(), QStringLiteral("application"));
    EXPECT_EQ(dialog.noMatchEdit()->toPlainText(),
              QStringLiteral("[viking-prod-230:1]:Time to instantiate model: 0.02 seconds."))
        << "a near miss from the bundle";
    ASSERT_TRUE(waitForPreview(dialog));
    EXPECT_EQ(dialog.hitsLabel()->text(), QStringLiteral("It matches 1 line of the bundle in 1 file."));
    EXPECT_EQ(dialog.hitsList()->count(), 1);
    EXPECT_TRUE(dialog.verdictLabel()->text().startsWith(QStringLiteral("Verdict with this rule: Application")))
        << dialog.verdictLabel()->text().toStdString();
    EXPECT_TRUE(dialog.saveButton()->isEnabled());
    shelltest::saveShot(dialog, QStringLiteral("make-rule-dialog"));

    // A regex that misses its own example: a problem, no saving.
    dialog.regexEdit()->setText(QStringLiteral("KeyError: '\\d+'"));
    EXPECT_FALSE(dialog.saveButton()->isEnabled()) << "an edit waits for its preview";
    ASSERT_TRUE(waitForPreview(dialog));
    EXPECT_TRUE(dialog.problemsLabel()->text().contains(QStringLiteral("example does not match")))
        << dialog.problemsLabel()->text().toStdString();
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    EXPECT_FALSE(dialog.save());

    dialog.regexEdit()->setText(QString::fromUtf8("An error occurred: KeyError \xE2\x80\x93 't\\d+'"));
    ASSERT_TRUE(waitForPreview(dialog));
    QSignalSpy saved(&dialog, &awv::MakeRuleDialog::saved);
    ASSERT_TRUE(dialog.save());
    ASSERT_EQ(saved.count(), 1);
    EXPECT_EQ(dialog.savedPath(), folder + QStringLiteral("/user_error_occurred_keyerror.json"));
    EXPECT_TRUE(QFile::exists(dialog.savedPath()));

    // The next open reads it after the catalog: the verdict changes, and nothing is a problem.
    const awv::DocumentPtr again = openCase(folder.toStdString());
    EXPECT_EQ(again->result->verdict.outcome, aw::Outcome::Application);
    for (const aw::Problem& p : again->result->problems) EXPECT_NE(p.file.rfind("user-rules/", 0), 0u) << p.message;
}

TEST(MakeRule, ANewerEditCancelsTheOlderPreview) {
    const awv::DocumentPtr doc = openCase();
    awtest::TempFolder dir;
    auto dialog = std::make_unique<awv::MakeRuleDialog>(doc, doc->result->verdict.unexplained.templates.at(0),
                                                        QString::fromStdString(dir.path()));
    dialog->preview();
    dialog->preview();  // the first one's result is dropped
    EXPECT_TRUE(dialog->previewRunning());
    ASSERT_TRUE(waitForPreview(*dialog));
    dialog->preview();
    dialog.reset();  // closing waits for the running preview, cancelled: no crash, no leak
}

// The engine's sentences said by the views (issue 25: the verdict sentence and the Why list
// stayed English in French). With the English catalogue every template gives back the
// engine's own English word for word, on every bundle of the tree; with the French one the
// verdict view says them in French; an id the views do not know falls back to English.
#include "app/gui/language.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/catalog_texts.h"
#include "views/common/engine_messages.h"
#include "views/verdict/actions_panel.h"
#include "views/common/selection.h"
#include "views/verdict/verdict_view.h"

#include "engine/open/open_bundle.h"
#include "tests/support/analysis.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QTranslator>

#include <gtest/gtest.h>

#include "language_fixture.h"

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace {

// Every bundle folder the tests ship: the samples, the small cases and the real-world corpus.
std::vector<std::string> bundlesOfTheTree() {
    std::vector<std::string> out;
    for (const char* parent : {"resources/samples", "tests/data/real"})
        for (const auto& entry : fs::directory_iterator(awtest::sourcePath(parent)))
            if (entry.is_directory()) out.push_back(entry.path().string());
    for (const char* one : {"tests/data/clock-skew", "tests/data/no-failure", "tests/data/two-faults"})
        out.push_back(awtest::sourcePath(one));
    std::sort(out.begin(), out.end());
    return out;
}

aw::OpenedBundle open(const std::string& path) {
    aw::OpenOptions options;
    options.threads = 2;
    return aw::openBundle(path, options);
}

using Language = viewtest::ScopedLanguage;

}  // namespace

TEST(EngineMessages, EnglishTemplatesSayExactlyWhatTheEngineWrote) {
    std::set<std::string> seen;
    for (const std::string& path : bundlesOfTheTree()) {
        const aw::OpenedBundle opened = open(path);
        if (!opened.result) continue;
        const aw::Verdict& v = opened.result->verdict;
        if (!v.summaryMessage.id.empty()) seen.insert(v.summaryMessage.id);
        EXPECT_EQ(awv::sayMessage(v.summaryMessage, v.summary).toStdString(), v.summary) << path;
        for (const aw::ReasonStep& step : v.chain) {
            if (!step.message.id.empty()) seen.insert(step.message.id);
            EXPECT_EQ(awv::sayMessage(step.message, step.text).toStdString(), step.text) << path;
            // Issue 47: the chain names every step's message; a decision its own sentence too.
            EXPECT_FALSE(step.message.id.empty()) << path << ": " << step.text;
            if (step.message.id == "decision")
                EXPECT_FALSE(step.message.arg("text_id").empty()) << path << ": " << step.text;
        }
        // The actions and the job's reason (issue 47: they stayed English in French).
        if (!v.job.why.empty()) {
            EXPECT_EQ(v.job.whyMessage.id, "catalog_text") << path;
            EXPECT_EQ(awv::sayMessage(v.job.whyMessage, v.job.why).toStdString(), v.job.why) << path;
        }
        for (const aw::Action& a : v.actions) {
            EXPECT_EQ(a.message.id, "catalog_text") << path;
            EXPECT_EQ(awv::sayMessage(a.message, a.text).toStdString(), a.text) << path;
        }
    }
    // The bundles reach the templates of every kind of verdict they have (a hang without a
    // culprit and the network's have no bundle here; their steps are checked when one does).
    for (const char* id : {"root_started", "no_failure", "tied_roots", "one_root", "root_event", "decision", "raw_line",
                           "no_failure_step", "candidates_remain", "job_state"})
        EXPECT_TRUE(seen.count(id)) << id;
}

// Every text of the action catalog is listed for lupdate (scripts/gen_catalog_texts.py
// writes the list from resources/rules/actions.json) and has its French.
TEST(EngineMessages, EveryCatalogTextIsListedAndTranslated) {
    Language french(QStringLiteral("fr"));
    std::set<std::string> listed;
    for (const char* text : awv::catalogTextTemplates()) listed.insert(text);
    QFile file(QString::fromStdString(awtest::sourcePath("resources/rules/actions.json")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonArray rules = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("rules")).toArray();
    std::size_t texts = 0;
    for (const QJsonValue& rule : rules) {
        QStringList sources;
        if (const QString why = rule[QStringLiteral("job")][QStringLiteral("why")].toString(); !why.isEmpty())
            sources << why;
        for (const QJsonValue& action : rule[QStringLiteral("actions")].toArray())
            sources << action[QStringLiteral("text")].toString();
        for (const QString& source : sources) {
            const std::string text = source.toStdString();
            ++texts;
            EXPECT_TRUE(listed.count(text)) << "not listed (run scripts/gen_catalog_texts.py): " << text;
            const QString fr = QCoreApplication::translate("awv::CatalogTexts", text.c_str());
            EXPECT_NE(fr.toStdString(), text) << "no French: " << text;
        }
    }
    EXPECT_GT(texts, 50u);
}

TEST(EngineMessages, AnUnknownIdOrNoneIsSaidInEnglish) {
    Language french(QStringLiteral("fr"));
    EXPECT_EQ(awv::sayMessage({"a_later_version", {{"x", "1"}}}, "as the engine wrote it"),
              QStringLiteral("as the engine wrote it"));
    EXPECT_EQ(awv::sayMessage({}, "plain"), QStringLiteral("plain"));
}

TEST(EngineMessages, FrenchVerdictViewSaysTheSummaryAndTheChainInFrench) {
    Language french(QStringLiteral("fr"));
    const aw::OpenedBundle opened = open(awtest::sourcePath("resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(opened.result);
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::VerdictView view(&selection, &feed);
    view.setDocument(awv::makeDocument(opened));
    const QString summary = view.summaryLabel()->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("a déclenché la panne"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("started the failure"))) << summary.toStdString();
    const QString chain = view.chainLabel()->text();
    EXPECT_TRUE(chain.contains(QStringLiteral("événement racine"))) << chain.toStdString();
    EXPECT_FALSE(chain.contains(QStringLiteral("root event"))) << chain.toStdString();
    // Issue 47: the decisions' own sentences, the actions and the job's reason too.
    EXPECT_FALSE(chain.contains(QStringLiteral(" follows "))) << chain.toStdString();
    EXPECT_TRUE(chain.contains(QStringLiteral("suit "))) << chain.toStdString();
    // The phases of its decisions too ("refiner same_node_consequence: ...").
    const QString plain = QTextDocumentFragment::fromHtml(chain).toPlainText();
    EXPECT_TRUE(plain.contains(QStringLiteral("affineur same_node_consequence"))) << plain.toStdString();
    EXPECT_TRUE(plain.contains(QStringLiteral("filtre cascade_after_fault"))) << plain.toStdString();
    EXPECT_FALSE(plain.contains(QRegularExpression(QStringLiteral("\\b(filter|refiner|outcome)\\b"))))
        << plain.toStdString();
    QString actions;
    for (const QLabel* label : view.actionsPanel()->findChildren<QLabel*>())
        actions += label->text() + QLatin1Char('\n');
    EXPECT_TRUE(actions.contains(QStringLiteral("Drainez node007"))) << actions.toStdString();
    EXPECT_FALSE(actions.contains(QStringLiteral("so that no new job lands on it"))) << actions.toStdString();
    EXPECT_FALSE(actions.contains(QStringLiteral("restarted on node007 before it"))) << actions.toStdString();
}

// Issue 47: each decision of the Why list begins with the phase of its rule ("refiner
// cascade-symptoms: ..."), and that word stayed English under the French UI. In French no
// decision of the samples says an English phase ("action" is the same word in both); the
// verdict view's Why list is checked with the rest of its French above.
TEST(EngineMessages, FrenchWhyLinesSayThePhaseOfEachDecisionInFrench) {
    Language french(QStringLiteral("fr"));
    const QRegularExpression englishPhase(
        QStringLiteral("\\b(extractor|filter|refiner|outcome|post_outcome|collector)\\b"));
    std::set<std::string> phases;
    for (const auto& entry : fs::directory_iterator(awtest::sourcePath("resources/samples"))) {
        const std::string path = entry.path().string();
        const aw::OpenedBundle opened = open(path);
        if (!opened.result) continue;
        for (const aw::ReasonStep& step : opened.result->verdict.chain) {
            if (step.message.id != "decision") continue;
            phases.insert(step.message.arg("phase"));
            const QString said = awv::sayMessage(step.message, step.text);
            EXPECT_FALSE(said.contains(englishPhase)) << path << ": " << said.toStdString();
            EXPECT_FALSE(said.startsWith(QString::fromStdString(step.message.arg("phase")) + QLatin1Char(' ')))
                << path << ": " << said.toStdString();
        }
    }
    EXPECT_TRUE(phases.count("refiner")) << "no refiner's decision in the samples";
}

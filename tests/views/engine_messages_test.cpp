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
#include "tests/support/bundle_builder.h"
#include "tests/support/files.h"
#include "tests/support/transport_lines.h"

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
#include <regex>
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

namespace {

// Every message id the engine's sources can emit: the literal a Message starts with
// (`{"id", {{"name", value}, ...}}`, `{"id", {}}`, `Message m{"id", ...}`), and both ids
// of a choice between two (`{cond ? "a" : "b", {{...}}}`). Read from the source, so an id
// added without a template fails the test below.
std::set<std::string> messageIdsOfTheEngine() {
    static const std::regex one(R"re("([a-z][a-z0-9_]*)"\s*,\s*(?:\{\s*[\{\}]|eventValues\())re");
    static const std::regex either(R"re(\?\s*"([a-z][a-z0-9_]*)"\s*:\s*"([a-z][a-z0-9_]*)"\s*,\s*\{)re");
    std::set<std::string> ids;
    for (const auto& entry : fs::recursive_directory_iterator(awtest::sourcePath("engine"))) {
        const std::string ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
        const std::string source = awtest::readFile(entry.path().string());
        for (std::sregex_iterator m(source.begin(), source.end(), one), end; m != end; ++m) ids.insert((*m)[1]);
        for (std::sregex_iterator m(source.begin(), source.end(), either), end; m != end; ++m) {
            ids.insert((*m)[1]);
            ids.insert((*m)[2]);
        }
    }
    return ids;
}

using awtest::at;
using awtest::completionError;
using awtest::usingLine;

const std::string kTraceback = "[rank3]: Traceback (most recent call last):\n"
                               "[rank3]:   File \"/work/train.py\", line 88, in main\n"
                               "[rank3]:     batch = table[key]\n"
                               "[rank3]: KeyError: 'shard-17'\n";

// Verdicts no bundle of the tree gives: a peer blamed by two nodes, one whose lines stop
// first, one only a symptom, an exception nothing explains, and one that yields.
std::vector<aw::AnalysisResult> builtVerdicts() {
    std::vector<aw::AnalysisResult> out;
    awtest::BundleBuilder several;
    several.app("node001",
                at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3"));
    several.app("node002",
                at(10) + usingLine("node002", "10.1.0.2") + at(901) + completionError("node002", "10.1.0.3"));
    several.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(950) + "step 1200 loss 2.31\n");
    out.push_back(awtest::analyze(several.take()));
    awtest::BundleBuilder silent;
    silent.app("node001", at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3") +
                              at(960) + "step 1200 loss 2.31\n");
    silent.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(840) + "step 1200 loss 2.31\n");
    out.push_back(awtest::analyze(silent.take()));
    awtest::BundleBuilder symptom;
    symptom.app("node001",
                at(10) + usingLine("node001", "10.1.0.1") + at(900) + completionError("node001", "10.1.0.3"));
    symptom.app("node003", at(10) + usingLine("node003", "10.1.0.3") + at(950) + "step 1200 loss 2.31\n");
    out.push_back(awtest::analyze(symptom.take()));
    awtest::BundleBuilder exception;
    exception.app("node001", at(10) + "step 1200 loss 2.31\n" + at(600) + kTraceback);
    out.push_back(awtest::analyze(exception.take()));
    awtest::BundleBuilder yields;
    yields.app("node001", at(10) + "step 1200 loss 2.31\n" + at(600) + kTraceback);
    yields.app("node002", "node002:1:2 [0] NCCL WARN NET/Socket : socket progress error\n");
    out.push_back(awtest::analyze(yields.take()));
    return out;
}

}  // namespace

// Issue 46: the transport peer's and the unexplained exception's sentences had no template,
// so they stayed English in French. Every id the engine's sources emit has one now.
TEST(EngineMessages, EveryMessageIdTheEngineCanEmitHasATemplate) {
    const std::set<std::string> ids = messageIdsOfTheEngine();
    EXPECT_GE(ids.size(), 45u) << "the scan of engine/ no longer finds the messages";
    for (const char* id : {"transport_peer", "transport_peer_silent", "transport_peer_several", "peer_symptom",
                           "peer_address", "unexplained_exception", "unexplained_exception_step", "exception_frame",
                           "exception_yields", "root_started", "follows_within", "job_scope", "catalog_text"})
        EXPECT_TRUE(ids.count(id)) << "the scan missed " << id;
    for (const std::string& id : ids) EXPECT_TRUE(awv::hasMessageTemplate(id)) << "no view template for " << id;
    EXPECT_FALSE(awv::hasMessageTemplate("a_later_version"));
}

TEST(EngineMessages, ThePeerAndExceptionSentencesSayTheEnginesEnglishAndAreFrenchInFrench) {
    const std::vector<aw::AnalysisResult> verdicts = builtVerdicts();
    std::set<std::string> seen;
    const auto each = [&](const auto& check) {
        for (const aw::AnalysisResult& r : verdicts) {
            check(r.verdict.summaryMessage, r.verdict.summary);
            for (const aw::ReasonStep& step : r.verdict.chain) check(step.message, step.text);
        }
    };
    each([&](const aw::Message& m, const std::string& english) {
        seen.insert(m.id);
        EXPECT_EQ(awv::sayMessage(m, english).toStdString(), english) << m.id;
    });
    for (const char* id :
         {"transport_peer", "transport_peer_silent", "transport_peer_several", "peer_symptom", "peer_address",
          "unexplained_exception", "unexplained_exception_step", "exception_frame", "exception_yields"})
        EXPECT_TRUE(seen.count(id)) << id;
    Language french(QStringLiteral("fr"));
    each([&](const aw::Message& m, const std::string& english) {
        if (m.id == "raw_line") return;  // the line itself
        EXPECT_NE(awv::sayMessage(m, english).toStdString(), english) << m.id;
    });
}

// Issue 47: the culprit GPU's step ("culprit GPU 3 from DCGM: last Xid 79 on GPU 3 on node007
// (#329); rank 51 = local rank 3 of node007 (one rank per GPU)") came as one English note, so
// the French Why list said it in English after "coupable". In French no chain step of a
// sample says those words (nor "on node007" for an event, issue 47) now, and the xid79 sample's step is French.
TEST(EngineMessages, FrenchChainStepsSayNoEnglishNoteWords) {
    Language french(QStringLiteral("fr"));
    const QRegularExpression english(
        QStringLiteral("from DCGM|last Xid|local rank|one rank per GPU|\\bculprit\\b|\\bon node\\d"));
    QString culprit;
    for (const auto& entry : fs::directory_iterator(awtest::sourcePath("resources/samples"))) {
        if (!entry.is_directory()) continue;
        const std::string path = entry.path().string();
        const aw::OpenedBundle opened = open(path);
        ASSERT_TRUE(opened.result) << path;
        for (const aw::ReasonStep& step : opened.result->verdict.chain) {
            if (step.message.id == "raw_line") continue;  // the log line itself
            const QString said = awv::sayMessage(step.message, step.text);
            EXPECT_FALSE(said.contains(english)) << path << ": " << said.toStdString();
            if (step.message.id == "culprit_gpu") culprit = said;
        }
    }
    EXPECT_EQ(culprit.toStdString(), "coupable GPU 3, d’après DCGM : dernier Xid 79 sur le GPU 3 sur node007 (#329) ; "
                                     "rang 51 = rang local 3 de node007 (un rang par GPU)");
}

// A witness whose title the catalog changed, or that this version has no words for, keeps the
// engine's title; a message of an older version (only its English note) says that note.
TEST(EngineMessages, AGpuWitnessTitleTheViewsDoNotKnowStaysTheEngines) {
    Language french(QStringLiteral("fr"));
    const aw::Message changed{"culprit_gpu",
                              {{"gpu", "3"},
                               {"witness_title", "DCGM: Xid 79 seen on GPU 3"},
                               {"witness_symptom", "dcgm_xid"},
                               {"witness_node", ""},
                               {"witness_id", "9"},
                               {"xid", "79"}}};
    EXPECT_EQ(awv::sayMessage(changed, "").toStdString(), "coupable GPU 3, d’après DCGM: Xid 79 seen on GPU 3 (#9)");
    const aw::Message older{"culprit_gpu", {{"note", "GPU 3 from an event"}}};
    EXPECT_EQ(awv::sayMessage(older, "").toStdString(), "coupable GPU 3 from an event");
}

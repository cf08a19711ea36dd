// Event titles in French (issue 48: titles stayed English in the French workbench). Every
// title template of the catalog is listed for the translator (scripts/gen_catalog_titles.py)
// and has a finished French translation; a title is said from its template with the event's
// own values; a title whose template is unknown stays the engine's English; the views say it.
#include "views/classification/classification_model.h"
#include "views/classification/classification_view.h"
#include "views/common/catalog_titles.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/engine_messages.h"
#include "views/common/selection.h"
#include "views/report/report_dialog.h"
#include "views/verdict/verdict_view.h"

#include "engine/open/open_bundle.h"
#include "engine/rules/event_title.h"
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"
#include "tests/support/analysis.h"
#include "tests/support/result.h"

#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include "language_fixture.h"

#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace {

using Language = viewtest::ScopedLanguage;

const awv::CatalogTitle* listed(const std::string& rule, const std::string& symptom, const std::string& member = {}) {
    for (const awv::CatalogTitle& t : awv::catalogTitles())
        if (rule == t.rule && symptom == t.symptom && member == t.member) return &t;
    return nullptr;
}

std::string templateOf(const awv::CatalogTitle& t) {
    return awv::catalogTitleTemplates()[static_cast<std::size_t>(t.templateIndex)];
}

// The listed template with the listed member values in place of their {names}: what the
// engine's family reader makes of the member's title (rule_family.cpp: fill).
std::string withFields(const awv::CatalogTitle& t) {
    std::string out = templateOf(t);
    for (std::size_t i = 0; i + 1 < std::size(t.fields) && t.fields[i]; i += 2) {
        const std::string name = std::string("{") + t.fields[i] + "}";
        for (std::size_t at = out.find(name); at != std::string::npos; at = out.find(name, at + 1))
            out.replace(at, name.size(), t.fields[i + 1]);
    }
    return out;
}

std::set<std::string> placeholders(const QString& text) {
    std::set<std::string> out;
    static const QRegularExpression braces(QStringLiteral("\\{[^{}]*\\}"));
    for (auto it = braces.globalMatch(text); it.hasNext();) out.insert(it.next().captured().toStdString());
    return out;
}

struct TsEntry {
    QString translation;
    bool finished = false;
};

// The messages of `context` in a .ts file: source -> translation.
std::map<QString, TsEntry> tsMessages(const std::string& path, const QString& context) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) return {};
    std::map<QString, TsEntry> out;
    QXmlStreamReader xml(&file);
    QString name, source;
    bool inContext = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) inContext = xml.readElementText() == context;
        else if (inContext && xml.name() == QLatin1String("source")) source = xml.readElementText();
        else if (inContext && xml.name() == QLatin1String("translation")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText();
            out[source] = {text, !unfinished && !text.isEmpty()};
        }
    }
    return out;
}

aw::OpenedBundle open(const std::string& path) {
    aw::OpenOptions options;
    options.threads = 2;
    return aw::openBundle(path, options);
}

const aw::Event* eventOfRule(const aw::AnalysisResult& result, const std::string& rule) {
    for (const aw::Event& e : result.events)
        if (e.rule == rule) return &e;
    return nullptr;
}

}  // namespace

// Every extractor's title and every family member's, as the engine reads the catalog, is
// listed with its template (scripts/gen_catalog_titles.py writes the list), but for the
// families that quote the software's own words, each named with why.
TEST(CatalogTitles, EveryTitleOfTheCatalogIsListedWithItsTemplate) {
    std::set<std::string> quoted;
    for (const awv::QuotedTitles& q : awv::quotedTitleFamilies()) {
        EXPECT_GT(std::string(q.why).size(), 20u) << q.rule;
        quoted.insert(q.rule);
    }
    std::size_t rules = 0, members = 0, quotedMembers = 0;
    std::set<std::string> familyTemplates;
    for (const aw::Rule& rule : aw::builtinCatalog()->rules) {
        std::vector<aw::Problem> problems;
        const auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
        ASSERT_TRUE(spec) << rule.id;
        if (spec->rule.phase != aw::Phase::Extractor) continue;
        if (!spec->family) {
            if (spec->title.empty()) continue;
            ++rules;
            const awv::CatalogTitle* t = listed(rule.id, spec->rule.emitsSymptom);
            ASSERT_TRUE(t) << "not listed (run scripts/gen_catalog_titles.py): " << rule.id;
            EXPECT_EQ(templateOf(*t), spec->title) << rule.id;
            continue;
        }
        for (const aw::FamilyMember& m : spec->family->members) {
            if (quoted.count(rule.id)) {
                ++quotedMembers;
                EXPECT_FALSE(listed(rule.id, m.symptom, m.name)) << rule.id << " " << m.symptom;
                continue;
            }
            ++members;
            const awv::CatalogTitle* t = listed(rule.id, m.symptom, m.name);
            ASSERT_TRUE(t) << "not listed (run scripts/gen_catalog_titles.py): " << rule.id << " " << m.symptom;
            EXPECT_EQ(withFields(*t), m.title) << rule.id << " " << m.symptom;
            familyTemplates.insert(templateOf(*t));
        }
    }
    EXPECT_GT(rules, 170u);
    EXPECT_GT(members, 700u);
    EXPECT_GT(quotedMembers, 1200u);
    EXPECT_GE(familyTemplates.size(), 8u);
}

// Every listed template has a finished French translation with the same {placeholders}; a
// French that is the English is one the list names, with why (strerror's own words, names
// only), and only those.
TEST(CatalogTitles, EveryTemplateHasAFinishedFrenchTranslation) {
    const auto fr =
        tsMessages(awtest::sourcePath("translations/workbench_fr.ts"), QStringLiteral("awv::CatalogTitles"));
    std::map<std::string, std::string> same;
    for (const awv::QuotedTitles& s : awv::titlesSameInFrench()) same[s.rule] = s.why;
    Language french(QStringLiteral("fr"));
    std::size_t translated = 0;
    for (const char* source : awv::catalogTitleTemplates()) {
        const QString en = QString::fromUtf8(source);
        const auto it = fr.find(en);
        ASSERT_NE(it, fr.end()) << "not in workbench_fr.ts (run scripts/update-translations): " << source;
        EXPECT_TRUE(it->second.finished) << "unfinished: " << source;
        EXPECT_EQ(placeholders(it->second.translation), placeholders(en)) << source;
        EXPECT_EQ(QCoreApplication::translate("awv::CatalogTitles", source), it->second.translation) << source;
        if (it->second.translation == en) EXPECT_TRUE(same.count(source)) << "French is the English: " << source;
        else ++translated;
    }
    for (const auto& [text, why] : same) {
        EXPECT_FALSE(why.empty()) << text;
        const auto it = fr.find(QString::fromStdString(text));
        ASSERT_NE(it, fr.end()) << text;
        EXPECT_EQ(it->second.translation.toStdString(), text) << "listed as kept in English: " << text;
    }
    EXPECT_GT(translated, 160u);
}

// A real sample in French: the classification view, the verdict's headline and summary say
// the root event's title in French, its PCI address (a value) as it is.
TEST(CatalogTitles, FrenchViewsSayTheTitleOfARealSample) {
    Language french(QStringLiteral("fr"));
    const aw::OpenedBundle opened = open(awtest::sourcePath("resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(opened.result);
    const aw::Event* root = eventOfRule(*opened.result, "xid_79");
    ASSERT_TRUE(root);
    ASSERT_TRUE(root->title.starts_with("Xid 79: GPU has fallen off the bus")) << root->title;
    const QString title = awv::sayEventTitle(*root);
    EXPECT_TRUE(title.startsWith(QStringLiteral("Xid 79 : le GPU a disparu du bus"))) << title.toStdString();
    const std::string pci = root->capture("pci");
    ASSERT_FALSE(pci.empty());
    EXPECT_TRUE(title.contains(QString::fromStdString(pci))) << title.toStdString();

    const awv::DocumentPtr doc = awv::makeDocument(opened);
    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ClassificationView classification(&selection, &feed);
    classification.setDocument(doc);
    const QModelIndex index = classification.model()->indexOfEvent(root->id);
    ASSERT_TRUE(index.isValid());
    EXPECT_EQ(index.data().toString(), title);
    EXPECT_TRUE(index.data(Qt::ToolTipRole).toString().contains(title.toHtmlEscaped()));
    // The filter finds it by its English words too, as the logs and the CLI say them.
    EXPECT_TRUE(index.data(awv::ClassificationModel::FilterTextRole).toString().contains(QStringLiteral("fallen off")));

    awv::VerdictView verdict(&selection, &feed);
    verdict.setDocument(doc);
    EXPECT_TRUE(verdict.headlineLabel()->text().contains(title)) << verdict.headlineLabel()->text().toStdString();
    const QString summary = verdict.summaryLabel()->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("le GPU a disparu du bus"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("fallen off"))) << summary.toStdString();
    // Where it happened, after the title, in French too; the node's name as it is.
    EXPECT_TRUE(summary.contains(QStringLiteral("disparu du bus (%1) sur %2 GPU")
                                     .arg(QString::fromStdString(pci), QString::fromStdString(root->node))))
        << summary.toStdString();
    const QString chain = verdict.chainLabel()->text();
    EXPECT_FALSE(chain.contains(QStringLiteral("fallen off the bus on"))) << chain.toStdString();
}

// The report the French workbench exports says the titles in French; its JSON, for programs,
// keeps the engine's English like the CLI's.
TEST(CatalogTitles, FrenchReportSaysTheTitlesJsonStaysEnglish) {
    Language french(QStringLiteral("fr"));
    const aw::OpenedBundle opened = open(awtest::sourcePath("resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(opened.result);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    awv::ReportDialog dialog(awv::makeDocument(opened));
    dialog.setFormat(aw::ReportFormat::Markdown);
    const QString md = dir.filePath(QStringLiteral("r.md"));
    ASSERT_TRUE(dialog.exportTo(md));
    QFile mdFile(md);
    ASSERT_TRUE(mdFile.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(mdFile.readAll());
    EXPECT_TRUE(markdown.contains(QStringLiteral("Xid 79 : le GPU a disparu du bus")))
        << markdown.left(2000).toStdString();
    dialog.setFormat(aw::ReportFormat::Json);
    const QString json = dir.filePath(QStringLiteral("r.json"));
    ASSERT_TRUE(dialog.exportTo(json));
    QFile jsonFile(json);
    ASSERT_TRUE(jsonFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(jsonFile.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Xid 79: GPU has fallen off the bus")));
    EXPECT_FALSE(text.contains(QStringLiteral("disparu du bus")));
}

// A family's template filled with the member's own values and the line's captures: the
// optional PCI part left out as the engine leaves it, the values as they are.
TEST(CatalogTitles, AFamilyTitleIsSaidWithTheMembersValues) {
    Language french(QStringLiteral("fr"));
    for (const awv::CatalogTitle& t : awv::catalogTitles()) {
        if (templateOf(t) != "Slurm job state {name}" && templateOf(t) != "Xid {name}: {description} ({pci})") continue;
        aw::Event e;
        e.rule = t.rule;
        e.symptom = t.symptom;
        e.captures.emplace_back("member", t.member);
        std::vector<std::pair<std::string, std::string>> fields;
        for (std::size_t i = 0; i + 1 < std::size(t.fields) && t.fields[i]; i += 2)
            fields.emplace_back(t.fields[i], t.fields[i + 1]);
        e.title = aw::fillEventTitle(templateOf(t), e, fields);
        const QString said = awv::sayEventTitle(e);
        const QString name = QString::fromUtf8(t.fields[1]);
        if (templateOf(t) == "Slurm job state {name}") {
            EXPECT_EQ(said, QStringLiteral("État du job Slurm %1").arg(name));
        } else {
            EXPECT_EQ(said, QStringLiteral("Xid %1 : %2").arg(name, QString::fromUtf8(t.fields[3])));
            e.captures.emplace_back("pci", "PCI:0000:3b:00");
            e.title = aw::fillEventTitle(templateOf(t), e, fields);
            EXPECT_TRUE(awv::sayEventTitle(e).endsWith(
                QStringLiteral(" : %1 (PCI:0000:3b:00)").arg(QString::fromUtf8(t.fields[3]))));
        }
    }
}

// A title whose template is unknown here keeps the engine's English: a user's rule, a user's
// rule that reuses a built-in id with its own title (or an older catalog's title), a family
// that quotes the software's words; and in English every title is the engine's, word for word.
TEST(CatalogTitles, AnUnknownTemplateKeepsTheEnglishTitle) {
    Language french(QStringLiteral("fr"));
    aw::Event user;
    user.rule = "my_site_rule";
    user.symptom = "my_symptom";
    user.title = "our storage appliance hiccuped";
    EXPECT_EQ(awv::sayEventTitle(user), QStringLiteral("our storage appliance hiccuped"));
    aw::Event shadow;
    shadow.rule = "xid_79";
    shadow.symptom = "xid_79_gpu_fallen_off_bus";
    ASSERT_TRUE(listed(shadow.rule, shadow.symptom));
    shadow.title = "the GPU left (site wording)";
    EXPECT_EQ(awv::sayEventTitle(shadow), QStringLiteral("the GPU left (site wording)"));
    shadow.title = "Xid 79: GPU has fallen off the bus";
    EXPECT_EQ(awv::sayEventTitle(shadow), QStringLiteral("Xid 79 : le GPU a disparu du bus"));
    aw::Event warn;
    warn.rule = awv::quotedTitleFamilies()[0].rule;
    warn.symptom = "nccl_warn_anything";
    warn.title = "NCCL ib WARN: NET/IB : Got completion from peer 10.0.0.2 with error 12";
    EXPECT_EQ(awv::sayEventTitle(warn), QString::fromStdString(warn.title));
}

TEST(CatalogTitles, EnglishSaysEveryTitleOfTheSamplesAsTheEngineWroteIt) {
    std::size_t events = 0, known = 0;
    for (const char* parent : {"resources/samples"}) {
        for (const auto& entry : fs::directory_iterator(awtest::sourcePath(parent))) {
            if (!entry.is_directory()) continue;
            const aw::OpenedBundle opened = open(entry.path().string());
            if (!opened.result) continue;
            for (const aw::Event& e : opened.result->events) {
                ++events;
                if (listed(e.rule, e.symptom, e.capture("member"))) ++known;
                EXPECT_EQ(awv::sayEventTitle(e).toStdString(), e.title) << entry.path();
            }
        }
    }
    EXPECT_GT(events, 10u);
    EXPECT_GT(known, events / 2);
}

// The verdict's sentence names the root fault and where it happened: both said in French when
// the place has the engine's shape (engine/attribute/outcome_selection.cpp: where()); any other
// text after a title stays whole, as the engine wrote it, not half translated.
TEST(CatalogTitles, TheVerdictSaysTheFaultsPlaceOrLeavesItWhole) {
    Language french(QStringLiteral("fr"));
    aw::Event e;
    e.rule = "xid_79";
    e.symptom = "xid_79_gpu_fallen_off_bus";
    e.title = "Xid 79: GPU has fallen off the bus";
    const awv::TitleWords words({e});
    const auto said = [&](const std::string& fault) {
        const aw::Message m{"root_started",
                            {{"fault", fault}, {"outcome", "gpu_hardware"}, {"later", "0"}, {"contested", "0"}}};
        return awv::sayMessage(m, "english", &words);
    };
    EXPECT_TRUE(said(e.title + " on node7 GPU 3 (PCI:0000:3b:00)")
                    .startsWith(QStringLiteral("Xid 79 : le GPU a disparu du bus sur node7 GPU 3 (PCI:0000:3b:00) ")));
    EXPECT_TRUE(
        said(e.title + " seen from the job").startsWith(QStringLiteral("Xid 79 : le GPU a disparu du bus vu depuis ")));
    EXPECT_TRUE(said(e.title + " (mlx5_0)").startsWith(QStringLiteral("Xid 79 : le GPU a disparu du bus (mlx5_0) ")));
    const std::string odd = e.title + "; then on node7 GPU x";
    EXPECT_TRUE(said(odd).startsWith(QString::fromStdString(odd + " "))) << said(odd).toStdString();
    EXPECT_TRUE(said("Xid 80 on node7").startsWith(QStringLiteral("Xid 80 on node7 ")));
}

// A value from the bundle is put in as it is, never read as a template or an argument: braces,
// %1 and markup in a capture come out as they went in, once.
TEST(CatalogTitles, ValuesFromTheBundleAreNeverReadAsTemplates) {
    Language french(QStringLiteral("fr"));
    aw::Event e;
    e.rule = "xid_79";
    e.symptom = "xid_79_gpu_fallen_off_bus";
    const std::string hostile = "{node} %1 <b>x</b> {pci}";
    e.node = "node7";
    e.captures.emplace_back("pci", hostile);
    e.title = aw::fillEventTitle("Xid 79: GPU has fallen off the bus ({pci})", e);
    ASSERT_EQ(e.title, "Xid 79: GPU has fallen off the bus (" + hostile + ")");
    EXPECT_EQ(awv::sayEventTitle(e).toStdString(), "Xid 79 : le GPU a disparu du bus (" + hostile + ")");
}

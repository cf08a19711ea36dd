// Drives the export dialog offscreen: default evidence choice, live preview, export in
// every format, the note kept in the notes database and restored by a new dialog.
#include "tests/support/document_builder.h"
#include "views/report/report_dialog.h"

#include "views/report/pdf_report.h"

#include "tests/support/report_fixture.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>

#include "views/common/event_class_style.h"

#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

awv::DocumentPtr handBuiltDocument() {
    auto bundle = awtest::handBuiltBundle();
    return awtest::DocumentBuilder().result(awtest::handBuiltAnalysis(*bundle)).bundle(bundle).build();
}

QString readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

struct ReportDialogTest : ::testing::Test {
    QTemporaryDir dir;
    std::shared_ptr<aw::NotesStore> notes;
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        notes = std::make_shared<aw::NotesStore>(
            awtest::worked(aw::NotesStore::open(dir.filePath(QStringLiteral("notes.sqlite")).toStdString())));
    }
};

TEST_F(ReportDialogTest, StartsWithRootCauseAndContributingChecked) {
    awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
    EXPECT_EQ(dialog.checkedEvents(), (std::vector<std::uint32_t>{1, 6}));
    const QString preview = dialog.preview()->toPlainText();
    EXPECT_TRUE(preview.contains(QStringLiteral("GPU hardware on node03")));
    EXPECT_TRUE(preview.contains(QStringLiteral("Xid (PCI:0000:3b:00): 79, pid=2211")));
    EXPECT_FALSE(preview.contains(QStringLiteral("Watchdog caught")));
    // The pictures are registered for Qt's rich text.
    EXPECT_FALSE(dialog.preview()
                     ->document()
                     ->resource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(aw::kTimelineImageName)))
                     .isNull());
}

// Issue 25: the evidence list was in id order, noise first, burying the ticked root cause.
TEST_F(ReportDialogTest, TheEvidenceListStartsWithTheTickedEventsMostImportantFirst) {
    const awv::DocumentPtr doc = handBuiltDocument();
    awv::ReportDialog dialog(doc, nullptr, notes);
    QTreeWidget* list = dialog.eventList();
    ASSERT_GT(list->topLevelItemCount(), 2);
    EXPECT_EQ(list->topLevelItem(0)->data(0, Qt::UserRole + 1).toUInt(), doc->result->verdict.rootEventId);
    bool seenUnticked = false;
    int lastRank = -1;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list->topLevelItem(i);
        const bool ticked = item->checkState(0) == Qt::Checked;
        EXPECT_FALSE(ticked && seenUnticked) << "a ticked event after an unticked one, row " << i;
        if (!ticked && !seenUnticked) lastRank = -1;  // the unticked part sorts on its own
        seenUnticked = seenUnticked || !ticked;
        const aw::Event* e = doc->result->findEvent(item->data(0, Qt::UserRole + 1).toUInt());
        ASSERT_NE(e, nullptr);
        const int rank = awv::eventClassStyle(e->cls).rank;
        EXPECT_GE(rank, lastRank) << "row " << i;
        lastRank = rank;
    }
}

TEST_F(ReportDialogTest, PreviewFollowsNoteAndEvidenceChoice) {
    awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
    dialog.setNote(QStringLiteral("Drained node03, RMA filed."));
    dialog.setEventChecked(3, true);
    dialog.setEventChecked(1, false);
    dialog.refreshPreview();
    const QString preview = dialog.preview()->toPlainText();
    EXPECT_TRUE(preview.contains(QStringLiteral("Drained node03, RMA filed.")));
    EXPECT_TRUE(preview.contains(QStringLiteral("Watchdog caught collective operation timeout")));
    EXPECT_FALSE(preview.contains(QStringLiteral("pid=2211")));
    dialog.checkDefaultEvidence();
    EXPECT_EQ(dialog.checkedEvents(), (std::vector<std::uint32_t>{1, 6}));
}

TEST_F(ReportDialogTest, ExportsEveryFormat) {
    awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
    dialog.setNote(QStringLiteral("note for the export"));
    const struct {
        aw::ReportFormat format;
        const char* name;
        const char* needle;
    } cases[] = {{aw::ReportFormat::Html, "r.html", "<svg xmlns"},
                 {aw::ReportFormat::Markdown, "r.md", "## Chain of reasons"},
                 {aw::ReportFormat::Json, "r.json", "\"note\": \"note for the export\""},
                 {aw::ReportFormat::Pdf, "r.pdf", "%PDF-"}};
    for (const auto& c : cases) {
        dialog.setFormat(c.format);
        const QString path = dir.filePath(QString::fromLatin1(c.name));
        const aw::Result<void> written = dialog.exportTo(path);
        ASSERT_TRUE(written) << c.name << ": " << written.failure().message;
        const QString text = readAll(path);
        EXPECT_TRUE(text.contains(QString::fromLatin1(c.needle))) << c.name;
        if (c.format != aw::ReportFormat::Pdf) EXPECT_TRUE(text.contains(QStringLiteral("note for the export")));
    }
}

TEST_F(ReportDialogTest, FailedExportLeavesNoFile) {
    awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
    const QString path = dir.filePath(QStringLiteral("missing/folder/r.html"));
    const aw::Result<void> written = dialog.exportTo(path);
    ASSERT_FALSE(written);
    const std::string message = "cannot create a file next to " + path.toStdString() + ": No such file or directory";
    EXPECT_EQ(written.failure().message, message);
    EXPECT_EQ(written.failure().file, path.toStdString());
    // The status line says it in the same words.
    const auto* status = dialog.findChild<QLabel*>(QStringLiteral("reportStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_EQ(status->text().toStdString(), "Export failed: " + message);
    EXPECT_FALSE(QFile::exists(path));
}

TEST_F(ReportDialogTest, NoteAndChoiceComeBackInANewDialog) {
    {
        awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
        dialog.setNote(QStringLiteral("kept across sessions"));
        dialog.setEventChecked(4, true);
        dialog.reject();  // closing saves
    }
    // A fresh store on the same file, as after a restart.
    auto reopened = std::make_shared<aw::NotesStore>(awtest::worked(aw::NotesStore::open(notes->path())));
    awv::ReportDialog again(handBuiltDocument(), nullptr, reopened);
    EXPECT_EQ(again.note(), QStringLiteral("kept across sessions"));
    EXPECT_EQ(again.checkedEvents(), (std::vector<std::uint32_t>{1, 4, 6}));
}

TEST_F(ReportDialogTest, ExportButtonAsksForAFileAndRemembersTheFolder) {
    awv::ReportDialog dialog(handBuiltDocument(), nullptr, notes);
    dialog.setFormat(aw::ReportFormat::Markdown);
    QString proposed;
    QString offeredFilter;
    const QString target = dir.filePath(QStringLiteral("picked"));  // no extension: gets .md
    dialog.setSavePathChooser([&](QWidget*, const QString&, const QString& path, const QString& filter) {
        proposed = path;
        offeredFilter = filter;
        return target;
    });
    QSignalSpy exported(&dialog, &awv::ReportDialog::exported);
    dialog.exportWithFileDialog();
    EXPECT_TRUE(proposed.endsWith(QStringLiteral(".md"))) << proposed.toStdString();
    EXPECT_TRUE(offeredFilter.contains(QStringLiteral("*.md")));
    ASSERT_EQ(exported.count(), 1);
    EXPECT_EQ(exported.front().front().toString(), target + QStringLiteral(".md"));
    QFile written(target + QStringLiteral(".md"));
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll().startsWith("# "));
    EXPECT_EQ(QSettings().value(QStringLiteral("report/lastExportFolder")).toString(), dir.path());

    // The next export starts in that folder; a name with another extension switches format.
    dialog.setSavePathChooser([&](QWidget*, const QString&, const QString& path, const QString&) {
        proposed = path;
        return dir.filePath(QStringLiteral("again.json"));
    });
    dialog.exportWithFileDialog();
    EXPECT_EQ(QFileInfo(proposed).absolutePath(), dir.path());
    EXPECT_EQ(dialog.format(), aw::ReportFormat::Json);
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("again.json"))));

    // Cancelling writes nothing.
    dialog.setSavePathChooser([](QWidget*, const QString&, const QString&, const QString&) { return QString(); });
    dialog.exportWithFileDialog();
    EXPECT_EQ(exported.count(), 2);
}

}  // namespace

// Issue 47: the export follows the shared time range, passed to the report as an option:
// only the events that meet it are listed and excerpted; the verdict stays whole.
TEST_F(ReportDialogTest, TheExportFollowsTheTimeRange) {
    const awv::DocumentPtr doc = handBuiltDocument();
    const aw::Event* root = doc->result->findEvent(doc->result->verdict.rootEventId);
    ASSERT_TRUE(root && root->time != aw::kNoTime);
    awv::ReportDialog dialog(doc, nullptr, notes);
    const auto listed = [&](const aw::Report& report) {
        std::vector<std::uint32_t> ids;
        for (const aw::EventGroup& g : report.groups) ids.insert(ids.end(), g.eventIds.begin(), g.eventIds.end());
        std::sort(ids.begin(), ids.end());
        return ids;
    };
    const aw::Report whole = aw::buildReport(doc->bundle.get(), *doc->result, dialog.reportOptions());
    dialog.setTimeRange(root->time, root->time);
    const aw::ReportOptions options = dialog.reportOptions();
    EXPECT_EQ(options.rangeFrom, root->time);
    const aw::Report ranged = aw::buildReport(doc->bundle.get(), *doc->result, options);
    std::vector<std::uint32_t> expected;
    for (const aw::Event& e : doc->result->events) {
        const aw::TimeNs last = e.lastTime == aw::kNoTime ? e.time : e.lastTime;
        if (e.time == aw::kNoTime || (last >= root->time && e.time <= root->time)) expected.push_back(e.id);
    }
    EXPECT_EQ(listed(ranged), expected);
    EXPECT_LT(listed(ranged).size(), listed(whole).size()) << "the range leaves nothing out of this bundle";
    for (std::uint32_t id : ranged.evidenceEvents) EXPECT_TRUE(std::count(expected.begin(), expected.end(), id)) << id;
    EXPECT_EQ(ranged.result.verdict.rootEventId, whole.result.verdict.rootEventId);
    EXPECT_TRUE(dialog.findChildren<QLabel*>().size() > 0);
    dialog.setTimeRange(aw::kNoTime, aw::kNoTime);  // cleared: every event again
    EXPECT_EQ(listed(aw::buildReport(doc->bundle.get(), *doc->result, dialog.reportOptions())), listed(whole));
}

// Notes on single events (issue 25): written once, shown in the event list, kept in the
// notes database under a key that outlives the event's id, and printed in the report.
#include "tests/support/analysis.h"
#include "tests/support/document_builder.h"
#include "views/classification/classification_model.h"
#include "views/common/event_notes.h"
#include "views/report/report_dialog.h"

#include "engine/report/report_html.h"
#include "engine/report/report_json.h"
#include "engine/report/report_markdown.h"
#include "engine/store/notes_store.h"

#include <QTemporaryDir>
#include <QTextBrowser>

#include "tests/support/result.h"

#include <gtest/gtest.h>

namespace {

struct EventNotesTest : ::testing::Test {
    QTemporaryDir dir;
    std::shared_ptr<aw::NotesStore> store;
    awv::DocumentPtr doc = awtest::openDocument(awtest::sourcePath("resources/samples/xid79-gpu-off-bus"));
    std::uint32_t root = doc->result->verdict.rootEventId;
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        store = std::make_shared<aw::NotesStore>(
            awtest::worked(aw::NotesStore::open(dir.filePath(QStringLiteral("notes.sqlite")).toStdString())));
        ASSERT_NE(root, 0u);
    }
};

}  // namespace

TEST_F(EventNotesTest, ANoteShowsInTheListAndComesBackForTheSameEvent) {
    awv::EventNotes notes(store);
    notes.setDocument(doc);
    awv::ClassificationModel model;
    model.setEventNotes(&notes);
    model.setDocument(doc);
    const QModelIndex title = model.indexOfEvent(root);
    ASSERT_TRUE(title.isValid());
    EXPECT_FALSE(title.data().toString().endsWith(QStringLiteral("✎")));
    ASSERT_TRUE(notes.setNote(root, QStringLiteral("Replaced GPU 3 (RMA 77)")));
    EXPECT_TRUE(title.data().toString().endsWith(QStringLiteral("✎")));
    EXPECT_TRUE(title.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Replaced GPU 3 (RMA 77)")));

    // Another session, a fresh analysis of the same bundle: the note is on the same event.
    awv::EventNotes again(std::make_shared<aw::NotesStore>(awtest::worked(aw::NotesStore::open(store->path()))));
    again.setDocument(awtest::openDocument(awtest::sourcePath("resources/samples/xid79-gpu-off-bus")));
    EXPECT_EQ(again.note(root), QStringLiteral("Replaced GPU 3 (RMA 77)"));
    EXPECT_EQ(again.byEventId().size(), 1u);
    // An empty note removes it.
    ASSERT_TRUE(again.setNote(root, QString()));
    awv::EventNotes third(std::make_shared<aw::NotesStore>(awtest::worked(aw::NotesStore::open(store->path()))));
    third.setDocument(doc);
    EXPECT_TRUE(third.note(root).isEmpty());
}

TEST_F(EventNotesTest, TheReportPrintsTheNotes) {
    awv::EventNotes notes(store);
    notes.setDocument(doc);
    ASSERT_TRUE(notes.setNote(root, QStringLiteral("Replaced GPU 3 <RMA 77>")));
    awv::ReportDialog dialog(doc, nullptr, store);
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("Notes on events")));
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("Replaced GPU 3 <RMA 77>")));

    aw::ReportOptions options;
    options.eventNotes = notes.byEventId();
    const aw::Report report = aw::buildReport(doc->bundle.get(), *doc->result, options);
    EXPECT_NE(aw::reportHtml(report).find("Replaced GPU 3 &lt;RMA 77&gt;"), std::string::npos);
    EXPECT_NE(aw::reportMarkdown(report).find("Replaced GPU 3"), std::string::npos);
    EXPECT_NE(aw::reportJson(report).find("\"event_notes\": [{\"event\": " + std::to_string(root)), std::string::npos);
}

// File > Export report: the user writes a note, chooses which events' evidence goes in,
// picks a format, sees a live preview and exports. The note and the evidence choice are
// kept per bundle in the notes database, so they come back when the bundle is reopened.
#pragma once

#include "views/common/document.h"

#include "engine/core/result.h"
#include "engine/store/notes_store.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include <QDialog>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QTreeWidget;

namespace awv {

class ReportDialog : public QDialog {
    Q_OBJECT
public:
    // `document`: the open bundle and its analysis. `notes`: where notes are kept; null
    // opens the per-user database (aw::NotesStore::defaultPath()); when that cannot be
    // opened the dialog still works and says the note will not be kept.
    explicit ReportDialog(DocumentPtr document, QWidget* parent = nullptr,
                          std::shared_ptr<aw::NotesStore> notes = nullptr);
    ~ReportDialog() override;

    QString note() const;
    void setNote(const QString& text);
    std::vector<std::uint32_t> checkedEvents() const;  // in id order
    QTreeWidget* eventList() const { return events_; }
    void setEventChecked(std::uint32_t eventId, bool checked);
    void checkDefaultEvidence();  // root cause and contributing only
    aw::ReportFormat format() const;
    void setFormat(aw::ReportFormat format);

    aw::ReportOptions reportOptions() const;  // what the dialog would export now
    // The shared time range the export follows (not set: every event).
    void setTimeRange(aw::TimeNs from, aw::TimeNs to);
    QTextBrowser* preview() const { return preview_; }
    void refreshPreview();  // rebuild now (normally debounced)
    void saveNote();        // store note and choice now (normally debounced)

    // Asks where to save: (parent, caption, proposed path, name filter) -> chosen path, or
    // empty when cancelled. QFileDialog::getSaveFileName unless replaced (tests).
    using SavePathChooser = std::function<QString(QWidget*, const QString&, const QString&, const QString&)>;
    void setSavePathChooser(SavePathChooser chooser) { chooseSavePath_ = std::move(chooser); }

    // Writes the report to `path` in the chosen format, atomically, or says why it could
    // not (also in the status line); saves the note.
    aw::Result<void> exportTo(const QString& path);

public slots:
    void exportWithFileDialog();  // Export...: asks for a file, remembers the folder

signals:
    void exported(const QString& path);

protected:
    void done(int result) override;  // the note is saved however the dialog closes

private:
    void buildUi();
    void fillEvents();
    void loadSavedNote();
    void scheduleUpdate();
    QString suggestedFileName() const;

    DocumentPtr document_;
    std::shared_ptr<aw::NotesStore> notes_;
    QString bundleKey_;
    QPlainTextEdit* noteEdit_ = nullptr;
    QTreeWidget* events_ = nullptr;
    QComboBox* formatBox_ = nullptr;
    QSpinBox* contextLines_ = nullptr;
    QTextBrowser* preview_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    QTimer* previewTimer_ = nullptr;
    QTimer* saveTimer_ = nullptr;
    bool loading_ = false;
    aw::TimeNs rangeFrom_ = aw::kNoTime, rangeTo_ = aw::kNoTime;
    SavePathChooser chooseSavePath_;
};

}  // namespace awv

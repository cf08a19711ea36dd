#include "views/report/report_dialog.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"
#include "views/common/range_chip.h"
#include "views/report/pdf_report.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QPalette>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <tuple>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace awv {

namespace {

constexpr int kEventIdRole = Qt::UserRole + 1;
const char* kLastFolderKey = "report/lastExportFolder";
const char* kLastFormatKey = "report/lastFormat";

// A format's name in the dialog. The formats, their order and their extensions are the
// engine's (aw::reportFormats(), aw::fileExtension()).
QString formatName(aw::ReportFormat format) {
    switch (format) {
    case aw::ReportFormat::Html: return ReportDialog::tr("HTML");
    case aw::ReportFormat::Pdf: return ReportDialog::tr("PDF");
    case aw::ReportFormat::Markdown: return ReportDialog::tr("Markdown");
    case aw::ReportFormat::Json: return ReportDialog::tr("JSON");
    }
    return {};
}

// The format list says the HTML file is one file, its pictures inside.
QString formatChoice(aw::ReportFormat format) {
    return format == aw::ReportFormat::Html ? ReportDialog::tr("HTML (self-contained)") : formatName(format);
}

// The report of `result` with its events titled in the user's language, as the workbench
// shows them; the JSON report, for programs, keeps the engine's English like the CLI's.
aw::Report reportIn(aw::ReportFormat format, const aw::Bundle* bundle, const aw::AnalysisResult& result,
                    const aw::ReportOptions& options) {
    if (format == aw::ReportFormat::Json) return aw::buildReport(bundle, result, options);
    aw::AnalysisResult said = result;
    for (aw::Event& e : said.events) e.title = sayEventTitle(e).toStdString();
    return aw::buildReport(bundle, said, options);
}

}  // namespace

ReportDialog::ReportDialog(DocumentPtr document, QWidget* parent, std::shared_ptr<aw::NotesStore> notes)
    : QDialog(parent), document_(std::move(document)), notes_(std::move(notes)) {
    setWindowTitle(tr("Export report"));
    if (document_ && document_->bundle) bundleKey_ = QString::fromStdString(document_->bundle->root);
    if (!notes_) {
        // When it cannot be opened: said in the status line; exporting still works.
        if (aw::Result<aw::NotesStore> opened = aw::NotesStore::open(aw::NotesStore::defaultPath()); opened)
            notes_ = std::make_shared<aw::NotesStore>(std::move(opened).value());
    }
    buildUi();
    fillEvents();
    loadSavedNote();
    refreshPreview();
}

ReportDialog::~ReportDialog() = default;

void ReportDialog::buildUi() {
    // 1200x800 where it fits; on a laptop's screen, its room less a margin, so the buttons show.
    QSize size(1200, 800);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 60));
    resize(size);
    noteEdit_ = new QPlainTextEdit(this);
    noteEdit_->setPlaceholderText(tr("A note for the reader: what was done, tickets, next steps…"));
    noteEdit_->setObjectName(QStringLiteral("reportNote"));

    events_ = new QTreeWidget(this);
    events_->setObjectName(QStringLiteral("reportEvents"));
    events_->setHeaderLabels({tr("Event"), tr("Class"), tr("Node"), tr("Symptom"), tr("First time")});
    events_->setRootIsDecorated(false);
    events_->setUniformRowHeights(true);  // fast with thousands of events
    events_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* defaults = new QPushButton(tr("Root cause and contributing"), this);
    defaults->setToolTip(tr("Include the evidence of the root cause and contributing events only"));
    auto* none = new QPushButton(tr("None"), this);

    formatBox_ = new QComboBox(this);
    formatBox_->setObjectName(QStringLiteral("reportFormat"));
    for (const aw::ReportFormat format : aw::reportFormats()) formatBox_->addItem(formatChoice(format), int(format));
    const int lastFormat = QSettings().value(QLatin1String(kLastFormatKey), int(aw::ReportFormat::Html)).toInt();
    formatBox_->setCurrentIndex(std::max(0, formatBox_->findData(lastFormat)));

    contextLines_ = new QSpinBox(this);
    contextLines_->setRange(0, 20);
    contextLines_->setValue(3);

    preview_ = new QTextBrowser(this);
    preview_->setObjectName(QStringLiteral("reportPreview"));
    // The preview is the report as it will print: dark text on white paper in any theme
    // (the report's own styles assume a white page, so a dark base made it unreadable).
    QPalette paper = preview_->palette();
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    paper.setColor(QPalette::Link, QColor(0x1A, 0x5F, 0xB4));
    preview_->setPalette(paper);
    preview_->setOpenLinks(false);  // in-page anchors only; scroll to them
    connect(preview_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.hasFragment()) preview_->scrollToAnchor(url.fragment());
    });

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("reportStatus"));
    status_->setWordWrap(true);

    // Left: what goes in. Right: what it looks like.
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("&Note:"), left));
    static_cast<QLabel*>(leftLayout->itemAt(0)->widget())->setBuddy(noteEdit_);
    leftLayout->addWidget(noteEdit_, 1);
    leftLayout->addWidget(new QLabel(tr("Evidence to include:"), left));
    leftLayout->addWidget(events_, 3);
    auto* choice = new QHBoxLayout;
    choice->addWidget(defaults);
    choice->addWidget(none);
    choice->addStretch();
    leftLayout->addLayout(choice);
    auto* form = new QFormLayout;
    form->addRow(tr("Context &lines:"), contextLines_);
    form->addRow(tr("&Format:"), formatBox_);
    leftLayout->addLayout(form);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(preview_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    exportButton_ = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    exportButton_->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportButton_, &QPushButton::clicked, this, &ReportDialog::exportWithFileDialog);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(300);
    connect(previewTimer_, &QTimer::timeout, this, &ReportDialog::refreshPreview);
    saveTimer_ = new QTimer(this);
    saveTimer_->setSingleShot(true);
    saveTimer_->setInterval(800);
    connect(saveTimer_, &QTimer::timeout, this, &ReportDialog::saveNote);

    connect(noteEdit_, &QPlainTextEdit::textChanged, this, &ReportDialog::scheduleUpdate);
    connect(events_, &QTreeWidget::itemChanged, this, &ReportDialog::scheduleUpdate);
    connect(contextLines_, &QSpinBox::valueChanged, this, [this] { previewTimer_->start(); });
    connect(formatBox_, &QComboBox::currentIndexChanged, this,
            [this] { QSettings().setValue(QLatin1String(kLastFormatKey), int(format())); });
    connect(defaults, &QPushButton::clicked, this, &ReportDialog::checkDefaultEvidence);
    connect(none, &QPushButton::clicked, this, [this] {
        loading_ = true;
        for (int i = 0; i < events_->topLevelItemCount(); ++i)
            events_->topLevelItem(i)->setCheckState(0, Qt::Unchecked);
        loading_ = false;
        scheduleUpdate();
    });
}

void ReportDialog::fillEvents() {
    if (!document_) return;
    loading_ = true;
    const auto defaults = aw::defaultEvidenceEvents(*document_->result);
    // What a report is about first: the ticked events, then by class (root cause first) and
    // time; by id, noise came first and buried the root cause.
    std::vector<const aw::Event*> ordered;
    for (const aw::Event& e : document_->result->events) ordered.push_back(&e);
    const auto ticked = [&](const aw::Event* e) { return std::binary_search(defaults.begin(), defaults.end(), e->id); };
    std::stable_sort(ordered.begin(), ordered.end(), [&](const aw::Event* a, const aw::Event* b) {
        const auto key = [&](const aw::Event* e) {
            return std::make_tuple(!ticked(e), eventClassStyle(e->cls).rank, e->time == aw::kNoTime, e->time);
        };
        return key(a) < key(b);
    });
    QList<QTreeWidgetItem*> items;
    for (const aw::Event* event : ordered) {
        const aw::Event& e = *event;
        auto* item = new QTreeWidgetItem;
        item->setData(0, kEventIdRole, e.id);
        item->setText(0, QStringLiteral("#%1").arg(e.id));
        item->setText(1, eventClassLabel(e.cls));
        item->setText(2, e.node.empty() ? tr("(job)") : QString::fromStdString(e.node));
        item->setText(3, e.title.empty() ? QString::fromStdString(e.symptom) : sayEventTitle(e));
        item->setText(4, QString::fromStdString(aw::formatIsoUtc(e.time)));
        item->setToolTip(3, QString::fromStdString(e.reason));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        if (e.evidence.empty()) item->setToolTip(0, tr("This event has no raw evidence to excerpt"));
        const bool checked = std::binary_search(defaults.begin(), defaults.end(), e.id);
        item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
        items.append(item);
    }
    events_->addTopLevelItems(items);
    loading_ = false;
}

void ReportDialog::loadSavedNote() {
    if (!notes_) {
        status_->setText(tr("The notes database could not be opened: the note will be in the report but "
                            "not kept for next time."));
        return;
    }
    // A damaged database was set aside and rebuilt when it was opened: say so first.
    if (!notes_->recoveryMessage().empty()) status_->setText(QString::fromStdString(notes_->recoveryMessage()));
    if (bundleKey_.isEmpty()) return;
    const aw::Result<std::optional<aw::BundleNote>> loaded = notes_->load(bundleKey_.toStdString());
    if (!loaded) {
        status_->setText(
            tr("The saved note could not be read: %1").arg(QString::fromStdString(loaded.failure().message)));
        return;
    }
    const std::optional<aw::BundleNote>& saved = *loaded;
    if (!saved) return;
    loading_ = true;
    noteEdit_->setPlainText(QString::fromStdString(saved->note));
    if (saved->evidenceEvents) {
        const auto& ids = *saved->evidenceEvents;
        for (int i = 0; i < events_->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = events_->topLevelItem(i);
            const auto id = item->data(0, kEventIdRole).toUInt();
            item->setCheckState(0, std::find(ids.begin(), ids.end(), id) != ids.end() ? Qt::Checked : Qt::Unchecked);
        }
    }
    loading_ = false;
    status_->setText((status_->text().isEmpty() ? QString() : status_->text() + QStringLiteral("\n")) +
                     tr("Note saved %1 restored.").arg(QString::fromStdString(saved->updatedAt)));
}

void ReportDialog::scheduleUpdate() {
    if (loading_) return;
    previewTimer_->start();
    saveTimer_->start();
}

QString ReportDialog::note() const {
    return noteEdit_->toPlainText();
}

void ReportDialog::setNote(const QString& text) {
    noteEdit_->setPlainText(text);
}

std::vector<std::uint32_t> ReportDialog::checkedEvents() const {
    std::vector<std::uint32_t> ids;
    for (int i = 0; i < events_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = events_->topLevelItem(i);
        if (item->checkState(0) == Qt::Checked) ids.push_back(item->data(0, kEventIdRole).toUInt());
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

void ReportDialog::setEventChecked(std::uint32_t eventId, bool checked) {
    for (int i = 0; i < events_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = events_->topLevelItem(i);
        if (item->data(0, kEventIdRole).toUInt() == eventId)
            item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    }
}

void ReportDialog::checkDefaultEvidence() {
    if (!document_) return;
    const auto defaults = aw::defaultEvidenceEvents(*document_->result);
    loading_ = true;
    for (int i = 0; i < events_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = events_->topLevelItem(i);
        const bool on = std::binary_search(defaults.begin(), defaults.end(), item->data(0, kEventIdRole).toUInt());
        item->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
    }
    loading_ = false;
    scheduleUpdate();
}

aw::ReportFormat ReportDialog::format() const {
    return static_cast<aw::ReportFormat>(formatBox_->currentData().toInt());
}

void ReportDialog::setFormat(aw::ReportFormat format) {
    formatBox_->setCurrentIndex(std::max(0, formatBox_->findData(int(format))));
}

aw::ReportOptions ReportDialog::reportOptions() const {
    aw::ReportOptions options;
    options.note = note().toStdString();
    // The notes on single events (the main window's Edit › Note on event), by this analysis' ids.
    // Unreadable: the report goes without them; the status line says why elsewhere.
    if (notes_ && !bundleKey_.isEmpty())
        if (const auto saved = notes_->eventNotes(bundleKey_.toStdString()); saved && !saved->empty())
            for (const aw::Event& e : document_->result->events)
                if (const auto it = saved->find(aw::eventNoteKey(e)); it != saved->end())
                    options.eventNotes[e.id] = it->second;
    options.evidenceEvents = checkedEvents();
    options.contextLines = static_cast<unsigned>(contextLines_->value());
    options.rangeFrom = rangeFrom_;
    options.rangeTo = rangeTo_;
    return options;
}

void ReportDialog::setTimeRange(aw::TimeNs from, aw::TimeNs to) {
    rangeFrom_ = from;
    rangeTo_ = to;
    const TimeRange range{from, to};
    status_->setText(range.isSet() ? tr("Only the events in the time range %1 are listed.").arg(rangeLabel(range))
                                   : QString());
    scheduleUpdate();
}

void ReportDialog::refreshPreview() {
    previewTimer_->stop();
    if (!document_) return;
    const aw::Report report = reportIn(format(), document_->bundle.get(), *document_->result, reportOptions());
    const int scroll = preview_->verticalScrollBar()->value();  // keep the reader's place
    auto* doc = new QTextDocument(preview_);
    loadReportDocument(*doc, report, 1.0);
    // setDocument() deletes the previous document itself when the browser is its parent.
    preview_->setDocument(doc);
    preview_->verticalScrollBar()->setValue(scroll);
}

void ReportDialog::saveNote() {
    saveTimer_->stop();
    if (!notes_ || bundleKey_.isEmpty() || !document_) return;
    aw::BundleNote stored;
    stored.note = note().toStdString();
    stored.evidenceEvents = checkedEvents();
    stored.catalogVersion = document_->result->catalogVersion;
    stored.verdictSummary = document_->result->verdict.summary;
    if (const aw::Result<void> saved = notes_->save(bundleKey_.toStdString(), stored); !saved)
        status_->setText(tr("The note could not be saved: %1").arg(QString::fromStdString(saved.failure().message)));
}

aw::Result<void> ReportDialog::exportTo(const QString& path) {
    saveNote();
    if (!document_) return aw::Failure{tr("No bundle is open.").toStdString()};
    aw::ReportOptions options = reportOptions();
    options.generatedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const aw::Report report = reportIn(format(), document_->bundle.get(), *document_->result, options);
    if (aw::Result<void> written = exportReport(report, format(), path); !written) {
        status_->setText(tr("Export failed: %1").arg(QString::fromStdString(written.failure().message)));
        return written;
    }
    status_->setText(tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
    emit exported(path);
    return {};
}

QString ReportDialog::suggestedFileName() const {
    QString base = QStringLiteral("attribution-report");
    if (document_ && document_->bundle) {
        const auto& m = document_->bundle->manifest;
        const QString name = QString::fromStdString(m.workloadId.empty() ? document_->bundle->root : m.workloadId);
        const QString file = QFileInfo(QDir::cleanPath(name)).fileName();
        if (!file.isEmpty()) base = file + QStringLiteral("-report");
    }
    return base + QString::fromLatin1(aw::fileExtension(format()));
}

void ReportDialog::exportWithFileDialog() {
    QSettings settings;
    const QString folder = settings.value(QLatin1String(kLastFolderKey), QDir::homePath()).toString();
    const QString filter =
        tr("%1 report (*%2)").arg(formatName(format()), QString::fromLatin1(aw::fileExtension(format())));
    const QString proposed = QDir(folder).filePath(suggestedFileName());
    QString path = chooseSavePath_ ? chooseSavePath_(this, tr("Export report"), proposed, filter)
                                   : QFileDialog::getSaveFileName(this, tr("Export report"), proposed, filter);
    if (path.isEmpty()) return;  // cancelled: nothing written
    // A name that names another format switches to it; no extension gets the chosen one.
    if (const auto asked = aw::reportFormatForPath(path.toStdString())) setFormat(*asked);
    else path += QString::fromLatin1(aw::fileExtension(format()));
    settings.setValue(QLatin1String(kLastFolderKey), QFileInfo(path).absolutePath());
    if (const aw::Result<void> written = exportTo(path); !written)
        QMessageBox::warning(
            this, tr("Export report"),
            tr("The report could not be written:\n%1").arg(QString::fromStdString(written.failure().message)));
}

void ReportDialog::done(int result) {
    saveNote();
    QDialog::done(result);
}

}  // namespace awv

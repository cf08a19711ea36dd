// Reports in Qt: the PDF (the engine's HTML laid out by QTextDocument on A4, pictures
// rendered from their SVG), export to any format with atomic writing, and the
// `attribution-workbench --export-report` command line.
#pragma once

#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QTextDocument;

namespace awv {

// Fills `doc` with the report as Qt rich text, the timeline and provenance pictures
// registered as image resources (rendered from SVG at `pictureScale` x their size).
void loadReportDocument(QTextDocument& doc, const aw::Report& report, qreal pictureScale = 2.0);

// The report as a PDF: A4 portrait, 2 cm margins, page numbers, each major section on
// a new page.
QByteArray renderPdfReport(const aw::Report& report);

// Writes the report in `format` to `path` atomically (temp file, fsync, rename).
// Returns false with a message in `error` when it could not; an existing file is kept.
bool exportReport(const aw::Report& report, aw::ReportFormat format, const QString& path,
                  QString* error = nullptr);

// `attribution-workbench --export-report FILE BUNDLE [--note TEXT] [--saved-note]
// [--rules DIR] [--evidence ID,...] [--context N]`: loads and analyses the bundle and
// writes the report (any format, from FILE's extension). `args` are the arguments after
// --export-report. Needs a QGuiApplication; returns the process exit code.
int runExportReportCommand(const QStringList& args);

}  // namespace awv

// Reports in Qt: the PDF (the engine's HTML laid out by QTextDocument on A4, pictures
// rendered from their SVG) and export to any format with atomic writing. Qt Gui and Svg
// only (the aw_report_pdf library): the report dialog and the headless report command
// (app/report) both write through it.
#pragma once

#include "engine/core/result.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include <QByteArray>
#include <QString>

class QTextDocument;

namespace awv {

// Fills `doc` with the report as Qt rich text, the timeline and provenance pictures
// registered as image resources (rendered from SVG at `pictureScale` x their size).
void loadReportDocument(QTextDocument& doc, const aw::Report& report, qreal pictureScale = 2.0);

// The report as a PDF: A4 portrait, 2 cm margins, page numbers, each major section on
// a new page.
QByteArray renderPdfReport(const aw::Report& report);

// Writes the report in `format` to `path` atomically (temp file, fsync, rename), or says
// why it could not (the Failure names `path`); an existing file is kept.
aw::Result<void> exportReport(const aw::Report& report, aw::ReportFormat format, const QString& path);

}  // namespace awv

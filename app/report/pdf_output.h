// PDF reports need Qt (views/report/pdf_report, Qt Gui and Svg). The build picks the
// implementation: pdf_output_qt.cpp when the GUI part is built (AW_BUILD_GUI), else
// pdf_output_unavailable.cpp, so the report command itself has no #ifdef and no Qt.
#pragma once

#include "engine/core/result.h"
#include "engine/report/report_model.h"

#include <string>

namespace awapp {

// Whether this build can write PDF reports.
bool pdfReportsAvailable();

// Writes `report` as a PDF to `path` atomically, or says why it cannot (the Failure names
// `path`). A program without a Qt application gets a QGuiApplication for the time of the
// writing, on the "offscreen" platform unless QT_QPA_PLATFORM names another: no display is
// needed.
aw::Result<void> writePdfReport(const aw::Report& report, const std::string& path);

}  // namespace awapp

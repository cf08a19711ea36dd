// PDF through Qt, in this process: attribution-cli has no Qt application until a PDF is
// asked for, and then a headless one.
#include "app/report/pdf_output.h"

#include "views/report/pdf_report.h"

#include <QGuiApplication>

#include <memory>

namespace awapp {

namespace {

// A QGuiApplication for a program that has none (QTextDocument and QPdfWriter need its
// fonts), on the offscreen platform unless QT_QPA_PLATFORM chooses: no display is needed.
std::unique_ptr<QGuiApplication> headlessApplication() {
    if (QCoreApplication::instance()) return nullptr;
    // Qt keeps references to argc and argv for the application's life, and takes out the
    // options it read, so they are set afresh each time.
    static char program[] = "attribution-report";
    static char platformOption[] = "-platform";
    static char offscreen[] = "offscreen";
    static char* argv[4];
    static int argc;
    argv[0] = program;
    argv[1] = platformOption;
    argv[2] = offscreen;
    argv[3] = nullptr;
    argc = qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? 3 : 1;
    return std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace

bool pdfReportsAvailable() {
    return true;
}

aw::Result<void> writePdfReport(const aw::Report& report, const std::string& path) {
    const auto application = headlessApplication();
    return awv::exportReport(report, aw::ReportFormat::Pdf, QString::fromStdString(path));
}

}  // namespace awapp

// A build without the GUI part (AW_BUILD_GUI=OFF) has no Qt, so it writes no PDF; the
// report command says so before it opens the bundle.
#include "app/report/pdf_output.h"

namespace awapp {

bool pdfReportsAvailable() {
    return false;
}

aw::Result<void> writePdfReport(const aw::Report&, const std::string& path) {
    return aw::Failure{"PDF is not available in this build (built without Qt)", path};
}

}  // namespace awapp

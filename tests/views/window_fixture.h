// The main window as a user first sees it: shown at a screen's size with the default layout,
// a sample bundle opened and shown.
#pragma once

#include "app/gui/main_window.h"

#include <QSignalSpy>
#include <QSize>
#include <QString>

namespace viewtest {

// Shows `window` at `size` and opens resources/samples/`sample`; false if it never shows.
inline bool showSampleAt(awapp::MainWindow& window, QSize size, const QString& sample) {
    window.setPersistLayout(false);
    window.resize(size);
    window.arrangeForSize();
    window.show();
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    window.openBundle(QStringLiteral(AW_SOURCE_DIR "/resources/samples/") + sample);
    return shown.wait(60000);
}

}  // namespace viewtest

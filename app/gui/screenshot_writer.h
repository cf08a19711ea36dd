// Screenshot mode: waits until the window shows a finished analysis (document delivered,
// provenance graph laid out, raw log indexed), then writes window.png and one PNG per
// main view. Signals, not fixed sleeps, decide when the picture is ready.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace awapp {

class MainWindow;

class ScreenshotWriter : public QObject {
    Q_OBJECT
public:
    ScreenshotWriter(MainWindow* window, QString directory, QObject* parent = nullptr);

    // Writes the PNGs now; returns their paths ("" entries never: failures go to `error`).
    static QStringList writeAll(MainWindow& window, const QString& directory, QString* error);

    // Opens `bundle` and writes the screenshots once everything is ready.
    void start(const QString& bundle);

signals:
    // exitCode 0: every PNG written; otherwise `message` says what went wrong.
    void finished(int exitCode, const QStringList& paths, const QString& message);

private:
    void waitForViews();
    void capture();

    MainWindow* window_;
    QString directory_;
    bool done_ = false;
};

}  // namespace awapp

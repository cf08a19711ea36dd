#include "app/gui/screenshot_writer.h"

#include "app/gui/main_window.h"
#include "app/gui/session.h"

#include "views/logs/log_view.h"
#include "views/provenance/provenance_view.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QPixmap>
#include <QTimer>

namespace awapp {

namespace {
// Background work the picture should include: the graph layout and the log indexing.
bool viewsBusy(const MainWindow& window) {
    return window.provenanceView()->isLayoutPending() || window.logView()->isBusy();
}
}  // namespace

ScreenshotWriter::ScreenshotWriter(MainWindow* window, QString directory, QObject* parent)
    : QObject(parent), window_(window), directory_(std::move(directory)) {}

void ScreenshotWriter::start(const QString& bundle) {
    connect(window_, &MainWindow::documentShown, this, &ScreenshotWriter::waitForViews);
    connect(window_->session(), &Session::failed, this, [this](const QString& message) {
        if (!done_) {
            done_ = true;
            emit finished(2, {}, message);
        }
    });
    connect(window_->session(), &Session::cancelled, this, [this] {
        if (!done_) {
            done_ = true;
            emit finished(3, {}, tr("Loading was cancelled."));
        }
    });
    window_->openBundle(bundle);
}

void ScreenshotWriter::waitForViews() {
    if (done_) return;
    // The graph announces its layout; the log view has no signal for its indexing, so it
    // is checked on each event-loop turn (bounded, in case a view never settles).
    if (window_->provenanceView()->isLayoutPending()) {
        connect(window_->provenanceView(), &awv::ProvenanceView::layoutFinished, this, &ScreenshotWriter::waitForViews,
                Qt::SingleShotConnection);
        return;
    }
    auto* poll = new QTimer(this);
    auto started = std::make_shared<qint64>(0);
    poll->setInterval(25);
    connect(poll, &QTimer::timeout, this, [this, poll, started] {
        *started += poll->interval();
        if (viewsBusy(*window_) && *started < 20'000) return;
        poll->stop();
        poll->deleteLater();
        capture();
    });
    poll->start();
}

void ScreenshotWriter::capture() {
    if (done_) return;
    done_ = true;
    // Let the selection of the root cause reach every view and the last layouts settle.
    window_->showRootCause();
    QApplication::processEvents();
    QString error;
    const QStringList paths = writeAll(*window_, directory_, &error);
    emit finished(error.isEmpty() ? 0 : 4, paths, error);
}

QStringList ScreenshotWriter::writeAll(MainWindow& window, const QString& directory, QString* error) {
    QStringList paths;
    if (!QDir().mkpath(directory)) {
        if (error) *error = tr("Cannot create %1").arg(directory);
        return paths;
    }
    const QDir dir(directory);
    auto save = [&](const QPixmap& pixmap, const QString& name) {
        const QString path = dir.absoluteFilePath(name + QStringLiteral(".png"));
        if (pixmap.isNull() || !pixmap.save(path, "PNG")) {
            if (error && error->isEmpty()) *error = tr("Cannot write %1").arg(path);
            return;
        }
        paths << path;
    };
    QApplication::processEvents();
    save(window.grab(), QStringLiteral("window"));
    // Tabbed docks only paint when in front: bring each one forward for its picture.
    QList<QDockWidget*> front;
    for (const MainWindow::ViewEntry& entry : window.views())
        if (!entry.dock->visibleRegion().isEmpty()) front << entry.dock;
    for (const MainWindow::ViewEntry& entry : window.views()) {
        entry.dock->show();
        entry.dock->raise();
        QApplication::processEvents();
        save(entry.widget->grab(), entry.name);
    }
    for (QDockWidget* dock : front) dock->raise();
    QApplication::processEvents();
    return paths;
}

}  // namespace awapp

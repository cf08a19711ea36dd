#include "app/gui/dock_proportions.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

namespace awapp {

namespace {
bool laidOut(const QDockWidget* dock) {
    return dock->isVisible() && !dock->isFloating();
}
}  // namespace

DockProportions::DockProportions(QMainWindow* window) : QObject(window), window_(window) {
    window_->installEventFilter(this);
}

void DockProportions::watch(QDockWidget* dock, Qt::Orientation orientation) {
    docks_.push_back({dock, orientation, 0});
    dock->installEventFilter(this);
}

void DockProportions::remember() {
    const QSize size = window_->size();
    if (size.isEmpty()) return;
    for (Watched& w : docks_) {
        if (!laidOut(w.dock)) continue;
        w.share = w.orientation == Qt::Horizontal ? double(w.dock->width()) / size.width()
                                                  : double(w.dock->height()) / size.height();
    }
    rememberedAt_ = size;
}

void DockProportions::rememberSoon() {
    QTimer::singleShot(0, this, &DockProportions::remember);
}

bool DockProportions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::Show) rememberSoon();
    if (event->type() != QEvent::Resize || applying_) return false;
    if (watched == window_) {
        // Once Qt has laid the docks out for the new size, put the shares back.
        if (rememberedAt_.isValid() && window_->size() != rememberedAt_)
            QTimer::singleShot(0, this, &DockProportions::apply);
    } else if (rememberedAt_.isValid() && window_->size() == rememberedAt_) {
        remember();  // the window kept its size: the user moved a separator
    }
    return false;
}

void DockProportions::apply() {
    const QSize size = window_->size();
    if (size == rememberedAt_ || size.isEmpty()) return;
    applying_ = true;
    for (const Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
        QList<QDockWidget*> docks;
        QList<int> sizes;
        for (const Watched& w : docks_) {
            if (w.orientation != orientation || w.share <= 0 || !laidOut(w.dock)) continue;
            docks << w.dock;
            sizes << static_cast<int>(w.share * (orientation == Qt::Horizontal ? size.width() : size.height()));
        }
        if (!docks.isEmpty()) window_->resizeDocks(docks, sizes, orientation);
    }
    applying_ = false;
    rememberedAt_ = size;
}

}  // namespace awapp

#include "app/gui/fleet_window.h"

#include "views/fleet/fleet_view.h"

#include <QAction>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenuBar>

namespace awapp {

FleetWindow::FleetWindow(QWidget* parent) : QMainWindow(parent), view_(new awv::FleetView(this)) {
    setObjectName(QStringLiteral("FleetWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    setWindowFlag(Qt::Window);
    setCentralWidget(view_);
    QMenu* fleet = menuBar()->addMenu(tr("&Fleet"));
    QAction* reload = fleet->addAction(tr("&Reload"), this, [this] { view_->openStore(view_->storePath()); });
    reload->setShortcut(QKeySequence::Refresh);
    reload->setToolTip(tr("Read the store again (after new results were ingested)"));
    fleet->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    resize(1100, 700);
    setWindowTitle(tr("Fleet"));
}

void FleetWindow::openStore(const QString& path) {
    setWindowTitle(tr("Fleet — %1").arg(QFileInfo(path).fileName()));
    view_->openStore(path);
}

}  // namespace awapp

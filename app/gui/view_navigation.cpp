#include "app/gui/view_navigation.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

namespace awapp {

void focusView(const MainWindow::ViewEntry& entry) {
    entry.dock->show();
    entry.dock->raise();
    QWidget* target = entry.widget;
    // A view that names its focus widget (the timeline's pane: the timeline) gets it.
    if (target->focusProxy()) return target->setFocus(Qt::ShortcutFocusReason);
    if (!(target->focusPolicy() & Qt::TabFocus)) {
        for (QWidget* child : entry.widget->findChildren<QWidget*>()) {
            if (child->isVisibleTo(entry.widget) && child->isEnabled() && (child->focusPolicy() & Qt::TabFocus)) {
                target = child;
                break;
            }
        }
    }
    target->setFocus(Qt::ShortcutFocusReason);
}

QMenu* addGoToViewMenu(QMenu& viewMenu, const std::vector<MainWindow::ViewEntry>& views) {
    QMenu* goTo = viewMenu.addMenu(MainWindow::tr("&Go to"));
    int number = 0;
    for (const MainWindow::ViewEntry& entry : views) {
        ++number;
        // "&1 Verdict": the digit is the mnemonic inside the menu as well.
        QAction* action = goTo->addAction(QStringLiteral("&%1 %2").arg(number).arg(entry.dock->windowTitle()));
        if (number <= 9) action->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + number)));
        action->setObjectName(QStringLiteral("GoTo_%1").arg(entry.name));
        QObject::connect(action, &QAction::triggered, goTo, [entry] { focusView(entry); });
    }
    return goTo;
}

}  // namespace awapp

// View > Go to: one action per panel (Alt+1 … Alt+9) that shows the panel and puts the
// keyboard focus in it, so every view is reachable without a mouse.
#pragma once

#include "app/gui/main_window.h"

#include <vector>

class QMenu;

namespace awapp {

// Adds the "Go to" submenu to `viewMenu`, in the order of `views`.
QMenu* addGoToViewMenu(QMenu& viewMenu, const std::vector<MainWindow::ViewEntry>& views);

// Shows the dock of `entry` and focuses the view, or its first child that takes focus.
void focusView(const MainWindow::ViewEntry& entry);

}  // namespace awapp

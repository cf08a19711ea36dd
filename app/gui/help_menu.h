// The Help menu: User Guide (F1), Keyboard Shortcuts, About, About Qt. Its dialogs live in
// their own files; this only builds the menu.
#pragma once

#include <QString>

#include <functional>

class QMainWindow;
class QMenu;

namespace awapp {

// Adds Help to `window`'s menu bar. `catalogVersion` gives the rule catalog in use when
// About opens (the open bundle's, or the built-in one).
QMenu* addHelpMenu(QMainWindow& window, std::function<QString()> catalogVersion);

}  // namespace awapp

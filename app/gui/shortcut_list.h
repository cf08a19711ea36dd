// The keyboard shortcuts of a window, read from its actions, so the list shown in
// Help > Keyboard Shortcuts can never drift from what the keys really do.
#pragma once

#include <QList>
#include <QString>

class QMainWindow;

namespace awapp {

struct ShortcutEntry {
    QString keys;    // "Ctrl+O", native text; several shortcuts joined by ", "
    QString action;  // the action's text without the & mnemonic: "Open bundle folder…"
    QString place;   // where it lives: "File", "Navigate", or the view that owns it
};

// Every action of `window` that has a shortcut: first those in the menu bar, in menu
// order (place = the menu path), then the other actions of the window and its views
// (place = the dock title of the view).
QList<ShortcutEntry> shortcutsOf(const QMainWindow& window);

}  // namespace awapp

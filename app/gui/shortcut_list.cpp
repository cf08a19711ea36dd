#include "app/gui/shortcut_list.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>

namespace awapp {

namespace {
QString plainText(QString text) {
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.replace(QStringLiteral("&&"), QStringLiteral("&"));
}

QString keysOf(const QAction& action) {
    QStringList keys;
    for (const QKeySequence& sequence : action.shortcuts())
        if (!sequence.isEmpty()) keys << sequence.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void collectMenu(const QMenu& menu, const QString& path, QSet<const QAction*>& seen, QList<ShortcutEntry>& out) {
    for (QAction* action : menu.actions()) {
        if (action->isSeparator()) continue;
        if (QMenu* sub = action->menu()) {
            collectMenu(*sub, path + QStringLiteral(" › ") + plainText(sub->title()), seen, out);
            continue;
        }
        const QString keys = keysOf(*action);
        if (keys.isEmpty() || seen.contains(action)) continue;
        seen.insert(action);
        out.push_back({keys, plainText(action->text()), path});
    }
}

// The title of the dock a widget sits in, or "" outside any dock.
QString dockTitleOf(const QObject* object) {
    for (; object; object = object->parent())
        if (const auto* dock = qobject_cast<const QDockWidget*>(object)) return plainText(dock->windowTitle());
    return {};
}
}  // namespace

QList<ShortcutEntry> shortcutsOf(const QMainWindow& window) {
    QList<ShortcutEntry> out;
    QSet<const QAction*> seen;
    if (const QMenuBar* bar = window.menuBar()) {
        for (QAction* top : bar->actions())
            if (QMenu* menu = top->menu()) collectMenu(*menu, plainText(menu->title()), seen, out);
    }
    for (const QAction* action : window.findChildren<QAction*>()) {
        const QString keys = keysOf(*action);
        if (keys.isEmpty() || seen.contains(action) || action->text().isEmpty()) continue;
        seen.insert(action);
        out.push_back({keys, plainText(action->text()), dockTitleOf(action->parent())});
    }
    return out;
}

}  // namespace awapp

// Keyboard and screen-reader access: every view is named, every menu has a mnemonic,
// View > Go to puts the focus in each panel, and the classes differ by shape and name,
// not by colour alone.
#include "views/common/event_class_legend.h"
#include "views/common/event_class_style.h"
#include "views/logs/log_view.h"
#include "app/gui/main_window.h"
#include "app/gui/view_navigation.h"
#include "views/timeline/timeline_view.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest/QTest>

#include <functional>

#include <gtest/gtest.h>

namespace {
QChar mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// The panel toggles (View > Verdict ...) carry the dock titles and have no mnemonic; they
// are reached with the arrow keys, and each panel also by View > Go to (Alt+1 ...).
bool isDockToggle(const QAction* action) {
    auto* dock = qobject_cast<QDockWidget*>(action->parent());
    return dock && dock->toggleViewAction() == action;
}

void expectMnemonics(const QMenu& menu) {
    for (QAction* action : menu.actions()) {
        if (action->isSeparator() || !action->isVisible() || isDockToggle(action)) continue;
        EXPECT_FALSE(mnemonicOf(action->text()).isNull() && action->shortcut().isEmpty())
            << menu.title().toStdString() << " > " << action->text().toStdString()
            << ": neither a mnemonic nor a shortcut";
        if (action->menu()) expectMnemonics(*action->menu());
    }
}
}  // namespace

TEST(Accessibility, EveryViewHasAnAccessibleName) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    ASSERT_FALSE(window.views().empty());
    for (const awapp::MainWindow::ViewEntry& entry : window.views())
        EXPECT_FALSE(entry.widget->accessibleName().isEmpty()) << entry.name.toStdString();
}

TEST(Accessibility, EveryFilterListAndChooserInTheViewsIsNamed) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    int checked = 0;
    for (const awapp::MainWindow::ViewEntry& entry : window.views()) {
        for (QWidget* widget : entry.widget->findChildren<QWidget*>()) {
            // Headers and a combo box's popup list are parts of a named widget.
            if (qobject_cast<QHeaderView*>(widget) || qobject_cast<QComboBox*>(widget->parentWidget()) ||
                widget->inherits("QComboBoxListView"))
                continue;
            if (!qobject_cast<QLineEdit*>(widget) && !qobject_cast<QComboBox*>(widget) &&
                !qobject_cast<QAbstractItemView*>(widget))
                continue;
            ++checked;
            EXPECT_FALSE(widget->accessibleName().isEmpty())
                << entry.name.toStdString() << ": a " << widget->metaObject()->className() << " without a name";
        }
    }
    EXPECT_GE(checked, 15);
}

TEST(Accessibility, MenusHaveDistinctMnemonicsAndEveryItemIsReachable) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    QSet<QChar> seen;
    for (QAction* top : window.menuBar()->actions()) {
        ASSERT_NE(top->menu(), nullptr);
        const QChar key = mnemonicOf(top->text());
        EXPECT_FALSE(key.isNull()) << top->text().toStdString();
        EXPECT_FALSE(seen.contains(key)) << "two menus share Alt+" << QString(key).toStdString();
        seen.insert(key);
        expectMnemonics(*top->menu());
    }
    EXPECT_GE(seen.size(), 5);  // File, Edit, View, Navigate, Help
}

TEST(Accessibility, EveryActionIsInAMenuOrHasAShortcut) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    QSet<const QAction*> inMenus;
    std::function<void(const QMenu&)> collect = [&](const QMenu& menu) {
        for (QAction* action : menu.actions()) {
            inMenus.insert(action);
            if (action->menu()) collect(*action->menu());
        }
    };
    for (QAction* top : window.menuBar()->actions())
        if (top->menu()) collect(*top->menu());
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->text().isEmpty() || action->isSeparator() || qobject_cast<QMenu*>(action->parent())) continue;
        // The log view's Find is reached by the window's Ctrl+F (Navigate > Filter).
        if (action == window.logView()->findAction()) continue;
        EXPECT_TRUE(inMenus.contains(action) || !action->shortcut().isEmpty())
            << action->text().toStdString() << " (" << action->parent()->metaObject()->className()
            << ") has no keyboard route";
    }
}

TEST(Accessibility, GoToPutsTheFocusInEachView) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    for (const awapp::MainWindow::ViewEntry& entry : window.views()) {
        QAction* action = window.findChild<QAction*>(QStringLiteral("GoTo_%1").arg(entry.name));
        ASSERT_NE(action, nullptr) << entry.name.toStdString();
        EXPECT_FALSE(action->shortcut().isEmpty());
        action->trigger();
        QWidget* focus = QApplication::focusWidget();
        EXPECT_TRUE(focus && (focus == entry.widget || entry.widget->isAncestorOf(focus)))
            << entry.name.toStdString()
            << " has not the focus: " << (focus ? focus->metaObject()->className() : "nothing");
    }
}

TEST(Accessibility, ClassesDifferByShapeAndNameAsWellAsColour) {
    QSet<int> shapes;
    QSet<QString> names;
    for (aw::EventClass cls : awv::kEventClassesInOrder) {
        shapes.insert(static_cast<int>(awv::eventClassStyle(cls).shape));
        names.insert(awv::eventClassLabel(cls));
    }
    EXPECT_EQ(shapes.size(), 4);
    EXPECT_EQ(names.size(), 4);

    // The timeline's legend names each class beside its marker.
    awapp::MainWindow window;
    window.setPersistLayout(false);
    auto* legend = window.findChild<awv::EventClassLegend*>();
    ASSERT_NE(legend, nullptr);
    QStringList texts;
    int markers = 0;
    for (QLabel* label : legend->findChildren<QLabel*>()) {
        if (!label->pixmap().isNull()) ++markers;
        else texts << label->text();
    }
    EXPECT_EQ(markers, 5);  // the four classes and the repeated event's bar (issue 25)
    for (const QString& name : names) EXPECT_TRUE(texts.contains(name)) << name.toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Repeated: first to last line")));
}

// Issue 25: after Alt+2 the Down key did not enter the event list (the focus is in the
// filter box); and Alt+4 gave the keys to the timeline's splitter, not to the timeline.
TEST(Accessibility, DownFromTheFilterEntersTheListAndTheTimelineTakesItsKeys) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    QSignalSpy shown(&window, &awapp::MainWindow::documentShown);
    window.openBundle(QStringLiteral(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus"));
    ASSERT_TRUE(shown.wait(60000));
    window.findChild<QAction*>(QStringLiteral("GoTo_classification"))->trigger();
    ASSERT_TRUE(qobject_cast<QLineEdit*>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    EXPECT_TRUE(qobject_cast<QTreeView*>(QApplication::focusWidget()));
    EXPECT_TRUE(qobject_cast<QTreeView*>(QApplication::focusWidget())->currentIndex().isValid());

    window.findChild<QAction*>(QStringLiteral("GoTo_timeline"))->trigger();
    EXPECT_EQ(QApplication::focusWidget(), window.timelineView());
    const aw::TimeNs span = window.timelineView()->visibleTo() - window.timelineView()->visibleFrom();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Plus);
    EXPECT_LT(window.timelineView()->visibleTo() - window.timelineView()->visibleFrom(), span);
}

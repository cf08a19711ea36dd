// The Help menu: the shortcut list is read from the window's real actions, About names
// the program, catalog and Qt versions, and the user guide loads its text and images.
#include "app/gui/about_text.h"
#include "app/gui/main_window.h"
#include "app/gui/shortcut_list.h"
#include "app/gui/shortcuts_dialog.h"
#include "app/gui/user_guide_dialog.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTimer>

#include <gtest/gtest.h>

namespace {
QString withoutMnemonic(QString text) {
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
}

// Every action in the menu bar (submenus included) that has a shortcut.
QList<QAction*> menuActionsWithShortcuts(const QMenu& menu) {
    QList<QAction*> out;
    for (QAction* action : menu.actions()) {
        if (action->menu()) out += menuActionsWithShortcuts(*action->menu());
        else if (!action->shortcut().isEmpty()) out << action;
    }
    return out;
}

QAction* menuAction(const QMainWindow& window, const QString& objectName) {
    return window.findChild<QAction*>(objectName);
}
}  // namespace

TEST(HelpMenu, ShortcutListHasEveryMenuActionWithAShortcut) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    awapp::ShortcutsDialog dialog(window);
    const QTableWidget* table = dialog.table();
    QSet<QString> rows;
    for (int row = 0; row < table->rowCount(); ++row)
        rows.insert(table->item(row, 0)->text() + QLatin1Char('|') + table->item(row, 1)->text());

    QList<QAction*> actions;
    for (QAction* top : window.menuBar()->actions())
        if (top->menu()) actions += menuActionsWithShortcuts(*top->menu());
    ASSERT_GE(actions.size(), 8);
    for (QAction* action : actions) {
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        const bool listed = std::any_of(rows.begin(), rows.end(), [&](const QString& row) {
            return row.endsWith(QLatin1Char('|') + withoutMnemonic(action->text())) && row.contains(keys);
        });
        EXPECT_TRUE(listed) << keys.toStdString() << " " << action->text().toStdString();
    }
    // The well-known ones, spelt out, so an empty or broken menu bar cannot pass.
    // (Not Ctrl+Q: QKeySequence::Quit is empty on the offscreen platform.)
    for (const char* keys : {"Ctrl+O", "Ctrl+R", "F8", "F3", "Ctrl+F", "F1", "Ctrl+,"}) {
        const QString k = QString::fromLatin1(keys);
        EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [&](const QString& row) {
            return row.startsWith(k + QLatin1Char('|'));
        })) << keys;
    }
}

TEST(HelpMenu, ShortcutListIncludesViewActionsOutsideTheMenus) {
    awapp::MainWindow window;
    window.setPersistLayout(false);
    const QList<awapp::ShortcutEntry> entries = awapp::shortcutsOf(window);
    // The raw log's "Next match" (Ctrl+N) lives only in the log view's toolbar.
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [](const awapp::ShortcutEntry& e) { return e.keys == QStringLiteral("Ctrl+N"); });
    ASSERT_NE(it, entries.end());
    EXPECT_FALSE(it->place.isEmpty());
}

TEST(HelpMenu, AboutShowsProgramCatalogAndQtVersions) {
    const QString catalog = awapp::builtinCatalogVersion();
    ASSERT_FALSE(catalog.isEmpty());
    awapp::MainWindow window;
    window.setPersistLayout(false);
    QAction* about = menuAction(window, QStringLiteral("AboutAction"));
    ASSERT_NE(about, nullptr);
    // The box is modal: read and close it from the event loop it runs.
    QString shown;
    QTimer::singleShot(0, [&shown] {
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible()) {
                shown = box->text();
                box->accept();
            }
    });
    about->trigger();
    EXPECT_TRUE(shown.contains(catalog)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral(AW_VERSION))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QString::fromLatin1(qVersion()))) << shown.toStdString();
}

namespace {
// The guide the dialog shows holds the samples' names and every screenshot of `sourceFile`.
void expectGuideWithEveryScreenshot(const awapp::UserGuideDialog& dialog, const QString& sourceFile) {
    const QTextDocument* document = dialog.browser()->document();
    const QString text = document->toPlainText();
    for (const char* sample : {"xid79-gpu-off-bus", "checkpoint-permission-denied", "ib-link-flap"})
        EXPECT_TRUE(text.contains(QString::fromLatin1(sample))) << sample;

    QFile source(QStringLiteral(AW_SOURCE_DIR "/docs/") + sourceFile);
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    const int imagesInSource = static_cast<int>(source.readAll().count("]("
                                                                       "screenshots/"));
    ASSERT_GT(imagesInSource, 0);

    int images = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (!format.isImageFormat()) continue;
            const QString name = format.toImageFormat().name();
            const QVariant resource =
                dialog.browser()->loadResource(QTextDocument::ImageResource, document->baseUrl().resolved(QUrl(name)));
            QImage image;
            if (resource.canConvert<QImage>()) image = resource.value<QImage>();
            if (image.isNull()) image.loadFromData(resource.toByteArray());
            EXPECT_FALSE(image.isNull()) << name.toStdString();
            ++images;
        }
    }
    EXPECT_EQ(images, imagesInSource);
}
}  // namespace

TEST(HelpMenu, UserGuideLoadsItsTextAndEveryScreenshot) {
    awapp::UserGuideDialog dialog;
    EXPECT_EQ(dialog.browser()->source(), awapp::UserGuideDialog::kGuideUrl);
    expectGuideWithEveryScreenshot(dialog, QStringLiteral("user-guide.md"));
}

// Issue 25: the user guide stayed English in French.
TEST(HelpMenu, InFrenchTheGuideIsTheFrenchOne) {
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    awapp::UserGuideDialog dialog;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(dialog.browser()->source(), QUrl(QStringLiteral("qrc:/guide/user-guide.fr.md")));
    expectGuideWithEveryScreenshot(dialog, QStringLiteral("user-guide.fr.md"));
    const QString text = dialog.browser()->document()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("Guide de l"))) << text.left(200).toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("User Guide")));
}

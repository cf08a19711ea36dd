#include "app/gui/help_menu.h"

#include "app/gui/about_text.h"
#include "app/gui/shortcuts_dialog.h"
#include "app/gui/user_guide_dialog.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>

namespace awapp {

namespace {
struct HelpNames {
    Q_DECLARE_TR_FUNCTIONS(awapp::HelpMenu)
};
}  // namespace

QMenu* addHelpMenu(QMainWindow& window, std::function<QString()> catalogVersion) {
    QMenu* help = window.menuBar()->addMenu(HelpNames::tr("&Help"));
    help->setObjectName(QStringLiteral("HelpMenu"));

    // The guide stays open beside the window while the reader follows it.
    auto guide = std::make_shared<QPointer<UserGuideDialog>>();
    QAction* guideAction = help->addAction(HelpNames::tr("&User Guide"), &window, [&window, guide] {
        if (!*guide) *guide = new UserGuideDialog(&window);
        (*guide)->show();
        (*guide)->raise();
        (*guide)->activateWindow();
    });
    guideAction->setObjectName(QStringLiteral("UserGuideAction"));
    guideAction->setShortcut(QKeySequence::HelpContents);

    QAction* shortcuts = help->addAction(HelpNames::tr("&Keyboard Shortcuts"), &window, [&window] {
        ShortcutsDialog dialog(window, &window);
        dialog.exec();
    });
    shortcuts->setObjectName(QStringLiteral("ShortcutsAction"));
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));

    help->addSeparator();
    QAction* about = help->addAction(
        HelpNames::tr("&About Attribution Workbench"), &window, [&window, catalogVersion = std::move(catalogVersion)] {
            QMessageBox::about(&window, HelpNames::tr("About Attribution Workbench"), aboutHtml(catalogVersion()));
        });
    about->setMenuRole(QAction::AboutRole);
    about->setObjectName(QStringLiteral("AboutAction"));
    QAction* aboutQt = help->addAction(HelpNames::tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    return help;
}

}  // namespace awapp

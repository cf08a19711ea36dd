// The embedded catalogues: French replaces the menus' texts, a regional name finds the
// language's catalogue, an unknown language falls back to English, and with no --lang and
// no setting the system's language is chosen.
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "app/gui/preferences_dialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QPushButton>
#include <QLocale>
#include <QMenuBar>
#include <QSettings>
#include <QTranslator>

#include <gtest/gtest.h>

namespace {
// Removes every catalogue installTranslations() added, so later tests run in English.
struct TranslatorGuard {
    TranslatorGuard() { removeAll(); }
    ~TranslatorGuard() {
        removeAll();
        awapp::installTranslations(*qApp, QStringLiteral("en_US"));
    }
    static void removeAll() {
        for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
};

QStringList menuTitles(const QMainWindow& window) {
    QStringList titles;
    for (QAction* action : window.menuBar()->actions()) titles << action->text();
    return titles;
}
}  // namespace

TEST(Translations, FrenchReplacesTheMenusAndDialogs) {
    TranslatorGuard guard;
    ASSERT_TRUE(awapp::installTranslations(*qApp, QStringLiteral("fr")));
    awapp::MainWindow window;
    window.setPersistLayout(false);
    const QStringList titles = menuTitles(window);
    EXPECT_TRUE(titles.contains(QStringLiteral("&Fichier"))) << titles.join(' ').toStdString();
    EXPECT_TRUE(titles.contains(QStringLiteral("Aid&e"))) << titles.join(' ').toStdString();
    EXPECT_FALSE(titles.contains(QStringLiteral("&Help")));
    awapp::PreferencesDialog preferences;
    EXPECT_EQ(preferences.windowTitle(), QStringLiteral("Préférences"));
}

TEST(Translations, RegionalNamesFindTheLanguageAndUnknownOnesFallBackToEnglish) {
    {
        TranslatorGuard guard;
        EXPECT_TRUE(awapp::installTranslations(*qApp, QStringLiteral("fr_CA")));
    }
    TranslatorGuard guard;
    EXPECT_FALSE(awapp::installTranslations(*qApp, QStringLiteral("de")));
    awapp::MainWindow window;
    window.setPersistLayout(false);
    EXPECT_TRUE(menuTitles(window).contains(QStringLiteral("&File")));
}

TEST(Translations, WithoutASettingTheSystemLanguageIsChosen) {
    QSettings().remove(QStringLiteral("language"));
    EXPECT_EQ(awapp::chooseLanguage(QString()), QLocale::system().name());
    EXPECT_EQ(awapp::chooseLanguage(QStringLiteral("fr")), QStringLiteral("fr"));  // --lang wins
}

// Issue 25: Qt's own buttons (Close, Cancel) stayed English. Qt's French catalogue comes
// from Debian's qt6-translations-l10n (installed by scripts/setup, recommended by the .deb).
TEST(Translations, QtsOwnButtonsAreFrenchToo) {
    const QString catalogue = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_fr.qm");
    if (!QFileInfo::exists(catalogue))
        GTEST_SKIP() << catalogue.toStdString() << " is missing: install qt6-translations-l10n";
    TranslatorGuard guard;
    ASSERT_TRUE(awapp::installTranslations(*qApp, QStringLiteral("fr")));
    QDialogButtonBox buttons(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    EXPECT_EQ(buttons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Annuler"));
    EXPECT_EQ(buttons.button(QDialogButtonBox::Close)->text().remove(QLatin1Char('&')), QStringLiteral("Fermer"));
}

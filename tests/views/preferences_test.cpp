// Preferences and theme: the dark theme makes the views' own colours dark too, the dialog
// saves the language and theme, and the window layout survives a restart.
#include "views/common/event_class_style.h"
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "views/common/palette_colours.h"
#include "app/gui/preferences_dialog.h"
#include "views/report/report_dialog.h"
#include "shell_fixtures.h"
#include "app/gui/theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QSettings>
#include <QTextBrowser>
#include <QStyle>

#include <gtest/gtest.h>

namespace {
// Leaves the application in the system theme and forgets the saved choices.
struct ThemeGuard {
    ~ThemeGuard() {
        awapp::applyTheme(awapp::Theme::System);
        QSettings().remove(QStringLiteral("appearance/theme"));
        QSettings().remove(QStringLiteral("language"));
    }
};
}  // namespace

TEST(Theme, DarkMakesThePaintedColoursDarkAndLightRestoresThem) {
    ThemeGuard guard;
    awapp::applyTheme(awapp::Theme::Dark);
    ASSERT_TRUE(awv::isDarkPalette());
    for (aw::EventClass cls : awv::kEventClassesInOrder) {
        const awv::EventClassStyle& style = awv::eventClassStyle(cls);
        // Row tints stay dark, and the text drawn on them light: contrast both ways.
        EXPECT_LT(style.background.lightness(), 90) << awv::eventClassLabel(cls).toStdString();
        EXPECT_GT(style.text.lightness() - style.background.lightness(), 100);
    }
    EXPECT_LT(awv::currentRowColour().lightness(), 90);
    EXPECT_LT(awv::searchMatchColour().lightness(), 90);
    EXPECT_GT(awv::mutedTextColour().lightness(), 128);

    awapp::applyTheme(awapp::Theme::Light);
    EXPECT_FALSE(awv::isDarkPalette());
    EXPECT_GT(awv::eventClassStyle(aw::EventClass::RootCause).background.lightness(), 200);
    EXPECT_GT(awv::currentRowColour().lightness(), 200);
    // The shapes never change with the theme: they carry the class without colour.
    EXPECT_EQ(awv::eventClassStyle(aw::EventClass::RootCause).shape, awv::MarkerShape::Diamond);
}

TEST(Theme, SystemAfterAnOverrideRestoresThePlatformLook) {
    ThemeGuard guard;
    awapp::applyTheme(awapp::Theme::System);
    const QString style = QApplication::style()->name();
    const QColor window = QApplication::palette().color(QPalette::Window);
    awapp::applyTheme(awapp::Theme::Dark);
    ASSERT_NE(QApplication::palette().color(QPalette::Window), window);
    awapp::applyTheme(awapp::Theme::System);
    EXPECT_EQ(QApplication::style()->name(), style);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), window);
    EXPECT_EQ(awv::isDarkPalette(), awapp::systemIsDark());
}

TEST(Theme, TheReportPreviewStaysDarkTextOnWhitePaper) {
    ThemeGuard guard;
    awapp::applyTheme(awapp::Theme::Dark);
    awv::ReportDialog dialog(shelltest::makeDocument());
    const QPalette paper = dialog.preview()->palette();
    EXPECT_GT(paper.color(QPalette::Base).lightness(), 240);
    EXPECT_LT(paper.color(QPalette::Text).lightness(), 60);
}

TEST(Theme, NamesRoundTripAndUnknownMeansSystem) {
    for (awapp::Theme theme : {awapp::Theme::System, awapp::Theme::Light, awapp::Theme::Dark})
        EXPECT_EQ(awapp::themeFromName(awapp::themeName(theme)), theme);
    EXPECT_EQ(awapp::themeFromName(QStringLiteral("solarized")), awapp::Theme::System);
}

TEST(Preferences, SavesLanguageAndAppliesTheTheme) {
    ThemeGuard guard;
    awapp::PreferencesDialog dialog;
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("fr")));
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("dark")));
    EXPECT_TRUE(dialog.apply());  // the theme changed
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("fr"));
    EXPECT_EQ(awapp::chooseLanguage(QString()), QStringLiteral("fr"));  // what the next start uses
    EXPECT_EQ(awapp::savedTheme(), awapp::Theme::Dark);
    EXPECT_TRUE(awv::isDarkPalette());

    awapp::PreferencesDialog again;  // opens on the saved choices
    EXPECT_EQ(again.languageBox()->currentData().toString(), QStringLiteral("fr"));
    EXPECT_EQ(again.themeBox()->currentData().toString(), QStringLiteral("dark"));
    again.languageBox()->setCurrentIndex(0);  // System language: the setting goes away
    EXPECT_FALSE(again.apply());              // same theme: nothing to redraw
    EXPECT_FALSE(QSettings().contains(QStringLiteral("language")));
}

// Issue 25: with --theme dark the preferences said "System" (the saved choice).
TEST(Preferences, ShowTheThemeInUseEvenWhenTheCommandLineChoseIt) {
    ThemeGuard guard;
    awapp::saveTheme(awapp::Theme::System);
    awapp::applyTheme(awapp::Theme::Dark);  // what --theme dark does
    awapp::PreferencesDialog dialog;
    EXPECT_EQ(dialog.themeBox()->currentData().toString(), QStringLiteral("dark"));
    EXPECT_FALSE(dialog.apply());  // already dark: nothing to redraw, and now saved
    EXPECT_EQ(awapp::savedTheme(), awapp::Theme::Dark);
}

TEST(Settings, DockLayoutAndGeometrySurviveARestart) {
    QSettings().remove(QStringLiteral("window"));
    {
        awapp::MainWindow first;
        first.resize(1234, 777);
        first.show();
        first.dock(QStringLiteral("rules"))->hide();
        first.close();  // writes the layout
    }
    awapp::MainWindow second;
    second.restoreSettings();
    EXPECT_TRUE(second.dock(QStringLiteral("rules"))->isHidden());
    EXPECT_FALSE(second.dock(QStringLiteral("logs"))->isHidden());
    EXPECT_EQ(second.size(), QSize(1234, 777));
    QSettings().remove(QStringLiteral("window"));
}

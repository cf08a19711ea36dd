// The one main() of the view tests: a QApplication (offscreen in CTest) speaking English
// through its catalogue, then GoogleTest.
#include "app/gui/language.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    // Settings written by the code under test must not touch the user's real ones.
    QCoreApplication::setOrganizationName(QStringLiteral("AttributionWorkbenchTests"));
    QCoreApplication::setApplicationName(QStringLiteral("aw_view_tests"));
    // CTest runs each test in its own process, two at a time: one settings file shared by
    // all of them let one test's cleanup erase what another had just saved. Each process
    // keeps its settings in a folder of its own, removed when it ends.
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    // As the workbench does: the English catalogue gives the plural forms ("1 event").
    awapp::installTranslations(app, QStringLiteral("en_US"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

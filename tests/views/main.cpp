// The one main() of the view tests: a QApplication (offscreen in CTest), then GoogleTest.
#include <QApplication>
#include <QLocale>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    // Settings written by the code under test must not touch the user's real ones.
    QCoreApplication::setOrganizationName(QStringLiteral("AttributionWorkbenchTests"));
    QCoreApplication::setApplicationName(QStringLiteral("aw_view_tests"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

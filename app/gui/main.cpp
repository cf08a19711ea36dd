// attribution-workbench [--screenshot DIR] [--rules DIR] [--fleet STORE] [--lang fr] [--theme dark] [BUNDLE]
//   or: attribution-workbench --export-report FILE BUNDLE [options]   (attribution-cli's report command)
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "app/gui/screenshot_writer.h"
#include "app/gui/session.h"
#include "app/gui/theme.h"
#include "app/report/report_command.h"

#include "engine/load/archive_reader.h"
#include "engine/store/analysis_cache.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    // A cache folder another user could write is not used at all (engine/core/private_folder.h).
    std::string cacheProblem;
    aw::keepCompiledRulesIn(aw::defaultCompiledRulesFolder(&cacheProblem));
    if (!cacheProblem.empty())
        std::fprintf(stderr, "attribution-workbench: no cache is used: %s\n", cacheProblem.c_str());
    // --export-report FILE is the report command's -o FILE: headless, in this process, before
    // any window system is touched (a PDF gets its own offscreen Qt application).
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--export-report") != 0) continue;
        std::vector<std::string> args;
        if (i + 1 < argc) args = {"-o", argv[i + 1]};
        if (i + 2 < argc) args.insert(args.end(), argv + i + 2, argv + argc);
        return awapp::runReportCommand(
            args, {"attribution-workbench", "attribution-workbench --export-report", "FILE BUNDLE"});
    }

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AttributionWorkbench"));
    QApplication::setApplicationName(QStringLiteral("attribution-workbench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attribution Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(AW_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attribution-workbench.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Finds the node and fault that started the failure of a distributed training job."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Open BUNDLE, write window.png and one PNG per view to DIR, exit."), QStringLiteral("DIR"));
    const QCommandLineOption rules(QStringLiteral("rules"),
                                   QStringLiteral("Use the rules in DIR instead of the built-in catalog."),
                                   QStringLiteral("DIR"));
    const QCommandLineOption userRules(
        QStringLiteral("user-rules"),
        QStringLiteral("Your own rules, read after the catalog, where \"Make a rule from this line\" saves them "
                       "(default: AW_USER_RULES, else <config>/rules)."),
        QStringLiteral("DIR"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("User-interface language (en, fr); default: the system's."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QStringLiteral("Colour theme (system, light, dark); default: the saved preference."),
                                   QStringLiteral("THEME"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QStringLiteral("With --screenshot: the window's size, e.g. 1366x768 (default 1600x1000)."),
        QStringLiteral("WxH"));
    const QCommandLineOption fleet(QStringLiteral("fleet"),
                                   QStringLiteral("Open this fleet store (attribution-cli fleet) beside the bundle."),
                                   QStringLiteral("STORE"));
    parser.addOption(fleet);
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.addOption(theme);
    parser.addOption(rules);
    parser.addOption(userRules);
    parser.addOption(lang);
    parser.addPositionalArgument(
        QStringLiteral("bundle"),
        QStringLiteral("A bundle folder or archive (%1).").arg(QString::fromStdString(aw::joinArchiveExtensions(", "))),
        QStringLiteral("[BUNDLE]"));
    parser.process(app);

    awapp::installTranslations(app, awapp::chooseLanguage(parser.value(lang)));
    awapp::captureSystemLook(app);
    awapp::applyTheme(parser.isSet(theme) ? awapp::themeFromName(parser.value(theme)) : awapp::savedTheme());

    const QStringList positional = parser.positionalArguments();
    const QString bundle = positional.isEmpty() ? QString() : positional.front();
    const bool screenshotMode = parser.isSet(screenshot);

    awapp::MainWindow window;
    if (parser.isSet(rules)) window.session()->setRulesFolder(parser.value(rules));
    window.session()->setUserRulesFolder(
        awapp::userRulesFolder(parser.isSet(userRules) ? parser.value(userRules) : QString()));

    if (screenshotMode) {
        if (bundle.isEmpty()) {
            std::fprintf(stderr, "--screenshot needs a BUNDLE to open\n");
            return 1;
        }
        window.setInteractive(false);
        window.setPersistLayout(false);
        QSize windowSize(1600, 1000);
        if (parser.isSet(size)) {
            const QStringList parts = parser.value(size).split(QLatin1Char('x'));
            const QSize asked = parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
            if (asked.width() < 320 || asked.height() < 240) {
                std::fprintf(stderr, "--size wants WIDTHxHEIGHT, e.g. 1366x768\n");
                return 1;
            }
            windowSize = asked;
        }
        window.resize(windowSize);
        window.arrangeForSize();
        window.show();
        auto* writer = new awapp::ScreenshotWriter(&window, parser.value(screenshot), &window);
        QObject::connect(writer, &awapp::ScreenshotWriter::finished, &app,
                         [](int exitCode, const QStringList& paths, const QString& message) {
                             QTextStream out(stdout);
                             for (const QString& path : paths) out << path << '\n';
                             out.flush();
                             if (!message.isEmpty()) QTextStream(stderr) << message << '\n';
                             QCoreApplication::exit(exitCode);
                         });
        writer->start(QDir::current().absoluteFilePath(bundle));
        return app.exec();
    }

    window.restoreSettings();
    window.show();
    if (parser.isSet(fleet)) window.openFleet(QDir::current().absoluteFilePath(parser.value(fleet)));
    if (!bundle.isEmpty()) window.openBundle(QDir::current().absoluteFilePath(bundle));
    return app.exec();
}

#include "app/gui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace awapp {

QString chooseLanguage(const QString& requested) {
    if (!requested.isEmpty()) return requested;
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    if (!saved.isEmpty()) return saved;
    return QLocale::system().name();
}

bool installTranslations(QCoreApplication& app, const QString& language) {
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // Qt's own strings (standard dialogs), when the system has them.
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else delete qtTranslator;
    // Ours, embedded at :/i18n by qt_add_translations.
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("workbench"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    // No catalogue for this language: English, whose catalogue holds the plural forms.
    if (translator->load(QStringLiteral(":/i18n/workbench_en.qm"))) QCoreApplication::installTranslator(translator);
    else delete translator;
    return false;
}

}  // namespace awapp

// The user-interface language for one test: the catalogue of `name` installed, and the
// English one put back after it, as tests/views/main.cpp installed it.
#pragma once

#include "app/gui/language.h"

#include <QApplication>
#include <QTranslator>

namespace viewtest {

struct ScopedLanguage {
    explicit ScopedLanguage(const QString& name) { use(name); }
    ~ScopedLanguage() { use(QStringLiteral("en_US")); }
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;
    static void use(const QString& name) {
        for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        awapp::installTranslations(*qApp, name);
    }
};

}  // namespace viewtest

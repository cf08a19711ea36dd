// The user-interface language: the system locale, unless the settings or --lang name one.
#pragma once

#include <QString>

class QCoreApplication;

namespace awapp {

// `requested` (from --lang) wins, then the "language" setting, then the system locale.
QString chooseLanguage(const QString& requested);

// Installs the embedded translations for `language` ("fr", "en", "fr_FR"...). Returns
// false when there is no catalogue for it (the English source strings are used).
bool installTranslations(QCoreApplication& app, const QString& language);

}  // namespace awapp

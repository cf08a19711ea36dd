// The text of Help > About: what the program is and the versions a bug report needs.
#pragma once

#include <QString>

namespace awapp {

// HTML with the program version (the CMake project version), the rule catalog version
// in use and the Qt version the program runs on.
QString aboutHtml(const QString& catalogVersion);

// The catalog version when no bundle is open: the built-in catalog's.
QString builtinCatalogVersion();

}  // namespace awapp

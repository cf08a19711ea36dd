// Light or dark: the system's choice unless the user overrides it (Preferences > Theme).
// Qt 6.4 has no QStyleHints::colorScheme, so "the system's choice" is read from the
// palette the platform gave at start-up; an override switches to the Fusion style with
// a light or dark palette of our own.
#pragma once

#include <QString>

class QApplication;

namespace awapp {

enum class Theme { System, Light, Dark };

// "system", "light", "dark" <-> Theme; unknown names give System.
Theme themeFromName(const QString& name);
QString themeName(Theme theme);

// The "appearance/theme" setting.
Theme savedTheme();
void saveTheme(Theme theme);

// Remembers the platform's style and palette. Call once, before the first applyTheme().
void captureSystemLook(QApplication& app);
// Whether the platform's own palette (captured at start-up) is dark.
bool systemIsDark();
// Applies `theme` to the whole application; views repaint with palette-aware colours.
void applyTheme(Theme theme);
// The theme last applied (a --theme on the command line may differ from the saved one).
Theme appliedTheme();

}  // namespace awapp

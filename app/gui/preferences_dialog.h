// Edit > Preferences: the interface language (System, English, French; applies at the
// next start, since every view builds its texts once) and the theme (System, Light,
// Dark; applies at once).
#pragma once

#include "app/gui/theme.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QMainWindow;
class QMenu;

namespace awapp {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return language_; }
    QComboBox* themeBox() const { return theme_; }

    // Saves the choices; applies the theme if it changed. Returns whether it did.
    bool apply();

private:
    QComboBox* language_;
    QComboBox* theme_;
    QLabel* restartNote_;
    QString initialLanguage_;
};

// Adds Edit > Preferences… (Ctrl+,) to `window`. `themeChanged` runs after a new theme is
// applied, so the window can repaint what its views drew with the old colours.
QMenu* addEditMenu(QMainWindow& window, std::function<void()> themeChanged);

}  // namespace awapp

#include "app/gui/preferences_dialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QVBoxLayout>

namespace awapp {

namespace {
const QString kLanguageKey = QStringLiteral("language");  // read by chooseLanguage()
}  // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), theme_(new QComboBox(this)), restartNote_(new QLabel(this)) {
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("PreferencesDialog"));

    // Language names are written in their own language, as people look for their own.
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->setAccessibleName(tr("Interface language"));
    initialLanguage_ = QSettings().value(kLanguageKey).toString();
    language_->setCurrentIndex(std::max(0, language_->findData(initialLanguage_)));

    theme_->addItem(tr("System (currently %1)").arg(systemIsDark() ? tr("dark") : tr("light")),
                    themeName(Theme::System));
    theme_->addItem(tr("Light"), themeName(Theme::Light));
    theme_->addItem(tr("Dark"), themeName(Theme::Dark));
    theme_->setAccessibleName(tr("Theme"));
    // The theme in use, which a --theme may have chosen over the saved one.
    theme_->setCurrentIndex(std::max(0, theme_->findData(themeName(appliedTheme()))));

    restartNote_->setText(tr("The new language applies the next time the workbench starts."));
    restartNote_->setWordWrap(true);
    restartNote_->setVisible(false);
    connect(language_, &QComboBox::currentIndexChanged, this,
            [this] { restartNote_->setVisible(language_->currentData().toString() != initialLanguage_); });

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), restartNote_);
    form->addRow(tr("&Theme:"), theme_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(440);  // room for the restart note and longer translations
}

bool PreferencesDialog::apply() {
    const QString language = language_->currentData().toString();
    if (language.isEmpty()) QSettings().remove(kLanguageKey);
    else QSettings().setValue(kLanguageKey, language);
    const Theme theme = themeFromName(theme_->currentData().toString());
    if (theme != savedTheme()) saveTheme(theme);
    if (theme == appliedTheme()) return false;
    applyTheme(theme);
    return true;
}

QMenu* addEditMenu(QMainWindow& window, std::function<void()> themeChanged) {
    QMenu* edit = window.menuBar()->addMenu(PreferencesDialog::tr("&Edit"));
    QAction* preferences = edit->addAction(PreferencesDialog::tr("&Preferences…"), &window,
                                           [&window, themeChanged = std::move(themeChanged)] {
                                               PreferencesDialog dialog(&window);
                                               if (dialog.exec() == QDialog::Accepted && dialog.apply() && themeChanged)
                                                   themeChanged();
                                           });
    preferences->setObjectName(QStringLiteral("PreferencesAction"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    return edit;
}

}  // namespace awapp

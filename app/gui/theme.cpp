#include "app/gui/theme.h"

#include "views/common/palette_colours.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace awapp {

namespace {
struct SystemLook {
    bool captured = false;
    bool overridden = false;  // a Light or Dark theme replaced the platform's style and palette
    QString style;
    QPalette palette;
};

SystemLook& systemLook() {
    static SystemLook look;
    return look;
}

QPalette darkPalette() {
    const QColor window(0x2B, 0x2D, 0x30), base(0x1E, 0x1F, 0x22), text(0xE6, 0xE6, 0xE6);
    const QColor disabled(0x80, 0x80, 0x80);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2B));
    p.setColor(QPalette::ToolTipBase, QColor(0x3C, 0x3F, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0xA0, 0xA6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3B));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x6B, 0x6B));
    p.setColor(QPalette::Light, QColor(0x4A, 0x4D, 0x51));
    p.setColor(QPalette::Midlight, QColor(0x3E, 0x41, 0x45));
    p.setColor(QPalette::Mid, QColor(0x6A, 0x6E, 0x73));
    p.setColor(QPalette::Dark, QColor(0x1A, 0x1B, 0x1D));
    p.setColor(QPalette::Shadow, QColor(0x0E, 0x0E, 0x0F));
    p.setColor(QPalette::Highlight, QColor(0x3A, 0x6E, 0xA5));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7F, 0xB2, 0xF0));
    p.setColor(QPalette::LinkVisited, QColor(0xB3, 0x9D, 0xDB));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}
}  // namespace

Theme themeFromName(const QString& name) {
    if (name.compare(QLatin1String("light"), Qt::CaseInsensitive) == 0) return Theme::Light;
    if (name.compare(QLatin1String("dark"), Qt::CaseInsensitive) == 0) return Theme::Dark;
    return Theme::System;
}

QString themeName(Theme theme) {
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

Theme savedTheme() {
    return themeFromName(QSettings().value(QStringLiteral("appearance/theme")).toString());
}

void saveTheme(Theme theme) {
    QSettings().setValue(QStringLiteral("appearance/theme"), themeName(theme));
}

void captureSystemLook(QApplication& app) {
    SystemLook& look = systemLook();
    if (look.captured) return;
    look.captured = true;
    look.style = app.style()->name();
    look.palette = QApplication::palette();
}

bool systemIsDark() {
    const SystemLook& look = systemLook();
    return awv::isDarkPalette(look.captured ? look.palette : QApplication::palette());
}

namespace {
Theme& applied() {
    static Theme theme = Theme::System;
    return theme;
}
}  // namespace

Theme appliedTheme() {
    return applied();
}

void applyTheme(Theme theme) {
    SystemLook& look = systemLook();
    if (!look.captured) captureSystemLook(*qApp);
    applied() = theme;
    switch (theme) {
    case Theme::System:
        if (!look.overridden) return;  // untouched: the platform's palette still follows the desktop
        QApplication::setStyle(QStyleFactory::create(look.style));
        // An empty palette resolves to the platform's, and keeps following its changes.
        QApplication::setPalette(QPalette());
        look.overridden = false;
        return;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    }
    look.overridden = true;
}

}  // namespace awapp

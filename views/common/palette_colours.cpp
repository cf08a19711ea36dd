#include "views/common/palette_colours.h"

#include <QGuiApplication>

namespace awv {

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

bool isDarkPalette() {
    // Painting asks once per marker (a million in a big timeline): decide once per palette.
    static qint64 seenKey = -1;
    static bool dark = false;
    const QPalette palette = QGuiApplication::palette();
    if (palette.cacheKey() != seenKey) {
        seenKey = palette.cacheKey();
        dark = isDarkPalette(palette);
    }
    return dark;
}

QColor searchMatchColour() {
    return isDarkPalette() ? QColor(0x80, 0x6A, 0x00) : QColor(0xFF, 0xE0, 0x4D);
}

QColor currentRowColour() {
    return isDarkPalette() ? QColor(0x23, 0x3A, 0x5E) : QColor(0xD6, 0xE4, 0xFF);
}

QColor matchMarkColour() {
    return isDarkPalette() ? QColor(0x6E, 0x5A, 0x12) : QColor(0xFF, 0xE0, 0x82);
}

QColor mutedTextColour() {
    return isDarkPalette() ? QColor(0xA4, 0xAD, 0xB6) : QColor(0x5C, 0x66, 0x70);
}

QColor codeBackgroundColour() {
    return isDarkPalette() ? QColor(0x33, 0x37, 0x3C) : QColor(0xEE, 0xF0, 0xF3);
}

}  // namespace awv

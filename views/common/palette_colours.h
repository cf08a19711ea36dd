// Colours the views paint themselves, chosen for the current palette, so that a dark
// theme stays readable: text that sits on a tint gets a tint of the right lightness.
#pragma once

#include <QColor>
#include <QPalette>

namespace awv {

// Whether `palette` is a dark one (light text on a dark window), by the window's lightness.
bool isDarkPalette(const QPalette& palette);
// The application's palette (QGuiApplication::palette()).
bool isDarkPalette();

// Background of a search match in a log line.
QColor searchMatchColour();
// Background of the current (selected) row in the raw log and the timeline.
QColor currentRowColour();
// The span a rule matched, marked inside text (provenance cards and details).
QColor matchMarkColour();
// Secondary text: captions, hints, "did not fire".
QColor mutedTextColour();
// Background of inline code and quoted raw lines in rich text.
QColor codeBackgroundColour();

}  // namespace awv

// The one place that decides how an event class looks: colour, marker shape and label.
// Every view (classification, timeline, provenance graph, log highlights) draws classes
// through here, so a root cause looks the same everywhere. Shapes differ per class as
// well as colours, so the classes stay apart for colour-blind readers and in print.
#pragma once

#include "engine/core/analysis.h"

#include <QColor>
#include <QCoreApplication>
#include <QIcon>
#include <QPainterPath>
#include <QString>

#include <array>

class QPainter;

namespace awv {

enum class MarkerShape { Diamond, Triangle, Square, Circle };

struct EventClassStyle {
    QColor color;       // marker fill, text accents, graph node border
    QColor background;  // pale tint for row / line backgrounds
    QColor text;        // readable text colour on `background`
    MarkerShape shape = MarkerShape::Circle;
    int rank = 0;  // 0 = most important (root cause) .. 3 = noise
};

// Colours, shape and order of a class; the colours suit the application palette (light or dark).
const EventClassStyle& eventClassStyle(aw::EventClass cls);

// Translated, user-facing names: "Root cause", "Contributing", "Symptom", "Noise".
QString eventClassLabel(aw::EventClass cls);
// Plural group titles: "Root cause", "Contributing", "Symptoms", "Noise".
QString eventClassGroupLabel(aw::EventClass cls);

// The classes in display order, most important first.
inline constexpr std::array<aw::EventClass, 4> kEventClassesInOrder{
    aw::EventClass::RootCause, aw::EventClass::Contributing, aw::EventClass::Symptom, aw::EventClass::Noise};

// The marker outline of a class, fitted in `box`.
QPainterPath eventClassMarkerPath(aw::EventClass cls, const QRectF& box);
// Draws the filled marker (with a thin dark outline) centred on `center`.
void paintEventClassMarker(QPainter& painter, aw::EventClass cls, const QPointF& center, qreal size);
// A small icon of the marker, for item views and legends.
QIcon eventClassIcon(aw::EventClass cls, int size = 14);

// Translation context for the labels above (lupdate sees it as "awv::EventClassNames").
struct EventClassNames {
    Q_DECLARE_TR_FUNCTIONS(awv::EventClassNames)
};

}  // namespace awv

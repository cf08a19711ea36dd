#include "views/common/event_class_style.h"

#include "views/common/palette_colours.h"

#include <QPainter>
#include <QPixmap>

#include <cmath>

namespace awv {

namespace {
// On a light palette the markers take the engine's colour of each class (the reports'),
// Tableau-like hues that stay distinct on white and when printed in grey.
QColor engineColour(aw::EventClass cls) {
    return QColor(QLatin1String(aw::classColour(cls)));
}
const EventClassStyle kRootCause{engineColour(aw::EventClass::RootCause), QColor(0xFD, 0xE3, 0xE3),
                                 QColor(0x7F, 0x10, 0x10), MarkerShape::Diamond, 0};
const EventClassStyle kContributing{engineColour(aw::EventClass::Contributing), QColor(0xFF, 0xF0, 0xD9),
                                    QColor(0x7A, 0x43, 0x00), MarkerShape::Triangle, 1};
const EventClassStyle kSymptom{engineColour(aw::EventClass::Symptom), QColor(0xE3, 0xEE, 0xFA),
                               QColor(0x1C, 0x3D, 0x66), MarkerShape::Square, 2};
const EventClassStyle kNoise{engineColour(aw::EventClass::Noise), QColor(0xF2, 0xF2, 0xF2), QColor(0x55, 0x55, 0x55),
                             MarkerShape::Circle, 3};
// On a dark palette: brighter markers, deep tints behind rows, pale text on those tints.
const EventClassStyle kRootCauseDark{QColor(0xEF, 0x53, 0x50), QColor(0x4A, 0x1C, 0x1C), QColor(0xFF, 0xC9, 0xC6),
                                     MarkerShape::Diamond, 0};
const EventClassStyle kContributingDark{QColor(0xFF, 0x9F, 0x1C), QColor(0x47, 0x33, 0x12), QColor(0xFF, 0xDD, 0xAA),
                                        MarkerShape::Triangle, 1};
const EventClassStyle kSymptomDark{QColor(0x5C, 0x9D, 0xF0), QColor(0x1B, 0x2E, 0x48), QColor(0xC4, 0xDB, 0xF7),
                                   MarkerShape::Square, 2};
const EventClassStyle kNoiseDark{QColor(0xA0, 0xA0, 0xA0), QColor(0x33, 0x35, 0x38), QColor(0xC8, 0xC8, 0xC8),
                                 MarkerShape::Circle, 3};
}  // namespace

const EventClassStyle& eventClassStyle(aw::EventClass cls) {
    if (isDarkPalette()) {
        switch (cls) {
        case aw::EventClass::RootCause: return kRootCauseDark;
        case aw::EventClass::Contributing: return kContributingDark;
        case aw::EventClass::Symptom: return kSymptomDark;
        case aw::EventClass::Noise: return kNoiseDark;
        }
    }
    switch (cls) {
    case aw::EventClass::RootCause: return kRootCause;
    case aw::EventClass::Contributing: return kContributing;
    case aw::EventClass::Symptom: return kSymptom;
    case aw::EventClass::Noise: return kNoise;
    }
    return kNoise;
}

QString eventClassLabel(aw::EventClass cls) {
    switch (cls) {
    case aw::EventClass::RootCause: return EventClassNames::tr("Root cause");
    case aw::EventClass::Contributing: return EventClassNames::tr("Contributing");
    case aw::EventClass::Symptom: return EventClassNames::tr("Symptom");
    case aw::EventClass::Noise: return EventClassNames::tr("Noise");
    }
    return {};
}

QString eventClassGroupLabel(aw::EventClass cls) {
    switch (cls) {
    case aw::EventClass::RootCause: return EventClassNames::tr("Root cause");
    case aw::EventClass::Contributing: return EventClassNames::tr("Contributing");
    case aw::EventClass::Symptom: return EventClassNames::tr("Symptoms");
    case aw::EventClass::Noise: return EventClassNames::tr("Noise");
    }
    return {};
}

QPainterPath eventClassMarkerPath(aw::EventClass cls, const QRectF& box) {
    QPainterPath path;
    const QPointF c = box.center();
    const qreal w = box.width(), h = box.height();
    switch (eventClassStyle(cls).shape) {
    case MarkerShape::Diamond:
        path.moveTo(c.x(), box.top());
        path.lineTo(box.right(), c.y());
        path.lineTo(c.x(), box.bottom());
        path.lineTo(box.left(), c.y());
        path.closeSubpath();
        break;
    case MarkerShape::Triangle:
        path.moveTo(c.x(), box.top());
        path.lineTo(box.right(), box.bottom());
        path.lineTo(box.left(), box.bottom());
        path.closeSubpath();
        break;
    case MarkerShape::Square: path.addRect(box.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1)); break;
    case MarkerShape::Circle: path.addEllipse(box.adjusted(w * 0.15, h * 0.15, -w * 0.15, -h * 0.15)); break;
    }
    return path;
}

void paintEventClassMarker(QPainter& painter, aw::EventClass cls, const QPointF& center, qreal size) {
    const EventClassStyle& style = eventClassStyle(cls);
    const QRectF box(center.x() - size / 2, center.y() - size / 2, size, size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(style.color.darker(160), std::max<qreal>(1.0, size / 12)));
    painter.setBrush(style.color);
    painter.drawPath(eventClassMarkerPath(cls, box));
    painter.restore();
}

QIcon eventClassIcon(aw::EventClass cls, int size) {
    QIcon icon;
    for (const qreal scale : {1.0, 2.0}) {
        QPixmap pixmap(QSize(size, size) * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paintEventClassMarker(painter, cls, QPointF(size / 2.0, size / 2.0), size - 2);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

}  // namespace awv

#include "views/common/event_class_legend.h"

#include "views/common/event_class_style.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>

namespace awv {

namespace {
// The marker as an image, redrawn when the palette (light/dark) changes.
class MarkerLabel : public QLabel {
public:
    MarkerLabel(aw::EventClass cls, QWidget* parent) : QLabel(parent), cls_(cls) { refresh(); }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange) refresh();
        QLabel::changeEvent(event);
    }

private:
    void refresh() { setPixmap(eventClassIcon(cls_, 12).pixmap(12, 12)); }
    aw::EventClass cls_;
};
}  // namespace

EventClassLegend::EventClassLegend(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("EventClassLegend"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(4);
    QStringList names;
    for (aw::EventClass cls : kEventClassesInOrder) {
        auto* marker = new MarkerLabel(cls, this);
        auto* label = new QLabel(eventClassLabel(cls), this);
        label->setObjectName(QStringLiteral("legend-%1").arg(static_cast<int>(cls)));
        layout->addWidget(marker);
        layout->addWidget(label);
        layout->addSpacing(10);
        names << eventClassLabel(cls);
    }
    layout->addStretch(1);
    setAccessibleName(tr("Legend"));
    setAccessibleDescription(names.join(QStringLiteral(", ")));
}

void EventClassLegend::addRepeatedBar() {
    auto* layout = static_cast<QHBoxLayout*>(this->layout());
    QPixmap bar(22, 12);
    bar.fill(Qt::transparent);
    {
        QPainter p(&bar);
        QColor c = eventClassStyle(aw::EventClass::Noise).color;  // a bar takes its class's colour
        c.setAlpha(110);
        p.fillRect(QRect(1, 3, 20, 6), c);
    }
    auto* marker = new QLabel(this);
    marker->setPixmap(bar);
    auto* label = new QLabel(tr("Repeated: first to last line"), this);
    label->setObjectName(QStringLiteral("legend-repeated"));
    const QString tip =
        tr("A bar runs from the first to the last line of an event seen more than once, in its class's colour");
    marker->setToolTip(tip);
    label->setToolTip(tip);
    // Before the closing stretch.
    layout->insertWidget(layout->count() - 1, marker);
    layout->insertWidget(layout->count() - 1, label);
    setAccessibleDescription(accessibleDescription() + QStringLiteral(", ") + label->text());
}

}  // namespace awv

#include "views/common/event_class_legend.h"

#include "views/common/event_class_style.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

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

}  // namespace awv

// A one-line key to the event classes: each marker shape with its name ("◆ Root cause
// ▲ Contributing ■ Symptom ● Noise"), so that charts drawn with markers can be read
// without telling colours apart.
#pragma once

#include <QWidget>

namespace awv {

class EventClassLegend : public QWidget {
    Q_OBJECT
public:
    explicit EventClassLegend(QWidget* parent = nullptr);
    // Adds the key to the timeline's bars: a repeated event from its first to its last line.
    void addRepeatedBar();
};

}  // namespace awv

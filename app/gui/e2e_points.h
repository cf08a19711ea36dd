// Named points of the real window for a test that drives it with xdotool (tests/e2e): when
// AW_E2E_POINTS names a file, the window writes there "NAME X Y" lines in screen coordinates
// (the timeline's axis ends and first fault, its rows...), rewritten within a quarter of a
// second of any change, so the test clicks where the widget draws, not at fractions of the
// window that a layout change would silently move.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

class QTimer;

namespace awapp {

class E2ePoints : public QObject {
    Q_OBJECT
public:
    using Points = std::function<std::vector<std::pair<QString, QPoint>>()>;

    explicit E2ePoints(const QString& path, QObject* parent = nullptr);
    // `points` are in `widget`'s coordinates, each written as "PREFIX.NAME X Y" while the
    // widget is visible.
    void add(const QString& prefix, QWidget* widget, Points points);
    // The text written now ("" when nothing is visible); writes it when it changed.
    QString text() const;
    void writeNow();

private:
    struct Source {
        QString prefix;
        QPointer<QWidget> widget;
        Points points;
    };
    QString path_;
    QString written_;
    std::vector<Source> sources_;
    QTimer* timer_;
};

}  // namespace awapp

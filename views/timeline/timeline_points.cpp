// The timeline's named points (timeline_view.h: namedPoints), read by the xdotool e2e
// through AW_E2E_POINTS (app/gui/e2e_points.h) instead of fractions of the window.
#include "views/timeline/timeline_view.h"

#include <QRegularExpression>
#include <QScrollBar>

namespace awv {

std::vector<std::pair<QString, QPoint>> TimelineView::namedPoints() const {
    std::vector<std::pair<QString, QPoint>> points;
    if (!doc_ || !emptyMessage_.isEmpty()) return points;
    const QRect plot = plotRect();
    const int axisY = plot.top() / 2;  // the strip above the rows, where a drag picks a range
    points.emplace_back(QStringLiteral("axis.left"), QPoint(plot.left() + 1, axisY));
    points.emplace_back(QStringLiteral("axis.right"), QPoint(plot.right() - 1, axisY));
    if (rootTime_ != aw::kNoTime) {
        const double x = axis_.xForTime(rootTime_);
        if (x >= plot.left() && x <= plot.right())
            points.emplace_back(QStringLiteral("axis.fault"), QPoint(static_cast<int>(x), axisY));
    }
    const int shown = std::min(visibleRowCount(), displayRowCount() - verticalScrollBar()->value());
    if (shown > 0)
        points.emplace_back(QStringLiteral("rows.middle"),
                            QPoint(plot.center().x(), plot.top() + shown * rowHeight_ / 2));
    // A row's name is the bundle's: only a plain one becomes a name in the list (the file is
    // read line by line by a shell script).
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    for (int i = 0; i < shown; ++i) {
        const DisplayRow& d = display_[static_cast<std::size_t>(verticalScrollBar()->value() + i)];
        if (d.isGroup) continue;
        const QString& name = rows_[static_cast<std::size_t>(d.index)].name;
        if (plain.match(name).hasMatch())
            points.emplace_back(QStringLiteral("row.") + name,
                                QPoint(nameWidth_ / 2, plot.top() + i * rowHeight_ + rowHeight_ / 2));
    }
    return points;
}

}  // namespace awv

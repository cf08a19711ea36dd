// The timeline's part in the shared time range (issue 47), apart from its rows and layout:
// a drag along the time axis (or Ctrl+drag over the rows) picks the range every view then
// follows; the range is painted as a band; a right click without a drag offers every
// node's logs at that moment.
#include "views/common/range_chip.h"
#include "views/timeline/timeline_view.h"

#include <QMenu>
#include <QPainter>

namespace awv {

bool TimelineView::startsRangeDrag(const QPoint& viewportPos, Qt::MouseButton button,
                                   Qt::KeyboardModifiers modifiers) const {
    if (button != Qt::LeftButton || !selection_) return false;
    return (modifiers & Qt::ControlModifier) || viewportPos.y() < plotRect().top();
}

void TimelineView::updateRangeDrag(const QPoint& pos) {
    const QRect plot = plotRect();
    rubberBand_ = QRect(QPoint(std::clamp(pressPos_.x(), plot.left(), plot.right()), 0),
                        QPoint(std::clamp(pos.x(), plot.left(), plot.right()), viewport()->height()))
                      .normalized();
    viewport()->update();
}

void TimelineView::finishRangeDrag() {
    // A click on the axis (no width) leaves the range as it is; the chip clears it.
    if (rubberBand_.width() > 4 && selection_)
        selection_->setTimeRange(axis_.timeAtX(rubberBand_.left()), axis_.timeAtX(rubberBand_.right()));
    rubberBand_ = QRect();
    viewport()->update();
}

void TimelineView::paintTimeRange(QPainter& p, const QRect& plot) {
    // The range being dragged, else the one set: a band over every row, edged.
    double left = 0, right = 0;
    if (drag_ == Drag::TimeRange && !rubberBand_.isNull()) {
        left = rubberBand_.left();
        right = rubberBand_.right();
    } else if (selection_ && selection_->timeRange().isSet()) {
        left = std::max<double>(plot.left(), axis_.xForTime(selection_->timeRange().from));
        right = std::min<double>(plot.right(), axis_.xForTime(selection_->timeRange().to));
        if (right < plot.left() || left > plot.right()) return;
    } else {
        return;
    }
    QColor fill = palette().highlight().color();
    fill.setAlpha(40);
    const QRectF band(QPointF(left, 0), QPointF(std::max(left + 1, right), viewport()->height()));
    p.fillRect(band, fill);
    p.setPen(QPen(palette().highlight().color(), 1.5));
    p.drawLine(band.topLeft(), band.bottomLeft());
    p.drawLine(band.topRight(), band.bottomRight());
}

void TimelineView::popupMomentMenu(const QPoint& viewportPos) {
    QMenu* menu = momentMenu(viewportPos);
    if (!menu->isEmpty()) menu->popup(viewport()->mapToGlobal(viewportPos));
}

QMenu* TimelineView::momentMenu(const QPoint& viewportPos) {
    if (!momentMenu_) momentMenu_ = new QMenu(this);
    momentMenu_->clear();
    const QRect plot = plotRect();
    if (!doc_ || !selection_ || viewportPos.x() < plot.left() || viewportPos.x() > plot.right()) return momentMenu_;
    const aw::TimeNs at = axis_.timeAtX(viewportPos.x());
    momentMenu_->addAction(tr("Every node's logs at %1").arg(rangeLabel({at, at}).section(QStringLiteral("–"), 0, 0)),
                           this, [this, at] { selection_->selectMoment(at); });
    if (selection_->timeRange().isSet())
        momentMenu_->addAction(tr("Show all times (clear the range %1)").arg(rangeLabel(selection_->timeRange())),
                               selection_, &Selection::clearTimeRange);
    return momentMenu_;
}

}  // namespace awv

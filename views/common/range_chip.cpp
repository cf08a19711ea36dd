#include "views/common/range_chip.h"

#include <QDateTime>

namespace awv {

QString rangeLabel(const TimeRange& range) {
    if (!range.isSet()) return {};
    const auto utc = [](aw::TimeNs t) { return QDateTime::fromMSecsSinceEpoch(t / 1'000'000, Qt::UTC); };
    const QDateTime from = utc(range.from), to = utc(range.to);
    const QString format = from.date() == to.date() ? QStringLiteral("HH:mm:ss") : QStringLiteral("MM-dd HH:mm:ss");
    return from.toString(format) + QStringLiteral("–") + to.toString(format);
}

RangeChip::RangeChip(Selection* selection, QWidget* parent) : QToolButton(parent), selection_(selection) {
    setObjectName(QStringLiteral("RangeChip"));
    setAutoRaise(false);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setToolTip(tr(
        "Only this time range is shown in the events, the logs, the search and the export. Click to show all times."));
    connect(this, &QToolButton::clicked, selection_, &Selection::clearTimeRange);
    connect(selection_, &Selection::timeRangeChanged, this, &RangeChip::showRange);
    showRange(selection_->timeRange());
}

void RangeChip::showRange(const TimeRange& range) {
    setText(tr("Range: %1 ✕").arg(rangeLabel(range)));
    setAccessibleName(tr("Time range %1; press to clear it").arg(rangeLabel(range)));
    setVisible(range.isSet());
}

}  // namespace awv

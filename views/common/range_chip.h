// The time range every view follows, shown where the user looks: "Range: 08:01:02–08:03:10 ✕".
// One click clears it. Hidden while no range is set.
#pragma once

#include "views/common/selection.h"

#include <QToolButton>

namespace awv {

// "08:01:02–08:03:10" in UTC; the date too ("12-02 08:01:02") when the range crosses a day.
QString rangeLabel(const TimeRange& range);

class RangeChip : public QToolButton {
    Q_OBJECT
public:
    RangeChip(Selection* selection, QWidget* parent = nullptr);

private:
    void showRange(const TimeRange& range);
    Selection* selection_;
};

}  // namespace awv

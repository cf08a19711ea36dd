// The outcome mix over time: a stacked bar per day (or week) of how many jobs ended with
// each outcome, in the outcomes' colours.
#pragma once

#include "views/fleet/fleet_snapshot.h"

#include <QtCharts/QChartView>

namespace awv {

class FleetOutcomeChart : public QChartView {
    Q_OBJECT
public:
    explicit FleetOutcomeChart(QWidget* parent = nullptr);
    void setSnapshot(const FleetSnapshotPtr& snapshot);
    int barCount() const { return bars_; }

private:
    int bars_ = 0;
};

}  // namespace awv

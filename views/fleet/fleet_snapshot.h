// What the fleet view shows of a store at one moment: the jobs that pass its filters, every
// blamed node and GPU with the repeat offenders flagged, and the outcome mix over time. Read
// off the GUI thread (readFleet), handed to the models whole.
#pragma once

#include "engine/fleet/fleet_store.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace awv {

struct FleetQuery {
    std::string outcome;      // "" for every outcome
    std::string node;         // "" for every node; else jobs that blamed it
    aw::TimeNs periodNs = 0;  // 0: all time; else the jobs of the last period before the newest job
    aw::TimeNs repeatWindowNs = 7 * 86400 * aw::kNsPerSecond;
};

struct FleetSnapshot {
    QString path;
    FleetQuery query;  // what it was read with
    QString error;     // why the store could not be read ("" when it could)
    std::size_t totalJobs = 0;
    aw::TimeNs newest = aw::kNoTime;  // the newest job's time, where periods count back from
    std::vector<aw::FleetJob> jobs;   // those that pass the query, newest first
    std::vector<aw::FleetOffender> offenders;
    bool offendersReused = false;  // the previous read's: the view need not show them again
    std::vector<aw::FleetOutcomeBucket> mix;
    aw::TimeNs bucket = 0;  // the mix's bucket: a day, or a week over long spans
    std::vector<std::string> outcomes;
};

using FleetSnapshotPtr = std::shared_ptr<const FleetSnapshot>;

// Opens the store read-only and reads it with `query`; any trouble becomes `error`. With
// `previous` (the same store, read before), what the query's change leaves alone is taken
// from it: the offenders unless the repeat window changed, and the outcome mix.
FleetSnapshotPtr readFleet(const QString& path, const FleetQuery& query, FleetSnapshotPtr previous = nullptr);

}  // namespace awv

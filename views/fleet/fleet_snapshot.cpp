#include "views/fleet/fleet_snapshot.h"

#include <QCoreApplication>

namespace awv {

namespace {
constexpr aw::TimeNs kDay = 86400 * aw::kNsPerSecond;
}

FleetSnapshotPtr readFleet(const QString& path, const FleetQuery& query, FleetSnapshotPtr previous) {
    auto s = std::make_shared<FleetSnapshot>();
    s->path = path;
    s->query = query;
    if (previous && (previous->path != path || !previous->error.isEmpty())) previous = nullptr;
    const aw::Result<aw::FleetStore> opened = aw::FleetStore::open(path.toStdString(), true);
    if (!opened) {
        s->error = QString::fromStdString(opened.failure().message);
        return s;
    }
    const aw::FleetStore& store = *opened;
    s->totalJobs = store.jobCount();
    aw::FleetJobFilter newest;
    newest.limit = 1;
    if (const auto latest = store.jobs(newest); !latest.empty()) s->newest = latest.front().time;
    aw::FleetJobFilter filter;
    filter.outcome = query.outcome;
    filter.node = query.node;
    if (query.periodNs > 0 && s->newest != aw::kNoTime) filter.from = s->newest - query.periodNs;
    s->jobs = store.jobs(filter);
    s->offendersReused = previous && previous->query.repeatWindowNs == query.repeatWindowNs;
    s->offenders = s->offendersReused ? previous->offenders : store.offenders(query.repeatWindowNs);
    if (previous) {
        s->outcomes = previous->outcomes;
        s->bucket = previous->bucket;
        s->mix = previous->mix;
        return s;
    }
    s->outcomes = store.outcomes();
    // A bar a day over up to three months, else a bar a week.
    const auto all = store.outcomeMix(kDay);
    const aw::TimeNs span = all.empty() ? 0 : all.back().start - all.front().start;
    s->bucket = span > 92 * kDay ? 7 * kDay : kDay;
    const auto mix = s->bucket == kDay ? all : store.outcomeMix(s->bucket);
    // Every bucket from the first to the last, empty ones too, so that time runs evenly.
    for (const auto& b : mix) {
        while (!s->mix.empty() && s->mix.back().start + s->bucket < b.start)
            s->mix.push_back({s->mix.back().start + s->bucket, {}});
        s->mix.push_back(b);
    }
    return s;
}

}  // namespace awv

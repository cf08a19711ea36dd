// Merging a batch's result files (one attribution-fleet-result/1 JSON per bundle, written by
// `fleet task` on a Slurm array or a Kubernetes Indexed Job) into the store, by one writer,
// a thousand per transaction. A file that is not a result is reported and skipped; a result
// the store would not take is reported too, and the others still go in.
#pragma once

#include "engine/fleet/fleet_store.h"

#include <functional>
#include <string>

namespace aw {

struct FleetIngestCounts {
    std::size_t added = 0;
    std::size_t replaced = 0;
    std::size_t unchanged = 0;
    std::size_t unreadable = 0;  // not a result file
    std::size_t notStored = 0;   // a result the store did not take (locked, full, refused)
};

// Every *.json of `folder`, in name order. A failure naming the folder when it cannot be
// listed; `problem` hears of each file that is not a result or was not stored (its
// failure names the file), and the ingest goes on. The counts are what the store holds
// once it returns.
Result<FleetIngestCounts> ingestFleetResults(const std::string& folder, FleetStore& store,
                                             const std::function<void(const Failure&)>& problem);

}  // namespace aw

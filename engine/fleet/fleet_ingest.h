// Merging a batch's result files (one attribution-fleet-result/1 JSON per bundle, written by
// `fleet task` on a Slurm array or a Kubernetes Indexed Job) into the store, by one writer,
// a thousand per transaction. A file that is not a result is reported and skipped.
#pragma once

#include "engine/fleet/fleet_store.h"

#include <functional>
#include <string>

namespace aw {

struct FleetIngestCounts {
    std::size_t added = 0;
    std::size_t replaced = 0;
    std::size_t unchanged = 0;
    std::size_t unreadable = 0;
};

// Every *.json of `folder`, in name order. Throws FleetStoreError when the folder cannot be
// listed or the store written; `unreadable` hears of each file that is not a result.
FleetIngestCounts ingestFleetResults(const std::string& folder, FleetStore& store,
                                     const std::function<void(const std::string& file, const std::string& why)>& unreadable);

}  // namespace aw

// The process groups of a job, joined across every rank's dump: who belongs to each, and
// how far each member got in it (its progress counters and the work it still holds).
// A dump lists only its own rank's groups, keys its progress by the rank-local group id and
// names the global group only in its entries; this is where the two are put together.
#pragma once

#include "engine/flight_recorder/dump_reader.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace aw {

// One rank in one process group.
struct GroupMember {
    int rank = -1;
    const FlightRecorderDump* dump = nullptr;
    std::map<std::int64_t, const FrEntry*> bySeq;  // collectives (not p2p) of this group
    std::vector<const FrEntry*> pending;           // entries not completed, collectives and p2p
    std::int64_t enqueued = -1;                    // last enqueued sequence number, -1 unknown
    std::int64_t completed = -1;                   // last completed sequence number, -1 unknown
    std::uint64_t statusOffset = 0;                // its pg_status record in the dump
    TimeNs newestPending = kNoTime;                // time_created of its newest pending entry

    // Holds work it has not finished: something in this group waits.
    bool waits() const { return enqueued > completed || !pending.empty(); }
};

struct ProcessGroup {
    std::string name;                // the global name
    std::string desc;                // e.g. "TENSOR_MODEL_PARALLEL_GROUP"
    std::set<int> members;           // global ranks, from every dump's pg_config
    std::vector<GroupMember> ranks;  // members with a dump, ascending
    const GroupMember* member(int rank) const;
};

// The global group name of each rank-local id of `dump`. The entries name both; a local id
// without entries takes the global group in the same place of creation order, when the
// rank's groups and local ids can be lined up (same count, both numeric, agreeing with
// every pair the entries name). A local id that stays unknown is left out.
std::map<std::string, std::string> globalGroupNames(const FlightRecorderDump& dump);

// Every process group named by any dump, by name, with each member's progress.
std::vector<ProcessGroup> buildProcessGroups(const std::vector<FlightRecorderDump>& dumps);

}  // namespace aw

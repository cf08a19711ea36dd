// Who waits on whom in a hung job, from the process groups' progress counters, and the
// ranks at the bottom of it: the culprits.
//
// In a group, a member that holds unfinished work waits for its next collective (its last
// completed + 1). It waits on each member that never enqueued that collective (the host
// stopped), that is behind it in completed work (the GPU stopped), or, at the same place,
// whose GPU never started what its own GPU started. Members at the same place wait together.
// Point-to-point work is paired instead: a rank waits on the peer of its oldest unfinished
// send or receive. A member without a dump is waited on by every member that waits.
//
// Across groups the decisive waits make one graph. Its sinks, ranks that others wait on and
// that wait on nobody, are the culprits when they are behind a majority of some group: a
// rank behind in five groups is one culprit; a rank behind in one group because it waits on
// a culprit in another is a symptom; half a group behind the other half waits on something
// else. Ranks that wait on each other, or sinks that are a whole group stuck at the same
// place, cannot be told apart: they are candidates, not culprits.
#pragma once

#include "engine/flight_recorder/process_groups.h"

#include <cstdint>
#include <map>
#include <set>
#include <vector>

namespace aw {

enum class WaitKind : std::uint8_t {
    NeverEnqueued,  // the rank waited on never enqueued the collective
    NotCompleted,   // it completed less than the waiting rank
    NotStarted,     // same place, but its GPU never started what the waiting rank's did
    NoDump,         // it left no dump
    PeerToPeer,     // its p2p peer has not finished the other side: a symptom's link
    Together,       // both are stuck at the same place: a symptom's link, never a culprit's
};

// The waits that say who holds whom back, and so decide the culprits. P2p ones do not:
// their sequence numbers count each rank's own p2p work, so two ranks' lists cannot be set
// side by side beyond the work both still hold.
bool decisive(WaitKind kind);

struct Wait {
    int from = -1;          // the waiting rank
    int to = -1;            // the rank waited on
    std::size_t group = 0;  // index into the groups
    WaitKind kind = WaitKind::NeverEnqueued;
    std::int64_t seq = -1;           // the collective (or p2p operation) the waiting rank waits for
    const FrEntry* entry = nullptr;  // the waiting rank's entry for it, where it has one
};

struct WaitGraph {
    std::vector<Wait> waits;
    std::vector<int> culprits;                // ascending
    std::vector<std::vector<int>> undecided;  // sets of ranks that cannot be told apart
    // The waits that end at `rank`; the waits together only when asked.
    std::vector<const Wait*> waitsOn(int rank, bool together = false) const;

private:
    friend WaitGraph buildWaitGraph(const std::vector<ProcessGroup>&, const std::set<int>&);
    std::map<int, std::vector<std::size_t>> byTarget_;  // rank -> indices of the waits ending there
};

// `withoutDump`: member ranks that left no dump (an unreadable dump is not one of them:
// nothing is known of that rank, so nobody waits on it here).
WaitGraph buildWaitGraph(const std::vector<ProcessGroup>& groups, const std::set<int>& withoutDump);

}  // namespace aw

// The hang analysis over PyTorch Flight Recorder dumps: join the process groups across the
// dumps, find who waits on whom (wait_graph.h), and name the ranks at the bottom of it —
// that never enqueued, never completed or never started what the others waited for, or
// left no dump — with every other rank's wait as a symptom; and the ranks that disagree on
// a collective.
#pragma once

#include "engine/core/bundle.h"
#include "engine/flight_recorder/dump_reader.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace aw {

enum class FrFindingKind : std::uint8_t {
    NeverScheduled,  // the others enqueued this collective; these ranks never did
    NotCompleted,    // these ranks enqueued (or started) it, the others completed it
    NotStarted,      // the others' GPUs started it; these ranks' never did
    Desync,          // same sequence number, different operation, sizes or dtypes
    MissingDump,     // a member rank left no dump at all
    Candidate,       // no rank stands out: one of the few that are stuck together
};
const char* toString(FrFindingKind kind);  // "never_scheduled", "not_completed", ...

struct FrEvidence {
    std::uint32_t file = 0;  // index into Bundle::files
    std::string path;
    std::uint64_t offset = 0;  // byte offset inside the dump (0: the file as a whole)
    int rank = -1;             // the rank whose dump it is
};

struct FrFinding {
    FrFindingKind kind = FrFindingKind::NeverScheduled;
    std::string pg;  // global process group name
    std::string pgDesc;
    std::int64_t seq = -1;           // collective sequence number (-1: not about one)
    std::string op;                  // profiling name the others used, e.g. "nccl:all_reduce"
    std::vector<int> ranks;          // the culprit ranks, ascending
    std::vector<std::string> nodes;  // their nodes, where known (same order, "" unknown)
    std::vector<int> waitingRanks;   // the ranks left waiting on them (the symptoms)
    std::vector<int> culprits;       // every culprit rank of the hang, ascending (one hang)
    TimeNs time = kNoTime;           // when the others enqueued the collective
    std::string explanation;
    std::vector<FrEvidence> evidence;  // culprits' dumps first, then one waiting rank's entry
};

// One cell of the collectives grid: what one rank recorded for one sequence number.
struct FrCell {
    bool present = false;  // the rank has an entry for this seq
    CollectiveState state = CollectiveState::Unknown;
    std::string op;
    std::string sizes;     // "[[1048576]] float32"
    bool culprit = false;  // a finding names this rank at this seq
    std::int64_t recordId = -1;
    std::uint64_t offset = 0;  // in the rank's dump
};

// A rank that waited: a symptom, with the wait that ties it to the culprits.
struct FrWait {
    int rank = -1;
    std::string node;  // where known
    int on = -1;       // the rank it waited on (a culprit, or a rank that waits on one)
    std::string pg;    // the group it waited in
    std::string pgDesc;
    std::int64_t seq = -1;       // the collective it waited for
    std::int64_t enqueued = -1;  // its counters in that group
    std::int64_t completed = -1;
    std::int64_t theirEnqueued = -1;  // the counters of the rank waited on (-1: no dump)
    std::int64_t theirCompleted = -1;
    TimeNs time = kNoTime;  // when it enqueued the collective it waits for, where known
    FrEvidence evidence;    // its entry for that collective, else its progress record
    std::string explanation;
};

struct FrGroupTimeline {
    std::string pg;
    std::string desc;
    std::vector<int> ranks;                   // columns, ascending (members, with or without a dump)
    std::vector<std::uint32_t> rankFile;      // the dump's file index per column (~0u: no dump)
    std::vector<std::int64_t> lastEnqueued;   // per column, -1 unknown
    std::vector<std::int64_t> lastCompleted;  // per column, -1 unknown
    std::vector<std::int64_t> pending;        // per column: entries not completed
    std::vector<std::int64_t> seqs;           // rows, ascending: the last collectives
    std::vector<std::vector<FrCell>> cells;   // [row][column]
};

struct FlightRecorderOptions {
    std::size_t lastCollectives = 8;  // rows kept per process group for the view
};

struct FlightRecorderReport {
    std::vector<FlightRecorderDump> dumps;  // by rank
    std::vector<FrGroupTimeline> groups;    // by process group name
    std::vector<FrFinding> findings;        // strongest first
    std::vector<FrWait> waits;              // the other ranks' waits, by rank
    std::vector<int> culpritRanks;          // union over findings, ascending
    std::vector<std::string> culpritNodes;  // their nodes, ascending, known ones only
    std::map<int, std::string> unreadable;  // rank -> dump that could not be read (not blamed)
    std::vector<Problem> problems;          // of the dumps read from a bundle (file, byte offset)
    bool empty() const { return dumps.empty(); }
};

// Reads every Flight Recorder file of the bundle (FileFormat::FlightRecorder, plus any
// file whose bytes look like a dump and whose name carries a rank) and analyses them.
// Ranks map to nodes through Bundle::nodes (Node::ranks), else the dump's own node.
// Dumps that could not be read are named in the report's problems.
FlightRecorderReport analyzeFlightRecorder(const Bundle& bundle, const FlightRecorderOptions& options = {});

// What the analysis needs besides the dumps.
struct FlightRecorderInput {
    std::vector<FlightRecorderDump> dumps;
    std::map<int, std::string> rankNodes;   // global rank -> node name, where known
    std::vector<int> expectedRanks;         // ranks the workload had (e.g. the manifest's)
    std::map<int, std::string> unreadable;  // rank -> path of a dump that could not be read
};

// The same on dumps already read.
FlightRecorderReport analyzeFlightRecorderDumps(FlightRecorderInput input, const FlightRecorderOptions& options = {});

// "0-4, 6-15" for {0,1,2,3,4,6,...,15}: rank sets stay readable at scale.
std::string formatRankList(const std::vector<int>& ranks);

// "[[1048576]] Float" for an entry's input sizes and dtypes.
std::string formatSizes(const FrEntry& entry);

}  // namespace aw

// The hang analysis over PyTorch Flight Recorder dumps: line the ranks of each process
// group up by collective sequence number and name the ranks that never arrived, never
// finished, disagree, or left no dump.
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
    std::string pg;                   // global process group name
    std::string pgDesc;
    std::int64_t seq = -1;            // collective sequence number (-1: not about one)
    std::string op;                   // profiling name the others used, e.g. "nccl:all_reduce"
    std::vector<int> ranks;           // the culprit ranks, ascending
    std::vector<std::string> nodes;   // their nodes, where known (same order, "" unknown)
    std::vector<int> waitingRanks;    // the ranks left waiting on them (the symptoms)
    TimeNs time = kNoTime;            // when the others enqueued the collective
    std::string explanation;
    std::vector<FrEvidence> evidence; // culprits' dumps first, then one waiting rank's entry
};

// One cell of the collectives grid: what one rank recorded for one sequence number.
struct FrCell {
    bool present = false;        // the rank has an entry for this seq
    CollectiveState state = CollectiveState::Unknown;
    std::string op;
    std::string sizes;           // "[[1048576]] float32"
    bool culprit = false;        // a finding names this rank at this seq
    std::int64_t recordId = -1;
    std::uint64_t offset = 0;    // in the rank's dump
};

struct FrGroupTimeline {
    std::string pg;
    std::string desc;
    std::vector<int> ranks;                   // columns, ascending (members, with or without a dump)
    std::vector<std::uint32_t> rankFile;      // the dump's file index per column (~0u: no dump)
    std::vector<std::int64_t> lastEnqueued;   // per column, -1 unknown
    std::vector<std::int64_t> lastCompleted;  // per column, -1 unknown
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
    std::map<int, std::string> rankNodes;  // global rank -> node name, where known
    std::vector<int> expectedRanks;        // ranks the workload had (e.g. the manifest's)
    std::map<int, std::string> unreadable; // rank -> path of a dump that could not be read
};

// The same on dumps already read.
FlightRecorderReport analyzeFlightRecorderDumps(FlightRecorderInput input,
                                                const FlightRecorderOptions& options = {});


// "0-4, 6-15" for {0,1,2,3,4,6,...,15}: rank sets stay readable at scale.
std::string formatRankList(const std::vector<int>& ranks);

// "[[1048576]] Float" for an entry's input sizes and dtypes.
std::string formatSizes(const FrEntry& entry);

}  // namespace aw

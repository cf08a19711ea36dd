// PyTorch Flight Recorder dumps (one per rank, pickle or JSON) and the hang analysis
// built on them: line the ranks of each process group up by collective sequence number
// and name the ranks that never arrived, never finished, disagree, or left no dump.
#pragma once

#include "engine/core/bundle.h"
#include "engine/core/observation.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

enum class CollectiveState : std::uint8_t { Scheduled, Started, Completed, Unknown };
const char* toString(CollectiveState state);  // "scheduled", "started", "completed", "unknown"

struct FrFrame {
    std::string name;
    std::string file;
    std::int64_t line = 0;
};

// One record of a rank's ring buffer: a collective or p2p operation it enqueued.
struct FrEntry {
    std::int64_t recordId = -1;
    std::string pgId;     // the rank-local process group id
    std::string pgName;   // the global process group name (process_group[0])
    std::string pgDesc;   // its description, e.g. "default_pg" (process_group[1])
    std::int64_t collectiveSeqId = -1;
    std::int64_t p2pSeqId = -1;
    std::int64_t opId = -1;
    std::string profilingName;  // e.g. "nccl:all_reduce"
    TimeNs timeCreated = kNoTime;
    TimeNs timeStarted = kNoTime;
    TimeNs timeCompleted = kNoTime;
    CollectiveState state = CollectiveState::Unknown;
    std::vector<std::vector<std::int64_t>> inputSizes;
    std::vector<std::vector<std::int64_t>> outputSizes;
    std::vector<std::string> inputDtypes;
    std::vector<std::string> outputDtypes;
    std::int64_t timeoutMs = -1;
    bool isP2p = false;
    bool retired = false;
    std::vector<FrFrame> frames;  // innermost first, as recorded
    std::uint64_t offset = 0;     // byte offset of the entry in its dump
};

// pg_config: a process group's members (global ranks), as this rank saw them.
struct FrGroupConfig {
    std::string name;
    std::string desc;
    std::vector<int> ranks;
    std::uint64_t offset = 0;
};

// pg_status: how far this rank got in a process group (keyed by the local id).
struct FrGroupStatus {
    std::string pgId;
    std::int64_t lastEnqueued = -1;
    std::int64_t lastStarted = -1;
    std::int64_t lastCompleted = -1;
    std::uint64_t offset = 0;
};

struct FlightRecorderDump {
    std::string path;              // as given (bundle-relative for bundle files)
    std::uint32_t file = 0;        // index into Bundle::files, when read from a bundle
    int rank = -1;                 // from the dump's own "rank" field, else the file name
    bool json = false;             // JSON form (else pickle)
    std::string version;
    std::string ncclVersion;
    std::vector<FrGroupConfig> groups;
    std::vector<FrGroupStatus> status;
    std::vector<FrEntry> entries;
};

// The rank a dump file name carries: the digits that end its stem ("_dump_3",
// "nccl_trace_rank_3", "rank3.json", "trace_3.pkl" -> 3); -1 when there are none.
int rankFromDumpName(std::string_view path);

// True when the bytes look like a Flight Recorder dump: a pickle (starts with PROTO), or a
// JSON object with an "entries" key near the start.
bool looksLikeFlightRecorderDump(std::string_view bytes);

// Reads one dump, pickle or JSON (decided by its bytes). Problems name the file and the
// byte offset; on a refused or broken file it returns false and `out` is left partial.
bool readFlightRecorderDump(std::string_view path, std::string_view bytes, FlightRecorderDump& out,
                            std::vector<Problem>& problems);

// A dump as text, for the raw-log view: a dump is a pickle, unreadable as it is. One line
// per group config, group status and entry, in the order they stand in the file, each
// remembering the byte offset it came from so that evidence (which points into the dump)
// lands on its line.
struct FrDumpText {
    std::string text;
    std::vector<std::uint64_t> lineOffsets;  // per line, ascending: the dump offset it stands for
    // The 1-based line that shows the record at `offset` (the last line starting at or before it).
    std::uint32_t lineForOffset(std::uint64_t offset) const;
};
FrDumpText renderDumpText(const FlightRecorderDump& dump);

// ---- Analysis --------------------------------------------------------------------------

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
    bool empty() const { return dumps.empty(); }
};

// Reads every Flight Recorder file of the bundle (FileFormat::FlightRecorder, plus any
// file whose bytes look like a dump and whose name carries a rank) and analyses them.
// Ranks map to nodes through Bundle::nodes (Node::ranks), else the dump's own node.
FlightRecorderReport analyzeFlightRecorder(const Bundle& bundle, std::vector<Problem>& problems,
                                           const FlightRecorderOptions& options = {});

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

}  // namespace aw

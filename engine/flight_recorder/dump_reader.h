// PyTorch Flight Recorder dumps (one per rank, pickle or JSON), read into plain values.
// Both forms go through one value tree: the pickle form through the strict pickle reader
// (pickle_reader.h), the JSON form through simdjson into the same tree, so the fields are
// read by one piece of code.
#pragma once

#include "engine/core/bundle.h"
#include "engine/flight_recorder/pickle_reader.h"

#include <cstdint>
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
    std::string pgId;    // the rank-local process group id
    std::string pgName;  // the global process group name (process_group[0])
    std::string pgDesc;  // its description, e.g. "default_pg" (process_group[1])
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
    std::string path;        // as given (bundle-relative for bundle files)
    std::uint32_t file = 0;  // index into Bundle::files, when read from a bundle
    int rank = -1;           // from the dump's own "rank" field, else the file name
    bool json = false;       // JSON form (else pickle)
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

// Parses JSON into the pickle value tree (objects become dicts, arrays lists), with the
// byte offset of each value. Depth is capped as for pickles. Null value + error on failure.
PickleResult readJsonAsValueTree(std::string_view bytes, const PickleLimits& limits = {});

// Fills `out` from a parsed dump tree; problems (file, offset) for fields of the wrong
// shape. False when the tree is not a Flight Recorder dump at all.
bool dumpFromValueTree(const PickleValue& root, std::string_view path, FlightRecorderDump& out,
                       std::vector<Problem>& problems);

}  // namespace aw

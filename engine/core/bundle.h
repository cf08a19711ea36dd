// A workload bundle, loaded: its nodes, its source files and everything that could
// not be read. Text logs stay as bytes and are scanned on demand; structured sources
// (JSON) are turned into observations and metric series at load time.
#pragma once

#include "engine/core/observation.h"
#include "engine/core/time_context.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

enum class Severity : std::uint8_t { Info, Warning, Error };
const char* toString(Severity severity);

// Something in the bundle that could not be read, or was read with a caveat.
struct Problem {
    std::string file;        // path relative to the bundle root ("" for the bundle itself)
    std::uint32_t line = 0;  // 1-based, 0 when the problem concerns the whole file
    Severity severity = Severity::Error;
    std::string message;
};

struct Node {
    std::string name;                  // canonical name (manifest name, else the inferred host name)
    std::vector<std::string> aliases;  // other names seen for the same node
    std::vector<int> ranks;            // global ranks that ran on it, when known
    std::vector<int> gpus;             // GPU indices, when known
    TimeNs bootTime = kNoTime;         // from the manifest: places dmesg seconds on the UTC axis
};

// The bytes of one file: memory-mapped from a folder, or decompressed from an archive.
class FileData {
public:
    virtual ~FileData() = default;
    virtual std::string_view bytes() const = 0;
    // bytes().size(), without mapping a file not mapped yet.
    virtual std::size_t size() const { return bytes().size(); }
    // True once the file was cut short on disk while mapped: the lost part reads as zeros.
    virtual bool truncatedWhileOpen() const { return false; }
    // Copies the bytes at [offset, offset + length) of bytes() (fewer at its end) into `into`
    // and returns how many. For a pass that reads a file once: a mapped file is read from
    // the page cache (pread), since touching a mapped page for the first time can cost more
    // than copying it (on virtual machines; bench/README.md).
    virtual std::size_t read(std::uint64_t offset, std::size_t length, char* into) const;
    // The first `length` bytes (fewer in a shorter file), copied into `buffer` with read():
    // a look at a file's head that leaves its mapped pages untouched (a touched mapping
    // also costs a TLB shootdown when it is unmapped; 9,219 small logs paid both). Bytes
    // already in memory are given as they are, `buffer` unused.
    virtual std::string_view head(std::size_t length, std::string& buffer) const;
};

// Bytes held in memory: a file decompressed from an archive, or text a program (or a
// test) builds.
class MemoryFile final : public FileData {
public:
    explicit MemoryFile(std::string bytes) : bytes_(std::move(bytes)) {}
    std::string_view bytes() const override { return bytes_; }
    std::string_view head(std::size_t length, std::string&) const override { return bytes().substr(0, length); }

private:
    std::string bytes_;
};

struct SourceFile {
    std::string path;  // relative to the bundle root, '/' separated
    FileFormat format = FileFormat::TextLog;
    SourceKind source = SourceKind::Other;
    std::uint32_t node = kNoNode;  // the node the whole file belongs to, when known
    std::uint64_t size = 0;
    std::uint64_t lineCount = 0;
    TimeNs firstTime = kNoTime;
    TimeNs lastTime = kNoTime;
    std::uint64_t observationCount = 0;
    std::uint64_t untimedCount = 0;  // observations whose line or record gave no time (a format not understood?)
    std::shared_ptr<const FileData> data;
    // How the lines of a text log are timed (year window, manifest timezone, boot time).
    TimeContext timeContext;
};

struct MetricSample {
    TimeNs time = kNoTime;
    double value = 0.0;
};

struct MetricSeries {
    std::string name;                           // __name__, e.g. DCGM_FI_DEV_XID_ERRORS
    std::map<std::string, std::string> labels;  // all other labels
    std::uint32_t node = kNoNode;
    std::int32_t gpu = -1;
    SourceLocation where;               // the series object in its file
    std::vector<MetricSample> samples;  // in time order
};

struct Manifest {
    bool present = false;
    std::string workloadId;
    std::string workloadName;
    std::string scheduler;
    // The scheduler's id of the job ("4242"): workload.job_id, else the digits of a
    // workload id "slurm-4242". A kernel line naming another job's cgroup is that job's.
    std::string jobId;
    // Which cluster ran it, and its index in a job array (workload.cluster,
    // workload.array_index): with the job id, what makes two collections the same job.
    std::string cluster;
    std::string arrayIndex;
    TimeNs start = kNoTime;
    TimeNs end = kNoTime;
    std::vector<std::string> nodes;  // the job's nodes, as the manifest lists them
};

// What the load-time scan of one text log found. Kept in the bundle so that the analysis
// cache can hand it back: a file with the same size and mtime is then not scanned again.
struct TextScanSummary {
    std::uint64_t lineCount = 0;
    std::uint64_t observationCount = 0;
    std::uint64_t untimedCount = 0;
    TimeNs firstTime = kNoTime;
    TimeNs lastTime = kNoTime;
    std::vector<std::string> hosts;  // host names its lines attribute themselves to, sorted
    std::vector<int> ranks;          // ranks seen in its line prefixes, sorted
    std::vector<Problem> problems;   // e.g. over-long lines
};

class Bundle {
public:
    std::string root;  // the folder or archive path as given
    Manifest manifest;
    std::vector<Node> nodes;
    std::vector<SourceFile> files;
    std::vector<Problem> problems;
    std::vector<MetricSeries> metrics;
    bool cancelled = false;

    // Looks a node up by any of its names; kNoNode if unknown.
    std::uint32_t findNode(std::string_view name) const;

    TimeNs firstTime() const;
    TimeNs lastTime() const;

    // Structured observations, by file index (filled by the loaders).
    std::vector<std::vector<Observation>> records;
    // The load-time scan of every text log, by path (see TextScanSummary).
    std::map<std::string, TextScanSummary> textScans;
    // Owns the text that structured observations point into (but for those whose text is
    // their file's own bytes, which `files` keeps).
    std::vector<std::unique_ptr<std::string>> textArena;
};

}  // namespace aw

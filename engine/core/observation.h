// The unit of raw evidence: one log line, one scheduler/cloud record or one metric
// sample, always pointing back at the exact bytes it came from.
#pragma once

#include "engine/core/utc_time.h"

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace aw {

inline constexpr std::uint32_t kNoNode = std::numeric_limits<std::uint32_t>::max();

// What kind of evidence a source holds; rules select on this.
enum class SourceKind : std::uint8_t {
    AppLog,          // stdout/stderr of the job, torchrun, slurm-*.out, NCCL debug output
    Kernel,          // dmesg, kern.log, syslog, journalctl
    Metrics,         // Prometheus query_range responses
    Scheduler,       // Slurm sacct/scontrol JSON, Kubernetes pods/events JSON
    Cloud,           // cloud-provider events
    FlightRecorder,  // PyTorch Flight Recorder dumps
    Manifest,        // bundle.json
    Other,
};

// How the file is laid out on disk; decides which reader handles it.
enum class FileFormat : std::uint8_t {
    TextLog,         // any line-oriented text log (timestamps detected per line)
    JournalJson,     // journalctl -o json (NDJSON)
    LokiJson,        // Loki query_range, resultType streams
    PrometheusJson,  // Prometheus query_range, resultType matrix
    SlurmJson,       // sacct --json / scontrol show job --json
    K8sPodsJson,     // kubectl get pods -o json
    K8sEventsJson,   // kubectl get events -o json
    CloudEvents,     // JSON array or NDJSON of cloud events
    Manifest,        // bundle.json
    FlightRecorder,  // Flight Recorder pickle or JSON dump
    Binary,          // not text; reported as a problem, not read
    PrometheusText,  // a /metrics scrape in Prometheus' text format (dcgm-exporter, node_exporter)
    CollectRecord,   // collect.json: what `attribution-cli collect` got and missed; not analysed
    SlurmNodeText,   // the plain `scontrol show node` (Slurm before 23.02 has no --json)
    DcgmHealth,      // `dcgmi health -c` (text or -j): DCGM's health incidents per GPU
    K8sPodsText,     // `kubectl get pods -o wide` as printed: which node each pod ran on
    DcgmDiag,        // `dcgmi diag -r N` (text or -j): DCGM's active diagnostic, a result per test and GPU
};

// The pod lists (JSON or kubectl's table): their `k8s_pod pod=... node=...` records say
// which node each pod ran on.
inline bool listsPods(FileFormat format) {
    return format == FileFormat::K8sPodsJson || format == FileFormat::K8sPodsText;
}

// How much to trust an observation's time.
enum class TimeQuality : std::uint8_t {
    Exact,         // explicit date, time and zone
    AssumedUtc,    // explicit date and time, no zone: read as UTC
    InferredYear,  // no year in the text (syslog, glog): year taken from the bundle window
    BootRelative,  // dmesg seconds since boot, boot time unknown: kept relative
    Inherited,     // the line had no time; it took the previous line's
    None,          // no time at all
};

// Where a piece of evidence lives in the bundle: enough to open the raw line.
struct SourceLocation {
    std::uint32_t file = 0;    // index into Bundle::files
    std::uint32_t line = 0;    // 1-based line number (for JSON records: the line the record starts on)
    std::uint64_t offset = 0;  // byte offset of the line/record start in the (decompressed) file
    std::uint32_t length = 0;  // bytes of the line/record, without the newline
};

struct Observation {
    SourceLocation where;
    std::uint32_t node = kNoNode;  // index into Bundle::nodes
    std::int32_t rank = -1;
    std::int32_t gpu = -1;
    SourceKind source = SourceKind::Other;
    TimeNs time = kNoTime;
    TimeQuality timeQuality = TimeQuality::None;
    // The text rules match: the raw line for logs; for structured records a normalised
    // "key=value ..." line (e.g. "slurm job=42 state=NODE_FAIL node=node03 reason=...").
    // Valid as long as the Bundle that produced it.
    std::string_view text;
    // Byte offset of `text` inside the raw line (0 for plain logs), so a match span in
    // `text` maps back to a span in the file.
    std::uint32_t textOffset = 0;
};

const char* toString(SourceKind kind);
const char* toString(FileFormat format);
const char* toString(TimeQuality quality);

}  // namespace aw

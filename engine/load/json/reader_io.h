// What a structured-source reader takes (a file's path, bytes and time context) and gives:
// observations with normalised "key=value" text, metric series and the host names it
// mentions. Node names stay strings here; the loader resolves them once every node is known.
#pragma once

#include "engine/core/bundle.h"
#include "engine/core/time_context.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct ReaderOutput {
    // 96 bytes, not 128 with a name of its own: a journal's million records are all held
    // until the loader has every file's, and their pages were a third of its run.
    struct Record {
        Observation obs;              // `text` is set by the loader, and `where.file`
        std::size_t textBegin = 0;    // span in `arena`
        std::uint32_t textLength = 0;
        std::uint32_t nodeName = 0;   // index into `nodeNames`; 0: "" (job-level)
    };
    std::string arena;
    std::vector<Record> records;
    std::vector<std::string> nodeNames{std::string()};  // a name once per run of records naming it
    std::vector<MetricSeries> metrics;
    std::vector<std::string> metricNodes;
    std::vector<std::string> hosts;  // every host name mentioned (node inference)
    std::vector<Problem> problems;
    std::uint64_t lineCount = 0;

    // Appends a record whose text is `text`.
    Record& add(std::string_view text, std::string_view node = {});
    std::string_view textOf(const Record& r) const { return std::string_view(arena).substr(r.textBegin, r.textLength); }
    const std::string& nodeOf(const Record& r) const { return nodeNames[r.nodeName]; }
};

// A metric series' node (its Hostname, hostname, node, nodename, host or instance label, the
// port stripped; "" if none) and GPU index (its `gpu` label), as both Prometheus readers read them.
std::string placeMetricSeries(MetricSeries& series);

// What a reader knows about the file it reads.
struct ReaderInput {
    std::string_view path;   // for Problems
    std::string_view bytes;
    TimeContext time;        // for times without a zone
};

}  // namespace aw

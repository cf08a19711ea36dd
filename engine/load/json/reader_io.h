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
    struct Record {
        Observation obs;            // `text` is set by finish(); `where.file` by the loader
        std::size_t textBegin = 0;  // span in `arena`
        std::size_t textLength = 0;
        std::string node;           // node name ("" when job-level)
    };
    std::string arena;
    std::vector<Record> records;
    std::vector<MetricSeries> metrics;
    std::vector<std::string> metricNodes;
    std::vector<std::string> hosts;  // every host name mentioned (node inference)
    std::vector<Problem> problems;
    std::uint64_t lineCount = 0;

    // Appends a record whose text is `text`.
    Record& add(std::string_view text, std::string node = {});
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

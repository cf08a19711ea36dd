// What a structured-source reader takes (a file's path, bytes and time context) and gives:
// observations with normalised "key=value" text, metric series and the host names it
// mentions. Node names stay strings here; the loader resolves them once every node is known.
#pragma once

#include "engine/core/bundle.h"
#include "engine/core/text_blocks.h"
#include "engine/core/time_context.h"
#include "engine/load/node_finder.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// What a reader knows about the file it reads.
struct ReaderInput {
    std::string_view path;  // for Problems
    std::string_view bytes;
    TimeContext time;       // for times without a zone
    std::string_view kept;  // the same bytes where they stay for the bundle's life, or empty
};

struct ReaderOutput {
    // A record is already the observation the bundle will hold (80 bytes; a journal's
    // million records are all held until the loader has every file's): its `text` points
    // into `text`, whose blocks the bundle takes over, or into the file's own bytes (see
    // addFrom); until the loader resolves it, its `node` is an index into `nodeNames`
    // (0: "", job-level), not into the bundle's nodes.
    using Record = Observation;
    TextBlocks text;
    std::vector<Record> records;
    std::vector<std::string> nodeNames{std::string()};  // a name once per run of records naming it
    std::vector<MetricSeries> metrics;
    std::vector<std::string> metricNodes;
    std::vector<std::string> hosts;  // every host name mentioned (node inference)
    std::vector<Problem> problems;
    std::uint64_t lineCount = 0;

    // Appends a record whose text is `text`.
    Record& add(std::string_view text, std::string_view node = {});
    // Appends a record whose text is `text`, decoded from the `length` bytes at `offset` in
    // `in`. When those bytes hold the text as it is (a JSON string without escapes) and `in`
    // keeps them, the record points into `in.kept` and nothing is copied: on a virtual
    // machine a fresh page of heap costs more than a page of the file's mapping.
    Record& addFrom(std::string_view text, const ReaderInput& in, std::size_t offset, std::size_t length,
                    std::string_view node = {});
    // Once the reader is done: gives back the room growth left (every file's output is held
    // until the loader has them all).
    void finish();
    // Once the nodes are known: each record's node name resolved in place by `nodes` ("" is
    // `fileNode`, the file's own), and its file set to `fileIndex`, as the bundle holds them.
    void placeRecords(std::uint32_t fileIndex, std::uint32_t fileNode, const NodeFinder& nodes);
    const std::string& nodeOf(const Record& r) const { return nodeNames[r.node]; }
};

// The bytes a structured reader reads of `data`: a copy in `buffer`, since pages of a
// mapping read for the first time cost more than the copy on virtual machines (the journal
// shape's lines were split at a third of their speed); bytes in memory as they are
// (FileData::head); a file over 256 MiB through its mapping.
std::string_view readerBytes(const FileData& data, std::string& buffer);

// A metric series' node (its Hostname, hostname, node, nodename, host or instance label, the
// port stripped; "" if none) and GPU index (its `gpu` label), as both Prometheus readers read them.
std::string placeMetricSeries(MetricSeries& series);

}  // namespace aw

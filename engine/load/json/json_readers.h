// The structured-source readers: each turns one JSON file into observations (normalised
// "key=value" text), metric series and the host names it mentions. Node names stay
// strings here; the loader resolves them once every node is known.
#pragma once

#include "engine/core/bundle.h"

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

// What a reader knows about the file it reads.
struct ReaderInput {
    std::string_view path;   // for Problems
    std::string_view bytes;
    TimeContext time;        // for times without a zone
};

ReaderOutput readJournalJson(const ReaderInput& in);
ReaderOutput readLokiJson(const ReaderInput& in);
ReaderOutput readPrometheusJson(const ReaderInput& in);
ReaderOutput readSlurmJson(const ReaderInput& in);
ReaderOutput readK8sPodsJson(const ReaderInput& in);
ReaderOutput readK8sEventsJson(const ReaderInput& in);
ReaderOutput readCloudEvents(const ReaderInput& in);

// bundle.json: the manifest, its nodes and per-source overrides.
struct SourceOverride {
    std::string path;
    bool hasKind = false;
    SourceKind kind = SourceKind::Other;
    std::string node;
    bool hasZone = false;
    std::int32_t zoneOffsetSeconds = 0;
};
struct ManifestData {
    Manifest manifest;
    std::vector<Node> nodes;
    std::vector<SourceOverride> sources;
    std::vector<Problem> problems;
};
ManifestData readManifest(std::string_view path, std::string_view bytes);

}  // namespace aw

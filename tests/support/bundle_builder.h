// Bundles built in memory: nodes by name, files with their bytes, structured records as
// normalised text. The bytes are read by the real Bundle code. (A bundle written to disk
// for the loader: TempFolder in files.h.)
#pragma once

#include "engine/core/bundle.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace awtest {

class BundleBuilder {
public:
    BundleBuilder& root(std::string path);
    BundleBuilder& manifest(aw::Manifest manifest);

    // Adds (or finds) a node; returns its index.
    std::uint32_t node(const std::string& name, std::vector<int> ranks = {}, std::vector<int> gpus = {});

    // Adds `file` holding `bytes`; its size follows them. Named fields read best:
    //   file({.path = "slurm/sacct.json", .source = aw::SourceKind::Scheduler}, "{}\n")
    BundleBuilder& file(aw::SourceFile file, std::string bytes);
    // A text log of `nodeName` ("" for none) holding `text`.
    BundleBuilder& log(std::string path, const std::string& nodeName, aw::SourceKind kind, std::string text);
    BundleBuilder& kernel(const std::string& nodeName, std::string text);
    BundleBuilder& app(const std::string& nodeName, std::string text);
    // One structured record (scheduler or cloud) with normalised text at `time`.
    BundleBuilder& record(const std::string& path, aw::SourceKind kind, aw::TimeNs time, const std::string& text,
                          const std::string& nodeName = "");

    BundleBuilder& metric(aw::MetricSeries series);
    BundleBuilder& problem(aw::Problem problem);

    aw::Bundle take();
    // The bundle as documents and reports hold it.
    std::shared_ptr<const aw::Bundle> share();

private:
    std::uint32_t nodeIndex(const std::string& nodeName);

    aw::Bundle bundle_;
};

}  // namespace awtest

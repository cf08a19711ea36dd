#include "tests/support/bundle_builder.h"

namespace awtest {

BundleBuilder& BundleBuilder::root(std::string path) {
    bundle_.root = std::move(path);
    return *this;
}

BundleBuilder& BundleBuilder::manifest(aw::Manifest manifest) {
    bundle_.manifest = std::move(manifest);
    return *this;
}

std::uint32_t BundleBuilder::node(const std::string& name, std::vector<int> ranks, std::vector<int> gpus) {
    for (std::uint32_t i = 0; i < bundle_.nodes.size(); ++i)
        if (bundle_.nodes[i].name == name) return i;
    aw::Node n;
    n.name = name;
    n.ranks = std::move(ranks);
    n.gpus = std::move(gpus);
    bundle_.nodes.push_back(std::move(n));
    return static_cast<std::uint32_t>(bundle_.nodes.size() - 1);
}

std::uint32_t BundleBuilder::nodeIndex(const std::string& nodeName) {
    return nodeName.empty() ? aw::kNoNode : node(nodeName);
}

BundleBuilder& BundleBuilder::file(aw::SourceFile file, std::string bytes) {
    file.size = bytes.size();
    file.data = std::make_shared<aw::MemoryFile>(std::move(bytes));
    bundle_.files.push_back(std::move(file));
    bundle_.records.resize(bundle_.files.size());
    return *this;
}

BundleBuilder& BundleBuilder::log(std::string path, const std::string& nodeName, aw::SourceKind kind,
                                  std::string text) {
    aw::SourceFile f;
    f.path = std::move(path);
    f.format = aw::FileFormat::TextLog;
    f.source = kind;
    f.node = nodeIndex(nodeName);
    return file(std::move(f), std::move(text));
}

BundleBuilder& BundleBuilder::kernel(const std::string& nodeName, std::string text) {
    return log("nodes/" + nodeName + "/kern.log", nodeName, aw::SourceKind::Kernel, std::move(text));
}

BundleBuilder& BundleBuilder::app(const std::string& nodeName, std::string text) {
    return log("nodes/" + nodeName + "/train.log", nodeName, aw::SourceKind::AppLog, std::move(text));
}

BundleBuilder& BundleBuilder::record(const std::string& path, aw::SourceKind kind, aw::TimeNs time,
                                     const std::string& text, const std::string& nodeName) {
    std::uint32_t fileIndex = aw::kNoNode;
    for (std::uint32_t i = 0; i < bundle_.files.size(); ++i)
        if (bundle_.files[i].path == path) fileIndex = i;
    if (fileIndex == aw::kNoNode) {
        // A structured file has no bytes here: its records stand for them.
        aw::SourceFile f;
        f.path = path;
        f.format = kind == aw::SourceKind::Cloud ? aw::FileFormat::CloudEvents : aw::FileFormat::SlurmJson;
        f.source = kind;
        bundle_.files.push_back(std::move(f));
        fileIndex = static_cast<std::uint32_t>(bundle_.files.size() - 1);
    }
    bundle_.records.resize(bundle_.files.size());
    bundle_.textArena.push_back(std::make_unique<std::string>(text));
    aw::Observation obs;
    obs.where.file = fileIndex;
    obs.where.line = static_cast<std::uint32_t>(bundle_.records[fileIndex].size() + 1);
    obs.where.length = static_cast<std::uint32_t>(text.size());
    obs.node = nodeIndex(nodeName);
    obs.source = kind;
    obs.time = time;
    obs.timeQuality = aw::TimeQuality::Exact;
    obs.text = *bundle_.textArena.back();
    bundle_.records[fileIndex].push_back(obs);
    return *this;
}

BundleBuilder& BundleBuilder::metric(aw::MetricSeries series) {
    bundle_.metrics.push_back(std::move(series));
    return *this;
}

BundleBuilder& BundleBuilder::problem(aw::Problem problem) {
    bundle_.problems.push_back(std::move(problem));
    return *this;
}

aw::Bundle BundleBuilder::take() {
    return std::move(bundle_);
}

std::shared_ptr<const aw::Bundle> BundleBuilder::share() {
    return std::make_shared<const aw::Bundle>(take());
}

}  // namespace awtest

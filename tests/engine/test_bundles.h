// Bundles built in memory for the engine tests: text logs as strings, nodes by name,
// structured records as normalised text. Lines are read by the real Bundle code.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <memory>
#include <string>
#include <vector>

namespace awtest {

class BundleBuilder {
public:
    // Adds (or finds) a node; returns its index.
    std::uint32_t node(const std::string& name, std::vector<int> ranks = {}) {
        for (std::uint32_t i = 0; i < bundle_.nodes.size(); ++i)
            if (bundle_.nodes[i].name == name) return i;
        aw::Node n;
        n.name = name;
        n.ranks = std::move(ranks);
        bundle_.nodes.push_back(std::move(n));
        return static_cast<std::uint32_t>(bundle_.nodes.size() - 1);
    }

    // A text log of `nodeName` ("" for none) holding `text`.
    BundleBuilder& log(const std::string& path, const std::string& nodeName, aw::SourceKind kind, std::string text) {
        aw::SourceFile f;
        f.path = path;
        f.format = aw::FileFormat::TextLog;
        f.source = kind;
        f.node = nodeName.empty() ? aw::kNoNode : node(nodeName);
        f.size = text.size();
        f.data = std::make_shared<aw::MemoryFile>(std::move(text));
        bundle_.files.push_back(std::move(f));
        bundle_.records.resize(bundle_.files.size());
        return *this;
    }
    BundleBuilder& kernel(const std::string& nodeName, std::string text) {
        return log("nodes/" + nodeName + "/kern.log", nodeName, aw::SourceKind::Kernel, std::move(text));
    }
    BundleBuilder& app(const std::string& nodeName, std::string text) {
        return log("nodes/" + nodeName + "/train.log", nodeName, aw::SourceKind::AppLog, std::move(text));
    }

    // One structured record (scheduler or cloud) with normalised text at `time`.
    BundleBuilder& record(const std::string& path, aw::SourceKind kind, aw::TimeNs time, const std::string& text,
                          const std::string& nodeName = "") {
        std::uint32_t fileIndex = aw::kNoNode;
        for (std::uint32_t i = 0; i < bundle_.files.size(); ++i)
            if (bundle_.files[i].path == path) fileIndex = i;
        if (fileIndex == aw::kNoNode) {
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
        obs.node = nodeName.empty() ? aw::kNoNode : node(nodeName);
        obs.source = kind;
        obs.time = time;
        obs.timeQuality = aw::TimeQuality::Exact;
        obs.text = *bundle_.textArena.back();
        bundle_.records[fileIndex].push_back(obs);
        return *this;
    }

    aw::Bundle take() { return std::move(bundle_); }

private:
    aw::Bundle bundle_;
};

// "2026-11-30 08:10:03,412 " style prefix for a time given as seconds after 08:00:00.
std::string at(int secondsAfter8, int millis = 0);
// 2026-11-30T08:00:00Z + seconds, in ns.
aw::TimeNs timeAt(int secondsAfter8);

// The built-in catalog, analysed with the given thread count.
aw::AnalysisResult analyzeBuiltin(const aw::Bundle& bundle, unsigned threads = 1);

// The first event with `symptom` on `node` ("" = any node), or nullptr.
const aw::Event* findEvent(const aw::AnalysisResult& r, const std::string& symptom, const std::string& node = "");

}  // namespace awtest

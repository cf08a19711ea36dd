#include "engine/open/recognised_sources.h"

#include <string_view>

namespace aw {

namespace {

// A log by its name (job output, a tool's saved output), or a node's file by the bundle's
// layout (nodes/<node>/...: docs/bundle-format.md).
bool namedLikeALog(std::string_view path) {
    if (path.starts_with("nodes/")) return true;
    for (std::string_view ext : {".log", ".out", ".err", ".txt"})
        if (path.size() > ext.size() && path.ends_with(ext)) return true;
    return false;
}

bool recognised(const SourceFile& f) {
    switch (f.format) {
    case FileFormat::Binary: return false;
    case FileFormat::TextLog:
        if (f.source == SourceKind::Kernel) return true;
        return namedLikeALog(f.path) || f.untimedCount < f.observationCount;
    // What collect asked and missed is no source: a record of a collection that found no
    // job is no bundle.
    case FileFormat::CollectRecord: return false;
    default: return true;  // a manifest, every structured format
    }
}

}  // namespace

std::string notABundleReason(const Bundle& bundle) {
    if (bundle.manifest.present || !bundle.metrics.empty()) return {};
    for (const SourceFile& f : bundle.files)
        if (recognised(f)) return {};
    std::string shown;
    for (std::size_t i = 0; i < bundle.files.size() && i < 3; ++i) shown += (i ? ", " : "") + bundle.files[i].path;
    if (bundle.files.size() > 3) shown += ", ...";
    return "not a bundle: no recognised source (no manifest, no log with times or named .log, .out, .err "
           "or .txt, no kernel log, metrics or scheduler record; it holds " +
           shown + ")";
}

}  // namespace aw

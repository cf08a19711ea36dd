#include "views/logs/merged_log.h"

#include "engine/load/observations.h"

#include <algorithm>

namespace awv {

std::shared_ptr<MergedLog> MergedLog::build(std::shared_ptr<const aw::Bundle> bundle, std::vector<std::uint32_t> files,
                                            const std::atomic<bool>* cancel) {
    auto merged = std::make_shared<MergedLog>();
    merged->bundle_ = bundle;
    merged->files_ = files;
    if (!bundle) return merged;
    for (const std::uint32_t file : files) {
        if (file >= bundle->files.size() || (cancel && cancel->load())) continue;
        // Untimed lines at the head of a file sort first; later ones inherit a time.
        aw::TimeNs lastTime = aw::kNoTime;
        aw::forEachObservation(*bundle, file, [&](const aw::Observation& obs) {
            const bool own = obs.time != aw::kNoTime && obs.timeQuality != aw::TimeQuality::Inherited;
            const aw::TimeNs t = obs.time != aw::kNoTime ? obs.time : lastTime;
            lastTime = t;
            merged->entries_.push_back({t, obs.where.offset, file, obs.where.line, obs.where.length, !own});
        });
    }
    // Stable: equal times keep the order of `files`, then file order.
    std::stable_sort(merged->entries_.begin(), merged->entries_.end(),
                     [](const Entry& a, const Entry& b) { return a.time < b.time; });
    merged->entries_.shrink_to_fit();
    return merged;
}

std::string_view MergedLog::rowBytes(std::uint64_t row) const {
    if (row >= entries_.size()) return {};
    const Entry& e = entries_[row];
    const aw::SourceFile& file = bundle_->files[e.file];
    if (!file.data) return {};
    const std::string_view bytes = file.data->bytes();
    if (e.offset >= bytes.size()) return {};
    std::string_view line = bytes.substr(e.offset, e.length);
    // A structured record may span lines: show its first line.
    if (const auto nl = line.find('\n'); nl != std::string_view::npos) line = line.substr(0, nl);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

std::optional<std::uint64_t> MergedLog::rowOf(std::uint32_t file, std::uint32_t line) const {
    for (std::uint64_t row = 0; row < entries_.size(); ++row) {
        if (entries_[row].file == file && entries_[row].line == line) return row;
    }
    return std::nullopt;
}

}  // namespace awv

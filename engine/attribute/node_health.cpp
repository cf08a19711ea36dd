#include "engine/attribute/node_health.h"

#include <algorithm>
#include <unordered_map>

namespace aw {

namespace {
constexpr TimeNs kMinute = 60'000'000'000LL;
constexpr const char* kProgressSymptom = "training_progress";

// The typical value of the others: their median, without `self`.
TimeNs medianWithout(std::vector<TimeNs> values, TimeNs self) {
    if (auto it = std::find(values.begin(), values.end(), self); it != values.end()) values.erase(it);
    if (values.empty()) return kNoTime;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
    return values[values.size() / 2];
}
}  // namespace

std::vector<NodeHealth> nodeHealth(const Bundle& bundle, const AnalysisResult& result) {
    std::vector<NodeHealth> out(bundle.nodes.size());
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t n = 0; n < bundle.nodes.size(); ++n) {
        out[n].node = bundle.nodes[n].name;
        index.emplace(bundle.nodes[n].name, n);
    }
    for (const SourceFile& f : bundle.files) {
        if (f.node >= out.size() || f.lastTime == kNoTime) continue;
        TimeNs& last = out[f.node].lastLine;
        if (last == kNoTime || f.lastTime > last) last = f.lastTime;
    }
    for (const Event& e : result.events) {
        const auto it = index.find(e.node);
        if (it == index.end()) continue;
        NodeHealth& h = out[it->second];
        ++h.events[static_cast<std::size_t>(e.cls)];
        if (e.symptom == kProgressSymptom) {
            const TimeNs t = e.lastTime != kNoTime ? e.lastTime : e.time;
            if (t != kNoTime && (h.lastProgress == kNoTime || t > h.lastProgress)) h.lastProgress = t;
            h.progressLines += e.count;
        }
    }
    // Silent: progress (when every node reports it), else lines, that stop more than a
    // minute and a tenth of the job's span before the others'.
    const bool byProgress = !out.empty() && std::all_of(out.begin(), out.end(), [](const NodeHealth& h) {
        return h.lastProgress != kNoTime;
    });
    std::vector<TimeNs> lasts;
    TimeNs first = kNoTime;
    for (const NodeHealth& h : out) {
        const TimeNs t = byProgress ? h.lastProgress : h.lastLine;
        if (t != kNoTime) lasts.push_back(t);
    }
    for (const SourceFile& f : bundle.files)
        if (f.firstTime != kNoTime && (first == kNoTime || f.firstTime < first)) first = f.firstTime;
    if (lasts.size() < 3) return out;  // two nodes cannot say which one stopped early
    const TimeNs latest = *std::max_element(lasts.begin(), lasts.end());
    const TimeNs gap = std::max(kMinute, first != kNoTime ? (latest - first) / 10 : kMinute);
    for (NodeHealth& h : out) {
        const TimeNs t = byProgress ? h.lastProgress : h.lastLine;
        if (t == kNoTime) continue;
        const TimeNs typical = medianWithout(lasts, t);
        if (typical != kNoTime && typical - t > gap) {
            h.wentSilent = true;
            h.silentFor = typical - t;
        }
    }
    return out;
}

}  // namespace aw

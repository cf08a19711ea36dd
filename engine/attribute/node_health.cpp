#include "engine/attribute/node_health.h"

#include "engine/core/record_field.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

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

std::size_t namedNodeCount(const Bundle& bundle, const AnalysisResult& result) {
    // The distinct names first: findNode walks every node, and events come by the million.
    std::unordered_set<std::string> names(result.verdict.culpritNodes.begin(), result.verdict.culpritNodes.end());
    const std::string* last = nullptr;
    for (const Event& e : result.events) {
        if (last && *last == e.node) continue;
        last = &e.node;
        names.insert(e.node);
    }
    std::size_t extra = 0;
    for (const std::string& name : names) extra += !name.empty() && bundle.findNode(name) == kNoNode;
    return bundle.nodes.size() + extra;
}

TimeNs jobRunStart(const Bundle& bundle) {
    std::vector<TimeNs> latestFirst(bundle.nodes.size(), kNoTime);
    for (const SourceFile& f : bundle.files) {
        if (f.node >= latestFirst.size() || f.firstTime == kNoTime) continue;
        TimeNs& t = latestFirst[f.node];
        if (t == kNoTime || f.firstTime > t) t = f.firstTime;
    }
    std::erase(latestFirst, kNoTime);
    if (latestFirst.empty()) {
        // No node's files: the earliest timed file of the job stands for the start.
        TimeNs first = kNoTime;
        for (const SourceFile& f : bundle.files)
            if (f.firstTime != kNoTime && (first == kNoTime || f.firstTime < first)) first = f.firstTime;
        return first;
    }
    std::nth_element(latestFirst.begin(), latestFirst.begin() + static_cast<std::ptrdiff_t>(latestFirst.size() / 2),
                     latestFirst.end());
    return latestFirst[latestFirst.size() / 2];
}

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
    // Pods from the pod lists' records (one per container: a pod is listed once).
    for (std::size_t i = 0; i < bundle.files.size() && i < bundle.records.size(); ++i) {
        if (!listsPods(bundle.files[i].format)) continue;
        for (const Observation& o : bundle.records[i]) {
            std::string_view pod = recordField(o.text, "pod");
            if (o.node >= out.size() || pod.empty()) continue;
            pod = pod.substr(pod.find('/') == std::string_view::npos ? 0 : pod.find('/') + 1);
            std::vector<std::string>& pods = out[o.node].pods;
            if (std::find(pods.begin(), pods.end(), pod) == pods.end()) pods.emplace_back(pod);
        }
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
    // Silent: training steps (when every node reports them) or lines that stop more than a
    // minute and a tenth of the job's run before the others'. Both are asked: steps stop
    // together when the others block on the silent node (xid79: every node's last step
    // 08:09, node007's last line 08:10, the others' 08:20), and lines end together when a
    // watchdog line closes every log.
    std::vector<TimeNs> lastLines;
    for (const NodeHealth& h : out)
        if (h.lastLine != kNoTime) lastLines.push_back(h.lastLine);
    const TimeNs start = jobRunStart(bundle);
    const auto flagSilent = [&](TimeNs NodeHealth::*measure, bool everyNode) {
        std::vector<TimeNs> lasts;
        for (const NodeHealth& h : out)
            if (h.*measure != kNoTime) lasts.push_back(h.*measure);
        if (lasts.size() < 3) return;  // two nodes cannot say which one stopped early
        if (everyNode && lasts.size() < out.size()) return;
        const TimeNs latest = *std::max_element(lasts.begin(), lasts.end());
        // An outlier, not the spread: nodes whose logs end a few minutes apart (1,024 of
        // them, each closing on its own) are not silent, so the gap is at least twice the
        // distance from the median last time down to the tenth percentile's (the silent
        // few, under a tenth of the nodes, do not move that percentile; with fewer than 20
        // nodes it would be the silent node itself, and the other limits do).
        std::vector<TimeNs> sorted = lasts;
        std::sort(sorted.begin(), sorted.end());
        const TimeNs spread = sorted.size() >= 20 ? 2 * (sorted[sorted.size() / 2] - sorted[sorted.size() / 10]) : 0;
        const TimeNs gap =
            std::max({kMinute, spread, start != kNoTime && latest > start ? (latest - start) / 10 : kMinute});
        for (NodeHealth& h : out) {
            if (h.*measure == kNoTime) continue;
            const TimeNs typical = medianWithout(lasts, h.*measure);
            if (typical != kNoTime && typical - h.*measure > gap) {
                h.wentSilent = true;
                h.silentFor = std::max(h.silentFor, typical - h.*measure);
            }
        }
    };
    flagSilent(&NodeHealth::lastProgress, /*everyNode=*/true);
    flagSilent(&NodeHealth::lastLine, /*everyNode=*/false);
    // Quiet at the fault: nothing within a minute of it, while over half the nodes wrote later.
    const Event* root = result.findEvent(result.verdict.rootEventId);
    const TimeNs fault = root ? root->time : kNoTime;
    if (fault != kNoTime && lastLines.size() >= 3) {
        const auto afterFault = std::count_if(lastLines.begin(), lastLines.end(), [&](TimeNs t) { return t >= fault; });
        if (afterFault * 2 > static_cast<std::ptrdiff_t>(lastLines.size()))
            for (NodeHealth& h : out) h.quietAtFault = h.lastLine != kNoTime && h.lastLine < fault - kMinute;
    }
    return out;
}

}  // namespace aw

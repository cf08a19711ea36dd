#include "engine/attribute/extracted_hits.h"

#include <algorithm>

namespace aw {

void CollapsedHit::addTime(TimeNs t, bool inherited) {
    if (t == kNoTime) return;
    if (firstTime == kNoTime || t < firstTime) {
        firstTime = t;
        firstInherited = inherited;
    } else if (t == firstTime && !inherited) {
        firstInherited = false;  // a line that states this time itself
    }
    if (lastTime == kNoTime || t > lastTime) lastTime = t;
}

void CollapsedHit::addEvidence(TimedEvidence ev) {
    if (evidence.size() >= kMaxEvidencePerEvent && !(ev.key < evidence.back().key)) return;
    auto at = std::upper_bound(evidence.begin(), evidence.end(), ev,
                               [](const TimedEvidence& a, const TimedEvidence& b) { return a.key < b.key; });
    evidence.insert(at, std::move(ev));
    if (evidence.size() > kMaxEvidencePerEvent) evidence.pop_back();
}

namespace {
bool markLess(const MarkedLine& a, const MarkedLine& b) { return CollapsedHit::markBefore(a.where, b.where); }
}  // namespace

void CollapsedHit::addMark(const MarkedLine& mark) {
    if (marks.size() >= kMaxMarkedLines) {
        if (!markBefore(mark.where, marks.front().where)) return;
        std::pop_heap(marks.begin(), marks.end(), markLess);
        marks.pop_back();
    }
    marks.push_back(mark);
    std::push_heap(marks.begin(), marks.end(), markLess);
}

std::vector<MarkedLine> CollapsedHit::sortedMarks() const {
    std::vector<MarkedLine> sorted = marks;
    std::sort_heap(sorted.begin(), sorted.end(), markLess);
    return sorted;
}

void CollapsedHit::merge(CollapsedHit&& other) {
    count += other.count;
    addTime(other.firstTime, other.firstInherited);
    if (other.lastTime != kNoTime && (lastTime == kNoTime || other.lastTime > lastTime)) lastTime = other.lastTime;
    if (other.hasFirst && (!hasFirst || other.firstKey < firstKey)) {
        hasFirst = true;
        firstKey = std::move(other.firstKey);
        rank = other.rank;
        captures = std::move(other.captures);
    }
    for (auto& ev : other.evidence) addEvidence(std::move(ev));
    for (const MarkedLine& mark : other.marks) addMark(mark);
}

void mergeHits(HitMap& into, HitMap&& from) {
    for (auto& [key, hit] : from) {
        auto it = into.find(key);
        if (it == into.end()) into.emplace(key, std::move(hit));
        else it->second.merge(std::move(hit));
    }
}

}  // namespace aw

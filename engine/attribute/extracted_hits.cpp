#include "engine/attribute/extracted_hits.h"

#include <algorithm>
#include <iterator>

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
bool markLess(const MarkedLine& a, const MarkedLine& b) {
    return CollapsedHit::markBefore(a.where, b.where);
}
}  // namespace

void CollapsedHit::addMark(const MarkedLine& mark) {
    if (marks.empty() || !markLess(mark, marks.back())) {
        if (marks.size() < kMaxMarkedLines) marks.push_back(mark);
        return;
    }
    marks.insert(std::upper_bound(marks.begin(), marks.end(), mark, markLess), mark);
    if (marks.size() > kMaxMarkedLines) marks.pop_back();
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
    if (marks.empty()) {
        marks = std::move(other.marks);
    } else if (!other.marks.empty() && !markLess(other.marks.front(), marks.back())) {
        // A later piece or file of the same node, the usual case: appended in place, not
        // merged into a new vector (a copy and fresh pages for every piece merged).
        const std::size_t room = kMaxMarkedLines - std::min(kMaxMarkedLines, marks.size());
        const std::size_t taken = std::min(room, other.marks.size());
        // Grown by hand: insert() would double past the cap (a node's 256 marks, gathered from
        // its 8 logs, ended in room for 470: 8,192 such keys held 120 MB of fresh pages).
        if (marks.capacity() < marks.size() + taken)
            marks.reserve(std::min(kMaxMarkedLines, std::max(2 * marks.size(), marks.size() + taken)));
        marks.insert(marks.end(), other.marks.begin(), other.marks.begin() + static_cast<std::ptrdiff_t>(taken));
    } else if (!other.marks.empty()) {
        std::vector<MarkedLine> both;
        both.reserve(marks.size() + other.marks.size());
        std::merge(marks.begin(), marks.end(), other.marks.begin(), other.marks.end(), std::back_inserter(both),
                   markLess);
        if (both.size() > kMaxMarkedLines) both.resize(kMaxMarkedLines);
        marks = std::move(both);
    }
}

void mergeHits(HitMap& into, HitMap&& from) {
    for (auto& [key, hit] : from) {
        auto it = into.find(key);
        if (it == into.end()) into.emplace(key, std::move(hit));
        else it->second.merge(std::move(hit));
    }
}

}  // namespace aw

// What the extractor phase keeps between ingest() and attribute(): repeated hits of one
// rule on one node (and GPU or device) collapsed into one entry with a count, the time
// range and the earliest few pieces of evidence. Merging is order-independent, so the
// result does not depend on threads, file order or how evidence was split into ingests.
#pragma once

#include "engine/core/analysis.h"
#include "engine/load/address_book.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace aw {

inline constexpr std::size_t kMaxEvidencePerEvent = 3;

// Which kinds of evidence the ingested bundles hold: an unknown verdict names the ones
// that are missing (missing_sources.h).
struct SourcesSeen {
    bool kernel = false;     // kernel logs (dmesg, journal, kern.log)
    bool metrics = false;    // Prometheus series
    bool scheduler = false;  // the scheduler's records (sacct, scontrol, Kubernetes)
    bool appLog = false;     // the job's own output
};

// Where an occurrence sits in the total order used to pick "the first few".
struct OccurrenceKey {
    TimeNs time = kNoTime;
    std::string file;
    std::uint32_t line = 0;
    std::uint64_t offset = 0;
    bool operator<(const OccurrenceKey& o) const {
        return std::tie(time, file, line, offset) < std::tie(o.time, o.file, o.line, o.offset);
    }
};

struct HitKey {
    std::uint32_t rule = 0;  // index into the extractor list
    std::string node;
    std::int32_t gpu = -1;
    std::string device;
    std::int32_t member = -1;  // a family's rule: the member the line named (rule_family.h)
    bool operator==(const HitKey& o) const {
        return rule == o.rule && gpu == o.gpu && member == o.member && node == o.node && device == o.device;
    }
    bool operator<(const HitKey& o) const {
        return std::tie(rule, node, gpu, device, member) < std::tie(o.rule, o.node, o.gpu, o.device, o.member);
    }
};

struct HitKeyHash {
    std::size_t operator()(const HitKey& k) const {
        std::size_t h = std::hash<std::string>()(k.node);
        h ^= std::hash<std::string>()(k.device) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        h ^= (static_cast<std::size_t>(k.rule) << 20) ^ static_cast<std::size_t>(k.gpu + 1) ^
             (static_cast<std::size_t>(k.member + 1) << 40);
        return h;
    }
};

struct TimedEvidence {
    OccurrenceKey key;
    EvidenceRef ref;
    MarkedLine mark;  // its line for the raw-log view, even past the first kMaxMarkedLines
};

struct CollapsedHit {
    std::uint64_t count = 0;
    TimeNs firstTime = kNoTime;  // earliest timed occurrence
    TimeNs lastTime = kNoTime;
    bool firstInherited = false;  // firstTime is only the time of a line before it (a lower bound)
    OccurrenceKey firstKey;       // the occurrence whose captures and rank describe the event
    bool hasFirst = false;
    std::int32_t rank = -1;
    std::vector<std::pair<std::string, std::string>> captures;
    std::vector<TimedEvidence> evidence;  // sorted, at most kMaxEvidencePerEvent
    // The first kMaxMarkedLines matched lines, in (file, offset) order. Lines come in file
    // order from each piece of a log, so keeping them sorted mostly appends (a max-heap
    // cost 9 % of a 9,219-log bundle's analysis in its pushes and the final sorts).
    std::vector<MarkedLine> marks;

    // True when an occurrence at (t, file, line, offset) would change what is kept (the
    // first captures or the evidence). Takes the parts so the hot path builds no key.
    bool wouldKeep(TimeNs t, const std::string& file, std::uint32_t line, std::uint64_t offset) const {
        auto before = [&](const OccurrenceKey& k) {
            return std::tie(t, file, line, offset) < std::tie(k.time, k.file, k.line, k.offset);
        };
        return !hasFirst || evidence.size() < kMaxEvidencePerEvent || before(firstKey) || before(evidence.back().key);
    }
    bool wouldMark(const SourceLocation& where) const {
        return marks.size() < kMaxMarkedLines || markBefore(where, marks.back().where);
    }
    static bool markBefore(const SourceLocation& a, const SourceLocation& b) {
        return std::tie(a.file, a.offset) < std::tie(b.file, b.offset);
    }
    void addMark(const MarkedLine& mark);
    void addTime(TimeNs t, bool inherited = false);
    void addEvidence(TimedEvidence ev);
    void merge(CollapsedHit&& other);
};

using HitMap = std::unordered_map<HitKey, CollapsedHit, HitKeyHash>;

void mergeHits(HitMap& into, HitMap&& from);

// Everything ingested so far.
struct ExtractedStore {
    HitMap hits;
    std::vector<std::uint64_t> ruleHits;            // per extractor, all occurrences
    std::map<std::string, std::vector<int>> nodes;  // every node name seen, with its ranks
    std::vector<Problem> problems;
    TimeNs firstTime = kNoTime;
    TimeNs lastTime = kNoTime;
    std::string scheduler;  // "slurm", "kubernetes" or "" (unknown): which commands actions give
    std::string workload;   // the manifest's workload id, for the actions' commands
    WorkloadScope job;      // the job the first manifest names: its id, nodes and window
    SourcesSeen sources;    // which kinds of evidence the bundles hold
    // Read only when a transport error names a peer (address_book.h): the nodes its
    // addresses belong to, and when each node's own lines stop.
    std::vector<NodeAddress> addresses;
    std::map<std::string, TimeNs> lastLine;
    bool lastLineComplete = true;  // false: a file of several nodes was read in part
    // The traceback frame before a fallback rule's line ('File "train.py", line 42, in main'),
    // by "file:line" of the line: where an exception no rule knows was raised.
    std::map<std::string, std::string> frames;
};

}  // namespace aw

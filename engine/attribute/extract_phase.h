// Phase 1, EXTRACTORS: reads every observation of a bundle (log lines, scheduler and
// cloud records, metric series) and turns rule hits into collapsed hits, in parallel per
// file, merged so that the result does not depend on the thread count.
#pragma once

#include "engine/attribute/analyze_options.h"
#include "engine/attribute/extracted_hits.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/match/line_matcher.h"
#include "engine/attribute/plain_hit_cache.h"
#include "engine/rules/rule_parser.h"
#include "engine/text/text_pieces.h"

#include <functional>
#include <memory>
#include <vector>

namespace aw {

class ExtractPhase {
public:
    // `extractors`: every extractor in catalog order; hit keys index this list.
    explicit ExtractPhase(std::vector<const RuleSpec*> extractors);

    // Adds the hits of every source of `bundle` to `store`: text logs (but those marked in
    // `seenDuringLoad`, whose hits an ExtractionDuringLoad holds), structured records, metric
    // series, and the findings of `hangs`, the Flight Recorder analysis of its dumps.
    void ingest(const Bundle& bundle, const AnalyzeOptions& options, ExtractedStore& store,
                const std::vector<bool>& seenDuringLoad, const FlightRecorderReport& hangs) const;

    const std::vector<const RuleSpec*>& extractors() const { return extractors_; }

private:
    friend class ExtractionDuringLoad;  // runs the same matching in the loader's pass

    struct MatchScratch {
        std::vector<int> candidates;
        LineMatcher::Scratch matcher;
        LineMatch match;
        // (rule, node, gpu) -> its entry, for rules whose key needs no capture: repeated
        // hits (NCCL INFO on every other line) then build no key string. HitMap nodes
        // are stable, and the scratch never outlives the map it points into.
        PlainHitCache plainHits;
    };
    // Who an observation belongs to, for the keys of its hits.
    struct NodeNames {
        const Bundle* bundle = nullptr;      // resolves nodes named by captures; null while loading
        std::string_view fileNode;           // the file's node ("" if none)
        std::string_view lineNode;           // the observation's own node ("" if none: the file's)
        std::uint32_t cacheIndex = kNoNode;  // stands for that node in the plain-hit cache
    };
    static NodeNames namesOf(const Bundle& bundle, const SourceFile& file, const Observation& obs);
    // The number standing for (rule, node, GPU) in the plain-hit cache; false when they do
    // not fit in it.
    static bool plainKey(std::uint32_t rule, std::uint32_t nodeIndex, std::int32_t gpu, std::uint64_t& key);
    // A line that only the plain literal rule `m` (LineMatcher index) matches, its literal
    // found by the caller at `literalAt` of its text (the leftmost place with the rule's
    // boundaries), in the loader's observation `obs` (which does not say its file:
    // `fileIndex` does): when it repeats a hit whose entry is in `scratch` and would keep
    // nothing new (count and time, and a mark whose span is the literal there), counts it
    // and returns true, as matchObservation would; false when matchObservation must see it.
    // Half of a training log (NCCL INFO) goes this way.
    bool countRepeat(int m, const NodeNames& names, const SourceFile& file, std::uint32_t fileIndex,
                     const Observation& obs, std::size_t literalAt, std::vector<std::uint64_t>& ruleHits,
                     MatchScratch& scratch) const;
    // Files read as records: structured ones, and text logs replayed from records.
    void scanRecords(const Bundle& bundle, std::uint32_t fileIndex, HitMap& hits, std::vector<std::uint64_t>& ruleHits,
                     const std::atomic<bool>* cancel) const;
    // Calls match(record, prefiltered) for the records of `file` that `records` gives (it
    // calls its argument on each) and a rule may match. Records of a source whose every rule
    // needs a literal are scanned a batch at a time (literal_batch.h), and come with
    // `prefiltered` (mayMatchAtoms() ran, see matchObservation); the others without.
    void matchRecords(const SourceFile& file, MatchScratch& scratch,
                      const std::function<void(const std::function<void(const Observation&)>&)>& records,
                      const std::function<void(const Observation&, bool prefiltered)>& match) const;
    // Runs the extractors over one observation of `file` (a line, a record, or a Flight
    // Recorder finding) and collapses the hits into `hits`. Without `names.bundle`, a line
    // that a rule naming its node by a capture may match is left alone: false.
    bool matchObservation(const NodeNames& names, const SourceFile& file, const Observation& obs, HitMap& hits,
                          std::vector<std::uint64_t>& ruleHits, MatchScratch& scratch, bool prefiltered = false) const;
    // Text logs: only lines holding a rule's literal become observations; the others are
    // skipped without parsing their time (and, with a whole-file scan, without splitting).
    // One piece of the file (the whole file unless it is big).
    void scanTextLines(const Bundle& bundle, std::uint32_t fileIndex, const TextPiece& piece, HitMap& hits,
                       std::vector<std::uint64_t>& ruleHits, const std::atomic<bool>* cancel) const;
    // True for text logs read line by line (not replayed as records).
    static bool readsLines(const Bundle& bundle, std::uint32_t fileIndex);

    std::vector<const RuleSpec*> extractors_;
    std::vector<std::uint32_t> regexToExtractor_;  // LineMatcher index -> extractor index
    std::vector<std::uint32_t> metricRules_;       // extractor indices of metric rules
    std::unique_ptr<LineMatcher> matcher_;
};

// The text a capture group matched, as an int (-1 when empty or not a number).
int captureAsInt(std::string_view text);

}  // namespace aw

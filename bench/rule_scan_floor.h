// The least an analysis that runs every rule over every byte must do: read each text log
// and find every rule's literals in it with the engine's own scanners (line_matcher.h),
// nothing else: no lines split, no times read, no events. Its ratio to the plain newline
// count bounds from below the ratio the engine can reach.
#pragma once

#include "engine/core/bundle.h"
#include "engine/rules/rule_catalog.h"

#include <cstdint>

namespace awbench {

struct RuleScanFloor {
    double seconds = 0;
    std::uint64_t bytes = 0;          // of the text logs scanned
    std::uint64_t expectedBytes = 0;  // their sizes: a chunk lost on the way shows
    std::uint64_t hits = 0;           // literal hits found (none at all: the scan is broken)
    std::size_t files = 0;
    std::uint64_t lines = 0;  // lines given a time and facts (withLines)
};

// Reads every text log of `bundle` whose source has a literal scanner as the loader does
// (text_chunks.h: line-aligned MiB chunks, copied from the page cache) and scans each chunk,
// a file per thread, on `threads` threads. The scanners are built before the clock starts.
// `withLines` adds what the analysis owes every line whatever the rules find: its split and
// its time, rank and host (the file's time range, clock checks, ranks and hosts come from
// them), made by the loader's own TextObservationMaker; still no rule is run.
RuleScanFloor scanRuleLiterals(const aw::Bundle& bundle, const aw::RuleCatalog& catalog, unsigned threads,
                               bool withLines = false);

}  // namespace awbench

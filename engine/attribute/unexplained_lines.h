// What an unknown verdict still shows: the error-looking lines of the bundle that no rule
// explained, grouped by template as log-template miners do (engine/text/log_template.h), so
// that 10,000 lines differing only in numbers are one row with a count and its first line.
// Ranked by how early the template first appears and how rare it is in the bundle; with a
// fleet store, first by how few of the fleet's healthy jobs printed it (a template every
// healthy job prints is background noise, one no healthy job printed is news).
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace aw {

inline constexpr std::size_t kMaxUnexplainedShown = 50;

// A template's identity in a fleet store: FNV-1a of its text (engine/text/log_template.h).
std::uint64_t templateHash(std::string_view pattern);

// What a fleet's healthy jobs say of templates (engine/fleet/fleet_history.h): how many
// healthy jobs it holds, and how many of them printed a template (by templateHash()).
// Without `jobsWith` there is no fleet.
struct HealthyTemplateCounts {
    std::size_t healthyJobs = 0;
    std::function<std::size_t(std::uint64_t templateHash)> jobsWith;
};

struct UnexplainedOptions {
    std::size_t maxTemplates = 5000;                    // templates kept while reading; later ones are counted
    std::size_t maxShown = kMaxUnexplainedShown;        // rows in the result
    std::uint64_t maxBytes = std::uint64_t{512} << 20;  // text read at most
    const std::atomic<bool>* cancel = nullptr;
    // A fleet's healthy jobs: templates fewer of them printed rank first; null or without
    // `jobsWith`: ranked within the bundle alone, as before.
    const HealthyTemplateCounts* fleet = nullptr;
};

// Whether a line looks like an error: error, fail, fatal, exception, panic, abort,
// traceback, segfault, killed, timed out, refused, denied, cannot, unable to, ... (any case).
bool looksLikeError(std::string_view line);

// The error-looking lines of `bundle`'s logs and records that no event of `result` covers
// (neither the line itself nor a line of the same template was matched by a rule).
UnexplainedLines findUnexplainedLines(const Bundle& bundle, const AnalysisResult& result,
                                      const UnexplainedOptions& options = {});

// How `lines` were ranked, in words: "earliest and rarest within the bundle", or "fewest of
// the fleet's 12 healthy jobs first, then earliest and rarest within the bundle".
std::string unexplainedRanking(const UnexplainedLines& lines);

// What the front door (engine/open/open_bundle.h) adds to an analysis: for an unknown
// verdict, result.verdict.unexplained (read from the bundle on every open; the analysis
// cache does not keep it).
void addUnexplainedLines(const Bundle& bundle, AnalysisResult& result, const std::atomic<bool>* cancel = nullptr,
                         const HealthyTemplateCounts* fleet = nullptr);

}  // namespace aw

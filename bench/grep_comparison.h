// What a user would run instead of the workbench (issue 28): ripgrep with the catalog's own
// regular expressions, counting their matches in every file of the bundle; and lnav
// indexing the same files. Both are timed in the same run as the analysis, with the same
// thread count, and skipped (nullopt) when the program is not installed.
#pragma once

#include "engine/rules/rule_catalog.h"

#include <optional>
#include <string>

namespace awbench {

// Every regex extractor of `catalog`, one pattern a line as `rg -f` reads them: named
// groups made plain (ripgrep joins the patterns, and two groups of one name clash) and a
// case-folding rule prefixed with (?i).
std::string ripgrepPatterns(const aw::RuleCatalog& catalog, std::size_t& count);

struct ExternalRun {
    double seconds = 0;  // median wall time
    std::string version;
    std::string error;  // why it did not run, when it did not
};

// `rg -c -a -uuu --threads N -f PATTERNS DIR`, medians of `runs`.
std::optional<ExternalRun> timeRipgrep(const std::string& dir, const std::string& patternsFile, unsigned threads,
                                       unsigned runs);
// `lnav -n -q -r DIR -c ';SELECT count(*) FROM all_logs'`: lnav loading and indexing every
// file headless, then counting its messages.
std::optional<ExternalRun> timeLnav(const std::string& dir, unsigned runs);

}  // namespace awbench

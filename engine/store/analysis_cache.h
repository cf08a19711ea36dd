// A cache of finished analyses, so that opening the same bundle again skips scanning and
// the rules: one SQLite file ($XDG_CACHE_HOME/attribution-workbench/cache.sqlite, a folder
// private to the user: engine/core/private_folder.h), apart from the notes database. An entry is keyed by the bundle's canonical path, the rule
// catalog (its version and a hash of every rule) and the program version, and is only
// used while every file of the bundle keeps the size and mtime it had when it was read.
// The cache is an optimisation: any trouble with it (a corrupt file, a full disk) means
// a miss, and a damaged cache is replaced. A file that is not a cache of this user (another
// SQLite database, a text file, a link, another user's) is never opened or replaced: no
// cache is used. It never throws.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/rules/rule_catalog.h"
#include "engine/store/sqlite_database.h"

#include <map>
#include <optional>
#include <string>

namespace aw {

struct CachedAnalysis {
    AnalysisResult result;
    FlightRecorderReport hangs;                        // with its decoded dumps: never read twice
    std::map<std::string, TextScanSummary> textScans;  // for LoadOptions::knownTextScans
};

class AnalysisCache {
public:
    // Opens or creates the cache at `databasePath`; a cache of ours that is damaged is
    // deleted and created afresh; any other file there is left alone and no cache is used
    // (lastProblem() says why).
    explicit AnalysisCache(std::string databasePath);
    ~AnalysisCache();
    AnalysisCache(const AnalysisCache&) = delete;
    AnalysisCache& operator=(const AnalysisCache&) = delete;

    // The cache every front end uses: the file AW_CACHE_PATH names (tests, benchmarks), else
    // cache.sqlite in the user's private cache folder; "" (no cache, `problem` says why) when
    // that folder is not private.
    static std::string defaultPath(std::string* problem = nullptr);

    bool usable() const { return db_.isOpen(); }
    const std::string& path() const { return path_; }
    // Why the cache was rebuilt or could not be used ("" when all went well).
    const std::string& lastProblem() const { return problem_; }

    // The sizes and mtimes of every file of a bundle (folder, archive or single file):
    // taken before loading, stored with the entry, compared on lookup.
    static std::string fingerprint(const std::string& bundlePath);
    // The catalog's identity: its version plus a hash of every rule definition.
    static std::string catalogKey(const RuleCatalog& catalog);

    // `fingerprint`: the bundle's fingerprint() when the caller has it already ("" to take it now).
    std::optional<CachedAnalysis> lookup(const std::string& bundlePath, const RuleCatalog& catalog,
                                         const std::string& fingerprint = {});
    void store(const std::string& bundlePath, const std::string& fingerprint, const RuleCatalog& catalog,
               const Bundle& bundle, const AnalysisResult& result, const FlightRecorderReport& hangs);

private:
    bool openHealthy();
    std::string path_;
    std::string problem_;
    SqliteDatabase db_;
};

// Where the program keeps the rules' compiled literal databases between runs
// ($XDG_CACHE_HOME/attribution-workbench/compiled-rules); see keepCompiledRulesIn
// (engine/open/open_bundle.h). "" (none, `problem` says why) when the cache folder is not private.
std::string defaultCompiledRulesFolder(std::string* problem = nullptr);

}  // namespace aw

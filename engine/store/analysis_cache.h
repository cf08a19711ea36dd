// A cache of finished analyses, so that opening the same bundle again skips scanning and
// the rules: one SQLite file ($XDG_CACHE_HOME/attribution-workbench/cache.sqlite), apart
// from the notes database. An entry is keyed by the bundle's canonical path, the rule
// catalog (its version and a hash of every rule) and the program version, and is only
// used while every file of the bundle keeps the size and mtime it had when it was read.
// The cache is an optimisation: any trouble with it (a corrupt file, a full disk) means
// a miss, and a damaged file is replaced. It never throws.
#pragma once

#include "engine/core/analysis.h"
#include "engine/attribute/attributor.h"
#include "engine/core/bundle.h"
#include "engine/rules/rule.h"

#include <map>
#include <memory>
#include <optional>
#include <string>

struct sqlite3;

namespace aw {

struct CachedAnalysis {
    AnalysisResult result;
    std::map<std::string, TextScanSummary> textScans;  // for LoadOptions::knownTextScans
};

class AnalysisCache {
public:
    // Opens or creates the cache at `databasePath`; a file that is not a healthy cache is
    // deleted and created afresh.
    explicit AnalysisCache(std::string databasePath);
    ~AnalysisCache();
    AnalysisCache(const AnalysisCache&) = delete;
    AnalysisCache& operator=(const AnalysisCache&) = delete;

    static std::string defaultPath();

    bool usable() const { return db_ != nullptr; }
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
               const Bundle& bundle, const AnalysisResult& result);

private:
    bool openHealthy();
    std::string path_;
    std::string problem_;
    sqlite3* db_ = nullptr;
};

// loadBundle + analyze through the cache: on a hit the text logs are not scanned and the
// rules are not run; on a miss both run and the result is stored, before returning
// (CacheStore::Now) or by the caller once it has shown the result (Later: storing a 2 GB
// bundle's analysis takes a third of a second). `cache` may be null.
enum class CacheStore { Now, Later };
struct OpenedBundle {
    Bundle bundle;
    AnalysisResult result;
    bool fromCache = false;
    // With CacheStore::Later, when the fresh analysis is worth storing: the bundle's
    // fingerprint, taken before reading, for AnalysisCache::store. "" otherwise.
    std::string unstoredFingerprint;
};
OpenedBundle openAndAnalyze(const std::string& path, std::shared_ptr<const RuleCatalog> catalog,
                            const LoadOptions& loadOptions, const AnalyzeOptions& analyzeOptions,
                            AnalysisCache* cache, CacheStore store = CacheStore::Now);

// The rules' compiled literal databases kept between runs: the app-log one takes ~40 ms to
// compile, ~1 ms to read back. The programs keep them in defaultCompiledRulesFolder()
// ($XDG_CACHE_HOME/attribution-workbench/compiled-rules); until keepCompiledRulesIn() is
// called (tests, other users of the library) every process compiles its own.
std::string defaultCompiledRulesFolder();
void keepCompiledRulesIn(const std::string& folder);

}  // namespace aw

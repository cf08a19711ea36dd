// The engine's front door: one call opens a bundle and returns everything a front end
// shows (the loaded bundle, the analysis with every problem, the Flight Recorder hang
// analysis with its dumps decoded as text), through the analysis cache when asked, with
// progress and cancel. The CLI, the workbench's Session, the report command and the
// benchmarks all open bundles here.
#pragma once

#include "engine/attribute/action_selection.h"
#include "engine/attribute/unexplained_lines.h"
#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/dump_text.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/rules/rule_catalog.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace aw {

// What the open is doing, for a progress bar.
enum class OpenStage : std::uint8_t { ReadingRules, Loading, Attributing, Done };

// When a fresh analysis goes to the cache: before openBundle returns, or when the caller
// runs OpenedBundle::storeInCache (the workbench, once the result is shown: storing a big
// bundle's analysis is worth not waiting for).
enum class CacheStore : std::uint8_t { Now, Later };

struct OpenOptions {
    // The rules: a catalog, else the *.json rules of `rulesFolder` (rule development; what
    // cannot be read there becomes a problem of the result), else the built-in catalog.
    std::shared_ptr<const RuleCatalog> catalog;
    std::string rulesFolder;
    // The user's own rules, read after those (engine/attribute/user_rules.h); "" for none.
    // Their problems name "user-rules/FILE".
    std::string userRulesFolder;
    unsigned threads = 0;  // 0: all cores; the result never depends on it
    // An unknown verdict lists the error lines no rule explained (engine/attribute/
    // unexplained_lines.h): a second read of the bundle's text, which the fleet, keeping
    // only each verdict, does without.
    bool unexplainedLines = true;
    // The stage and how far the whole open is, 0..1. Called from worker threads; a new
    // stage is always first reported on the calling thread, while no worker runs.
    std::function<void(OpenStage stage, double fraction)> progress;
    const std::atomic<bool>* cancel = nullptr;
    // The analysis cache's SQLite file ("": no cache): an unchanged bundle opened again
    // with the same rules skips scanning and the rules.
    std::string cachePath;
    CacheStore cacheStore = CacheStore::Now;
    // Text logs of at least twice this size are read in line-aligned pieces of about this
    // size on several threads; the result never depends on it.
    std::size_t textPieceBytes = std::size_t{32} << 20;
    // The earlier jobs that blamed a node: an open fleet store (fleetHistoryOf(),
    // engine/fleet/fleet_history.h). When the verdict's culprit was blamed before, its
    // actions escalate (the repeat_offender rules). Applied after the analysis, so the cache
    // keeps the bundle's own; every front end given the same store gives the same actions.
    std::function<std::vector<PriorBlame>(const std::string& node)> priorBlames;
    // A fleet's healthy jobs (fleetTemplateCountsOf(), engine/fleet/fleet_history.h): an
    // unknown verdict's unexplained lines that fewer of them printed rank first. Without
    // `jobsWith`, ranked within the bundle alone.
    HealthyTemplateCounts healthyTemplates;
    // A bundle collection left partial (its name ends in ".partial", before an archive's
    // extension: `collect` interrupted) opens only when allowed.
    bool allowPartial = false;
};

// Why an open gave nothing to show.
enum class OpenFailure : std::uint8_t {
    None,
    Cancelled,
    NoRules,          // options.rulesFolder holds no readable rule
    NothingReadable,  // the path is missing, or no file of it could be read (bundle->problems say why)
    NotABundle,       // files were read, none a source the loader recognises (a README)
    Partial,          // an interrupted collection's NAME.partial, and OpenOptions::allowPartial not set
};

struct OpenedBundle {
    // Every front end decides on this alone; `error` says why for a person.
    OpenFailure failure = OpenFailure::None;
    std::string error;
    std::shared_ptr<const Bundle> bundle;  // null only when the rules failed
    std::shared_ptr<const RuleCatalog> catalog;
    // The verdict, events and provenance. Its problems: the bundle's, the Flight Recorder
    // dumps', and the rules' that could not be read.
    std::shared_ptr<const AnalysisResult> result;
    // The hang analysis of the Flight Recorder dumps (empty() without dumps).
    std::shared_ptr<const FlightRecorderReport> hangs;
    // The dumps as text for the raw-log view, by file index.
    std::map<std::uint32_t, std::shared_ptr<const FrDumpText>> dumpTexts;
    // The earlier jobs that blamed the culprit (OpenOptions::priorBlames; empty: none).
    std::vector<PriorBlame> fleetBlames;
    bool fromCache = false;
    std::string cacheProblem;  // why the cache was rebuilt or not used ("" when all went well)
    // With CacheStore::Later and a fresh analysis: stores it in the cache (any thread, once).
    std::function<void()> storeInCache;
};

OpenedBundle openBundle(const std::string& path, const OpenOptions& options = {});

// Whether `path` names an interrupted collection: "job.partial", "job.partial.tar.gz".
bool isPartialBundleName(const std::string& path);

// Keeps the rules' compiled literal databases in `folder` between runs (reading one back is
// far quicker than compiling it); the programs pass
// defaultCompiledRulesFolder() (engine/store/analysis_cache.h). Until called, every process
// compiles its own.
void keepCompiledRulesIn(const std::string& folder);

}  // namespace aw

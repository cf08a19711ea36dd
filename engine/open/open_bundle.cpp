#include "engine/open/open_bundle.h"

#include "engine/attribute/attributor.h"
#include "engine/attribute/unexplained_lines.h"
#include "engine/attribute/user_rules.h"
#include "engine/load/archive_reader.h"
#include "engine/load/bundle_loader.h"
#include "engine/match/literal_scanner.h"
#include "engine/open/recognised_sources.h"
#include "engine/store/analysis_cache.h"

#include <filesystem>
#include <optional>
#include <utility>

namespace aw {

namespace {

// Loading is usually the larger part of an open: it takes this share of the progress.
constexpr double kLoadShare = 0.6;

// The rules the options ask for; problems of a rules folder are named as its files.
std::shared_ptr<const RuleCatalog> chooseCatalog(const OpenOptions& options, std::vector<Problem>& problems) {
    if (options.catalog) return options.catalog;
    std::shared_ptr<const RuleCatalog> catalog = builtinCatalog();
    if (!options.rulesFolder.empty()) {
        std::vector<Problem> read;
        catalog = loadCatalogFolder(options.rulesFolder, read);
        for (Problem& p : read) {
            p.file = "rules/" + p.file;
            problems.push_back(std::move(p));
        }
        if (!catalog || catalog->rules.empty()) return nullptr;
    }
    if (!options.userRulesFolder.empty()) catalog = withUserRules(catalog, options.userRulesFolder, problems);
    return catalog;
}

// Every dump the hang analysis read from the bundle, as text for the raw-log view.
std::map<std::uint32_t, std::shared_ptr<const FrDumpText>> dumpTextsOf(const FlightRecorderReport& hangs,
                                                                       const Bundle& bundle) {
    std::map<std::uint32_t, std::shared_ptr<const FrDumpText>> texts;
    for (const FlightRecorderDump& dump : hangs.dumps)
        if (dump.file < bundle.files.size() && dump.path == bundle.files[dump.file].path)
            texts[dump.file] = std::make_shared<const FrDumpText>(renderDumpText(dump));
    return texts;
}

// The earlier jobs that blamed the culprit, and the actions chosen again with them; the
// verdict itself stands. A result nobody blamed before is left as it is (not copied).
std::shared_ptr<const AnalysisResult> withFleetHistory(std::shared_ptr<const AnalysisResult> result,
                                                       const Bundle& bundle, const RuleCatalog& catalog,
                                                       const OpenOptions& options, std::vector<PriorBlame>& earlier) {
    const Verdict& v = result->verdict;
    if (!options.priorBlames || v.culpritNodes.empty()) return result;
    const Event* root = result->findEvent(v.rootEventId);
    ActionContext context{bundle.manifest.scheduler, bundle.manifest.workloadId,
                          options.priorBlames(v.culpritNodes.front())};
    earlier = earlierBlames(v.culpritNodes.front(), v.culpritGpu, root ? root->time : kNoTime, context,
                            faultHistoryOf(catalog));
    if (earlier.empty()) return result;
    auto escalated = std::make_shared<AnalysisResult>(*result);
    reconsiderActions(catalog, *escalated, context);
    return escalated;
}

std::string_view withoutArchiveExtension(std::string_view name) {
    return name.substr(0, name.size() - archiveExtensionOf(name).size());
}

}  // namespace

bool isPartialBundleName(const std::string& path) {
    std::filesystem::path p(path);
    if (!p.has_filename()) p = p.parent_path();  // "job.partial/"
    return withoutArchiveExtension(p.filename().string()).ends_with(".partial");
}

OpenedBundle openBundle(const std::string& path, const OpenOptions& options) {
    OpenedBundle out;
    const auto report = [&](OpenStage stage, double fraction) {
        if (options.progress) options.progress(stage, fraction);
    };
    const auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    // Refused before anything is read: the bundle holds its path alone.
    const auto refuse = [&](OpenFailure failure, std::string error) {
        auto empty = std::make_shared<Bundle>();
        empty->root = path;
        out.bundle = std::move(empty);
        out.failure = failure;
        out.error = std::move(error);
        return out;
    };
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return refuse(OpenFailure::NothingReadable, "no such file or folder");
    if (!options.allowPartial && isPartialBundleName(path))
        return refuse(OpenFailure::Partial,
                      "a partial bundle: its collection was interrupted, and it holds only what was collected before");

    std::vector<Problem> ruleProblems;
    if (!options.catalog && !options.rulesFolder.empty()) report(OpenStage::ReadingRules, 0.0);
    out.catalog = chooseCatalog(options, ruleProblems);
    if (!out.catalog) {
        out.failure = OpenFailure::NoRules;
        out.error = "no rule could be read from " + options.rulesFolder;
        return out;
    }

    report(OpenStage::Loading, 0.0);
    LoadOptions load;
    load.threads = options.threads;
    load.cancel = options.cancel;
    load.textPieceBytes = options.textPieceBytes;
    load.progress = [&](double f) { report(OpenStage::Loading, f * kLoadShare); };
    AnalyzeOptions analyze;
    analyze.threads = options.threads;
    analyze.cancel = options.cancel;
    analyze.textPieceBytes = options.textPieceBytes;
    analyze.progress = [&](double f) { report(OpenStage::Attributing, kLoadShare + f * (1.0 - kLoadShare)); };

    std::optional<AnalysisCache> cache;
    if (!options.cachePath.empty()) cache.emplace(options.cachePath);
    const auto noteCacheProblem = [&] {
        if (cache && !cache->lastProblem().empty()) out.cacheProblem = cache->lastProblem();
    };
    // Taken before reading: a file changed while we read it makes the entry stale.
    const std::string fingerprint = cache ? AnalysisCache::fingerprint(path) : std::string();
    std::optional<CachedAnalysis> hit = cache ? cache->lookup(path, *out.catalog, fingerprint) : std::nullopt;
    noteCacheProblem();

    auto bundle = std::make_shared<Bundle>();
    auto result = std::make_shared<AnalysisResult>();
    auto hangs = std::make_shared<FlightRecorderReport>();
    if (hit) {
        // The text logs are not scanned again, the dumps not read again, the rules not run.
        LoadOptions known = load;
        known.knownTextScans = &hit->textScans;
        *bundle = loadBundle(path, known);
        *result = std::move(hit->result);
        *hangs = std::move(hit->hangs);
        out.fromCache = true;
    } else {
        Attributor attributor(out.catalog);
        const auto duringLoad = attributor.extractionDuringLoad();
        *bundle = loadBundle(path, load, duringLoad.get());
        if (!bundle->cancelled) {
            report(OpenStage::Attributing, kLoadShare);
            *hangs = analyzeFlightRecorder(*bundle);
            attributor.ingest(*bundle, analyze, duringLoad.get(), hangs.get());
            *result = std::move(attributor).attribute();
        }
    }
    if (bundle->cancelled || cancelled()) {
        out.failure = OpenFailure::Cancelled;
        out.error = "cancelled";
        return out;
    }
    if (bundle->files.empty()) {
        out.failure = OpenFailure::NothingReadable;
        out.error = "nothing in the bundle could be read";
    } else if (std::string why = notABundleReason(*bundle); !why.empty()) {
        out.failure = OpenFailure::NotABundle;
        out.error = std::move(why);
    }
    // An unknown verdict says which error-looking lines no rule explained; read again from
    // the bundle on every open (the cache keeps the analysis alone).
    if (out.failure == OpenFailure::None && options.unexplainedLines)
        addUnexplainedLines(*bundle, *result, options.cancel,
                            options.healthyTemplates.jobsWith ? &options.healthyTemplates : nullptr);
    if (cancelled()) {
        out.failure = OpenFailure::Cancelled;
        out.error = "cancelled";
        return out;
    }

    // What the cache keeps is the analysis alone, without the problems of these rules.
    std::shared_ptr<const AnalysisResult> analysed = result;
    if (!ruleProblems.empty()) {
        auto withRules = std::make_shared<AnalysisResult>(*result);
        withRules->problems.insert(withRules->problems.begin(), ruleProblems.begin(), ruleProblems.end());
        out.result = std::move(withRules);
    } else {
        out.result = result;
    }
    out.bundle = bundle;
    out.hangs = hangs;
    out.dumpTexts = dumpTextsOf(*hangs, *bundle);
    if (out.failure == OpenFailure::None)
        out.result = withFleetHistory(out.result, *bundle, *out.catalog, options, out.fleetBlames);
    if (cache && !out.fromCache && out.failure == OpenFailure::None) {
        if (options.cacheStore == CacheStore::Now) {
            cache->store(path, fingerprint, *out.catalog, *bundle, *analysed, *hangs);
            noteCacheProblem();
        } else {
            out.storeInCache = [cachePath = options.cachePath, path, fingerprint, catalog = out.catalog, bundle,
                                analysed, hangs = out.hangs] {
                AnalysisCache later(cachePath);
                later.store(path, fingerprint, *catalog, *bundle, *analysed, *hangs);
            };
        }
    }
    report(OpenStage::Done, 1.0);
    return out;
}

void keepCompiledRulesIn(const std::string& folder) {
    LiteralScanner::keepDatabasesIn(folder);
}

}  // namespace aw

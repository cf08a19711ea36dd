// aw-bench: end-to-end throughput of the engine on a (generated) bundle, compared with a
// plain newline count over the same files. See bench/README.md.
#include "bundle_generator.h"
#include "catalog_doubling.h"
#include "grep_comparison.h"
#include "memory_probe.h"
#include "newline_count.h"
#include "rule_scan_floor.h"

#include "app/allocator/process_allocator.h"
#include "engine/core/atomic_write.h"
#include "engine/core/bundle.h"
#include "engine/load/bundle_loader.h"
#include "engine/match/literal_scanner.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"
#include "views/logs/line_index.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>
#include <cstdlib>
#include <sys/resource.h>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

double loadAverage() {
    double avg[1] = {0};
    return ::getloadavg(avg, 1) == 1 ? avg[0] : -1;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Args {
    std::string bundle;
    std::string generateDir;
    bool small = false;
    unsigned nodes = 1024;
    std::uint64_t bytes = 2'000'000'000;
    unsigned runs = 5;
    unsigned threads = 0;
    bool json = false;
    bool doubling = true;
    bool grep = true;         // ripgrep with the catalog's regexes, when installed
    bool lnav = false;        // lnav's indexing, when installed (slow: asked for)
    bool engineOnly = false;  // only the end-to-end runs: for profiling them
    std::string expectCulprit;
    awbench::Shape shape = awbench::Shape::Megatron;
};

void usage() {
    std::fprintf(
        stderr,
        "usage: aw-bench [--bundle DIR | --generate DIR [--nodes N] [--bytes N] [--shape S] | --generate-small DIR]\n"
        "                [--runs N] [--threads N] [--no-doubling] [--no-grep] [--lnav] [--expect-culprit NODE] [--json]\n"
        "                [--engine-only]  (the end-to-end runs alone, for a profiler)\n");
}

bool parse(int argc, char** argv, Args& a) {
    for (int i = 1; i < argc; ++i) {
        const std::string s = argv[i];
        auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (s == "--bundle") a.bundle = value();
        else if (s == "--generate") a.generateDir = value();
        else if (s == "--generate-small") {
            a.generateDir = value();
            a.small = true;
        } else if (s == "--nodes") a.nodes = static_cast<unsigned>(std::stoul(value()));
        else if (s == "--bytes") a.bytes = std::stoull(value());
        else if (s == "--runs") a.runs = std::max(1u, static_cast<unsigned>(std::stoul(value())));
        else if (s == "--threads") a.threads = static_cast<unsigned>(std::stoul(value()));
        else if (s == "--no-doubling") a.doubling = false;
        else if (s == "--no-grep") a.grep = false;
        else if (s == "--lnav") a.lnav = true;
        else if (s == "--engine-only") a.engineOnly = true;
        else if (s == "--shape") {
            if (!awbench::parseShape(value(), a.shape)) return false;
        } else if (s == "--expect-culprit") a.expectCulprit = value();
        else if (s == "--json") a.json = true;
        else return false;
    }
    if (a.small) {
        a.nodes = 16;
        a.bytes = 20'000'000;
        a.runs = std::min(a.runs, 3u);
    }
    return !a.bundle.empty() || !a.generateDir.empty();
}

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct EngineRun {
    double load = 0, analyze = 0, total = 0;  // load: with every text log's extractors in its pass
    double cpu = 0;                           // user + system seconds of the whole process (all threads) during the run
    std::uint64_t anonPeak = 0;
    std::uint64_t lines = 0;
    std::string culprit;
    std::size_t events = 0;
};

EngineRun runEngine(const std::string& dir, std::shared_ptr<const aw::RuleCatalog> catalog, unsigned threads) {
    EngineRun r;
    awbench::AnonPeakSampler sampler;
    const double cpu0 = cpuSeconds();
    const auto t0 = Clock::now();
    {
        // As the workbench and the CLI open a bundle: the front door, without its cache. The
        // load (with the extractors riding along) ends where the attribution stage begins.
        aw::OpenOptions options;
        options.catalog = std::move(catalog);
        options.threads = threads;
        std::atomic<bool> attributing{false};
        Clock::time_point t1 = t0;
        options.progress = [&](aw::OpenStage stage, double) {
            if (stage == aw::OpenStage::Attributing && !attributing.exchange(true)) t1 = Clock::now();
        };
        const aw::OpenedBundle opened = aw::openBundle(dir, options);
        r.total = secondsSince(t0);
        r.cpu = cpuSeconds() - cpu0;
        r.load = std::chrono::duration<double>(t1 - t0).count();
        r.analyze = r.total - r.load;
        const aw::AnalysisResult& result = *opened.result;
        for (const auto& f : opened.bundle->files) r.lines += f.lineCount;
        r.culprit = result.verdict.culpritNodes.empty() ? "" : result.verdict.culpritNodes.front();
        r.events = result.events.size();
    }
    r.anonPeak = sampler.stop();
    return r;
}

struct IndexRun {
    double seconds = 0;
    std::uint64_t lines = 0;
    std::uint64_t indexBytes = 0;
};

// The raw-log view's line index (views/line_index.h, 32-bit offsets) over every file.
IndexRun runLineIndex(const aw::Bundle& bundle, unsigned threads) {
    IndexRun r;
    std::vector<awv::LineIndex> indexes(bundle.files.size());
    std::atomic<std::size_t> next{0};
    const auto t0 = Clock::now();
    auto worker = [&] {
        std::vector<std::uint64_t> starts;
        for (std::size_t i; (i = next.fetch_add(1)) < bundle.files.size();) {
            if (!bundle.files[i].data) continue;
            const std::string_view bytes = bundle.files[i].data->bytes();
            starts.clear();
            awv::LineIndex::scanLineStarts(bytes, 0, bytes.size(), starts);
            awv::LineIndex& index = indexes[i];
            index.reserve(starts.size() + 1);
            index.appendStart(0);
            for (std::uint64_t s : starts) index.appendStart(s);
            if (!bytes.empty() && bytes.back() != '\n') index.appendStart(bytes.size() + 1);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    r.seconds = secondsSince(t0);
    for (const auto& index : indexes) {
        r.lines += index.lineCount();
        r.indexBytes += index.memoryBytes();
    }
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    Args a;
    if (!parse(argc, argv, a)) {
        usage();
        return 2;
    }
    const unsigned threads = a.threads ? a.threads : std::max(1u, std::thread::hardware_concurrency());
    std::string dir = a.bundle;
    double generateSeconds = 0;
    if (!a.generateDir.empty()) {
        awbench::GeneratorOptions g;
        g.outDir = a.generateDir;
        g.nodes = a.nodes;
        g.totalBytes = a.bytes;
        g.shape = a.shape;
        const auto t0 = Clock::now();
        const awbench::GeneratedBundle gen = awbench::generateBundle(g);
        generateSeconds = secondsSince(t0);
        dir = a.generateDir;
        if (a.expectCulprit.empty()) a.expectCulprit = gen.culpritNodeName;
        if (!a.json)
            std::printf("generated %s (%s): %u nodes, %.1f MB, %llu lines, %llu files in %.1f s\n", dir.c_str(),
                        awbench::shapeName(a.shape), a.nodes, gen.bytes / 1e6,
                        static_cast<unsigned long long>(gen.lines), static_cast<unsigned long long>(gen.files),
                        generateSeconds);
    }

    const awbench::FileList files = awbench::listFiles(dir);
    awbench::countNewlines(files, threads);  // warm the page cache
    if (a.engineOnly) {
        std::vector<double> totals, cpus;
        std::uint64_t peak = 0;
        for (unsigned r = 0; r < a.runs; ++r) {
            const EngineRun run = runEngine(dir, aw::builtinCatalog(), threads);
            totals.push_back(run.total);
            cpus.push_back(run.cpu);
            peak = std::max(peak, run.anonPeak);
        }
        std::printf("end to end      %.3f s, %.2f CPU-s, heap peak %.1f MB (median of %u runs, %u threads)\n",
                    median(totals), median(cpus), peak / 1e6, a.runs, threads);
        return 0;
    }
    std::vector<double> baseline, baselineCpu;
    awbench::NewlineCount nl;
    for (unsigned r = 0; r < a.runs; ++r) {
        const double c0 = cpuSeconds();
        const auto t0 = Clock::now();
        nl = awbench::countNewlines(files, threads);
        baseline.push_back(secondsSince(t0));
        baselineCpu.push_back(cpuSeconds() - c0);
    }
    std::vector<double> readBaseline;  // the fastest plain count (read + SIMD, as wc -l)
    for (unsigned r = 0; r < a.runs; ++r) {
        const auto t0 = Clock::now();
        const awbench::NewlineCount read = awbench::countNewlinesRead(files, threads);
        readBaseline.push_back(secondsSince(t0));
        if (read.newlines != nl.newlines) {
            std::fprintf(stderr, "the two newline counts differ: %llu and %llu\n",
                         static_cast<unsigned long long>(nl.newlines), static_cast<unsigned long long>(read.newlines));
            return 1;
        }
    }

    const auto catalog = aw::builtinCatalog();
    std::vector<double> loads, analyses, totals, cpus;
    EngineRun last;
    std::uint64_t anonPeak = 0;
    const std::uint64_t anonBefore = awbench::currentAnonBytes();
    for (unsigned r = 0; r < a.runs; ++r) {
        last = runEngine(dir, catalog, threads);
        loads.push_back(last.load);
        analyses.push_back(last.analyze);
        totals.push_back(last.total);
        cpus.push_back(last.cpu);
        anonPeak = std::max(anonPeak, last.anonPeak);
    }

    IndexRun index;
    awbench::RuleScanFloor floor, lineFloor;
    aw::LiteralScanner::RaceTally floorRaces;  // its own scanners race too: not the analysis's
    {
        aw::LoadOptions lo;
        lo.threads = threads;
        const aw::Bundle bundle = aw::loadBundle(dir, lo);
        std::vector<double> times;
        for (unsigned r = 0; r < std::min(a.runs, 3u); ++r) {
            index = runLineIndex(bundle, threads);
            times.push_back(index.seconds);
        }
        index.seconds = median(times);
        times.clear();
        floorRaces = aw::LiteralScanner::raceTally();
        for (unsigned r = 0; r < a.runs; ++r) {
            floor = awbench::scanRuleLiterals(bundle, *catalog, threads);
            times.push_back(floor.seconds);
        }
        floor.seconds = median(times);
        times.clear();
        for (unsigned r = 0; r < a.runs; ++r) {
            lineFloor = awbench::scanRuleLiterals(bundle, *catalog, threads, /*withLines=*/true);
            times.push_back(lineFloor.seconds);
        }
        lineFloor.seconds = median(times);
        const aw::LiteralScanner::RaceTally after = aw::LiteralScanner::raceTally();
        floorRaces = {after.native - floorRaces.native, after.baseline - floorRaces.baseline};
    }

    std::vector<double> doubledTotals, doubledAnalyses, doubledCpus;
    std::size_t added = 0;
    if (a.doubling) {
        const auto doubled = awbench::doubledCatalog(*catalog, added);
        for (unsigned r = 0; r < std::min(a.runs, 3u); ++r) {
            const EngineRun d = runEngine(dir, doubled, threads);
            doubledTotals.push_back(d.total);
            doubledAnalyses.push_back(d.analyze);
            doubledCpus.push_back(d.cpu);
        }
    }

    // What a user would run instead (issue 28): ripgrep counting the catalog's matches, lnav
    // indexing the files; in this run, alternated with nothing else, the same threads.
    std::optional<awbench::ExternalRun> ripgrep, lnav;
    std::size_t patterns = 0;
    if (a.grep) {
        const std::string patternFile =
            (std::filesystem::temp_directory_path() / ("aw-bench-rg-" + std::to_string(::getpid()) + ".txt")).string();
        if (const aw::Result<void> written =
                aw::writeFileAtomically(patternFile, awbench::ripgrepPatterns(*catalog, patterns));
            !written) {
            std::fprintf(stderr, "%s\n", written.failure().message.c_str());
            return 1;
        }
        ripgrep = awbench::timeRipgrep(dir, patternFile, threads, a.runs);
        std::error_code ec;
        std::filesystem::remove(patternFile, ec);
    }
    if (a.lnav) lnav = awbench::timeLnav(dir, std::min(a.runs, 3u));

    // Second open: the same bundle through the analysis cache (a fresh cache file).
    double cacheStore = 0, cacheHit = 0;
    std::uint64_t cacheBytes = 0;
    bool cacheOk = true;
    {
        const std::string cachePath =
            (std::filesystem::temp_directory_path() / ("aw-bench-cache-" + std::to_string(::getpid()) + ".sqlite"))
                .string();
        {
            aw::OpenOptions options;
            options.catalog = catalog;
            options.threads = threads;
            options.cachePath = cachePath;
            auto t0 = Clock::now();
            cacheOk = !aw::openBundle(dir, options).fromCache;
            cacheStore = secondsSince(t0);
            std::vector<double> hits;
            for (unsigned r = 0; r < a.runs; ++r) {
                t0 = Clock::now();
                const aw::OpenedBundle o = aw::openBundle(dir, options);
                hits.push_back(secondsSince(t0));
                cacheOk = cacheOk && o.fromCache &&
                          (a.expectCulprit.empty() || (!o.result->verdict.culpritNodes.empty() &&
                                                       o.result->verdict.culpritNodes.front() == a.expectCulprit));
            }
            cacheHit = median(hits);
        }
        std::error_code ec;
        cacheBytes = std::filesystem::file_size(cachePath, ec);
        for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(cachePath + suffix, ec);
    }

    // A floor that read less than the text logs, or found no literal at all, would flatter.
    const bool floorOk = floor.bytes == floor.expectedBytes && floor.bytes > 0 && floor.hits > 0;
    if (!floorOk)
        std::fprintf(stderr, "the rules-alone scan read %llu of %llu bytes and found %llu literals\n",
                     static_cast<unsigned long long>(floor.bytes), static_cast<unsigned long long>(floor.expectedBytes),
                     static_cast<unsigned long long>(floor.hits));
    const double gb = static_cast<double>(files.bytes) / 1e9;
    const double tRead = median(readBaseline);
    const double tBase = median(baseline), tTotal = median(totals), tLoad = median(loads), tAnalyze = median(analyses);
    const double cpuBase = median(baselineCpu), cpuTotal = median(cpus), cpuDoubled = median(doubledCpus);
    const double tDoubled = median(doubledTotals), tDoubledAnalyze = median(doubledAnalyses);
    const bool culpritOk = a.expectCulprit.empty() || last.culprit == a.expectCulprit;
    const double bytesPerLine =
        index.lines ? static_cast<double>(index.indexBytes) / static_cast<double>(index.lines) : 0;
    const std::uint64_t peakRss = awbench::peakRssBytes();
    // Each analysis races Vectorscan's two codes on its big texts, per literal set (code_race.h).
    aw::LiteralScanner::RaceTally tally = aw::LiteralScanner::raceTally();
    tally.native -= floorRaces.native;
    tally.baseline -= floorRaces.baseline;
    const std::string scanCode = tally.native + tally.baseline == 0
                                     ? std::string("no race (forced, or no code wider than SSSE3)")
                                     : "races won: native " + std::to_string(tally.native) + ", baseline (SSSE3) " +
                                           std::to_string(tally.baseline);
    // 0 when the program is not installed or failed.
    const double rgSeconds = ripgrep && ripgrep->error.empty() ? ripgrep->seconds : 0;
    const double lnavSeconds = lnav && lnav->error.empty() ? lnav->seconds : 0;
    if (a.json) {
        std::printf(
            "{\"bundle\": \"%s\", \"threads\": %u, \"runs\": %u, \"files\": %zu, \"bytes\": %llu, "
            "\"lines\": %llu, \"newline_count_s\": %.4f, \"newline_count_gbps\": %.3f, "
            "\"load_s\": %.4f, \"analyze_s\": %.4f, \"end_to_end_s\": %.4f, \"end_to_end_gbps\": %.3f, "
            "\"ratio_to_newline_count\": %.2f, \"line_index_s\": %.4f, \"line_index_bytes_per_line\": %.3f, "
            "\"heap_peak_bytes\": %llu, \"heap_before_bytes\": %llu, \"peak_rss_bytes\": %llu, "
            "\"rules_added\": %zu, \"doubled_end_to_end_s\": %.4f, \"doubled_analyze_s\": %.4f, "
            "\"events\": %zu, \"culprit\": \"%s\", \"culprit_ok\": %s, \"first_open_with_cache_store_s\": %.4f, "
            "\"second_open_from_cache_s\": %.4f, \"cache_file_bytes\": %llu, \"cache_ok\": %s, "
            "\"load_average\": %.2f, \"newline_count_cpu_s\": %.4f, \"end_to_end_cpu_s\": %.4f, "
            "\"cpu_ratio_to_newline_count\": %.2f, \"doubled_end_to_end_cpu_s\": %.4f, \"literal_scan_code\": \"%s\", "
            "\"read_newline_count_s\": %.4f, \"ratio_to_read_newline_count\": %.2f, "
            "\"rule_scan_floor_s\": %.4f, \"rule_scan_floor_bytes\": %llu, "
            "\"floor_ratio_to_read_newline_count\": %.2f, \"line_floor_s\": %.4f, \"line_floor_lines\": %llu, \"ripgrep_s\": %.4f, \"ratio_to_ripgrep\": %.3f, "
            "\"lnav_s\": %.4f, \"lnav_ratio_to_analysis\": %.2f}\n",
            dir.c_str(), threads, a.runs, files.paths.size(), static_cast<unsigned long long>(files.bytes),
            static_cast<unsigned long long>(last.lines), tBase, gb / tBase, tLoad, tAnalyze, tTotal, gb / tTotal,
            tTotal / tBase, index.seconds, bytesPerLine, static_cast<unsigned long long>(anonPeak),
            static_cast<unsigned long long>(anonBefore), static_cast<unsigned long long>(peakRss), added, tDoubled,
            tDoubledAnalyze, last.events, last.culprit.c_str(), culpritOk ? "true" : "false", cacheStore, cacheHit,
            static_cast<unsigned long long>(cacheBytes), cacheOk ? "true" : "false", loadAverage(), cpuBase, cpuTotal,
            cpuTotal / cpuBase, cpuDoubled, scanCode.c_str(), tRead, tTotal / tRead, floor.seconds,
            static_cast<unsigned long long>(floor.bytes), floor.seconds / tRead, lineFloor.seconds,
            static_cast<unsigned long long>(lineFloor.lines), rgSeconds, rgSeconds > 0 ? tTotal / rgSeconds : 0.0,
            lnavSeconds, lnavSeconds > 0 ? lnavSeconds / tTotal : 0.0);
    } else {
        std::printf("bundle          %s: %zu files, %.3f GB, %llu lines (%llu newlines)\n", dir.c_str(),
                    files.paths.size(), gb, static_cast<unsigned long long>(last.lines),
                    static_cast<unsigned long long>(nl.newlines));
        std::printf("threads/runs    %u threads, median of %u runs, warm page cache\n", threads, a.runs);
        std::printf("newline count   %.3f s  %.2f GB/s  (mmap + memchr, the baseline)\n", tBase, gb / tBase);
        std::printf("                %.3f s  %.2f GB/s  (read + SIMD, as wc -l: the fastest plain count)\n", tRead,
                    gb / tRead);
        std::printf("end to end      %.3f s  %.2f GB/s  (load and every extractor %.3f s + attribution %.3f s)\n",
                    tTotal, gb / tTotal, tLoad, tAnalyze);
        std::printf("ratio           %.2fx the newline count (mmap + memchr); %.2fx the read + SIMD count\n",
                    tTotal / tBase, tTotal / tRead);
        std::printf("rules alone     %.3f s  %.2f GB/s  (read + every rule's literals found in %.2f GB of text logs, "
                    "nothing else): %.2fx the read + SIMD count\n",
                    floor.seconds, floor.bytes / 1e9 / floor.seconds, floor.bytes / 1e9, floor.seconds / tRead);
        std::printf("rules + lines   %.3f s  %.2f GB/s  (the same, and every one of %llu lines split and given its "
                    "time, rank and host: what each line costs before any rule runs)\n",
                    lineFloor.seconds, lineFloor.bytes / 1e9 / lineFloor.seconds,
                    static_cast<unsigned long long>(lineFloor.lines));
        std::printf("cpu time        end to end %.2f CPU-s (%.2f GB per CPU-s), newline count %.2f CPU-s: %.2fx\n",
                    cpuTotal, gb / cpuTotal, cpuBase, cpuTotal / cpuBase);
        std::printf("line index      %.3f s, %.2f bytes/line (views' LineIndex over every file)\n", index.seconds,
                    bytesPerLine);
        std::printf(
            "memory          heap peak %.1f MB (RssAnon, %.1f MB before), peak RSS %.1f MB incl. mapped files\n",
            anonPeak / 1e6, anonBefore / 1e6, peakRss / 1e6);
        if (a.doubling)
            std::printf("rule scaling    +%zu extractors: end to end %.3f s (%.2fx), %.2f CPU-s (%.2fx)\n", added,
                        tDoubled, tDoubled / tTotal, cpuDoubled, cpuDoubled / cpuTotal);
        std::printf("cache           first open + store %.3f s; second open from cache %.3f s (%.1f MB file)%s\n",
                    cacheStore, cacheHit, cacheBytes / 1e6, cacheOk ? "" : "  <-- NOT A HIT");
        std::printf("literal scan    Vectorscan %s (AW_VECTORSCAN=native|baseline forces one)\n", scanCode.c_str());
        std::printf("machine load    %.2f (1-minute load average at the end; other work skews the figures)\n",
                    loadAverage());
        std::printf("allocator       %s (as the workbench and attribution-cli)\n", aw::processAllocator().c_str());
        if (ripgrep && ripgrep->error.empty())
            std::printf(
                "ripgrep         %.3f s  (%s, rg -c -f with the %zu regex extractors, %u threads): the analysis takes "
                "%.2fx its time (rules alone %.2fx, rules + lines %.2fx)\n",
                ripgrep->seconds, ripgrep->version.c_str(), patterns, threads, tTotal / ripgrep->seconds,
                floor.seconds / ripgrep->seconds, lineFloor.seconds / ripgrep->seconds);
        else if (ripgrep) std::printf("ripgrep         did not run: %.300s\n", ripgrep->error.c_str());
        else if (a.grep) std::printf("ripgrep         not installed (apt-get install ripgrep)\n");
        if (lnav && lnav->error.empty())
            std::printf(
                "lnav            %.3f s  (%s, lnav -n -q -r and a count over all_logs: loading and indexing every file): %.1fx the analysis's time\n",
                lnav->seconds, lnav->version.c_str(), lnav->seconds / tTotal);
        else if (lnav) std::printf("lnav            did not run: %.300s\n", lnav->error.c_str());
        else if (a.lnav) std::printf("lnav            not installed (apt-get install lnav)\n");
        std::printf("verdict         culprit %s, %zu events%s\n",
                    last.culprit.empty() ? "(none)" : last.culprit.c_str(), last.events,
                    culpritOk ? "" : "  <-- UNEXPECTED");
    }
    return culpritOk && cacheOk && floorOk ? 0 : 1;
}

// Differential: the extractors riding along the loader's pass (ExtractionDuringLoad) find
// exactly the hits that loading and then extracting finds, for any log. The first byte
// chooses where the log lies (a node's train.log or dmesg.log, a node folder named by an
// alias, or the job's output placed by the hosts its lines name) and how small the
// loader's and the extractors' pieces are; the rest is the log.
#include "engine/attribute/extraction_during_load.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/load/bundle_loader.h"
#include "tests/fuzz/builtin_extract_phase.h"
#include "tests/fuzz/fuzz_input.h"
#include "tests/support/files.h"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

// One folder per process, rewritten for every input; removed at exit.
const awtest::TempFolder& bundleDir() {
    static const awtest::TempFolder dir;
    return dir;
}

// Everything the extractors keep, in key order.
std::string dump(const aw::ExtractedStore& store) {
    std::vector<std::pair<aw::HitKey, const aw::CollapsedHit*>> hits;
    for (const auto& [key, hit] : store.hits) hits.emplace_back(key, &hit);
    std::sort(hits.begin(), hits.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::ostringstream out;
    for (const auto& [key, hit] : hits) {
        out << key.rule << '|' << key.node << '|' << key.gpu << '|' << key.device << ": " << hit->count << ' '
            << hit->firstTime << ' ' << hit->lastTime << ' ' << hit->rank << ' ' << hit->firstKey.time << ' '
            << hit->firstKey.line << ' ' << hit->firstKey.offset << '\n';
        for (const auto& [name, value] : hit->captures) out << "  " << name << '=' << value << '\n';
        for (const aw::TimedEvidence& ev : hit->evidence)
            out << "  " << ev.ref.file << ':' << ev.ref.where.line << '@' << ev.ref.where.offset << '+'
                << ev.ref.where.length << ' ' << ev.ref.matchBegin << '-' << ev.ref.matchEnd << ' ' << ev.key.time
                << ' ' << ev.ref.text << '\n';
    }
    for (std::uint64_t n : store.ruleHits) out << n << ' ';
    return out.str();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const awtest::BuiltinExtractPhase phase;
    std::string_view text = awfuzz::asText(data, size);
    const unsigned mode = awfuzz::takeByte(text);
    static const char* const kPlaces[] = {"nodes/node001/train.log", "nodes/node001/dmesg.log",
                                          "nodes/node002.cluster.local/train.log", "slurm-1.out"};
    const awtest::TempFolder& dir = bundleDir();
    std::error_code ec;
    for (const char* place : kPlaces) fs::remove(dir.file(place), ec);  // the last input's log
    dir.write("bundle.json", R"({"format": "attribution-bundle/1", "nodes": [
        {"name": "node001", "boot_time": "2026-11-20T03:14:26Z"},
        {"name": "node002", "aliases": ["node002.cluster.local"]}]})");
    dir.write(kPlaces[mode % 4], text);

    aw::LoadOptions load;
    load.threads = 1;
    load.textPieceBytes = std::size_t{8} << ((mode >> 2) % 8);  // 8 B to 1 kB
    aw::AnalyzeOptions analyze;
    analyze.threads = 1;
    analyze.textPieceBytes = std::size_t{16} << ((mode >> 5) % 8);

    aw::ExtractedStore separately;
    const aw::Bundle loaded = aw::loadBundle(dir.path(), load);
    phase->ingest(loaded, analyze, separately, {}, aw::analyzeFlightRecorder(loaded));

    aw::ExtractedStore together;
    aw::ExtractionDuringLoad duringLoad(*phase);
    const aw::Bundle visited = aw::loadBundle(dir.path(), load, &duringLoad);
    const std::vector<bool> seen = duringLoad.logsSeenWhole(visited);
    phase->ingest(visited, analyze, together, seen, aw::analyzeFlightRecorder(visited));
    duringLoad.moveHitsTo(visited, seen, together);

    if (dump(separately) != dump(together)) __builtin_trap();
    return 0;
}

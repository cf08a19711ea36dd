// attribution-cli inspect BUNDLE [--json] [--no-cache] [--allow-partial]: what the loader
// found — nodes with their sources, observation counts, the time window and every problem.
// Opened through the front door like every command (an unchanged bundle from the cache).
#include "app/cli/commands.h"
#include "app/cli/exit_status.h"
#include "app/cli/terminal_out.h"

#include "engine/core/json_writer.h"
#include "engine/open/open_bundle.h"
#include "engine/store/analysis_cache.h"

#include <cstdio>
#include <string>
#include <vector>

namespace awcli {
namespace {

// "0-7,9,12-13"
std::string compactRanks(const std::vector<int>& ranks) {
    std::string out;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1) ++j;
        if (!out.empty()) out += ',';
        out += std::to_string(ranks[i]);
        if (j > i) out += '-' + std::to_string(ranks[j]);
        i = j + 1;
    }
    return out;
}

std::vector<std::vector<std::uint32_t>> filesByNode(const aw::Bundle& b, std::vector<std::uint32_t>& unassigned) {
    std::vector<std::vector<std::uint32_t>> byNode(b.nodes.size());
    for (std::uint32_t i = 0; i < b.files.size(); ++i) {
        if (b.files[i].node < b.nodes.size()) byNode[b.files[i].node].push_back(i);
        else unassigned.push_back(i);
    }
    return byNode;
}

void writeSource(aw::JsonWriter& w, const aw::SourceFile& f) {
    w.beginObject();
    w.key("path").value(f.path);
    w.key("format").value(aw::toString(f.format));
    w.key("kind").value(aw::toString(f.source));
    w.key("lines").value(static_cast<std::uint64_t>(f.lineCount));
    w.key("observations").value(static_cast<std::uint64_t>(f.observationCount));
    w.key("untimed").value(static_cast<std::uint64_t>(f.untimedCount));
    w.key("first_time").value(aw::formatIsoUtc(f.firstTime));
    w.key("last_time").value(aw::formatIsoUtc(f.lastTime));
    w.endObject();
}

std::uint64_t observationTotal(const aw::Bundle& b) {
    std::uint64_t n = 0;
    for (const auto& f : b.files) n += f.observationCount;
    return n;
}

int printJson(const aw::Bundle& b) {
    std::string out;
    aw::JsonWriter w(out);
    std::vector<std::uint32_t> unassigned;
    const auto byNode = filesByNode(b, unassigned);
    w.beginObject();
    w.key("bundle").value(b.root);
    w.key("workload");
    if (b.manifest.present) {
        w.beginObject();
        w.key("id").value(b.manifest.workloadId);
        w.key("name").value(b.manifest.workloadName);
        w.key("scheduler").value(b.manifest.scheduler);
        w.endObject();
    } else {
        w.null();
    }
    w.key("time_window").beginObject();
    w.key("start").value(aw::formatIsoUtc(b.firstTime()));
    w.key("end").value(aw::formatIsoUtc(b.lastTime()));
    w.endObject();
    w.key("nodes").beginArray();
    for (std::size_t n = 0; n < b.nodes.size(); ++n) {
        const aw::Node& node = b.nodes[n];
        w.beginObject();
        w.key("name").value(node.name);
        w.key("aliases").beginArray();
        for (const auto& a : node.aliases) w.value(a);
        w.endArray();
        w.key("ranks").beginArray();
        for (int r : node.ranks) w.value(r);
        w.endArray();
        w.key("sources").beginArray();
        for (std::uint32_t i : byNode[n]) writeSource(w, b.files[i]);
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key("unassigned_sources").beginArray();
    for (std::uint32_t i : unassigned) writeSource(w, b.files[i]);
    w.endArray();
    w.key("metric_series").value(static_cast<std::uint64_t>(b.metrics.size()));
    w.key("observation_count").value(observationTotal(b));
    w.key("cancelled").value(b.cancelled);
    w.key("problems").beginArray();
    for (const aw::Problem& p : b.problems) {
        w.beginObject();
        w.key("file").value(p.file);
        w.key("line").value(p.line);
        w.key("severity").value(aw::toString(p.severity));
        w.key("message").value(p.message);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    out += '\n';
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

void printSource(const aw::SourceFile& f) {
    // "untimed": lines that gave no time of their own; many of them mean a stamp format we
    // do not read, which a user must be able to see.
    say(stdout, "    %-48s %-16s %-10s %8llu lines %8llu observations %8llu untimed\n", f.path.c_str(),
        aw::toString(f.format), aw::toString(f.source), static_cast<unsigned long long>(f.lineCount),
        static_cast<unsigned long long>(f.observationCount), static_cast<unsigned long long>(f.untimedCount));
}

int printText(const aw::Bundle& b) {
    std::vector<std::uint32_t> unassigned;
    const auto byNode = filesByNode(b, unassigned);
    say(stdout, "bundle:      %s\n", b.root.c_str());
    if (b.manifest.present)
        say(stdout, "workload:    %s (%s, %s)\n", b.manifest.workloadId.c_str(), b.manifest.workloadName.c_str(),
            b.manifest.scheduler.c_str());
    else say(stdout, "workload:    (no manifest)\n");
    say(stdout, "time window: %s .. %s\n", aw::formatIsoUtc(b.firstTime()).c_str(),
        aw::formatIsoUtc(b.lastTime()).c_str());
    say(stdout, "nodes:       %zu\n", b.nodes.size());
    for (std::size_t n = 0; n < b.nodes.size(); ++n) {
        const aw::Node& node = b.nodes[n];
        std::string aliases;
        for (const auto& a : node.aliases) aliases += (aliases.empty() ? "" : ", ") + a;
        say(stdout, "  %s", node.name.c_str());
        if (!aliases.empty()) say(stdout, "  aliases: %s", aliases.c_str());
        if (!node.ranks.empty()) say(stdout, "  ranks: %s", compactRanks(node.ranks).c_str());
        say(stdout, "\n");
        for (std::uint32_t i : byNode[n]) printSource(b.files[i]);
    }
    if (!unassigned.empty()) {
        say(stdout, "sources without a node:\n");
        for (std::uint32_t i : unassigned) printSource(b.files[i]);
    }
    say(stdout, "metric series: %zu\n", b.metrics.size());
    say(stdout, "observations:  %llu\n", static_cast<unsigned long long>(observationTotal(b)));
    if (b.cancelled) say(stdout, "(loading was cancelled)\n");
    say(stdout, "problems:      %zu\n", b.problems.size());
    for (const aw::Problem& p : b.problems) {
        std::string where = p.file.empty() ? "(bundle)" : p.file;
        if (p.line) where += ":" + std::to_string(p.line);
        say(stdout, "  %-7s %s: %s\n", aw::toString(p.severity), where.c_str(), p.message.c_str());
    }
    return 0;
}

}  // namespace

int inspect(const Args& args) {
    static constexpr const char* kUsage =
        "usage: attribution-cli inspect BUNDLE [--json] [--no-cache] [--allow-partial]\n"
        "  --json            one JSON object instead of the listing\n"
        "  --no-cache        do not use the analysis cache\n"
        "  --allow-partial   open a bundle an interrupted collect left as NAME.partial\n"
        "exit status: 0 listed, 1 the bundle cannot be opened or is no bundle (still listed), 2 usage\n";
    std::string path;
    bool json = false;
    aw::OpenOptions options;
    options.cachePath = aw::AnalysisCache::defaultPath();
    for (const std::string& a : args) {
        if (a == "--help" || a == "-h") {
            std::fputs(kUsage, stdout);
            return kExitOk;
        } else if (a == "--json") {
            json = true;
        } else if (a == "--no-cache") {
            options.cachePath.clear();
        } else if (a == "--allow-partial") {
            options.allowPartial = true;
        } else if (!a.empty() && a[0] == '-') {
            say(stderr, "attribution-cli inspect: unknown option %s\n%s", a.c_str(), kUsage);
            return kExitUsage;
        } else if (path.empty()) {
            path = a;
        } else {
            say(stderr, "attribution-cli inspect: one bundle at a time\n%s", kUsage);
            return kExitUsage;
        }
    }
    if (path.empty()) {
        say(stderr, "attribution-cli inspect: missing BUNDLE\n%s", kUsage);
        return kExitUsage;
    }
    const aw::OpenedBundle opened = aw::openBundle(path, options);
    const auto refuse = [&] {
        say(stderr, "attribution-cli inspect: %s: %s%s\n", path.c_str(), opened.error.c_str(),
            opened.failure == aw::OpenFailure::Partial ? " (--allow-partial opens it)" : "");
        return kExitFailed;
    };
    // What was read is listed even when it is no bundle: inspect is where one sees why.
    if (opened.failure != aw::OpenFailure::None && opened.failure != aw::OpenFailure::NotABundle) {
        if (opened.bundle)
            for (const aw::Problem& p : opened.bundle->problems)
                if (p.file.empty() && p.severity == aw::Severity::Error)
                    say(stderr, "attribution-cli inspect: %s: %s\n", path.c_str(), p.message.c_str());
        return refuse();
    }
    const int listed = json ? printJson(*opened.bundle) : printText(*opened.bundle);
    return opened.failure == aw::OpenFailure::NotABundle ? refuse() : listed;
}

}  // namespace awcli

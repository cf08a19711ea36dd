#include "engine/flight_recorder/hang_analysis.h"

#include "engine/flight_recorder/dump_reader.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace aw {
namespace {

// One rank's view of one process group.
struct RankProgress {
    int rank = -1;
    const FlightRecorderDump* dump = nullptr;
    std::map<std::int64_t, const FrEntry*> bySeq;  // collectives (not p2p) of this group
    std::int64_t enqueued = -1;
    std::int64_t completed = -1;
    std::uint64_t statusOffset = 0;
};

struct Group {
    std::string name;
    std::string desc;
    std::set<int> members;
    std::vector<RankProgress> ranks;  // ranks with a dump, ascending
};

struct Candidate {
    FrFindingKind kind;
    std::int64_t seq;
    int rank;
};

int kindOrder(FrFindingKind kind) {
    switch (kind) {
        case FrFindingKind::Desync: return 0;
        case FrFindingKind::NeverScheduled: return 1;
        case FrFindingKind::NotCompleted: return 2;
        case FrFindingKind::NotStarted: return 3;
        case FrFindingKind::MissingDump: return 4;
    }
    return 5;
}

std::string signature(const FrEntry& e) { return e.profilingName + " " + formatSizes(e); }

std::string nodeOf(const std::map<int, std::string>& rankNodes, int rank) {
    auto it = rankNodes.find(rank);
    return it == rankNodes.end() ? std::string() : it->second;
}

// "rank 5 on node001", "ranks 5 (node001) and 12 (node002)", "ranks 0-4, 6-15".
std::string describeRanks(const std::vector<int>& ranks, const std::map<int, std::string>& rankNodes) {
    if (ranks.size() == 1) {
        std::string node = nodeOf(rankNodes, ranks[0]);
        return "rank " + std::to_string(ranks[0]) + (node.empty() ? "" : " on " + node);
    }
    if (ranks.size() > 6) return "ranks " + formatRankList(ranks);
    std::string out = "ranks ";
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (i) out += i + 1 == ranks.size() ? " and " : ", ";
        out += std::to_string(ranks[i]);
        std::string node = nodeOf(rankNodes, ranks[i]);
        if (!node.empty()) out += " (" + node + ")";
    }
    return out;
}

std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
    return s;
}

std::string groupLabel(const Group& g) {
    return "process group " + g.name + (g.desc.empty() ? "" : " (" + g.desc + ")");
}

std::vector<Group> buildGroups(const std::vector<FlightRecorderDump>& dumps) {
    std::map<std::string, Group> groups;
    for (const auto& dump : dumps) {
        for (const auto& config : dump.groups) {
            Group& g = groups[config.name];
            g.name = config.name;
            if (g.desc.empty()) g.desc = config.desc;
            g.members.insert(config.ranks.begin(), config.ranks.end());
        }
        for (const auto& e : dump.entries) {
            if (e.pgName.empty()) continue;
            Group& g = groups[e.pgName];
            g.name = e.pgName;
            if (g.desc.empty()) g.desc = e.pgDesc;
        }
    }
    for (auto& [name, g] : groups) {
        for (const auto& dump : dumps) {
            // pg_status is keyed by the rank-local id; entries tell which global group it is.
            std::map<std::string, std::string> localToName;
            for (const auto& e : dump.entries) localToName.emplace(e.pgId, e.pgName);
            RankProgress p;
            p.rank = dump.rank;
            p.dump = &dump;
            bool involved = g.members.count(dump.rank) > 0;
            for (const auto& e : dump.entries) {
                if (e.pgName != name || e.isP2p || e.collectiveSeqId < 0) continue;
                involved = true;
                p.bySeq[e.collectiveSeqId] = &e;
                p.enqueued = std::max(p.enqueued, e.collectiveSeqId);
                if (e.state == CollectiveState::Completed) p.completed = std::max(p.completed, e.collectiveSeqId);
            }
            for (const auto& s : dump.status) {
                auto it = localToName.find(s.pgId);
                const std::string& global = it != localToName.end() ? it->second : s.pgId;
                if (global != name) continue;
                involved = true;
                p.enqueued = std::max(p.enqueued, s.lastEnqueued);
                p.completed = std::max(p.completed, s.lastCompleted);
                p.statusOffset = s.offset;
            }
            if (!involved) continue;
            if (g.members.empty() || !g.members.count(dump.rank)) g.members.insert(dump.rank);
            g.ranks.push_back(std::move(p));
        }
    }
    std::vector<Group> out;
    for (auto& [name, g] : groups) out.push_back(std::move(g));
    return out;
}

// The profiling name most ranks used at `seq` (ties: the lowest rank's).
std::string commonOp(const Group& g, std::int64_t seq, const std::set<int>& exclude) {
    std::map<std::string, int> counts;
    std::string best;
    int bestCount = 0;
    for (const auto& p : g.ranks) {
        if (exclude.count(p.rank)) continue;
        auto it = p.bySeq.find(seq);
        if (it == p.bySeq.end()) continue;
        int c = ++counts[it->second->profilingName];
        if (c > bestCount) { bestCount = c; best = it->second->profilingName; }
    }
    return best;
}

void analyzeGroup(const Group& g, const std::map<int, std::string>& rankNodes, std::vector<FrFinding>& out) {
    if (g.ranks.empty()) return;
    std::int64_t maxEnqueued = -1, maxCompleted = -1;
    for (const auto& p : g.ranks) {
        maxEnqueued = std::max(maxEnqueued, p.enqueued);
        maxCompleted = std::max(maxCompleted, p.completed);
    }
    if (maxEnqueued < 0) return;

    std::vector<Candidate> candidates;
    std::map<std::int64_t, std::string> desyncDetail;  // seq -> the majority's signature

    // (c) A desync: the first sequence number where the ranks disagree on what they call.
    std::set<std::int64_t> allSeqs;
    for (const auto& p : g.ranks)
        for (const auto& [seq, e] : p.bySeq) allSeqs.insert(seq);
    for (std::int64_t seq : allSeqs) {
        std::map<std::string, std::vector<int>> bySignature;
        for (const auto& p : g.ranks)
            if (auto it = p.bySeq.find(seq); it != p.bySeq.end())
                bySignature[signature(*it->second)].push_back(p.rank);
        if (bySignature.size() < 2) continue;
        auto majority = bySignature.begin();
        for (auto it = bySignature.begin(); it != bySignature.end(); ++it)
            if (it->second.size() > majority->second.size() ||
                (it->second.size() == majority->second.size() && it->second.front() < majority->second.front()))
                majority = it;
        for (const auto& [sig, ranks] : bySignature)
            if (sig != majority->first)
                for (int r : ranks) candidates.push_back({FrFindingKind::Desync, seq, r});
        desyncDetail[seq] = majority->first;
        break;
    }

    // The lowest sequence number above `after` that another rank recorded.
    auto nextRecorded = [&](std::int64_t after) {
        auto it = allSeqs.upper_bound(after);
        return it == allSeqs.end() ? after + 1 : *it;
    };

    for (const auto& p : g.ranks) {
        // (a) Never scheduled: the others enqueued further than this rank ever did.
        if (p.enqueued < maxEnqueued) candidates.push_back({FrFindingKind::NeverScheduled, nextRecorded(p.enqueued), p.rank});
        // (b) Not completed: this rank enqueued the collective the others completed.
        if (p.completed < maxCompleted && p.enqueued > p.completed)
            candidates.push_back({FrFindingKind::NotCompleted, p.completed + 1, p.rank});
    }
    // (b') Not started: at the group's frontier some GPUs started the collective, these did not.
    const std::int64_t frontier = maxCompleted + 1;
    std::vector<int> started, scheduled;
    for (const auto& p : g.ranks) {
        if (p.completed != maxCompleted) continue;
        auto it = p.bySeq.find(frontier);
        if (it == p.bySeq.end()) continue;
        if (it->second->state == CollectiveState::Started) started.push_back(p.rank);
        if (it->second->state == CollectiveState::Scheduled) scheduled.push_back(p.rank);
    }
    if (!started.empty())
        for (int r : scheduled) candidates.push_back({FrFindingKind::NotStarted, frontier, r});

    // Each rank is named once: for the earliest thing that went wrong with it.
    std::map<int, Candidate> first;
    for (const auto& c : candidates) {
        auto it = first.find(c.rank);
        if (it == first.end() || std::make_pair(c.seq, kindOrder(c.kind)) <
                                     std::make_pair(it->second.seq, kindOrder(it->second.kind)))
            first[c.rank] = c;
    }
    std::map<std::pair<int, std::int64_t>, std::vector<int>> grouped;  // (kind order, seq) -> ranks
    std::map<std::pair<int, std::int64_t>, FrFindingKind> kinds;
    for (const auto& [rank, c] : first) {
        grouped[{kindOrder(c.kind), c.seq}].push_back(rank);
        kinds[{kindOrder(c.kind), c.seq}] = c.kind;
    }
    std::set<int> culprits;
    for (const auto& [rank, c] : first) culprits.insert(rank);

    for (const auto& [key, ranks] : grouped) {
        FrFinding f;
        f.kind = kinds[key];
        f.seq = key.second;
        f.pg = g.name;
        f.pgDesc = g.desc;
        f.ranks = ranks;
        std::set<int> named(ranks.begin(), ranks.end());
        f.op = commonOp(g, f.seq, named);
        for (int r : ranks) f.nodes.push_back(nodeOf(rankNodes, r));
        const FrEntry* othersEntry = nullptr;
        const RankProgress* othersRank = nullptr;
        for (const auto& p : g.ranks) {
            if (culprits.count(p.rank)) continue;
            if (p.completed < p.enqueued) f.waitingRanks.push_back(p.rank);
            if (auto it = p.bySeq.find(f.seq); it != p.bySeq.end()) {
                if (f.time == kNoTime || (it->second->timeCreated != kNoTime && it->second->timeCreated < f.time))
                    f.time = it->second->timeCreated;
                if (!othersEntry) { othersEntry = it->second; othersRank = &p; }
            }
        }
        // Evidence: each culprit's dump (its entry at seq, else its progress record), then
        // one waiting rank's entry for the same collective.
        for (int r : ranks) {
            for (const auto& p : g.ranks) {
                if (p.rank != r) continue;
                auto it = p.bySeq.find(f.seq);
                std::uint64_t offset = it != p.bySeq.end() ? it->second->offset : p.statusOffset;
                f.evidence.push_back({p.dump->file, p.dump->path, offset, p.rank});
                if (f.time == kNoTime && it != p.bySeq.end()) f.time = it->second->timeCreated;
            }
            if (f.evidence.size() >= 8) break;
        }
        if (othersEntry)
            f.evidence.push_back({othersRank->dump->file, othersRank->dump->path, othersEntry->offset, othersRank->rank});

        const std::string who = describeRanks(ranks, rankNodes);
        const std::string seqText = "collective #" + std::to_string(f.seq) + (f.op.empty() ? "" : " (" + f.op + ")");
        std::vector<int> others;
        for (const auto& p : g.ranks)
            if (!named.count(p.rank)) others.push_back(p.rank);
        const std::string othersText = others.empty() ? "no other rank" : "ranks " + formatRankList(others);
        auto progressOf = [&](int r) {
            for (const auto& p : g.ranks)
                if (p.rank == r) return p;
            return RankProgress{};
        };
        switch (f.kind) {
            case FrFindingKind::NeverScheduled: {
                std::int64_t last = progressOf(ranks.front()).enqueued;
                f.explanation = capitalised(who) + " never enqueued " + seqText + " of " + groupLabel(g) +
                                ": " + (ranks.size() == 1 ? "its" : "their") + " last enqueued collective is #" +
                                std::to_string(last) + ", while " + othersText + " enqueued it and were left waiting.";
                break;
            }
            case FrFindingKind::NotCompleted: {
                const RankProgress p = progressOf(ranks.front());
                auto it = p.bySeq.find(f.seq);
                std::string state = it != p.bySeq.end() ? toString(it->second->state) : "enqueued";
                f.explanation = capitalised(who) + " " + (state == "started" ? "started" : "enqueued") + " " +
                                seqText + " of " + groupLabel(g) + " and never completed it (state: " + state +
                                "), while " + othersText + " completed it: the collective is stuck on " +
                                (ranks.size() == 1 ? "this rank." : "these ranks.");
                break;
            }
            case FrFindingKind::NotStarted:
                f.explanation = capitalised(who) + " enqueued " + seqText + " of " + groupLabel(g) +
                                " but " + (ranks.size() == 1 ? "its GPU" : "their GPUs") +
                                " never started it (state: scheduled), while ranks " + formatRankList(started) +
                                " had started it: the GPU was busy or stuck before the collective.";
                break;
            case FrFindingKind::Desync: {
                std::string theirs;
                for (const auto& p : g.ranks)
                    if (p.rank == ranks.front())
                        if (auto it = p.bySeq.find(f.seq); it != p.bySeq.end()) theirs = signature(*it->second);
                f.explanation = capitalised(who) + " called collective #" + std::to_string(f.seq) + " of " +
                                groupLabel(g) + " as " + theirs + ", while " + othersText + " called it as " +
                                desyncDetail[f.seq] + ": the ranks disagree on the collective (a desync).";
                break;
            }
            case FrFindingKind::MissingDump: break;
        }
        out.push_back(std::move(f));
    }
}

FrGroupTimeline timelineOf(const Group& g, const std::vector<FrFinding>& findings,
                           const std::set<int>& allRanks, std::size_t lastCollectives) {
    FrGroupTimeline t;
    t.pg = g.name;
    t.desc = g.desc;
    std::set<int> columns(g.members.begin(), g.members.end());
    for (const auto& p : g.ranks) columns.insert(p.rank);
    (void)allRanks;
    t.ranks.assign(columns.begin(), columns.end());
    std::set<std::int64_t> seqs;
    for (const auto& p : g.ranks)
        for (const auto& [seq, e] : p.bySeq) seqs.insert(seq);
    for (auto it = seqs.rbegin(); it != seqs.rend() && t.seqs.size() < lastCollectives; ++it) t.seqs.push_back(*it);
    std::reverse(t.seqs.begin(), t.seqs.end());
    for (int r : t.ranks) {
        const RankProgress* p = nullptr;
        for (const auto& q : g.ranks)
            if (q.rank == r) p = &q;
        t.rankFile.push_back(p ? p->dump->file : ~0u);
        t.lastEnqueued.push_back(p ? p->enqueued : -1);
        t.lastCompleted.push_back(p ? p->completed : -1);
    }
    for (std::int64_t seq : t.seqs) {
        std::vector<FrCell> row;
        for (int r : t.ranks) {
            FrCell cell;
            for (const auto& p : g.ranks) {
                if (p.rank != r) continue;
                if (auto it = p.bySeq.find(seq); it != p.bySeq.end()) {
                    cell.present = true;
                    cell.state = it->second->state;
                    cell.op = it->second->profilingName;
                    cell.sizes = formatSizes(*it->second);
                    cell.recordId = it->second->recordId;
                    cell.offset = it->second->offset;
                }
            }
            for (const auto& f : findings)
                if (f.pg == g.name && f.seq == seq && std::find(f.ranks.begin(), f.ranks.end(), r) != f.ranks.end())
                    cell.culprit = true;
            row.push_back(std::move(cell));
        }
        t.cells.push_back(std::move(row));
    }
    return t;
}

}  // namespace

const char* toString(FrFindingKind kind) {
    switch (kind) {
        case FrFindingKind::NeverScheduled: return "never_scheduled";
        case FrFindingKind::NotCompleted: return "not_completed";
        case FrFindingKind::NotStarted: return "not_started";
        case FrFindingKind::Desync: return "desync";
        case FrFindingKind::MissingDump: return "missing_dump";
    }
    return "unknown";
}

std::string formatRankList(const std::vector<int>& input) {
    std::vector<int> ranks = input;
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    std::string out;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1) ++j;
        if (!out.empty()) out += ", ";
        out += std::to_string(ranks[i]);
        if (j > i) out += (j == i + 1 ? ", " : "-") + std::to_string(ranks[j]);
        i = j + 1;
    }
    return out;
}

std::string formatSizes(const FrEntry& e) {
    std::string out = "[";
    for (std::size_t i = 0; i < e.inputSizes.size(); ++i) {
        if (i) out += ", ";
        out += "[";
        for (std::size_t d = 0; d < e.inputSizes[i].size(); ++d) {
            if (d) out += ", ";
            out += std::to_string(e.inputSizes[i][d]);
        }
        out += "]";
    }
    out += "]";
    for (std::size_t i = 0; i < e.inputDtypes.size(); ++i) out += (i ? "," : " ") + e.inputDtypes[i];
    return out;
}

FlightRecorderReport analyzeFlightRecorderDumps(FlightRecorderInput input, const FlightRecorderOptions& options) {
    FlightRecorderReport report;
    report.unreadable = input.unreadable;
    // One dump per rank: the first one (by path) wins.
    std::sort(input.dumps.begin(), input.dumps.end(), [](const auto& a, const auto& b) {
        return std::tie(a.rank, a.path) < std::tie(b.rank, b.path);
    });
    for (auto& dump : input.dumps) {
        if (dump.rank < 0) continue;
        if (!report.dumps.empty() && report.dumps.back().rank == dump.rank) continue;
        report.dumps.push_back(std::move(dump));
    }
    if (report.dumps.empty()) return report;

    std::vector<Group> groups = buildGroups(report.dumps);
    std::vector<FrFinding> findings;
    for (const auto& g : groups) analyzeGroup(g, input.rankNodes, findings);

    // (d) Missing dumps: ranks the workload had (manifest, process groups) that left none.
    std::set<int> expected(input.expectedRanks.begin(), input.expectedRanks.end());
    for (const auto& g : groups) expected.insert(g.members.begin(), g.members.end());
    std::set<int> present;
    for (const auto& d : report.dumps) present.insert(d.rank);
    if (expected.empty() && !present.empty())
        for (int r = 0; r <= *present.rbegin(); ++r) expected.insert(r);  // a gap in 0..max
    std::vector<int> absent;
    for (int r : expected)
        if (!present.count(r) && !input.unreadable.count(r)) absent.push_back(r);
    if (!absent.empty()) {
        FrFinding f;
        f.kind = FrFindingKind::MissingDump;
        // When the others started waiting: the earliest unfinished collective of any group.
        for (const auto& g : groups) {
            std::int64_t maxCompleted = -1;
            for (const auto& p : g.ranks) maxCompleted = std::max(maxCompleted, p.completed);
            for (const auto& p : g.ranks)
                if (auto it = p.bySeq.find(maxCompleted + 1); it != p.bySeq.end() && it->second->timeCreated != kNoTime)
                    if (f.time == kNoTime || it->second->timeCreated < f.time) f.time = it->second->timeCreated;
        }
        f.ranks = absent;
        for (int r : absent) f.nodes.push_back(nodeOf(input.rankNodes, r));
        std::vector<int> all(expected.begin(), expected.end());
        f.explanation = "No Flight Recorder dump for " + describeRanks(absent, input.rankNodes) +
                        ", though the workload had ranks " + formatRankList(all) + " and " +
                        std::to_string(present.size()) +
                        " others left one: a rank that left no dump often died or hung before the others' "
                        "watchdog fired.";
        findings.push_back(std::move(f));
    }

    // Strongest first: the earliest collective, then the kind.
    std::stable_sort(findings.begin(), findings.end(), [](const FrFinding& a, const FrFinding& b) {
        if ((a.kind == FrFindingKind::MissingDump) != (b.kind == FrFindingKind::MissingDump))
            return b.kind == FrFindingKind::MissingDump;
        if (a.time != b.time) return a.time != kNoTime && (b.time == kNoTime || a.time < b.time);
        return kindOrder(a.kind) < kindOrder(b.kind);
    });
    std::set<int> culpritRanks;
    std::set<std::string> culpritNodes;
    for (const auto& f : findings) {
        culpritRanks.insert(f.ranks.begin(), f.ranks.end());
        for (const auto& n : f.nodes)
            if (!n.empty()) culpritNodes.insert(n);
    }
    report.culpritRanks.assign(culpritRanks.begin(), culpritRanks.end());
    report.culpritNodes.assign(culpritNodes.begin(), culpritNodes.end());
    for (const auto& g : groups) report.groups.push_back(timelineOf(g, findings, present, options.lastCollectives));
    report.findings = std::move(findings);
    return report;
}

FlightRecorderReport analyzeFlightRecorder(const Bundle& bundle, const FlightRecorderOptions& options) {
    FlightRecorderInput input;
    std::vector<Problem> problems;
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
        const SourceFile& file = bundle.files[i];
        if (!file.data || file.format == FileFormat::Manifest) continue;
        std::string_view bytes = file.data->bytes();
        const bool declared = file.format == FileFormat::FlightRecorder || file.source == SourceKind::FlightRecorder;
        if (!declared && !(rankFromDumpName(file.path) >= 0 && looksLikeFlightRecorderDump(bytes))) continue;
        FlightRecorderDump dump;
        dump.file = i;
        std::vector<Problem> fileProblems;
        bool ok = readFlightRecorderDump(file.path, bytes, dump, fileProblems);
        problems.insert(problems.end(), fileProblems.begin(), fileProblems.end());
        if (!ok) {
            int rank = dump.rank >= 0 ? dump.rank : rankFromDumpName(file.path);
            if (rank >= 0) input.unreadable.emplace(rank, file.path);
            continue;
        }
        if (dump.rank < 0) {
            problems.push_back({file.path, 0, Severity::Warning,
                                "Flight Recorder dump without a rank (neither a 'rank' field nor digits at the end "
                                "of the file name): left out of the hang analysis"});
            continue;
        }
        if (file.node != kNoNode && file.node < bundle.nodes.size())
            input.rankNodes.emplace(dump.rank, bundle.nodes[file.node].name);
        input.dumps.push_back(std::move(dump));
    }
    // The manifest's rank map wins over where a dump happened to be stored.
    for (const auto& node : bundle.nodes)
        for (int r : node.ranks) {
            input.rankNodes[r] = node.name;
            input.expectedRanks.push_back(r);
        }
    FlightRecorderReport report;
    if (!input.dumps.empty() || !input.unreadable.empty()) report = analyzeFlightRecorderDumps(std::move(input), options);
    report.problems = std::move(problems);
    return report;
}

}  // namespace aw

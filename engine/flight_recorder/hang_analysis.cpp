#include "engine/flight_recorder/hang_analysis.h"

#include "engine/flight_recorder/dump_reader.h"
#include "engine/flight_recorder/process_groups.h"
#include "engine/flight_recorder/wait_graph.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace aw {
namespace {

// What the members of a collective must agree on: the operation, and its sizes and dtypes
// except for all-to-all, whose splits differ by rank (mixture-of-experts routing).
std::string signature(const FrEntry& e) {
    if (e.profilingName.find("to_all") != std::string::npos || e.profilingName.find("alltoall") != std::string::npos)
        return e.profilingName;
    return e.profilingName + " " + formatSizes(e);
}

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

std::string groupLabel(const ProcessGroup& g) {
    return "process group " + g.name + (g.desc.empty() ? "" : " (" + g.desc + ")");
}

// The profiling name most of `ranks` used at `seq` (ties: the lowest rank's).
std::string commonOp(const ProcessGroup& g, std::int64_t seq, const std::set<int>& ranks) {
    std::map<std::string, int> counts;
    std::string best;
    int bestCount = 0;
    for (const auto& m : g.ranks) {
        if (!ranks.count(m.rank)) continue;
        auto it = m.bySeq.find(seq);
        if (it == m.bySeq.end()) continue;
        int c = ++counts[it->second->profilingName];
        if (c > bestCount) {
            bestCount = c;
            best = it->second->profilingName;
        }
    }
    return best;
}

// The first sequence number of `g` where the members disagree on what they call; the ranks
// outside the majority become a Desync finding.
void findDesync(const ProcessGroup& g, const std::map<int, std::string>& rankNodes, std::vector<FrFinding>& out) {
    std::set<std::int64_t> seqs;
    for (const auto& m : g.ranks)
        for (const auto& [seq, e] : m.bySeq) seqs.insert(seq);
    for (std::int64_t seq : seqs) {
        std::map<std::string, std::vector<int>> bySignature;
        for (const auto& m : g.ranks)
            if (auto it = m.bySeq.find(seq); it != m.bySeq.end()) bySignature[signature(*it->second)].push_back(m.rank);
        if (bySignature.size() < 2) continue;
        auto majority = bySignature.begin();
        for (auto it = bySignature.begin(); it != bySignature.end(); ++it)
            if (it->second.size() > majority->second.size() ||
                (it->second.size() == majority->second.size() && it->second.front() < majority->second.front()))
                majority = it;
        // A minority as large as the majority: who diverged cannot be told.
        for (const auto& [sig, ranks] : bySignature)
            if (sig != majority->first && ranks.size() >= majority->second.size()) return;
        for (const auto& [sig, ranks] : bySignature) {
            if (sig == majority->first) continue;
            FrFinding f;
            f.kind = FrFindingKind::Desync;
            f.pg = g.name;
            f.pgDesc = g.desc;
            f.seq = seq;
            f.ranks = ranks;
            f.op = commonOp(g, seq, std::set<int>(majority->second.begin(), majority->second.end()));
            for (int r : ranks) f.nodes.push_back(nodeOf(rankNodes, r));
            for (const auto& m : g.ranks) {
                auto it = m.bySeq.find(seq);
                if (it == m.bySeq.end()) continue;
                const bool named = std::find(ranks.begin(), ranks.end(), m.rank) != ranks.end();
                if (!named && m.waits()) f.waitingRanks.push_back(m.rank);
                if (it->second->timeCreated != kNoTime && (f.time == kNoTime || it->second->timeCreated < f.time))
                    f.time = it->second->timeCreated;
                if (named || f.evidence.size() == ranks.size())
                    if (f.evidence.size() < 8)
                        f.evidence.push_back({m.dump->file, m.dump->path, it->second->offset, m.rank});
            }
            const std::vector<int>& others = majority->second;
            const std::string theirs = signature(*g.member(ranks.front())->bySeq.at(seq));
            f.explanation = capitalised(describeRanks(ranks, rankNodes)) + " called collective #" +
                            std::to_string(seq) + " of " + groupLabel(g) + " as " + theirs + ", while " +
                            (others.empty() ? "no other rank" : "ranks " + formatRankList(others)) + " called it as " +
                            majority->first + ": the ranks disagree on the collective (a desync).";
            out.push_back(std::move(f));
        }
        return;
    }
}

FrFindingKind findingKind(WaitKind kind) {
    switch (kind) {
    case WaitKind::NeverEnqueued: return FrFindingKind::NeverScheduled;
    case WaitKind::NotCompleted: return FrFindingKind::NotCompleted;
    case WaitKind::NotStarted: return FrFindingKind::NotStarted;
    case WaitKind::NoDump: return FrFindingKind::MissingDump;
    case WaitKind::PeerToPeer:
    case WaitKind::Together: break;  // they decide no culprit
    }
    return FrFindingKind::NeverScheduled;
}

// "7 to 12" or "12": the range of a counter over some members.
std::string range(std::vector<std::int64_t> values) {
    std::sort(values.begin(), values.end());
    if (values.empty()) return "?";
    if (values.front() == values.back()) return std::to_string(values.front());
    return std::to_string(values.front()) + " to " + std::to_string(values.back());
}

struct Analysis {
    const std::vector<ProcessGroup>& groups;
    const WaitGraph& graph;
    const std::map<int, std::string>& rankNodes;
};

// Why the others wait on a culprit: the kind most of their waits name, and the group where
// most of them waited that way.
struct Blame {
    FrFinding finding;  // without its explanation yet
    std::size_t group = 0;
    std::set<int> waiters;            // in that group
    std::set<std::size_t> elsewhere;  // the other groups where ranks waited on it
};

Blame blameOf(const Analysis& a, int rank) {
    const auto waits = a.graph.waitsOn(rank);
    // Ties: never enqueued, not completed, not started (the order of WaitKind).
    std::map<WaitKind, int> byKind;
    for (const Wait* w : waits) ++byKind[w->kind];
    WaitKind kind = byKind.begin()->first;
    for (const auto& [k, n] : byKind)
        if (n > byKind[kind]) kind = k;
    std::map<std::size_t, std::set<int>> waitersIn;
    for (const Wait* w : waits)
        if (w->kind == kind) waitersIn[w->group].insert(w->from);
    Blame b;
    b.group = waitersIn.begin()->first;
    for (const auto& [g, ranks] : waitersIn)
        if (ranks.size() > waitersIn[b.group].size()) b.group = g;
    b.waiters = waitersIn[b.group];
    for (const Wait* w : waits)
        if (w->group != b.group) b.elsewhere.insert(w->group);
    const ProcessGroup& g = a.groups[b.group];

    FrFinding& f = b.finding;
    f.kind = findingKind(kind);
    f.pg = g.name;
    f.pgDesc = g.desc;
    f.ranks = {rank};
    f.nodes = {nodeOf(a.rankNodes, rank)};
    std::set<int> allWaiters;
    for (const Wait* w : waits) allWaiters.insert(w->from);
    f.waitingRanks.assign(allWaiters.begin(), allWaiters.end());
    for (const Wait* w : waits)
        if (w->group == b.group && w->kind == kind && (f.seq < 0 || w->seq < f.seq)) f.seq = w->seq;
    // What they waited for, when and where: the waiters' own entries for it.
    std::map<std::string, int> ops;
    const Wait* shown = nullptr;
    for (const Wait* w : waits) {
        if (w->group != b.group || w->kind != kind || !w->entry) continue;
        const int n = ++ops[w->entry->profilingName];
        if (n > (f.op.empty() ? 0 : ops[f.op])) f.op = w->entry->profilingName;
        if (w->entry->timeCreated != kNoTime && (f.time == kNoTime || w->entry->timeCreated < f.time))
            f.time = w->entry->timeCreated;
        if (!shown) shown = w;
    }
    if (const GroupMember* self = g.member(rank)) {
        const FrEntry* own = self->bySeq.count(f.seq) ? self->bySeq.at(f.seq) : nullptr;
        if (f.op.empty() && own) f.op = own->profilingName;  // the others finished it: its own entry
        if (own && own->timeCreated != kNoTime && (f.time == kNoTime || own->timeCreated < f.time))
            f.time = own->timeCreated;
        f.evidence.push_back({self->dump->file, self->dump->path, own ? own->offset : self->statusOffset, rank});
    }
    if (shown) {
        const GroupMember* waiter = g.member(shown->from);
        f.evidence.push_back({waiter->dump->file, waiter->dump->path, shown->entry->offset, shown->from});
    }
    return b;
}

// Culprits blamed for the same collective of the same group, the same way, are one finding.
std::vector<Blame> merged(std::vector<Blame> blames) {
    std::vector<Blame> out;
    for (Blame& b : blames) {
        auto same = std::find_if(out.begin(), out.end(), [&](const Blame& o) {
            return o.finding.kind == b.finding.kind && o.group == b.group && o.finding.seq == b.finding.seq;
        });
        if (same == out.end()) {
            out.push_back(std::move(b));
            continue;
        }
        FrFinding& f = same->finding;
        f.ranks.insert(f.ranks.end(), b.finding.ranks.begin(), b.finding.ranks.end());
        f.nodes.insert(f.nodes.end(), b.finding.nodes.begin(), b.finding.nodes.end());
        if (b.finding.time != kNoTime && (f.time == kNoTime || b.finding.time < f.time)) f.time = b.finding.time;
        // The culprits' own dumps first, then one waiting rank's entry.
        f.evidence.insert(f.evidence.begin() + static_cast<std::ptrdiff_t>(f.ranks.size() - 1),
                          b.finding.evidence.front());
        std::set<int> waiting(f.waitingRanks.begin(), f.waitingRanks.end());
        waiting.insert(b.finding.waitingRanks.begin(), b.finding.waitingRanks.end());
        same->waiters.insert(b.waiters.begin(), b.waiters.end());
        same->elsewhere.insert(b.elsewhere.begin(), b.elsewhere.end());
        for (int r : f.ranks) {
            waiting.erase(r);
            same->waiters.erase(r);
        }
        f.waitingRanks.assign(waiting.begin(), waiting.end());
    }
    return out;
}

// The progress counters of some members of a group, each counter a list over the members.
struct Counters {
    std::vector<std::int64_t> enqueued, completed, pending;
    void add(const GroupMember& m) {
        enqueued.push_back(m.enqueued);
        completed.push_back(m.completed);
        pending.push_back(static_cast<std::int64_t>(m.pending.size()));
    }
};

// `ranks`' counters in `g`, and the other members'.
std::pair<Counters, Counters> countersOf(const ProcessGroup& g, const std::vector<int>& ranks) {
    std::pair<Counters, Counters> out;
    for (const auto& m : g.ranks)
        (std::find(ranks.begin(), ranks.end(), m.rank) != ranks.end() ? out.first : out.second).add(m);
    return out;
}

// The finding in words: what the others waited for in its group, with the counters, and
// the other groups where they waited on it too.
void explain(const Analysis& a, Blame& b) {
    FrFinding& f = b.finding;
    const ProcessGroup& g = a.groups[b.group];
    const bool one = f.ranks.size() == 1;
    const std::string who = capitalised(describeRanks(f.ranks, a.rankNodes));
    const std::string seqText = "collective #" + std::to_string(f.seq) + (f.op.empty() ? "" : " (" + f.op + ")");
    const std::vector<int> others(b.waiters.begin(), b.waiters.end());
    const std::string othersText = "rank" + std::string(others.size() == 1 ? " " : "s ") + formatRankList(others);
    const auto [own, theirs] = countersOf(g, f.ranks);
    switch (f.kind) {
    case FrFindingKind::NeverScheduled:
        f.explanation = who + " never enqueued " + seqText + " of " + groupLabel(g) + ": " + (one ? "its" : "their") +
                        " last enqueued collective is #" + range(own.enqueued) + ", while " + othersText +
                        " enqueued it and were left waiting.";
        break;
    case FrFindingKind::NotCompleted: {
        const GroupMember* self = g.member(f.ranks.front());
        const FrEntry* entry = self && self->bySeq.count(f.seq) ? self->bySeq.at(f.seq) : nullptr;
        const std::string state = entry ? toString(entry->state) : "enqueued";
        f.explanation = who + " " + (state == "started" ? "started" : "enqueued") + " " + seqText + " of " +
                        groupLabel(g) + " and never completed it (state: " + state + "), while " + othersText +
                        " completed it: the collective is stuck on " + (one ? "this rank." : "these ranks.");
        if (!own.pending.empty() && own.pending.front() > 0)
            f.explanation += std::string(one ? " Its" : " Their") + " last completed collective is #" +
                             range(own.completed) + " against #" + range(theirs.completed) + " for the others, and " +
                             (one ? "it holds " : "they hold ") + range(own.pending) + " unfinished entries against " +
                             range(theirs.pending) + ": " + (one ? "its host" : "their hosts") +
                             " kept enqueuing while " + (one ? "its GPU" : "their GPUs") + " stopped.";
        break;
    }
    case FrFindingKind::NotStarted:
        f.explanation = who + " enqueued " + seqText + " of " + groupLabel(g) + " but " +
                        (one ? "its GPU" : "their GPUs") + " never started it (state: scheduled), while " + othersText +
                        " had started it: the GPU was busy or stuck before the collective.";
        break;
    default: break;
    }
    if (b.elsewhere.empty()) return;
    std::string list;
    int listed = 0;
    for (std::size_t other : b.elsewhere) {
        if (listed++ == 3) break;
        const ProcessGroup& og = a.groups[other];
        const auto [mine, peers] = countersOf(og, f.ranks);
        list += std::string(list.empty() ? "" : "; ") + og.name + (og.desc.empty() ? "" : " (" + og.desc + ")");
        if (!mine.enqueued.empty())
            list += ": enqueued #" + range(mine.enqueued) + ", completed #" + range(mine.completed) + " against #" +
                    range(peers.enqueued) + ", #" + range(peers.completed);
    }
    if (b.elsewhere.size() > 3) list += "; and " + std::to_string(b.elsewhere.size() - 3) + " more";
    f.explanation += std::string(" Ranks also waited on ") + (one ? "it" : "them") + " in " +
                     std::to_string(b.elsewhere.size()) + " other process group" +
                     (b.elsewhere.size() == 1 ? "" : "s") + ": " + list + ".";
}

// Each waiting rank's wait toward the culprits: a wait on a culprit itself when it has one,
// else the first step of the shortest way to one.
std::vector<FrWait> symptomWaits(const Analysis& a, const std::set<int>& culprits) {
    std::map<int, const Wait*> step;  // rank -> its wait toward a culprit
    std::set<int> reached(culprits.begin(), culprits.end());
    // First along the waits that say who holds whom back, then also through the ranks stuck
    // together with one that waits.
    for (const bool together : {false, true}) {
        std::deque<int> frontier(reached.begin(), reached.end());
        while (!frontier.empty()) {
            const int r = frontier.front();
            frontier.pop_front();
            for (const Wait* w : a.graph.waitsOn(r, together))
                if (!reached.count(w->from)) {
                    reached.insert(w->from);
                    step[w->from] = w;
                    frontier.push_back(w->from);
                }
        }
    }
    std::vector<FrWait> out;
    for (const auto& [rank, w] : step) {
        const ProcessGroup& g = a.groups[w->group];
        const GroupMember* self = g.member(rank);
        const GroupMember* them = g.member(w->to);
        FrWait s;
        s.rank = rank;
        s.node = nodeOf(a.rankNodes, rank);
        s.on = w->to;
        s.pg = g.name;
        s.pgDesc = g.desc;
        s.seq = w->seq;
        s.enqueued = self->enqueued;
        s.completed = self->completed;
        if (them) {
            s.theirEnqueued = them->enqueued;
            s.theirCompleted = them->completed;
        }
        s.time = w->entry ? w->entry->timeCreated : self->newestPending;
        s.evidence = {self->dump->file, self->dump->path, w->entry ? w->entry->offset : self->statusOffset, rank};
        const std::string onText = "rank " + std::to_string(w->to) + (culprits.count(w->to) ? "" : ", itself waiting");
        s.explanation = "Rank " + std::to_string(rank) + " waited in " + groupLabel(g) + " for " + onText +
                        ": it enqueued #" + std::to_string(s.enqueued) + " and completed #" +
                        std::to_string(s.completed) + "; rank " + std::to_string(w->to) +
                        (them ? " enqueued #" + std::to_string(s.theirEnqueued) + " and completed #" +
                                    std::to_string(s.theirCompleted)
                              : " left no dump") +
                        ".";
        out.push_back(std::move(s));
    }
    return out;
}

// When no rank stands out: the few of a set stuck together that stopped first (the oldest
// newest unfinished entry), as candidates.
FrFinding candidateFinding(const Analysis& a, const std::vector<int>& set) {
    std::vector<std::pair<TimeNs, int>> byStop;
    for (int r : set) {
        TimeNs newest = kNoTime;
        for (const auto& g : a.groups)
            if (const GroupMember* m = g.member(r); m && m->newestPending != kNoTime)
                newest = newest == kNoTime ? m->newestPending : std::max(newest, m->newestPending);
        byStop.push_back({newest == kNoTime ? std::numeric_limits<TimeNs>::max() : newest, r});
    }
    std::sort(byStop.begin(), byStop.end());
    FrFinding f;
    f.kind = FrFindingKind::Candidate;
    for (std::size_t i = 0; i < byStop.size() && i < 3; ++i) f.ranks.push_back(byStop[i].second);
    std::sort(f.ranks.begin(), f.ranks.end());
    for (int r : f.ranks) f.nodes.push_back(nodeOf(a.rankNodes, r));
    // The group they share, where they are stuck.
    for (const auto& g : a.groups) {
        if (!std::all_of(set.begin(), set.end(), [&](int r) { return g.member(r) != nullptr; })) continue;
        const GroupMember* m = g.member(set.front());
        if (!m->waits()) continue;
        f.pg = g.name;
        f.pgDesc = g.desc;
        f.seq = m->completed + 1;
        f.op = commonOp(g, f.seq, std::set<int>(set.begin(), set.end()));
        for (const auto& member : g.ranks)
            if (auto it = member.bySeq.find(f.seq); it != member.bySeq.end())
                if (it->second->timeCreated != kNoTime && (f.time == kNoTime || it->second->timeCreated < f.time))
                    f.time = it->second->timeCreated;
        break;
    }
    for (int r : f.ranks)
        for (const auto& g : a.groups)
            if (const GroupMember* m = g.member(r)) {
                f.evidence.push_back({m->dump->file, m->dump->path, m->statusOffset, r});
                break;
            }
    f.explanation = "No rank stands out: " + describeRanks(set, a.rankNodes) +
                    " wait on each other or are stuck at the same place" +
                    (f.pg.empty() ? std::string()
                                  : " (collective #" + std::to_string(f.seq) + " of process group " + f.pg +
                                        (f.pgDesc.empty() ? "" : " (" + f.pgDesc + ")") + ")") +
                    ", so the counters cannot tell which stopped first. " +
                    capitalised(describeRanks(f.ranks, a.rankNodes)) + (f.ranks.size() == 1 ? " is" : " are") +
                    " the likeliest: the newest unfinished work of " + (f.ranks.size() == 1 ? "it is" : "them is") +
                    " the oldest.";
    return f;
}

FrGroupTimeline timelineOf(const ProcessGroup& g, const std::vector<FrFinding>& findings, std::size_t lastCollectives) {
    FrGroupTimeline t;
    t.pg = g.name;
    t.desc = g.desc;
    std::set<int> columns(g.members.begin(), g.members.end());
    for (const auto& m : g.ranks) columns.insert(m.rank);
    t.ranks.assign(columns.begin(), columns.end());
    std::set<std::int64_t> seqs;
    for (const auto& m : g.ranks)
        for (const auto& [seq, e] : m.bySeq) seqs.insert(seq);
    for (auto it = seqs.rbegin(); it != seqs.rend() && t.seqs.size() < lastCollectives; ++it) t.seqs.push_back(*it);
    std::reverse(t.seqs.begin(), t.seqs.end());
    for (int r : t.ranks) {
        const GroupMember* m = g.member(r);
        t.rankFile.push_back(m ? m->dump->file : ~0u);
        t.lastEnqueued.push_back(m ? m->enqueued : -1);
        t.lastCompleted.push_back(m ? m->completed : -1);
        t.pending.push_back(m ? static_cast<std::int64_t>(m->pending.size()) : -1);
    }
    for (std::int64_t seq : t.seqs) {
        std::vector<FrCell> row;
        for (int r : t.ranks) {
            FrCell cell;
            if (const GroupMember* m = g.member(r))
                if (auto it = m->bySeq.find(seq); it != m->bySeq.end()) {
                    cell.present = true;
                    cell.state = it->second->state;
                    cell.op = it->second->profilingName;
                    cell.sizes = formatSizes(*it->second);
                    cell.recordId = it->second->recordId;
                    cell.offset = it->second->offset;
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
    case FrFindingKind::Candidate: return "candidate";
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
    std::sort(input.dumps.begin(), input.dumps.end(),
              [](const auto& a, const auto& b) { return std::tie(a.rank, a.path) < std::tie(b.rank, b.path); });
    for (auto& dump : input.dumps) {
        if (dump.rank < 0) continue;
        if (!report.dumps.empty() && report.dumps.back().rank == dump.rank) continue;
        report.dumps.push_back(std::move(dump));
    }
    if (report.dumps.empty()) return report;

    const std::vector<ProcessGroup> groups = buildProcessGroups(report.dumps);

    // Ranks the workload had (manifest, process groups) that left no dump.
    std::set<int> expected(input.expectedRanks.begin(), input.expectedRanks.end());
    for (const auto& g : groups) expected.insert(g.members.begin(), g.members.end());
    std::set<int> present;
    for (const auto& d : report.dumps) present.insert(d.rank);
    if (expected.empty() && !present.empty())
        for (int r = 0; r <= *present.rbegin(); ++r) expected.insert(r);  // a gap in 0..max
    std::set<int> absent;
    for (int r : expected)
        if (!present.count(r) && !input.unreadable.count(r)) absent.insert(r);

    const WaitGraph graph = buildWaitGraph(groups, absent);
    const Analysis analysis{groups, graph, input.rankNodes};
    std::vector<FrFinding> findings;
    for (const auto& g : groups) findDesync(g, input.rankNodes, findings);
    std::set<int> desynced;
    for (const auto& f : findings) desynced.insert(f.ranks.begin(), f.ranks.end());
    std::vector<Blame> blames;
    for (int rank : graph.culprits)
        if (present.count(rank) && !desynced.count(rank)) blames.push_back(blameOf(analysis, rank));
    for (Blame& b : merged(std::move(blames))) {
        explain(analysis, b);
        findings.push_back(std::move(b.finding));
    }
    if (graph.culprits.empty() && desynced.empty() && absent.empty())
        for (const auto& set : graph.undecided) findings.push_back(candidateFinding(analysis, set));

    if (!absent.empty()) {
        FrFinding f;
        f.kind = FrFindingKind::MissingDump;
        // When the others started waiting: the earliest unfinished collective of any group.
        for (const auto& g : groups)
            for (const auto& m : g.ranks)
                if (auto it = m.bySeq.find(m.completed + 1); it != m.bySeq.end() && it->second->timeCreated != kNoTime)
                    if (f.time == kNoTime || it->second->timeCreated < f.time) f.time = it->second->timeCreated;
        f.ranks.assign(absent.begin(), absent.end());
        for (int r : absent) f.nodes.push_back(nodeOf(input.rankNodes, r));
        std::set<int> waiting;
        for (int r : absent)
            for (const Wait* w : graph.waitsOn(r)) waiting.insert(w->from);
        f.waitingRanks.assign(waiting.begin(), waiting.end());
        std::vector<int> all(expected.begin(), expected.end());
        f.explanation = "No Flight Recorder dump for " + describeRanks(f.ranks, input.rankNodes) +
                        ", though the workload had ranks " + formatRankList(all) + " and " +
                        std::to_string(present.size()) +
                        " others left one: a rank that left no dump often died or hung before the others' "
                        "watchdog fired.";
        findings.push_back(std::move(f));
    }

    // Strongest first: the earliest collective, then the kind.
    const auto kindOrder = [](FrFindingKind k) {
        switch (k) {
        case FrFindingKind::Desync: return 0;
        case FrFindingKind::NeverScheduled: return 1;
        case FrFindingKind::NotCompleted: return 2;
        case FrFindingKind::NotStarted: return 3;
        case FrFindingKind::Candidate: return 4;
        case FrFindingKind::MissingDump: return 5;
        }
        return 6;
    };
    std::stable_sort(findings.begin(), findings.end(), [&](const FrFinding& a, const FrFinding& b) {
        if ((a.kind == FrFindingKind::MissingDump) != (b.kind == FrFindingKind::MissingDump))
            return b.kind == FrFindingKind::MissingDump;
        if (a.time != b.time) return a.time != kNoTime && (b.time == kNoTime || a.time < b.time);
        return kindOrder(a.kind) < kindOrder(b.kind);
    });
    std::set<int> culpritRanks;
    std::set<std::string> culpritNodes;
    for (const auto& f : findings) {
        if (f.kind == FrFindingKind::Candidate) continue;
        culpritRanks.insert(f.ranks.begin(), f.ranks.end());
        for (const auto& n : f.nodes)
            if (!n.empty()) culpritNodes.insert(n);
    }
    // One hang: every finding that the waits lead to names all of its culprits.
    std::set<int> hangCulprits;
    for (const auto& f : findings)
        if (f.kind != FrFindingKind::Desync && f.kind != FrFindingKind::Candidate)
            hangCulprits.insert(f.ranks.begin(), f.ranks.end());
    for (auto& f : findings)
        if (f.kind != FrFindingKind::Desync && f.kind != FrFindingKind::Candidate)
            f.culprits.assign(hangCulprits.begin(), hangCulprits.end());
    report.waits = symptomWaits(analysis, hangCulprits);
    report.culpritRanks.assign(culpritRanks.begin(), culpritRanks.end());
    report.culpritNodes.assign(culpritNodes.begin(), culpritNodes.end());
    for (const auto& g : groups) report.groups.push_back(timelineOf(g, findings, options.lastCollectives));
    report.findings = std::move(findings);
    return report;
}

namespace {

// looksLikeFlightRecorderDump from the file's head, which does not map it: every log of a
// bundle of rank logs ("rank3.log") is named like a dump, and mapping 9,219 of them to
// look was 48 ms. The whole file only when its head is blank past what the test reads.
bool looksLikeDump(const FileData& data) {
    constexpr std::size_t kLook = 4096;  // what looksLikeFlightRecorderDump reads past the blanks
    std::string buffer;
    // A dump opens with a pickle's first byte or, past blanks, a '{': most logs are told
    // apart by their first bytes.
    const std::string_view start = data.head(64, buffer);
    const std::size_t opens = start.find_first_not_of(" \t\r\n");
    if (!start.empty() && std::uint8_t(start[0]) != 0x80 && opens != std::string_view::npos && start[opens] != '{')
        return false;
    const std::string_view head = data.head(2 * kLook, buffer);
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    if (head.size() == data.size() || (first != std::string_view::npos && first + kLook <= head.size()))
        return looksLikeFlightRecorderDump(head);
    return looksLikeFlightRecorderDump(data.bytes());
}

}  // namespace

FlightRecorderReport analyzeFlightRecorder(const Bundle& bundle, const FlightRecorderOptions& options) {
    FlightRecorderInput input;
    std::vector<Problem> problems;
    for (std::uint32_t i = 0; i < bundle.files.size(); ++i) {
        const SourceFile& file = bundle.files[i];
        if (!file.data || file.format == FileFormat::Manifest) continue;
        const bool declared = file.format == FileFormat::FlightRecorder || file.source == SourceKind::FlightRecorder;
        if (!declared && !(rankFromDumpName(file.path) >= 0 && looksLikeDump(*file.data))) continue;
        std::string_view bytes = file.data->bytes();
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
    if (!input.dumps.empty() || !input.unreadable.empty())
        report = analyzeFlightRecorderDumps(std::move(input), options);
    report.problems = std::move(problems);
    return report;
}

}  // namespace aw

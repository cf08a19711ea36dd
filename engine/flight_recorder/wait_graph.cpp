#include "engine/flight_recorder/wait_graph.h"

#include <algorithm>
#include <functional>
#include <map>

namespace aw {
namespace {

bool known(const GroupMember& m) {
    return m.enqueued >= 0 || m.completed >= 0;
}

CollectiveState stateAt(const GroupMember& m, std::int64_t seq) {
    auto it = m.bySeq.find(seq);
    return it == m.bySeq.end() ? CollectiveState::Unknown : it->second->state;
}

const FrEntry* entryAt(const GroupMember& m, std::int64_t seq) {
    auto it = m.bySeq.find(seq);
    return it == m.bySeq.end() ? nullptr : it->second;
}

// The global rank at the other end of a p2p entry ("nccl:send 0->1", "nccl:recv 1<-0": the
// ranks are the group's own, in member order), or -1.
int p2pPeer(const FrEntry& e, const ProcessGroup& g) {
    const std::string& name = e.profilingName;
    const bool send = name.find("->") != std::string::npos;
    const auto arrow = name.find(send ? "->" : "<-");
    if (arrow == std::string::npos) return -1;
    std::size_t end = arrow + 2;
    while (end < name.size() && name[end] >= '0' && name[end] <= '9') ++end;
    if (end == arrow + 2) return -1;
    const std::size_t local = std::stoul(name.substr(arrow + 2, end - arrow - 2));
    if (local >= g.members.size()) return -1;
    return *std::next(g.members.begin(), static_cast<std::ptrdiff_t>(local));
}

void addP2pWaitsOf(const GroupMember& p, const ProcessGroup& g, std::size_t gi, const std::set<int>& withoutDump,
                   std::vector<Wait>& out) {
    const FrEntry* oldest = nullptr;
    for (const FrEntry* e : p.pending)
        if (e->isP2p && (!oldest || e->p2pSeqId < oldest->p2pSeqId)) oldest = e;
    if (!oldest) return;
    const int peer = p2pPeer(*oldest, g);
    if (peer < 0 || peer == p.rank) return;
    const std::int64_t seq = oldest->p2pSeqId;
    if (withoutDump.count(peer)) {
        out.push_back({p.rank, peer, gi, WaitKind::NoDump, seq, oldest});
        return;
    }
    const GroupMember* q = g.member(peer);
    if (!q) return;
    const bool theirsPending = std::any_of(q->pending.begin(), q->pending.end(),
                                           [&](const FrEntry* e) { return e->isP2p && p2pPeer(*e, g) == p.rank; });
    out.push_back({p.rank, peer, gi, theirsPending ? WaitKind::Together : WaitKind::PeerToPeer, seq, oldest});
}

void addWaitsOf(const GroupMember& p, const ProcessGroup& g, std::size_t gi, bool p2p, const std::set<int>& withoutDump,
                std::vector<Wait>& out) {
    if (!known(p) || !p.waits()) return;
    if (p2p) {
        addP2pWaitsOf(p, g, gi, withoutDump, out);
        return;
    }
    const std::int64_t next = p.completed + 1;
    const FrEntry* mine = entryAt(p, next);
    for (const GroupMember& q : g.ranks) {
        if (q.rank == p.rank || !known(q)) continue;
        if (q.enqueued < next) out.push_back({p.rank, q.rank, gi, WaitKind::NeverEnqueued, next, mine});
        else if (q.completed < p.completed)
            out.push_back({p.rank, q.rank, gi, WaitKind::NotCompleted, q.completed + 1, entryAt(p, q.completed + 1)});
        else if (q.completed == p.completed && stateAt(p, next) == CollectiveState::Started &&
                 stateAt(q, next) == CollectiveState::Scheduled)
            out.push_back({p.rank, q.rank, gi, WaitKind::NotStarted, next, mine});
    }
    // Waiting together: linked both ways to the first member at the same place, which ties
    // them all in as many links as members (every pair would be a million in a group of a
    // thousand).
    for (const GroupMember& q : g.ranks) {
        if (!known(q) || q.completed != p.completed || !q.waits()) continue;
        if (q.rank != p.rank) {
            out.push_back({p.rank, q.rank, gi, WaitKind::Together, next, mine});
            out.push_back({q.rank, p.rank, gi, WaitKind::Together, next, entryAt(q, next)});
        }
        break;
    }
    for (int m : g.members)
        if (withoutDump.count(m)) out.push_back({p.rank, m, gi, WaitKind::NoDump, next, mine});
}

// Tarjan's strongly connected components; each component's ranks ascending.
std::vector<std::vector<int>> components(const std::map<int, std::set<int>>& edges) {
    std::map<int, int> index, low;
    std::set<int> onStack;
    std::vector<int> stack;
    std::vector<std::vector<int>> out;
    int counter = 0;
    std::function<void(int)> visit = [&](int v) {
        index[v] = low[v] = counter++;
        stack.push_back(v);
        onStack.insert(v);
        if (auto it = edges.find(v); it != edges.end())
            for (int w : it->second) {
                if (!index.count(w)) {
                    visit(w);
                    low[v] = std::min(low[v], low[w]);
                } else if (onStack.count(w)) {
                    low[v] = std::min(low[v], index[w]);
                }
            }
        if (low[v] != index[v]) return;
        std::vector<int> component;
        int w;
        do {
            w = stack.back();
            stack.pop_back();
            onStack.erase(w);
            component.push_back(w);
        } while (w != v);
        std::sort(component.begin(), component.end());
        out.push_back(std::move(component));
    };
    for (const auto& [v, targets] : edges)
        if (!index.count(v)) visit(v);
    return out;
}

}  // namespace

bool decisive(WaitKind kind) {
    return kind != WaitKind::PeerToPeer && kind != WaitKind::Together;
}

std::vector<const Wait*> WaitGraph::waitsOn(int rank, bool together) const {
    std::vector<const Wait*> out;
    auto it = byTarget_.find(rank);
    if (it == byTarget_.end()) return out;
    for (std::size_t i : it->second)
        if (together || decisive(waits[i].kind)) out.push_back(&waits[i]);
    return out;
}

WaitGraph buildWaitGraph(const std::vector<ProcessGroup>& groups, const std::set<int>& withoutDump) {
    WaitGraph graph;
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const ProcessGroup& g = groups[gi];
        // A group whose unfinished work holds p2p operations: its counters mix the p2p ones in.
        const bool p2p = std::any_of(g.ranks.begin(), g.ranks.end(), [](const GroupMember& m) {
            return std::any_of(m.pending.begin(), m.pending.end(), [](const FrEntry* e) { return e->isP2p; });
        });
        for (const GroupMember& p : g.ranks) addWaitsOf(p, g, gi, p2p, withoutDump, graph.waits);
    }

    for (std::size_t i = 0; i < graph.waits.size(); ++i) graph.byTarget_[graph.waits[i].to].push_back(i);

    std::map<int, std::set<int>> edges;  // every rank in a wait is a vertex
    for (const Wait& w : graph.waits) {
        if (!decisive(w.kind)) continue;
        edges[w.from].insert(w.to);
        edges[w.to];
    }
    std::map<int, std::size_t> componentOf;
    const auto parts = components(edges);
    for (std::size_t c = 0; c < parts.size(); ++c)
        for (int r : parts[c]) componentOf[r] = c;

    // Sinks: components no wait leaves (every rank in the graph is waited on or waits).
    std::vector<bool> sink(parts.size(), true);
    for (const auto& [from, targets] : edges)
        for (int to : targets)
            if (componentOf[from] != componentOf[to]) sink[componentOf[from]] = false;
    std::set<int> single;
    for (std::size_t c = 0; c < parts.size(); ++c) {
        if (!sink[c]) continue;
        if (parts[c].size() == 1) single.insert(parts[c].front());
        else graph.undecided.push_back(parts[c]);
    }

    // A whole group of sinks stuck at the same place: one of them may have stopped it, the
    // counters cannot say which.
    for (const ProcessGroup& g : groups) {
        if (g.ranks.size() < 2 || g.ranks.size() != g.members.size()) continue;
        const GroupMember& first = g.ranks.front();
        const bool together = std::all_of(g.ranks.begin(), g.ranks.end(), [&](const GroupMember& m) {
            return single.count(m.rank) && m.waits() && m.enqueued == first.enqueued && m.completed == first.completed;
        });
        if (!together) continue;
        std::vector<int> set;
        for (const GroupMember& m : g.ranks) {
            set.push_back(m.rank);
            single.erase(m.rank);
        }
        graph.undecided.push_back(std::move(set));
    }
    // A culprit is behind most of some group; half a group behind the other half is stuck on
    // something else (the waits that brought it there are p2p ones or run through others).
    std::map<std::size_t, std::set<int>> behind;  // group -> its members others wait on
    for (const Wait& w : graph.waits)
        if (decisive(w.kind)) behind[w.group].insert(w.to);
    std::set<int> notBehindMost;
    for (int r : single) {
        bool most = false;
        for (const auto& [gi, ranks] : behind) {
            const std::size_t size = groups[gi].members.size();
            if (ranks.count(r) && (ranks.size() * 2 < size || (size == 2 && ranks.size() == 1))) most = true;
        }
        if (!most) notBehindMost.insert(r);
    }
    for (int r : notBehindMost) single.erase(r);
    if (single.empty() && !notBehindMost.empty())
        graph.undecided.push_back(std::vector<int>(notBehindMost.begin(), notBehindMost.end()));
    graph.culprits.assign(single.begin(), single.end());
    return graph;
}

}  // namespace aw

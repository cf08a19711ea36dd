#include "engine/flight_recorder/process_groups.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace aw {
namespace {

std::optional<long long> numberOf(const std::string& s) {
    long long v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
    return v;
}

// Numeric names in numeric order ("2" before "10"), then the others by text.
bool groupNameBefore(const std::string& a, const std::string& b) {
    const auto x = numberOf(a), y = numberOf(b);
    if (x && y) return *x < *y;
    if (x || y) return x.has_value();
    return a < b;
}

}  // namespace

const GroupMember* ProcessGroup::member(int rank) const {
    for (const auto& m : ranks)
        if (m.rank == rank) return &m;
    return nullptr;
}

std::map<std::string, std::string> globalGroupNames(const FlightRecorderDump& dump) {
    std::map<std::string, std::string> names;
    for (const auto& e : dump.entries)
        if (!e.pgId.empty() && !e.pgName.empty()) names.emplace(e.pgId, e.pgName);
    if (dump.status.size() != dump.groups.size() || names.size() == dump.status.size()) return names;

    // Both are in creation order: line the local ids up with the global names.
    std::vector<std::string> local, global;
    for (const auto& s : dump.status) local.push_back(s.pgId);
    for (const auto& g : dump.groups) global.push_back(g.name);
    const auto numeric = [](const std::vector<std::string>& v) {
        return std::all_of(v.begin(), v.end(), [](const std::string& s) { return numberOf(s).has_value(); });
    };
    if (!numeric(local) || !numeric(global)) return names;
    std::sort(local.begin(), local.end(), groupNameBefore);
    std::sort(global.begin(), global.end(), groupNameBefore);
    std::map<std::string, std::string> lined;
    for (std::size_t i = 0; i < local.size(); ++i) lined.emplace(local[i], global[i]);
    for (const auto& [id, name] : names)
        if (auto it = lined.find(id); it == lined.end() || it->second != name) return names;  // they disagree
    return lined;
}

std::vector<ProcessGroup> buildProcessGroups(const std::vector<FlightRecorderDump>& dumps) {
    std::map<std::string, ProcessGroup> groups;
    for (const auto& dump : dumps) {
        for (const auto& config : dump.groups) {
            ProcessGroup& g = groups[config.name];
            g.name = config.name;
            if (g.desc.empty()) g.desc = config.desc;
            g.members.insert(config.ranks.begin(), config.ranks.end());
        }
        for (const auto& e : dump.entries) {
            if (e.pgName.empty()) continue;
            ProcessGroup& g = groups[e.pgName];
            g.name = e.pgName;
            if (g.desc.empty()) g.desc = e.pgDesc;
        }
    }
    for (const auto& dump : dumps) {
        const auto names = globalGroupNames(dump);
        std::map<std::string, GroupMember> mine;  // by global name
        const auto memberIn = [&](const std::string& name) -> GroupMember& {
            GroupMember& m = mine[name];
            m.rank = dump.rank;
            m.dump = &dump;
            return m;
        };
        for (const auto& config : dump.groups) memberIn(config.name);
        for (const auto& s : dump.status) {
            auto it = names.find(s.pgId);
            if (it == names.end() || !groups.count(it->second)) continue;
            GroupMember& m = memberIn(it->second);
            m.enqueued = std::max(m.enqueued, s.lastEnqueued);
            m.completed = std::max(m.completed, s.lastCompleted);
            m.statusOffset = s.offset;
        }
        for (const auto& e : dump.entries) {
            if (e.pgName.empty()) continue;
            GroupMember& m = memberIn(e.pgName);
            if (e.state == CollectiveState::Completed) {
                if (!e.isP2p && e.collectiveSeqId >= 0) m.completed = std::max(m.completed, e.collectiveSeqId);
            } else {
                m.pending.push_back(&e);
                if (e.timeCreated != kNoTime && (m.newestPending == kNoTime || e.timeCreated > m.newestPending))
                    m.newestPending = e.timeCreated;
            }
            if (e.isP2p || e.collectiveSeqId < 0) continue;
            m.bySeq[e.collectiveSeqId] = &e;
            m.enqueued = std::max(m.enqueued, e.collectiveSeqId);
        }
        // Collectives below the last completed one are done, whatever their entry says.
        for (auto& entry : mine) {
            const std::int64_t completed = entry.second.completed;
            std::erase_if(entry.second.pending, [completed](const FrEntry* e) {
                return !e->isP2p && e->collectiveSeqId >= 0 && e->collectiveSeqId <= completed;
            });
        }
        for (auto& [name, m] : mine) {
            ProcessGroup& g = groups[name];
            g.members.insert(dump.rank);
            g.ranks.push_back(std::move(m));
        }
    }
    std::vector<ProcessGroup> out;
    for (auto& [name, g] : groups) {
        std::sort(g.ranks.begin(), g.ranks.end(), [](const auto& a, const auto& b) { return a.rank < b.rank; });
        out.push_back(std::move(g));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return groupNameBefore(a.name, b.name); });
    return out;
}

}  // namespace aw

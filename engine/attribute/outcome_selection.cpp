#include "engine/attribute/outcome_selection.h"

#include "engine/attribute/filter_phase.h"
#include "engine/core/host_list.h"
#include "engine/load/address_book.h"

#include <algorithm>
#include <map>
#include <set>

namespace aw {

namespace {

// " at 2026-11-30T08:10:03.412Z", or nothing for a line that carried no time.
std::string atTime(TimeNs t) {
    return t == kNoTime ? std::string() : " at " + formatIsoUtc(t);
}

std::vector<std::uint32_t> remainingCandidates(const AttributionState& state) {
    std::vector<std::uint32_t> out;
    for (const auto& e : state.events)
        if (e.event.cls == EventClass::RootCause) out.push_back(e.event.id);
    return out;
}

Candidate candidateOf(const EventState& e) {
    Candidate c;
    c.node = e.event.node;
    c.symptom = e.event.symptom;
    c.outcome = e.event.outcomeHint;
    c.why = describe(e.event) + atTime(e.event.time) + "; " + e.event.reason;
    return c;
}

Confidence confidenceOf(int strength, const RuleCondition& c) {
    if (strength >= c.highStrength) return Confidence::High;
    if (strength >= c.mediumStrength) return Confidence::Medium;
    return Confidence::Low;
}

Confidence lower(Confidence c) {
    return c == Confidence::High ? Confidence::Medium : Confidence::Low;
}

// Whether `title` names `node` as a word of its own ("Slurm: node c014 failed").
bool namesNode(std::string_view title, std::string_view node) {
    for (std::size_t at = title.find(node); !node.empty() && at != std::string_view::npos;
         at = title.find(node, at + 1)) {
        const std::size_t end = at + node.size();
        if ((at == 0 || !isHostByte(title[at - 1])) && (end == title.size() || !isHostByte(title[end]))) return true;
    }
    return false;
}

// "on node007 GPU 3 (PCI:...)"; a shared service's fault is "seen from" the node that logged it.
std::string where(const Event& e, int gpu) {
    std::string out;
    if (!namesNode(e.title, e.node)) {
        out = e.scope == Scope::Service && !e.node.empty() ? " seen from " : " on ";
        out += !e.node.empty()                                      ? e.node
               : e.scope == Scope::Job || e.scope == Scope::Service ? "the job"
                                                                    : "an unnamed node";
    }
    if (gpu >= 0) out += " GPU " + std::to_string(gpu);
    for (const auto& [name, value] : e.captures)
        if ((name == "pci" || name == "device" || name == "port" || name == "link" || name == "mount") &&
            e.title.find(value) == std::string::npos)
            out += " (" + value + ")";
    return out;
}

// The GPU of a root event that names only a PCI address: taken from an event on the same
// node that the refiners tied to it and that names the GPU index (DCGM's XID gauge, a rank's
// CUDA error). Returns that event's id, or 0.
std::uint32_t gpuWitness(const AttributionState& state, const Event& root) {
    for (const auto& e : state.events)
        if (e.anchor == root.id && e.event.node == root.node && e.event.gpu >= 0 &&
            e.event.outcomeHint == root.outcomeHint)
            return e.event.id;
    return 0;
}

// The last step of a chain: the raw line an event was read from.
ReasonStep rawLineStep(const Event& e) {
    const EvidenceRef& ev = e.evidence.front();
    const std::string line = std::to_string(ev.where.line);
    return {e.rule,
            ev.file + ":" + line + ": " + ev.text,
            e.id,
            {"raw_line", {{"file", ev.file}, {"line", line}, {"text", ev.text}}}};
}

std::string isoOrEmpty(TimeNs t) {
    return t == kNoTime ? std::string() : formatIsoUtc(t);
}

// The symptom events a decision chain hangs under the root, and their other nodes.
std::pair<std::size_t, std::size_t> followerCounts(const AttributionState& state, std::uint32_t root) {
    std::set<std::string> nodes;
    std::size_t events = 0;
    for (const auto& e : state.events) {
        if (e.anchor != root || e.event.cls != EventClass::Symptom) continue;
        ++events;
        if (!e.event.node.empty() && e.event.node != state.at(root).event.node) nodes.insert(e.event.node);
    }
    return {events, nodes.size()};
}

// Counts the symptom/noise events a decision chain hangs under the root, for the summary.
std::string followers(const AttributionState& state, std::uint32_t root) {
    const auto [events, nodes] = followerCounts(state, root);
    if (events == 0) return "";
    return "; " + std::to_string(events) + " later error" + (events == 1 ? "" : "s") +
           (nodes == 0 ? std::string() : " on " + std::to_string(nodes) + " other node" + (nodes == 1 ? "" : "s")) +
           " followed as symptoms";
}

void chainForRoot(const RuleSpec& rule, AttributionState& state, const Event& root, const std::string& why,
                  Message whyMessage) {
    Verdict& v = state.verdict;
    v.chain.push_back({rule.rule.id, why, root.id, std::move(whyMessage)});
    v.chain.push_back(
        {root.rule,
         "root event " + describe(root) + atTime(root.time) + ", seen " + std::to_string(root.count) + " time" +
             (root.count == 1 ? "" : "s"),
         root.id,
         {"root_event", eventValues(root, {{"time", isoOrEmpty(root.time)}, {"count", std::to_string(root.count)}})}});
    for (const auto& d : state.decisions) {
        if (d.anchor != root.id || d.events.empty()) continue;
        // A later rule may class some of them again: say so, or the counts of the chain and
        // of the summary ("84 later errors") seem to disagree.
        const auto kept = static_cast<std::size_t>(std::count_if(
            d.events.begin(), d.events.end(), [&](std::uint32_t id) { return state.at(id).event.cls == d.cls; }));
        const std::size_t moved = d.events.size() - kept;
        // The decision's own sentence rides along as text_id and text.<name>, to be said in the
        // user's language too.
        Message step{"decision",
                     {{"phase", toString(d.phase)},
                      {"rule", d.rule},
                      {"text", d.text},
                      {"count", std::to_string(d.events.size())},
                      {"class", toString(d.cls)},
                      {"again", std::to_string(moved)}}};
        if (!d.message.id.empty()) {
            step.args.emplace_back("text_id", d.message.id);
            for (const auto& [name, value] : d.message.args) step.args.emplace_back("text." + name, value);
        }
        v.chain.push_back({d.rule,
                           std::string(toString(d.phase)) + " " + d.rule + ": " + d.text + " -> " +
                               std::to_string(d.events.size()) + " event" + (d.events.size() == 1 ? "" : "s") +
                               " classed " + toString(d.cls) +
                               (moved == 0 ? std::string()
                                           : " (" + std::to_string(moved) + " of them classed again by a later rule)"),
                           root.id, std::move(step)});
    }
    if (!root.evidence.empty()) v.chain.push_back(rawLineStep(root));
}

bool broadEvent(const RuleSpec& rule, AttributionState& state) {
    if (state.broad.empty()) return false;
    const BroadIncident* incident = &state.broad.front();
    for (const auto& b : state.broad)
        if (b.first < incident->first) incident = &b;
    const TimeNs skew = secondsToNs(rule.condition.skewSeconds);
    for (std::uint32_t id : remainingCandidates(state)) {
        const Event& e = state.at(id).event;
        if (e.time != kNoTime && e.time + skew < incident->first && state.at(id).strength >= rule.condition.minStrength)
            return false;  // a single node's fault came first; let the other outcome rules decide
    }
    Verdict& v = state.verdict;
    v.outcome = incident->outcome;
    v.broadEvent = true;
    v.symptom = incident->symptom;
    v.confidence = Confidence::Medium;
    v.rule = rule.rule.id;
    v.summary = "Broad event: " + incident->title + " on " + std::to_string(incident->nodes) + " nodes within " +
                std::to_string(static_cast<long long>(incident->windowSeconds)) + " s from " +
                formatIsoUtc(incident->first) + "; a shared " + toString(incident->outcome) +
                " cause, so no single node is blamed.";
    v.summaryMessage = {"broad_event",
                        {{"title", incident->title},
                         {"nodes", std::to_string(incident->nodes)},
                         {"seconds", std::to_string(static_cast<long long>(incident->windowSeconds))},
                         {"time", formatIsoUtc(incident->first)},
                         {"outcome", toString(incident->outcome)}}};
    v.chain.push_back(
        {rule.rule.id,
         "broad event: " + incident->symptom + " on " + std::to_string(incident->nodes) + " nodes (found by " +
             incident->rule + "); outcome from its category, no culprit",
         0,
         {"broad_event_step",
          {{"symptom", incident->symptom}, {"nodes", std::to_string(incident->nodes)}, {"rule", incident->rule}}}});
    for (std::uint32_t id : incident->events) v.candidates.push_back(candidateOf(state.at(id)));
    if (!incident->events.empty()) {
        const Event& first = state.at(incident->events.front()).event;
        if (!first.evidence.empty()) v.chain.push_back(rawLineStep(first));
    }
    return true;
}

bool singleRoot(const RuleSpec& rule, AttributionState& state) {
    const auto remaining = remainingCandidates(state);
    if (remaining.size() != 1) return false;
    const EventState& s = state.at(remaining.front());
    if (s.strength < rule.condition.minStrength) return false;
    const Event& root = s.event;
    Verdict& v = state.verdict;
    v.outcome = root.outcomeHint;
    v.rootEventId = root.id;
    v.symptom = root.symptom;
    v.rule = rule.rule.id;
    // A job-level event (the scheduler's decision: a time limit, a preemption) blames the node
    // its line names only when the rule captured it as the one at fault (NODE_FAIL node=...):
    // the host in "*** JOB 4242 ON node001 CANCELLED ..." is where the batch script ran.
    // A shared service's fault (an NFS server not responding) is not the node's that saw it.
    const bool blamesNode = (root.scope != Scope::Job && root.scope != Scope::Service) || !root.capture("node").empty();
    if (!root.node.empty() && blamesNode) v.culpritNodes.push_back(root.node);
    // A GPU is named only with the node it is on: a fault nobody is blamed for (a locked-memory
    // limit behind NCCL's "host:pid:tid [5]" prefix) says nothing of GPU 5.
    v.culpritGpu = blamesNode ? root.gpu : -1;
    std::string gpuNote;
    // The note's parts ride along too, so the views can say it in the user's language: the
    // witness's title and captures, the rank and its node.
    Message gpuMessage{"culprit_gpu", {}};
    if (v.culpritGpu < 0 && blamesNode) {
        if (const std::uint32_t w = gpuWitness(state, root)) {
            const Event& witness = state.at(w).event;
            v.culpritGpu = witness.gpu;
            gpuNote = "GPU " + std::to_string(v.culpritGpu) + " from " + describe(witness);
            gpuMessage.args = {{"gpu", std::to_string(v.culpritGpu)},      {"witness_title", witness.title},
                               {"witness_symptom", witness.symptom},       {"witness_node", witness.node},
                               {"witness_id", std::to_string(witness.id)}, {"xid", witness.capture("xid")},
                               {"value", witness.capture("value")}};
        }
    }
    const auto ranks = blamesNode ? state.nodeRanks.find(root.node) : state.nodeRanks.end();
    if (root.rank >= 0) {
        v.culpritRanks.push_back(root.rank);
    } else if (ranks != state.nodeRanks.end() && v.culpritGpu >= 0 &&
               static_cast<std::size_t>(v.culpritGpu) < ranks->second.size()) {
        // Ranks are placed one per GPU in local-rank order (torchrun, srun --gpus-per-task).
        v.culpritRanks.push_back(ranks->second[static_cast<std::size_t>(v.culpritGpu)]);
        gpuNote += (gpuNote.empty() ? "" : "; ") + std::string("rank ") + std::to_string(v.culpritRanks.back()) +
                   " = local rank " + std::to_string(v.culpritGpu) + " of " + root.node + " (one rank per GPU)";
        gpuMessage.args.insert(gpuMessage.args.end(), {{"rank", std::to_string(v.culpritRanks.back())},
                                                       {"local_rank", std::to_string(v.culpritGpu)},
                                                       {"node", root.node}});
    } else if (ranks != state.nodeRanks.end()) {
        v.culpritRanks = ranks->second;
    }
    v.confidence = confidenceOf(s.strength, rule.condition);
    if (!state.contested.empty()) v.confidence = lower(v.confidence);
    v.summary = root.title + where(root, v.culpritGpu) + atTime(root.time) + " started the failure (" +
                toString(v.outcome) + ")" + followers(state, root.id);
    if (!state.contested.empty())
        v.summary += "; " + std::to_string(state.contested.size()) + " later independent fault" +
                     (state.contested.size() == 1 ? "" : "s") + " contributed";
    v.summary += ".";
    const auto [later, laterNodes] = followerCounts(state, root.id);
    v.summaryMessage = {"root_started",
                        {{"fault", root.title + where(root, v.culpritGpu)},
                         {"time", isoOrEmpty(root.time)},
                         {"outcome", toString(v.outcome)},
                         {"later", std::to_string(later)},
                         {"nodes", std::to_string(laterNodes)},
                         {"contested", std::to_string(state.contested.size())}}};
    chainForRoot(
        rule, state, root,
        "outcome " + std::string(toString(v.outcome)) + ": the one root candidate left after the refiners is " +
            describe(root) + " (strength " + std::to_string(s.strength) + ")",
        {"one_root", eventValues(root, {{"outcome", toString(v.outcome)}, {"strength", std::to_string(s.strength)}})});
    if (!gpuNote.empty())
        v.chain.insert(v.chain.begin() + 2,
                       ReasonStep{rule.rule.id, "culprit " + gpuNote, root.id, std::move(gpuMessage)});
    v.candidates.push_back(candidateOf(s));
    for (std::uint32_t id : state.contested) v.candidates.push_back(candidateOf(state.at(id)));
    return true;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

// Several ranks missing from, or stuck in, one collective: every other rank waited for all
// of them, so they are the culprits of one hang together rather than rival faults.
bool sameCollective(const RuleSpec& rule, AttributionState& state) {
    auto remaining = remainingCandidates(state);
    std::erase_if(remaining, [&](std::uint32_t id) { return state.at(id).strength < rule.condition.minStrength; });
    if (remaining.size() < 2) return false;
    const Event& root = state.at(remaining.front()).event;  // candidates are in time order
    const std::string seq = root.capture("seq");
    // One hang: the findings name the same set of culprits (`culprits`), or, without it, they
    // are one finding about one collective (same symptom, group and sequence number).
    const std::string culprits = root.capture("culprits");
    if (seq.empty() && culprits.empty()) return false;
    const auto sameFinding = [&](const Event& e) {
        if (!culprits.empty()) return e.capture("culprits") == culprits;
        return e.symptom == root.symptom && e.capture("seq") == seq && e.capture("pg") == root.capture("pg");
    };
    int weakest = 100;
    for (std::uint32_t id : remaining) {
        const EventState& s = state.at(id);
        if (!selects(rule.condition, s) || !sameFinding(s.event)) return false;
        weakest = std::min(weakest, s.strength);
    }
    Verdict& v = state.verdict;
    v.outcome = root.outcomeHint;
    v.rootEventId = root.id;
    v.symptom = root.symptom;
    v.rule = rule.rule.id;
    // Culprits by rank, their nodes in the same order; each finding's title without its rank.
    std::map<int, std::string> byRank;
    std::vector<std::string> what;  // distinct titles after "Rank N"
    for (std::uint32_t id : remaining) {
        const Event& e = state.at(id).event;
        if (e.rank >= 0) byRank.emplace(e.rank, e.node);
        v.candidates.push_back(candidateOf(state.at(id)));
        const std::string prefix = "Rank " + std::to_string(e.rank);
        const std::string rest = e.title.rfind(prefix, 0) == 0 ? e.title.substr(prefix.size()) : ": " + e.title;
        if (std::find(what.begin(), what.end(), rest) == what.end()) what.push_back(rest);
    }
    std::vector<std::string> rankNames;
    for (const auto& [rank, node] : byRank) {
        v.culpritRanks.push_back(rank);
        rankNames.push_back(std::to_string(rank));
        if (!node.empty() && std::find(v.culpritNodes.begin(), v.culpritNodes.end(), node) == v.culpritNodes.end())
            v.culpritNodes.push_back(node);
    }
    v.confidence = confidenceOf(weakest, rule.condition);
    const std::string who =
        "ranks " + joined(rankNames) + (v.culpritNodes.empty() ? std::string() : " (" + joined(v.culpritNodes) + ")");
    // "Rank 5 never joined collective #1581 ..." becomes "Ranks 5 and 12 (node001 and
    // node002) never joined collective #1581 ..."; findings that differ are listed.
    std::string summary = "R" + who.substr(1);
    if (what.size() == 1) {
        summary += what.front();
    } else {
        summary += " held the others:";
        for (std::size_t i = 0; i < remaining.size(); ++i)
            summary += (i ? "; " : " ") + state.at(remaining[i]).event.title;
    }
    v.summary = summary + atTime(root.time) + ": every other rank waited for them (" + toString(v.outcome) + ")" +
                followers(state, root.id) + ".";
    const auto [later, laterNodes] = followerCounts(state, root.id);
    v.summaryMessage = {"ranks_held_others",
                        {{"finding", summary},
                         {"time", isoOrEmpty(root.time)},
                         {"outcome", toString(v.outcome)},
                         {"later", std::to_string(later)},
                         {"nodes", std::to_string(laterNodes)}}};
    chainForRoot(
        rule, state, root,
        "outcome " + std::string(toString(v.outcome)) + ": " + std::to_string(remaining.size()) +
            " root candidates are one finding" +
            (culprits.empty() ? " about collective #" + seq : std::string(" of the hang analysis")) + ": " + who,
        {culprits.empty() ? "one_collective" : "one_hang_finding",
         {{"outcome", toString(v.outcome)}, {"count", std::to_string(remaining.size())}, {"seq", seq}, {"who", who}}});
    for (std::size_t i = 1; i < remaining.size(); ++i) {
        const Event& e = state.at(remaining[i]).event;
        v.chain.push_back({e.rule, "also " + describe(e), e.id, {"also", eventValues(e)}});
    }
    return true;
}

// An unknown outcome that lists the candidates left; returns them as text for the summary.
std::string unknownWithCandidates(const RuleSpec& rule, AttributionState& state,
                                  const std::vector<std::uint32_t>& remaining) {
    Verdict& v = state.verdict;
    v.outcome = Outcome::Unknown;
    v.rule = rule.rule.id;
    v.confidence = Confidence::Low;
    std::string list;
    for (std::uint32_t id : remaining) {
        v.candidates.push_back(candidateOf(state.at(id)));
        list += (list.empty() ? "" : ", ") + describe(state.at(id).event);
    }
    return list;
}

bool tiedRoots(const RuleSpec& rule, AttributionState& state) {
    auto remaining = remainingCandidates(state);
    std::erase_if(remaining, [&](std::uint32_t id) { return state.at(id).strength < rule.condition.minStrength; });
    if (remaining.size() < 2) return false;
    const std::string list = unknownWithCandidates(rule, state, remaining);
    Verdict& v = state.verdict;
    v.summary =
        std::to_string(remaining.size()) +
        " faults with no order between them (within the clock-skew tolerance, or timed only by an earlier line): " +
        list + "; the evidence does not say which started the failure, so no node is blamed.";
    v.summaryMessage = {"tied_roots", {{"count", std::to_string(remaining.size())}, {"list", list}}};
    v.chain.push_back({rule.rule.id,
                       "unknown: " + std::to_string(remaining.size()) + " root candidates remain: " + list,
                       0,
                       {"candidates_remain", {{"count", std::to_string(remaining.size())}, {"list", list}}}});
    return true;
}

bool onlyGeneric(const RuleSpec& rule, AttributionState& state) {
    const auto remaining = remainingCandidates(state);
    if (remaining.empty()) return false;
    const std::string list = unknownWithCandidates(rule, state, remaining);
    Verdict& v = state.verdict;
    v.summary = "Only generic errors (" + list + "): not enough to blame a node.";
    v.summaryMessage = {"only_generic", {{"list", list}}};
    v.chain.push_back(
        {rule.rule.id, "unknown: only generic errors remain: " + list, 0, {"only_generic_step", {{"list", list}}}});
    return true;
}

// No root candidate, but the rule's symptoms, which point to `outcome` without naming a
// node: that outcome, nobody blamed. `what` says what the symptoms are ("a collective
// operation timed out"), `verdict` what follows ("a hang").
bool unexplainedSymptoms(const RuleSpec& rule, AttributionState& state, Outcome outcome, const std::string& what,
                         const std::string& verdict) {
    if (!remainingCandidates(state).empty()) return false;
    std::set<std::string> nodes;
    std::uint32_t first = 0;
    for (const auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || !selects(rule.condition, e)) continue;
        if (!e.event.node.empty()) nodes.insert(e.event.node);
        if (!first) first = e.event.id;
    }
    if (!first) return false;
    Verdict& v = state.verdict;
    const Event& f = state.at(first).event;
    v.outcome = outcome;
    v.rule = rule.rule.id;
    v.symptom = f.symptom;
    v.confidence = Confidence::Low;
    const std::string nodeCount = std::to_string(nodes.size()) + " node" + (nodes.size() == 1 ? "" : "s");
    v.summary = what + " (" + f.title + ", first on " + (f.node.empty() ? std::string("the job") : f.node) +
                atTime(f.time) + (nodes.empty() ? std::string() : ", " + nodeCount) +
                ") and nothing in the bundle explains why: " + verdict + ", no node blamed.";
    v.summaryMessage = {
        outcome == Outcome::Hang ? "unexplained_hang" : "unexplained_network",
        {{"title", f.title}, {"node", f.node}, {"time", isoOrEmpty(f.time)}, {"nodes", std::to_string(nodes.size())}}};
    v.chain.push_back({rule.rule.id,
                       std::string(toString(outcome)) + ": " + what + " on " + nodeCount + " and no root candidate",
                       first,
                       {outcome == Outcome::Hang ? "unexplained_hang_step" : "unexplained_network_step",
                        {{"nodes", std::to_string(nodes.size())}}}});
    if (!f.evidence.empty()) v.chain.push_back(rawLineStep(f));
    return true;
}

// The node a transport error's peer is: its "peer" capture is an address the bundle ties to
// one node (address_book.h), or a node's own name ("node007.cluster.local<57962>"). "" when
// neither; `via` is the line that tied the address.
std::string peerNode(const AttributionState& state, const Event& e, const NodeAddress** via) {
    const std::string captured = e.capture("peer");
    std::string_view peer = captured;
    if (const std::size_t lt = peer.find('<'); lt != std::string_view::npos) peer = peer.substr(0, lt);
    if (peer.empty()) return {};
    if (const std::string address = normalizeAddress(peer); !address.empty()) {
        for (const NodeAddress& a : state.addresses)
            if (a.address == address) {
                *via = &a;
                return a.node;  // "" when two bundles tie it to two nodes
            }
        return {};
    }
    if (state.nodeRanks.count(std::string(peer))) return std::string(peer);
    if (const std::string_view shortName = shortHostName(peer); state.nodeRanks.count(std::string(shortName)))
        return std::string(shortName);
    return {};
}

// What the transport errors say of one peer node.
struct PeerReports {
    std::set<std::string> reporters;  // the other nodes whose errors name it
    std::vector<std::uint32_t> events;
    TimeNs first = kNoTime;  // the first error naming it
    const NodeAddress* via = nullptr;
};

// The peer node the transport errors blame, or "" (docs/rule-format.md "Transport errors and
// their peer"): named by the errors of at least two other nodes while no other peer is; else
// the one peer whose own lines stop before the first error naming it.
std::string blamedPeer(const RuleSpec& rule, const AttributionState& state,
                       const std::map<std::string, PeerReports>& peers, bool& silent) {
    std::vector<std::string> several;
    for (const auto& [node, p] : peers)
        if (p.reporters.size() >= 2) several.push_back(node);
    silent = false;
    if (several.size() == 1) return several.front();
    if (!several.empty()) return {};  // several peers each named by several nodes: the fabric, not one node
    std::vector<std::string> stopped;
    if (!state.lastLineComplete) return {};  // when some node's lines stop is not known
    for (const auto& [node, p] : peers) {
        const auto last = state.lastLine.find(node);
        if (last != state.lastLine.end() && p.first != kNoTime &&
            last->second + secondsToNs(rule.condition.skewSeconds) < p.first)
            stopped.push_back(node);
    }
    silent = stopped.size() == 1;
    return silent ? stopped.front() : std::string();
}

// No root candidate, but the transport (IB or RoCE verbs, sockets, OFI/EFA) reported errors:
// the network. The peer they name is the culprit only as blamedPeer() says; else nobody.
bool transportErrors(const RuleSpec& rule, AttributionState& state) {
    if (!remainingCandidates(state).empty()) return false;
    std::map<std::string, PeerReports> peers;
    bool any = false;
    for (const auto& e : state.events) {
        if (e.event.cls == EventClass::Noise || !selects(rule.condition, e)) continue;
        any = true;
        const NodeAddress* via = nullptr;
        const std::string peer = peerNode(state, e.event, &via);
        if (peer.empty() || peer == e.event.node) continue;
        PeerReports& p = peers[peer];
        if (!e.event.node.empty()) p.reporters.insert(e.event.node);
        p.events.push_back(e.event.id);
        if (e.event.time != kNoTime && (p.first == kNoTime || e.event.time < p.first)) p.first = e.event.time;
        if (!p.via) p.via = via;
    }
    if (!any) return false;
    bool silent = false;
    const std::string culprit = blamedPeer(rule, state, peers, silent);
    if (culprit.empty()) {
        unexplainedSymptoms(rule, state, Outcome::Network, "The network transport reported errors",
                            "the network (a peer address names no node)");
        // Which peers were named, and why none is blamed.
        for (const auto& [node, p] : peers) {
            const std::string why =
                "peer " + node + " named by the errors of " + std::to_string(p.reporters.size()) + " other node" +
                (p.reporters.size() == 1 ? "" : "s") +
                "; not blamed: only a peer named from two nodes or more (and no other such peer), or "
                "whose own lines stop first, is the culprit";
            state.verdict.chain.push_back(
                {rule.rule.id,
                 why,
                 p.events.front(),
                 {"peer_symptom", {{"peer", node}, {"reporters", std::to_string(p.reporters.size())}}}});
        }
        return true;
    }
    const PeerReports& p = peers.at(culprit);
    const Event& first = state.at(p.events.front()).event;
    Verdict& v = state.verdict;
    v.outcome = Outcome::Network;
    v.rule = rule.rule.id;
    v.symptom = first.symptom;
    v.rootEventId = first.id;
    v.culpritNodes = {culprit};
    if (const auto ranks = state.nodeRanks.find(culprit); ranks != state.nodeRanks.end())
        v.culpritRanks = ranks->second;
    v.confidence = silent ? Confidence::Low : Confidence::Medium;
    std::string reporters;
    for (const std::string& r : p.reporters) reporters += (reporters.empty() ? "" : ", ") + r;
    const std::string how =
        silent ? "its own lines stop" + atTime(state.lastLine.at(culprit)) + ", before the first error naming it"
               : "the errors of " + std::to_string(p.reporters.size()) + " other nodes (" + reporters +
                     ") name it, and no other peer is named from more than one node";
    const std::string address =
        p.via ? " (" + p.via->address + ", " + p.via->from.file + ":" + std::to_string(p.via->from.line) + ")"
              : std::string();
    v.summary = "Transport errors (" + first.title + atTime(first.time) + ") point at peer " + culprit + address +
                ": " + how + " (network).";
    const std::string last = silent ? isoOrEmpty(state.lastLine.at(culprit)) : std::string();
    v.summaryMessage = {
        "transport_peer",
        {{"title", first.title},
         {"time", isoOrEmpty(first.time)},
         {"peer", culprit},
         {"address", p.via ? p.via->address : std::string()},
         {"address_from", p.via ? p.via->from.file + ":" + std::to_string(p.via->from.line) : std::string()},
         {"how", silent ? "silent" : "several"},
         {"last", last},
         {"reporters", std::to_string(p.reporters.size())},
         {"reporter_list", reporters},
         {"outcome", toString(Outcome::Network)}}};
    v.chain.push_back({rule.rule.id,
                       "network: culprit " + culprit + ", the peer of the transport errors: " + how,
                       first.id,
                       {silent ? "transport_peer_silent" : "transport_peer_several",
                        {{"peer", culprit},
                         {"reporters", reporters},
                         {"count", std::to_string(p.reporters.size())},
                         {"last", last}}}});
    if (p.via)
        v.chain.push_back({rule.rule.id,
                           "address " + p.via->address + " is " + culprit + ": " + p.via->from.file + ":" +
                               std::to_string(p.via->from.line) + ": " + p.via->from.text,
                           0,
                           {"peer_address",
                            {{"address", p.via->address},
                             {"node", culprit},
                             {"file", p.via->from.file},
                             {"line", std::to_string(p.via->from.line)},
                             {"text", p.via->from.text}}}});
    for (std::uint32_t id : p.events) v.candidates.push_back(candidateOf(state.at(id)));
    if (!first.evidence.empty()) v.chain.push_back(rawLineStep(first));
    return true;
}

// The root candidates left are exceptions no rule knows (the rule's `symptoms`): the job's
// last traceback ended in one. Unless an event of the listed `outcomes` (a node's fault, the
// scheduler's kill, a transport error) came before the first or with it (from `window_s`
// before it to `skew_s` after), or cannot be placed in time against it, the
// job died of its own code: the application's, nobody blamed, low confidence.
bool unexplainedException(const RuleSpec& rule, AttributionState& state) {
    const auto remaining = remainingCandidates(state);
    if (remaining.empty()) return false;
    for (std::uint32_t id : remaining)
        if (!selects(rule.condition, state.at(id))) return false;  // another kind of fault is left: not this rule's
    // The last exception, and when the first was raised.
    const auto lastSeen = [&](const Event& e) { return e.lastTime != kNoTime ? e.lastTime : e.time; };
    std::uint32_t last = remaining.front();
    TimeNs first = kNoTime;
    bool untimed = false;
    for (std::uint32_t id : remaining) {
        const Event& e = state.at(id).event;
        if (e.time == kNoTime) {
            untimed = true;
            continue;
        }
        first = first == kNoTime ? e.time : std::min(first, e.time);
        if (state.at(last).event.time == kNoTime || lastSeen(e) >= lastSeen(state.at(last).event)) last = id;
    }
    if (untimed) first = kNoTime;  // what is untimed cannot be placed against anything
    const TimeNs before = secondsToNs(rule.condition.windowSeconds), skew = secondsToNs(rule.condition.skewSeconds);
    for (const auto& e : state.events) {
        const Event& ev = e.event;
        if (ev.cls == EventClass::Noise || selects(rule.condition, e)) continue;
        if (std::find(rule.condition.outcomes.begin(), rule.condition.outcomes.end(), ev.outcomeHint) ==
            rule.condition.outcomes.end())
            continue;
        // Yields to it when it may have come first; what came after is the exception's consequence.
        if (ev.time == kNoTime || first == kNoTime || (ev.time >= first - before && ev.time <= first + skew)) {
            Verdict& v = state.verdict;
            v.chain.push_back(
                {rule.rule.id,
                 "not the application's alone: " + describe(ev) + atTime(ev.time) + " (" + toString(ev.outcomeHint) +
                     ") " +
                     (ev.time == kNoTime || first == kNoTime ? "cannot be placed in time against the exception"
                                                             : "came before it or with it"),
                 ev.id,
                 {"exception_yields",
                  eventValues(ev, {{"outcome", toString(ev.outcomeHint)},
                                   {"time", isoOrEmpty(ev.time)},
                                   {"placed", ev.time == kNoTime || first == kNoTime ? "no" : "yes"}})}});
            return false;
        }
    }
    const Event& root = state.at(last).event;
    Verdict& v = state.verdict;
    v.outcome = Outcome::Application;
    v.rule = rule.rule.id;
    v.rootEventId = root.id;
    v.symptom = root.symptom;
    v.confidence = Confidence::Low;
    std::string frame;
    if (!root.evidence.empty())
        if (const auto f =
                state.frames.find(root.evidence.front().file + ":" + std::to_string(root.evidence.front().where.line));
            f != state.frames.end())
            frame = f->second;
    v.summary = "The job's last traceback ends in " + root.title +
                (frame.empty() ? std::string() : " (" + frame + ")") + " on " +
                (root.node.empty() ? std::string("the job") : root.node) + atTime(root.time) +
                ", an exception no rule knows, and nothing on the nodes, the scheduler or the network came before it: "
                "the application's, no node blamed.";
    v.summaryMessage = {
        "unexplained_exception",
        {{"title", root.title}, {"frame", frame}, {"node", root.node}, {"time", isoOrEmpty(root.time)}}};
    v.chain.push_back({rule.rule.id,
                       "application: the last exception is " + describe(root) +
                           ", which no rule knows, and no node fault, "
                           "scheduler kill or transport error came before it",
                       root.id,
                       {"unexplained_exception_step", eventValues(root)}});
    if (!frame.empty())
        v.chain.push_back({rule.rule.id, "raised at " + frame, root.id, {"exception_frame", {{"frame", frame}}}});
    if (!root.evidence.empty()) v.chain.push_back(rawLineStep(root));
    for (std::uint32_t id : remaining) v.candidates.push_back(candidateOf(state.at(id)));
    return true;
}

bool noFailure(const RuleSpec& rule, AttributionState& state) {
    Verdict& v = state.verdict;
    v.outcome = Outcome::Unknown;
    v.rule = rule.rule.id;
    v.confidence = Confidence::Low;
    std::size_t noise = 0, other = 0;
    for (const auto& e : state.events) (e.event.cls == EventClass::Noise ? noise : other)++;
    v.summary =
        "No failure evidence: " + std::to_string(noise) + " benign or everyday event" + (noise == 1 ? "" : "s") +
        (other ? ", " + std::to_string(other) + " without a root candidate" : std::string()) + "; nothing is blamed.";
    v.summaryMessage = {"no_failure", {{"noise", std::to_string(noise)}, {"other", std::to_string(other)}}};
    v.chain.push_back(
        {rule.rule.id, "unknown: no root candidate and no collective timeout", 0, {"no_failure_step", {}}});
    return true;
}

}  // namespace

bool runOutcomeRule(const RuleSpec& rule, AttributionState& state) {
    if (rule.type == "broad_event") return broadEvent(rule, state);
    if (rule.type == "single_root") return singleRoot(rule, state);
    if (rule.type == "same_collective") return sameCollective(rule, state);
    if (rule.type == "tied_roots") return tiedRoots(rule, state);
    if (rule.type == "only_generic") return onlyGeneric(rule, state);
    if (rule.type == "hang")
        return unexplainedSymptoms(rule, state, Outcome::Hang, "A collective operation timed out", "a hang");
    if (rule.type == "transport_errors") return transportErrors(rule, state);
    if (rule.type == "unexplained_exception") return unexplainedException(rule, state);
    if (rule.type == "no_failure") return noFailure(rule, state);
    return false;
}

}  // namespace aw

#include "engine/attribute/provenance_builder.h"

#include <map>
#include <set>

namespace aw {

namespace {

class GraphBuilder {
public:
    explicit GraphBuilder(const AttributionState& state) : state_(state) {}

    Provenance build() {
        const Verdict& v = state_.verdict;
        ProvNode verdict;
        verdict.id = "verdict";
        verdict.kind = ProvKind::Verdict;
        verdict.label = std::string("verdict: ") + toString(v.outcome) +
                        (v.culpritNodes.empty() ? std::string() : " on " + join(v.culpritNodes));
        verdict.rule = v.rule;
        verdict.detail = v.summary;
        verdict.eventId = v.rootEventId;
        add(std::move(verdict));

        const std::string outcomeNode = "d:" + v.rule;
        ProvNode outcome;
        outcome.id = outcomeNode;
        outcome.kind = ProvKind::Decision;
        outcome.label = "outcome rule " + v.rule;
        outcome.rule = v.rule;
        outcome.detail = v.chain.empty() ? std::string() : v.chain.front().text;
        outcome.eventId = v.rootEventId;
        add(std::move(outcome));
        edge(outcomeNode, "verdict", "decides");
        if (v.rootEventId) edge(eventNode(v.rootEventId), outcomeNode, "root cause");

        // Events decided by filters, refiners and post-outcome rules.
        std::set<std::uint32_t> finalDecider;  // events whose current class came from a decision
        std::map<std::uint32_t, std::size_t> lastDecision;
        for (std::size_t i = 0; i < state_.decisions.size(); ++i)
            for (std::uint32_t id : state_.decisions[i].events) lastDecision[id] = i;

        for (std::size_t i = 0; i < state_.decisions.size(); ++i) {
            const Decision& d = state_.decisions[i];
            const std::string id = "d:" + d.rule + ":" + std::to_string(i);
            ProvNode node;
            node.id = id;
            node.kind = ProvKind::Decision;
            node.label = d.rule + ": " + std::to_string(d.events.size()) + " event" +
                         (d.events.size() == 1 ? "" : "s") + " classed " + toString(d.cls);
            node.rule = d.rule;
            node.detail = std::string(toString(d.phase)) + (d.subPhase.empty() ? "" : " " + d.subPhase) + ": " + d.text;
            node.eventId = d.anchor;
            add(std::move(node));
            if (d.anchor) edge(eventNode(d.anchor), id, "relative to");
            // Only the events whose final class this decision set hang under it as members.
            std::vector<std::uint32_t> members;
            for (std::uint32_t e : d.events)
                if (lastDecision[e] == i) members.push_back(e);
            attachGroup(members, id, std::string("classed ") + toString(d.cls));
            edge(id, v.rootEventId && d.anchor == v.rootEventId ? outcomeNode : "verdict", edgeLabel(d.cls));
        }

        // Events no filter or refiner touched: their extractor's role decided the class.
        std::map<std::string, std::vector<std::uint32_t>> undecided;
        for (const auto& e : state_.events)
            if (!lastDecision.count(e.event.id))
                undecided[std::string(toString(e.event.cls)) + "|" + e.event.rule].push_back(e.event.id);
        for (const auto& [key, ids] : undecided) {
            const Event& first = state_.at(ids.front()).event;
            if (first.id == v.rootEventId) {
                attachEvents(ids);
                continue;
            }
            attachGroup(ids, v.candidates.empty() || first.cls != EventClass::RootCause ? "verdict" : outcomeNode,
                        first.cls == EventClass::RootCause ? "candidate" : "by role (" + first.reason + ")");
        }
        return std::move(graph_);
    }

private:
    const AttributionState& state_;
    Provenance graph_;
    std::set<std::string> ids_;

    static std::string join(const std::vector<std::string>& names) {
        std::string out;
        for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
        return out;
    }

    static const char* edgeLabel(EventClass cls) {
        switch (cls) {
        case EventClass::RootCause: return "root cause";
        case EventClass::Contributing: return "contributing";
        case EventClass::Symptom: return "explained as symptoms";
        case EventClass::Noise: return "suppressed as noise";
        }
        return "informs";
    }

    static std::string eventNode(std::uint32_t id) { return "e:" + std::to_string(id); }

    void add(ProvNode node) {
        if (ids_.insert(node.id).second) graph_.nodes.push_back(std::move(node));
    }
    void edge(const std::string& from, const std::string& to, const std::string& label) {
        graph_.edges.push_back(ProvEdge{from, to, label});
    }

    void addEvidence(const Event& e, std::size_t max, const std::string& to) {
        for (std::size_t k = 0; k < e.evidence.size() && k < max; ++k) {
            ProvNode ev;
            ev.id = "ev:" + std::to_string(e.id) + ":" + std::to_string(k);
            ev.kind = ProvKind::Evidence;
            ev.label = e.evidence[k].file + ":" + std::to_string(e.evidence[k].where.line);
            ev.rule = e.rule;
            ev.detail = e.evidence[k].text;
            ev.eventId = e.id;
            ev.hasLocation = true;
            ev.evidence = e.evidence[k];
            const std::string id = ev.id;
            add(std::move(ev));
            edge(id, to, "matched by " + e.rule);
        }
    }

    void addEvent(const Event& e) {
        const std::string id = eventNode(e.id);
        if (ids_.count(id)) return;
        ProvNode node;
        node.id = id;
        node.kind = ProvKind::Event;
        node.label =
            e.title + (e.node.empty() ? "" : " @ " + e.node) + (e.count > 1 ? " x" + std::to_string(e.count) : "");
        node.rule = e.rule;
        node.detail = std::string(toString(e.cls)) + ": " + e.reason;
        node.eventId = e.id;
        add(std::move(node));
        addEvidence(e, kMaxEvidence, id);
    }
    static constexpr std::size_t kMaxEvidence = 3;

    void attachEvents(const std::vector<std::uint32_t>& ids) {
        for (std::uint32_t id : ids) addEvent(state_.at(id).event);
    }

    // Links `ids` (events of one decision) to `to`: one by one when few, else one summary
    // node per symptom listing the count.
    void attachGroup(const std::vector<std::uint32_t>& ids, const std::string& to, const std::string& label) {
        std::map<std::string, std::vector<std::uint32_t>> bySymptom;
        for (std::uint32_t id : ids) bySymptom[state_.at(id).event.symptom].push_back(id);
        for (const auto& [symptom, group] : bySymptom) {
            const Event& first = state_.at(group.front()).event;
            const bool summarise = group.size() > kSummariseAbove && first.cls != EventClass::RootCause;
            if (!summarise) {
                for (std::uint32_t id : group) {
                    addEvent(state_.at(id).event);
                    edge(eventNode(id), to, label);
                }
                continue;
            }
            std::set<std::string> nodes;
            std::uint64_t occurrences = 0;
            std::string members;
            for (std::size_t k = 0; k < group.size(); ++k) {
                const Event& e = state_.at(group[k]).event;
                if (!e.node.empty()) nodes.insert(e.node);
                occurrences += e.count;
                if (k < 50) members += (members.empty() ? "#" : ", #") + std::to_string(e.id);
                else if (k == 50) members += ", ...";
            }
            ProvNode node;
            node.id = "s:" + to + ":" + symptom;
            node.kind = ProvKind::Event;
            node.label = symptom + ": " + std::to_string(group.size()) + " events on " + std::to_string(nodes.size()) +
                         " nodes (" + std::to_string(occurrences) + " lines)";
            node.rule = first.rule;
            node.detail = "events " + members + "; first: " + first.reason;
            node.eventId = first.id;
            const std::string id = node.id;
            add(std::move(node));
            addEvidence(first, 1, id);
            edge(id, to, label);
        }
    }
};

}  // namespace

Provenance buildProvenance(const AttributionState& state) {
    return GraphBuilder(state).build();
}

}  // namespace aw

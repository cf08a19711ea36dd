// The state the phases after extraction work on: the events (with their role and
// strength), the decisions filters and refiners took, broad incidents and the verdict.
// Every class change goes through decide(), so nothing changes without a rule and a reason.
#pragma once

#include "engine/core/analysis.h"
#include "engine/load/address_book.h"
#include "engine/rules/rule_parser.h"

#include <map>
#include <utility>
#include <string>
#include <vector>

namespace aw {

struct EventState {
    Event event;
    Role role = Role::Context;
    int strength = 0;
    bool fallback = false;
    std::string sameFault{};   // the rule's same_fault key: one fault whatever source reports it
    std::uint32_t anchor = 0;  // the event a filter/refiner related this one to (0: none)
};

// One decision of a filter or refiner: which events it classed, and relative to what.
struct Decision {
    std::string rule;
    Phase phase = Phase::Filter;
    std::string subPhase;
    std::uint32_t anchor = 0;  // the event the decision is about (root, kept event)
    EventClass cls = EventClass::Symptom;
    std::string text;                   // the shared part of the reason
    Message message;                    // `text` as a template and its values (the chain's Why line)
    std::vector<std::uint32_t> events;  // event ids decided
};

struct BroadIncident {
    std::string rule;  // the filter that found it
    std::string symptom;
    std::string title;
    Outcome outcome = Outcome::Unknown;
    std::size_t nodes = 0;
    TimeNs first = kNoTime;
    double windowSeconds = 0;
    std::vector<std::uint32_t> events;
};

struct AttributionState {
    std::vector<EventState> events;  // sorted; event id = index + 1
    std::vector<Decision> decisions;
    std::vector<BroadIncident> broad;
    std::size_t nodeCount = 0;  // nodes in the bundle(s)
    std::map<std::string, std::vector<int>> nodeRanks;
    WorkloadScope job;  // the job the manifest names: its id, nodes, window
    Verdict verdict;
    std::vector<std::uint32_t> contested;       // candidates demoted by first_appearance
    std::vector<NodeAddress> addresses;         // the nodes the bundle's addresses belong to (address_book.h)
    std::map<std::string, TimeNs> lastLine;     // when each node's own lines stop
    bool lastLineComplete = true;               // false: not known for every node
    std::map<std::string, std::string> frames;  // "file:line" -> the traceback frame before it

    EventState& at(std::uint32_t id) { return events[id - 1]; }
    const EventState& at(std::uint32_t id) const { return events[id - 1]; }

    // Classes event `id` under `rule` with `reason`, and records it in decision `d`.
    void decide(std::size_t d, std::uint32_t id, EventClass cls, std::string reason, bool suppress = false);
    // Starts a decision record; returns its index. `message` is `text` as a template and its
    // values, for a decision the verdict's chain quotes (one about the root).
    std::size_t openDecision(const RuleSpec& rule, std::uint32_t anchor, EventClass cls, std::string text,
                             Message message = {});
};

// "Xid 79: GPU has fallen off the bus on node007 (#3)": how reasons refer to an event.
std::string describe(const Event& e);
// A message's values for an event: "event" (describe()) and its parts "event_title",
// "event_node" and "event_id", so that a view can say it in its own words.
std::vector<std::pair<std::string, std::string>>
eventValues(const Event& e, std::vector<std::pair<std::string, std::string>> more = {});
// Seconds between two times, for reasons ("612 s").
std::string secondsText(TimeNs from, TimeNs to);

}  // namespace aw

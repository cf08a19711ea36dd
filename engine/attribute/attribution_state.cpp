#include "engine/attribute/attribution_state.h"

#include <cstdio>

namespace aw {

std::size_t AttributionState::openDecision(const RuleSpec& rule, std::uint32_t anchor, EventClass cls, std::string text,
                                           Message message) {
    Decision d;
    d.rule = rule.rule.id;
    d.phase = rule.rule.phase;
    d.subPhase = rule.rule.subPhase;
    d.anchor = anchor;
    d.cls = cls;
    d.text = std::move(text);
    d.message = std::move(message);
    decisions.push_back(std::move(d));
    return decisions.size() - 1;
}

void AttributionState::decide(std::size_t d, std::uint32_t id, EventClass cls, std::string reason, bool suppress) {
    EventState& s = at(id);
    s.event.cls = cls;
    s.event.classRule = decisions[d].rule;
    s.event.reason = std::move(reason);
    s.event.suppressed = suppress;
    if (decisions[d].anchor && decisions[d].anchor != id) s.anchor = decisions[d].anchor;
    decisions[d].events.push_back(id);
}

std::string describe(const Event& e) {
    std::string out = e.title;
    if (!e.node.empty()) out += " on " + e.node;
    out += " (#" + std::to_string(e.id) + ")";
    return out;
}

std::vector<std::pair<std::string, std::string>> eventValues(const Event& e,
                                                             std::vector<std::pair<std::string, std::string>> more) {
    more.insert(
        more.begin(),
        {{"event", describe(e)}, {"event_title", e.title}, {"event_node", e.node}, {"event_id", std::to_string(e.id)}});
    return more;
}

std::string secondsText(TimeNs from, TimeNs to) {
    if (from == kNoTime || to == kNoTime) return "an unknown time";
    const double s = static_cast<double>(to - from) / 1e9;
    char buf[48];
    const double a = s < 0 ? -s : s;
    std::snprintf(buf, sizeof buf, a < 10 ? "%.1f s %s" : "%.0f s %s", a, s < 0 ? "before" : "after");
    return buf;
}

}  // namespace aw

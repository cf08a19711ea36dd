// Analysis events built by hand, their fields named:
//   EventBuilder(1).node("node03").symptom("xid_79_gpu_fallen_off_bus").at(t)
//       .classed(aw::EventClass::RootCause, "earliest_hardware_fault").build()
// Fields left alone keep aw::Event's defaults.
#pragma once

#include "engine/core/analysis.h"

#include <cstdint>
#include <string>
#include <utility>

namespace awtest {

class EventBuilder {
public:
    explicit EventBuilder(std::uint32_t id = 0) { event_.id = id; }

    EventBuilder& id(std::uint32_t id) { return set(event_.id, id); }
    EventBuilder& kind(aw::EventKind kind) { return set(event_.kind, kind); }
    EventBuilder& node(std::string node) { return set(event_.node, std::move(node)); }
    EventBuilder& rank(std::int32_t rank) { return set(event_.rank, rank); }
    EventBuilder& gpu(std::int32_t gpu) { return set(event_.gpu, gpu); }
    EventBuilder& symptom(std::string symptom) { return set(event_.symptom, std::move(symptom)); }
    EventBuilder& title(std::string title) { return set(event_.title, std::move(title)); }
    EventBuilder& time(aw::TimeNs time) { return set(event_.time, time); }
    EventBuilder& lastTime(aw::TimeNs time) { return set(event_.lastTime, time); }
    // Seen once, at `time`: its first and last occurrence.
    EventBuilder& at(aw::TimeNs time) { return this->time(time).lastTime(time); }
    EventBuilder& count(std::uint32_t count) { return set(event_.count, count); }
    EventBuilder& rule(std::string rule) { return set(event_.rule, std::move(rule)); }
    EventBuilder& severity(aw::Severity severity) { return set(event_.severity, severity); }
    EventBuilder& scope(aw::Scope scope) { return set(event_.scope, scope); }
    EventBuilder& outcomeHint(aw::Outcome outcome) { return set(event_.outcomeHint, outcome); }
    // Its class, the rule that decided it and why.
    EventBuilder& classed(aw::EventClass cls, std::string classRule = {}, std::string reason = {}) {
        event_.cls = cls;
        event_.classRule = std::move(classRule);
        return set(event_.reason, std::move(reason));
    }
    EventBuilder& suppressed() { return set(event_.suppressed, true); }
    EventBuilder& capture(std::string name, std::string value) {
        event_.captures.emplace_back(std::move(name), std::move(value));
        return *this;
    }
    // Marked too, as the engine marks every piece of evidence for the raw-log view (a line
    // of a text log: the evidence's span is the line's).
    EventBuilder& evidence(aw::EvidenceRef ref) {
        event_.markedLines.push_back({ref.where, ref.where.line, ref.matchBegin, ref.matchEnd});
        event_.evidence.push_back(std::move(ref));
        return *this;
    }
    // Evidence on `line` of file `file`: the match is bytes [matchBegin, matchEnd) of the line.
    EventBuilder& evidence(std::uint32_t file, std::uint32_t line, std::uint32_t matchBegin, std::uint32_t matchEnd) {
        aw::EvidenceRef ref;
        ref.where.file = file;
        ref.where.line = line;
        ref.matchBegin = matchBegin;
        ref.matchEnd = matchEnd;
        return evidence(std::move(ref));
    }

    aw::Event build() const& { return event_; }
    aw::Event build() && { return std::move(event_); }

private:
    template <typename Field, typename Value>
    EventBuilder& set(Field& field, Value&& value) {
        field = std::forward<Value>(value);
        return *this;
    }

    aw::Event event_;
};

}  // namespace awtest

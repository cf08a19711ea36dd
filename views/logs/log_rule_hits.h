// Where the rules hit the raw logs: every evidence line of every event of the analysis,
// with the matched byte span, sorted by (file, line) so a line's hits and the next or
// previous hit are binary searches.
#pragma once

#include "views/common/document.h"

#include "engine/core/analysis.h"

#include <cstdint>
#include <span>
#include <vector>

namespace awv {

struct RuleHit {
    std::uint32_t file = 0;
    std::uint32_t line = 0;        // 1-based
    std::uint32_t matchBegin = 0;  // byte span within the line
    std::uint32_t matchEnd = 0;
    std::uint32_t eventId = 0;
    aw::EventClass cls = aw::EventClass::Symptom;
};

class LogRuleHits {
public:
    // Every event's evidence lines, at the lines the raw-log view shows them (a decoded
    // source's evidence lands on its record's line, with no span to mark).
    void build(const Document& doc);

    std::span<const RuleHit> forLine(std::uint32_t file, std::uint32_t line) const;
    // The first hit after (before) the given line, in (file, line) order, wrapping around.
    const RuleHit* next(std::uint32_t file, std::uint32_t line) const;
    const RuleHit* previous(std::uint32_t file, std::uint32_t line) const;
    // Same, restricted to one file, without wrapping.
    const RuleHit* nextInFile(std::uint32_t file, std::uint32_t line) const;
    const RuleHit* previousInFile(std::uint32_t file, std::uint32_t line) const;

    const std::vector<RuleHit>& all() const { return hits_; }
    bool empty() const { return hits_.empty(); }

private:
    std::vector<RuleHit> hits_;
};

}  // namespace awv

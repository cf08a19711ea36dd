// Where the rules hit the raw logs: every line an event's rule matched (the analysis keeps
// the first 256 of each event) and every evidence line, with the matched byte span
// placed in the line as written (a JSON record's match is found in its own bytes), sorted
// by (file, line) so a line's hits and the next or previous hit are binary searches.
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
    std::uint64_t record = 0;  // byte offset of the record the match was made in
};

class LogRuleHits {
public:
    // Every event's matched and evidence lines, at the lines the raw-log view shows them (a
    // decoded source's evidence lands on its record's line, with no span to mark).
    void build(const Document& doc);

    std::span<const RuleHit> forLine(std::uint32_t file, std::uint32_t line) const;
    // The hit made in the record starting at `offset` of `file`, if any (a record may span
    // lines: its hit sits on the line holding the match).
    const RuleHit* forRecord(std::uint32_t file, std::uint32_t recordLine, std::uint64_t offset) const;
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

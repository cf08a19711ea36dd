#include "views/logs/log_rule_hits.h"

#include <algorithm>
#include <tuple>

namespace awv {

namespace {
auto key(const RuleHit& h) {
    return std::make_tuple(h.file, h.line);
}
}  // namespace

void LogRuleHits::build(const Document& doc) {
    hits_.clear();
    // The engine hands over each matched line in the view's shape: its line and its span.
    for (const aw::Event& event : doc.result->events) {
        for (const aw::MarkedLine& mark : event.markedLines) {
            const aw::SourceLocation& where = mark.where;
            if (where.line == 0 || where.file >= doc.bundle->files.size()) continue;  // no line to point at
            if (doc.isDecoded(where.file)) {
                // The span is in the finding's text, not in the decoded line: the line only.
                hits_.push_back({where.file, doc.shownLine(where), 0, 0, event.id, event.cls, where.offset});
                continue;
            }
            hits_.push_back({where.file, mark.line ? mark.line : where.line, mark.matchBegin, mark.matchEnd, event.id,
                             event.cls, where.offset});
        }
    }
    // Within a line, the more important class first: it decides the line colour.
    std::stable_sort(hits_.begin(), hits_.end(), [](const RuleHit& a, const RuleHit& b) {
        return std::make_tuple(a.file, a.line, static_cast<int>(a.cls), a.matchBegin) <
               std::make_tuple(b.file, b.line, static_cast<int>(b.cls), b.matchBegin);
    });
}

const RuleHit* LogRuleHits::forRecord(std::uint32_t file, std::uint32_t recordLine, std::uint64_t offset) const {
    const auto probe = std::make_tuple(file, recordLine);
    auto it =
        std::lower_bound(hits_.begin(), hits_.end(), probe, [](const RuleHit& h, const auto& k) { return key(h) < k; });
    // A record's hit is on its first line or a later one; records do not interleave.
    for (; it != hits_.end() && it->file == file; ++it) {
        if (it->record == offset) return &*it;
        if (it->record > offset && it->line > recordLine) break;
    }
    return nullptr;
}

std::span<const RuleHit> LogRuleHits::forLine(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    const auto lo =
        std::lower_bound(hits_.begin(), hits_.end(), probe, [](const RuleHit& h, const auto& k) { return key(h) < k; });
    auto hi = lo;
    while (hi != hits_.end() && key(*hi) == probe) ++hi;
    return {lo, hi};
}

const RuleHit* LogRuleHits::nextInFile(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    const auto it =
        std::upper_bound(hits_.begin(), hits_.end(), probe, [](const auto& k, const RuleHit& h) { return k < key(h); });
    return it != hits_.end() && it->file == file ? &*it : nullptr;
}

const RuleHit* LogRuleHits::previousInFile(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    auto it =
        std::lower_bound(hits_.begin(), hits_.end(), probe, [](const RuleHit& h, const auto& k) { return key(h) < k; });
    if (it == hits_.begin()) return nullptr;
    --it;
    // Land on the first hit of that line so the line's most important hit is reported.
    while (it != hits_.begin() && key(*(it - 1)) == key(*it)) --it;
    return it->file == file ? &*it : nullptr;
}

const RuleHit* LogRuleHits::next(std::uint32_t file, std::uint32_t line) const {
    if (hits_.empty()) return nullptr;
    const auto probe = std::make_tuple(file, line);
    const auto it =
        std::upper_bound(hits_.begin(), hits_.end(), probe, [](const auto& k, const RuleHit& h) { return k < key(h); });
    return it != hits_.end() ? &*it : &hits_.front();
}

const RuleHit* LogRuleHits::previous(std::uint32_t file, std::uint32_t line) const {
    if (hits_.empty()) return nullptr;
    const auto probe = std::make_tuple(file, line);
    auto it =
        std::lower_bound(hits_.begin(), hits_.end(), probe, [](const RuleHit& h, const auto& k) { return key(h) < k; });
    if (it == hits_.begin()) it = hits_.end();
    --it;
    while (it != hits_.begin() && key(*(it - 1)) == key(*it)) --it;
    return &*it;
}

}  // namespace awv

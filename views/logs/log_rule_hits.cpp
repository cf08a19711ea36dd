#include "views/logs/log_rule_hits.h"

#include <algorithm>
#include <tuple>

namespace awv {

namespace {
auto key(const RuleHit& h) { return std::make_tuple(h.file, h.line); }
}  // namespace

namespace {

// The record's bytes, or "" when the location is not in the file.
std::string_view recordBytes(const Document& doc, const aw::SourceLocation& where) {
    const aw::SourceFile& file = doc.bundle->files[where.file];
    const std::string_view bytes = file.data ? file.data->bytes() : std::string_view();
    if (where.offset >= bytes.size()) return {};
    return bytes.substr(where.offset, where.length);
}

// The evidence's span when it is the record's own (a text log's line); else empty: the span
// is then in a normalised text the record does not hold as such. A location without its
// record's extent (built by hand) keeps its span.
std::pair<std::uint32_t, std::uint32_t> evidenceSpan(std::string_view record, const aw::EvidenceRef& ev) {
    if (ev.where.length == 0) return {ev.matchBegin, ev.matchEnd};
    if (ev.matchEnd <= ev.matchBegin || ev.matchEnd > record.size() || ev.matchEnd > ev.text.size()) return {0, 0};
    const std::size_t length = ev.matchEnd - ev.matchBegin;
    if (record.substr(ev.matchBegin, length) != std::string_view(ev.text).substr(ev.matchBegin, length)) return {0, 0};
    return {ev.matchBegin, ev.matchEnd};
}

}  // namespace

void LogRuleHits::build(const Document& doc) {
    hits_.clear();
    const auto add = [&](const aw::Event& event, const aw::SourceLocation& where, std::uint32_t begin,
                         std::uint32_t end) {
        if (where.line == 0 || where.file >= doc.bundle->files.size()) return;  // no line to point at
        if (doc.isDecoded(where.file)) {
            // The span is in the finding's text, not in the decoded line: the line only.
            hits_.push_back({where.file, doc.shownLine(where), 0, 0, event.id, event.cls, where.offset});
            return;
        }
        // A record spanning lines (pretty-printed JSON): the match's own line.
        const std::string_view record = recordBytes(doc, where);
        std::uint32_t line = where.line;
        if (where.length == 0) {
            // No extent to check against: the span as given.
        } else if (end > begin && end <= record.size()) {
            const std::string_view before = record.substr(0, begin);
            line += static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n'));
            if (const std::size_t nl = before.rfind('\n'); nl != std::string_view::npos) {
                begin -= static_cast<std::uint32_t>(nl + 1);
                end -= static_cast<std::uint32_t>(nl + 1);
            }
        } else {
            begin = end = 0;
        }
        hits_.push_back({where.file, line, begin, end, event.id, event.cls, where.offset});
    };
    for (const aw::Event& event : doc.result->events) {
        for (const aw::MarkedLine& mark : event.markedLines) add(event, mark.where, mark.matchBegin, mark.matchEnd);
        for (const aw::EvidenceRef& ev : event.evidence) {
            const bool marked = std::any_of(event.markedLines.begin(), event.markedLines.end(), [&](const aw::MarkedLine& m) {
                return m.where.file == ev.where.file && m.where.offset == ev.where.offset;
            });
            if (marked || ev.where.file >= doc.bundle->files.size()) continue;
            const auto [begin, end] = evidenceSpan(recordBytes(doc, ev.where), ev);
            add(event, ev.where, begin, end);
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
    auto it = std::lower_bound(hits_.begin(), hits_.end(), probe,
                               [](const RuleHit& h, const auto& k) { return key(h) < k; });
    // A record's hit is on its first line or a later one; records do not interleave.
    for (; it != hits_.end() && it->file == file; ++it) {
        if (it->record == offset) return &*it;
        if (it->record > offset && it->line > recordLine) break;
    }
    return nullptr;
}

std::span<const RuleHit> LogRuleHits::forLine(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    const auto lo = std::lower_bound(hits_.begin(), hits_.end(), probe,
                                     [](const RuleHit& h, const auto& k) { return key(h) < k; });
    auto hi = lo;
    while (hi != hits_.end() && key(*hi) == probe) ++hi;
    return {lo, hi};
}

const RuleHit* LogRuleHits::nextInFile(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    const auto it = std::upper_bound(hits_.begin(), hits_.end(), probe,
                                     [](const auto& k, const RuleHit& h) { return k < key(h); });
    return it != hits_.end() && it->file == file ? &*it : nullptr;
}

const RuleHit* LogRuleHits::previousInFile(std::uint32_t file, std::uint32_t line) const {
    const auto probe = std::make_tuple(file, line);
    auto it = std::lower_bound(hits_.begin(), hits_.end(), probe,
                               [](const RuleHit& h, const auto& k) { return key(h) < k; });
    if (it == hits_.begin()) return nullptr;
    --it;
    // Land on the first hit of that line so the line's most important hit is reported.
    while (it != hits_.begin() && key(*(it - 1)) == key(*it)) --it;
    return it->file == file ? &*it : nullptr;
}

const RuleHit* LogRuleHits::next(std::uint32_t file, std::uint32_t line) const {
    if (hits_.empty()) return nullptr;
    const auto probe = std::make_tuple(file, line);
    const auto it = std::upper_bound(hits_.begin(), hits_.end(), probe,
                                     [](const auto& k, const RuleHit& h) { return k < key(h); });
    return it != hits_.end() ? &*it : &hits_.front();
}

const RuleHit* LogRuleHits::previous(std::uint32_t file, std::uint32_t line) const {
    if (hits_.empty()) return nullptr;
    const auto probe = std::make_tuple(file, line);
    auto it = std::lower_bound(hits_.begin(), hits_.end(), probe,
                               [](const RuleHit& h, const auto& k) { return key(h) < k; });
    if (it == hits_.begin()) it = hits_.end();
    --it;
    while (it != hits_.begin() && key(*(it - 1)) == key(*it)) --it;
    return &*it;
}

}  // namespace awv

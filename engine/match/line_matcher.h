// Finds which extractor rules match a line. Per source kind, a literal scanner (the
// atoms re2::FilteredRE2 derives from each rule, found by Vectorscan; for a rule whose
// literals are words of every training step, its whole regex) tells which rules could
// match; most lines hold none of the literals. Text files are scanned whole, so
// lines without a literal are never looked at. The few possible rules run their own RE2;
// lines with many possible rules, or a character RE2 folds to an ASCII letter (see
// literal_scanner.h), go through one RE2::Set pass. Then only the matching rules run
// again for span and named captures.
#pragma once

#include "engine/core/observation.h"
#include "engine/match/literal_scanner.h"
#include "engine/rules/rule_parser.h"

#include <re2/filtered_re2.h>
#include <re2/re2.h>
#include <re2/set.h>

#include <array>
#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

namespace aw {

struct CompiledExtractor {
    const RuleSpec* spec = nullptr;
    std::unique_ptr<RE2> re;
    std::unique_ptr<RE2> unless;
    std::vector<std::string> groupNames;  // by group number (index 0: whole match), "" if unnamed
    int gpuGroup = -1;                    // captures that identify where the fault is; they split events
    int nodeGroup = -1;
    int rankGroup = -1;
    int deviceGroup =
        -1;  // pci, device, port, link, mount, path, cgroup: another GPU/link/file/cgroup is another event
    // A family's rule (rule_family.h): the group of each of its forms, whose text names the member.
    std::vector<int> formGroups;
    bool keyNeedsCaptures() const {
        return gpuGroup > 0 || nodeGroup > 0 || rankGroup > 0 || deviceGroup > 0 || !formGroups.empty();
    }
    // Rules that are one literal, maybe between \b (`\bNCCL INFO\b`, `LustreError:`),
    // are checked with a plain search: the same answer as RE2 for a fraction of the cost.
    bool literalOnly = false;
    std::string literal;
    bool boundaryBefore = false;
    bool boundaryAfter = false;
    // Where the leftmost match starts, or npos.
    std::size_t findLiteral(std::string_view text) const;
    // Whether the literal found at `at` in `text` has the boundaries the rule asks for.
    bool literalAt(std::string_view text, std::size_t at) const;
    // Whether the rule's regex matches somewhere in `text` (its `unless` not checked).
    bool matches(std::string_view text) const;
};

struct LineMatch {
    std::uint32_t begin = 0;  // span of the whole match inside the text
    std::uint32_t end = 0;
    std::vector<re2::StringPiece> groups;  // by group number
};

class LineMatcher {
public:
    // Per-thread working memory, reused between calls to avoid allocations.
    struct Scratch {
        std::vector<int> patterns;  // mayMatch()'s answer, for candidates()
        std::vector<int> atoms;
        LiteralScanner::Scratch literal;
        // The span candidates() found for its one possible rule, and of which text.
        int spanOf = -1;
        std::string_view spanText;
        LineMatch span;
    };

    // `extractors` are the regex extractors in catalog order; indices refer to it.
    explicit LineMatcher(const std::vector<const RuleSpec*>& extractors);
    LineMatcher(const LineMatcher&) = delete;
    LineMatcher& operator=(const LineMatcher&) = delete;

    std::size_t size() const { return compiled_.size(); }
    const CompiledExtractor& extractor(std::size_t i) const { return compiled_[i]; }

    // Indices of the rules reading `source` that match `text`, in catalog order. A rule
    // whose `unless` pattern also matches is left out; fallback rules only count when no
    // specific rule matched. With `prefiltered`, mayMatch() or mayMatchAtoms() already
    // ran and left its answer in `scratch`.
    void candidates(SourceKind source, std::string_view text, std::vector<int>& out, Scratch& scratch,
                    bool prefiltered = false) const;

    // Quick test before candidates(): false when no rule reading `source` can match `text`.
    // `scratch` receives what candidates() needs to skip the work again.
    bool mayMatch(SourceKind source, std::string_view text, Scratch& scratch) const;

    // The same for a line whose atoms a whole-file scan already found.
    bool mayMatchAtoms(SourceKind source, const std::vector<int>& atoms, bool nonAscii, Scratch& scratch) const;

    // The scanner of `source`'s literals when every rule reading it needs one: then only
    // lines holding an atom can match, and whole files can be scanned at once. Null when
    // some rule has no literal (every line must be tried).
    const LiteralScanner* fileScanner(SourceKind source) const;

    // The rule (extractor index) that is all a line holding only `atom` can match, when it
    // is a plain literal with no `unless` and no capture in its key (NCCL INFO), and the
    // atom is that literal, exactly; else -1. Such a line matches exactly when one of the
    // atom's hits passes CompiledExtractor::literalAt.
    int soleLiteralRule(SourceKind source, int atom) const;

    // The family member that rule `i`'s match (its captures) names; -1 if none or not a family.
    int member(std::size_t i, const LineMatch& match) const;

    // Runs rule `i` on `text` for its span and captures. False when it does not match.
    bool capture(std::size_t i, std::string_view text, LineMatch& out) const;
    // The same span, without the captures (groups past 0 are left empty): RE2 finds it with
    // its DFA alone. For a line that is only marked (the first 256 of a rule on a node).
    bool span(std::size_t i, std::string_view text, LineMatch& out) const;
    // The same, taken from `scratch` when candidates() found it already for this rule and text.
    bool span(std::size_t i, std::string_view text, LineMatch& out, const Scratch& scratch) const;

private:
    // Rule `i`'s span and its first `groups` groups (group 0 is the span).
    bool match(std::size_t i, std::string_view text, LineMatch& out, std::size_t groups) const;
    struct PerSource {
        std::unique_ptr<RE2::Set> set;  // every rule reading the source (compiledSet)
        mutable std::once_flag compileOnce;
        mutable bool setCompiled = false;
        std::vector<int> ruleOfPattern;              // set pattern index -> extractor index
        LiteralScanner literals;                     // every rule's required literals
        std::vector<std::vector<int>> atomPatterns;  // literal -> set patterns that need it
        std::vector<int> alwaysPatterns;             // patterns without a required literal
        std::vector<int> soleLiteralRule;            // literal -> soleLiteralRule()
        bool filtered = false;                       // literals are usable
    };
    // `per`'s set, compiled at its first use; null if it could not be.
    const RE2::Set* compiledSet(const PerSource& per) const;
    // Set pattern indices of the rules that match `text` (unless/fallback not applied yet).
    void matchingPatterns(const PerSource& per, std::string_view text, std::vector<int>& patterns) const;
    std::vector<CompiledExtractor> compiled_;
    std::array<PerSource, 8> bySource_;
};

}  // namespace aw

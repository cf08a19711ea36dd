// A rule made from one line no rule explained (the workbench's "Make a rule from this
// line"): a proposal derived from the line's template (engine/text/log_template.h), the
// rule's JSON as rule files hold it, and a trial of the draft on the whole bundle: every
// line it matches, its examples, and the verdict the bundle gets with it added.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/rules/rule_catalog.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct RuleDraft {
    std::string id;  // also the symptom
    std::string description;
    std::string source = "applog";  // applog, kernel, scheduler, cloud, other
    std::string regex;
    std::string title;
    std::string outcome = "application";
    std::string role = "root";
    int strength = 60;
    std::vector<std::string> match;  // examples
    std::vector<std::string> noMatch;
};

// A draft for `line` (of a file of `source`): the regex follows the line's template from its
// first word on (a timestamp or a launcher's "[host:rank]:" prefix left out): numbers `\d+`,
// hex `[0-9A-Fa-f]+`, other masked words `\w+`, the rest literal; `node17`, `gpu 3`,
// `rank=5`, `device 2`, `port 1` and the first absolute path become the named captures the
// engine reads (node, gpu, rank, device, port, path). The outcome is guessed from its words.
RuleDraft proposeRule(std::string_view line, SourceKind source);

// A near miss for the draft's examples, taken from the bundle: the nearest line after (else
// before) `where` in its text log that its regex does not match. None found: unchanged.
void addNearMiss(RuleDraft& draft, const Bundle& bundle, const SourceLocation& where);

// The draft as one rule of a rule file (docs/rule-format.md).
std::string ruleJson(const RuleDraft& draft);

struct DraftHit {
    SourceLocation where;
    std::string file;
    std::string text;  // first 400 bytes
};

struct DraftTrial {
    std::vector<std::string> problems;  // why the draft is not a rule that loads ("" none)
    std::uint64_t hits = 0;             // lines of the bundle it matches
    std::uint32_t filesHit = 0;
    std::vector<DraftHit> firstHits;  // at most kMaxDraftHitsShown
    bool cancelled = false;
    std::shared_ptr<const AnalysisResult> result;  // the bundle with the rule added (null with problems)
};

inline constexpr std::size_t kMaxDraftHitsShown = 200;

// The draft on `bundle` with `catalog` plus it: its problems (parse, examples, a duplicate
// id), then its hits on every line its source reads and the analysis with it added. Stops
// early when `cancel` is set (cancelled).
DraftTrial tryDraft(const RuleDraft& draft, const std::shared_ptr<const RuleCatalog>& catalog, const Bundle& bundle,
                    const std::atomic<bool>* cancel = nullptr);

}  // namespace aw

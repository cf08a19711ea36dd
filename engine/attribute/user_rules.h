// The user's own rules: a folder of rule files (docs/rule-format.md) read after the built-in
// catalog, with the same validation, and with every extractor's examples tried as the
// catalog's tests try them: a rule whose examples fail is a problem, not a rule that loads.
// What the workbench's "Make a rule from this line" saves, what `attribution-cli analyze
// --user-rules DIR` and AW_USER_RULES read.
#pragma once

#include "engine/rules/rule_catalog.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace aw {

inline constexpr std::uint64_t kMaxUserRuleFileBytes = std::uint64_t{1} << 20;
inline constexpr std::size_t kMaxUserRuleFiles = 1000;
// Problems of the user's rules name their files under this prefix.
inline constexpr const char* kUserRulesPrefix = "user-rules/";

// Why `rule` (an extractor) fails its own examples: one line per failing example, none
// when all pass (and for rules of other phases).
std::vector<std::string> failingExamples(const Rule& rule);

// `base` with the rules of `folder`'s *.json files after it (files in name order). A folder
// that does not exist adds nothing. One that is a link, another user's, or that others may
// write adds nothing and is a problem (engine/core/private_folder.h); so is a file that is
// a link, over kMaxUserRuleFileBytes, not JSON, a rule that does not parse, whose id the
// catalog has already, or whose examples fail: each names the file (and the rule's line),
// and the other rules still load.
std::shared_ptr<const RuleCatalog> withUserRules(std::shared_ptr<const RuleCatalog> base, const std::string& folder,
                                                 std::vector<Problem>& problems);

// The rule file the workbench writes for one rule: {"description": ..., "rules": [rule]}.
std::string userRuleFileText(const std::string& ruleJson);

}  // namespace aw

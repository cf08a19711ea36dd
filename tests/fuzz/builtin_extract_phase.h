// The extractor phase of the built-in catalog, built as the Attributor builds it, for the
// tests and the fuzz target that drive ExtractPhase and its tap directly.
#pragma once

#include "engine/rules/rule_catalog.h"
#include "engine/attribute/extract_phase.h"
#include "engine/rules/rule_parser.h"

#include <memory>
#include <vector>

namespace awtest {

class BuiltinExtractPhase {
public:
    BuiltinExtractPhase() {
        const auto catalog = aw::builtinCatalog();
        std::vector<aw::Problem> problems;
        for (const aw::Rule& rule : catalog->rules)
            if (auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems))
                specs_.push_back(std::move(*spec));
        std::vector<const aw::RuleSpec*> extractors;
        for (const aw::RuleSpec& spec : specs_)
            if (spec.rule.phase == aw::Phase::Extractor) extractors.push_back(&spec);
        phase_ = std::make_unique<aw::ExtractPhase>(std::move(extractors));
    }
    const aw::ExtractPhase& operator*() const { return *phase_; }
    const aw::ExtractPhase* operator->() const { return phase_.get(); }

private:
    std::vector<aw::RuleSpec> specs_;  // filled before the phase points into it
    std::unique_ptr<aw::ExtractPhase> phase_;
};

}  // namespace awtest

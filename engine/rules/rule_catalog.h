// Rules are data: JSON files under resources/rules/ (format: docs/rule-format.md),
// compiled into the program, or loaded from a folder the user names.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aw {

enum class Phase : std::uint8_t { Extractor, Filter, Refiner, Outcome, PostOutcome, Collector, Action };
const char* toString(Phase phase);

// One rule as written in the catalog. The engine compiles the patterns; views show the
// definition as it was written (`definitionJson`).
struct Rule {
    std::string id;
    Phase phase = Phase::Extractor;
    std::string subPhase;  // refiners: e.g. "EARLY", "FINAL"; "POST_OUTCOME"
    std::string description;
    std::vector<SourceKind> sources;  // extractors: which sources it reads
    std::string pattern;              // extractors: regex with named captures ("" for metric rules)
    std::string emitsSymptom;         // extractors
    EventKind emitsKind = EventKind::InterestingNode;
    Severity severity = Severity::Error;
    Scope scope = Scope::Node;
    Outcome outcome = Outcome::Unknown;
    std::string sourceFile;      // catalog file it came from
    std::string definitionJson;  // the rule's JSON text as written
};

// The test cases a rule carries in its JSON ("examples"): lines (or metric value series)
// it must match and near misses it must not.
struct RuleExampleSet {
    std::vector<std::string> match;
    std::vector<std::string> noMatch;
    std::vector<std::vector<double>> metricMatch;    // metric rules: value series that fire
    std::vector<std::vector<double>> metricNoMatch;  // and series that must not
    std::size_t positives() const { return match.size() + metricMatch.size(); }
    std::size_t negatives() const { return noMatch.size() + metricNoMatch.size(); }
};

// The examples written in the rule's definition (none when it does not parse).
RuleExampleSet ruleExamples(const Rule& rule);

class RuleCatalog {
public:
    std::string version;      // catalog version, printed in reports
    std::vector<Rule> rules;  // in evaluation order

    const Rule* find(const std::string& id) const;
};

// The catalog compiled into the program.
std::shared_ptr<const RuleCatalog> builtinCatalog();

// What could not be read in the built-in catalog (a test keeps this empty).
const std::vector<Problem>& builtinCatalogProblems();

// A catalog read from *.json files in `folder` (for rule development). Problems name the
// file and line of every rule that could not be read; the good rules still load.
std::shared_ptr<const RuleCatalog> loadCatalogFolder(const std::string& folder, std::vector<Problem>& problems);

}  // namespace aw

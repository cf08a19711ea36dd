// Rule files (docs/rule-format.md): the line-numbering JSON reader and the rule parser,
// RE2 compilation included.
#include "tests/fuzz/fuzz_input.h"
#include "engine/rules/rule_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<aw::RuleSpec> rules;
    std::vector<aw::Problem> problems;
    aw::parseRuleFile("fuzz.json", awfuzz::asText(data, size), rules, problems);
    return 0;
}

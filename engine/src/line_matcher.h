// Finds which extractor rules match a line: one RE2::Set pass per source kind tells which
// rules hit, then only those rules' own RE2 runs, for the span and the named captures.
#pragma once

#include "aw/observation.h"
#include "rule_parser.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <array>
#include <memory>
#include <string_view>
#include <vector>

namespace aw {

struct CompiledExtractor {
    const RuleSpec* spec = nullptr;
    std::unique_ptr<RE2> re;
    std::unique_ptr<RE2> unless;
    std::vector<std::string> groupNames;  // by group number (index 0: whole match), "" if unnamed
    int gpuGroup = -1;     // captures that identify where the fault is; they split events
    int nodeGroup = -1;
    int rankGroup = -1;
    int deviceGroup = -1;  // pci, device, port, link, mount, path: another GPU/link/file is another event
    bool keyNeedsCaptures() const { return gpuGroup > 0 || nodeGroup > 0 || rankGroup > 0 || deviceGroup > 0; }
};

struct LineMatch {
    std::uint32_t begin = 0;  // span of the whole match inside the text
    std::uint32_t end = 0;
    std::vector<re2::StringPiece> groups;  // by group number
};

class LineMatcher {
public:
    // `extractors` are the regex extractors in catalog order; indices refer to it.
    explicit LineMatcher(const std::vector<const RuleSpec*>& extractors);
    LineMatcher(const LineMatcher&) = delete;
    LineMatcher& operator=(const LineMatcher&) = delete;

    std::size_t size() const { return compiled_.size(); }
    const CompiledExtractor& extractor(std::size_t i) const { return compiled_[i]; }

    // Indices of the rules reading `source` that match `text`, in catalog order. A rule
    // whose `unless` pattern also matches is left out; fallback rules only count when no
    // specific rule matched. `scratch` is reused between calls to avoid allocations.
    void candidates(SourceKind source, std::string_view text, std::vector<int>& out,
                    std::vector<int>& scratch) const;

    // Runs rule `i` on `text` for its span and captures. False when it does not match.
    bool capture(std::size_t i, std::string_view text, LineMatch& out) const;

private:
    struct PerSource {
        std::unique_ptr<RE2::Set> set;
        std::vector<int> ruleOfPattern;  // set pattern index -> extractor index
    };
    std::vector<CompiledExtractor> compiled_;
    std::array<PerSource, 8> bySource_;
};

}  // namespace aw

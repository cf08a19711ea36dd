#include "line_matcher.h"

#include <algorithm>

namespace aw {

namespace {

RE2::Options optionsFor(const RuleSpec& spec) {
    RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_case_sensitive(!spec.ignoreCase);
    return opts;
}

}  // namespace

LineMatcher::LineMatcher(const std::vector<const RuleSpec*>& extractors) {
    compiled_.reserve(extractors.size());
    for (const RuleSpec* spec : extractors) {
        CompiledExtractor c;
        c.spec = spec;
        c.re = std::make_unique<RE2>(spec->regex, optionsFor(*spec));
        if (!spec->unless.empty()) c.unless = std::make_unique<RE2>(spec->unless, optionsFor(*spec));
        c.groupNames.assign(static_cast<std::size_t>(c.re->NumberOfCapturingGroups()) + 1, "");
        for (const auto& [name, index] : c.re->NamedCapturingGroups()) {
            c.groupNames[static_cast<std::size_t>(index)] = name;
            if (name == "gpu") c.gpuGroup = index;
            else if (name == "node" || name == "host") c.nodeGroup = index;
            else if (name == "rank") c.rankGroup = index;
            else if (name == "pci" || name == "device" || name == "port" || name == "link" || name == "mount" ||
                     name == "path")
                if (c.deviceGroup < 0) c.deviceGroup = index;
        }
        compiled_.push_back(std::move(c));
    }
    for (std::size_t s = 0; s < bySource_.size(); ++s) {
        RE2::Options opts;
        opts.set_log_errors(false);
        opts.set_max_mem(64 << 20);
        auto set = std::make_unique<RE2::Set>(opts, RE2::UNANCHORED);
        PerSource& per = bySource_[s];
        for (std::size_t i = 0; i < compiled_.size(); ++i) {
            const RuleSpec& spec = *compiled_[i].spec;
            if (!compiled_[i].re->ok()) continue;
            if (std::find(spec.rule.sources.begin(), spec.rule.sources.end(), static_cast<SourceKind>(s)) ==
                spec.rule.sources.end())
                continue;
            const std::string pattern = (spec.ignoreCase ? "(?i)" : "") + spec.regex;
            if (set->Add(pattern, nullptr) >= 0) per.ruleOfPattern.push_back(static_cast<int>(i));
        }
        if (!per.ruleOfPattern.empty() && set->Compile()) per.set = std::move(set);
    }
}

void LineMatcher::candidates(SourceKind source, std::string_view text, std::vector<int>& out,
                             std::vector<int>& scratch) const {
    out.clear();
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    if (!per.set) return;
    scratch.clear();
    if (!per.set->Match(re2::StringPiece(text.data(), text.size()), &scratch)) return;
    bool specific = false;
    for (int p : scratch) {
        const int rule = per.ruleOfPattern[static_cast<std::size_t>(p)];
        const CompiledExtractor& c = compiled_[static_cast<std::size_t>(rule)];
        if (c.unless && RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), *c.unless)) continue;
        specific = specific || !c.spec->fallback;
        out.push_back(rule);
    }
    if (specific)
        out.erase(std::remove_if(out.begin(), out.end(),
                                 [&](int r) { return compiled_[static_cast<std::size_t>(r)].spec->fallback; }),
                  out.end());
    std::sort(out.begin(), out.end());
}

bool LineMatcher::capture(std::size_t i, std::string_view text, LineMatch& out) const {
    const CompiledExtractor& c = compiled_[i];
    out.groups.resize(c.groupNames.size());
    const re2::StringPiece piece(text.data(), text.size());
    if (!c.re->Match(piece, 0, piece.size(), RE2::UNANCHORED, out.groups.data(),
                     static_cast<int>(out.groups.size())))
        return false;
    out.begin = static_cast<std::uint32_t>(out.groups[0].data() - text.data());
    out.end = out.begin + static_cast<std::uint32_t>(out.groups[0].size());
    return true;
}

}  // namespace aw

#include "engine/match/line_matcher.h"

#include "engine/core/host_list.h"
#include "engine/core/parallel_for.h"
#include "engine/match/vectorscan_prefilter.h"
#include "engine/match/word_bytes.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <thread>

namespace aw {

namespace {

RE2::Options optionsFor(const RuleSpec& spec) {
    RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_case_sensitive(!spec.ignoreCase);
    return opts;
}

// Bytes that make a pattern more than plain text.
bool isRegexSyntax(char c) {
    return std::string_view("\\.^$|?*+()[]{}#").find(c) != std::string_view::npos;
}

// `\bNCCL INFO\b` -> "NCCL INFO" with both boundaries; false for anything regex-like.
void detectLiteral(CompiledExtractor& c) {
    const RuleSpec& spec = *c.spec;
    if (spec.ignoreCase || !c.re->ok() || c.re->NumberOfCapturingGroups() != 0) return;
    std::string_view body = spec.regex;
    const bool before = body.starts_with("\\b");
    if (before) body.remove_prefix(2);
    const bool after = body.size() >= 2 && body.ends_with("\\b") && !body.ends_with("\\\\b");
    if (after) body.remove_suffix(2);
    if (body.empty()) return;
    for (char ch : body) {
        const auto u = static_cast<unsigned char>(ch);
        if (u < 0x20 || u >= 0x7f || isRegexSyntax(ch)) return;
    }
    c.literalOnly = true;
    c.literal = std::string(body);
    c.boundaryBefore = before;
    c.boundaryAfter = after;
}

// `(?i)`, `(?i:...)`, `(?-i)`... anywhere: case may change inside the pattern.
bool hasInlineCaseFlag(std::string_view source) {
    for (std::size_t at = source.find("(?"); at != std::string_view::npos; at = source.find("(?", at + 2)) {
        std::size_t p = at + 2;
        bool i = false;
        while (p < source.size() && std::string_view("imsU-").find(source[p]) != std::string_view::npos)
            i = i || source[p++] == 'i';
        if (i && p < source.size() && (source[p] == ')' || source[p] == ':')) return true;
    }
    return false;
}

// FilteredRE2 gives its atoms in lower case. A case-sensitive rule whose source holds the
// atom once, as plain text, can only match that exact spelling: searched case-sensitively
// the atom fires on far fewer lines ("NCCL INFO", not every "nccl info"), and Vectorscan
// scans exact literals faster. Anything less certain stays case-insensitive.
LiteralScanner::Atom exactAtom(std::string_view source, bool ignoreCase, const std::string& lower) {
    if (ignoreCase || hasInlineCaseFlag(source)) return {lower, true};
    std::size_t found = std::string_view::npos;
    for (std::size_t at = 0; at + lower.size() <= source.size(); ++at) {
        if (!equalsIgnoreCase(source.substr(at, lower.size()), lower)) continue;
        if (found != std::string_view::npos) return {lower, true};  // twice: maybe in two spellings
        found = at;
    }
    if (found == std::string_view::npos) return {lower, true};
    // An odd run of backslashes before it would make its first byte an escape (\d, \s).
    std::size_t slashes = 0;
    while (slashes < found && source[found - 1 - slashes] == '\\') ++slashes;
    if (slashes % 2) return {lower, true};
    const std::string_view text = source.substr(found, lower.size());
    if (std::any_of(text.begin(), text.end(), isRegexSyntax)) return {lower, true};
    return {std::string(text), false};
}

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// Lower-case literals that healthy logs hold on many lines: `mlx5_core` lines are 10 % of
// a sample dmesg and 30 % of a generated one (firmware traces), NCCL INFO lines 44 % of a
// generated training log. Short literals need no list: they go first anyway.
constexpr std::array<std::string_view, 2> kCommonInHealthyLogs = {"mlx5_core", "nccl info"};
bool commonInHealthyLogs(std::string_view atom) {
    return std::any_of(kCommonInHealthyLogs.begin(), kCommonInHealthyLogs.end(),
                       [&](std::string_view w) { return atom.find(w) != std::string_view::npos; });
}
// The same, for the atom that is one of those literals itself (LiteralScanner::Atom::frequent).
bool printedOnManyLines(std::string_view atom) {
    return std::find(kCommonInHealthyLogs.begin(), kCommonInHealthyLogs.end(), atom) != kCommonInHealthyLogs.end();
}

// Words of the line that training prints at every step, where the rules that need them
// rarely match: Megatron's "lm loss: 2.4E+00 | grad norm: 0.9 | number of nan iterations: 0".
// Such a line holds every literal of `nan_loss`, whose RE2 then read all of it for nothing,
// on every step of every rank. A rule whose literals include one is looked for by its whole
// regex instead, when Vectorscan reads it as RE2 does.
constexpr std::array<std::string_view, 2> kWordsOfEveryStep = {"loss", "grad"};
bool printedEveryStep(std::string_view atom) {
    return std::find(kWordsOfEveryStep.begin(), kWordsOfEveryStep.end(), atom) != kWordsOfEveryStep.end();
}

// The rule's regex as the one atom to look for, if it has a literal printed every step and
// Vectorscan can take it.
std::optional<LiteralScanner::Atom> wholeRegexAtom(const CompiledExtractor& c,
                                                   const std::vector<std::string>& triggers) {
    if (c.literalOnly || std::none_of(triggers.begin(), triggers.end(), printedEveryStep)) return std::nullopt;
    const std::optional<std::string> pattern = vectorscanPrefilter(c.spec->regex);
    if (!pattern) return std::nullopt;
    LiteralScanner::Atom atom{*pattern, c.spec->ignoreCase, false, true};
    if (!LiteralScanner::accepts(atom)) return std::nullopt;
    return atom;
}

}  // namespace

bool CompiledExtractor::matches(std::string_view text) const {
    if (literalOnly) return findLiteral(text) != std::string_view::npos;
    return re->Match(re2::StringPiece(text.data(), text.size()), 0, text.size(), RE2::UNANCHORED, nullptr, 0);
}

std::size_t CompiledExtractor::findLiteral(std::string_view text) const {
    for (std::size_t at = text.find(literal); at != std::string_view::npos; at = text.find(literal, at + 1))
        if (literalAt(text, at)) return at;
    return std::string_view::npos;
}

bool CompiledExtractor::literalAt(std::string_view text, std::size_t at) const {
    // \b: a word byte on exactly one side (the text's ends count as non-word).
    if (boundaryBefore) {
        const bool prev = at > 0 && isWordByte(text[at - 1]);
        if (prev == isWordByte(literal.front())) return false;
    }
    if (boundaryAfter) {
        const std::size_t end = at + literal.size();
        const bool next = end < text.size() && isWordByte(text[end]);
        if (next == isWordByte(literal.back())) return false;
    }
    return true;
}

namespace {

// What one rule's literals are: whatever source kind it is matched for, the same.
struct RuleLiterals {
    bool unfiltered = false;                  // FilteredRE2 could not read it: its sources' literals are unusable
    bool always = false;                      // it can match without any literal: its sources try every line with it
    std::vector<LiteralScanner::Atom> atoms;  // else: a line it matches holds one of these
};

// The literals a line matching `regex` must hold (FilteredRE2's atoms): a smallest set the
// regex cannot match without, dropping first those healthy logs print everywhere, then short
// ones. "xid " rather than "120"; "loss"/"grad" rather than "inf" (in INFO); "link down"
// rather than "mlx5_core ". `c`: the rule, when `regex` is all of it (a rule whose literals
// are words of every training step is then looked for by its whole regex).
RuleLiterals literalsOfRegex(const std::string& regex, bool ignoreCase, const CompiledExtractor* c) {
    RuleLiterals out;
    re2::FilteredRE2 one(3);
    int id = -1;
    RE2::Options fopts;
    fopts.set_log_errors(false);
    if (one.Add((ignoreCase ? "(?i)" : "") + regex, fopts, &id) != RE2::NoError) {
        out.unfiltered = true;
        return out;
    }
    std::vector<std::string> own;
    one.Compile(&own);
    std::vector<int> unfiltered;
    one.AllPotentials({}, &unfiltered);
    if (!unfiltered.empty() || own.empty()) {
        out.always = true;
        return out;
    }
    std::vector<std::size_t> order(own.size());
    for (std::size_t k = 0; k < own.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        const bool cx = commonInHealthyLogs(own[x]), cy = commonInHealthyLogs(own[y]);
        return cx != cy ? cx : own[x].size() < own[y].size();
    });
    std::vector<bool> keep(own.size(), true);
    std::vector<int> outside, passed;
    for (std::size_t k : order) {
        // Without k, a line could hold every literal outside the set: it must still
        // not pass the filter.
        outside.clear();
        for (std::size_t j = 0; j < own.size(); ++j)
            if (!keep[j] || j == k) outside.push_back(static_cast<int>(j));
        one.AllPotentials(outside, &passed);
        if (passed.empty()) keep[k] = false;
    }
    std::vector<std::string> triggers;
    for (std::size_t k = 0; k < own.size(); ++k)
        if (keep[k]) triggers.push_back(own[k]);
    if (triggers.empty()) {
        out.always = true;
        return out;
    }
    if (auto whole = c ? wholeRegexAtom(*c, triggers) : std::nullopt) {
        out.atoms.push_back(std::move(*whole));
    } else {
        for (const std::string& lower : triggers) {
            out.atoms.push_back(exactAtom(regex, ignoreCase, lower));
            out.atoms.back().frequent = printedOnManyLines(lower);
        }
    }
    return out;
}

// A family's literals, form by form (rule_family.h). RE2 factors the common letters out of
// an alternation of values (E(?:IO|NOSPC|...)), and FilteredRE2 then finds no literal of
// three bytes or more: a form that has none of its own is looked for by its values. Every
// literal is cut to its first eight bytes (a line holding a value holds them; "cudaerro"
// stands for a hundred names, and Vectorscan compiles a few short literals far faster than
// hundreds of long ones).
constexpr std::size_t kValueAtomBytes = 8;
RuleLiterals familyLiterals(const CompiledExtractor& c) {
    RuleLiterals out;
    const RuleFamily& family = *c.spec->family;
    for (std::size_t f = 0; f < family.forms.size() && !out.always && !out.unfiltered; ++f) {
        const FamilyForm& form = family.forms[f];
        RuleLiterals own = literalsOfRegex(family.formRegex(f), c.spec->ignoreCase, nullptr);
        if (own.always) {
            own = {};
            for (const std::string& value : family.values(f)) {
                if (form.patterns) {
                    const RuleLiterals of = literalsOfRegex(value, form.ignoreCase, nullptr);
                    own.always = own.always || of.always;
                    own.unfiltered = own.unfiltered || of.unfiltered;
                    own.atoms.insert(own.atoms.end(), of.atoms.begin(), of.atoms.end());
                } else if (value.size() < 3) {
                    own.always = true;
                } else {
                    own.atoms.push_back(form.ignoreCase ? LiteralScanner::Atom{lowered(value), true}
                                                        : LiteralScanner::Atom{value, false});
                }
            }
        }
        out.always = own.always;
        out.unfiltered = own.unfiltered;
        out.atoms.insert(out.atoms.end(), own.atoms.begin(), own.atoms.end());
    }
    if (out.always || out.unfiltered) out.atoms.clear();
    for (LiteralScanner::Atom& atom : out.atoms)
        if (!atom.regex && atom.text.size() > kValueAtomBytes) atom.text.resize(kValueAtomBytes);
    std::sort(out.atoms.begin(), out.atoms.end());
    out.atoms.erase(std::unique(out.atoms.begin(), out.atoms.end()), out.atoms.end());
    return out;
}

RuleLiterals literalsOf(const CompiledExtractor& c) {
    if (c.spec->family) return familyLiterals(c);
    return literalsOfRegex(c.spec->regex, c.spec->ignoreCase, &c);
}

}  // namespace

LineMatcher::LineMatcher(const std::vector<const RuleSpec*>& extractors) {
    // Building the matcher is most of the time a small bundle takes to open: each rule's
    // regexes and literals are made on every core (a rule read for two source kinds is
    // analysed once), then each source kind's set and Vectorscan database.
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    compiled_.resize(extractors.size());
    std::vector<RuleLiterals> literals(extractors.size());
    parallelFor(extractors.size(), threads, nullptr, [&](std::size_t i, unsigned) {
        const RuleSpec* spec = extractors[i];
        CompiledExtractor& c = compiled_[i];
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
                     name == "path" || name == "cgroup")
                if (c.deviceGroup < 0) c.deviceGroup = index;
        }
        if (spec->family)
            for (const FamilyForm& form : spec->family->forms) {
                const auto& named = c.re->NamedCapturingGroups();
                const auto it = named.find(form.capture);
                c.formGroups.push_back(it == named.end() ? -1 : it->second);
            }
        detectLiteral(c);
        if (c.re->ok()) literals[i] = literalsOf(c);
    });
    parallelFor(bySource_.size(), threads, nullptr, [&](std::size_t s, unsigned) {
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
        if (per.ruleOfPattern.empty()) return;
        per.set = std::move(set);  // compiled when a line first needs it (compiledSet)
        // The literals each rule needs (any one of them must be in a line it matches).
        std::vector<LiteralScanner::Atom> atoms;
        std::map<LiteralScanner::Atom, int> atomIndex;
        bool filterOk = true;
        for (std::size_t p = 0; p < per.ruleOfPattern.size(); ++p) {
            const RuleLiterals& rule = literals[static_cast<std::size_t>(per.ruleOfPattern[p])];
            if (rule.unfiltered) {
                filterOk = false;
                break;
            }
            if (rule.always) {
                per.alwaysPatterns.push_back(static_cast<int>(p));
                continue;
            }
            for (const LiteralScanner::Atom& atom : rule.atoms) {
                auto [it, added] = atomIndex.try_emplace(atom, static_cast<int>(atoms.size()));
                if (added) {
                    atoms.push_back(atom);
                    per.atomPatterns.emplace_back();
                }
                per.atomPatterns[static_cast<std::size_t>(it->second)].push_back(static_cast<int>(p));
            }
        }
        if (filterOk) {
            per.literals = LiteralScanner(atoms);
            per.filtered = per.literals.usable();
        }
        per.soleLiteralRule.assign(per.atomPatterns.size(), -1);
        for (std::size_t a = 0; per.filtered && per.alwaysPatterns.empty() && a < per.atomPatterns.size(); ++a) {
            if (per.atomPatterns[a].size() != 1) continue;
            const int rule = per.ruleOfPattern[static_cast<std::size_t>(per.atomPatterns[a].front())];
            const CompiledExtractor& c = compiled_[static_cast<std::size_t>(rule)];
            // The atom must be the literal itself: its hits are then the literal's places.
            if (c.literalOnly && !c.unless && !c.keyNeedsCaptures() && !atoms[a].caseless && atoms[a].text == c.literal)
                per.soleLiteralRule[a] = rule;
        }
    });
}

const RE2::Set* LineMatcher::compiledSet(const PerSource& per) const {
    // Most lines of most bundles never need the set (one to four possible rules run their own
    // regexes): compiling the sets was a sixth of opening a small bundle.
    std::call_once(per.compileOnce, [&] { per.setCompiled = per.set->Compile(); });
    return per.setCompiled ? per.set.get() : nullptr;
}

void LineMatcher::matchingPatterns(const PerSource& per, std::string_view text, std::vector<int>& patterns) const {
    if (per.filtered) {
        // `patterns` holds the potential patterns from mayMatch(); keep those that match.
        // With many of them one Set pass is cheaper than running each.
        if (patterns.size() <= 4) {
            std::erase_if(patterns, [&](int p) {
                return !compiled_[static_cast<std::size_t>(per.ruleOfPattern[static_cast<std::size_t>(p)])].matches(
                    text);
            });
            return;
        }
    }
    patterns.clear();
    if (const RE2::Set* set = compiledSet(per)) {
        set->Match(re2::StringPiece(text.data(), text.size()), &patterns);
        return;
    }
    // A set over the memory budget: each rule on its own.
    for (std::size_t p = 0; p < per.ruleOfPattern.size(); ++p)
        if (compiled_[static_cast<std::size_t>(per.ruleOfPattern[p])].matches(text))
            patterns.push_back(static_cast<int>(p));
}

bool LineMatcher::mayMatch(SourceKind source, std::string_view text, Scratch& scratch) const {
    scratch.patterns.clear();
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    if (!per.set) return false;
    if (!per.filtered) return true;
    bool nonAscii = false;
    per.literals.find(text, scratch.literal, scratch.atoms, nonAscii);
    return mayMatchAtoms(source, scratch.atoms, nonAscii, scratch);
}

bool LineMatcher::mayMatchAtoms(SourceKind source, const std::vector<int>& atoms, bool nonAscii,
                                Scratch& scratch) const {
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    std::vector<int>& patterns = scratch.patterns;
    if (nonAscii) {
        patterns.assign(per.ruleOfPattern.size(), 0);  // "many": candidates() uses the set
        for (std::size_t i = 0; i < patterns.size(); ++i) patterns[i] = static_cast<int>(i);
        return true;
    }
    // Every rule with one of its literals in the line may match (a superset: the regexes decide).
    patterns = per.alwaysPatterns;
    for (int atom : atoms) {
        const auto& needing = per.atomPatterns[static_cast<std::size_t>(atom)];
        patterns.insert(patterns.end(), needing.begin(), needing.end());
    }
    if (patterns.size() > 1) {
        std::sort(patterns.begin(), patterns.end());
        patterns.erase(std::unique(patterns.begin(), patterns.end()), patterns.end());
    }
    return !patterns.empty();
}

int LineMatcher::soleLiteralRule(SourceKind source, int atom) const {
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    return atom >= 0 && static_cast<std::size_t>(atom) < per.soleLiteralRule.size()
               ? per.soleLiteralRule[static_cast<std::size_t>(atom)]
               : -1;
}

const LiteralScanner* LineMatcher::fileScanner(SourceKind source) const {
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    return per.set && per.filtered && per.alwaysPatterns.empty() ? &per.literals : nullptr;
}

void LineMatcher::candidates(SourceKind source, std::string_view text, std::vector<int>& out, Scratch& scratch,
                             bool prefiltered) const {
    out.clear();
    scratch.spanOf = -1;
    const PerSource& per = bySource_[static_cast<std::size_t>(source)];
    if (!per.set) return;
    if (!prefiltered && !mayMatch(source, text, scratch)) return;
    if (per.filtered && scratch.patterns.size() == 1) {
        // One possible rule (a NCCL INFO line: half of a training log): no set, no sort. Its
        // span rather than a yes or no: a line that matches is nearly always marked, and one
        // search for the span costs RE2 less than a yes-or-no search and then the span's.
        const int rule = per.ruleOfPattern[static_cast<std::size_t>(scratch.patterns.front())];
        const CompiledExtractor& c = compiled_[static_cast<std::size_t>(rule)];
        if (match(static_cast<std::size_t>(rule), text, scratch.span, 1) &&
            !(c.unless && RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), *c.unless))) {
            out.push_back(rule);
            scratch.spanOf = rule;
            scratch.spanText = text;
        }
        return;
    }
    matchingPatterns(per, text, scratch.patterns);
    if (scratch.patterns.empty()) return;
    // Three tiers: rules written for one signature, then families (a member of a list taken
    // whole: read only where no rule was written for the line), then generic fallbacks.
    bool specific = false, familyHit = false;
    const auto family = [&](int r) { return compiled_[static_cast<std::size_t>(r)].spec->family != nullptr; };
    const auto fallback = [&](int r) { return compiled_[static_cast<std::size_t>(r)].spec->fallback; };
    for (int p : scratch.patterns) {
        const int rule = per.ruleOfPattern[static_cast<std::size_t>(p)];
        const CompiledExtractor& c = compiled_[static_cast<std::size_t>(rule)];
        if (c.unless && RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), *c.unless)) continue;
        specific = specific || !(c.spec->fallback || family(rule));
        familyHit = familyHit || family(rule);
        out.push_back(rule);
    }
    const auto strength = [&](int r) { return compiled_[static_cast<std::size_t>(r)].spec->strength; };
    if (specific) {
        out.erase(std::remove_if(out.begin(), out.end(), [&](int r) { return fallback(r) || family(r); }), out.end());
    } else if (familyHit) {
        out.erase(std::remove_if(out.begin(), out.end(), [&](int r) { return !family(r); }), out.end());
    } else if (out.size() > 1) {
        // Fallbacks alone: the line is one thing, the most damning reading of it ("XidCriticalError:
        // Xid=69" is the generic Xid, not a generic Python exception).
        int strongest = 0;
        for (int r : out) strongest = std::max(strongest, strength(r));
        out.erase(std::remove_if(out.begin(), out.end(), [&](int r) { return strength(r) < strongest; }), out.end());
    }
    std::sort(out.begin(), out.end());
}

int LineMatcher::member(std::size_t i, const LineMatch& match) const {
    const CompiledExtractor& c = compiled_[i];
    for (std::size_t f = 0; f < c.formGroups.size(); ++f) {
        const int g = c.formGroups[f];
        if (g <= 0 || static_cast<std::size_t>(g) >= match.groups.size() || match.groups[g].empty()) continue;
        return c.spec->family->memberOf(f, {match.groups[g].data(), match.groups[g].size()});
    }
    return -1;
}

bool LineMatcher::capture(std::size_t i, std::string_view text, LineMatch& out) const {
    return match(i, text, out, compiled_[i].groupNames.size());
}

bool LineMatcher::span(std::size_t i, std::string_view text, LineMatch& out) const {
    return match(i, text, out, 1);
}

bool LineMatcher::span(std::size_t i, std::string_view text, LineMatch& out, const Scratch& scratch) const {
    if (scratch.spanOf != static_cast<int>(i) || scratch.spanText.data() != text.data() ||
        scratch.spanText.size() != text.size())
        return span(i, text, out);
    out.begin = scratch.span.begin;
    out.end = scratch.span.end;
    out.groups.assign(scratch.span.groups.begin(), scratch.span.groups.end());
    return true;
}

bool LineMatcher::match(std::size_t i, std::string_view text, LineMatch& out, std::size_t groups) const {
    const CompiledExtractor& c = compiled_[i];
    out.groups.resize(c.groupNames.size());
    const auto asked = static_cast<std::ptrdiff_t>(std::min(groups, out.groups.size()));
    std::fill(out.groups.begin() + asked, out.groups.end(), re2::StringPiece());
    if (c.literalOnly) {
        const std::size_t at = c.findLiteral(text);
        if (at == std::string_view::npos) return false;
        out.groups[0] = re2::StringPiece(text.data() + at, c.literal.size());
        out.begin = static_cast<std::uint32_t>(at);
        out.end = static_cast<std::uint32_t>(at + c.literal.size());
        return true;
    }
    const re2::StringPiece piece(text.data(), text.size());
    if (!c.re->Match(piece, 0, piece.size(), RE2::UNANCHORED, out.groups.data(), static_cast<int>(asked))) return false;
    out.begin = static_cast<std::uint32_t>(out.groups[0].data() - text.data());
    out.end = out.begin + static_cast<std::uint32_t>(out.groups[0].size());
    return true;
}

}  // namespace aw

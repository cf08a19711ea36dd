// The Attributor: ingest() runs the extractors and keeps collapsed hits; attribute() turns
// them into events and runs filters, refiners, outcome rules, post-outcome refiners and
// collectors over a fresh state, so it is a pure function of everything ingested.
#include "engine/attribute/attributor.h"

#include "engine/attribute/action_selection.h"
#include "engine/attribute/attribution_state.h"
#include "engine/attribute/extract_phase.h"
#include "engine/attribute/filter_phase.h"
#include "engine/attribute/missing_sources.h"
#include "engine/attribute/outcome_selection.h"
#include "engine/attribute/provenance_builder.h"
#include "engine/attribute/refine_phase.h"
#include "engine/rules/event_title.h"

#include <algorithm>
#include <tuple>

namespace aw {

struct Attributor::State {
    std::vector<RuleSpec> specs;  // every rule of the catalog, parsed from its definition
    std::vector<Problem> catalogProblems;
    std::unique_ptr<ExtractPhase> extract;
    std::vector<const RuleSpec*> filters, refiners, outcomes, postOutcome, collectors, actions;
    ExtractedStore store;
};

namespace {

std::string initialReason(const EventState& s) {
    const std::string& rule = s.event.rule;
    switch (s.role) {
    case Role::Root:
        return rule + ": " + s.event.symptom + " can start a failure (role root, strength " +
               std::to_string(s.strength) + "): a root-cause candidate";
    case Role::Cascade:
        return rule + ": " + s.event.symptom + " is usually a consequence of a fault elsewhere (role cascade)";
    case Role::Context: return rule + ": " + s.event.symptom + " is context, never blamed (role context)";
    case Role::Benign: return rule + ": " + s.event.symptom + " is printed by healthy jobs (role benign)";
    }
    return rule;
}

// What a family's member says, in place of its rule's summary (rule_family.h); the member's
// name joins the captures, so reports say which one it was.
void emitMember(const FamilyMember& m, EventState& s) {
    Event& e = s.event;
    e.kind = m.kind;
    e.symptom = m.symptom;
    e.severity = m.severity;
    e.scope = m.scope;
    e.outcomeHint = m.outcome;
    e.captures.emplace_back("member", m.name);
    e.title = fillEventTitle(m.title, e);
    s.role = m.role;
    s.strength = m.strength;
}

EventClass initialClass(Role role) {
    switch (role) {
    case Role::Root: return EventClass::RootCause;
    case Role::Benign: return EventClass::Noise;
    default: return EventClass::Symptom;
    }
}

}  // namespace

Attributor::Attributor(std::shared_ptr<const RuleCatalog> catalog)
    : catalog_(std::move(catalog)), state_(std::make_unique<State>()) {
    if (!catalog_) catalog_ = std::make_shared<RuleCatalog>();
    for (const Rule& rule : catalog_->rules) {
        if (auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, state_->catalogProblems)) {
            spec->rule.sourceFile = rule.sourceFile;
            state_->specs.push_back(std::move(*spec));
        }
    }
    std::vector<const RuleSpec*> extractors;
    for (const RuleSpec& spec : state_->specs) {
        switch (spec.rule.phase) {
        case Phase::Extractor: extractors.push_back(&spec); break;
        case Phase::Filter: state_->filters.push_back(&spec); break;
        case Phase::Refiner: state_->refiners.push_back(&spec); break;
        case Phase::Outcome: state_->outcomes.push_back(&spec); break;
        case Phase::PostOutcome: state_->postOutcome.push_back(&spec); break;
        case Phase::Collector: state_->collectors.push_back(&spec); break;
        case Phase::Action: state_->actions.push_back(&spec); break;
        }
    }
    std::stable_sort(state_->refiners.begin(), state_->refiners.end(), [](const RuleSpec* a, const RuleSpec* b) {
        return subPhaseOrder(a->rule.subPhase) < subPhaseOrder(b->rule.subPhase);
    });
    state_->extract = std::make_unique<ExtractPhase>(std::move(extractors));
    state_->store.ruleHits.resize(state_->extract->extractors().size(), 0);
}

Attributor::~Attributor() = default;

std::unique_ptr<ExtractionDuringLoad> Attributor::extractionDuringLoad() const {
    return std::make_unique<ExtractionDuringLoad>(*state_->extract);
}

namespace {

// The bundle is read again for its addresses only when an error names a peer: most bundles
// have none, and then cost nothing more.
void readPeerAddresses(const Bundle& bundle, ExtractedStore& store) {
    const bool namesPeer = std::any_of(store.hits.begin(), store.hits.end(), [](const auto& entry) {
        const auto& captures = entry.second.captures;
        return std::any_of(captures.begin(), captures.end(),
                           [](const auto& c) { return c.first == "peer" && !c.second.empty(); });
    });
    if (!namesPeer) return;
    BundleAddresses found = readBundleAddresses(bundle);
    for (NodeAddress& a : found.addresses) {
        // Two bundles that tie one address to two nodes: it names neither.
        const auto same = std::find_if(store.addresses.begin(), store.addresses.end(),
                                       [&](const NodeAddress& b) { return b.address == a.address; });
        if (same == store.addresses.end()) store.addresses.push_back(std::move(a));
        else if (same->node != a.node) same->node.clear();
    }
    store.lastLineComplete = store.lastLineComplete && found.lastLineComplete;
    for (const auto& [node, time] : found.lastLine) {
        TimeNs& last = store.lastLine.try_emplace(node, time).first->second;
        last = std::max(last, time);
    }
}

// The traceback frame an exception line ends: the nearest 'File "...", line N, in f' among
// the few lines before it, with the code line after it when there is one. "" when none.
std::string frameBefore(std::string_view bytes, std::uint64_t offset) {
    constexpr int kLines = 4;
    constexpr std::size_t kMaxFrame = 300;
    if (offset > bytes.size()) return {};
    std::size_t end = static_cast<std::size_t>(offset);  // the start of the line after the one looked at
    std::string code;
    for (int i = 0; i < kLines && end > 0; ++i) {
        const std::size_t lineEnd = end - 1;                                              // its newline
        const std::size_t begin = lineEnd == 0 ? 0 : bytes.rfind('\n', lineEnd - 1) + 1;  // npos + 1 == 0
        if (lineEnd - begin > 4096) return {};
        const std::string_view line = bytes.substr(begin, lineEnd - begin);
        if (const std::size_t at = line.find("File \"");
            at != std::string_view::npos && line.find("\", line ", at) != std::string_view::npos) {
            std::string frame(line.substr(at, kMaxFrame));
            while (!frame.empty() && (frame.back() == '\r' || frame.back() == ' ')) frame.pop_back();
            return code.empty() ? frame : frame + ": " + code;
        }
        // The code line of the frame: what the traceback quotes under it.
        std::string_view text = line;
        if (const std::size_t colon = text.find("]: "); text.starts_with("[rank") && colon != std::string_view::npos)
            text.remove_prefix(colon + 3);  // PyTorch's "[rank3]: " prefix
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
        while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
        code = std::string(text.substr(0, kMaxFrame));
        end = begin;
    }
    return {};
}

// Where the exceptions a fallback rule read were raised: few hits, a few lines back each.
void readFrames(const Bundle& bundle, const std::vector<const RuleSpec*>& extractors, ExtractedStore& store) {
    for (const auto& [key, hit] : store.hits) {
        if (key.rule >= extractors.size() || !extractors[key.rule]->fallback || hit.evidence.empty()) continue;
        const EvidenceRef& ev = hit.evidence.front().ref;
        if (ev.where.file >= bundle.files.size() || bundle.files[ev.where.file].path != ev.file ||
            bundle.files[ev.where.file].format != FileFormat::TextLog || !bundle.files[ev.where.file].data)
            continue;
        const std::string where = ev.file + ":" + std::to_string(ev.where.line);
        if (store.frames.count(where)) continue;
        std::string frame = frameBefore(bundle.files[ev.where.file].data->bytes(), ev.where.offset);
        if (!frame.empty()) store.frames.emplace(where, std::move(frame));
    }
}

}  // namespace

void Attributor::ingest(const Bundle& bundle, const AnalyzeOptions& options, ExtractionDuringLoad* duringLoad,
                        const FlightRecorderReport* hangs) {
    FlightRecorderReport ownHangs;
    if (!hangs) {
        ownHangs = analyzeFlightRecorder(bundle);
        hangs = &ownHangs;
    }
    const std::vector<bool> seen = duringLoad ? duringLoad->logsSeenWhole(bundle) : std::vector<bool>();
    state_->extract->ingest(bundle, options, state_->store, seen, *hangs);
    if (duringLoad) duringLoad->moveHitsTo(bundle, seen, state_->store);
    readPeerAddresses(bundle, state_->store);
    readFrames(bundle, state_->extract->extractors(), state_->store);
}

AnalysisResult Attributor::attribute() const& {
    return attributeHits(false);
}

AnalysisResult Attributor::attribute() && {
    return attributeHits(true);
}

AnalysisResult Attributor::attributeHits(bool takeHits) const {
    ExtractedStore& store = state_->store;
    const auto& extractors = state_->extract->extractors();
    AttributionState st;
    st.nodeCount = store.nodes.size();
    st.nodeRanks = store.nodes;
    st.job = store.job;
    st.addresses = store.addresses;
    st.lastLine = store.lastLine;
    st.lastLineComplete = store.lastLineComplete;
    st.frames = store.frames;

    // Events from the collapsed hits, in a total order that does not depend on the input order.
    struct Pending {
        const HitKey* key;
        CollapsedHit* hit;
    };
    std::vector<Pending> pending;
    pending.reserve(store.hits.size());
    for (auto& [key, hit] : store.hits) pending.push_back({&key, &hit});
    auto order = [&](const Pending& p) {
        return std::make_tuple(p.hit->firstTime, std::cref(p.key->node), std::cref(extractors[p.key->rule]->rule.id),
                               std::cref(p.hit->firstKey.file), p.hit->firstKey.line, p.key->gpu,
                               std::cref(p.key->device), p.key->member);
    };
    std::sort(pending.begin(), pending.end(), [&](const Pending& a, const Pending& b) { return order(a) < order(b); });
    st.events.reserve(pending.size());
    for (const Pending& p : pending) {
        const RuleSpec& spec = *extractors[p.key->rule];
        EventState s;
        Event& e = s.event;
        e.id = static_cast<std::uint32_t>(st.events.size() + 1);
        e.kind = spec.rule.emitsKind;
        e.node = p.key->node;
        e.rank = p.hit->rank;
        e.gpu = p.key->gpu;
        e.symptom = spec.rule.emitsSymptom;
        e.time = p.hit->firstTime;
        e.timeInherited = p.hit->firstInherited;
        e.lastTime = p.hit->lastTime;
        e.count = static_cast<std::uint32_t>(std::min<std::uint64_t>(p.hit->count, UINT32_MAX));
        e.rule = spec.rule.id;
        e.severity = spec.rule.severity;
        e.scope = spec.rule.scope;
        e.outcomeHint = spec.rule.outcome;
        // Moved out of a hit that is no longer needed, copied out of one that may be again.
        const auto take = [takeHits](auto& part) { return takeHits ? std::move(part) : part; };
        e.captures = take(p.hit->captures);
        e.markedLines = take(p.hit->marks);
        e.evidence.reserve(p.hit->evidence.size());
        for (auto& ev : p.hit->evidence) {
            // Every piece of evidence is marked too, once: the view reads marks alone.
            const bool marked = std::any_of(e.markedLines.begin(), e.markedLines.end(), [&](const MarkedLine& m) {
                return m.where.file == ev.mark.where.file && m.where.offset == ev.mark.where.offset;
            });
            if (!marked) e.markedLines.push_back(ev.mark);
            e.evidence.push_back(take(ev.ref));
        }
        e.title = fillEventTitle(spec.title, e);
        s.role = spec.role;
        s.strength = spec.strength;
        s.fallback = spec.fallback;
        s.sameFault = spec.sameFault;
        if (spec.family && p.key->member >= 0 && static_cast<std::size_t>(p.key->member) < spec.family->members.size())
            emitMember(spec.family->members[static_cast<std::size_t>(p.key->member)], s);
        e.cls = initialClass(s.role);
        e.classRule = e.rule;
        e.reason = initialReason(s);
        e.suppressed = s.role == Role::Benign;
        st.events.push_back(std::move(s));
    }

    for (const RuleSpec* rule : state_->filters) runFilter(*rule, st);
    for (const RuleSpec* rule : state_->refiners) runRefiner(*rule, st);
    for (const RuleSpec* rule : state_->outcomes)
        if (runOutcomeRule(*rule, st)) break;
    for (const RuleSpec* rule : state_->postOutcome) runPostOutcome(*rule, st);
    addScopeAndMissingSources(st, store.sources);
    const std::vector<std::string> actionRules =
        chooseActions(state_->actions, st, {store.scheduler, store.workload, {}});

    AnalysisResult result;
    result.catalogVersion = catalog_->version;
    for (const RuleSpec* rule : state_->collectors) {
        if (rule->type == "rule_stats") {
            for (std::size_t i = 0; i < extractors.size(); ++i)
                result.ruleStats.push_back({extractors[i]->rule.id, store.ruleHits[i]});
            for (const RuleSpec& spec : state_->specs) {
                if (spec.rule.phase == Phase::Extractor || spec.rule.phase == Phase::Collector) continue;
                std::uint64_t decided = 0;
                for (const auto& d : st.decisions)
                    if (d.rule == spec.rule.id) decided += d.events.size();
                if (spec.rule.phase == Phase::Outcome) decided = st.verdict.rule == spec.rule.id ? 1 : 0;
                if (spec.rule.phase == Phase::Action)
                    decided = std::count(actionRules.begin(), actionRules.end(), spec.rule.id);
                result.ruleStats.push_back({spec.rule.id, decided});
            }
        } else if (rule->type == "problems") {
            result.problems = state_->catalogProblems;
            std::vector<Problem> fromBundles = store.problems;
            std::stable_sort(fromBundles.begin(), fromBundles.end(), [](const Problem& a, const Problem& b) {
                return std::tie(a.file, a.line, a.message) < std::tie(b.file, b.line, b.message);
            });
            result.problems.insert(result.problems.end(), fromBundles.begin(), fromBundles.end());
        }
    }
    result.provenance = buildProvenance(st);
    result.verdict = std::move(st.verdict);
    result.events.reserve(st.events.size());
    for (auto& s : st.events) result.events.push_back(std::move(s.event));
    return result;
}

}  // namespace aw

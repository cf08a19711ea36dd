// Binary codec for the analysis cache (see analysis_codec.h). Little-endian host order is
// fine: the cache never leaves the machine. Bump kFormat when a field is added.
#include "engine/store/analysis_codec.h"

#include <cstring>
#include <type_traits>

namespace aw {
namespace {

constexpr std::uint32_t kFormat = 11;

class Writer {
public:
    template <typename T>
    void num(T v) {
        static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
        out.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void str(std::string_view s) {
        num<std::uint32_t>(static_cast<std::uint32_t>(s.size()));
        out.append(s);
    }
    std::string out;
};

class Reader {
public:
    explicit Reader(std::string_view in) : in_(in) {}
    template <typename T>
    T num() {
        T v{};
        if (in_.size() - pos_ < sizeof v) {
            ok_ = false;
            return v;
        }
        std::memcpy(&v, in_.data() + pos_, sizeof v);
        pos_ += sizeof v;
        return v;
    }
    std::string str() {
        const auto n = num<std::uint32_t>();
        if (!ok_ || in_.size() - pos_ < n) {
            ok_ = false;
            return {};
        }
        std::string s(in_.substr(pos_, n));
        pos_ += n;
        return s;
    }
    // A count of items that each take at least `minBytes`: rejects absurd counts early.
    std::uint32_t count(std::size_t minBytes = 1) {
        const auto n = num<std::uint32_t>();
        if (static_cast<std::uint64_t>(n) * minBytes > in_.size() - pos_) ok_ = false;
        return ok_ ? n : 0;
    }
    bool ok() const { return ok_; }
    bool atEnd() const { return pos_ == in_.size(); }

private:
    std::string_view in_;
    std::size_t pos_ = 0;
    bool ok_ = true;
};

void put(Writer& w, const SourceLocation& l) {
    w.num(l.file);
    w.num(l.line);
    w.num(l.offset);
    w.num(l.length);
}
void get(Reader& r, SourceLocation& l) {
    l.file = r.num<std::uint32_t>();
    l.line = r.num<std::uint32_t>();
    l.offset = r.num<std::uint64_t>();
    l.length = r.num<std::uint32_t>();
}

void put(Writer& w, const EvidenceRef& e) {
    put(w, e.where);
    w.str(e.file);
    w.num(e.matchBegin);
    w.num(e.matchEnd);
    w.str(e.text);
}
void get(Reader& r, EvidenceRef& e) {
    get(r, e.where);
    e.file = r.str();
    e.matchBegin = r.num<std::uint32_t>();
    e.matchEnd = r.num<std::uint32_t>();
    e.text = r.str();
}

void put(Writer& w, const Message& m) {
    w.str(m.id);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(m.args.size()));
    for (const auto& [k, v] : m.args) {
        w.str(k);
        w.str(v);
    }
}
void get(Reader& r, Message& m) {
    m.id = r.str();
    for (auto n = r.count(8); n-- && r.ok();) {
        std::string k = r.str();
        m.args.emplace_back(std::move(k), r.str());
    }
}

void put(Writer& w, const Problem& p) {
    w.str(p.file);
    w.num(p.line);
    w.num(p.severity);
    w.str(p.message);
}
void get(Reader& r, Problem& p) {
    p.file = r.str();
    p.line = r.num<std::uint32_t>();
    p.severity = r.num<Severity>();
    p.message = r.str();
}

void put(Writer& w, const Event& e) {
    w.num(e.id);
    w.num(e.kind);
    w.str(e.node);
    w.num(e.rank);
    w.num(e.gpu);
    w.str(e.symptom);
    w.str(e.title);
    w.num(e.time);
    w.num<std::uint8_t>(e.timeInherited);
    w.num(e.lastTime);
    w.num(e.count);
    w.str(e.rule);
    w.num(e.severity);
    w.num(e.scope);
    w.num(e.outcomeHint);
    w.num(e.cls);
    w.str(e.classRule);
    w.str(e.reason);
    w.num<std::uint8_t>(e.suppressed);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(e.captures.size()));
    for (const auto& [k, v] : e.captures) {
        w.str(k);
        w.str(v);
    }
    w.num<std::uint32_t>(static_cast<std::uint32_t>(e.evidence.size()));
    for (const auto& ev : e.evidence) put(w, ev);
    w.num(e.sameFaultAs);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(e.markedLines.size()));
    for (const auto& m : e.markedLines) {
        put(w, m.where);
        w.num(m.line);
        w.num(m.matchBegin);
        w.num(m.matchEnd);
    }
}
void get(Reader& r, Event& e) {
    e.id = r.num<std::uint32_t>();
    e.kind = r.num<EventKind>();
    e.node = r.str();
    e.rank = r.num<std::int32_t>();
    e.gpu = r.num<std::int32_t>();
    e.symptom = r.str();
    e.title = r.str();
    e.time = r.num<TimeNs>();
    e.timeInherited = r.num<std::uint8_t>() != 0;
    e.lastTime = r.num<TimeNs>();
    e.count = r.num<std::uint32_t>();
    e.rule = r.str();
    e.severity = r.num<Severity>();
    e.scope = r.num<Scope>();
    e.outcomeHint = r.num<Outcome>();
    e.cls = r.num<EventClass>();
    e.classRule = r.str();
    e.reason = r.str();
    e.suppressed = r.num<std::uint8_t>() != 0;
    for (auto n = r.count(8); n-- && r.ok();) {
        std::string k = r.str();
        e.captures.emplace_back(std::move(k), r.str());
    }
    for (auto n = r.count(8); n-- && r.ok();) get(r, e.evidence.emplace_back());
    e.sameFaultAs = r.num<std::uint32_t>();
    for (auto n = r.count(28); n-- && r.ok();) {
        MarkedLine& m = e.markedLines.emplace_back();
        get(r, m.where);
        m.line = r.num<std::uint32_t>();
        m.matchBegin = r.num<std::uint32_t>();
        m.matchEnd = r.num<std::uint32_t>();
    }
}

void put(Writer& w, const Verdict& v) {
    w.num(v.outcome);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.culpritNodes.size()));
    for (const auto& n : v.culpritNodes) w.str(n);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.culpritRanks.size()));
    for (int rank : v.culpritRanks) w.num<std::int32_t>(rank);
    w.num(v.culpritGpu);
    w.str(v.symptom);
    w.str(v.summary);
    w.num(v.confidence);
    w.num(v.rootEventId);
    w.str(v.rule);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.chain.size()));
    for (const auto& s : v.chain) {
        w.str(s.rule);
        w.str(s.text);
        w.num(s.eventId);
        put(w, s.message);
    }
    put(w, v.summaryMessage);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.candidates.size()));
    for (const auto& c : v.candidates) {
        w.str(c.node);
        w.str(c.symptom);
        w.num(c.outcome);
        w.str(c.why);
    }
    w.num<std::uint8_t>(v.broadEvent);
    w.str(v.job.decision);
    w.str(v.job.why);
    put(w, v.job.whyMessage);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.actions.size()));
    for (const auto& a : v.actions) {
        w.str(a.id);
        w.str(a.audience);
        w.str(a.urgency);
        w.str(a.text);
        w.str(a.rule);
        put(w, a.message);
        w.num<std::uint32_t>(static_cast<std::uint32_t>(a.commands.size()));
        for (const auto& c : a.commands) w.str(c);
        w.num<std::uint32_t>(static_cast<std::uint32_t>(a.withheld.size()));
        for (const auto& c : a.withheld) {
            w.str(c.command);
            w.str(c.reason);
        }
    }
    w.str(v.workload.id);
    w.str(v.workload.jobId);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.workload.nodes.size()));
    for (const auto& n : v.workload.nodes) w.str(n);
    w.num(v.workload.start);
    w.num(v.workload.end);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.missing.size()));
    for (const auto& m : v.missing) {
        w.str(m.source);
        w.str(m.option);
        w.str(m.why);
    }
}
void get(Reader& r, Verdict& v) {
    v.outcome = r.num<Outcome>();
    for (auto n = r.count(4); n-- && r.ok();) v.culpritNodes.push_back(r.str());
    for (auto n = r.count(4); n-- && r.ok();) v.culpritRanks.push_back(r.num<std::int32_t>());
    v.culpritGpu = r.num<std::int32_t>();
    v.symptom = r.str();
    v.summary = r.str();
    v.confidence = r.num<Confidence>();
    v.rootEventId = r.num<std::uint32_t>();
    v.rule = r.str();
    for (auto n = r.count(12); n-- && r.ok();) {
        ReasonStep& s = v.chain.emplace_back();
        s.rule = r.str();
        s.text = r.str();
        s.eventId = r.num<std::uint32_t>();
        get(r, s.message);
    }
    get(r, v.summaryMessage);
    for (auto n = r.count(13); n-- && r.ok();) {
        Candidate& c = v.candidates.emplace_back();
        c.node = r.str();
        c.symptom = r.str();
        c.outcome = r.num<Outcome>();
        c.why = r.str();
    }
    v.broadEvent = r.num<std::uint8_t>() != 0;
    v.job.decision = r.str();
    v.job.why = r.str();
    get(r, v.job.whyMessage);
    for (auto n = r.count(24); n-- && r.ok();) {
        Action& a = v.actions.emplace_back();
        a.id = r.str();
        a.audience = r.str();
        a.urgency = r.str();
        a.text = r.str();
        a.rule = r.str();
        get(r, a.message);
        for (auto m = r.count(4); m-- && r.ok();) a.commands.push_back(r.str());
        for (auto m = r.count(8); m-- && r.ok();) {
            WithheldCommand& c = a.withheld.emplace_back();
            c.command = r.str();
            c.reason = r.str();
        }
    }
    v.workload.id = r.str();
    v.workload.jobId = r.str();
    for (auto n = r.count(4); n-- && r.ok();) v.workload.nodes.push_back(r.str());
    v.workload.start = r.num<TimeNs>();
    v.workload.end = r.num<TimeNs>();
    for (auto n = r.count(12); n-- && r.ok();) {
        MissingSource& m = v.missing.emplace_back();
        m.source = r.str();
        m.option = r.str();
        m.why = r.str();
    }
}

void put(Writer& w, const ProvNode& n) {
    w.str(n.id);
    w.num(n.kind);
    w.str(n.label);
    w.str(n.rule);
    w.str(n.detail);
    w.num(n.eventId);
    w.num<std::uint8_t>(n.hasLocation);
    put(w, n.evidence);
}
void get(Reader& r, ProvNode& n) {
    n.id = r.str();
    n.kind = r.num<ProvKind>();
    n.label = r.str();
    n.rule = r.str();
    n.detail = r.str();
    n.eventId = r.num<std::uint32_t>();
    n.hasLocation = r.num<std::uint8_t>() != 0;
    get(r, n.evidence);
}

// Lists of numbers and strings, and of values with their own put/get.
template <typename T>
void putNums(Writer& w, const std::vector<T>& v) {
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.size()));
    for (T x : v) w.num(x);
}
template <typename T>
void getNums(Reader& r, std::vector<T>& v) {
    for (auto n = r.count(sizeof(T)); n-- && r.ok();) v.push_back(r.num<T>());
}
void putStrs(Writer& w, const std::vector<std::string>& v) {
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.size()));
    for (const auto& s : v) w.str(s);
}
void getStrs(Reader& r, std::vector<std::string>& v) {
    for (auto n = r.count(4); n-- && r.ok();) v.push_back(r.str());
}
template <typename T>
void putAll(Writer& w, const std::vector<T>& v) {
    w.num<std::uint32_t>(static_cast<std::uint32_t>(v.size()));
    for (const T& x : v) put(w, x);
}
template <typename T>
void getAll(Reader& r, std::vector<T>& v, std::size_t minBytes) {
    for (auto n = r.count(minBytes); n-- && r.ok();) get(r, v.emplace_back());
}

void put(Writer& w, const std::vector<std::int64_t>& v) {
    putNums(w, v);
}
void get(Reader& r, std::vector<std::int64_t>& v) {
    getNums(r, v);
}

void put(Writer& w, const FrFrame& f) {
    w.str(f.name);
    w.str(f.file);
    w.num(f.line);
}
void get(Reader& r, FrFrame& f) {
    f.name = r.str();
    f.file = r.str();
    f.line = r.num<std::int64_t>();
}

void put(Writer& w, const FrEntry& e) {
    w.num(e.recordId);
    w.str(e.pgId);
    w.str(e.pgName);
    w.str(e.pgDesc);
    w.num(e.collectiveSeqId);
    w.num(e.p2pSeqId);
    w.num(e.opId);
    w.str(e.profilingName);
    w.num(e.timeCreated);
    w.num(e.timeStarted);
    w.num(e.timeCompleted);
    w.num(e.state);
    putAll(w, e.inputSizes);
    putAll(w, e.outputSizes);
    putStrs(w, e.inputDtypes);
    putStrs(w, e.outputDtypes);
    w.num(e.timeoutMs);
    w.num<std::uint8_t>(e.isP2p);
    w.num<std::uint8_t>(e.retired);
    putAll(w, e.frames);
    w.num(e.offset);
}
void get(Reader& r, FrEntry& e) {
    e.recordId = r.num<std::int64_t>();
    e.pgId = r.str();
    e.pgName = r.str();
    e.pgDesc = r.str();
    e.collectiveSeqId = r.num<std::int64_t>();
    e.p2pSeqId = r.num<std::int64_t>();
    e.opId = r.num<std::int64_t>();
    e.profilingName = r.str();
    e.timeCreated = r.num<TimeNs>();
    e.timeStarted = r.num<TimeNs>();
    e.timeCompleted = r.num<TimeNs>();
    e.state = r.num<CollectiveState>();
    getAll(r, e.inputSizes, 4);
    getAll(r, e.outputSizes, 4);
    getStrs(r, e.inputDtypes);
    getStrs(r, e.outputDtypes);
    e.timeoutMs = r.num<std::int64_t>();
    e.isP2p = r.num<std::uint8_t>() != 0;
    e.retired = r.num<std::uint8_t>() != 0;
    getAll(r, e.frames, 16);
    e.offset = r.num<std::uint64_t>();
}

void put(Writer& w, const FrGroupConfig& g) {
    w.str(g.name);
    w.str(g.desc);
    putNums(w, g.ranks);
    w.num(g.offset);
}
void get(Reader& r, FrGroupConfig& g) {
    g.name = r.str();
    g.desc = r.str();
    getNums(r, g.ranks);
    g.offset = r.num<std::uint64_t>();
}

void put(Writer& w, const FrGroupStatus& s) {
    w.str(s.pgId);
    w.num(s.lastEnqueued);
    w.num(s.lastStarted);
    w.num(s.lastCompleted);
    w.num(s.offset);
}
void get(Reader& r, FrGroupStatus& s) {
    s.pgId = r.str();
    s.lastEnqueued = r.num<std::int64_t>();
    s.lastStarted = r.num<std::int64_t>();
    s.lastCompleted = r.num<std::int64_t>();
    s.offset = r.num<std::uint64_t>();
}

void put(Writer& w, const FlightRecorderDump& d) {
    w.str(d.path);
    w.num(d.file);
    w.num<std::int32_t>(d.rank);
    w.num<std::uint8_t>(d.json);
    w.str(d.version);
    w.str(d.ncclVersion);
    putAll(w, d.groups);
    putAll(w, d.status);
    putAll(w, d.entries);
}
void get(Reader& r, FlightRecorderDump& d) {
    d.path = r.str();
    d.file = r.num<std::uint32_t>();
    d.rank = r.num<std::int32_t>();
    d.json = r.num<std::uint8_t>() != 0;
    d.version = r.str();
    d.ncclVersion = r.str();
    getAll(r, d.groups, 20);
    getAll(r, d.status, 36);
    getAll(r, d.entries, 100);
}

void put(Writer& w, const FrCell& c) {
    w.num<std::uint8_t>(c.present);
    w.num(c.state);
    w.str(c.op);
    w.str(c.sizes);
    w.num<std::uint8_t>(c.culprit);
    w.num(c.recordId);
    w.num(c.offset);
}
void get(Reader& r, FrCell& c) {
    c.present = r.num<std::uint8_t>() != 0;
    c.state = r.num<CollectiveState>();
    c.op = r.str();
    c.sizes = r.str();
    c.culprit = r.num<std::uint8_t>() != 0;
    c.recordId = r.num<std::int64_t>();
    c.offset = r.num<std::uint64_t>();
}
void put(Writer& w, const std::vector<FrCell>& row) {
    putAll(w, row);
}
void get(Reader& r, std::vector<FrCell>& row) {
    getAll(r, row, 27);
}

void put(Writer& w, const FrGroupTimeline& g) {
    w.str(g.pg);
    w.str(g.desc);
    putNums(w, g.ranks);
    putNums(w, g.rankFile);
    putNums(w, g.lastEnqueued);
    putNums(w, g.lastCompleted);
    putNums(w, g.pending);
    putNums(w, g.seqs);
    putAll(w, g.cells);
}
void get(Reader& r, FrGroupTimeline& g) {
    g.pg = r.str();
    g.desc = r.str();
    getNums(r, g.ranks);
    getNums(r, g.rankFile);
    getNums(r, g.lastEnqueued);
    getNums(r, g.lastCompleted);
    getNums(r, g.pending);
    getNums(r, g.seqs);
    getAll(r, g.cells, 4);
}

void put(Writer& w, const FrEvidence& e) {
    w.num(e.file);
    w.str(e.path);
    w.num(e.offset);
    w.num<std::int32_t>(e.rank);
}
void get(Reader& r, FrEvidence& e) {
    e.file = r.num<std::uint32_t>();
    e.path = r.str();
    e.offset = r.num<std::uint64_t>();
    e.rank = r.num<std::int32_t>();
}

void put(Writer& w, const FrFinding& f) {
    w.num(f.kind);
    w.str(f.pg);
    w.str(f.pgDesc);
    w.num(f.seq);
    w.str(f.op);
    putNums(w, f.ranks);
    putStrs(w, f.nodes);
    putNums(w, f.waitingRanks);
    putNums(w, f.culprits);
    w.num(f.time);
    w.str(f.explanation);
    putAll(w, f.evidence);
}
void get(Reader& r, FrFinding& f) {
    f.kind = r.num<FrFindingKind>();
    f.pg = r.str();
    f.pgDesc = r.str();
    f.seq = r.num<std::int64_t>();
    f.op = r.str();
    getNums(r, f.ranks);
    getStrs(r, f.nodes);
    getNums(r, f.waitingRanks);
    getNums(r, f.culprits);
    f.time = r.num<TimeNs>();
    f.explanation = r.str();
    getAll(r, f.evidence, 20);
}

void put(Writer& w, const FrWait& s) {
    w.num<std::int32_t>(s.rank);
    w.str(s.node);
    w.num<std::int32_t>(s.on);
    w.str(s.pg);
    w.str(s.pgDesc);
    w.num(s.seq);
    w.num(s.enqueued);
    w.num(s.completed);
    w.num(s.theirEnqueued);
    w.num(s.theirCompleted);
    w.num(s.time);
    put(w, s.evidence);
    w.str(s.explanation);
}
void get(Reader& r, FrWait& s) {
    s.rank = r.num<std::int32_t>();
    s.node = r.str();
    s.on = r.num<std::int32_t>();
    s.pg = r.str();
    s.pgDesc = r.str();
    s.seq = r.num<std::int64_t>();
    s.enqueued = r.num<std::int64_t>();
    s.completed = r.num<std::int64_t>();
    s.theirEnqueued = r.num<std::int64_t>();
    s.theirCompleted = r.num<std::int64_t>();
    s.time = r.num<TimeNs>();
    get(r, s.evidence);
    s.explanation = r.str();
}

}  // namespace

std::string encodeAnalysis(const AnalysisResult& result) {
    Writer w;
    w.num(kFormat);
    put(w, result.verdict);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(result.events.size()));
    for (const Event& e : result.events) put(w, e);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(result.provenance.nodes.size()));
    for (const ProvNode& n : result.provenance.nodes) put(w, n);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(result.provenance.edges.size()));
    for (const ProvEdge& e : result.provenance.edges) {
        w.str(e.from);
        w.str(e.to);
        w.str(e.label);
    }
    w.num<std::uint32_t>(static_cast<std::uint32_t>(result.problems.size()));
    for (const Problem& p : result.problems) put(w, p);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(result.ruleStats.size()));
    for (const RuleStat& s : result.ruleStats) {
        w.str(s.rule);
        w.num(s.hits);
    }
    w.str(result.catalogVersion);
    return std::move(w.out);
}

std::optional<AnalysisResult> decodeAnalysis(std::string_view bytes) {
    Reader r(bytes);
    if (r.num<std::uint32_t>() != kFormat) return std::nullopt;
    AnalysisResult result;
    get(r, result.verdict);
    for (auto n = r.count(64); n-- && r.ok();) get(r, result.events.emplace_back());
    for (auto n = r.count(32); n-- && r.ok();) get(r, result.provenance.nodes.emplace_back());
    for (auto n = r.count(12); n-- && r.ok();) {
        ProvEdge& e = result.provenance.edges.emplace_back();
        e.from = r.str();
        e.to = r.str();
        e.label = r.str();
    }
    for (auto n = r.count(13); n-- && r.ok();) get(r, result.problems.emplace_back());
    for (auto n = r.count(12); n-- && r.ok();) {
        RuleStat& s = result.ruleStats.emplace_back();
        s.rule = r.str();
        s.hits = r.num<std::uint64_t>();
    }
    result.catalogVersion = r.str();
    if (!r.ok() || !r.atEnd()) return std::nullopt;
    return result;
}

std::string encodeTextScans(const std::map<std::string, TextScanSummary>& scans) {
    Writer w;
    w.num(kFormat);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(scans.size()));
    for (const auto& [path, s] : scans) {
        w.str(path);
        w.num(s.lineCount);
        w.num(s.observationCount);
        w.num(s.untimedCount);
        w.num(s.firstTime);
        w.num(s.lastTime);
        w.num<std::uint32_t>(static_cast<std::uint32_t>(s.hosts.size()));
        for (const auto& h : s.hosts) w.str(h);
        w.num<std::uint32_t>(static_cast<std::uint32_t>(s.ranks.size()));
        for (int rank : s.ranks) w.num<std::int32_t>(rank);
        w.num<std::uint32_t>(static_cast<std::uint32_t>(s.problems.size()));
        for (const auto& p : s.problems) put(w, p);
    }
    return std::move(w.out);
}

std::optional<std::map<std::string, TextScanSummary>> decodeTextScans(std::string_view bytes) {
    Reader r(bytes);
    if (r.num<std::uint32_t>() != kFormat) return std::nullopt;
    std::map<std::string, TextScanSummary> scans;
    for (auto n = r.count(48); n-- && r.ok();) {
        std::string path = r.str();
        TextScanSummary s;
        s.lineCount = r.num<std::uint64_t>();
        s.observationCount = r.num<std::uint64_t>();
        s.untimedCount = r.num<std::uint64_t>();
        s.firstTime = r.num<TimeNs>();
        s.lastTime = r.num<TimeNs>();
        for (auto h = r.count(4); h-- && r.ok();) s.hosts.push_back(r.str());
        for (auto k = r.count(4); k-- && r.ok();) s.ranks.push_back(r.num<std::int32_t>());
        for (auto k = r.count(13); k-- && r.ok();) get(r, s.problems.emplace_back());
        scans.emplace(std::move(path), std::move(s));
    }
    if (!r.ok() || !r.atEnd()) return std::nullopt;
    return scans;
}

std::string encodeHangs(const FlightRecorderReport& report) {
    Writer w;
    w.num(kFormat);
    putAll(w, report.dumps);
    putAll(w, report.groups);
    putAll(w, report.findings);
    putAll(w, report.waits);
    putNums(w, report.culpritRanks);
    putStrs(w, report.culpritNodes);
    w.num<std::uint32_t>(static_cast<std::uint32_t>(report.unreadable.size()));
    for (const auto& [rank, path] : report.unreadable) {
        w.num<std::int32_t>(rank);
        w.str(path);
    }
    putAll(w, report.problems);
    return std::move(w.out);
}

std::optional<FlightRecorderReport> decodeHangs(std::string_view bytes) {
    Reader r(bytes);
    if (r.num<std::uint32_t>() != kFormat) return std::nullopt;
    FlightRecorderReport report;
    getAll(r, report.dumps, 32);
    getAll(r, report.groups, 32);
    getAll(r, report.findings, 48);
    getAll(r, report.waits, 40);
    getNums(r, report.culpritRanks);
    getStrs(r, report.culpritNodes);
    for (auto n = r.count(8); n-- && r.ok();) {
        const int rank = r.num<std::int32_t>();
        report.unreadable.emplace(rank, r.str());
    }
    getAll(r, report.problems, 13);
    if (!r.ok() || !r.atEnd()) return std::nullopt;
    return report;
}

}  // namespace aw

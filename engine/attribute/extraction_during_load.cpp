#include "engine/attribute/extraction_during_load.h"

#include "engine/load/line_placement.h"
#include "engine/load/node_finder.h"
#include "engine/match/literal_lines.h"

#include <algorithm>
#include <iterator>
#include <unordered_map>

namespace aw {

// One piece of one log: finds the lines holding a literal with a Vectorscan pass over each
// chunk the loader reads (about a MiB), and matches them with the loader's observation (its
// time, rank and GPU are what the extractors would compute again).
class ExtractionDuringLoad::PieceMatcher : public LoadVisitor::PieceVisitor {
public:
    PieceMatcher(const ExtractionDuringLoad& owner, const LiteralScanner& scanner, std::uint32_t fileIndex,
                 const SourceFile& file, std::string_view nodeName)
        : owner_(owner), scanner_(scanner), fileIndex_(fileIndex), file_(file), nodeName_(nodeName) {
        found_.ruleHits.assign(owner.phase_.extractors_.size(), 0);
        names_.fileNode = nodeName_;
        names_.cacheIndex = 0;  // one node for the whole piece, unless lines name their hosts
        hits_.swap(spareHits());
    }
    ~PieceMatcher() override { spareHits().swap(hits_); }
    PieceMatcher(const PieceMatcher&) = delete;
    PieceMatcher& operator=(const PieceMatcher&) = delete;

    void chunk(std::string_view text, std::uint64_t offset) override {
        hits_.clear();
        next_ = 0;
        scanner_.scan(text, scratch_.matcher.literal, hits_, offset);
    }

    void line(const TextLine& line, const Observation& made, const LineFacts& facts) override {
        while (next_ < hits_.size() && hits_[next_].offset < line.offset) ++next_;  // blank lines'
        const std::size_t lineHits = next_;
        // The line's hits start before its newline (its '\r' included).
        const std::uint64_t lineEnd = line.offset + line.raw.size() + 1;
        if (next_ == hits_.size() || hits_[next_].offset >= lineEnd) return;  // most lines
        bool nonAscii = false;
        if (!takeLineAtoms(hits_, next_, lineEnd, line.offset + line.text.size(), atoms_, nonAscii)) return;
        const ExtractPhase& phase = owner_.phase_;
        if (!nonAscii && atoms_.size() == 1 && !nodeName_.empty()) {
            const int sole = phase.matcher_->soleLiteralRule(file_.source, atoms_.front());
            if (sole >= 0) {
                const std::size_t at = soleLiteralAt(sole, line, lineHits);
                if (at == std::string_view::npos) return;  // no rule matches the line
                if (phase.countRepeat(sole, names_, file_, fileIndex_, made, at, found_.ruleHits, scratch_)) return;
            }
        }
        if (!phase.matcher_->mayMatchAtoms(file_.source, atoms_, nonAscii, scratch_.matcher)) return;
        Observation obs = made;
        obs.where.file = fileIndex_;
        obs.node = kNoNode;
        if (nodeName_.empty()) {
            // As LinePlacement will: by the host the line names, once that is a node (known
            // then); a line with a job-wide rank and no host waits for the rank's owner.
            if (LinePlacement::placedByRank(facts)) {
                keepUnplaced(obs, facts);
                return;
            }
            auto it = hostIndex_.find(facts.host);  // a host name of its own for each new one
            if (it == hostIndex_.end())
                it = hostIndex_.emplace(std::string(facts.host), static_cast<std::uint32_t>(hostIndex_.size())).first;
            names_.lineNode = facts.host;
            names_.cacheIndex = it->second;
        }
        if (!phase.matchObservation(names_, file_, obs, found_.hits, found_.ruleHits, scratch_, /*prefiltered=*/true))
            keepUnplaced(obs, facts);
    }

    void finish() override {
        scratch_.plainHits.clear();  // points into found_.hits, which is moved
        owner_.mergePiece(fileIndex_, std::move(found_));
    }

private:
    // A thread's hit list, grown once and handed from piece to piece: a new list per file
    // grew from nothing in every one of 8,192 small logs (5 % of the load in reallocations).
    static std::vector<LiteralScanner::Hit>& spareHits() {
        thread_local std::vector<LiteralScanner::Hit> spare;
        return spare;
    }

    // Keeps a line to be matched once its node is known (its host is part of its text).
    void keepUnplaced(const Observation& obs, const LineFacts& facts) {
        UnplacedLine& w = found_.unplaced.emplace_back();
        w.obs = obs;
        w.obs.text = {};
        w.facts = facts;
        w.facts.host = {};
        w.text = obs.text;
        if (!facts.host.empty()) {
            w.hostAt = static_cast<std::size_t>(facts.host.data() - obs.text.data());
            w.hostLength = facts.host.size();
        }
    }

    // Where the first of the line's hits (from `first` on) of the literal of rule `m` that
    // has the rule's boundaries is, or npos: the scan found every place of it (in order), so
    // this is where the rule's match starts, and the line need not be searched again.
    std::size_t soleLiteralAt(int m, const TextLine& line, std::size_t first) const {
        const CompiledExtractor& c = owner_.phase_.matcher_->extractor(static_cast<std::size_t>(m));
        for (std::size_t h = first; h < next_; ++h) {
            const std::size_t at = hits_[h].offset - line.offset;
            if (at + hits_[h].length <= line.text.size() && c.literalAt(line.text, at)) return at;
        }
        return std::string_view::npos;
    }

    const ExtractionDuringLoad& owner_;
    const LiteralScanner& scanner_;
    const std::uint32_t fileIndex_;
    const SourceFile& file_;
    const std::string nodeName_;
    ExtractPhase::NodeNames names_;
    ExtractPhase::MatchScratch scratch_;
    std::vector<LiteralScanner::Hit> hits_;
    std::size_t next_ = 0;  // the first hit not yet given to a line
    std::vector<int> atoms_;
    struct HostHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view host) const { return std::hash<std::string_view>()(host); }
    };
    // For the plain-hit cache; found by the line's host without copying it.
    std::unordered_map<std::string, std::uint32_t, HostHash, std::equal_to<>> hostIndex_;
    PieceHits found_;
};

std::unique_ptr<LoadVisitor::PieceVisitor>
ExtractionDuringLoad::visitPiece(std::uint32_t fileIndex, const SourceFile& file, std::string_view nodeName,
                                 const TextPiece& /*piece*/, std::size_t pieceCount) const {
    if (file.format != FileFormat::TextLog || !file.data) return nullptr;
    const LiteralScanner* scanner = phase_.matcher_->fileScanner(file.source);
    if (!scanner) return nullptr;
    {
        std::lock_guard lock(mutex_);
        auto [it, added] = logs_.try_emplace(fileIndex);
        if (added) {
            it->second.nodeName = std::string(nodeName);
            it->second.timeContext = file.timeContext;
            it->second.pieces = pieceCount;
            auto [node, fresh] = nodes_.try_emplace(it->second.nodeName);
            if (fresh) node->second.ruleHits.assign(phase_.extractors_.size(), 0);
            node->second.logs.push_back(fileIndex);
        }
    }
    return std::make_unique<PieceMatcher>(*this, *scanner, fileIndex, file, nodeName);
}

bool ExtractionDuringLoad::visitRecords(std::uint32_t fileIndex, const SourceFile& file, std::string_view /*nodeName*/,
                                        const ReaderOutput& out) const {
    if (file.format != FileFormat::JournalJson) return false;
    RecordHits found;
    found.ruleHits.assign(phase_.extractors_.size(), 0);
    ExtractPhase::MatchScratch scratch;
    // Keyed by the name a record gives ("": the file's node), which stands for it in the
    // plain-hit cache by its index in `out.nodeNames` (a run of records naming it).
    ExtractPhase::NodeNames names;
    phase_.matchRecords(
        file, scratch,
        [&](const std::function<void(const Observation&)>& each) {
            Observation obs;
            for (const Observation& record : out.records) {
                obs = record;  // its node: an index into out.nodeNames
                obs.where.file = fileIndex;
                each(obs);
            }
        },
        [&](const Observation& obs, bool prefiltered) {
            names.lineNode = out.nodeNames[obs.node];
            names.cacheIndex = obs.node;
            if (phase_.matchObservation(names, file, obs, found.hits, found.ruleHits, scratch, prefiltered)) return;
            UnplacedRecord& w = found.unplaced.emplace_back();
            w.obs = obs;
            w.obs.text = {};
            w.text = obs.text;
            w.nodeName = out.nodeNames[obs.node];
        });
    scratch.plainHits.clear();  // points into found.hits, which is moved
    std::lock_guard lock(mutex_);
    records_[fileIndex] = std::move(found);
    return true;
}

namespace {

// Merges `hits` into `into`, each keyed by the node name `settled` gives for the name it was
// keyed by during the load.
template <typename Settled>
void mergeSettled(HitMap&& hits, const Settled& settled, HitMap& into) {
    if (std::any_of(hits.begin(), hits.end(), [&](const auto& h) { return settled(h.first.node) != h.first.node; })) {
        HitMap renamed;
        for (auto& [key, hit] : hits) {
            HitKey k = key;
            k.node = settled(key.node);
            renamed[std::move(k)].merge(std::move(hit));
        }
        hits = std::move(renamed);
    }
    mergeHits(into, std::move(hits));
}

// Whether every one of `logs` is set in `taken` (a node's logs are taken all or none).
bool allTaken(const std::vector<std::uint32_t>& logs, const std::vector<bool>& taken) {
    return std::all_of(logs.begin(), logs.end(), [&](std::uint32_t f) { return f < taken.size() && taken[f]; });
}

}  // namespace

void ExtractionDuringLoad::mergePiece(std::uint32_t fileIndex, PieceHits&& piece) const {
    NodeHits* node = nullptr;
    {
        std::lock_guard lock(mutex_);
        LogHits& log = logs_.at(fileIndex);
        ++log.finished;
        std::move(piece.unplaced.begin(), piece.unplaced.end(), std::back_inserter(log.unplaced));
        node = &nodes_.find(log.nodeName)->second;
    }
    std::lock_guard lock(node->mutex);
    mergeHits(node->hits, std::move(piece.hits));
    for (std::size_t r = 0; r < node->ruleHits.size(); ++r) node->ruleHits[r] += piece.ruleHits[r];
}

std::vector<bool> ExtractionDuringLoad::logsSeenWhole(const Bundle& bundle) const {
    std::lock_guard lock(mutex_);
    std::vector<bool> whole(bundle.files.size(), false);
    for (const auto& [fileIndex, log] : logs_) {
        if (fileIndex >= bundle.files.size() || log.finished != log.pieces) continue;
        const SourceFile& file = bundle.files[fileIndex];
        // Node and time are settled after the loader's pass (a boot time from the node table).
        const bool planned = !log.nodeName.empty();
        whole[fileIndex] = ExtractPhase::readsLines(bundle, fileIndex) && (file.node != kNoNode) == planned &&
                           file.timeContext == log.timeContext;
    }
    // A node's logs were merged: one that must be read again takes the others with it.
    for (const auto& [name, node] : nodes_) {
        if (!allTaken(node.logs, whole))
            for (std::uint32_t f : node.logs)
                if (f < whole.size()) whole[f] = false;
    }
    // A file's records were all seen, and their times and node names depend on nothing the
    // node table settles.
    for (const auto& [fileIndex, found] : records_)
        if (fileIndex < whole.size()) whole[fileIndex] = true;
    return whole;
}

void ExtractionDuringLoad::moveHitsTo(const Bundle& bundle, const std::vector<bool>& logs, ExtractedStore& store) {
    std::lock_guard lock(mutex_);
    for (auto& [name, node] : nodes_)
        if (!node.logs.empty() && allTaken(node.logs, logs)) moveNodeHits(bundle, node, store);
    for (auto& [fileIndex, log] : logs_)
        if (fileIndex < logs.size() && logs[fileIndex]) placeLines(bundle, fileIndex, log, store);
    if (records_.empty()) return;
    const NodeFinder nodes(bundle.nodes);
    for (auto& [fileIndex, found] : records_)
        if (fileIndex < logs.size() && logs[fileIndex]) moveRecordHits(bundle, nodes, fileIndex, found, store);
}

void ExtractionDuringLoad::moveRecordHits(const Bundle& bundle, const NodeFinder& nodes, std::uint32_t fileIndex,
                                          RecordHits& found, ExtractedStore& store) const {
    // As the loader placed the records: on the node their name is, else on the file's.
    const SourceFile& file = bundle.files[fileIndex];
    auto nodeOf = [&](const std::string& name) { return name.empty() ? file.node : nodes.find(name); };
    auto settled = [&](const std::string& name) -> std::string {
        std::uint32_t node = nodeOf(name);
        if (node == kNoNode) node = file.node;
        return node == kNoNode ? std::string() : bundle.nodes[node].name;
    };
    mergeSettled(std::move(found.hits), settled, store.hits);
    for (std::size_t r = 0; r < found.ruleHits.size(); ++r) store.ruleHits[r] += found.ruleHits[r];
    HitMap placed;
    ExtractPhase::MatchScratch scratch;
    for (const UnplacedRecord& w : found.unplaced) {
        Observation obs = w.obs;
        obs.text = w.text;
        obs.node = nodeOf(w.nodeName);
        phase_.matchObservation(ExtractPhase::namesOf(bundle, file, obs), file, obs, placed, store.ruleHits, scratch);
    }
    mergeHits(store.hits, std::move(placed));
}

void ExtractionDuringLoad::moveNodeHits(const Bundle& bundle, NodeHits& node, ExtractedStore& store) const {
    // The names hits were keyed by, as the extractors would have named them: the logs' node
    // (logsSeenWhole() checked it is settled, alike for all of them), or the node a host
    // is, or none.
    const SourceFile& file = bundle.files[node.logs.front()];
    auto settled = [&](const std::string& keyed) -> std::string {
        if (file.node != kNoNode) return bundle.nodes[file.node].name;
        const std::uint32_t known = keyed.empty() ? kNoNode : bundle.findNode(keyed);
        return known == kNoNode ? std::string() : bundle.nodes[known].name;
    };
    mergeSettled(std::move(node.hits), settled, store.hits);
    for (std::size_t r = 0; r < node.ruleHits.size(); ++r) store.ruleHits[r] += node.ruleHits[r];
}

void ExtractionDuringLoad::placeLines(const Bundle& bundle, std::uint32_t fileIndex, LogHits& log,
                                      ExtractedStore& store) const {
    // As scanTextLines would have matched them: the line belongs to the file's node.
    const SourceFile& file = bundle.files[fileIndex];
    HitMap placed;
    ExtractPhase::MatchScratch scratch;
    LinePlacement placement(bundle, file);
    for (const UnplacedLine& w : log.unplaced) {
        Observation obs = w.obs;
        obs.text = w.text;
        LineFacts facts = w.facts;
        facts.host = std::string_view(w.text).substr(w.hostAt, w.hostLength);
        obs.node = placement.nodeOf(facts);
        phase_.matchObservation(ExtractPhase::namesOf(bundle, file, obs), file, obs, placed, store.ruleHits, scratch);
    }
    mergeHits(store.hits, std::move(placed));
}

}  // namespace aw

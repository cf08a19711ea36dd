// The extractors riding along the loader's pass: a LoadVisitor (engine/load/
// load_visitor.h) that matches every text log as the loader reads it, and a journal's
// records as its reader makes them. Hits are keyed by the node the log belongs to by its
// path, as planned, or else by the host its line (or record) names, and given the settled
// node's name once the node table is known. Lines that only the node table can place (a
// job-wide rank, a node named by a rule's capture) wait, with their own copy of the text,
// until then. After the load, the logs it saw whole (as the extractors would read them now)
// are not read again; the others are.
// What a piece finds is merged at once into what the logs planned for the same node found
// (merging hits is order-independent): a 1,024-node bundle of 9,219 rank logs held 186,000
// collapsed hits, each with its evidence and up to 256 marked lines, until the end of the
// load; merged, 25,600. The price: when one log of a node must be read again, all of that
// node's logs are.
#pragma once

#include "engine/attribute/extract_phase.h"
#include "engine/load/load_visitor.h"
#include "engine/load/node_finder.h"

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace aw {

class ExtractionDuringLoad : public LoadVisitor {
public:
    explicit ExtractionDuringLoad(const ExtractPhase& phase) : phase_(phase) {}

    std::unique_ptr<PieceVisitor> visitPiece(std::uint32_t fileIndex, const SourceFile& file, std::string_view nodeName,
                                             const TextPiece& piece, std::size_t pieceCount) const override;
    // A journal's records (the only structured ones whose node the load does not change
    // afterwards: a pod's events take theirs from the pod list), matched as they are made.
    // Their hits are keyed by the node names the records give, settled once the nodes are.
    bool visitRecords(std::uint32_t fileIndex, const SourceFile& file, std::string_view nodeName,
                      const ReaderOutput& out) const override;

    // Per file of `bundle`, once loaded: true when this saw the whole log as the extractors
    // would read it now (its node and time context unchanged since the loader's pass), and
    // so did every other log planned for the same node.
    std::vector<bool> logsSeenWhole(const Bundle& bundle) const;
    // Moves what it found in those logs (`logs` as logsSeenWhole gave them) into `store`,
    // keyed by the settled nodes.
    void moveHitsTo(const Bundle& bundle, const std::vector<bool>& logs, ExtractedStore& store);

private:
    class PieceMatcher;
    // A line matched once the nodes are settled, with its own copy of its text: the chunk the
    // loader read it from is reused, and reading it again from the mapping later would touch
    // the mapped file's pages for the first time (what the loader avoids, text_chunks.h).
    struct UnplacedLine {
        Observation obs;  // its `text` is `text`, and
        LineFacts facts;  // its `host` the `hostLength` bytes at `hostAt` in `text`, when matched
        std::string text;
        std::size_t hostAt = 0;
        std::size_t hostLength = 0;
    };
    // What was found in one piece.
    struct PieceHits {
        HitMap hits;                          // keyed by the planned node, or the line's host
        std::vector<std::uint64_t> ruleHits;  // per extractor
        std::vector<UnplacedLine> unplaced;   // lines that need the settled nodes
    };
    // What the logs planned for one node (or, for "", the logs whose lines name their hosts)
    // found: their pieces merged as they are done.
    struct NodeHits {
        std::mutex mutex;
        HitMap hits;
        std::vector<std::uint64_t> ruleHits;
        std::vector<std::uint32_t> logs;  // the files that are its
    };
    // A record matched once the nodes are settled (a rule names its node by a capture).
    struct UnplacedRecord {
        Observation obs;  // its `text` is `text`, its node `nodeName` ("": the file's)
        std::string text;
        std::string nodeName;
    };
    // What one file's records found.
    struct RecordHits {
        HitMap hits;  // keyed by the records' node names ("": the file's node)
        std::vector<std::uint64_t> ruleHits;
        std::vector<UnplacedRecord> unplaced;
    };
    // One log, as far as it was seen.
    struct LogHits {
        std::string nodeName;
        TimeContext timeContext;  // the loader's; the bundle's may be completed later
        std::size_t pieces = 0;
        std::size_t finished = 0;
        std::vector<UnplacedLine> unplaced;
    };
    void mergePiece(std::uint32_t fileIndex, PieceHits&& piece) const;
    void moveNodeHits(const Bundle& bundle, NodeHits& node, ExtractedStore& store) const;
    void placeLines(const Bundle& bundle, std::uint32_t fileIndex, LogHits& log, ExtractedStore& store) const;
    void moveRecordHits(const Bundle& bundle, const NodeFinder& nodes, std::uint32_t fileIndex, RecordHits& found,
                        ExtractedStore& store) const;

    const ExtractPhase& phase_;
    mutable std::mutex mutex_;  // guards the two maps (not what a NodeHits holds)
    mutable std::map<std::uint32_t, LogHits> logs_;
    mutable std::map<std::string, NodeHits, std::less<>> nodes_;  // by planned node name
    mutable std::map<std::uint32_t, RecordHits> records_;         // by file, once all its records are
};

}  // namespace aw

// ExtractPhase::Tap: the extractors riding along the loader's pass (text_line_tap.h).
// Every text log is matched as the loader reads it. Hits are keyed by the node the log
// belongs to by its path, as planned, or else by the host its line names, and given the
// settled node's name once the node table is known. Lines that only the node table can
// place (a job-wide rank, a node named by a rule's capture) wait, as observations, until
// then. ingest() reads a log again only when the tap did not see all of it or its time
// context changed after the load.
#pragma once

#include "engine/attribute/extract_phase.h"
#include "engine/load/text_line_tap.h"

#include <map>
#include <mutex>
#include <utility>

namespace aw {

class ExtractPhase::Tap : public TextLineTap {
public:
    explicit Tap(const ExtractPhase& phase) : phase_(phase) {}

    std::unique_ptr<Piece> open(std::uint32_t fileIndex, const SourceFile& file, std::string_view nodeName,
                                const TextPiece& piece, std::size_t pieceCount) const override;

    // A line matched once the nodes are settled, with its own copy of its text: the chunk the
    // loader read it from is reused, and reading it again from the mapping later would touch
    // the mapped file's pages for the first time (what the loader avoids, text_chunks.h).
    struct WaitingLine {
        Observation obs;    // its `text` is `text`, and
        LineFacts facts;    // its `host` the `hostLength` bytes at `hostAt` in `text`, when matched
        std::string text;
        std::size_t hostAt = 0;
        std::size_t hostLength = 0;
    };
    // What the tap found in one piece.
    struct PieceHits {
        HitMap hits;                            // keyed by the planned node, or the line's host
        std::vector<std::uint64_t> ruleHits;    // per extractor
        // Lines that need the settled nodes, with what places them.
        std::vector<WaitingLine> waiting;
    };
    // One log as the tap saw it.
    struct FileHits {
        std::string nodeName;
        TimeContext timeContext;  // the loader's; the bundle's may be completed later
        std::size_t pieces = 0;
        std::size_t finished = 0;
        std::vector<PieceHits> found;
    };
    // The log `fileIndex` of `bundle` if the tap saw all of it as the extractors would
    // read it now; null if they must read it themselves.
    FileHits* took(const Bundle& bundle, std::uint32_t fileIndex);
    // Moves what the tap found in that log into `store`, keyed by the settled node.
    void moveTo(const Bundle& bundle, std::uint32_t fileIndex, FileHits& tapped, ExtractedStore& store);

private:
    class Watcher;
    const ExtractPhase& phase_;
    mutable std::mutex mutex_;
    mutable std::map<std::uint32_t, FileHits> files_;
};

}  // namespace aw

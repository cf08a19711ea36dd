// What sees a bundle's lines and records as the loader reads them. The loader splits every
// line of every text log and parses its time, rank and host anyway; the extractors need the
// same for the lines that hold a rule's literal. A journal's records are made once at
// load and would be held until the extractors read them (80 bytes each, a million of them).
// As a visitor of the load the extractors run in its pass: each log is read once instead of
// twice, and the records need not be kept. The attribute part implements it
// (engine/attribute/extraction_during_load.h); the loader knows nothing of rules.
#pragma once

#include "engine/core/bundle.h"
#include "engine/load/json/reader_io.h"
#include "engine/text/text_log_scanner.h"
#include "engine/text/text_pieces.h"

#include <memory>
#include <string_view>

namespace aw {

class LoadVisitor {
public:
    // What sees one piece of one log, on one loader thread.
    class PieceVisitor {
    public:
        virtual ~PieceVisitor() = default;
        // The lines that follow, until the next chunk, are in `text` (whole lines, a MiB or
        // so), which starts at `offset` in the file. It stays valid until the next chunk.
        virtual void chunk(std::string_view text, std::uint64_t offset) = 0;
        // Every non-blank line of the piece, in order: `obs` as forEachObservation
        // (observations.h) would give it, but for `node` (not settled yet) and `where.file`;
        // `facts` place the line when the file has no node (line_placement.h). Their text is
        // the chunk's.
        virtual void line(const TextLine& line, const Observation& obs, const LineFacts& facts) = 0;
        // The piece was read to its end (not called when the load was cancelled).
        virtual void finish() = 0;
    };

    virtual ~LoadVisitor() = default;
    // Called on loader threads for each piece of each text log it scans; null: not visited.
    // `nodeName` is the node the file belongs to by its path or the manifest ("" if none).
    virtual std::unique_ptr<PieceVisitor> visitPiece(std::uint32_t fileIndex, const SourceFile& file,
                                                     std::string_view nodeName, const TextPiece& piece,
                                                     std::size_t pieceCount) const = 0;

    // Called on a loader thread with the records a structured file's reader made, in file
    // order (`out.records`: `where.file` not set, `node` an index into `out.nodeNames`, whose
    // "" is the file's own node; `nodeName` as for visitPiece). True when it has taken what it
    // needs from all of them: the bundle then does not keep them, and forEachObservation
    // (observations.h) reads the file again when they are asked for. False by default.
    virtual bool visitRecords(std::uint32_t /*fileIndex*/, const SourceFile& /*file*/, std::string_view /*nodeName*/,
                              const ReaderOutput& /*out*/) const {
        return false;
    }
};

}  // namespace aw

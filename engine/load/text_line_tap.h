// A look at the loader's lines as it reads them. The loader parses the time and facts of
// every line of every text log anyway; the extractors need the same for the lines that
// hold a rule's literal. With a tap they run in the loader's pass (Attributor::
// loadAndIngest), and those logs are read once instead of twice.
#pragma once

#include "engine/core/bundle.h"
#include "engine/text/text_log_scanner.h"
#include "engine/text/text_pieces.h"

#include <memory>
#include <string_view>

namespace aw {

class TextLineTap {
public:
    // What watches one piece of one log, on one loader thread.
    class Piece {
    public:
        virtual ~Piece() = default;
        // The lines that follow, until the next chunk, are in `text` (whole lines, a MiB or
        // so), which starts at `offset` in the file. It stays valid until the next chunk.
        virtual void chunk(std::string_view text, std::uint64_t offset) = 0;
        // Every non-blank line of the piece, in order: `obs` as Bundle::forEachObservation
        // would give it, but for `node` (not settled yet) and `where.file`; `facts` place
        // the line when the file has no node (line_placement.h). Their text is the chunk's.
        virtual void line(const TextLine& line, const Observation& obs, const LineFacts& facts) = 0;
        // The piece was read to its end (not called when the load was cancelled).
        virtual void finish() = 0;
    };

    virtual ~TextLineTap() = default;
    // Called on loader threads for each piece of each text log it scans; null: not watched.
    // `nodeName` is the node the file belongs to by its path or the manifest ("" if none).
    virtual std::unique_ptr<Piece> open(std::uint32_t fileIndex, const SourceFile& file, std::string_view nodeName,
                                        const TextPiece& piece, std::size_t pieceCount) const = 0;
};

// loadBundle, showing the lines of text logs to `tap` (may be null).
Bundle loadBundleWithTap(const std::string& path, const LoadOptions& options, const TextLineTap* tap);

}  // namespace aw

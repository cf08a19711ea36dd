// Big text files are read in line-aligned pieces on several threads (one 2 GB slurm-*.out
// of a whole job would otherwise keep one core busy and leave the others idle). A piece
// gives the same lines, numbers and times as one pass over the file when it knows how
// many lines come before it and where the last timed line before it starts: the time
// that its first untimed lines inherit.
#pragma once

#include "engine/core/bundle.h"
#include "engine/text/timestamp.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace aw {

struct TextPiece {
    std::size_t begin = 0;  // a line start
    std::size_t end = 0;    // just past a newline, or the end of the file
    std::uint32_t linesBefore = 0;
    std::size_t lastTimedBefore = std::string_view::npos;  // start of that line, npos if none
};

// Where a line-aligned piece of about `size` bytes starting at `from` ends: `size` bytes on,
// past the next newline, or the end of `bytes`.
std::size_t lineAlignedEnd(std::string_view bytes, std::size_t from, std::size_t size);

// Line-aligned pieces of about `pieceBytes` covering `bytes` (one piece when it is short);
// linesBefore and lastTimedBefore are left for describePiece() and chainPieces().
std::vector<TextPiece> splitAtLines(std::string_view bytes, std::size_t pieceBytes);

// What one piece tells the pieces after it: its newlines, and where its last timed line
// starts (relative to the piece, npos if none). Pieces are described in parallel.
struct PieceSummary {
    std::uint64_t newlines = 0;
    std::size_t lastTimedLine = std::string_view::npos;
};
PieceSummary describePiece(std::string_view piece, const TimeContext& ctx);

// Fills linesBefore and lastTimedBefore from the summaries of the pieces, in order.
void chainPieces(std::vector<TextPiece>& pieces, const std::vector<PieceSummary>& summaries);

// One text log to read in pieces.
struct PieceJob {
    const FileData* data;  // its bytes are only asked for when it is cut (a mapping is made then)
    TimeContext ctx;
    std::vector<TextPiece> pieces;  // filled: the whole log as one piece unless it is big
};
using ParallelFor = std::function<void(std::size_t count, const std::function<void(std::size_t)>& work)>;

// Cuts every log of at least 2 x `pieceBytes` into pieces of about that size, describes
// the pieces with `parallelFor` and chains them: each piece is then ready to be scanned
// on its own. The loader and the extractors cut alike.
void planTextPieces(std::vector<PieceJob>& jobs, std::size_t pieceBytes, const ParallelFor& parallelFor);

// The last line of `text` with a timestamp, searched from the end: the line whose time the
// lines after it inherit. `line` is its text as matched (no \r, cut at kMaxLineBytes).
struct TimedLine {
    std::size_t begin = 0;
    std::string_view line;
    ParsedTime time;
};
std::optional<TimedLine> findLastTimedLine(std::string_view text, const TimeContext& ctx);

// Where that line starts (npos if none).
std::size_t lastTimedLine(std::string_view text, const TimeContext& ctx);

}  // namespace aw

#include "engine/text/text_pieces.h"

#include "engine/text/newline_count.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <cstring>

namespace aw {

std::size_t lineAlignedEnd(std::string_view bytes, std::size_t from, std::size_t size) {
    if (bytes.size() - from <= size) return bytes.size();
    const void* nl = std::memchr(bytes.data() + from + size, '\n', bytes.size() - from - size);
    return nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - bytes.data()) + 1 : bytes.size();
}

std::vector<TextPiece> splitAtLines(std::string_view bytes, std::size_t pieceBytes) {
    std::vector<TextPiece> pieces;
    std::size_t from = 0;
    do {
        TextPiece piece;
        piece.begin = from;
        piece.end = pieceBytes ? lineAlignedEnd(bytes, from, pieceBytes) : bytes.size();
        pieces.push_back(piece);
        from = piece.end;
    } while (from < bytes.size());
    return pieces;
}

std::optional<TimedLine> findLastTimedLine(std::string_view text, const TimeContext& ctx) {
    std::size_t pos = text.size();
    while (pos > 0) {
        const std::size_t end = text[pos - 1] == '\n' ? pos - 1 : pos;
        const void* nl = end ? memrchr(text.data(), '\n', end) : nullptr;
        const std::size_t begin = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) + 1 : 0;
        pos = begin;
        std::size_t length = end - begin;
        if (length && text[begin + length - 1] == '\r') --length;
        const std::string_view line = text.substr(begin, std::min(length, kMaxLineBytes));
        if (isBlankLine(line)) continue;
        if (auto time = parseLineTimestamp(line, ctx)) return TimedLine{begin, line, *time};
    }
    return std::nullopt;
}

std::size_t lastTimedLine(std::string_view text, const TimeContext& ctx) {
    const auto timed = findLastTimedLine(text, ctx);
    return timed ? timed->begin : std::string_view::npos;
}

PieceSummary describePiece(std::string_view piece, const TimeContext& ctx) {
    return {countNewlines(piece), lastTimedLine(piece, ctx)};
}

void chainPieces(std::vector<TextPiece>& pieces, const std::vector<PieceSummary>& summaries) {
    std::uint64_t lines = 0;
    std::size_t lastTimed = std::string_view::npos;
    for (std::size_t i = 0; i < pieces.size() && i < summaries.size(); ++i) {
        pieces[i].linesBefore = static_cast<std::uint32_t>(lines);
        pieces[i].lastTimedBefore = lastTimed;
        lines += summaries[i].newlines;
        if (summaries[i].lastTimedLine != std::string_view::npos)
            lastTimed = pieces[i].begin + summaries[i].lastTimedLine;
    }
}

void planTextPieces(std::vector<PieceJob>& jobs, std::size_t pieceBytes, const ParallelFor& parallelFor) {
    pieceBytes = std::max<std::size_t>(1, pieceBytes);
    std::vector<std::pair<std::size_t, std::size_t>> split;  // (job, piece) of the logs cut
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        PieceJob& job = jobs[j];
        const std::size_t size = job.data->size();
        if (size < 2 * pieceBytes) {
            job.pieces = {TextPiece{0, size}};
            continue;
        }
        job.pieces = splitAtLines(job.data->bytes(), pieceBytes);
        if (job.pieces.size() > 1)
            for (std::size_t k = 0; k < job.pieces.size(); ++k) split.emplace_back(j, k);
    }
    std::vector<PieceSummary> summaries(split.size());
    parallelFor(split.size(), [&](std::size_t i) {
        const PieceJob& job = jobs[split[i].first];
        const TextPiece& p = job.pieces[split[i].second];
        summaries[i] = describePiece(job.data->bytes().substr(p.begin, p.end - p.begin), job.ctx);
    });
    for (std::size_t i = 0; i < split.size();) {
        const std::size_t j = split[i].first;
        const std::vector<PieceSummary> own(summaries.begin() + static_cast<std::ptrdiff_t>(i),
                                            summaries.begin() + static_cast<std::ptrdiff_t>(i + jobs[j].pieces.size()));
        chainPieces(jobs[j].pieces, own);
        i += jobs[j].pieces.size();
    }
}

}  // namespace aw

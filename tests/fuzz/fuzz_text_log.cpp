// Text logs as the loader and the extractors read them: classification by name and bytes,
// line splitting with the 1 MiB cut, timestamps with inheritance, ranks and host names;
// and, differentially, the whole-file literal scan (same lines, numbers and literals as a
// search line by line) and the pieces big logs are cut into (at line starts, numbered).
#include "engine/load/file_classifier.h"
#include "tests/fuzz/fuzz_input.h"
#include "engine/core/host_list.h"
#include "engine/match/literal_lines.h"
#include "engine/text/text_log_scanner.h"
#include "engine/text/text_pieces.h"

#include <algorithm>

namespace {

const std::vector<aw::LiteralScanner::Atom>& atoms() {
    static const std::vector<aw::LiteralScanner::Atom> list = {
        {"NCCL INFO", false}, {"xid ", true}, {"error", true}, {"[rank", false}, {"\nab", false}};
    return list;
}

bool holds(std::string_view line, const aw::LiteralScanner::Atom& atom) {
    return atom.caseless ? aw::lowerAscii(line).find(aw::lowerAscii(atom.text)) != std::string::npos
                         : line.find(atom.text) != std::string_view::npos;
}

void checkLiteralScan(std::string_view text, std::size_t chunk) {
    static const aw::LiteralScanner scanner(atoms());
    static aw::LiteralScanner::Scratch scratch;
    struct Seen {
        std::uint32_t number;
        std::vector<int> atoms;
        bool nonAscii;
        bool operator==(const Seen&) const = default;
    };
    std::vector<Seen> expected, got;
    aw::LineSplitter lines(text);
    aw::TextLine line;
    while (lines.next(line)) {
        // Beyond its ASCII atoms, a line may match through KELVIN SIGN or LONG S only.
        const bool folds = line.text.find("\xe2\x84\xaa") != std::string_view::npos ||
                           line.text.find("\xc5\xbf") != std::string_view::npos;
        Seen s{line.number, {}, folds};
        for (std::size_t a = 0; a < atoms().size(); ++a)
            if (atoms()[a].text.find('\n') == std::string::npos && holds(line.text, atoms()[a]))
                s.atoms.push_back(static_cast<int>(a));
        if (!s.atoms.empty() || s.nonAscii) expected.push_back(std::move(s));
    }
    aw::forEachLineWithLiterals(
        text, scanner, scratch,
        [&](const aw::TextLine& l, const std::vector<int>& a, bool nonAscii) {
            got.push_back({l.number, a, nonAscii});
        },
        nullptr, chunk);
    if (got != expected) __builtin_trap();
}

void checkPieces(std::string_view text, std::size_t pieceBytes, const aw::TimeContext& ctx) {
    auto pieces = aw::splitAtLines(text, pieceBytes);
    std::vector<aw::PieceSummary> summaries;
    for (const auto& p : pieces) summaries.push_back(aw::describePiece(text.substr(p.begin, p.end - p.begin), ctx));
    aw::chainPieces(pieces, summaries);
    // What one pass says: where each line starts, and which lines carry a time.
    std::vector<std::pair<std::size_t, bool>> starts;  // (offset, timed)
    aw::LineSplitter lines(text);
    aw::TextLine line;
    while (lines.next(line))
        starts.emplace_back(line.offset, !aw::isBlankLine(line.text) && aw::parseLineTimestamp(line.text, ctx));
    std::size_t at = 0, next = 0;
    std::size_t lastTimed = std::string_view::npos;
    for (const auto& p : pieces) {
        if (p.begin != at || p.end < p.begin || (p.begin > 0 && text[p.begin - 1] != '\n')) __builtin_trap();
        for (; next < starts.size() && starts[next].first < p.begin; ++next)
            if (starts[next].second) lastTimed = starts[next].first;
        if (p.linesBefore != next || p.lastTimedBefore != lastTimed) __builtin_trap();
        at = p.end;
    }
    if (at != text.size()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    const unsigned mode = awfuzz::takeByte(text);
    const bool kernel = mode & 1;
    (void)aw::classifyFile(kernel ? "nodes/node001/dmesg.log" : "nodes/node001/train.log", text);
    aw::TimeContext ctx;
    ctx.year = 2026;
    aw::TextObservationMaker maker(ctx, kernel ? aw::SourceKind::Kernel : aw::SourceKind::AppLog);
    aw::LineSplitter lines(text);
    aw::TextLine line;
    aw::Observation obs;
    while (lines.next(line)) {
        if (line.offset + line.raw.size() > text.size()) __builtin_trap();
        aw::LineFacts facts = maker.make(line, obs);
        (void)facts;
    }
    checkLiteralScan(text, 1 + (mode >> 1) % 64);
    checkPieces(text, 1 + (mode >> 1) % 200, ctx);
    return 0;
}

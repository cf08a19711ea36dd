// An event's marked lines stay the first kMaxMarkedLines of every line it matched, in
// (file, offset) order, however its pieces' hits are merged.
#include "engine/attribute/extracted_hits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace {

aw::MarkedLine mark(std::uint32_t file, std::uint64_t offset) {
    aw::MarkedLine m;
    m.where.file = file;
    m.where.offset = offset;
    m.where.line = static_cast<std::uint32_t>(offset / 10 + 1);
    return m;
}

// A piece's hit: its lines, in file order as a piece finds them.
aw::CollapsedHit pieceHit(std::vector<aw::MarkedLine> lines) {
    aw::CollapsedHit hit;
    for (const aw::MarkedLine& m : lines) {
        ++hit.count;
        hit.addMark(m);
    }
    return hit;
}

std::vector<std::pair<std::uint32_t, std::uint64_t>> places(const std::vector<aw::MarkedLine>& marks) {
    std::vector<std::pair<std::uint32_t, std::uint64_t>> out;
    for (const aw::MarkedLine& m : marks) out.emplace_back(m.where.file, m.where.offset);
    return out;
}

}  // namespace

TEST(CollapsedHitMerge, KeepsTheFirstMarkedLinesOfAllPiecesInFileOrder) {
    std::mt19937 random(20261205);
    for (int round = 0; round < 200; ++round) {
        // Pieces of a few files: each piece a run of lines; merged in file order mostly,
        // sometimes out of it (threads finish pieces in any order).
        std::vector<std::vector<aw::MarkedLine>> pieces;
        const int files = 1 + static_cast<int>(random() % 4);
        for (int f = 0; f < files; ++f)
            for (std::uint64_t start = 0; start < 3000; start += 1000) {
                std::vector<aw::MarkedLine> lines;
                const std::size_t n = random() % 200;
                for (std::size_t i = 0; i < n; ++i) lines.push_back(mark(f, start + i * 5));
                pieces.push_back(std::move(lines));
            }
        if (round % 3 == 1) std::shuffle(pieces.begin(), pieces.end(), random);
        if (round % 3 == 2) std::reverse(pieces.begin(), pieces.end());

        std::vector<aw::MarkedLine> every;
        for (const auto& p : pieces) every.insert(every.end(), p.begin(), p.end());
        std::sort(every.begin(), every.end(), [](const aw::MarkedLine& a, const aw::MarkedLine& b) {
            return aw::CollapsedHit::markBefore(a.where, b.where);
        });
        every.resize(std::min(every.size(), aw::kMaxMarkedLines));

        aw::CollapsedHit merged;
        for (auto& p : pieces) merged.merge(pieceHit(p));
        EXPECT_EQ(places(merged.marks), places(every)) << "round " << round;
    }
}

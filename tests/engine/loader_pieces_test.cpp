// Big text logs are read in pieces on several threads; the bundle must be the one a
// single pass gives: counts, time range, hosts, ranks, and every problem (time jumps
// back, future and unset clocks, cut lines) with its line, in the same order and caps.
#include "tests/support/files.h"
#include "tests/support/analysis.h"
#include "engine/attribute/analysis_json.h"
#include "engine/load/bundle_loader.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <sstream>

namespace {

std::string stamp(int second) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "[2026-11-30 08:%02d:%02d,000]", (second / 60) % 60, second % 60);
    return buf;
}

// A train.log with what the check reports: twelve jumps back (more than the five it
// lists; the odd stamps add four), two future and two pre-2000 stamps, six lines over
// 1 MiB (more than five), untimed and blank lines, CRLF, ranks and NCCL hosts.
std::string trickyLog() {
    std::ostringstream log;
    int second = 0;
    for (int i = 0; i < 4000; ++i) {
        if (i % 500 == 250) second -= 30;  // back 30 s
        if (i % 3 == 0) log << stamp(second++) << " [rank" << (i % 16) << "]: step " << i << "\n";
        else if (i % 3 == 1)
            log << "node00" << (i % 4 + 1) << ":123:456 [" << (i % 8) << "] NCCL INFO ring " << i << "\r\n";
        else log << (i % 7 ? "    untimed traceback line\n" : "\n");
        if (i == 1000 || i == 3000) log << "[2099-01-01 00:00:00,000] far future\n";
        if (i == 1500 || i == 3500) log << "[1999-01-01 00:00:00,000] before 2000\n";
        if (i % 600 == 599) log << stamp(second) << " " << std::string((1u << 20) + 10, 'x') << "\n";
    }
    return log.str();
}

std::string describe(const aw::Bundle& b) {
    std::ostringstream out;
    for (const auto& f : b.files)
        out << f.path << " lines=" << f.lineCount << " obs=" << f.observationCount << " first=" << f.firstTime
            << " last=" << f.lastTime << "\n";
    for (const auto& n : b.nodes) {
        out << "node " << n.name << " ranks";
        for (int r : n.ranks) out << " " << r;
        out << "\n";
    }
    for (const auto& p : b.problems) out << p.file << ":" << p.line << ": " << p.message << "\n";
    return out.str();
}

}  // namespace

TEST(LoaderPieces, ABundleReadInPiecesEqualsOnePass) {
    awtest::TempFolder bundle;
    bundle.write("node001/train.log", trickyLog());
    bundle.write("slurm-42.out", trickyLog());
    aw::LoadOptions whole;
    whole.threads = 1;
    whole.textPieceBytes = std::size_t{1} << 40;
    const aw::Bundle one = aw::loadBundle(bundle.path(), whole);
    const std::string expected = describe(one);
    ASSERT_NE(expected.find("time goes back 12 times"), std::string::npos) << expected;
    ASSERT_NE(expected.find("6 lines longer than 1 MiB were cut"), std::string::npos) << expected;
    ASSERT_NE(expected.find("2 times in the future"), std::string::npos) << expected;
    for (std::size_t pieceBytes : {std::size_t{100}, std::size_t{4096}, std::size_t{1} << 20}) {
        aw::LoadOptions pieces;
        pieces.threads = 2;
        pieces.textPieceBytes = pieceBytes;
        const aw::Bundle split = aw::loadBundle(bundle.path(), pieces);
        EXPECT_EQ(describe(split), expected) << "pieces of " << pieceBytes << " bytes";
        aw::AnalyzeOptions analyzeWhole, analyzePieces;
        analyzeWhole.threads = 1;
        analyzeWhole.textPieceBytes = std::size_t{1} << 40;
        analyzePieces.threads = 2;
        analyzePieces.textPieceBytes = pieceBytes;
        EXPECT_EQ(aw::toJson(awtest::analyze(split, aw::builtinCatalog(), analyzePieces)),
                  aw::toJson(awtest::analyze(one, aw::builtinCatalog(), analyzeWhole)))
            << "pieces of " << pieceBytes << " bytes";
    }
}

// The race between Vectorscan's two codes (code_race.h): who runs which text, and who wins.
#include "engine/match/code_race.h"

#include <gtest/gtest.h>

namespace {

using aw::CodeRace;

constexpr std::size_t kBig = std::size_t{1} << 20;

// Runs the race to its end with the time per byte each code takes on its n-th turn.
int raceWith(const std::vector<double>& code0, const std::vector<double>& code1) {
    CodeRace race;
    std::size_t turns[2] = {0, 0};
    while (race.winner() < 0) {
        const CodeRace::Turn turn = race.next(kBig);
        EXPECT_TRUE(turn.timed);
        const auto k = static_cast<std::size_t>(turn.code);
        const std::vector<double>& times = turn.code == 0 ? code0 : code1;
        if (turns[k] >= times.size()) {
            ADD_FAILURE() << "code " << turn.code << " got more than " << times.size() << " turns";
            return -1;
        }
        race.finished(turn.code, kBig, times[turns[k]++] * double(kBig));
    }
    EXPECT_EQ(turns[0], CodeRace::kTurnsEach);
    EXPECT_EQ(turns[1], CodeRace::kTurnsEach);
    return race.winner();
}

TEST(CodeRace, TheLowerMedianWinsAndOneSlowTurnDoesNotDecide) {
    // Code 0 has one turn slowed 50 times (another process ran): its mean is the worse, its
    // median the better.
    EXPECT_EQ(raceWith({1.0, 1.0, 50.0, 1.0, 1.0}, {1.2, 1.2, 1.2, 1.2, 1.2}), 0);
    EXPECT_EQ(raceWith({1.2, 1.2, 1.2, 1.2, 1.2}, {1.0, 50.0, 1.0, 1.0, 1.0}), 1);
    EXPECT_EQ(raceWith({2.0, 2.1, 1.9, 2.0, 2.2}, {1.0, 1.1, 0.9, 1.2, 1.0}), 1);
}

TEST(CodeRace, ShortTextsAreScannedByTheFirstCodeUntimed) {
    CodeRace race;
    for (int i = 0; i < 100; ++i) {
        const CodeRace::Turn turn = race.next(CodeRace::kTimedFrom - 1);
        EXPECT_EQ(turn.code, 0);
        EXPECT_FALSE(turn.timed);
    }
    EXPECT_EQ(race.winner(), -1);
}

TEST(CodeRace, TurnsUnderWayCountSoThreadsShareThemOut) {
    // Two threads asking before either finished get one code each.
    CodeRace race;
    const CodeRace::Turn a = race.next(kBig), b = race.next(kBig);
    EXPECT_NE(a.code, b.code);
    EXPECT_FALSE(race.finished(a.code, kBig, 0.001));
    EXPECT_FALSE(race.finished(b.code, kBig, 0.002));
}

TEST(CodeRace, OnceDecidedEveryTextGoesToTheWinnerUntimed) {
    CodeRace race;
    bool decided = false;
    for (std::size_t i = 0; i < 2 * CodeRace::kTurnsEach; ++i) {
        const CodeRace::Turn turn = race.next(kBig);
        EXPECT_FALSE(decided);
        decided = race.finished(turn.code, kBig, turn.code == 1 ? 0.001 : 0.002);
    }
    EXPECT_TRUE(decided) << "the last turn decides";
    ASSERT_EQ(race.winner(), 1);
    for (std::size_t size : {std::size_t{10}, kBig}) {
        const CodeRace::Turn turn = race.next(size);
        EXPECT_EQ(turn.code, 1);
        EXPECT_FALSE(turn.timed);
    }
}

TEST(CodeRace, ACodeThatCannotRunForfeits) {
    CodeRace race;
    race.next(kBig);
    race.forfeit(1);
    EXPECT_EQ(race.winner(), 0);
    EXPECT_EQ(race.next(kBig).code, 0);
}

}  // namespace

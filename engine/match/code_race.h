// Which of two compiled codes of one Vectorscan database scans faster, decided on the text
// being scanned. Neither is always the faster, and a made-up text is a poor judge: which
// wins changes with the CPU and with the text (bench/README.md has the measurements on two
// machines). So the codes take turns on the first big texts and the one with the lower
// median time per byte scans the rest.
// Both find exactly the same hits: only the speed depends on the outcome.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <vector>

namespace aw {

class CodeRace {
public:
    // Texts shorter than this are not timed (a call's fixed cost, not the code, sets their
    // speed): they are scanned by the first code until the race is decided. Small enough
    // for a 1,024-node bundle's 230 KiB kernel logs to race.
    static constexpr std::size_t kTimedFrom = std::size_t{64} << 10;
    static constexpr std::size_t kTurnsEach = 5;

    struct Turn {
        int code = 0;        // 0 or 1
        bool timed = false;  // time the scan and report it with finished()
    };
    // Which code scans the next text of `size` bytes (callable from any thread).
    Turn next(std::size_t size);
    // A timed scan of `bytes` bytes by `code` took `seconds`. True when that decided the race.
    bool finished(int code, std::size_t bytes, double seconds);
    // `code` cannot run (its database did not compile): the other wins.
    void forfeit(int code);
    // The winner, or -1 while the race runs. Acquire: a thread that sees the winner sees the
    // winner's database, compiled by another thread before its turns.
    int winner() const { return winner_.load(std::memory_order_acquire); }

private:
    std::atomic<int> winner_{-1};
    std::mutex mutex_;
    std::array<std::vector<double>, 2> secondsPerByte_;  // the timed turns of each code
    std::array<std::size_t, 2> running_{};               // turns given and not finished
};

}  // namespace aw

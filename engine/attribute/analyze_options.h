// How an analysis runs: threads, progress, cancel and the size of the pieces big logs are
// read in. None of them changes the result.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>

namespace aw {

struct AnalyzeOptions {
    unsigned threads = 0;                           // 0: all cores; the result never depends on it
    std::function<void(double fraction)> progress;  // 0..1, from worker threads
    const std::atomic<bool>* cancel = nullptr;
    // Text logs of at least twice this size are read in line-aligned pieces of about this
    // size on several threads; the result never depends on it.
    std::size_t textPieceBytes = std::size_t{32} << 20;
};

}  // namespace aw

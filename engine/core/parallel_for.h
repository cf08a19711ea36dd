// The engine's one way of spreading work over cores: items are handed out one at a time
// from a shared counter, so big and small files balance themselves.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>

namespace aw {

// Runs work(item, worker) for every item in [0, count) on up to `threads` threads, the
// calling thread among them (worker 0); workers take no new item once `cancel` is set.
void parallelFor(std::size_t count, unsigned threads, const std::atomic<bool>* cancel,
                 const std::function<void(std::size_t item, unsigned worker)>& work);

}  // namespace aw

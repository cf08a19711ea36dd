#include "engine/core/parallel_for.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace aw {

void parallelFor(std::size_t count, unsigned threads, const std::atomic<bool>* cancel,
                 const std::function<void(std::size_t item, unsigned worker)>& work) {
    std::atomic<std::size_t> next{0};
    auto worker = [&](unsigned w) {
        for (;;) {
            if (cancel && cancel->load()) return;
            const std::size_t item = next.fetch_add(1);
            if (item >= count) return;
            work(item, w);
        }
    };
    const auto used = static_cast<unsigned>(std::clamp<std::size_t>(count, 1, std::max(1u, threads)));
    std::vector<std::thread> pool;
    for (unsigned w = 1; w < used; ++w) pool.emplace_back(worker, w);
    worker(0);
    for (std::thread& t : pool) t.join();
}

}  // namespace aw

#include "memory_probe.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <sys/resource.h>

namespace awbench {

std::uint64_t currentAnonBytes() {
    std::FILE* f = std::fopen("/proc/self/status", "r");
    if (!f) return 0;
    char line[256];
    std::uint64_t kb = 0;
    while (std::fgets(line, sizeof line, f))
        if (std::strncmp(line, "RssAnon:", 8) == 0) {
            kb = std::strtoull(line + 8, nullptr, 10);
            break;
        }
    std::fclose(f);
    return kb * 1024;
}

std::uint64_t peakRssBytes() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<std::uint64_t>(u.ru_maxrss) * 1024;
}

AnonPeakSampler::AnonPeakSampler() {
    peak_ = currentAnonBytes();
    thread_ = std::thread([this] {
        while (!done_.load()) {
            const std::uint64_t now = currentAnonBytes();
            if (now > peak_.load()) peak_ = now;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
}

AnonPeakSampler::~AnonPeakSampler() {
    stop();
}

std::uint64_t AnonPeakSampler::stop() {
    if (thread_.joinable()) {
        done_ = true;
        thread_.join();
        const std::uint64_t now = currentAnonBytes();
        if (now > peak_.load()) peak_ = now;
    }
    return peak_.load();
}

}  // namespace awbench

// Peak memory of a stretch of work. ru_maxrss counts the pages of mapped bundle files
// that were touched, so the heap peak is sampled separately from RssAnon.
#pragma once

#include <atomic>
#include <cstdint>
#include <thread>

namespace awbench {

std::uint64_t currentAnonBytes();  // RssAnon of /proc/self/status
std::uint64_t peakRssBytes();      // getrusage ru_maxrss: high-water mark of the whole process

// Samples RssAnon every few milliseconds from construction to stop().
class AnonPeakSampler {
public:
    AnonPeakSampler();
    ~AnonPeakSampler();
    std::uint64_t stop();  // the peak seen, in bytes

private:
    std::atomic<bool> done_{false};
    std::atomic<std::uint64_t> peak_{0};
    std::thread thread_;
};

}  // namespace awbench

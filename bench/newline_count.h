// The baselines every figure is compared with: every file of a folder read and its newlines
// counted, nothing else, on the same number of threads as the engine.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace awbench {

struct FileList {
    std::vector<std::string> paths;  // sorted
    std::uint64_t bytes = 0;
};

// Every regular file under `root`, sorted by path.
FileList listFiles(const std::string& root);

struct NewlineCount {
    std::uint64_t bytes = 0;
    std::uint64_t newlines = 0;
};

// open + mmap + count '\n' (memchr loop) + munmap for every file, on `threads` threads:
// how a log viewer that maps its files (lnav, klogg) would count them.
NewlineCount countNewlines(const FileList& files, unsigned threads);

// open + read() into a 256 KiB buffer + count '\n' with the engine's SIMD count for every file,
// as `wc -l` does: the fastest plain count, and on some machines far faster than the mapped
// one (a mapped file's first touch of each page costs more than the kernel's copy).
NewlineCount countNewlinesRead(const FileList& files, unsigned threads);

}  // namespace awbench

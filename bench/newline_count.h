// The baseline every figure is compared with: map every file of a folder and count its
// newlines, nothing else, on the same number of threads as the engine.
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

// open + mmap + count '\n' (memchr loop) + munmap for every file, on `threads` threads.
NewlineCount countNewlines(const FileList& files, unsigned threads);

}  // namespace awbench

// Archives (tar, gzip, zip and whatever libarchive's filters detect) read in memory with
// the bundle's entry checks and bomb guards. Small limits so a bomb is found, not run.
#include "engine/load/archive_reader.h"
#include "tests/fuzz/fuzz_input.h"

#include <algorithm>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    aw::ArchiveLimits limits;
    limits.maxTotalBytes = 64u << 20;
    limits.ratioSlackBytes = 1u << 20;
    std::vector<aw::ArchiveEntry> entries;
    std::vector<aw::Problem> problems;
    aw::readArchiveBytes(awfuzz::asText(data, size), "fuzz.tar.gz", entries, problems, limits);
    for (const aw::ArchiveEntry& e : entries) {
        // Every kept path is relative and stays inside the bundle: no "/" start, no ".." part.
        if (e.path.empty() || e.path.front() == '/') __builtin_trap();
        std::size_t start = 0;
        while (start <= e.path.size()) {
            const std::size_t slash = std::min(e.path.find('/', start), e.path.size());
            if (e.path.compare(start, slash - start, "..") == 0) __builtin_trap();
            start = slash + 1;
        }
        (void)e.data->bytes().size();
    }
    return 0;
}

// aw-gui-bench --big (issue 47): the search on a big generated bundle, in the real log
// view. Search in every file against ripgrep over the same files with the same pattern,
// in the same run; and the longest stall of the GUI thread while a pattern is typed key
// by key into the raw-log search of the bundle's largest file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace awbench {

struct SearchFigures {
    bool ran = false;
    std::uint64_t bundleBytes = 0;
    std::size_t files = 0, nodes = 0;
    std::string pattern;
    double searchAllSeconds = 0;  // median: search started -> the list has every file
    double ripgrepSeconds = 0;    // median: rg -i -c -a over the same files
    std::uint64_t matches = 0, ripgrepMatches = 0;
    std::string typedFile;  // the largest file, as the raw log showed it while typing
    std::uint64_t typedFileBytes = 0, typedFileLines = 0;
    std::string typed;         // the patterns typed
    double typingStallMs = 0;  // the longest gap between two turns of the event loop
    std::uint64_t typedMatches = 0;
    std::vector<std::string> errors;
};

// Opens `dir` (loaded, not analysed: the search needs the files only) in a LogView of
// width x height, then times `runs` searches of `pattern` in every file.
// `shot`: where to save a picture of the view after the search in every file ("": none).
SearchFigures benchSearch(const std::string& dir, const std::string& pattern, unsigned runs, int width, int height,
                          const std::string& shot = {});

}  // namespace awbench

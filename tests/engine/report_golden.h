// Golden files for the report tests: compare byte for byte with
// tests/golden/reports/<name>; with AW_UPDATE_GOLDEN=1 in the environment, write them.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace awtest {

inline std::string goldenPath(const std::string& name) {
    return std::string(AW_SOURCE_DIR) + "/tests/golden/reports/" + name;
}

inline std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The first line where `a` and `b` differ, for a readable failure.
inline std::string firstDifference(const std::string& expected, const std::string& actual) {
    std::istringstream e(expected), a(actual);
    std::string le, la;
    for (int line = 1;; ++line) {
        const bool he = static_cast<bool>(std::getline(e, le)), ha = static_cast<bool>(std::getline(a, la));
        if (!he && !ha) return "(only line endings differ)";
        if (le != la || he != ha)
            return "line " + std::to_string(line) + "\n  expected: " + (he ? le : "<end>") +
                   "\n  actual:   " + (ha ? la : "<end>");
    }
}

inline void expectGolden(const std::string& name, const std::string& actual) {
    const std::string path = goldenPath(name);
    if (const char* update = std::getenv("AW_UPDATE_GOLDEN"); update && std::string(update) == "1") {
        std::ofstream(path, std::ios::binary) << actual;
        GTEST_SKIP() << "wrote " << path;
    }
    const std::string expected = readFile(path);
    ASSERT_FALSE(expected.empty()) << path << " is missing; run the test with AW_UPDATE_GOLDEN=1 to create it";
    EXPECT_TRUE(expected == actual) << name << " differs from the golden file at "
                                    << firstDifference(expected, actual)
                                    << "\nIf the change is intended: AW_UPDATE_GOLDEN=1 ctest -R Report";
}

}  // namespace awtest

#include "tests/support/golden.h"

#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace awtest {

namespace {

constexpr std::size_t kShownBytes = 300;  // of a differing line: JSON lines can be long

std::string lineAt(const std::string& text, std::size_t begin, std::size_t column) {
    if (begin >= text.size()) return "<end of file>";
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    const std::size_t from = column > kShownBytes / 2 ? begin + column - kShownBytes / 2 : begin;
    const std::size_t to = std::min(end, from + kShownBytes);
    return (from > begin ? "..." : "") + text.substr(from, to - from) + (to < end ? "..." : "");
}

// Where `expected` and `actual` first differ: line, column and both lines around it.
std::string firstDifference(const std::string& expected, const std::string& actual) {
    const auto [e, a] = std::mismatch(expected.begin(), expected.end(), actual.begin(), actual.end());
    const std::size_t at = static_cast<std::size_t>(e - expected.begin());
    const std::size_t lineBegin = at == 0 ? 0 : expected.rfind('\n', at - 1) + 1;  // npos + 1 == 0
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(expected.begin(), e, '\n'));
    const std::size_t column = at - lineBegin;
    return "line " + std::to_string(line) + ", byte " + std::to_string(at) +
           "\n  expected: " + lineAt(expected, lineBegin, column) +
           "\n  actual:   " + lineAt(actual, lineBegin, column);
}

}  // namespace

bool updatingGoldens() {
    const char* update = std::getenv("AW_UPDATE_GOLDEN");
    return update && std::string(update) == "1";
}

std::string goldenPath(const std::string& name) {
    return std::string(AW_SOURCE_DIR) + "/tests/golden/" + name;
}

std::string readGolden(const std::string& name) {
    const std::string path = goldenPath(name);
    if (!std::filesystem::exists(path))
        ADD_FAILURE() << path << " is missing; run the test with AW_UPDATE_GOLDEN=1 to write it";
    return readFile(path);
}

void writeGolden(const std::string& name, const std::string& bytes) {
    const std::string path = goldenPath(name);
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
}

void expectGolden(const std::string& name, const std::string& actual) {
    if (updatingGoldens()) {
        writeGolden(name, actual);
        GTEST_SKIP() << "wrote " << goldenPath(name);
    }
    expectSameBytes(goldenPath(name), readGolden(name), actual);
}

void expectSameBytes(const std::string& what, const std::string& expected, const std::string& actual) {
    EXPECT_TRUE(expected == actual)
        << "the output differs from " << what << " at " << firstDifference(expected, actual)
        << "\nIf the change is intended: AW_UPDATE_GOLDEN=1 ctest --test-dir build -L golden,"
           " then review git diff tests/golden/";
}

}  // namespace awtest

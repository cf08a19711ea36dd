// Golden files: a test's expected output, stored under tests/golden/ and compared byte for
// byte. With AW_UPDATE_GOLDEN=1 in the environment the tests write them instead:
//   AW_UPDATE_GOLDEN=1 ctest --test-dir build -L golden
// then review `git diff tests/golden/` before committing.
#pragma once

#include <string>

namespace awtest {

// AW_UPDATE_GOLDEN=1: golden checks write their files instead of comparing.
bool updatingGoldens();

// tests/golden/<name>
std::string goldenPath(const std::string& name);

// The stored golden `name`; a failure of the running test when it is missing.
std::string readGolden(const std::string& name);
void writeGolden(const std::string& name, const std::string& bytes);

// Compares `actual` with the golden `name` byte for byte; when updating, writes it and
// skips the running test.
void expectGolden(const std::string& name, const std::string& actual);

// Compares `actual` with `expected`, bytes read from goldens (`what` names them), and says
// on which line they first differ.
void expectSameBytes(const std::string& what, const std::string& expected, const std::string& actual);

}  // namespace awtest

// The time limits of tests that prove a piece of work is bounded (a bomb, a hostile server,
// a huge table): they tell "bounded" from "quadratic" or "never ends", not a speed. Under the
// sanitizers everything runs several times slower, and a loaded machine slows it again, so
// AW_TEST_TIME_SCALE (scripts/test-sanitizers sets it) stretches every such limit alike.
#pragma once

#include <cstdlib>

namespace awtest {

inline double timeScale() {
    static const double scale = [] {
        const char* text = std::getenv("AW_TEST_TIME_SCALE");
        const double value = text ? std::strtod(text, nullptr) : 1.0;
        return value >= 1.0 && value <= 100.0 ? value : 1.0;
    }();
    return scale;
}

// `seconds` on a normal build, stretched under the sanitizers.
inline double timeLimit(double seconds) {
    return seconds * timeScale();
}

}  // namespace awtest

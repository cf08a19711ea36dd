// The value of an aw::Result a test expects to work. A failure ends the test with its
// message (GoogleTest reports the exception), so a broken setup says what broke.
#pragma once

#include "engine/core/result.h"

#include <stdexcept>
#include <utility>

namespace awtest {

template <class T>
T worked(aw::Result<T> outcome) {
    if (!outcome) throw std::runtime_error("expected to work, failed: " + outcome.failure().message);
    return std::move(outcome).value();
}

inline void worked(const aw::Result<void>& outcome) {
    if (!outcome) throw std::runtime_error("expected to work, failed: " + outcome.failure().message);
}

}  // namespace awtest

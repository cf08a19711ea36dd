// Helpers for the loader tests: what a loaded bundle holds for one file. The bundles are
// written to a TempFolder (tests/support/files.h).
#pragma once

#include "engine/core/bundle.h"
#include "engine/load/observations.h"
#include "tests/support/files.h"

#include <string>
#include <vector>

namespace awtest {

inline std::vector<aw::Observation> observationsOf(const aw::Bundle& b, const std::string& path) {
    std::vector<aw::Observation> out;
    for (std::uint32_t i = 0; i < b.files.size(); ++i)
        if (b.files[i].path == path) aw::forEachObservation(b, i, [&](const aw::Observation& o) { out.push_back(o); });
    return out;
}

inline const aw::SourceFile* fileOf(const aw::Bundle& b, const std::string& path) {
    for (const auto& f : b.files)
        if (f.path == path) return &f;
    return nullptr;
}

inline bool hasProblem(const aw::Bundle& b, const std::string& file, const std::string& words) {
    for (const auto& p : b.problems)
        if (p.file == file && p.message.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace awtest

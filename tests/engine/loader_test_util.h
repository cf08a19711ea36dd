// Helpers for the loader tests: a temporary bundle folder that cleans up after itself.
#pragma once

#include "engine/core/bundle.h"
#include "engine/load/observations.h"

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace awtest {

class TempBundle {
public:
    TempBundle() {
        std::random_device rd;
        root_ = std::filesystem::temp_directory_path() /
                ("aw-loader-" + std::to_string(rd()) + "-" + std::to_string(rd()));
        std::filesystem::create_directories(root_);
    }
    ~TempBundle() {
        std::error_code ec;
        std::filesystem::remove_all(root_, ec);
    }
    TempBundle(const TempBundle&) = delete;
    TempBundle& operator=(const TempBundle&) = delete;

    void write(const std::string& rel, const std::string& content) const {
        auto p = root_ / rel;
        std::filesystem::create_directories(p.parent_path());
        std::ofstream out(p, std::ios::binary);
        out << content;
    }
    std::string path() const { return root_.string(); }
    std::string file(const std::string& rel) const { return (root_ / rel).string(); }

private:
    std::filesystem::path root_;
};

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

// The lines of several files interleaved by their observation times (Bundle::
// aw::forEachObservation), files in the order given for equal times. 32 bytes per line;
// meant for the files of a few nodes, built off the GUI thread.
#pragma once

#include "views/logs/log_lines.h"

#include "engine/core/bundle.h"

#include <atomic>
#include <memory>
#include <vector>

namespace awv {

class MergedLog : public LogLines {
public:
    struct Entry {
        aw::TimeNs time = aw::kNoTime;
        std::uint64_t offset = 0;
        std::uint32_t file = 0;
        std::uint32_t line = 0;
        std::uint32_t length = 0;
        bool inherited = false;  // the line has no time of its own: it sorts at the line before it
    };

    // Reads the observations of `files` and sorts them by time. Safe to call on a worker
    // thread; stops early (returning what it has) when `cancel` becomes true.
    static std::shared_ptr<MergedLog> build(std::shared_ptr<const aw::Bundle> bundle, std::vector<std::uint32_t> files,
                                            const std::atomic<bool>* cancel = nullptr);

    const std::vector<std::uint32_t>& files() const { return files_; }
    const Entry& entry(std::uint64_t row) const { return entries_[row]; }

    std::uint64_t rowCount() const override { return entries_.size(); }
    std::string_view rowBytes(std::uint64_t row) const override;
    std::uint32_t fileOf(std::uint64_t row) const override { return entries_[row].file; }
    std::uint32_t lineOf(std::uint64_t row) const override { return entries_[row].line; }
    std::optional<std::uint64_t> rowOf(std::uint32_t file, std::uint32_t line) const override;

private:
    std::shared_ptr<const aw::Bundle> bundle_;
    std::vector<std::uint32_t> files_;
    std::vector<Entry> entries_;
};

}  // namespace awv

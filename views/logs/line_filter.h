// What the raw-log view hides (lnav's filters): lines in or out by regex, by level, the
// lines the engine classed benign or everyday (noise), and lines outside the shared time
// range. A pane shows a FilteredLines over its file or merged log; the rows it keeps are
// found off the GUI thread by filterRows().
#pragma once

#include "views/common/document.h"
#include "views/common/selection.h"
#include "views/logs/log_lines.h"
#include "views/logs/log_rule_hits.h"

#include <QRegularExpression>

#include <atomic>
#include <functional>
#include <optional>
#include <memory>
#include <utility>
#include <vector>

namespace awv {

// A line's level, from the first level word in its first kLevelPrefixBytes bytes ("ERROR",
// "warn", "[E]" is not one; "NCCL WARN" is). None: the line says none.
enum class LineLevel : std::uint8_t { None, Debug, Info, Warning, Error };
inline constexpr std::size_t kLevelPrefixBytes = 160;
LineLevel levelOf(std::string_view line);

struct LineFilter {
    QRegularExpression include;  // only lines it matches (empty pattern: every line)
    QRegularExpression exclude;  // never lines it matches (empty pattern: none)
    // Lines below this level go; a line with no level stays unless `minLevel` is above Info
    // (asking for warnings and errors means those lines, not every line without a word).
    LineLevel minLevel = LineLevel::None;
    bool hideNoise = false;  // lines whose every rule hit the engine classed noise
    TimeRange range;         // lines with a time outside it (untimed lines take the time before)

    bool active() const;
    bool operator==(const LineFilter& other) const;
};

// The (file, line) pairs every one of whose hits is noise, sorted, for `files`.
std::vector<std::pair<std::uint32_t, std::uint32_t>> noiseLines(const LogRuleHits& hits,
                                                                const std::vector<std::uint32_t>& files);

// The rows of `lines` the filter keeps, in order. `timeOf(row)` gives a row's time (kNoTime:
// unknown); it is asked only when the filter has a range. Stops early (returning what it
// has) when `cancel` becomes true. Safe on a worker thread while `lines` is not changed.
std::vector<std::uint64_t> filterRows(const LogLines& lines, const LineFilter& filter,
                                      const std::vector<std::pair<std::uint32_t, std::uint32_t>>& noise,
                                      const std::function<aw::TimeNs(std::uint64_t)>& timeOf,
                                      const std::atomic<bool>* cancel = nullptr);

// The time of each line of a file as the raw-log view shows it (index: line - 1), from
// the observations the engine reads of it; kNoTime where a line has no time of its own.
// Lines past the last timed one are not in the vector.
std::vector<aw::TimeNs> fileLineTimes(const Document& doc, std::uint32_t file);
// The 0-based rows (sorted) whose time, or that of the last timed line before them, falls
// in the range; every row when the range is not set.
std::vector<std::uint64_t> rowsInRange(const std::vector<std::uint64_t>& rows, const std::vector<aw::TimeNs>& times,
                                       const TimeRange& range);

// The rows of `source` a filter kept, as lines of their own.
class FilteredLines : public LogLines {
public:
    FilteredLines(const LogLines* source, std::vector<std::uint64_t> rows) : source_(source), rows_(std::move(rows)) {}
    std::uint64_t rowCount() const override { return rows_.size(); }
    std::string_view rowBytes(std::uint64_t row) const override { return source_->rowBytes(rows_[row]); }
    std::uint32_t fileOf(std::uint64_t row) const override { return source_->fileOf(rows_[row]); }
    std::uint32_t lineOf(std::uint64_t row) const override { return source_->lineOf(rows_[row]); }
    std::optional<std::uint64_t> rowOf(std::uint32_t file, std::uint32_t line) const override;
    // The source row of a shown row, and the shown row of a source row (nullopt: hidden).
    std::uint64_t sourceRow(std::uint64_t row) const { return rows_[row]; }
    std::optional<std::uint64_t> shownRow(std::uint64_t sourceRow) const;
    // The first shown row at or after a source row (rowCount() when none).
    std::uint64_t shownRowAtOrAfter(std::uint64_t sourceRow) const;

private:
    const LogLines* source_;
    std::vector<std::uint64_t> rows_;
};

}  // namespace awv

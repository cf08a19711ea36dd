// Lines the user marked in the raw logs (lnav's bookmarks), across every file of the
// bundle: toggled on the current line, listed, and stepped through in (file, line) order,
// from one file to the next.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace awv {

struct LogBookmark {
    std::uint32_t file = 0;
    std::uint32_t line = 0;  // 1-based
    auto operator<=>(const LogBookmark&) const = default;
};

class LogBookmarks {
public:
    // A bundle holds at most this many bookmarks (each is a menu entry).
    static constexpr std::size_t kMaxBookmarks = 1000;

    // Marks the line, or unmarks it when marked; false when the limit refused a new one.
    bool toggle(std::uint32_t file, std::uint32_t line);
    bool contains(std::uint32_t file, std::uint32_t line) const { return marks_.count({file, line}) != 0; }
    void clear() { marks_.clear(); }
    bool empty() const { return marks_.empty(); }
    std::size_t size() const { return marks_.size(); }
    std::vector<LogBookmark> all() const { return {marks_.begin(), marks_.end()}; }

    // The first bookmark after (before) (file, line) in (file, line) order, wrapping around.
    std::optional<LogBookmark> next(std::uint32_t file, std::uint32_t line) const;
    std::optional<LogBookmark> previous(std::uint32_t file, std::uint32_t line) const;

private:
    std::set<LogBookmark> marks_;
};

}  // namespace awv

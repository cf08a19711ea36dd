#include "views/logs/log_bookmarks.h"

namespace awv {

bool LogBookmarks::toggle(std::uint32_t file, std::uint32_t line) {
    if (marks_.erase({file, line}) != 0) return true;
    if (marks_.size() >= kMaxBookmarks) return false;
    marks_.insert({file, line});
    return true;
}

std::optional<LogBookmark> LogBookmarks::next(std::uint32_t file, std::uint32_t line) const {
    if (marks_.empty()) return std::nullopt;
    const auto it = marks_.upper_bound({file, line});
    return it == marks_.end() ? *marks_.begin() : *it;
}

std::optional<LogBookmark> LogBookmarks::previous(std::uint32_t file, std::uint32_t line) const {
    if (marks_.empty()) return std::nullopt;
    auto it = marks_.lower_bound({file, line});
    if (it == marks_.begin()) it = marks_.end();
    return *--it;
}

}  // namespace awv

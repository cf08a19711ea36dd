// What a log pane shows, row by row: one file's lines, or the lines of several files
// merged by time. The painter, the hit lookup and the search only see this interface.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace awv {

class LogLines {
public:
    virtual ~LogLines() = default;
    virtual std::uint64_t rowCount() const = 0;
    virtual std::string_view rowBytes(std::uint64_t row) const = 0;
    virtual std::uint32_t fileOf(std::uint64_t row) const = 0;
    virtual std::uint32_t lineOf(std::uint64_t row) const = 0;  // 1-based line in fileOf(row)
    virtual std::optional<std::uint64_t> rowOf(std::uint32_t file, std::uint32_t line) const = 0;
};

}  // namespace awv

// What `dcgmi`'s reports have in common, whichever command printed them (health, diag): its
// text boxes' rows, its `-j` JSON after a prompt, and a bounded list of what could not be read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw::dcgmi {

// A prompt, `dcgmi health -s a`'s answer, "Successfully ran diagnostic for group.", kubectl's
// "Defaulted container ..." may come before a report: this many lines at the most.
inline constexpr std::size_t kLinesBeforeReport = 8;
// dcgmi's rows are 78 to 90 bytes wide; a longer line is not one of them.
inline constexpr std::size_t kMaxLine = 64 * 1024;
// A report's -j JSON is a few KiB; a larger one is not dcgmi's.
inline constexpr std::size_t kMaxJson = 16u << 20;

std::string_view trim(std::string_view s);

// Printable text only: a control byte (an escape sequence in a message) becomes a blank.
void appendClean(std::string& out, std::string_view text, std::size_t limit);

std::size_t lineCountBefore(std::string_view text, std::size_t at);

// Where -j's document opens: a line that starts with '{' among the first kLinesBeforeReport
// lines; npos when none does.
std::size_t jsonOpening(std::string_view text);

// Calls `row(line, number, offset)` for each line of `text`: its bytes without the '\n', its
// 1-based number and where it starts.
template <class Row>
void forEachLine(std::string_view text, Row&& row) {
    std::uint32_t number = 0;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) nl = text.size();
        row(text.substr(at, nl - at), ++number, at);
        at = nl + 1;
    }
}

// A name as printed ("GPU Memory", "NvSwitch F", "Page Retirement/Row Remap") as a word the
// rules match (\w+): "gpu_memory", "nvswitch_f", "page_retirement_row_remap".
std::string ruleWord(std::string_view printed);

// A file's problems, the first few said each: a hostile report of a million bad rows is one
// warning and a count, not a million.
void addProblem(std::vector<std::string>& problems, std::string problem);

// The 1-based line and the line's start of each key found in order: a document's keys come
// in its order, so each is looked for after the one before, and the lines are counted once.
class KeyPlacer {
public:
    KeyPlacer(std::string_view text, std::size_t from) : text_(text), cursor_(from), counted_(from) {
        lines_ = lineCountBefore(text, from);
    }
    // False when `key` (quoted) is not found after the last one placed.
    bool place(std::string_view key, std::uint32_t& line, std::size_t& offset);

private:
    std::string_view text_;
    std::size_t cursor_;
    std::size_t counted_;
    std::size_t lines_ = 0;
};

}  // namespace aw::dcgmi

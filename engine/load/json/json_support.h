// Shared by the JSON readers: where a value sits in the text (the DOM keeps no
// positions), line numbers and the quoting of normalised record text. Field access is
// format/json_field.h's, shared with the collector.
#pragma once

#include "engine/core/bundle.h"
#include "engine/format/json_field.h"
#include "engine/load/json/reader_io.h"

#include <simdjson.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// Offset -> 1-based line number.
class LineIndex {
public:
    explicit LineIndex(std::string_view text);
    std::uint32_t lineOf(std::size_t offset) const;
    std::uint64_t lineCount() const { return lineCount_; }

private:
    std::vector<std::size_t> newlines_;
    std::uint64_t lineCount_ = 0;
};

// A structural walk over JSON text, in step with the DOM: positions of array elements
// and member values. Tolerant: returns npos on malformed input instead of failing.
namespace jsonpos {
inline constexpr std::size_t npos = std::string_view::npos;
std::size_t skipBlanks(std::string_view text, std::size_t pos);
// End (one past) of the value starting at `pos`, or npos.
std::size_t valueEnd(std::string_view text, std::size_t pos);
// Start offsets of the elements of the array starting at `pos` ('[').
std::vector<std::size_t> elements(std::string_view text, std::size_t pos);
// The same, handed out one by one as the DOM walks the array: npos past the last one this
// walk found (a document it could not follow). For `pos` npos (an array not found, e.g. in
// an object whose own start is npos: member() of npos is npos) every one is npos.
class ElementStarts {
public:
    ElementStarts(std::string_view text, std::size_t pos) : starts_(elements(text, pos)) {}
    std::size_t next() { return next_ < starts_.size() ? starts_[next_++] : npos; }

private:
    std::vector<std::size_t> starts_;
    std::size_t next_ = 0;
};
// Start offset of the value of `key` in the object starting at `pos` ('{'), or npos.
std::size_t member(std::string_view text, std::size_t pos, std::string_view key);
// Where the JSON stops being well formed (an unbalanced bracket, an unterminated string,
// the end of a truncated document), or npos if the structure looks fine.
std::size_t structuralError(std::string_view text);
}  // namespace jsonpos

// Places a record at the JSON value that starts at `pos` (its line, offset and length);
// leaves it unplaced when `pos` is npos.
void placeRecordAt(ReaderOutput::Record& rec, std::string_view bytes, const LineIndex& lines, std::size_t pos);
// A record read from a line of text: the line `line` (1-based) that starts at `offset`.
void placeRecordOnLine(ReaderOutput::Record& rec, std::string_view bytes, std::uint32_t line, std::size_t offset);

// Parses with the DOM; on error adds a Problem naming the file and, when it can be found,
// the line of the error. Returns false on error.
bool parseJsonDocument(simdjson::dom::parser& parser, std::string_view path, std::string_view text,
                       simdjson::dom::element& root, std::vector<Problem>& problems);

// A reader's input as one JSON document: parsed (else `ok` is false and `out` holds a
// Problem naming the file and line), with the line index that places its records.
// Sets out.lineCount.
struct JsonDocument {
    JsonDocument(const ReaderInput& in, ReaderOutput& out);
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    LineIndex lines;
    bool ok = false;
};

// NDJSON: parses each non-blank line; bad lines become Problems (the first few, then a
// count). Sets out.lineCount.
struct JsonLine {
    std::uint32_t line = 0;
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
};
void forEachJsonLine(std::string_view path, std::string_view bytes, std::vector<Problem>& problems,
                     std::uint64_t& lineCount, const std::function<void(simdjson::dom::element, const JsonLine&)>& fn);

// Appends ` key=value` to a normalised record, quoting values with blanks or quotes.
void appendField(std::string& out, std::string_view key, std::string_view value);
void appendQuoted(std::string& out, std::string_view key, std::string_view value);  // always quoted

}  // namespace aw

// The lines of a text file that hold one of a scanner's literals, found by scanning the
// whole file (in line-aligned chunks) rather than line by line: lines without a literal
// are never split, only counted, with a vectorised newline count for their numbers.
#pragma once

#include "engine/match/literal_scanner.h"
#include "engine/text/text_log_scanner.h"

#include <atomic>
#include <functional>
#include <string_view>
#include <vector>

namespace aw {

// Called per line holding an atom (or a byte >= 0x80), in file order, with the line as
// LineSplitter would give it and the line's atoms (sorted, unique).
using LiteralLineVisitor = std::function<void(const TextLine& line, const std::vector<int>& atoms, bool nonAscii)>;

// False when cancelled. `chunkBytes` bounds the memory of the match list (tests shrink it).
bool forEachLineWithLiterals(std::string_view bytes, const LiteralScanner& scanner, LiteralScanner::Scratch& scratch,
                             const LiteralLineVisitor& visit, const std::atomic<bool>* cancel = nullptr,
                             std::size_t chunkBytes = std::size_t{16} << 20);

// Takes one line's hits from `hits` (sorted by end), from `next` on while they start
// before `lineEnd` (atoms never hold a newline): the line's atoms, sorted and unique, and
// whether it holds a byte >= 0x80. Hits reaching past `textEnd` (a line cut for matching,
// a trailing '\r') do not count. False when the line holds neither.
bool takeLineAtoms(const std::vector<LiteralScanner::Hit>& hits, std::size_t& next, std::uint64_t lineEnd,
                   std::uint64_t textEnd, std::vector<int>& atoms, bool& nonAscii);

}  // namespace aw

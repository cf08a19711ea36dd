// An RE2 regex as a Vectorscan pattern that matches in a line wherever the regex does
// (and maybe elsewhere), so that the literal scan can look for a whole rule, not only its
// literals, when its literals are words that healthy logs print all the time.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aw {

// The pattern, or nothing when the regex uses what the two engines read differently. Kept:
// ASCII literals and escaped punctuation, \d \w \s (Vectorscan's \s also takes \v: more,
// never less), classes that are not negated, groups (named, non-capturing, with the i flag),
// alternation and quantifiers. Dropped: \b and \B, so that neither the end of a line cut for
// matching nor a '\r' after it can decide a match (a pattern without them matches more).
// Refused: '.', negated classes and \D \W \S (one byte in Vectorscan, one character in RE2),
// anchors, other escapes and flags, and any byte outside printable ASCII.
std::optional<std::string> vectorscanPrefilter(std::string_view regex);

}  // namespace aw

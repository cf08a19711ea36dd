// Text from data as it may be written to a terminal, a message or a record: the one way the
// engine makes untrusted text printable. A node name, a file name or a log line can hold ESC
// sequences (OSC 52 writes the clipboard, CSI moves the cursor and rewrites lines already
// shown), C1 controls that some terminals obey the same way, and line breaks that forge
// lines of our own output. Each becomes a visible escape instead.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace aw {

// What escapeControls keeps of its text.
struct EscapeOptions {
    // A tab is layout in a log line; in a name quoted in a message it hides what the name
    // holds, so there it becomes "\x09".
    bool keepTab = true;
    // Only the first maxBytes bytes of the text are shown, then "..." (a character cut
    // there shows as its bytes' escapes). Every byte becomes at most 4, so the result is
    // at most 4 * maxBytes + 3 bytes long.
    std::size_t maxBytes = std::string_view::npos;
};

// A name or a list from data quoted in an error or a step of collect.json.
inline constexpr EscapeOptions kQuotedName{.keepTab = false, .maxBytes = 80};

// C0 controls other than tab (ESC, BEL, CR, LF, ...) and DEL -> "\x1b", "\x07", "\r", "\n",
// "\x7f"; C1 controls (U+0080-U+009F) -> "\u009b"; the bidirectional overrides and isolates
// that reorder what is shown (U+202A-U+202E, U+2066-U+2069) -> "\u202e"; bytes that are not
// UTF-8 -> "\xff". Everything else, valid UTF-8 included, is kept as it is.
std::string escapeControls(std::string_view text, EscapeOptions options = {});

}  // namespace aw

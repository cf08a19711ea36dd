// Text from data as it may be written to a terminal. A node name, a file name or a log line
// can hold ESC sequences (OSC 52 writes the clipboard, CSI moves the cursor and rewrites
// lines already shown), C1 controls that some terminals obey the same way, and line breaks
// that forge lines of our own output. Each becomes a visible escape instead.
#pragma once

#include <string>
#include <string_view>

namespace aw {

// C0 controls other than tab (ESC, BEL, CR, LF, ...) and DEL -> "\x1b", "\x07", "\r", "\n",
// "\x7f"; C1 controls (U+0080-U+009F) -> "\u009b"; the bidirectional overrides and isolates
// that reorder what is shown (U+202A-U+202E, U+2066-U+2069) -> "\u202e"; bytes that are not
// UTF-8 -> "\xff". Everything else, valid UTF-8 included, is kept as it is.
std::string escapeControls(std::string_view text);

}  // namespace aw

// Small text helpers shared by the report writers: escaping for HTML/XML and JSON, UTF-8
// clean-up of raw log bytes, and short time labels (Markdown's escapes: markdown_text.h).
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/observation.h"

#include <string>
#include <string_view>

namespace aw::report {

std::string escapeXml(std::string_view text);   // & < > " '
std::string jsonString(std::string_view text);  // "..." with escapes

// Raw bytes as valid UTF-8: invalid sequences become U+FFFD, control characters other
// than tab become U+2400-style pictures so a stray byte cannot break a document.
std::string cleanUtf8(std::string_view bytes);

// Cuts `text` to at most `limit` bytes at a UTF-8 boundary, adding "…" when it cut.
std::string shorten(std::string_view text, std::size_t limit);

// "2026-12-02T08:01:02.123Z", or "—" for kNoTime.
std::string timeOrDash(TimeNs t);
// An event's first time; "≥ " before it when the line had none and took an earlier line's.
std::string eventTimeOrDash(const Event& e);
// "08:01:02.123" (time of day, UTC) for axis labels.
std::string timeOfDay(TimeNs t, bool withMillis);
// "+10m 02s" style offset of `t` from `origin`; "" when either is kNoTime.
std::string relativeOffset(TimeNs t, TimeNs origin);

}  // namespace aw::report

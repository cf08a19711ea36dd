// Turns the raw bytes of one log line into text that is safe to paint: invalid UTF-8
// becomes U+FFFD, NUL and other control bytes become "\x00"-style escapes, tabs expand,
// and only the first `maxBytes` bytes are decoded (a 10 MB line costs no more than 4 KB).
// Keeps the byte -> character map so byte spans (rule matches) land on the right glyphs.
#pragma once

#include <QString>
#include <string_view>
#include <vector>

namespace awv {

struct DisplayLine {
    QString text;                // what to paint, the clip marker included
    std::vector<int> charAt;     // byte offset (0..shownBytes) -> index into text
    std::size_t shownBytes = 0;  // bytes decoded
    std::size_t totalBytes = 0;  // bytes in the line
    int markerStart = -1;        // where the clip marker starts in text, -1 if not clipped

    bool clipped() const { return markerStart >= 0; }
    // Index into text of byte `offset` of the line; bytes past the clip map to its end.
    int charForByte(std::size_t offset) const;
    // The displayed text without the clip marker.
    int contentLength() const { return clipped() ? markerStart : static_cast<int>(text.size()); }
};

inline constexpr std::size_t kMaxPaintedBytesPerLine = 4096;

DisplayLine decodeForDisplay(std::string_view raw, std::size_t maxBytes = kMaxPaintedBytesPerLine);

}  // namespace awv

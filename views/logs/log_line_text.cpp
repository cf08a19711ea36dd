#include "views/logs/log_line_text.h"

#include <QCoreApplication>

namespace awv {

namespace {

constexpr int kTabWidth = 8;

// Length of the valid UTF-8 sequence at s[i], or 0 if the byte does not start one.
int utf8SequenceLength(std::string_view s, std::size_t i, char32_t& cp) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    int len = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        cp = c & 0x07;
    } else return 0;
    if (i + len > s.size()) return 0;
    for (int k = 1; k < len; ++k) {
        const unsigned char cc = b(i + k);
        if ((cc & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (cc & 0x3F);
    }
    // Reject overlong forms, surrogates and values past U+10FFFF.
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return 0;
    }
    return len;
}

}  // namespace

int DisplayLine::charForByte(std::size_t offset) const {
    if (charAt.empty()) return 0;
    if (offset >= charAt.size()) return contentLength();
    return charAt[offset];
}

DisplayLine decodeForDisplay(std::string_view raw, std::size_t maxBytes) {
    DisplayLine out;
    out.totalBytes = raw.size();
    const std::string_view shown = raw.substr(0, std::min(raw.size(), maxBytes));
    out.shownBytes = shown.size();
    out.charAt.assign(shown.size() + 1, 0);
    out.text.reserve(static_cast<qsizetype>(shown.size()) + 16);
    static const char* hex = "0123456789abcdef";
    std::size_t i = 0;
    while (i < shown.size()) {
        const int at = static_cast<int>(out.text.size());
        const unsigned char c = static_cast<unsigned char>(shown[i]);
        if (c == '\t') {
            out.charAt[i] = at;
            const int spaces = kTabWidth - (at % kTabWidth);
            out.text.append(QString(spaces, QLatin1Char(' ')));
            ++i;
        } else if (c < 0x20 || c == 0x7f) {
            out.charAt[i] = at;
            out.text.append(QLatin1String("\\x"));
            out.text.append(QLatin1Char(hex[c >> 4]));
            out.text.append(QLatin1Char(hex[c & 0xF]));
            ++i;
        } else if (c < 0x80) {
            out.charAt[i] = at;
            out.text.append(QLatin1Char(static_cast<char>(c)));
            ++i;
        } else {
            char32_t cp = 0;
            const int len = utf8SequenceLength(shown, i, cp);
            if (len == 0) {
                out.charAt[i] = at;
                out.text.append(QChar(0xFFFD));
                ++i;
            } else {
                for (int k = 0; k < len; ++k) out.charAt[i + k] = at;
                out.text.append(QString::fromUcs4(&cp, 1));
                i += static_cast<std::size_t>(len);
            }
        }
    }
    out.charAt[shown.size()] = static_cast<int>(out.text.size());
    if (raw.size() > shown.size()) {
        out.markerStart = static_cast<int>(out.text.size());
        out.text.append(QCoreApplication::translate("awv::LogView", "  … [line clipped, %1 more bytes]")
                            .arg(raw.size() - shown.size()));
    }
    return out;
}

}  // namespace awv

#include "engine/report/report_text.h"

#include "engine/core/json_writer.h"
#include "engine/core/utf8.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace aw::report {

std::string escapeXml(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 16);
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string jsonString(std::string_view text) {
    return jsonQuote(cleanUtf8(text));
}

std::string cleanUtf8(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t p = 0; p < bytes.size();) {
        const auto c = static_cast<unsigned char>(bytes[p]);
        if (c < 0x20 && c != '\t' && c != '\n') {
            // U+2400 + c: the "control picture" of the character.
            out += "\xE2\x90";
            out += static_cast<char>(0x80 + c);
            ++p;
            continue;
        }
        if (c == 0x7F) {
            out += "\xE2\x90\xA1";
            ++p;
            continue;
        }
        const std::size_t n = utf8SequenceLength(bytes, p);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++p;
        } else {
            out.append(bytes.substr(p, n));
            p += n;
        }
    }
    return out;
}

std::string shorten(std::string_view text, std::size_t limit) {
    if (text.size() <= limit) return std::string(text);
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    return std::string(text.substr(0, cut)) + "\xE2\x80\xA6";
}

std::string timeOrDash(TimeNs t) {
    return t == kNoTime ? std::string("\xE2\x80\x94") : formatIsoUtc(t);
}

std::string eventTimeOrDash(const Event& e) {
    return e.timeInherited && e.time != kNoTime ? "\xE2\x89\xA5 " + formatIsoUtc(e.time) : timeOrDash(e.time);
}

std::string timeOfDay(TimeNs t, bool withMillis) {
    const std::string iso = formatIsoUtc(t);
    if (iso.size() < 23) return iso;
    return iso.substr(11, withMillis ? 12 : 8);
}

std::string relativeOffset(TimeNs t, TimeNs origin) {
    if (t == kNoTime || origin == kNoTime) return {};
    const TimeNs d = t - origin;
    const char sign = d < 0 ? '-' : '+';
    const long long ms = std::llabs(static_cast<long long>(d / 1'000'000));
    const long long s = ms / 1000, m = s / 60, h = m / 60;
    char buf[48];
    if (h > 0) std::snprintf(buf, sizeof buf, "%c%lldh %02lldm %02llds", sign, h, m % 60, s % 60);
    else if (m > 0) std::snprintf(buf, sizeof buf, "%c%lldm %02llds", sign, m, s % 60);
    else std::snprintf(buf, sizeof buf, "%c%lld.%03llds", sign, s, ms % 1000);
    return buf;
}

}  // namespace aw::report

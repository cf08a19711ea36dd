// A time given as a whole string or a number (JSON fields, see timestamp.h), and a zone
// given alone.
#include "engine/text/timestamp.h"

#include "engine/text/stamps/iso.h"

#include <cmath>
#include <cstdlib>

namespace aw {
namespace {

using namespace stamps;

// An HTTP date (RFC 1123), as AWS Health and Azure Scheduled Events write it:
// "Tue, 09 Aug 2022 17:07:32 GMT".
bool parseHttpDate(Cursor& c, ParsedTime& pt) {
    Cursor t = c;
    if (t.peek(3) != ',' || !isWeekdayName(t.s.substr(t.p))) return false;
    t.p += 4;
    t.skipBlanks();
    int d = 0, y = 0, h, mi, s;
    std::int64_t ns;
    if (!t.digits(2, d) || !t.eat(' ')) return false;
    const int mo = monthFromName(t.s.substr(t.p));
    if (!mo) return false;
    t.p += 3;
    if (!t.eat(' ') || !t.digits(4, y) || !t.eat(' ') || !parseClock(t, h, mi, s, ns)) return false;
    t.skipBlanks();
    const std::string_view zone = t.s.substr(t.p, 3);
    if (zone != "GMT" && zone != "UTC") return false;
    t.p += 3;
    if (!representableYear(y) || !validDate(mo, d)) return false;
    pt.time = civilToNs(y, mo, d, h, mi, s, ns);
    pt.quality = TimeQuality::Exact;
    c = t;
    return true;
}

}  // namespace

std::optional<ParsedTime> parseTimeString(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '"')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '"')) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    Cursor c{text, 0};
    ParsedTime pt;
    bool hasZone = false;
    if (parseIso(c, pt.time, hasZone)) {
        pt.quality = hasZone ? TimeQuality::Exact : TimeQuality::AssumedUtc;
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    c = Cursor{text, 0};
    if (parseHttpDate(c, pt)) {
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    // A bare date ("2026-11-30").
    c = Cursor{text, 0};
    int y, mo, d;
    if (c.digits(4, y) && c.eat('-') && c.digits(2, mo) && c.eat('-') && c.digits(2, d) && c.done() &&
        representableYear(y) && validDate(mo, d)) {
        pt.time = civilToNs(y, mo, d, 0, 0, 0);
        pt.quality = TimeQuality::AssumedUtc;
        pt.length = static_cast<std::uint32_t>(c.p);
        return pt;
    }
    // Epoch digits with an optional fraction, magnitude decides the unit.
    bool allNumeric = true;
    int dots = 0;
    for (char ch : text) {
        if (ch == '.') ++dots;
        else if (!isDigit(ch)) allNumeric = false;
    }
    if (allNumeric && dots <= 1) {
        char* end = nullptr;
        std::string_view digitsOnly = text.substr(0, text.find('.'));
        if (dots == 0 && digitsOnly.size() > 12) {
            // ms, us or ns by the digit count; anything that does not fit TimeNs is no time.
            std::int64_t v = 0;
            const std::int64_t unit = digitsOnly.size() <= 13 ? 1'000'000 : digitsOnly.size() <= 16 ? 1'000 : 1;
            for (char ch : digitsOnly)
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, ch - '0', &v)) return std::nullopt;
            if (__builtin_mul_overflow(v, unit, &pt.time)) return std::nullopt;
        } else {
            char buf[64];
            std::size_t n = text.size() < sizeof buf - 1 ? text.size() : sizeof buf - 1;
            text.copy(buf, n);
            buf[n] = '\0';
            pt.time = epochNumberToNs(std::strtod(buf, &end));
            if (pt.time == kNoTime) return std::nullopt;
        }
        pt.quality = TimeQuality::Exact;
        pt.length = static_cast<std::uint32_t>(text.size());
        return pt;
    }
    return std::nullopt;
}

TimeNs epochNumberToNs(double value) {
    if (!std::isfinite(value)) return kNoTime;
    const double a = std::fabs(value);
    const double ns = a < 1e11   ? value * 1e9  // seconds
                      : a < 1e14 ? value * 1e6  // milliseconds
                      : a < 1e17 ? value * 1e3  // microseconds
                                 : value;       // nanoseconds
    // Converting a double outside int64 is undefined: such a number is no time.
    if (!(std::fabs(ns) < 9.2e18)) return kNoTime;
    return static_cast<TimeNs>(std::llround(ns));
}

std::optional<std::int32_t> parseZoneOffset(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    if (text == "Z" || text == "z" || text == "UTC" || text == "utc" || text == "GMT") return 0;
    if (text.size() > 3 && (text.substr(0, 3) == "UTC" || text.substr(0, 3) == "GMT")) text.remove_prefix(3);
    if (text.front() != '+' && text.front() != '-') return std::nullopt;
    const bool neg = text.front() == '-';
    text.remove_prefix(1);
    int hh = 0, mm = 0, n = 0;
    std::size_t p = 0;
    while (p < text.size() && isDigit(text[p]) && n < 2) {
        hh = hh * 10 + (text[p] - '0');
        ++p;
        ++n;
    }
    if (!n) return std::nullopt;
    if (p < text.size() && text[p] == ':') ++p;
    int m = 0;
    while (p < text.size() && isDigit(text[p]) && m < 2) {
        mm = mm * 10 + (text[p] - '0');
        ++p;
        ++m;
    }
    if (p != text.size() || hh > 14 || mm > 59) return std::nullopt;
    return (hh * 3600 + mm * 60) * (neg ? -1 : 1);
}

}  // namespace aw

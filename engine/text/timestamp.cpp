// A log line's timestamp: the formats of kLineTimestampFormats (timestamp_formats.h) tried
// in order, and the stamps read elsewhere in a line (slurmstepd's cancel, dmesg -H's delta).
#include "engine/text/timestamp.h"

#include "engine/text/timestamp_formats.h"

namespace aw {
namespace {

// `pt` as the caller's result, field by field: copied whole, it was read back in wider loads
// than the readers' stores into it, which the CPU cannot forward (a stall on every stamped
// line). Built here and returned whole, it is built in the caller's own return slot.
std::optional<ParsedTime> stamped(const ParsedTime& pt) {
    std::optional<ParsedTime> out(std::in_place);
    out->time = pt.time;
    out->quality = pt.quality;
    out->offset = pt.offset;
    out->length = pt.length;
    return out;
}

}  // namespace

using stamps::Cursor;

std::optional<ParsedTime> parseLineTimestamp(std::string_view line, std::size_t prefix, const TimeContext& ctx) {
    ParsedTime pt;
    std::size_t format = 0;
    if (!readLineTimestamp(line, prefix, ctx, pt, format)) return std::nullopt;
    return stamped(pt);
}

std::optional<ParsedTime> parseLineTimestamp(std::string_view line, const TimeContext& ctx) {
    int rank = -1;
    return parseLineTimestamp(line, rankPrefixLength(line, rank), ctx);
}

std::optional<ParsedTime> parseSlurmCancelTime(std::string_view line, std::size_t prefix, const TimeContext& ctx) {
    if (prefix > line.size() || !line.substr(prefix).starts_with("slurmstepd")) return std::nullopt;  // cheap, first
    constexpr std::string_view kAt = " CANCELLED AT ";
    const std::string_view head = line.substr(0, 256);
    const std::size_t at = head.find(kAt);
    if (at == std::string_view::npos || head.find("*** ") == std::string_view::npos) return std::nullopt;
    Cursor c{line, at + kAt.size()};
    ParsedTime pt;
    pt.offset = static_cast<std::uint32_t>(c.p);
    bool hasZone = false;
    if (!stamps::isDigit(c.peek()) || !stamps::parseIso(c, pt.time, hasZone)) return std::nullopt;
    stamps::isoQuality(pt, hasZone, ctx);
    pt.length = static_cast<std::uint32_t>(c.p - pt.offset);
    return pt;
}

std::optional<TimeNs> parseRelativeDelta(std::string_view line, std::size_t prefix, std::size_t& end) {
    return stamps::readRelativeDelta(Cursor{line, std::min(prefix, line.size())}, end);
}

}  // namespace aw

// Checking the timestamp table's examples (see timestamp_formats.h).
#include "engine/text/timestamp_formats.h"

#include <set>

namespace aw {
namespace {

// ISO 8601 UTC, the fraction to the nanosecond without its trailing zeros.
std::string isoUtc(TimeNs t) {
    std::int64_t ns = t % kNsPerSecond;
    if (ns < 0) ns += kNsPerSecond;
    std::string text = formatIsoUtc(t - ns);  // "2026-11-30T08:01:02.000Z"
    text.resize(text.size() - 5);
    if (ns) {
        std::string fraction = std::to_string(ns);
        fraction.insert(0, 9 - fraction.size(), '0');
        while (fraction.back() == '0') fraction.pop_back();
        text += "." + fraction;
    }
    return text + "Z";
}

std::string problem(const TimestampFormat& format, std::string_view line, const std::string& what) {
    return std::string(format.name) + ": \"" + std::string(line) + "\": " + what;
}

// What is wrong with a good example: "" when it reads as it says.
std::string goodExampleProblem(const TimestampFormat& format, const TimestampExample& example, const TimeContext& ctx) {
    const auto read = parseLineTimestamp(example.line, ctx);
    if (!read) return "reads no time";
    const std::optional<std::size_t> by = lineTimestampFormat(example.line, ctx);
    const std::string_view byName = by ? kLineTimestampFormats[*by].name : "none";
    if (byName != format.name) return "read by \"" + std::string(byName) + "\"";
    std::string wrong;
    const std::string_view stamp = example.line.substr(read->offset, read->length);
    if (stamp != example.stamp) wrong += " stamp \"" + std::string(stamp) + "\"";
    if (isoUtc(read->time) != example.utc) wrong += " time " + isoUtc(read->time);
    if (read->quality != example.quality) wrong += std::string(" quality ") + toString(read->quality);
    return wrong.empty() ? wrong : "reads as" + wrong;
}

// Whether the format's own reader reads a line, where parseLineTimestamp would start it.
bool formatReads(const TimestampFormat& format, std::string_view line, const TimeContext& ctx) {
    int rank = -1;
    bool indented = false;
    std::size_t at = stampStart(line, rankPrefixLength(line, rank), indented);
    if (at >= line.size()) return false;
    ParsedTime pt;
    return format.read(stamps::StampLine{line, ctx, indented}, at, pt);
}

}  // namespace

std::optional<std::size_t> lineTimestampFormat(std::string_view line, const TimeContext& ctx) {
    int rank = -1;
    ParsedTime pt;
    std::size_t format = 0;
    if (!readLineTimestamp(line, rankPrefixLength(line, rank), ctx, pt, format)) return std::nullopt;
    return format;
}

TimeContext timestampExampleContext() {
    TimeContext ctx;
    ctx.windowStart = civilToNs(2026, 11, 30, 8, 0, 0);
    ctx.windowEnd = civilToNs(2026, 11, 30, 8, 42, 10);
    ctx.bootTime = civilToNs(2026, 11, 20, 3, 14, 0);
    return ctx;
}

std::vector<std::string> timestampFormatProblems(std::span<const TimestampFormat> formats) {
    const TimeContext ctx = timestampExampleContext();
    std::vector<std::string> problems;
    std::set<std::string_view> names;
    for (const TimestampFormat& format : formats) {
        if (!names.insert(format.name).second) problems.push_back(problem(format, "", "a second format of this name"));
        if (format.good[0].line.empty()) problems.push_back(problem(format, "", "no line it reads"));
        if (format.bad[0].empty()) problems.push_back(problem(format, "", "no line it must not read"));
        for (const TimestampExample& example : format.good) {
            if (example.line.empty()) break;
            if (const std::string wrong = goodExampleProblem(format, example, ctx); !wrong.empty())
                problems.push_back(problem(format, example.line, wrong));
        }
        for (const std::string_view line : format.bad) {
            if (line.empty()) break;
            if (formatReads(format, line, ctx)) problems.push_back(problem(format, line, "reads a time"));
        }
    }
    return problems;
}

}  // namespace aw

// Timestamp detection for log lines and JSON fields: every format found in training
// bundles, normalised to UTC nanoseconds with a TimeQuality saying how far to trust it.
// Hand-written and allocation-free: it runs on every line of every log. The line formats
// are a table, each with its examples (timestamp_formats.h); their readers are stamps/*.h.
#pragma once

#include "engine/core/observation.h"
#include "engine/core/time_context.h"
#include "engine/text/line_prefixes.h"  // the prefix a line's time is read after

#include <cstdint>
#include <optional>
#include <string_view>

namespace aw {

struct ParsedTime {
    TimeNs time = kNoTime;
    TimeQuality quality = TimeQuality::None;
    std::uint32_t offset = 0;  // where the timestamp starts in the line (after a rank prefix)
    std::uint32_t length = 0;  // bytes from `offset` to the end of the timestamp (brackets included)
};

// Detects a timestamp at the start of a log line (after an optional `[rank3]:`,
// `[default3]:` or `3: ` prefix and blanks). Formats: ISO 8601 / RFC 3339 with or without
// zone (also in brackets, ' ' or 'T', ',' or '.' fractions), RFC 3164 syslog, glog/c10d
// (`[E1130 08:11:02.408271257 ...`), klog (`I1130 08:01:02.123456`), dmesg (`[ 12.5]`) and
// `dmesg -T`, `dmesg -H`'s minute stamps (`[Nov20 14:05]`), epoch seconds/milliseconds/
// microseconds/nanoseconds, Spark's log4j (`17/06/09 20:10:40 INFO`), submitit's
// `logger LEVEL (ISO)`, loghub's BGL RAS lines: kLineTimestampFormats.
std::optional<ParsedTime> parseLineTimestamp(std::string_view line, const TimeContext& ctx);
// The same for a line whose rank prefix (rankPrefixLength) is known to be `prefix` bytes.
std::optional<ParsedTime> parseLineTimestamp(std::string_view line, std::size_t prefix, const TimeContext& ctx);

// `dmesg -H` writes the time once a minute ("[Nov20 14:05]") and, on the lines between, the
// time since the line before: "[  +0.000316] ...". Returns that delta and where the bracket
// ends, for a line (after its `prefix`) that starts with one.
std::optional<TimeNs> parseRelativeDelta(std::string_view line, std::size_t prefix, std::size_t& end);

// slurmstepd's "*** STEP 3495064.0 ON orion-01-01 CANCELLED AT 2021-10-27T19:35:36 ***": a
// line with no stamp of its own that states its time inside (Slurm's local time).
// Only lines that start with "slurmstepd" (after a rank prefix of `prefix` bytes) are looked at.
std::optional<ParsedTime> parseSlurmCancelTime(std::string_view line, std::size_t prefix, const TimeContext& ctx);

// A whole string as a time (JSON fields): ISO 8601 / RFC 3339, an HTTP date, a bare date, or
// epoch digits in s, ms, us or ns (told apart by magnitude). Zone-less ISO is read as UTC
// (AssumedUtc).
std::optional<ParsedTime> parseTimeString(std::string_view text);

// An epoch number from JSON (seconds, or ms/us/ns by magnitude) to ns.
TimeNs epochNumberToNs(double value);

// "+02:00", "-0530", "Z", "UTC", "+2" -> seconds east of UTC.
std::optional<std::int32_t> parseZoneOffset(std::string_view text);

}  // namespace aw

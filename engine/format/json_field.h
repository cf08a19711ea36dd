// Fields of a JSON document (simdjson's DOM) read without throwing, tolerant of the shapes
// the tools write: a number that may be a numeric string or Slurm's {"number":N,"set":true},
// a state that is a string or an array of them, a time that is an ISO string or an epoch
// number. The loader's readers and the collector read JSON through these only.
#pragma once

#include "engine/core/utc_time.h"

#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aw {

std::optional<std::string_view> stringField(simdjson::dom::element obj, std::string_view key);
// The string at `key`, "" when absent or not a string.
std::string textField(simdjson::dom::element obj, std::string_view key);
// The string at a JSON pointer ("/metadata/name"), "" when absent or not a string.
std::string_view textAtPointer(simdjson::dom::element obj, std::string_view pointer);
// Whether `key` holds an object; `out` is it.
bool objectField(simdjson::dom::element obj, std::string_view key, simdjson::dom::element& out);
// An integer that may be a number, a numeric string or a Slurm {"number":N,"set":true}.
std::optional<std::int64_t> intField(simdjson::dom::element obj, std::string_view key);
std::optional<std::int64_t> intValue(simdjson::dom::element value);
std::optional<double> doubleValue(simdjson::dom::element value);
// A string, or the strings of an array joined with ',' (Slurm states).
std::optional<std::string> stringOrList(simdjson::dom::element value);
// A time: ISO string, epoch number (seconds to nanoseconds, by its size) or Slurm number
// object; 0 and absent are kNoTime.
TimeNs timeField(simdjson::dom::element obj, std::string_view key);
TimeNs timeValue(simdjson::dom::element value);

}  // namespace aw

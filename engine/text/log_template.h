// A log line's template, as log-template miners (Drain) see it: the words that stay, the
// values that vary masked. Lines that differ only in numbers, hex, addresses, node names'
// digits, dates or the digits of a path's parts have one template.
#pragma once

#include <string>
#include <string_view>

namespace aw {

// How much of a line its template reads (and keeps): the rest of a long line is not looked at.
inline constexpr std::size_t kMaxTemplateInput = 400;

// The template of `line`: white space runs become one space; a word with a digit becomes
// `<num>` (all digits), `<hex>` (0x..., or hex digits with a digit), or keeps its letters
// before the digits (`node017` -> `node<num>`, `rank3` -> `rank<num>`) and is `<*>`
// otherwise; weekday and month names are `<date>`. Punctuation stays, so `/data/run_42/x.pt`
// is `/data/run_<num>/x.pt` and `10.0.3.7:4242` is `<num>.<num>.<num>.<num>:<num>`.
std::string logTemplate(std::string_view line);
// The same, written into `out` (cleared first): for a loop over many lines, no allocation.
void logTemplateInto(std::string_view line, std::string& out);

// The placeholders logTemplate writes, for those who turn a template back into a pattern.
inline constexpr std::string_view kTemplateNumber = "<num>";
inline constexpr std::string_view kTemplateHex = "<hex>";
inline constexpr std::string_view kTemplateAny = "<*>";
inline constexpr std::string_view kTemplateDate = "<date>";

}  // namespace aw

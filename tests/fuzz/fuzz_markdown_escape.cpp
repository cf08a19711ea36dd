// The Markdown escapes of the report writer (engine/report/markdown_text.h) on any bytes: the
// escaped prose, the escaped table cell and the code span, read as a renderer reads them
// (tests/fuzz/markdown_checks.h), hold no link, image, autolink, raw HTML, cell break or
// line break, and the code span is one whole span.
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/markdown_checks.h"
#include "engine/report/markdown_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = awfuzz::asText(data, size);
    // As the report places them: after a list item's own words, between a row's bars.
    if (!awfuzz::liveMarkup("- **Operator** (now): " + aw::report::escapeMarkdownInline(text)).empty())
        __builtin_trap();
    if (!awfuzz::liveMarkup(aw::report::escapeMarkdownCell(text), true).empty()) __builtin_trap();
    const std::string code = aw::report::markdownCode(text);
    if (!awfuzz::isWholeCodeSpan(code) || !awfuzz::liveMarkup("  - " + code).empty()) __builtin_trap();
    return 0;
}

// Every timestamp format: log-line detection (ISO, syslog, glog/c10d, klog, dmesg, epoch,
// rank prefixes) under several time contexts, and the whole-string forms of JSON fields.
#include "engine/text/timestamp.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    const std::uint8_t knob = awfuzz::takeByte(text);
    aw::TimeContext ctx;
    if (knob & 1) {  // a workload window: year inference, Dec->Jan rollover
        ctx.windowStart = aw::civilToNs(2026, 12, 31, 23, 0, 0);
        ctx.windowEnd = aw::civilToNs(2027, 1, 1, 1, 0, 0);
    }
    if (knob & 2) ctx.year = 1970 + (knob >> 3);
    if (knob & 4) {
        ctx.tzKnown = true;
        ctx.tzOffsetSeconds = (static_cast<int>(knob) - 128) * 900;
    }
    if (knob & 8) ctx.bootTime = aw::civilToNs(2026, 11, 30, 7, 0, 0);
    if (auto t = aw::parseLineTimestamp(text, ctx)) {
        // The span must lie inside the line: callers cut the text with it.
        if (std::size_t(t->offset) + t->length > text.size()) __builtin_trap();
        (void)aw::yearOf(t->time);
    }
    std::size_t deltaEnd = 0;
    if (aw::parseRelativeDelta(text, 0, deltaEnd) && deltaEnd > text.size()) __builtin_trap();
    (void)aw::parseTimeString(text);
    (void)aw::parseZoneOffset(text);
    int rank = -1;
    if (aw::rankPrefixLength(text, rank) > text.size()) __builtin_trap();
    return 0;
}

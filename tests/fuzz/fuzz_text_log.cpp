// Text logs as the loader reads them: classification by name and bytes, line splitting
// with the 1 MiB cut, timestamps with inheritance, ranks and host names.
#include "file_classifier.h"
#include "fuzz_input.h"
#include "text_log_scanner.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    const bool kernel = awfuzz::takeByte(text) & 1;
    (void)aw::classifyFile(kernel ? "nodes/node001/dmesg.log" : "nodes/node001/train.log", text);
    aw::TimeContext ctx;
    ctx.year = 2026;
    aw::TextObservationMaker maker(ctx, kernel ? aw::SourceKind::Kernel : aw::SourceKind::AppLog);
    aw::LineSplitter lines(text);
    aw::TextLine line;
    aw::Observation obs;
    while (lines.next(line)) {
        if (line.offset + line.raw.size() > text.size()) __builtin_trap();
        aw::LineFacts facts = maker.make(line, obs);
        (void)facts;
    }
    return 0;
}
